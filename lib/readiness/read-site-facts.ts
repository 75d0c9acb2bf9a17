import "server-only";
import { businessFactsOfSnapshot } from "./analyze";
import { loadDachGazetteer } from "@/lib/visibility/gazetteer";
import type { BusinessFacts } from "./business-facts";
import { fetchSite, type FetchSiteOptions } from "./fetch-site";

/**
 * A site's business facts with their sources, read as the checker reads them: the home
 * page, its contact page, imprint and about page (at most 4 pages, through the
 * SSRF-guarded fetcher with the checker's limits: lib/readiness/fetch-site.ts).
 *
 * Each fact lists every place it was read ({ url, page: "home" | "contact" | "imprint" |
 * "about", element: "footer" | "header" | "main" | "json-ld" | "tel-link" | …, text }) and
 * its certainty: "confirmed" when two places agree, "uncertain" when read in one place only.
 * Phones are E.164 ("+435444201") with phoneType, the country ISO 3166-1 alpha-2 (DE, AT,
 * CH, LI), opening hours schema.org OpeningHoursSpecification plus the parts not read.
 *
 * @param url absolute http(s) URL (normalised with normalizeWebsiteUrl)
 * @throws OutboundError when the home page cannot be fetched (refused address, DNS, timeout)
 * @throws SiteNotCheckableError when it answers 429, 1xx/3xx or not with HTML
 */
export async function readSiteFacts(url: string, options: FetchSiteOptions = {}): Promise<BusinessFacts> {
  const [snapshot, places] = await Promise.all([fetchSite(url, options), loadDachGazetteer()]);
  return businessFactsOfSnapshot(snapshot, places);
}
