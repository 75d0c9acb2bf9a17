/**
 * The paid path end to end, through the real route handlers, the real stripe SDK
 * talking over loopback to the Stripe stand-in (test/stripe-stand-in.ts), which
 * delivers signed webhooks to the real webhook route served on a local port, and a
 * real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). E-mails go
 * to a temporary outbox folder (no SMTP_HOST), where the tests read the links.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import type { PrismaClient } from "@/generated/prisma/client";
import { confirmTokenIn, readOutbox } from "@/test/outbox";
import { startStripeStandIn, type StripeStandIn } from "@/test/stripe-stand-in";
import { useTestDatabase } from "@/test/database-per-describe";
import { testDatabases } from "@/test/test-db";

const WEBHOOK_SECRET = "whsec_payment_flow_test";
const SESSION_SECRET = "payment-flow-test-secret-0123456789abcdef";

const state = vi.hoisted(() => ({ db: null as unknown, jar: new Map<string, string>() }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (state.jar.has(name) ? { name, value: state.jar.get(name)! } : undefined),
    set: (name: string, value: string) => void state.jar.set(name, value),
  }),
}));

let standIn: StripeStandIn;
let webhookServer: http.Server;
let webhookUrl: string;
let outbox: string;
type Routes = Awaited<ReturnType<typeof loadRoutes>>;
let routes: Routes;

const json = (body: unknown) => new Request("http://localhost:3000/api/x", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function loadRoutes(env: Record<string, string>) {
  freshModulesWithEnv(env);
  return {
    createIntent: (await import("@/app/api/create-payment-intent/route")).POST,
    webhook: (await import("@/app/api/stripe/webhook/route")).POST,
    grant: (await import("@/app/api/grant-premium-access/route")).POST,
    confirm: (await import("@/app/api/confirm/route")).POST,
    orderDetails: (await import("@/app/api/order-details/route")).POST,
    freeAnalysis: (await import("@/app/api/free-analysis/route")).POST,
    premium: await import("@/lib/billing/premium"),
    purchases: await import("@/lib/billing/purchases"),
    faq: await import("@/lib/faq/service"),
  };
}

/** Serves the webhook route handler on a real port, so the stand-in delivers to it over HTTP. */
async function serveWebhookRoute(): Promise<string> {
  webhookServer = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
        body: Buffer.concat(chunks),
      });
      const response = await routes.webhook(request);
      res.writeHead(response.status, { "Content-Type": "application/json" }).end(await response.text());
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/stripe/webhook`;
}

const mails = () => readOutbox(outbox);

/** Creates a PaymentIntent through the route and pays it with a test card at the stand-in. */
async function pay(productId: string, extra: Record<string, unknown> = {}) {
  const response = await routes.createIntent(json({ productId, ...extra }));
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const id = clientSecret.split("_secret_")[0]!;
  await standIn.succeed(id);
  return { id, clientSecret };
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  outbox = mkdtempSync(path.join(tmpdir(), "outbox-"));
  routes = await loadRoutes({
    STRIPE_SECRET_KEY: "sk_test_payment_flow",
    STRIPE_PUBLISHABLE_KEY: "pk_test_payment_flow",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    SMTP_HOST: "",
    MAIL_OUTBOX_DIR: outbox,
    SITE_URL: "https://ki-sichtbarkeit.example",
    SESSION_SECRET,
    OWNER_EMAIL: "owner@example.com",
    DATABASE_URL: "",
  });
  webhookUrl = await serveWebhookRoute();
  standIn.setWebhook(webhookUrl, WEBHOOK_SECRET);
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
  await new Promise((resolve) => webhookServer.close(resolve));
  rmSync(outbox, { recursive: true, force: true });
});

describe.each(testDatabases())("paid path on $name", (database) => {
  let db: PrismaClient;
  useTestDatabase(database, { onOpen: (client) => void (state.db = db = client), tables: ["emailToken", "purchase", "stripeEvent", "analysisRequest"] });
  beforeEach(async () => {
    standIn.reset();
    state.jar.clear();
    for (const f of readdirSync(outbox)) rmSync(path.join(outbox, f));
    await (await import("@/lib/limits/limits")).resetLimits();
  });

  describe("POST /api/create-payment-intent", () => {
    it("charges the catalogue price, whatever price the request carries", async () => {
      const response = await routes.createIntent(json({ productId: "premium_full", price: 1, amount: 1, name: "Billig" }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { clientSecret: string; publishableKey: string; productInfo: { name: string; price: number; originalPrice: number | null } };
      expect(body.publishableKey).toBe("pk_test_payment_flow");
      expect(body.productInfo).toMatchObject({ price: 129, originalPrice: null });
      const intent = standIn.paymentIntents.get(body.clientSecret.split("_secret_")[0]!)!;
      expect(intent).toMatchObject({ amount: 12_900, currency: "eur", metadata: { productId: "premium_full" } });
      expect(intent.client_secret).toBe(body.clientSecret);
    });

    it("names a single snippet after its industry and records which one", async () => {
      const response = await routes.createIntent(json({ productId: "snippet", snippetId: "zahnarztpraxis" }));
      const body = (await response.json()) as { clientSecret: string; productInfo: { name: string } };
      expect(body.productInfo.name).toBe("KI-Snippet: Zahnarztpraxis");
      const intent = standIn.paymentIntents.get(body.clientSecret.split("_secret_")[0]!)!;
      expect(intent).toMatchObject({ amount: 999, metadata: { productId: "snippet", snippetId: "zahnarztpraxis" } });
    });

    it("refuses unknown products and monthly packages with 400, creating nothing", async () => {
      for (const productId of ["gibt-es-nicht", "geo_agentur", ""]) {
        const response = await routes.createIntent(json({ productId }));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(/Produkt|Paket/);
      }
      expect(standIn.paymentIntents.size).toBe(0);
    });
  });

  describe("POST /api/stripe/webhook", () => {
    it("records a purchase from a correctly signed payment_intent.succeeded, once, also when replayed", async () => {
      const { id } = await pay("gmb-faq");
      expect(standIn.deliveries.at(-1)?.status).toBe(200);
      const purchase = await db.purchase.findUnique({ where: { paymentIntentId: id } });
      expect(purchase).toMatchObject({ product: "gmb-faq", amountCents: 2_999, currency: "eur", accessGrantedAt: null });

      const event = standIn.events.at(-1)!;
      expect(await standIn.redeliver(event.id)).toBe(200);
      expect(JSON.parse(standIn.deliveries.at(-1)!.body)).toMatchObject({ duplicate: true });
      expect(await db.purchase.count()).toBe(1);
      expect(await db.stripeEvent.count()).toBe(1);
    });

    it("answers 400 and records nothing for a missing, wrong or stale signature", async () => {
      const { id } = await pay("gmb-faq");
      await db.purchase.deleteMany();
      await db.stripeEvent.deleteMany();
      const payload = JSON.stringify(standIn.events.at(-1));
      const post = (headers: Record<string, string>, body = payload) =>
        routes.webhook(new Request("http://localhost/api/stripe/webhook", { method: "POST", headers, body }));

      expect((await post({})).status).toBe(400);
      const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
      expect((await post({ "stripe-signature": wrongSecret })).status).toBe(400);
      const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const tampered = payload.replace(/"amount_received":\s*2999/, '"amount_received": 1');
      expect(tampered).not.toBe(payload);
      expect((await post({ "stripe-signature": good }, tampered)).status).toBe(400);
      const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect((await post({ "stripe-signature": old })).status).toBe(400);
      expect(await db.purchase.findUnique({ where: { paymentIntentId: id } })).toBeNull();

      expect((await post({ "stripe-signature": good })).status).toBe(200);
      expect(await db.purchase.findUnique({ where: { paymentIntentId: id } })).not.toBeNull();
    });

    it("ignores a succeeded intent whose amount is not the catalogue price", async () => {
      const stripe = new Stripe("sk_test_other", { host: "127.0.0.1", port: standIn.port, protocol: "http" });
      const intent = await stripe.paymentIntents.create({ amount: 100, currency: "eur", metadata: { productId: "premium_full" } });
      await standIn.succeed(intent.id);
      expect(standIn.deliveries.at(-1)?.status).toBe(200);
      expect(await db.purchase.count()).toBe(0);
    });
  });

  describe("POST /api/grant-premium-access", () => {
    const premiumCookie = () => routes.premium.premiumFromCookie(state.jar.get(routes.premium.PREMIUM_COOKIE));

    it("grants nothing for an unpaid intent, a wrong client secret or an unknown intent", async () => {
      const response = await routes.createIntent(json({ productId: "gmb-faq" }));
      const { clientSecret } = (await response.json()) as { clientSecret: string };
      const id = clientSecret.split("_secret_")[0]!;
      expect((await routes.grant(json({ email: "kunde@example.de", paymentIntentId: id, clientSecret }))).status).toBe(409);
      await standIn.succeed(id);
      expect((await routes.grant(json({ email: "kunde@example.de", paymentIntentId: id, clientSecret: `${id}_secret_wrong` }))).status).toBe(404);
      expect((await routes.grant(json({ email: "kunde@example.de", paymentIntentId: "pi_doesnotexist123", clientSecret }))).status).toBe(404);
      expect((await routes.grant(json({ email: "keine-adresse", paymentIntentId: id, clientSecret }))).status).toBe(400);
      expect(state.jar.size).toBe(0);
      expect(await mails()).toHaveLength(0);
      expect((await db.purchase.findUniqueOrThrow({ where: { paymentIntentId: id } })).accessGrantedAt).toBeNull();
    });

    it("activates a verified payment once: signed cookie, e-mail with a sign-in link, FAQ generator unlimited", async () => {
      const { id, clientSecret } = await pay("gmb-faq");
      const response = await routes.grant(json({ email: " Kunde@Example.de ", paymentIntentId: id, clientSecret }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ premium: true, products: ["gmb-faq"], mailSent: true });
      expect(premiumCookie()).toMatchObject({ products: ["gmb-faq"], paymentIntents: [id] });
      expect(await db.purchase.findUniqueOrThrow({ where: { paymentIntentId: id } })).toMatchObject({ email: "kunde@example.de" });

      const [mail] = await mails();
      expect(mail).toMatchObject({ to: "kunde@example.de", subject: "Ihr Premium-Zugang ist aktiviert" });
      expect(mail!.body).toContain("https://ki-sichtbarkeit.example/confirm?token=");

      // The FAQ generator is unlimited with this cookie, after the free generations.
      const ids = ["zahnarztpraxis"];
      const jar = { get: (n: string) => (state.jar.has(n) ? { value: state.jar.get(n)! } : undefined), set: (n: string, v: string) => void state.jar.set(n, v) };
      for (let i = 0; i < 5; i++) expect((await routes.faq.generateFaq(ids, jar, false, "203.0.113.5")).premium).toBe(true);

      // Once: a second activation, even from a browser without the cookie, grants nothing.
      state.jar.clear();
      const again = await routes.grant(json({ email: "dieb@example.de", paymentIntentId: id, clientSecret }));
      expect(again.status).toBe(409);
      expect(state.jar.size).toBe(0);
      expect(await mails()).toHaveLength(1);
    });

    /** Delivers a Stripe event, signed as Stripe signs it, to the webhook route. */
    async function deliver(type: string, object: Record<string, unknown>) {
      const payload = JSON.stringify({ id: `evt_${type.replace(/\W/g, "")}${Date.now()}${Math.random().toString(36).slice(2, 8)}`, object: "event", type, data: { object } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return routes.webhook(new Request("http://localhost/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": signature }, body: payload }));
    }

    it("a refund or a dispute makes the same premium cookie unlock nothing; a partial refund leaves it", async () => {
      const faq = await pay("gmb-faq");
      await routes.grant(json({ email: "kunde@example.de", paymentIntentId: faq.id, clientSecret: faq.clientSecret }));
      const course = await pay("snippet_course");
      await routes.grant(json({ email: "kunde@example.de", paymentIntentId: course.id, clientSecret: course.clientSecret }));
      const cookie = state.jar.get(routes.premium.PREMIUM_COOKIE)!;
      expect((await routes.premium.currentPremiumGrant())?.products.sort()).toEqual(["gmb-faq", "snippet_course"]);

      expect((await deliver("charge.refunded", { id: "ch_partial", object: "charge", payment_intent: faq.id, refunded: false, amount_refunded: 500 })).status).toBe(200);
      expect(routes.premium.unlocksFaqGenerator(await routes.premium.currentPremiumGrant())).toBe(true);

      expect((await deliver("charge.refunded", { id: "ch_full", object: "charge", payment_intent: faq.id, refunded: true, amount_refunded: 2_999 })).status).toBe(200);
      expect(state.jar.get(routes.premium.PREMIUM_COOKIE)).toBe(cookie);
      expect(await routes.premium.currentPremiumGrant()).toMatchObject({ products: ["snippet_course"], paymentIntents: [course.id] });
      const jar = { get: (n: string) => (state.jar.has(n) ? { value: state.jar.get(n)! } : undefined), set: (n: string, v: string) => void state.jar.set(n, v) };
      expect((await routes.faq.generateFaq(["zahnarztpraxis"], jar, false, "203.0.113.77")).premium).toBe(false);

      expect((await deliver("charge.dispute.created", { id: "dp_1", object: "dispute", charge: "ch_course", payment_intent: course.id, reason: "fraudulent" })).status).toBe(200);
      expect(await routes.premium.currentPremiumGrant()).toBeNull();
      expect(await db.purchase.findUniqueOrThrow({ where: { paymentIntentId: faq.id } })).toMatchObject({ refundedAt: expect.any(Date), disputedAt: null });
      expect(await db.purchase.findUniqueOrThrow({ where: { paymentIntentId: course.id } })).toMatchObject({ disputedAt: expect.any(Date) });

      // The sign-in link from the confirmation e-mail opens nothing either.
      state.jar.clear();
      const token = confirmTokenIn((await mails()).find((m) => m.to === "kunde@example.de")!.body)!;
      expect((await routes.confirm(json({ token }))).status).not.toBe(200);
      expect(state.jar.get(routes.premium.PREMIUM_COOKIE)).toBeUndefined();
    });

    it("another instance sees a refund within PURCHASE_CHECK_CACHE_MS (injected clock)", async () => {
      const { id, clientSecret } = await pay("gmb-faq");
      await routes.grant(json({ email: "kunde@example.de", paymentIntentId: id, clientSecret }));
      const grant = routes.premium.premiumFromCookie(state.jar.get(routes.premium.PREMIUM_COOKIE));
      const t0 = 1_000_000_000_000;
      expect(await routes.premium.grantInForce(grant, t0)).not.toBeNull();
      // The refund arrives at another instance: only the database changes here.
      await db.purchase.update({ where: { paymentIntentId: id }, data: { refundedAt: new Date() } });
      expect(await routes.premium.grantInForce(grant, t0 + routes.premium.PURCHASE_CHECK_CACHE_MS - 1)).not.toBeNull();
      expect(await routes.premium.grantInForce(grant, t0 + routes.premium.PURCHASE_CHECK_CACHE_MS)).toBeNull();
    });

    it("lets only one of two simultaneous activations win", async () => {
      const { id, clientSecret } = await pay("premium_full");
      const results = await Promise.all([1, 2, 3].map(() => routes.grant(json({ email: "kunde@example.de", paymentIntentId: id, clientSecret }))));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(await mails()).toHaveLength(1);
    });

    it("records a service purchase with the e-mail but unlocks nothing", async () => {
      const { id, clientSecret } = await pay("geo_starter");
      const response = await routes.grant(json({ email: "kunde@example.de", paymentIntentId: id, clientSecret }));
      expect(await response.json()).toMatchObject({ premium: false, products: [] });
      expect(state.jar.size).toBe(0);
      const toBuyer = (await mails()).filter((m) => m.to === "kunde@example.de");
      expect(toBuyer.map((m) => m.subject)).toEqual(["Ihre Bestellung: GEO Starter"]);
      expect(confirmTokenIn(toBuyer[0]!.body)).toBeUndefined();
    });
  });

  describe("orders that need manual work reach the operator (OWNER_EMAIL)", () => {
    const toOwner = async () => (await mails()).filter((m) => m.to === "owner@example.com");
    const details = { email: "Inhaberin@Praxis-Muster.de", company: "Zahnarztpraxis Muster", website: "praxis-muster.de", message: "Zwei Standorte: Berlin-Mitte und Pankow. Termin gern dienstags." };

    async function openIntent(productId: string) {
      const response = await routes.createIntent(json({ productId }));
      const { clientSecret } = (await response.json()) as { clientSecret: string };
      return { id: clientSecret.split("_secret_")[0]!, clientSecret };
    }

    it("once per PaymentIntent, with product, amount, buyer, entered data and PaymentIntent id, whoever sees the payment first", async () => {
      const { id, clientSecret } = await openIntent("geo_consulting");
      const saved = await routes.orderDetails(json({ clientSecret, ...details }));
      expect(saved.status).toBe(204);
      expect(standIn.paymentIntents.get(id)).toMatchObject({ receipt_email: "inhaberin@praxis-muster.de", metadata: { productId: "geo_consulting", orderCompany: "Zahnarztpraxis Muster" } });

      await standIn.succeed(id); // the webhook
      expect(standIn.deliveries.at(-1)?.status).toBe(200);
      const [mail, ...more] = await toOwner();
      expect(more).toHaveLength(0);
      for (const part of ["Produkt: GEO-Beratung (1 Stunde)", "E-Mail des K", "inhaberin@praxis-muster.de", "Zahnarztpraxis Muster", "praxis-muster.de", "Zwei Standorte: Berlin-Mitte und Pankow", `PaymentIntent: ${id}`, `dashboard.stripe.com/test/payments/${id}`]) {
        expect(mail!.body, part).toContain(part);
      }
      expect(mail!.body).toMatch(/^Reply-To: inhaberin@praxis-muster\.de$/m);
      expect(mail!.body).toMatch(/Betrag: 299/);

      // The success page and the activation see the same payment: no second e-mail to the operator.
      const seen = await routes.purchases.retrievePaymentState(id, clientSecret);
      if (seen.state !== "succeeded") throw new Error(seen.state);
      await Promise.all([1, 2, 3].map(() => routes.purchases.recordVerifiedPayment(db, seen.payment)));
      await routes.grant(json({ email: "inhaberin@praxis-muster.de", paymentIntentId: id, clientSecret }));
      expect(await toOwner()).toHaveLength(1);
      expect(await db.purchase.count()).toBe(1);
      expect((await db.purchase.findUniqueOrThrow({ where: { paymentIntentId: id } })).ownerNotifiedAt).not.toBeNull();
    });

    it("lets exactly one of several simultaneous sightings send, also before any webhook", async () => {
      standIn.setWebhook(null);
      try {
        const { id, clientSecret } = await openIntent("snippet");
        await routes.orderDetails(json({ clientSecret, email: "a@example.de" }));
        await standIn.succeed(id);
        const seen = await routes.purchases.retrievePaymentState(id, clientSecret);
        if (seen.state !== "succeeded") throw new Error(seen.state);
        await Promise.all([1, 2, 3, 4].map(() => routes.purchases.recordVerifiedPayment(db, seen.payment)));
        expect(await toOwner()).toHaveLength(1);
      } finally {
        standIn.setWebhook(webhookUrl, WEBHOOK_SECRET);
      }
    });

    it("sends nothing for products that only unlock site features", async () => {
      await pay("premium_full");
      await pay("gmb-faq");
      expect(await toOwner()).toHaveLength(0);
    });

    it("retries when the e-mail fails: the webhook answers 500, Stripe's retry sends it once", async () => {
      const { id, clientSecret } = await openIntent("geo_starter");
      await routes.orderDetails(json({ clientSecret, email: "b@example.de" }));
      rmSync(outbox, { recursive: true, force: true });
      writeFileSync(outbox, "kein Ordner"); // the outbox cannot be written: sending fails
      try {
        await standIn.succeed(id);
        expect(standIn.deliveries.at(-1)?.status).toBe(500);
        expect(await db.purchase.findUniqueOrThrow({ where: { paymentIntentId: id } })).toMatchObject({ ownerNotifiedAt: null });
      } finally {
        rmSync(outbox, { force: true });
        mkdirSync(outbox);
      }
      expect(await standIn.redeliver(standIn.events.at(-1)!.id)).toBe(200);
      expect(await toOwner()).toHaveLength(1);
    });

    it("stores order details only on an open intent of a service, with its own client secret", async () => {
      const service = await openIntent("geo_starter");
      expect((await routes.orderDetails(json({ clientSecret: `${service.id}_secret_falsch`, email: "a@example.de" }))).status).toBe(404);
      expect((await routes.orderDetails(json({ clientSecret: service.clientSecret, email: "keine-adresse" }))).status).toBe(400);
      expect((await routes.orderDetails(json({ clientSecret: service.clientSecret, email: "a@example.de", message: "x".repeat(501) }))).status).toBe(400);
      const premium = await openIntent("premium_full");
      expect((await routes.orderDetails(json({ clientSecret: premium.clientSecret, email: "a@example.de" }))).status).toBe(400);
      await standIn.succeed(service.id);
      const late = await routes.orderDetails(json({ clientSecret: service.clientSecret, email: "c@example.de" }));
      expect(late.status).toBe(409);
      expect(standIn.paymentIntents.get(service.id)!.receipt_email).toBeNull();
    });
  });

  describe("POST /api/confirm with the sign-in link", () => {
    it("opens the access on another browser once; a used or expired link opens nothing", async () => {
      const { id, clientSecret } = await pay("snippet_course");
      await routes.grant(json({ email: "kunde@example.de", paymentIntentId: id, clientSecret }));
      const token = confirmTokenIn((await mails())[0]!.body)!;
      expect(await db.emailToken.count({ where: { tokenHash: token } })).toBe(0); // only the hash is stored

      state.jar.clear();
      const response = await routes.confirm(json({ token }));
      expect(await response.json()).toMatchObject({ purpose: "premium_sign_in", products: ["snippet_course"], unlocks: ["course"] });
      expect(routes.premium.grantUnlocks(routes.premium.premiumFromCookie(state.jar.get(routes.premium.PREMIUM_COOKIE)), "course")).toBe(true);

      // A second click on the used link says so and signs nobody in.
      state.jar.clear();
      const again = await routes.confirm(json({ token }));
      expect(again.status).toBe(409);
      expect(((await again.json()) as { error: string }).error).toMatch(/^Dieser Anmeldelink wurde bereits verwendet/);
      expect(state.jar.size).toBe(0);

      const { id: id2, clientSecret: cs2 } = await pay("gmb-faq");
      await routes.grant(json({ email: "zweit@example.de", paymentIntentId: id2, clientSecret: cs2 }));
      const token2 = confirmTokenIn((await mails()).at(-1)!.body)!;
      await db.emailToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
      state.jar.clear();
      expect((await routes.confirm(json({ token: token2 }))).status).toBe(400);
      expect((await routes.confirm(json({ token: "erfunden-aber-lang-genug-1234567890" }))).status).toBe(400);
      expect(state.jar.size).toBe(0);
    });
  });

  describe("free AI-SEO analysis (double opt-in)", () => {
    it("stores the request, mails a single-use confirmation link and tells the owner once confirmed", async () => {
      const response = await routes.freeAnalysis(json({ email: "Inhaber@Example.de", website: "zahnarzt-beispiel.de" }));
      expect(response.status).toBe(202);
      const request = await db.analysisRequest.findFirstOrThrow();
      expect(request).toMatchObject({ email: "inhaber@example.de", website: "https://zahnarzt-beispiel.de/", confirmedAt: null });
      const [optIn] = await mails();
      expect(optIn!.to).toBe("inhaber@example.de");
      const token = confirmTokenIn(optIn!.body)!;

      const confirmed = await routes.confirm(json({ token }));
      expect(await confirmed.json()).toEqual({ purpose: "analysis_opt_in", website: "https://zahnarzt-beispiel.de/" });
      expect((await db.analysisRequest.findFirstOrThrow()).confirmedAt).not.toBeNull();
      expect((await mails()).map((m) => m.to)).toEqual(["inhaber@example.de", "owner@example.com"]);
      expect(state.jar.size).toBe(0);

      // A second click: "already confirmed", and the owner is not told twice.
      const again = await routes.confirm(json({ token }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ purpose: "analysis_opt_in", website: "https://zahnarzt-beispiel.de/", alreadyConfirmed: true });
      expect((await mails()).map((m) => m.to)).toEqual(["inhaber@example.de", "owner@example.com"]);
    });

    it("answers bad input with 400 and stores nothing", async () => {
      for (const body of [{ email: "x", website: "beispiel.de" }, { email: "a@b.de", website: "" }, { email: "a@b.de", website: "ftp://x.de" }, {}]) {
        const response = await routes.freeAnalysis(json(body));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(/E-Mail|Website|URL|http/);
      }
      expect(await db.analysisRequest.count()).toBe(0);
      expect(await mails()).toHaveLength(0);
    });

    it("sends at most 3 e-mails a day to one recipient, whoever asks; the 4th request gets a German 429", async () => {
      for (const email of ["Opfer@example.de", "opfer+spam1@example.de", "opfer@example.de"]) {
        expect((await routes.freeAnalysis(json({ email, website: "opfer-beispiel.de" }))).status).toBe(202);
      }
      const fourth = await routes.freeAnalysis(json({ email: "opfer+spam2@example.de", website: "andere-seite.de" }));
      expect(fourth.status).toBe(429);
      expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(86_000);
      expect(((await fourth.json()) as { error: string }).error).toBe(
        "An diese E-Mail-Adresse haben wir heute schon 3 E-Mails geschickt. Bitte prüfen Sie Ihr Postfach (auch den Spam-Ordner) oder versuchen Sie es in 24 Stunden erneut.",
      );
      expect((await mails()).map((m) => m.to)).toHaveLength(3);
      expect(await db.analysisRequest.count()).toBe(3);
      // Another recipient is not affected.
      expect((await routes.freeAnalysis(json({ email: "jemand@example.de", website: "opfer-beispiel.de" }))).status).toBe(202);
    });
  });

  describe("retrievePaymentState (the /payment-success check)", () => {
    it("says succeeded only for a paid intent with its own client secret", async () => {
      const created = await routes.createIntent(json({ productId: "gmb-faq" }));
      const { clientSecret } = (await created.json()) as { clientSecret: string };
      const id = clientSecret.split("_secret_")[0]!;
      expect(await routes.purchases.retrievePaymentState(id, clientSecret)).toEqual({ state: "failed" });
      await standIn.succeed(id);
      expect(await routes.purchases.retrievePaymentState(id, clientSecret)).toMatchObject({ state: "succeeded", payment: { product: "gmb-faq", amountCents: 2_999 } });
      expect(await routes.purchases.retrievePaymentState(id, "pi_x_secret_y")).toEqual({ state: "unknown" });
      expect(await routes.purchases.retrievePaymentState("pi_unknownintent1", clientSecret)).toEqual({ state: "unknown" });
    });
  });
});

describe("without Stripe configuration", () => {
  it("answers 503 with a German message instead of a client secret", async () => {
    const unconfigured = await loadRoutes({ STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "" });
    const response = await unconfigured.createIntent(json({ productId: "premium_full" }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Zahlungen sind derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.", code: "payment.unavailableTryLater" });
    routes = await loadRoutes({ STRIPE_SECRET_KEY: "sk_test_payment_flow", STRIPE_PUBLISHABLE_KEY: "pk_test_payment_flow" });
  });
});
