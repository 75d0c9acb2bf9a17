import { ApiError } from "@/lib/api/errors";

/**
 * Refuses a POST body next-auth would fail on with an English 500: next-auth 4 parses
 * `application/json` with `request.json()` and throws on malformed JSON (its own forms
 * send `application/x-www-form-urlencoded`, which cannot fail to parse). Reads a clone,
 * so next-auth still gets the body.
 * @throws ApiError 400 "request.invalidJson" for a JSON body that does not parse; 413 from the body limit
 */
export async function assertReadableAuthBody(request: Request): Promise<void> {
  if (request.method !== "POST" || !request.headers.get("content-type")?.includes("application/json")) return;
  try {
    JSON.parse(await request.clone().text());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "request.invalidJson");
  }
}
