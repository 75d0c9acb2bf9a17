import "server-only";
import Stripe from "stripe";
import { getEnv } from "@/lib/env";

const cache = globalThis as unknown as { stripeClient?: { key: string; client: Stripe } };

/**
 * The Stripe SDK client for STRIPE_SECRET_KEY, or null when payments are not
 * configured. STRIPE_API_BASE points it at another host (the local stand-in the
 * tests start); unset, it talks to api.stripe.com.
 */
export function getStripe(): Stripe | null {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  const key = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_API_BASE ?? ""}`;
  if (cache.stripeClient?.key !== key) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    const client = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "KI-Sichtbarkeit" },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === "https:" ? 443 : 80),
        protocol: base.protocol === "https:" ? "https" : "http",
      }),
    });
    cache.stripeClient = { key, client };
  }
  return cache.stripeClient.client;
}

/** Whether the browser side of payments can work: a secret and a publishable key. */
export function paymentsConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
}
