/**
 * The Stripe stand-in, exercised through the official `stripe` SDK over loopback, so
 * that what the app's tests rely on (wire format, error classes, webhook signatures)
 * is what the real SDK makes of it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseStripeParams, startStripeStandIn, testCardConfirmation, type StripeStandIn } from "./stripe-stand-in";

const WEBHOOK_SECRET = "whsec_stand_in_vitest";

interface Received {
  body: string;
  signature: string;
  contentType: string;
}

let standIn: StripeStandIn;
let receiver: http.Server;
const received: Received[] = [];
let stripe: Stripe;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        body: Buffer.concat(chunks).toString("utf8"),
        signature: String(req.headers["stripe-signature"] ?? ""),
        contentType: String(req.headers["content-type"] ?? ""),
      });
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  standIn = await startStripeStandIn({ webhookUrl, webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe("sk_test_stand_in", { host: "127.0.0.1", port: standIn.port, protocol: "http" });
});

afterAll(async () => {
  await standIn?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

beforeEach(() => {
  standIn.reset();
  received.length = 0;
});

const createIntent = (idempotencyKey?: string) =>
  stripe.paymentIntents.create(
    { amount: 999, currency: "eur", metadata: { productId: "snippet" }, automatic_payment_methods: { enabled: true } },
    idempotencyKey ? { idempotencyKey } : undefined,
  );

// The SDK's typings leave raw card numbers out of payment_method_data; Stripe.js sends them all the same.
const cardData = (number: string) =>
  ({ type: "card", card: { number, exp_month: 12, exp_year: 2034, cvc: "123" } }) as unknown as Stripe.PaymentIntentConfirmParams.PaymentMethodData;

async function caught(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error("expected the call to fail");
}

describe("parseStripeParams", () => {
  it("nests bracket keys into objects and arrays", () => {
    const params = parseStripeParams(
      new URLSearchParams("amount=5&metadata[productId]=x&metadata[a b]=c&payment_method_types[0]=card&expand[]=y&a[b][c]=d&__proto__[x]=1"),
    );
    expect(params).toEqual({
      amount: "5",
      metadata: { productId: "x", "a b": "c" },
      payment_method_types: ["card"],
      expand: ["y"],
      a: { b: { c: "d" } },
    });
  });
});

describe("Stripe stand-in via the official SDK", () => {
  it("creates a PaymentIntent that round-trips amount, currency and metadata", async () => {
    const pi = await createIntent();
    expect(pi).toMatchObject({
      object: "payment_intent",
      amount: 999,
      amount_received: 0,
      currency: "eur",
      status: "requires_payment_method",
      metadata: { productId: "snippet" },
      automatic_payment_methods: { enabled: true },
      livemode: false,
      latest_charge: null,
      description: null,
    });
    expect(pi.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_[A-Za-z0-9]{24}$`));
    expect(pi.lastResponse.requestId).toMatch(/^req_/);
    expect(standIn.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      auth: "secret",
      params: { amount: "999", currency: "eur", metadata: { productId: "snippet" }, automatic_payment_methods: { enabled: "true" } },
    });
  });

  it("honours Idempotency-Key and rejects its reuse with other parameters", async () => {
    const first = await createIntent("order-1");
    const again = await createIntent("order-1");
    expect(again.id).toBe(first.id);
    expect(standIn.paymentIntents.size).toBe(1);
    const error = await caught(stripe.paymentIntents.create({ amount: 5000, currency: "eur" }, { idempotencyKey: "order-1" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("retrieves a PaymentIntent and answers 404 resource_missing for an unknown id", async () => {
    const pi = await createIntent();
    const got = await stripe.paymentIntents.retrieve(pi.id);
    expect(got.id).toBe(pi.id);
    expect(got.metadata).toEqual({ productId: "snippet" });

    const error = await caught(stripe.paymentIntents.retrieve("pi_unknown"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing", param: "intent", message: "No such payment_intent: 'pi_unknown'" });
  });

  it("updates a PaymentIntent: metadata merged, an empty value removes a key, receipt_email set; the webhook carries it", async () => {
    const pi = await createIntent();
    const updated = await stripe.paymentIntents.update(pi.id, { metadata: { orderCompany: "Praxis Muster", productId: "snippet" }, receipt_email: "kundin@example.de" });
    expect(updated.metadata).toEqual({ productId: "snippet", orderCompany: "Praxis Muster" });
    expect(updated.receipt_email).toBe("kundin@example.de");
    expect((await stripe.paymentIntents.update(pi.id, { metadata: { orderCompany: "" } })).metadata).toEqual({ productId: "snippet" });
    await expect(stripe.paymentIntents.update(pi.id, { receipt_email: "kein-at" })).rejects.toMatchObject({ statusCode: 400, code: "email_invalid" });
    await standIn.succeed(pi.id);
    const event = JSON.parse(received.at(-1)!.body) as { data: { object: Stripe.PaymentIntent } };
    expect(event.data.object.receipt_email).toBe("kundin@example.de");
  });

  it("answers 401 for a key that is not a test secret key and 400 amount_too_small", async () => {
    const bad = new Stripe("sk_live_nope_nope_nope", { host: "127.0.0.1", port: standIn.port, protocol: "http" });
    const error = await caught(bad.paymentIntents.create({ amount: 999, currency: "eur" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_live_/);

    const small = await caught(stripe.paymentIntents.create({ amount: 49, currency: "eur" }));
    expect(small).toMatchObject({ statusCode: 400, code: "amount_too_small", param: "amount" });
  });

  it("confirms with 4242… and delivers a payment_intent.succeeded webhook that constructEvent accepts", async () => {
    const pi = await createIntent();
    const confirmed = await stripe.paymentIntents.confirm(pi.id, {
      payment_method_data: cardData("4242 4242 4242 4242"),
      return_url: "https://example.com/danke",
    });
    expect(confirmed).toMatchObject({ status: "succeeded", amount_received: 999 });
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect(confirmed.payment_method).toMatch(/^pm_/);

    await standIn.flushDeliveries();
    expect(received).toHaveLength(1);
    const delivery = received[0]!;
    expect(delivery.contentType).toMatch(/^application\/json/);
    const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
    expect(event.type).toBe("payment_intent.succeeded");
    expect(event.api_version).toBe(Stripe.API_VERSION);
    if (event.type !== "payment_intent.succeeded") throw new Error("unreachable");
    expect(event.data.object).toMatchObject({ id: pi.id, status: "succeeded", amount_received: 999, metadata: { productId: "snippet" } });
    expect(standIn.deliveries).toEqual([expect.objectContaining({ status: 200, body: '{"received":true}' })]);

    expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, "whsec_wrong")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const again = await caught(stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa", return_url: "https://example.com/danke" }));
    expect(again).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
  });

  it("requires a return_url for server-side confirms of automatic-payment-method intents, as Stripe does", async () => {
    const pi = await createIntent();
    const error = await caught(stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" }));
    expect(error).toMatchObject({ statusCode: 400, type: "StripeInvalidRequestError", param: "return_url" });
    expect(standIn.paymentIntents.get(pi.id)?.status).toBe("requires_payment_method");
  });

  it("declines 4000…0002 with a StripeCardError and sends no webhook", async () => {
    const pi = await createIntent();
    const error = await caught(
      stripe.paymentIntents.confirm(pi.id, { payment_method_data: cardData("4000000000000002"), return_url: "https://example.com/danke" }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." });
    expect(error.payment_intent).toMatchObject({ id: pi.id, status: "requires_payment_method", last_payment_error: { code: "card_declined" } });

    const poor = await caught(stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_chargeDeclinedInsufficientFunds", return_url: "https://example.com/x" }));
    expect(poor).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds" });
    await standIn.flushDeliveries();
    expect(received).toHaveLength(0);
  });

  it("lets a publishable key confirm and retrieve only with the matching client_secret, like Stripe.js", async () => {
    const pi = await createIntent();
    const form = (clientSecret: string) =>
      new URLSearchParams({ key: "pk_test_stand_in", ...testCardConfirmation(clientSecret, "https://example.com/danke") });
    const confirmUrl = `${standIn.url}/v1/payment_intents/${pi.id}/confirm`;

    const wrong = await fetch(confirmUrl, { method: "POST", body: form(`${pi.id}_secret_wrong`) });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("access-control-allow-origin")).toBe("*");
    expect(await wrong.json()).toMatchObject({ error: { type: "invalid_request_error", code: "payment_intent_invalid_parameter", param: "client_secret" } });

    const ok = await fetch(confirmUrl, { method: "POST", body: form(pi.client_secret!) });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: pi.id, status: "succeeded" });
    expect(body).not.toHaveProperty("metadata");
    expect(standIn.requests.at(-1)).toMatchObject({ auth: "publishable", params: { payment_method_data: { card: { number: "4242424242424242" } } } });

    const get = await fetch(`${standIn.url}/v1/payment_intents/${pi.id}?key=pk_test_stand_in&client_secret=${pi.client_secret}`);
    expect(await get.json()).toMatchObject({ id: pi.id, status: "succeeded" });
    const getWrong = await fetch(`${standIn.url}/v1/payment_intents/${pi.id}?key=pk_test_stand_in&client_secret=nope`);
    expect(getWrong.status).toBe(400);
    await standIn.flushDeliveries();
  });

  it("succeed() delivers and awaits; redeliver() re-POSTs the same bytes", async () => {
    const pi = await createIntent();
    const done = await standIn.succeed(pi.id);
    expect(done.status).toBe("succeeded");
    expect(received).toHaveLength(1);
    const eventId = standIn.events[0]!.id;
    expect(await standIn.redeliver(eventId)).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(stripe.webhooks.constructEvent(received[1]!.body, received[1]!.signature, WEBHOOK_SECRET).id).toBe(eventId);
    expect(standIn.deliveries.map((d) => d.event.id)).toEqual([eventId, eventId]);
  });

  it("answers unknown URLs with Stripe's 404 and preflights with CORS headers", async () => {
    const res = await fetch(`${standIn.url}/v1/x`, { headers: { Authorization: "Bearer sk_test_x" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("request-id")).toMatch(/^req_/);
    expect(await res.json()).toEqual({ error: { type: "invalid_request_error", message: "Unrecognized request URL (GET: /v1/x)." } });

    const preflight = await fetch(`${standIn.url}/v1/payment_intents/pi_x/confirm`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Idempotency-Key");
  });
});
