/**
 * The messages (namespace "Monitor" of messages/de.json) the monitor sign-up on /ki-search-tool
 * shows. The page passes them resolved, as plain strings, so it ships neither a message
 * catalogue nor next-intl's client runtime for this form.
 */
export const MONITOR_SIGNUP_TEXT_KEYS = [
  "sentTitle",
  "signupTitle",
  "signupIntro",
  "myMonitorsLink",
  "submit",
  "submitting",
  "failed",
  "businessLabel",
  "websiteLabel",
  "industryLabel",
  "cityLabel",
  "specialtyLabel",
  "competitorsLabel",
  "emailLabel",
  "industryPlaceholder",
  "specialtyPlaceholder",
  "competitorsPlaceholder",
  "questionsPreview",
  "privacyNote",
] as const;

/**
 * Key → German text; "sentText" ("… an {email} geschickt …") as the parts before and after
 * the address the visitor typed, which only the browser knows.
 */
export type MonitorSignupTexts = Record<(typeof MONITOR_SIGNUP_TEXT_KEYS)[number] | "sentTextBefore" | "sentTextAfter", string>;
