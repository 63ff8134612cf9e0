import { Link } from 'react-router-dom';
import { LegalDocument, SupportEmailLink } from './LegalDocument';
import { CANCELLATION_NOTICE_HOURS, REFUND_CREDIT_PERIOD, REFUND_REVIEW_BUSINESS_DAYS, REFUND_WINDOW_DAYS } from './policyTerms';

export const REFUND_POLICY_TITLE = 'Refund Policy';

export function RefundPolicyPage() {
  return (
    <LegalDocument
      title={REFUND_POLICY_TITLE}
      summary={`New subscribers can ask for a refund within ${REFUND_WINDOW_DAYS} days of their first purchase. This page explains who qualifies, how to ask and what happens next.`}
    >
      <section>
        <h2>Who sells your subscription</h2>
        <p>
          Whalewatch subscriptions are sold through Paddle, our merchant of record. Paddle processes your payment, issues your receipt and
          pays out approved refunds to the payment method you used. We decide on refund requests under this policy and instruct Paddle
          accordingly.
        </p>
      </section>

      <section>
        <h2>Eligibility</h2>
        <ul>
          <li>You may request a refund within {REFUND_WINDOW_DAYS} days of your first purchase of a Whalewatch subscription.</li>
          <li>Refunds apply to the first billing cycle only. Renewals and any later billing cycles are not refundable.</li>
          <li>
            Refunds are not available where an account was used in breach of our <Link to="/terms-of-service">Terms of Service</Link>, or
            where the same person has already received a refund for an earlier subscription.
          </li>
        </ul>
      </section>

      <section>
        <h2>How to request a refund</h2>
        <p>
          Email <SupportEmailLink /> from the address you use to sign in to Whalewatch, and include the order number from your Paddle
          receipt. Telling us briefly why Whalewatch did not work for you is optional but helps us improve.
        </p>
      </section>

      <section>
        <h2>Review and payment</h2>
        <p>
          We review every request within {REFUND_REVIEW_BUSINESS_DAYS} business days and reply by email. Approved refunds are credited to
          your original payment method in {REFUND_CREDIT_PERIOD} business days; your bank or card issuer may need a little longer to show
          the credit. When a refund is approved your subscription ends and your account returns to the limits of a free account.
        </p>
      </section>

      <section>
        <h2>Cancelling your subscription</h2>
        <p>
          You can cancel at any time. To avoid being charged for the next period, cancel at least {CANCELLATION_NOTICE_HOURS} hours before
          the next billing cycle starts. After cancelling, your plan stays active until the end of the period you have paid for; unused time
          in a period is not refunded outside the first-purchase window above.
        </p>
      </section>

      <section>
        <h2>Your statutory rights</h2>
        <p>
          Nothing in this policy limits any rights you have under the consumer protection law that applies to you, including any statutory
          right to withdraw from a purchase.
        </p>
      </section>
    </LegalDocument>
  );
}
