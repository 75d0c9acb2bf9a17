import "server-only";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The engines the live test and the monitor can ask (README "KI-Anbieter"). */
const ENGINE_PROVIDERS = ["openai", "gemini", "anthropic", "perplexity", "openai-compatible", "google-ai-overview", "google-ai-mode"] as const;
export type EngineProvider = (typeof ENGINE_PROVIDERS)[number];

/** Models asked when an entry names none (each supports its provider's web search tool). */
const DEFAULT_MODELS: Partial<Record<EngineProvider, string>> = {
  openai: "gpt-5-mini",
  gemini: "gemini-2.5-flash",
  anthropic: "claude-sonnet-4-5",
  perplexity: "sonar",
  "google-ai-overview": "google-ai-overview",
  "google-ai-mode": "google-ai-mode",
};

/**
 * One assistant of AI_ENGINES. `provider` picks the API and its own web search; an
 * entry without it (the format before issue 30) is an OpenAI-compatible Chat Completions
 * server, or OpenAI itself when its baseUrl is on api.openai.com. An empty apiKey is
 * allowed: that engine's row then says the key is missing, the others still run.
 */
const aiEngineSchema = z
  .object({
    /** Display name shown to visitors, e.g. "ChatGPT" or "Perplexity" (never a host). */
    name: z.string().trim().min(1).max(40),
    provider: z.enum(ENGINE_PROVIDERS).optional(),
    apiKey: z.string().trim().default(""),
    /** Ignored by the two Google (SerpApi) providers. */
    model: z.string().trim().min(1).max(100).optional(),
    /** Overrides the provider's address (tests, proxies); required for openai-compatible. */
    baseUrl: z.url().optional(),
    /** Defaults to true for every provider with a search tool; openai-compatible: sends web_search_options. */
    webSearch: z.boolean().optional(),
  })
  .transform((e, ctx) => {
    const provider = e.provider ?? (e.baseUrl && new URL(e.baseUrl).hostname !== "api.openai.com" ? "openai-compatible" : "openai");
    const model = e.model ?? DEFAULT_MODELS[provider];
    if (!model) {
      ctx.addIssue({ code: "custom", message: `${e.name}: "model" fehlt` });
      return z.NEVER;
    }
    if (provider === "openai-compatible" && !e.baseUrl) {
      ctx.addIssue({ code: "custom", message: `${e.name}: "baseUrl" fehlt` });
      return z.NEVER;
    }
    const hasSearchTool = provider !== "openai-compatible";
    return { name: e.name, provider, apiKey: e.apiKey, model, baseUrl: e.baseUrl, webSearch: e.webSearch ?? hasSearchTool };
  });

/** A variable holding JSON, parsed (unset stays undefined); the schema after `.pipe` checks its shape. */
const jsonText = optionalText.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "ist kein gültiges JSON" });
    return z.NEVER;
  }
});

/** AI_ENGINES: a JSON list of engines with distinct names; unset = the OPENAI_* engine. */
const aiEngines = jsonText.pipe(
  z
    .array(aiEngineSchema)
    .min(1, "braucht mindestens einen Eintrag")
    .max(10, "höchstens 10 Einträge")
    .refine((list) => new Set(list.map((e) => e.name.toLowerCase())).size === list.length, "Namen müssen eindeutig sein")
    .optional(),
);

/** ANSWER_READER: the model that judges the rules' candidates of each answer (issue 31). */
const answerReaderSchema = z.object({
  /** The provider names of AI_ENGINES; "openai-compatible" needs baseUrl. */
  provider: z.enum(["openai", "gemini", "anthropic", "perplexity", "openai-compatible"]),
  model: z.string().trim().min(1).max(100),
  apiKey: z.string().trim().min(1),
  baseUrl: z.url().optional(),
});

const answerReader = jsonText.pipe(answerReaderSchema.refine((r) => r.provider !== "openai-compatible" || r.baseUrl, "openai-compatible braucht baseUrl").optional());

