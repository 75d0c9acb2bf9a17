/**
 * The messages (namespace "Payment" of messages/de.json) the checkout's client part shows.
 * The page passes them resolved, as plain strings, so /payment ships neither a message
 * catalogue nor next-intl's client runtime (~13 KB compressed).
 */
export const PAYMENT_LABEL_KEYS = [
  "preparing",
  "unavailableTitle",
  "unavailableText",
  "blockedTitle",
  "blockedText",
  "reload",
  "home",
  "formLabel",
  "processing",
  "genericError",
  "detailsFailed",
  "detailsTitle",
  "emailLabel",
  "emailHint",
  "companyLabel",
  "websiteLabel",
  "messageLabel",
] as const;

/** Key → German text, for PaymentCheckout and StripePaymentForm. */
export type PaymentLabels = Record<(typeof PAYMENT_LABEL_KEYS)[number], string>;
