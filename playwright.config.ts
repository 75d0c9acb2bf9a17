import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium (stack notes: `npx playwright install` cannot
 * download browsers here). `npm run test:e2e` builds the app first; Playwright then
 * starts, in order: an OpenAI-compatible test server (e2e/fake-assistant.ts), the
 * fixture websites the checker examines (test/fixture-sites), the Stripe stand-in
 * (test/stripe-stand-in.ts), the app configured against all three, and the same
 * build without an AI provider and without Stripe.
 */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/**
 * Shifts every port below, so that several checkouts on one machine can run their
 * journeys at the same time (e.g. E2E_PORT_OFFSET=100). CI uses the defaults.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const FAKE_PORT = 4010 + PORT_OFFSET;
/** test/fixture-sites/server.ts serves its sites from here on, one port each. */
export const FIXTURE_SITES_PORT = 4020 + PORT_OFFSET;
const APP_PORT = 3100 + PORT_OFFSET;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** test/stripe-stand-in.ts: the Stripe API for the configured app and, via routes, for the browser. */
/** test/seo-fixture-site.ts: the generated website of ~300 pages the SEO dashboard scans. */
const SEO_FIXTURE_SITE_PORT = 4050 + PORT_OFFSET;
export const SEO_FIXTURE_SITE_URL = `http://127.0.0.1:${SEO_FIXTURE_SITE_PORT}`;
const STRIPE_STAND_IN_PORT = 4040 + PORT_OFFSET;
export const STRIPE_STAND_IN_URL = `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`;
export const STRIPE_WEBHOOK_SECRET = "whsec_e2e_stand_in";
/** The configured app's admin (hash made with `npm run admin:hash-password`). */
export const ADMIN_E2E_USERNAME = "admin";
export const ADMIN_E2E_PASSWORD = "e2e-admin-passwort";
const ADMIN_E2E_PASSWORD_HASH = "scrypt$32768$8$1$nyQ5djsaJuLCorujrJpUmw$pERkUUcWkLqHlrIRARRmjU3vHelpXxNm7hxNcniLHJw";
/** Where the configured app writes its e-mails (no SMTP server here). */
export const E2E_OUTBOX_DIR = ".data/e2e-outbox";
/** The configured app's operator inbox for paid orders (OWNER_EMAIL). */
export const E2E_OWNER_EMAIL = "auftraege@betreiber.example";
const UNCONFIGURED_APP_PORT = 3101 + PORT_OFFSET;
export const UNCONFIGURED_APP_URL = `http://127.0.0.1:${UNCONFIGURED_APP_PORT}`;
/** e2e/fake-engines.ts: three assistants on this port and the next two (the third always fails), the seven providers' stand-ins on the fourth. */
const FAKE_ENGINES_PORT = 4060 + PORT_OFFSET;
/** The same build with AI_ENGINES set to the three fake engines (live test and monitor journeys). */
const MULTI_ENGINE_APP_PORT = 3102 + PORT_OFFSET;
export const MULTI_ENGINE_APP_URL = `http://127.0.0.1:${MULTI_ENGINE_APP_PORT}`;
/** The same build with AI_ENGINES set to all seven providers, each against its stand-in. */
const SEVEN_ENGINE_APP_PORT = 3103 + PORT_OFFSET;
export const SEVEN_ENGINE_APP_URL = `http://127.0.0.1:${SEVEN_ENGINE_APP_PORT}`;
const STAND_INS = `http://127.0.0.1:${FAKE_ENGINES_PORT + 3}`;
/** Where the multi-engine app writes its e-mails. */
export const MULTI_ENGINE_OUTBOX_DIR = ".data/e2e-multi-outbox";

