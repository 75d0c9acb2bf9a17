/**
 * The messages (namespace "LiveTest" of messages/de.json) the live test's form, examples and
 * empty result show before a test runs. The page passes them resolved, as plain strings, so
 * the page's first load ships neither a message catalogue nor next-intl's client runtime
 * (that comes with the progress and result view, loaded on first use: live-test-output.tsx).
 */
export const LIVE_TEST_TEXT_KEYS = [
  "formTitle",
  "formDescription",
  "queryLabel",
  "queryPlaceholder",
  "businessLabel",
  "businessPlaceholder",
  "locationLabel",
  "locationPlaceholder",
  "domainLabel",
  "domainPlaceholder",
  "specialtyLabel",
  "specialtyHint",
  "specialtyPlaceholder",
  "typeLabel",
  "type.business-info",
  "type.how-to",
  "type.product-info",
  "questionsPreview",
  "start",
  "running",
  "loadingDuration",
  "examplesTitle",
  "emptyTitle",
  "emptyTextAbove",
  "emptyTextBeside",
] as const;

/** Key → German text, for LiveTest and its form; plus the two errors of "ApiErrors.liveTest" it shows itself. */
/** The id of the page's notice that the live test is not set up here: the start button's description then. */
export const LIVE_TEST_NOT_CONFIGURED_ID = "lt-not-configured";

export type LiveTestTexts = Record<(typeof LIVE_TEST_TEXT_KEYS)[number] | "queryRequired" | "failed", string>;
