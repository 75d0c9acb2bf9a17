/**
 * A local stand-in for the Stripe REST API (the PaymentIntent calls this app and
 * e2e/stripe-js-stand-in.js make), on 127.0.0.1, speaking Stripe's wire format:
 * form-encoded bodies with bracket keys, JSON replies, Stripe's error shape and
 * HTTP statuses, `Request-Id` headers, CORS for the browser, idempotency keys, and
 * webhook deliveries signed with the official SDK. The real `stripe` package talks
 * to it via `new Stripe(key, { host: "127.0.0.1", port, protocol: "http" })`.
 *
 *   const stripe = await startStripeStandIn({ webhookUrl: "http://127.0.0.1:3100/api/stripe/webhook", webhookSecret: "whsec_…" });
 *   … STRIPE_SECRET_KEY = "sk_test_…", host/port = stripe.port …
 *   await stripe.succeed(pi.id);        // a card payment went through; webhook delivered
 *   stripe.deliveries[0].status         // what the app's webhook route answered
 *   await stripe.close();
 *
 * CLI (Playwright webServer): `npx tsx test/stripe-stand-in.ts 4040`, reading
 * STAND_IN_WEBHOOK_URL and STAND_IN_WEBHOOK_SECRET.
 *
 * Deliberate choices where Stripe's behaviour is richer than we need:
 * - Only `payment_intent.succeeded` is delivered, as for a webhook endpoint subscribed
 *   to that one event type; declines create no event. Deliveries are not retried
 *   (use `redeliver` to simulate a retry).
 * - With a publishable key, PaymentIntents come back without `metadata` and
 *   `latest_charge`, as Stripe hides them from publishable keys; browser code must
 *   not rely on them.
 * - A publishable key with a wrong `client_secret` gets 400 `payment_intent_invalid_parameter`
 *   (param `client_secret`), Stripe's answer to a mismatching secret.
 * - Confirming an intent with automatic_payment_methods needs a `return_url` unless
 *   `allow_redirects` is "never" or the caller is Stripe.js (`use_stripe_sdk=true`), as with Stripe.
 * - Card numbers map to Stripe's test-card outcomes; `payment_method: "pm_card_visa"`,
 *   `"pm_card_chargeDeclined"` and `"pm_card_chargeDeclinedInsufficientFunds"` work too,
 *   so SDK callers need no casts.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { realpathSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";

/** The Stripe API version events are stamped with: the SDK's default (`Stripe.API_VERSION`). */
export const STAND_IN_API_VERSION: string = Stripe.API_VERSION;

/** Used when neither the options nor STAND_IN_WEBHOOK_SECRET name a signing secret. */
export const DEFAULT_WEBHOOK_SECRET = "whsec_stand_in_test_secret";

/** Stripe's error object, as found under `error` in an error reply. */
export interface StripeErrorBody {
  type: "invalid_request_error" | "card_error" | "idempotency_error" | "api_error";
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Partial<StandInPaymentIntent>;
  payment_method?: { id: string; object: "payment_method"; type: "card"; card: { brand: string; last4: string; exp_month: number; exp_year: number } };
}

/** A PaymentIntent with the fields Stripe returns that this app can care about. */
export interface StandInPaymentIntent {
  id: string;
  object: "payment_intent";
  /** Smallest currency unit (cents). */
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "succeeded";
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  /** Unix seconds. */
  created: number;
  livemode: false;
  automatic_payment_methods: { enabled: true; allow_redirects?: "always" | "never" } | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  capture_method: "automatic";
  confirmation_method: "automatic";
  payment_method_types: string[];
}

/** An event as Stripe POSTs it to a webhook endpoint (snapshot payload). */
export interface StripeEventLike {
  id: string;
  object: "event";
  api_version: string;
  /** Unix seconds. */
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: StandInPaymentIntent };
}

export type StandInAuth = "secret" | "publishable" | "none";

