import { PLANS } from '@whalewatch/shared/core';
import { Link } from 'react-router-dom';
import { LegalDocument, SupportEmailLink } from './LegalDocument';
import { CANCELLATION_NOTICE_HOURS, MINIMUM_AGE, REFUND_WINDOW_DAYS } from './policyTerms';

export const TERMS_OF_SERVICE_TITLE = 'Terms of Service';

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title={TERMS_OF_SERVICE_TITLE}
      summary="The agreement between you and Whalewatch when you create an account or use the service."
    >
      <section>
        <h2>Accepting these terms</h2>
        <p>
          By creating an account or using Whalewatch you agree to these terms, our <Link to="/privacy-policy">Privacy Policy</Link> and our{' '}
          <Link to="/refund-policy">Refund Policy</Link>. If you do not agree, do not use the service.
        </p>
      </section>

      <section>
        <h2>Who may use Whalewatch</h2>
        <p>
          Users must be {MINIMUM_AGE} or older. By using Whalewatch you confirm that you are at least {MINIMUM_AGE} years old and able to
          enter into a binding contract, and that using the service is lawful where you live.
        </p>
      </section>

      <section>
        <h2>Your account</h2>
        <p>
          Give a valid email address, keep your password secret and tell us at once if you suspect someone else has used your account. You
          are responsible for what happens under your account.
        </p>
      </section>

      <section>
        <h2>The service</h2>
        <p>
          Whalewatch lets you track Ethereum wallets and receive notifications, analyze the top holders of a token, view the token portfolio
          of any wallet, keep a stealth list and read AI-summarized crypto news. It relies on public blockchain data and third-party
          sources, which can be delayed, incomplete or wrong, so we cannot promise that every notification arrives in real time or that
          every figure is accurate.
        </p>
      </section>

      <section>
        <h2>Not financial advice</h2>
        <p>
          Everything Whalewatch shows, including token analyses, prices and AI-generated news summaries, is information only. It is not
          investment, financial, legal or tax advice. You alone decide what to do with it and bear the risk of your trades.
        </p>
      </section>

      <section>
        <h2>Subscriptions and payment</h2>
        <p>
          Paid plans are billed monthly in advance and renew automatically until cancelled. Paddle, our merchant of record, sells the
          subscription and handles payment, taxes and invoices. Plans limit how many wallets you can track: up to{' '}
          {PLANS.starter.trackedWallets} on {PLANS.starter.name} and up to {PLANS.pro.trackedWallets} on {PLANS.pro.name}. To avoid being
          charged for the next period, cancel at least {CANCELLATION_NOTICE_HOURS} hours before the next billing cycle. You may request a
          refund within {REFUND_WINDOW_DAYS} days of your first purchase as the <Link to="/refund-policy">Refund Policy</Link> describes. We
          may change prices for future billing cycles after telling you in advance.
        </p>
      </section>

      <section>
        <h2>Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>use Whalewatch to stalk, harass, threaten or defraud anyone, or for any unlawful purpose;</li>
          <li>get around plan limits, the stealth list or any other protection of the service;</li>
          <li>scrape, overload or attack the service, or reverse engineer it except where the law allows;</li>
          <li>share your account or resell the service without our written permission.</li>
        </ul>
      </section>

      <section>
        <h2>The stealth list</h2>
        <p>
          A wallet on your stealth list is protected inside Whalewatch only: other users cannot track it here and it is masked in their
          views. Its transactions stay public on the blockchain and in other tools.
        </p>
      </section>

      <section>
        <h2>Third-party services</h2>
        <p>
          Whalewatch uses Supabase for authentication and data storage, Paddle for payments and public block explorer APIs for blockchain
          data. Their own terms apply to your use of their services.
        </p>
      </section>

      <section>
        <h2>Ownership</h2>
        <p>
          The Whalewatch software, design and content belong to us or our licensors. You keep the rights to the data you give us and allow
          us to use it to provide the service.
        </p>
      </section>

      <section>
        <h2>Liability</h2>
        <p>
          The service is provided as is and as available. To the extent the law allows, we are not liable for indirect or consequential
          losses, trading losses or lost profits, and our total liability is limited to the fees you paid us in the twelve months before the
          claim. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </section>

      <section>
        <h2>Suspension and termination</h2>
        <p>
          You may close your account at any time. We may suspend or close accounts that break these terms, after notice where reasonable.
          Sections that by their nature should survive termination will do so.
        </p>
      </section>

      <section>
        <h2>Changes and contact</h2>
        <p>
          We may update these terms; for material changes we will tell you by email before they take effect, and continuing to use
          Whalewatch afterwards means you accept them. Questions: <SupportEmailLink />.
        </p>
      </section>
    </LegalDocument>
  );
}
