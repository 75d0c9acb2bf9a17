import { analyzeSite } from "@/lib/readiness/analyze";
import { fetchSite } from "@/lib/readiness/fetch-site";
import { startFixtureSites, type FixtureSiteName } from "@/test/fixture-sites/server";
const fx = await startFixtureSites();
for (const name of process.argv.slice(2) as FixtureSiteName[]) {
  const r = analyzeSite(await fetchSite(`${fx.urls[name]}/`, { fetchOptions: { allowPrivate: true } }));
  console.log(`== ${name} ${r.overallScore} final=${r.finalUrl} capped=${JSON.stringify(r.cappedBy)} refresh=${JSON.stringify(r.metaRefresh)}`);
  for (const f of r.categories.flatMap((c) => c.findings)) if (f.status !== "pass" || /http-status|javascript|link|hreflang|client|nap/.test(f.id)) console.log(`  ${f.id} ${f.status} ${f.points}/${f.maxPoints} ${f.reason ?? ""} | ${f.evidence}`);
  console.log("  actions:", r.actions.slice(0, 3).map((a) => a.findingId + " " + a.impact).join(", "));
}
await fx.close();