export interface StandInRequest {
  method: string;
  /** Path without the query string, e.g. "/v1/payment_intents". */
  path: string;
  /** Query and form parameters with bracket keys turned into nested objects/arrays. */
  params: Record<string, unknown>;
  auth: StandInAuth;
}

export interface StandInDelivery {
  event: StripeEventLike;
  /** HTTP status the endpoint answered, or 0 when the POST failed at the network level. */
  status: number;
  /** Response body text (or the network error message when status is 0). */
  body: string;
}

export interface StripeStandIn {
  /** "http://127.0.0.1:<port>" */
  url: string;
  port: number;
  /** Every PaymentIntent created, by id (live objects; the stand-in mutates them). */
  paymentIntents: Map<string, StandInPaymentIntent>;
  /** Every request received, in arrival order (OPTIONS preflights excluded). */
  requests: StandInRequest[];
  /** Every event created, in order, whether or not a webhook URL was set. */
  events: StripeEventLike[];
  /** Webhook deliveries attempted, in completion order. */
  deliveries: StandInDelivery[];
  /** Where events are POSTed (null = nowhere); `secret` replaces the signing secret when given. */
  setWebhook(url: string | null, secret?: string): void;
  /**
   * Marks a PaymentIntent succeeded as a card payment would (payment method, charge,
   * amount_received) and delivers payment_intent.succeeded, awaiting the delivery.
   * Throws for an unknown or already succeeded PaymentIntent.
   */
  succeed(id: string): Promise<StandInPaymentIntent>;
  /**
   * Re-POSTs an already created event with byte-identical payload and a freshly
   * timestamped signature (as a Stripe retry or dashboard "resend" does); returns the
   * HTTP status (0 on network error). Throws when the event is unknown or no webhook URL is set.
   */
  redeliver(eventId: string): Promise<number>;
  /** Awaits every delivery started so far (including ones started while waiting). */
  flushDeliveries(): Promise<void>;
  /** Forgets PaymentIntents, requests, events, deliveries and idempotency keys; keeps the webhook settings. */
  reset(): void;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  webhookUrl?: string | null;
  webhookSecret?: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(prefix: string, length = 24): string {
  // Modulo bias is harmless: ids need to be unique, not uniformly distributed.
  const bytes = randomBytes(length);
  let out = prefix;
  for (const byte of bytes) out += ALNUM[byte % ALNUM.length];
  return out;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function invalidRequest(status: number, message: string, code?: string, param?: string): ApiError {
  return new ApiError(status, {
    type: "invalid_request_error",
    message,
    ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}` } : {}),
    ...(param ? { param } : {}),
  });
}

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Turns Stripe-style form/query parameters (`metadata[productId]=x`,
 * `payment_method_types[0]=card`, `expand[]=y`) into nested objects and arrays.
 * Input: parsed pairs; output: a plain object. Keys that could reach prototypes are dropped.
 */
export function parseStripeParams(search: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of search) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const segments = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [rawKey];
    if (segments.some((s) => UNSAFE_KEYS.has(s))) continue;
    let container: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const last = i === segments.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(segments[i + 1]!);
      if (Array.isArray(container)) {
        const index = segment === "" ? container.length : Number(segment);
        if (!/^\d*$/.test(segment) || index > 10_000) break;
        if (last) container[index] = value;
        else {
          container[index] ??= nextIsIndex ? [] : {};
          container = container[index] as Record<string, unknown> | unknown[];
        }
      } else {
        if (last) container[segment] = value;
        else {
          const existing = container[segment];
          if (typeof existing !== "object" || existing === null) container[segment] = nextIsIndex ? [] : {};
          container = container[segment] as Record<string, unknown> | unknown[];
        }
      }
    }
  }
  return root;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function redactKey(key: string): string {
  // Stripe echoes only the start and the last four characters of a rejected key.
  if (key.length <= 12) return key;
  return `${key.slice(0, 8)}${"*".repeat(Math.min(key.length - 12, 24))}${key.slice(-4)}`;
}

interface Authenticated {
  kind: StandInAuth;
  key: string | null;
}

function authenticate(req: http.IncomingMessage, params: Record<string, unknown>): Authenticated {
  const header = req.headers.authorization;
  let key: string | null = null;
  if (header) {
    const [scheme, value = ""] = header.split(/\s+/, 2);
    if (scheme?.toLowerCase() === "bearer") key = value;
    else if (scheme?.toLowerCase() === "basic") key = Buffer.from(value, "base64").toString("utf8").split(":")[0] ?? "";
    else key = "";
  } else if (typeof params.key === "string") {
    // Stripe.js sends the publishable key as a parameter so its calls stay CORS "simple requests".
    key = params.key;
  }
  if (key === null) return { kind: "none", key: null };
  if (key.startsWith("sk_test_")) return { kind: "secret", key };
  if (key.startsWith("pk_test_")) return { kind: "publishable", key };
  return { kind: "none", key };
}

function requireKey(auth: Authenticated): void {
  if (auth.kind !== "none") return;
  if (auth.key === null || auth.key === "") {
    throw invalidRequest(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  throw invalidRequest(401, `Invalid API Key provided: ${redactKey(auth.key)}`);
}

function requireSecretKey(auth: Authenticated): void {
  requireKey(auth);
  if (auth.kind !== "secret") {
    throw invalidRequest(401, "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.");
  }
}

function rejectUnknownParams(params: Record<string, unknown>, allowed: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw invalidRequest(400, `Received unknown parameter: ${key}`, "parameter_unknown", key);
  }
}

function asString(value: unknown, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(400, `Invalid string: ${JSON.stringify(value)}`, "parameter_invalid_string", param);
  return value;
}

const CREATE_PARAMS = [
  "amount",
  "currency",
  "metadata",
  "description",
  "receipt_email",
  "automatic_payment_methods",
  "payment_method_types",
  "statement_descriptor_suffix",
  "expand",
] as const;

const CONFIRM_PARAMS = [
  "key",
  "client_secret",
  "payment_method",
  "payment_method_data",
  "return_url",
  "receipt_email",
  "expand",
  "use_stripe_sdk",
  "setup_future_usage",
  "payment_method_options",
  "shipping",
  "mandate_data",
] as const;

const UPDATE_PARAMS = ["metadata", "receipt_email", "description", "expand"] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `metadata[key]=value` parameters, with Stripe's limits (40-character keys, 500-character values, 50 keys). */
function parseMetadata(params: Record<string, unknown>): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (params.metadata !== undefined && params.metadata !== "") {
    if (typeof params.metadata !== "object" || params.metadata === null || Array.isArray(params.metadata)) {
      throw invalidRequest(400, "Invalid object", "parameter_invalid_object", "metadata");
    }
    for (const [key, value] of Object.entries(params.metadata)) {
      const text = asString(value, `metadata[${key}]`) ?? "";
      if (key.length > 40) throw invalidRequest(400, `Metadata keys can have up to 40 characters, but you passed in a key that is ${key.length} characters.`, undefined, `metadata[${key}]`);
      if (text.length > 500) throw invalidRequest(400, `Metadata values can have up to 500 characters, but you passed in a value that is ${text.length} characters.`, undefined, `metadata[${key}]`);
      metadata[key] = text;
    }
    if (Object.keys(metadata).length > 50) throw invalidRequest(400, "You can specify up to 50 metadata keys.", undefined, "metadata");
  }
  return metadata;
}

function parseCreate(params: Record<string, unknown>): Omit<StandInPaymentIntent, "id" | "client_secret" | "created"> {
  rejectUnknownParams(params, CREATE_PARAMS);
  const amountRaw = asString(params.amount, "amount");
  if (amountRaw === undefined) throw invalidRequest(400, "Missing required param: amount.", "parameter_missing", "amount");
  if (!/^-?\d+$/.test(amountRaw)) throw invalidRequest(400, `Invalid integer: ${amountRaw}`, "parameter_invalid_integer", "amount");
  const amount = Number(amountRaw);
  const currency = asString(params.currency, "currency");
  if (currency === undefined) throw invalidRequest(400, "Missing required param: currency.", "parameter_missing", "currency");
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(400, `Invalid currency: ${currency}. Stripe currently supports these currencies: eur, usd, …`, "parameter_invalid_string", "currency");
  if (amount < 50) {
    throw invalidRequest(400, `Amount must be at least 0.50 ${currency}`, "amount_too_small", "amount");
  }
  if (amount > 99_999_999) throw invalidRequest(400, "Amount must be no more than 999,999.99", "amount_too_large", "amount");

  const metadata = parseMetadata(params);

  const receiptEmail = asString(params.receipt_email, "receipt_email");
  if (receiptEmail !== undefined && receiptEmail !== "" && !EMAIL.test(receiptEmail)) {
    throw invalidRequest(400, `Invalid email address: ${receiptEmail}`, "email_invalid", "receipt_email");
  }

  let automatic: StandInPaymentIntent["automatic_payment_methods"] = null;
  const apm = params.automatic_payment_methods;
  if (apm !== undefined) {
    if (typeof apm !== "object" || apm === null || Array.isArray(apm)) throw invalidRequest(400, "Invalid object", "parameter_invalid_object", "automatic_payment_methods");
    const { enabled, allow_redirects: allowRedirects } = apm as Record<string, unknown>;
    if (enabled === undefined) throw invalidRequest(400, "Missing required param: automatic_payment_methods[enabled].", "parameter_missing", "automatic_payment_methods[enabled]");
    if (enabled !== "true" && enabled !== "false") throw invalidRequest(400, `Invalid boolean: ${String(enabled)}`, "parameter_invalid_boolean", "automatic_payment_methods[enabled]");
    if (allowRedirects !== undefined && allowRedirects !== "always" && allowRedirects !== "never") {
      throw invalidRequest(400, `Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`, "parameter_invalid_string", "automatic_payment_methods[allow_redirects]");
    }
    if (enabled === "true") automatic = allowRedirects ? { enabled: true, allow_redirects: allowRedirects } : { enabled: true };
  }

  let types = ["card"];
  if (params.payment_method_types !== undefined) {
    if (automatic) {
      throw invalidRequest(400, "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.", undefined, "payment_method_types");
    }
    const list = Array.isArray(params.payment_method_types) ? params.payment_method_types.filter((t) => t !== undefined) : [];
    if (list.length === 0 || list.some((t) => t !== "card")) {
      throw invalidRequest(400, "The stand-in only supports payment_method_types[]=card.", "parameter_invalid_string", "payment_method_types");
    }
    types = list as string[];
  }

  const description = asString(params.description, "description");
  return {
    object: "payment_intent",
    amount,
    amount_received: 0,
    currency,
    status: "requires_payment_method",
    metadata,
    description: description === undefined || description === "" ? null : description,
    receipt_email: receiptEmail === undefined || receiptEmail === "" ? null : receiptEmail,
    livemode: false,
    automatic_payment_methods: automatic,
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    capture_method: "automatic",
    confirmation_method: "automatic",
    payment_method_types: types,
  };
}

/**
 * The form fields with which Stripe.js confirms a PaymentIntent (POST
 * /v1/payment_intents/:id/confirm) paying with the test Visa card 4242 4242 4242 4242.
 */
export function testCardConfirmation(clientSecret: string, returnUrl: string): Record<string, string> {
  return {
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": "4242424242424242",
    "payment_method_data[card][exp_month]": "12",
    "payment_method_data[card][exp_year]": "34",
    "payment_method_data[card][cvc]": "123",
    return_url: returnUrl,
  };
}

/** Test PaymentMethod ids Stripe accepts in test mode, mapped to the card they stand for. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
};

interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
}

function cardError(code: string, message: string, extra: Partial<StripeErrorBody> = {}): ApiError {
  return new ApiError(402, { type: "card_error", code, message, doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`, ...extra });
}

function parseCard(params: Record<string, unknown>): CardInput {
  const pm = params.payment_method;
  if (typeof pm === "string" && pm !== "") {
    const number = TEST_PAYMENT_METHODS[pm];
    if (!number) throw invalidRequest(400, `No such PaymentMethod: '${pm}'`, "resource_missing", "payment_method");
    return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 };
  }
  const data = params.payment_method_data;
  if (data === undefined) {
    throw invalidRequest(
      400,
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the payment intent with a payment method and then confirm it again.",
      "payment_intent_unexpected_state",
    );
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw invalidRequest(400, "Invalid object", "parameter_invalid_object", "payment_method_data");
  const { type, card } = data as Record<string, unknown>;
  if (type === undefined) throw invalidRequest(400, "Missing required param: payment_method_data[type].", "parameter_missing", "payment_method_data[type]");
  if (type !== "card") throw invalidRequest(400, `The stand-in only supports payment_method_data[type]=card, not ${String(type)}.`, "parameter_invalid_string", "payment_method_data[type]");
  if (typeof card !== "object" || card === null || Array.isArray(card)) {
    throw invalidRequest(400, "Missing required param: payment_method_data[card].", "parameter_missing", "payment_method_data[card]");
  }
  const c = card as Record<string, unknown>;
  const number = typeof c.number === "string" ? c.number.replace(/[\s-]/g, "") : "";
  if (!/^\d{12,19}$/.test(number)) throw cardError("incorrect_number", "Your card number is incorrect.", { param: "number" });
  const expMonth = Number(c.exp_month);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) throw cardError("invalid_expiry_month", "Your card's expiration month is invalid.", { param: "exp_month" });
  let expYear = Number(c.exp_year);
  if (Number.isInteger(expYear) && expYear < 100) expYear += 2000;
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(expYear) || expYear < thisYear || expYear > thisYear + 50) {
    throw cardError("invalid_expiry_year", "Your card's expiration year is invalid.", { param: "exp_year" });
  }
  if (expYear === thisYear && expMonth < now.getUTCMonth() + 1) throw cardError("expired_card", "Your card has expired.", { param: "exp_month" });
  if (c.cvc !== undefined && !(typeof c.cvc === "string" && /^\d{3,4}$/.test(c.cvc))) {
    throw cardError("invalid_cvc", "Your card's security code is invalid.", { param: "cvc" });
  }
  return { number, expMonth, expYear };
}