const appEnv = {
  NEXT_TELEMETRY_DISABLED: "1",
  LIVE_TEST_RATE_LIMIT_PER_HOUR: "0",
  LIVE_TEST_SAMPLES: "3",
};

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: APP_URL,
    locale: "de-DE",
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `npx tsx e2e/fake-assistant.ts ${FAKE_PORT}`,
      port: FAKE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx e2e/fake-engines.ts ${FAKE_ENGINES_PORT}`,
      port: FAKE_ENGINES_PORT + 3,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx test/fixture-sites/server.ts ${FIXTURE_SITES_PORT}`,
      port: FIXTURE_SITES_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx test/seo-fixture-site.ts ${SEO_FIXTURE_SITE_PORT}`,
      port: SEO_FIXTURE_SITE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx test/stripe-stand-in.ts ${STRIPE_STAND_IN_PORT}`,
      port: STRIPE_STAND_IN_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { STAND_IN_WEBHOOK_URL: `${APP_URL}/api/stripe/webhook`, STAND_IN_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET },
    },
    {
      command: "npm start",
      url: `${APP_URL}/ki-search-tool`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...appEnv,
        PORT: String(APP_PORT),
        PGLITE_DATA_DIR: ".data/e2e-configured",
        OPENAI_API_KEY: "e2e-key",
        OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PORT}/v1`,
        OPENAI_MODEL: "fake-assistant-1",
        // The fixture websites live on 127.0.0.1, which the SSRF guard refuses by default.
        OUTBOUND_ALLOW_PRIVATE: "1",
        CHECKER_RATE_LIMIT_PER_HOUR: "0",
        // One package with an external checkout; the others fall back to an e-mail enquiry.
        SNIPPET_PAYLINK_BUSINESS: "https://checkout.example.com/business",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: STRIPE_STAND_IN_URL,
        SMTP_HOST: "",
        MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
        OWNER_EMAIL: E2E_OWNER_EMAIL,
        SITE_URL: APP_URL,
        // The whole fixture site (~300 pages) in one scan.
        SEO_SCAN_MAX_PAGES: "400",
        ADMIN_USERNAME: ADMIN_E2E_USERNAME,
        ADMIN_PASSWORD_HASH: ADMIN_E2E_PASSWORD_HASH,
        // Journeys pose as distinct clients with X-Forwarded-For (buy links, FAQ free
        // uses): this app believes one proxy in front of it. The unconfigured app trusts
        // none and takes the address from the TCP peer (e2e/client-address.spec.ts).
        TRUSTED_PROXY_COUNT: "1",
      },
    },
    {
      command: "npm start",
      url: `${UNCONFIGURED_APP_URL}/ki-search-tool`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...appEnv, PORT: String(UNCONFIGURED_APP_PORT), PGLITE_DATA_DIR: ".data/e2e-unconfigured", OPENAI_API_KEY: "" },
    },
    {
      command: "npm start",
      url: `${MULTI_ENGINE_APP_URL}/ki-search-tool`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...appEnv,
        PORT: String(MULTI_ENGINE_APP_PORT),
        PGLITE_DATA_DIR: ".data/e2e-multi-engine",
        OPENAI_API_KEY: "",
        AI_ENGINES: JSON.stringify(
          ["Assistent A", "Assistent B", "Assistent C"].map((name, i) => ({
            name,
            baseUrl: `http://127.0.0.1:${FAKE_ENGINES_PORT + i}/v1`,
            apiKey: "e2e-key",
            model: `engine-${"abc"[i]}`,
            webSearch: false,
          })),
        ),
        // The monitor journey's website is a fixture site on 127.0.0.1, checked with each run.
        OUTBOUND_ALLOW_PRIVATE: "1",
        SMTP_HOST: "",
        MAIL_OUTBOX_DIR: MULTI_ENGINE_OUTBOX_DIR,
        SITE_URL: MULTI_ENGINE_APP_URL,
      },
    },
    {
      command: "npm start",
      url: `${SEVEN_ENGINE_APP_URL}/ki-search-tool`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...appEnv,
        PORT: String(SEVEN_ENGINE_APP_PORT),
        PGLITE_DATA_DIR: ".data/e2e-seven-engines",
        OPENAI_API_KEY: "",
        LIVE_TEST_SAMPLES: "2",
        // The answer reader (issue 31) on the OpenAI stand-in: the live test says "gelesen von: Regeln + Modell".
        ANSWER_READER: JSON.stringify({ provider: "openai", model: "gpt-4o-mini", apiKey: "e2e-key", baseUrl: `${STAND_INS}/openai/v1` }),
        AI_ENGINES: JSON.stringify([
          { name: "ChatGPT", provider: "openai", apiKey: "e2e-key", baseUrl: `${STAND_INS}/openai/v1` },
          { name: "Gemini", provider: "gemini", apiKey: "e2e-key", baseUrl: `${STAND_INS}/gemini/v1beta` },
          { name: "Claude", provider: "anthropic", apiKey: "e2e-key", baseUrl: `${STAND_INS}/anthropic/v1` },
          { name: "Perplexity", provider: "perplexity", apiKey: "e2e-key", baseUrl: `${STAND_INS}/perplexity` },
          { name: "Llama", provider: "openai-compatible", apiKey: "e2e-key", model: "llama3.1", baseUrl: `${STAND_INS}/compatible/v1` },
          { name: "Google KI-Übersicht", provider: "google-ai-overview", apiKey: "e2e-key", baseUrl: `${STAND_INS}/serpapi` },
          { name: "Google KI-Modus", provider: "google-ai-mode", apiKey: "e2e-key", baseUrl: `${STAND_INS}/serpapi` },
        ]),
      },
    },
  ],
});
