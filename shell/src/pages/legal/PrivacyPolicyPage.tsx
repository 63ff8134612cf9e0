import { Link } from 'react-router-dom';
import { LegalDocument, SupportEmailLink } from './LegalDocument';
import { MINIMUM_AGE } from './policyTerms';

export const PRIVACY_POLICY_TITLE = 'Privacy Policy';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={PRIVACY_POLICY_TITLE}
      summary="What personal data Whalewatch collects, why, who helps us process it, and the choices you have."
    >
      <section>
        <h2>Who we are</h2>
        <p>
          Whalewatch is a subscription service for monitoring Ethereum wallets and tokens. We are the controller of the personal data
          described here, except where this notice says a partner acts on its own account. You can reach us at <SupportEmailLink />.
        </p>
      </section>

      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account data:</strong> your email address and a password. Passwords are handled by our authentication provider and
            stored only as a secure hash; we never see them in plain text.
          </li>
          <li>
            <strong>Wallet data:</strong> the wallet addresses you track, their nicknames and monitoring options, your check interval, the
            wallets on your stealth list and the token addresses on your watchlist.
          </li>
          <li>
            <strong>Subscription data:</strong> your plan, its status and the customer and subscription identifiers our payment partner
            gives us. We never receive your full card details.
          </li>
          <li>
            <strong>Demo requests:</strong> the name, email, company and message you send us.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and server logs needed to run and secure the service. In your browser
            we store your sign-in token and your light or dark theme choice; we use no advertising or cross-site tracking cookies.
          </li>
        </ul>
      </section>

      <section>
        <h2>Public blockchain data</h2>
        <p>
          Wallet addresses and transactions on Ethereum are public. We read them from public blockchain data sources such as Etherscan-style
          block explorer APIs and Ethereum nodes. When we query these sources we send the wallet or token address, never your name or email.
          We cannot change or remove data that is recorded on the blockchain. Keep in mind that linking your identity to a wallet address in
          Whalewatch is your choice.
        </p>
      </section>

      <section>
        <h2>How we use your data</h2>
        <ul>
          <li>To provide the service: tracking your wallets and sending you notifications in the app and by email.</li>
          <li>To manage your subscription, answer support requests and respond to demo requests.</li>
          <li>To keep Whalewatch secure, prevent abuse and enforce plan limits and stealth-list protection.</li>
          <li>To meet legal obligations such as tax and accounting records.</li>
        </ul>
        <p>
          We rely on the performance of our contract with you, our legitimate interest in running a secure service, your consent where we
          ask for it, and our legal obligations. We do not sell your personal data.
        </p>
      </section>

      <section>
        <h2>Who processes it with us</h2>
        <ul>
          <li>
            <strong>Supabase</strong> provides authentication and database hosting and processes your account and wallet data on our behalf.
          </li>
          <li>
            <strong>Paddle</strong> is our merchant of record. It collects your payment and billing details and processes them as an
            independent controller under its own privacy notice.
          </li>
          <li>
            <strong>Block explorer and node providers</strong> receive the addresses we look up, as described above.
          </li>
          <li>
            <strong>Email delivery providers</strong> send our verification, password-reset and notification emails.
          </li>
        </ul>
        <p>
          Where these providers process data outside your country, we rely on appropriate safeguards such as standard contractual clauses.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep your account and wallet data for as long as your account is open. When you delete your account we delete or anonymise it,
          except records we must keep by law, such as invoices. Demo requests are deleted once they are no longer needed to follow up with
          you.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          Depending on where you live, you may ask to access, correct, delete or export your data, to restrict or object to its processing,
          and to withdraw consent at any time. Write to <SupportEmailLink />. You may also complain to your data protection authority.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Data travels over encrypted connections, passwords are hashed, and access to production systems is limited to the people who need
          it. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.
        </p>
      </section>

      <section>
        <h2>Age</h2>
        <p>
          Whalewatch is not meant for anyone under {MINIMUM_AGE}, and we do not knowingly collect data from them (see our{' '}
          <Link to="/terms-of-service">Terms of Service</Link>).
        </p>
      </section>

      <section>
        <h2>Changes to this notice</h2>
        <p>
          When we change this notice we will post the new version here and, for material changes, tell you by email before they take effect.
        </p>
      </section>
    </LegalDocument>
  );
}
