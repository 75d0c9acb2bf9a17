/** A piece of one line of an assistant's answer: plain text, bold text, or a link's label with where it points. */
export type InlineSegment = { kind: "text"; text: string } | { kind: "bold"; text: string } | { kind: "link"; text: string; bold: boolean; target: string };

/**
 * Splits one line of markdown into plain text, bold text (`**…**`, `__…__`) and links (`[label](https://…)`, also inside
 * bold), as a chat shows them: a link is its label, with where it points as `target` (host and path, without
 * "https://" and "www."). Nothing else is interpreted.
 * @param line one line of the answer, without its heading or list marker
 * @returns the segments in order; their texts joined give the line without the markdown of bold and links
 */
export function inlineSegments(line: string): InlineSegment[] {
  const out: InlineSegment[] = [];
  for (const part of line.split(/(\*\*[^*]+\*\*|__[^_]+__)/g)) {
    if (part === "") continue;
    const bold = /^(\*\*|__).+\1$/.test(part);
    const inner = bold ? part.slice(2, -2) : part;
    let last = 0;
    for (const m of inner.matchAll(LINK_RE)) {
      if (m.index > last) out.push(plain(inner.slice(last, m.index), bold));
      out.push({ kind: "link", text: m[1]!, bold, target: shownTarget(m[2]!) });
      last = m.index + m[0].length;
    }
    if (last < inner.length) out.push(plain(inner.slice(last), bold));
  }
  return out;
}

function plain(text: string, bold: boolean): InlineSegment {
  return bold ? { kind: "bold", text } : { kind: "text", text };
}

const LINK_RE = /\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g;

/** "https://www.kessler-stb.de/landwirtschaft" -> "kessler-stb.de/landwirtschaft". */
function shownTarget(url: string): string {
  return url.replace(/^https?:\/\/(?:www\.)?/i, "").replace(/\/$/, "");
}
