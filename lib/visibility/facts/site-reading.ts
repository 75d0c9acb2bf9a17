/**
 * How far the visitor's website could be read for the fact comparison (issue 31): "read" (a fact it lacks is not on
 * it), "unreadable" (given, but the check could not read it), "none" (no website given). Said once here for the live
 * test and the monitor, so that every place that says why a fact is "nicht prüfbar" says the same.
 */
export type SiteReading = "read" | "unreadable" | "none";

/**
 * The live test's reading of the visitor's website.
 * @param result `siteFactsRead` and `siteGiven` of a LiveTestResult
 */
export function liveTestSiteReading(result: { siteFactsRead: boolean; siteGiven: boolean }): SiteReading {
  return result.siteFactsRead ? "read" : result.siteGiven ? "unreadable" : "none";
}

/**
 * A monitor run's reading of the monitored website: every monitor has one, so it was read or it was not.
 * @param summary `siteFactsRead` of a MonitorRunSummary (absent in runs before issue 31: not read)
 */
export function monitorRunSiteReading(summary: { siteFactsRead?: boolean }): SiteReading {
  return summary.siteFactsRead ? "read" : "unreadable";
}
