import "server-only";
import Stripe from "stripe";
import { PRODUCTS } from "@/content/products";
import { ApiError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { getProductInfo, type ProductInfo } from "./products";
import { getStripe } from "./stripe-client";

const PAYMENTS_UNAVAILABLE = "payment.unavailableTryLater";

/** The answer of POST /api/create-payment-intent, with the publishable key Stripe.js needs. */
export interface PaymentIntentResponse {
  clientSecret: string;
  publishableKey: string;
  productInfo: { name: string; price: number; originalPrice: number | null; priceCents: number; originalPriceCents: number | null };
}

/**
 * Creates a Stripe PaymentIntent for a catalogue product. The amount and currency
 * come from content/products.ts only; the product id and, for a single snippet, its
 * industry are put into the metadata so the payment can later be tied to what was
 * bought.
 * @throws ApiError 400 for an unknown product or one that is not paid once by card
 *   (monthly packages), 503 when Stripe is not configured, 502 when Stripe fails
 */
export async function createPaymentIntent(input: { productId: string; snippetId?: string }): Promise<PaymentIntentResponse> {
  const product = getProductInfo(input.productId, input.snippetId);
  if (!product) throw new ApiError(400, "product.notFound");
  if (PRODUCTS[product.id].billing !== "once") {
    throw new ApiError(400, "product.monthly");
  }
  const stripe = getStripe();
  const publishableKey = getEnv().STRIPE_PUBLISHABLE_KEY;
  if (!stripe || !publishableKey) throw new ApiError(503, PAYMENTS_UNAVAILABLE);

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create({
      amount: product.priceCents,
      currency: "eur",
      description: product.name,
      automatic_payment_methods: { enabled: true },
      metadata: { productId: product.id, ...(product.snippetId && { snippetId: product.snippetId }) },
    });
  } catch (error) {
    console.error("Stripe: PaymentIntent konnte nicht erstellt werden", error);
    throw new ApiError(502, PAYMENTS_UNAVAILABLE);
  }
  if (!intent.client_secret) throw new ApiError(502, PAYMENTS_UNAVAILABLE);
  return { clientSecret: intent.client_secret, publishableKey, productInfo: productInfoOf(product) };
}

function productInfoOf(p: ProductInfo): PaymentIntentResponse["productInfo"] {
  return { name: p.name, price: p.price, originalPrice: p.originalPrice, priceCents: p.priceCents, originalPriceCents: p.originalPriceCents };
}
