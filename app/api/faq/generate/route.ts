import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/api/client-meta";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { faqRequestSchema, generateFaq } from "@/lib/faq/service";
import { secureCookies } from "@/lib/site";

/**
 * POST /api/faq/generate {snippetIds}: the FAQPage JSON-LD for the selected
 * industries, {faq, premium, remainingFree}. 400 without selection, 402 when the
 * free generations are used up (the page then shows the paywall).
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { snippetIds } = await parseJsonBody(request, faqRequestSchema);
  const jar = await cookies();
  return NextResponse.json(await generateFaq(snippetIds, jar, secureCookies(), clientIp(request.headers)));
});
