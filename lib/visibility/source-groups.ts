/**
 * The "Quellen" block: every source the engines cite, grouped by what it is — the
 * business's own site, competitors' sites, directories and review platforms of DE/AT/CH
 * (lib/visibility/platforms.ts), press, other. Pure; client-safe.
 */
import { foldGerman, nameTokens, normalizeDomain } from "./names";
import { platformForUrl, type PlatformKind } from "./platforms";

/** One cited site: its address, host, and how many answers cited it. */
export interface CitedSource {
  url: string;
  host: string;
  citations: number;
}

export interface SourceGroups {
  own: CitedSource[];
  competitors: (CitedSource & { competitor: string })[];
  /** Directories, review and booking platforms: where the business should be listed. */
  platforms: (CitedSource & { platform: string; kind: PlatformKind })[];
  press: CitedSource[];
  other: CitedSource[];
}

/** News sites of Germany, Austria and Switzerland (national and the largest regional ones, public broadcasters). */
const PRESS_HOSTS = new Set([
  "spiegel.de", "zeit.de", "faz.net", "sueddeutsche.de", "welt.de", "bild.de", "tagesschau.de", "n-tv.de", "focus.de",
  "stern.de", "t-online.de", "handelsblatt.com", "merkur.de", "tz.de", "abendzeitung-muenchen.de", "morgenpost.de",
  "tagesspiegel.de", "berliner-zeitung.de", "rp-online.de", "ksta.de", "express.de", "waz.de", "haz.de", "lvz.de",
  "mdr.de", "br.de", "wdr.de", "ndr.de", "swr.de", "hr.de", "rbb24.de", "stuttgarter-zeitung.de", "mopo.de", "abendblatt.de",
  "derstandard.at", "diepresse.com", "krone.at", "kurier.at", "orf.at", "kleinezeitung.at", "heute.at", "salzburg24.at", "vienna.at", "meinbezirk.at",
  "nzz.ch", "tagesanzeiger.ch", "20min.ch", "blick.ch", "srf.ch", "watson.ch", "luzernerzeitung.ch", "bernerzeitung.ch", "aargauerzeitung.ch",
]);

/**
 * @param urls every cited URL of every answer (repeats count as further citations)
 * @param target the visitor's domain and the competitors the answers recommend
 * @returns the groups, each most cited first; a URL lands in the first group that fits
 */
export function groupSources(urls: readonly string[], target: { domain?: string; competitors: readonly string[] }): SourceGroups {
  const groups: SourceGroups = { own: [], competitors: [], platforms: [], press: [], other: [] };
  const ownHost = target.domain ? normalizeDomain(target.domain) : null;
  const seen = new Map<string, CitedSource>();
  for (const url of urls) {
    const host = normalizeDomain(url);
    if (!host || !/^https?:\/\//i.test(url)) continue;
    const platform = platformForUrl(url);
    // Platforms and competitors count per site (one entry for jameda.de), other sources per page.
    const competitor = platform ? undefined : target.competitors.find((name) => siteOf(name, host));
    const key = platform ? `p:${platform.name}` : competitor ? `c:${host}` : url;
    const known = seen.get(key);
    if (known) {
      known.citations += 1;
      continue;
    }
    const entry: CitedSource = { url, host, citations: 1 };
    seen.set(key, entry);
    if (ownHost && (host === ownHost || host.endsWith(`.${ownHost}`))) groups.own.push(entry);
    else if (platform) groups.platforms.push(Object.assign(entry, { platform: platform.name, kind: platform.kind }));
    else if (competitor) groups.competitors.push(Object.assign(entry, { competitor }));
    else if (isPress(host)) groups.press.push(entry);
    else groups.other.push(entry);
  }
  for (const list of Object.values(groups) as CitedSource[][]) list.sort((a, b) => b.citations - a.citations);
  return groups;
}

/** "Dentalhaus Lange" owns dentalhaus-lange.de: every distinctive word of the name is in the host's first label. */
function siteOf(name: string, host: string): boolean {
  const label = foldGerman(host.split(".").slice(0, -1).join(".")).replace(/[^a-z0-9]/g, "");
  const words = nameTokens(name).filter((w) => w.length >= 4);
  return words.length > 0 && words.every((w) => label.includes(w.replace(/[^a-z0-9]/g, "")));
}

function isPress(host: string): boolean {
  const labels = host.split(".");
  for (let i = 0; i < labels.length - 1; i++) if (PRESS_HOSTS.has(labels.slice(i).join("."))) return true;
  return /zeitung|nachrichten|news/.test(host);
}
