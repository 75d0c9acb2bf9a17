import { NextResponse } from "next/server";
import { ApiError, withErrorResponse } from "@/lib/api/errors";
import { getProductInfo } from "@/lib/billing/products";

/**
 * GET /api/products/{productId}?snippet={industry}: name, price and
 * originalPrice (euros) plus the cents, from the server's catalogue; 404 "Produkt nicht gefunden."
 */
export const GET = withErrorResponse(async (request: Request, { params }: { params: Promise<{ productId: string }> }) => {
  const { productId } = await params;
  const snippet = new URL(request.url).searchParams.get("snippet") ?? undefined;
  const product = getProductInfo(productId, snippet);
  if (!product) throw new ApiError(404, "product.notFound");
  return NextResponse.json(product);
});