function cardBrand(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]|^2[2-7]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "unknown";
}

/** What a publishable key may see: Stripe withholds metadata and charges from it. */
function publicView(pi: StandInPaymentIntent): Partial<StandInPaymentIntent> {
  const { metadata: _metadata, latest_charge: _charge, ...rest } = pi;
  return rest;
}

const snapshot = (pi: StandInPaymentIntent): StandInPaymentIntent => structuredClone(pi);

interface StoredReply {
  method: string;
  path: string;
  params: string;
  status: number;
  body: string;
  requestId: string;
}

/**
 * Starts the stand-in. Options: `port` (0 = any free port), `host` (default
 * 127.0.0.1), `webhookUrl` (where events go; null/undefined = nowhere) and
 * `webhookSecret` (the `whsec_…` signing secret; default DEFAULT_WEBHOOK_SECRET).
 * Resolves once the server listens.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const host = options.host ?? "127.0.0.1";
  let webhookUrl: string | null = options.webhookUrl ?? null;
  let webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;

  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const requests: StandInRequest[] = [];
  const events: StripeEventLike[] = [];
  const payloads = new Map<string, string>();
  const deliveries: StandInDelivery[] = [];
  const idempotent = new Map<string, StoredReply>();
  const pending = new Set<Promise<unknown>>();

  async function post(event: StripeEventLike): Promise<number> {
    const url = webhookUrl;
    if (!url) return 0;
    const payload = payloads.get(event.id)!;
    // Signed with the SDK's own helper, so the app's constructEvent sees exactly what Stripe would send.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = 0;
    let body = "";
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Cache-Control": "no-cache",
          Accept: "*/*; q=0.5, application/xml",
          "Stripe-Signature": signature,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      body = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    deliveries.push({ event, status, body });
    return status;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  }

  function emit(type: string, pi: StandInPaymentIntent): Promise<number> {
    const event: StripeEventLike = {
      id: randomId("evt_"),
      object: "event",
      api_version: STAND_IN_API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: snapshot(pi) },
    };
    events.push(event);
    // Stripe pretty-prints payloads; a receiver that re-serialises instead of verifying the raw bytes fails, as in production.
    payloads.set(event.id, JSON.stringify(event, null, 2));
    return track(post(event));
  }

  function markSucceeded(pi: StandInPaymentIntent, paymentMethodId = randomId("pm_")): void {
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.payment_method = paymentMethodId;
    pi.latest_charge = randomId("ch_");
    pi.last_payment_error = null;
  }

  function findIntent(id: string): StandInPaymentIntent {
    const pi = paymentIntents.get(id);
    if (!pi) throw invalidRequest(404, `No such payment_intent: '${id}'`, "resource_missing", "intent");
    return pi;
  }

  function checkClientSecret(pi: StandInPaymentIntent, params: Record<string, unknown>): void {
    const secret = params.client_secret;
    if (secret === undefined || secret === "") {
      throw invalidRequest(400, "A client_secret is required when using a publishable key with this PaymentIntent.", "parameter_missing", "client_secret");
    }
    if (secret !== pi.client_secret) {
      throw invalidRequest(
        400,
        "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
        "payment_intent_invalid_parameter",
        "client_secret",
      );
    }
  }

  interface Reply {
    status: number;
    body: unknown;
    /** Runs after the response is written (webhook deliveries). */
    after?: () => void;
  }

  function handle(method: string, pathname: string, params: Record<string, unknown>, auth: Authenticated): Reply {
    if (pathname === "/v1/payment_intents" && method === "POST") {
      requireSecretKey(auth);
      const fields = parseCreate(params);
      const id = randomId("pi_");
      const pi: StandInPaymentIntent = { id, ...fields, client_secret: `${id}_secret_${randomId("")}`, created: nowSeconds() };
      paymentIntents.set(id, pi);
      return { status: 200, body: pi };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(pathname);
    if (one && method === "GET") {
      requireKey(auth);
      const pi = findIntent(decodeURIComponent(one[1]!));
      if (auth.kind === "secret") return { status: 200, body: pi };
      checkClientSecret(pi, params);
      return { status: 200, body: publicView(pi) };
    }
    if (one && method === "POST") {
      // Update: metadata keys are merged, an empty value removes a key (as with Stripe).
      requireSecretKey(auth);
      const pi = findIntent(decodeURIComponent(one[1]!));
      rejectUnknownParams(params, UPDATE_PARAMS);
      for (const [key, value] of Object.entries(parseMetadata(params))) {
        if (value === "") delete pi.metadata[key];
        else pi.metadata[key] = value;
      }
      if (Object.keys(pi.metadata).length > 50) throw invalidRequest(400, "You can specify up to 50 metadata keys.", undefined, "metadata");
      const receiptEmail = asString(params.receipt_email, "receipt_email");
      if (receiptEmail !== undefined && receiptEmail !== "" && !EMAIL.test(receiptEmail)) {
        throw invalidRequest(400, `Invalid email address: ${receiptEmail}`, "email_invalid", "receipt_email");
      }
      if (receiptEmail !== undefined) pi.receipt_email = receiptEmail || null;
      const description = asString(params.description, "description");
      if (description !== undefined) pi.description = description || null;
      return { status: 200, body: pi };
    }
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(pathname);
    if (confirm && method === "POST") {
      requireKey(auth);
      const pi = findIntent(decodeURIComponent(confirm[1]!));
      if (auth.kind === "publishable") checkClientSecret(pi, params);
      rejectUnknownParams(params, CONFIRM_PARAMS);
      const view = (p: StandInPaymentIntent) => (auth.kind === "secret" ? snapshot(p) : publicView(snapshot(p)));
      if (pi.status === "succeeded") {
        throw new ApiError(400, {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          doc_url: "https://stripe.com/docs/error-codes/payment-intent-unexpected-state",
          message: "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
          payment_intent: view(pi),
        });
      }
      const receiptEmail = asString(params.receipt_email, "receipt_email");
      if (receiptEmail !== undefined && receiptEmail !== "" && !EMAIL.test(receiptEmail)) {
        throw invalidRequest(400, `Invalid email address: ${receiptEmail}`, "email_invalid", "receipt_email");
      }
      const returnUrl = asString(params.return_url, "return_url");
      if (returnUrl !== undefined && !/^https?:\/\//i.test(returnUrl)) {
        throw invalidRequest(400, "Not a valid URL", "url_invalid", "return_url");
      }
      const inPage = params.use_stripe_sdk === "true";
      if (pi.automatic_payment_methods?.enabled && pi.automatic_payment_methods.allow_redirects !== "never" && !returnUrl && !inPage) {
        // Stripe insists on a return_url whenever redirect-based methods could be chosen, unless Stripe.js
        // (use_stripe_sdk=true) is there to handle next actions in the page.
        throw invalidRequest(
          400,
          "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
          undefined,
          "return_url",
        );
      }
      let card: CardInput;
      try {
        card = parseCard(params);
      } catch (error) {
        if (error instanceof ApiError && error.body.type === "card_error") {
          pi.last_payment_error = { ...error.body };
          pi.status = "requires_payment_method";
          error.body.payment_intent = view(pi);
        }
        throw error;
      }
      if (receiptEmail) pi.receipt_email = receiptEmail;
      const paymentMethod = {
        id: randomId("pm_"),
        object: "payment_method" as const,
        type: "card" as const,
        card: { brand: cardBrand(card.number), last4: card.number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear },
      };
      const decline =
        card.number === "4000000000000002"
          ? { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }
          : card.number === "4000000000009995"
            ? { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." }
            : card.number === "4242424242424242" || card.number === "5555555555554444"
              ? null
              : { code: "incorrect_number", message: "Your card number is incorrect." };
      if (decline) {
        const charge = decline.code === "card_declined" ? randomId("ch_") : undefined;
        const error: StripeErrorBody = {
          type: "card_error",
          ...decline,
          doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, "-")}`,
          ...(charge ? { charge } : { param: "number" }),
          payment_method: paymentMethod,
        };
        pi.status = "requires_payment_method";
        pi.payment_method = null;
        pi.last_payment_error = error;
        if (charge) pi.latest_charge = charge;
        throw new ApiError(402, { ...error, payment_intent: view(pi) });
      }
      markSucceeded(pi, paymentMethod.id);
      const result = view(pi);
      return { status: 200, body: result, after: () => void emit("payment_intent.succeeded", pi) };
    }
    throw new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${pathname}).` });
  }

  function send(res: http.ServerResponse, status: number, body: string, requestId: string, extra: Record<string, string> = {}): void {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Request-Id": requestId,
      "Stripe-Version": STAND_IN_API_VERSION,
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "Request-Id, Stripe-Manage-Version, Stripe-Should-Retry, Idempotent-Replayed, Original-Request",
      "Cache-Control": "no-cache, no-store",
      ...extra,
    });
    res.end(body);
  }

  async function onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, POST",
        "Access-Control-Allow-Headers": "Content-Type, Authorization, Stripe-Version, Idempotency-Key",
        "Access-Control-Max-Age": "300",
      });
      res.end();
      return;
    }
    const requestId = randomId("req_", 14);
    const rawBody = method === "POST" ? await readBody(req) : "";
    const search = new URLSearchParams(url.search);
    for (const [key, value] of new URLSearchParams(rawBody)) search.append(key, value);
    const params = parseStripeParams(search);
    const auth = authenticate(req, params);
    requests.push({ method, path: url.pathname, params, auth: auth.kind });

    const idempotencyKey = method === "POST" ? req.headers["idempotency-key"] : undefined;
    const keyName = typeof idempotencyKey === "string" && idempotencyKey !== "" ? `${auth.key ?? ""}\u0000${idempotencyKey}` : null;
    const paramsJson = JSON.stringify(params);
    if (keyName) {
      const stored = idempotent.get(keyName);
      if (stored) {
        if (stored.path !== url.pathname || stored.method !== method) {
          const body = { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.path}' vs '${url.pathname}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` } };
          send(res, 400, JSON.stringify(body), requestId);
          return;
        }
        if (stored.params !== paramsJson) {
          const body = { error: { type: "idempotency_error", message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.` } };
          send(res, 400, JSON.stringify(body), requestId);
          return;
        }
        send(res, stored.status, stored.body, requestId, { "Idempotent-Replayed": "true", "Original-Request": stored.requestId });
        return;
      }
    }

    let reply: Reply;
    try {
      reply = handle(method, url.pathname, params, auth);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply = { status: error.status, body: { error: error.body } };
    }
    const text = JSON.stringify(reply.body, null, 2);
    // Stripe saves the outcome once an endpoint has started executing (successes and card declines), not validation failures.
    if (keyName && (reply.status === 200 || reply.status === 402)) {
      idempotent.set(keyName, { method, path: url.pathname, params: paramsJson, status: reply.status, body: text, requestId });
    }
    send(res, reply.status, text, requestId, keyName ? { "Idempotency-Key": String(idempotencyKey) } : {});
    reply.after?.();
  }

  const server = http.createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = { error: { type: "api_error", message: `Stand-in failure: ${error instanceof Error ? error.message : String(error)}` } };
      send(res, 500, JSON.stringify(body), randomId("req_", 14), { "Stripe-Should-Retry": "false" });
    });
  });
  // Keep-alive sockets from the SDK's agent must not hold close() open.
  server.keepAliveTimeout = 1_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    paymentIntents,
    requests,
    events,
    deliveries,
    setWebhook(url, secret) {
      webhookUrl = url;
      if (secret !== undefined) webhookSecret = secret;
    },
    async succeed(id) {
      const pi = paymentIntents.get(id);
      if (!pi) throw new Error(`Stripe stand-in: no PaymentIntent ${id}`);
      if (pi.status === "succeeded") throw new Error(`Stripe stand-in: PaymentIntent ${id} has already succeeded`);
      markSucceeded(pi);
      await emit("payment_intent.succeeded", pi);
      return pi;
    },
    async redeliver(eventId) {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`Stripe stand-in: no event ${eventId}`);
      if (!webhookUrl) throw new Error("Stripe stand-in: no webhook URL set");
      return track(post(event));
    },
    async flushDeliveries() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    reset() {
      paymentIntents.clear();
      requests.length = 0;
      events.length = 0;
      payloads.clear();
      deliveries.length = 0;
      idempotent.clear();
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(path.resolve(entry)) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isRunDirectly()) {
  const port = Number(process.argv[2] ?? 4040);
  const standIn = await startStripeStandIn({
    port,
    webhookUrl: process.env.STAND_IN_WEBHOOK_URL || null,
    webhookSecret: process.env.STAND_IN_WEBHOOK_SECRET || undefined,
  });
  console.log(`Stripe stand-in listening on ${standIn.url} (API ${STAND_IN_API_VERSION}; webhooks to ${process.env.STAND_IN_WEBHOOK_URL || "nowhere"})`);
  const stop = () => void standIn.close().finally(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
