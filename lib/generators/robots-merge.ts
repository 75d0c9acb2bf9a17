import { diffLines } from "diff";

/**
 * Fixes a site's robots.txt by merging, never replacing (RFC 9309): every group, rule,
 * Sitemap line and comment stays; only the listed user agents are let in, and a missing
 * Sitemap line is added. Groups as robots-parser reads RFC 9309 §2.1: consecutive
 * User-agent lines open one; a crawler obeys the groups naming its token, else "*".
 * - A group naming only agents to allow: blanket Disallows are commented out, "Allow: /" added.
 * - An agent to allow in a shared group: its User-agent line is commented out, so the
 *   others keep the group, and it gets a group of its own.
 * - An agent to allow that obeyed "*": a new group with "Allow: /" and the rules it
 *   obeyed, blanket Disallows left out.
 * Every other agent's verdicts stay as they were; the tests check that with robots-parser.
 */

type RobotsChangeKind = "unblocked-group" | "moved-agent" | "added-group" | "added-sitemap";

export interface RobotsChange {
  kind: RobotsChangeKind;
  agents: string[];
  /** 1-based line of the current file the change is about; absent for additions. */
  line?: number;
  /** For added-sitemap: the URL. */
  url?: string;
}

export interface RobotsMergeResult {
  text: string;
  changes: RobotsChange[];
}

export interface RobotsMergeOptions {
  /** Product tokens to allow, e.g. ["OAI-SearchBot", "ChatGPT-User", "PerplexityBot"]. */
  allowAgents: readonly string[];
  /** Added as a Sitemap line when no Sitemap line names it. */
  sitemapUrl?: string | null;
}

/** The comment our own lines carry, so the owner sees what was added. */
const MERGE_MARK = "geändert von KI-Sichtbarkeit";

interface Line {
  raw: string;
  /** Lower-cased directive name, or null for blank and comment lines. */
  key: string | null;
  value: string;
}

interface Group {
  agentLines: number[];
  /** Indices of the other directive lines up to the next group. */
  ruleLines: number[];
}

/** robots-parser's user-agent matching key: lower case, without "/version". */
export function agentKey(token: string): string {
  return token.trim().toLowerCase().split("/")[0]!;
}

function parseLine(raw: string): Line {
  const content = raw.replace(/#.*$/, "").trim();
  const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(content);
  return match ? { raw, key: match[1]!.toLowerCase(), value: match[2]!.trim() } : { raw, key: null, value: "" };
}

function groupsOf(lines: Line[]): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let previousWasAgent = false;
  lines.forEach((line, i) => {
    if (line.key === null) return;
    if (line.key === "user-agent") {
      if (!previousWasAgent || !current) groups.push((current = { agentLines: [], ruleLines: [] }));
      current.agentLines.push(i);
      previousWasAgent = true;
      return;
    }
    // Rules before any User-agent line belong to no group (robots-parser drops them).
    if (current) current.ruleLines.push(i);
    previousWasAgent = false;
  });
  return groups;
}

/** "Disallow: /" and "Disallow: /*": the rules that shut a crawler out of the whole site. */
function isBlanketDisallow(line: Line): boolean {
  return line.key === "disallow" && /^\/\*?\$?$/.test(line.value) && line.value !== "/$";
}

/** Rules worth copying into a new group: Allow, Disallow and Crawl-delay, blanket Disallows left out. */
function copyableRules(lines: Line[], group: Group | undefined): string[] {
  if (!group) return [];
  return group.ruleLines
    .map((i) => lines[i]!)
    .filter((l) => (l.key === "allow" || l.key === "disallow" || l.key === "crawl-delay") && !isBlanketDisallow(l))
    .map((l) => `${l.key === "crawl-delay" ? "Crawl-delay" : l.key === "allow" ? "Allow" : "Disallow"}: ${l.value}`);
}

/**
 * Merges the fix into the current robots.txt.
 * @param current the file as served (any line endings; kept)
 * @returns the new text and what changed, as codes for the page to word
 */
