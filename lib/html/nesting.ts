import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/**
 * A cheap pre-check before cheerio builds a DOM: htmlparser2's Parser keeps its open
 * elements in an array it grows with `unshift` and searches with `indexOf`, so parsing
 * costs time quadratic in the nesting depth (200,000 nested `<div>`, 2 MB, took 110 s).
 * This pass runs only htmlparser2's Tokenizer (linear) and keeps the stack of open
 * elements the Parser would keep, by the Parser's own rules (void elements, tags that
 * close others when they open, self-closing tags inside SVG/MathML, `</p>` and `</br>`),
 * but on a linear stack with a count per name.
 *
 * Elements nested deeper than the limit are flattened, not refused: when an element
 * would open below the limit, the deepest open element is closed first (an end tag is
 * inserted, and its own end tag later left out), so the new one becomes its sibling at
 * the limit's depth. Every element, its text, links and JSON-LD stay in the document, and
 * a real page with runaway unclosed tags (links without `</a>`, legacy `<font>`) is still
 * checked; only the nesting below the limit is lost.
 */

/**
 * The deepest nesting kept, in open elements. Chromium's HTML parser does the same at 512
 * (kMaximumHTMLParserDOMTreeDepth: deeper elements become siblings); 256 keeps everything
 * flattened within the 400 levels the checker's fact extraction walks
 * (lib/readiness/page-facts.ts MAX_DEPTH). Real pages stay far below (page builders reach
 * 30–60); the Parser's stack work per tag is then at most 256 steps.
 */
export const MAX_NESTING_DEPTH = 256;

const VOID = new Set(["area", "base", "basefont", "br", "col", "command", "embed", "frame", "hr", "img", "input", "isindex", "keygen", "link", "meta", "param", "source", "track", "wbr"]);
const FOREIGN = new Set(["math", "svg"]);
const HTML_INTEGRATION = new Set(["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title"]);
const P = new Set(["p"]);
const FORM = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const DD_DT = new Set(["dd", "dt"]);
const RT_RP = new Set(["rt", "rp"]);
const TABLE_SECTION = new Set(["thead", "tbody"]);
/** htmlparser2 10.1 Parser `openImpliesClose`: opening the key closes open elements of these names on top of the stack. */
const OPEN_IMPLIES_CLOSE = new Map<string, Set<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["li", new Set(["li"])],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["tbody", TABLE_SECTION],
  ["tfoot", TABLE_SECTION],
  ...["select", "input", "output", "button", "datalist", "textarea"].map((name) => [name, FORM] as const),
  ...["dd", "dt"].map((name) => [name, DD_DT] as const),
  ...["rt", "rp"].map((name) => [name, RT_RP] as const),
  ...["p", "h1", "h2", "h3", "h4", "h5", "h6", "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figcaption", "figure", "footer", "form", "header", "hr", "main", "nav", "ol", "pre", "section", "table", "ul"].map(
    (name) => [name, P] as const,
  ),
]);

export interface NestingLimited {
  /** The document to parse: the input itself when nothing was deeper than the limit. */
  html: string;
  /** The deepest nesting the Parser would have reached without flattening, in open elements (dropped elements left unclosed count to the end). */
  depth: number;
  /** Elements moved up to the limit's depth, each as the sibling of the one closed before it (0: unchanged). */
  flattened: number;
}

/** The Parser's stack of open element names, on an array used from its end, with a count per name. */
class OpenElements {
  private readonly names: string[] = [];
  private readonly counts = new Map<string, number>();
  private readonly foreign: boolean[] = [false];
  get depth(): number {
    return this.names.length;
  }
  get top(): string | undefined {
    return this.names.at(-1);
  }
  get inForeignContent(): boolean {
    return this.foreign.at(-1)!;
  }
  push(name: string) {
    this.names.push(name);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    if (FOREIGN.has(name)) this.foreign.push(true);
    else if (HTML_INTEGRATION.has(name)) this.foreign.push(false);
  }
  pop(): string {
    const name = this.names.pop()!;
    this.counts.set(name, this.counts.get(name)! - 1);
    return name;
  }
  isOpen(name: string): boolean {
    return (this.counts.get(name) ?? 0) > 0;
  }
  leaveContext(name: string) {
    // The Parser shifts its foreign-context stack on any such end tag, matched or not.
    if ((FOREIGN.has(name) || HTML_INTEGRATION.has(name)) && this.foreign.length > 1) this.foreign.pop();
  }
}

/**
 * Measures the nesting depth of an HTML document the way htmlparser2's Parser nests it,
 * in time linear in its length, and flattens what lies deeper than `limit`.
 * @param html the decoded document (any size the fetcher admits, at most 5 MB)
 * @param limit deepest nesting kept, in open elements (default MAX_NESTING_DEPTH)
 * @returns the document to hand to cheerio, its measured depth and how many start tags were dropped
 */
export function limitNesting(html: string, limit = MAX_NESTING_DEPTH): NestingLimited {
  const open = new OpenElements();
  /** The document flattened up to `copied` (input index); built only once something is changed. */
  let out = "";
  let copied = 0;
  const edit = (start: number, end: number, insert: string) => {
    out += html.slice(copied, start) + insert;
    copied = end;
  };
  /** Per name, elements closed early whose own end tag is still to come (and to be left out). */
  const closedEarly = new Map<string, number>();
  let pending = 0;
  let depth = 0;
  let flattened = 0;
  let tagName = "";
  const slice = (start: number, end: number) => {
    const name = html.slice(start, end);
    return /[A-Z]/.test(name) ? name.toLowerCase() : name;
  };
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, endIndex) {
      tagName = slice(start, endIndex);
      const closes = OPEN_IMPLIES_CLOSE.get(tagName);
      if (closes) while (open.top !== undefined && closes.has(open.top)) open.pop();
      if (VOID.has(tagName)) return;
      if (open.depth >= limit) {
        const deepest = open.pop();
        open.leaveContext(deepest);
        edit(start - 1, start - 1, `</${deepest}>`);
        closedEarly.set(deepest, (closedEarly.get(deepest) ?? 0) + 1);
        pending++;
        flattened++;
      }
      open.push(tagName);
      depth = Math.max(depth, open.depth + pending);
    },
    onopentagend() {},
    onselfclosingtag() {
      // The Parser closes a self-closing tag only in SVG/MathML; elsewhere "/>" is ignored.
      if (open.inForeignContent && open.top === tagName) open.pop();
    },
    onclosetag(start, endIndex) {
      const name = slice(start, endIndex);
      const early = closedEarly.get(name) ?? 0;
      if (early > 0) {
        closedEarly.set(name, early - 1);
        pending--;
        edit(start - 2, endIndex + 1, "");
        return;
      }
      open.leaveContext(name);
      if (VOID.has(name) || !open.isOpen(name)) return;
      while (open.pop() !== name);
    },
    onattribdata() {},
    onattribentity() {},
    onattribend() {},
    onattribname() {},
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onprocessinginstruction() {},
    ontext() {},
    ontextentity() {},
  };
  const tokenizer = new Tokenizer({ decodeEntities: false }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  if (flattened === 0) return { html, depth, flattened: 0 };
  return { html: out + html.slice(copied), depth, flattened };
}
