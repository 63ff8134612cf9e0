// The policy numbers of spec §9, used by the legal texts (and their tests) so they are stated once.
export const REFUND_WINDOW_DAYS = 3;
export const REFUND_REVIEW_BUSINESS_DAYS = 5;
export const REFUND_CREDIT_BUSINESS_DAYS = { min: 7, max: 10 } as const;
export const CANCELLATION_NOTICE_HOURS = 24;
export const MINIMUM_AGE = 18;

export const SUPPORT_EMAIL = 'support@whalewatch.example';

/** '7-10', as the spec writes the credit period. */
export const REFUND_CREDIT_PERIOD = `${REFUND_CREDIT_BUSINESS_DAYS.min}-${REFUND_CREDIT_BUSINESS_DAYS.max}`;