export function mergeRobotsTxt(current: string, options: RobotsMergeOptions): RobotsMergeResult {
  const eol = current.includes("\r\n") ? "\r\n" : "\n";
  const lines = current.split(/\r\n|\r|\n/).map(parseLine);
  if (lines.length && lines[lines.length - 1]!.raw === "") lines.pop();
  const out: string[] = lines.map((l) => l.raw);
  const inserts = new Map<number, string[]>();
  const changes: RobotsChange[] = [];
  const targets = new Map(options.allowAgents.map((a) => [agentKey(a), a.trim()] as const));
  const groups = groupsOf(lines);
  const starGroups = groups.filter((g) => g.agentLines.some((i) => agentKey(lines[i]!.value) === "*"));
  // Which group each moved or unnamed target took its rules from.
  const newGroups = new Map<Group | undefined, string[]>();

  const named = new Set<string>();
  for (const group of groups) {
    const agents = group.agentLines.map((i) => agentKey(lines[i]!.value));
    const hit = agents.filter((a) => targets.has(a));
    hit.forEach((a) => named.add(a));
    if (hit.length === 0) continue;
    if (hit.length === agents.length) {
      const blankets = group.ruleLines.filter((i) => isBlanketDisallow(lines[i]!));
      const allowsRoot = group.ruleLines.some((i) => lines[i]!.key === "allow" && lines[i]!.value === "/");
      if (blankets.length === 0 && allowsRoot) continue;
      for (const i of blankets) out[i] = `# ${lines[i]!.raw.trim()}  # ${MERGE_MARK}`;
      if (!allowsRoot) {
        const last = group.agentLines[group.agentLines.length - 1]!;
        inserts.set(last, [...(inserts.get(last) ?? []), `Allow: /  # ${MERGE_MARK}`]);
      }
      changes.push({ kind: "unblocked-group", agents: hit.map((a) => targets.get(a)!), line: group.agentLines[0]! + 1 });
    } else {
      for (const i of group.agentLines.filter((i) => targets.has(agentKey(lines[i]!.value)))) {
        out[i] = `# ${lines[i]!.raw.trim()}  # ${MERGE_MARK}: eigene Gruppe unten`;
        const agent = targets.get(agentKey(lines[i]!.value))!;
        changes.push({ kind: "moved-agent", agents: [agent], line: i + 1 });
        newGroups.set(group, [...(newGroups.get(group) ?? []), agent]);
      }
    }
  }
  // Targets no group names obey "*" (RFC 9309 §2.2.1); several "*" groups are one for the parser.
  const unnamed = [...targets].filter(([key]) => !named.has(key)).map(([, agent]) => agent);
  const starRules = starGroups.flatMap((g) => copyableRules(lines, g));

  const added: string[] = [];
  const addGroup = (agents: string[], rules: string[]) => {
    added.push("", `# ${MERGE_MARK}: KI-Crawler für Antworten mit Quellen erlaubt`, ...agents.map((a) => `User-agent: ${a}`), "Allow: /", ...rules.filter((r) => r !== "Allow: /"));
    changes.push({ kind: "added-group", agents });
  };
  for (const [group, agents] of newGroups) addGroup(agents, copyableRules(lines, group));
  if (unnamed.length) {
    // Only agents that "*" blocks need a group; the others are allowed already.
    const starBlocks = starGroups.some((g) => g.ruleLines.some((i) => isBlanketDisallow(lines[i]!)));
    if (starBlocks) addGroup(unnamed, starRules);
  }

  const sitemap = options.sitemapUrl?.trim();
  if (sitemap && !lines.some((l) => l.key === "sitemap" && l.value === sitemap)) {
    added.push("", `Sitemap: ${sitemap}`);
    changes.push({ kind: "added-sitemap", agents: [], url: sitemap });
  }

  const result: string[] = [];
  const position: number[] = [];
  out.forEach((line, i) => {
    position[i] = result.length;
    result.push(line);
    result.push(...(inserts.get(i) ?? []));
  });
  // A file ending in User-agent lines without rules: a group appended there would join them.
  const lastDirective = [...lines.keys()].reverse().find((i) => lines[i]!.key !== null);
  if (added.length && lastDirective !== undefined && lines[lastDirective]!.key === "user-agent") {
    const dangling = groups[groups.length - 1]!.agentLines[0]!;
    result.splice(position[dangling]!, 0, ...added.slice(1), "");
  } else {
    if (result.length === 0) added.shift();
    result.push(...added);
  }
  return { text: `${result.join(eol)}${eol}`, changes };
}

export interface DiffLine {
  kind: "added" | "removed" | "same";
  text: string;
}

/** A line diff of two robots.txt texts (jsdiff), for the page's diff view. */
export function robotsDiff(before: string, after: string): DiffLine[] {
  const normalize = (t: string) => t.replace(/\r\n|\r/g, "\n");
  return diffLines(normalize(before), normalize(after)).flatMap((part) =>
    part.value
      .replace(/\n$/, "")
      .split("\n")
      .map((text) => ({ kind: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const), text })),
  );
}