/**
 * Every environment variable the server reads, with defaults. Documented in
 * .env.example and the README; nothing else in app/, components/ or lib/ reads
 * process.env.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** postgresql:// URL; when unset, the embedded PGlite database is used. */
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//, "muss mit postgresql:// beginnen").optional()),
  /** Directory of the embedded PGlite database. */
  PGLITE_DATA_DIR: z.string().trim().min(1).default(".data/pglite"),

  /** Without it the live test says it is not configured (503). */
  OPENAI_API_KEY: optionalText,
  /** Any OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  /** Adds OpenAI's web search to the live test (only for search-capable OpenAI models). */
  OPENAI_WEB_SEARCH: flag,
  /**
   * Several assistants asked in parallel by the live test and the monitor: a JSON list of
   * {name, provider, apiKey, model?, baseUrl?, webSearch?} (provider: openai, gemini,
   * anthropic, perplexity, openai-compatible, google-ai-overview, google-ai-mode).
   * Unset = one engine from OPENAI_*.
   */
  AI_ENGINES: aiEngines,
  /**
   * The answer reader (issue 31): JSON {provider, model, apiKey, baseUrl?}, e.g.
   * {"provider":"openai","model":"gpt-4o-mini","apiKey":"…"}. Unset = the rules alone read answers.
   */
  ANSWER_READER: answerReader,
  /** Time limit for one reader call, in ms; after it the rules decide. */
  ANSWER_READER_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  /** Answers sampled per live test, asked concurrently. */
  LIVE_TEST_SAMPLES: z.coerce.number().int().min(1).max(10).default(3),
  /** Time limit for one provider request, in ms. */
  LIVE_TEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /** Live-test runs per client and hour; 0 turns the limit off. */
  LIVE_TEST_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(10),

  /** Hours between two runs of a visibility monitor (default weekly). */
  MONITOR_INTERVAL_HOURS: z.coerce.number().int().min(1).max(24 * 31).default(168),
  /** The shortest interval any monitor may run at (the maximum frequency), in hours. */
  MONITOR_MIN_INTERVAL_HOURS: z.coerce.number().int().min(1).max(24 * 31).default(24),
  /** Answers per engine and question in a monitor run. */
  MONITOR_SAMPLES: z.coerce.number().int().min(1).max(10).default(3),
  /** Provider calls all monitors together may make per day (UTC); 0 = none. */
  MONITOR_DAILY_CALL_BUDGET: z.coerce.number().int().min(0).default(2000),
  /** Provider calls one monitor may make per calendar month. */
  MONITOR_MONTHLY_CALLS_PER_MONITOR: z.coerce.number().int().min(1).default(200),

  /** Website checks per client and hour; 0 turns the limit off. */
  CHECKER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(30),

  /**
   * Lets server-side fetches of visitor-given URLs reach loopback and private
   * addresses. For local testing only; never in production (SSRF).
   */
  OUTBOUND_ALLOW_PRIVATE: flag,
  /** External checkout addresses (e.g. Stripe Payment Links) of the snippet packages; unset = enquiry by e-mail. */
  SNIPPET_PAYLINK_STARTER: optionalText.pipe(z.url().optional()),
  SNIPPET_PAYLINK_BUSINESS: optionalText.pipe(z.url().optional()),
  SNIPPET_PAYLINK_KOMPLETT: optionalText.pipe(z.url().optional()),
  /** Key for signed cookies (premium access, free-use counters); unset = a random key kept in .data/session-secret. */
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "mindestens 32 Zeichen").optional()),
  /** Stripe secret key (sk_live_… / sk_test_…); without it /payment shows "Zahlungsvorgang nicht verfügbar". */
  STRIPE_SECRET_KEY: optionalText.pipe(z.string().regex(/^(sk|rk)_(test|live)_/, "muss mit sk_test_ oder sk_live_ beginnen").optional()),
  /** Stripe publishable key (pk_…), handed to Stripe.js in the browser. */
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().regex(/^pk_(test|live)_/, "muss mit pk_test_ oder pk_live_ beginnen").optional()),
  /** Signing secret of the webhook endpoint /api/stripe/webhook (whsec_…). */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another address for the Stripe API, e.g. http://127.0.0.1:4040 for the test stand-in; unset = api.stripe.com. */
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),

  /** SMTP server for e-mails; unset = e-mails are written to MAIL_OUTBOX_DIR and the log. */
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: flag,
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  /** Sender of every e-mail, e.g. "KI-Sichtbarkeit <hallo@example.de>". */
  MAIL_FROM: z.string().trim().min(3).default("KI-Sichtbarkeit <no-reply@localhost>"),
  /** Where e-mails go when no SMTP_HOST is set. */
  MAIL_OUTBOX_DIR: z.string().trim().min(1).default(".data/outbox"),
  /** Receives paid orders that need manual work and confirmed requests for the free AI-SEO analysis; unset = they are only stored. */
  OWNER_EMAIL: optionalText.pipe(z.email().optional()),

  /** The admin's user name; without it and ADMIN_PASSWORD_HASH nobody can sign in to /admin. */
  ADMIN_USERNAME: optionalText,
  /** scrypt hash of the admin password, made by `npm run admin:hash-password`. */
  ADMIN_PASSWORD_HASH: optionalText.pipe(z.string().startsWith("scrypt$", "muss mit scrypt$ beginnen (npm run admin:hash-password)").optional()),

  /** Pages fetched per SEO-dashboard scan. */
  SEO_SCAN_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(200),
  /** Time limit of one scan, in ms. */
  SEO_SCAN_TIME_BUDGET_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Scans a client may start per hour; 0 turns the limit off. */
  SEO_SCAN_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** A monitored domain is rescanned by /api/cron/rescan when its last scan is older than this. */
  SEO_RESCAN_AFTER_HOURS: z.coerce.number().min(0).default(24),
  /**
   * On SIGTERM/SIGINT, how long running jobs (scans) may still finish before they are
   * handed back to the queue for another instance, in seconds. Keep the orchestrator's
   * stop timeout above it.
   */
  JOBS_SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  /**
   * Set by `npm start` (server.mjs) to a new random value at every start, never by hand:
   * the bearer token of its one call of /api/internal/expire-pages (lib/page-cache).
   * Unset = that route answers 404.
   */
  PAGE_CACHE_RESET_TOKEN: optionalText,
  /** Bearer token of /api/cron/rescan; unset = the route answers 503. */
  CRON_SECRET: optionalText.pipe(z.string().min(16, "mindestens 16 Zeichen").optional()),

  /**
   * The site operator's details (imprint, footer, contact and enquiry links, e-mails,
   * Organization JSON-LD), read through lib/operator.ts. The defaults are examples:
   * with NODE_ENV=production the server warns at start and /admin shows which are left.
   */
  OPERATOR_COMPANY_NAME: z.string().trim().min(2).max(200).default("KI-Sichtbarkeit – Inhaber Max Mustermann"),
  OPERATOR_STREET: z.string().trim().min(2).max(200).default("Musterstraße 1"),
  OPERATOR_POSTAL_CODE: z.string().trim().regex(/^\d{4,5}$/, "4 oder 5 Ziffern").default("10115"),
  OPERATOR_CITY: z.string().trim().min(2).max(100).default("Berlin"),
  /** ISO 3166-1 alpha-2. */
  OPERATOR_COUNTRY: z.string().trim().regex(/^[A-Za-z]{2}$/, "zweistelliger Ländercode, z. B. DE").default("DE").transform((v) => v.toUpperCase()),
  OPERATOR_EMAIL: z.email("keine gültige E-Mail-Adresse").default("kontakt@example.com"),
  OPERATOR_PHONE: z.string().trim().regex(/^\+?[\d\s/()-]{6,30}$/, "Telefonnummer mit Ziffern, z. B. +49 30 1234567").default("+49 30 0000000"),
  /** Umsatzsteuer-ID (§ 27a UStG); set to empty when there is none (e.g. § 19 UStG). */
  OPERATOR_VAT_ID: z
    .string()
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{2}[0-9A-Z]{2,12})?$/, "z. B. DE123456789, oder leer"))
    .default("DE000000000"),
  /** Responsible for the content (§ 18 Abs. 2 MStV). */
  OPERATOR_RESPONSIBLE_PERSON: z.string().trim().min(2).max(200).default("Max Mustermann"),
  /** Where "Demo anfordern" and bookings lead (https: or mailto:); unset = an e-mail to OPERATOR_EMAIL. */
  OPERATOR_BOOKING_URL: optionalText.pipe(z.string().regex(/^(https:\/\/|mailto:)\S+$/, "muss mit https:// oder mailto: beginnen").optional()),

  /** The operator's profiles on other sites (https URLs, separated by commas or spaces), for Organization sameAs; unset = none. */
  OPERATOR_SAME_AS: z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https$/, error: "https-Adressen, durch Komma getrennt" })).max(20)),

  /** Public address of this site: canonical URLs, and the contact in our user agent. */
  SITE_URL: z.url().default("http://localhost:3000").transform((v) => v.replace(/\/+$/, "")),

  /**
   * Reverse proxies in front of the app that append to X-Forwarded-For; the client
   * address is the entry the outermost one appended (see lib/api/client-meta.ts).
   */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** Header a trusted proxy sets to the client's ISO country code, e.g. cf-ipcountry. */
  COUNTRY_HEADER: optionalText.transform((v) => v?.toLowerCase()),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/**
 * The validated environment, parsed once per process.
 * @throws Error naming every invalid variable (z.prettifyError, one per line); the
 *   server calls this at start (instrumentation.ts), so a misconfigured one never serves.
 */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Ungültige Umgebungsvariablen:\n${z.prettifyError(parsed.error)}`);
  }
  cached = parsed.data;
  return cached;
}
