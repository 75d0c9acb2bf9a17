/**
 * Reads the structure of an AI answer with the `marked` lexer (CommonMark + GFM):
 * list items with their nesting, table rows with the header that names their
 * columns, headings and bold lines with the text that belongs to them, and prose
 * paragraphs. The answer analysis takes its name candidates from these blocks.
 * Pure functions, no I/O.
 */
import { Lexer, type Token, type Tokens } from "marked";
import { foldGerman, isTradeToken, isTradeWord, nameTokens } from "./names";
import { capitalisedRuns } from "./capitalised-runs";
import { isInflectedAdjective, isPlainProperName, isStrongProseName } from "./name-shape";
import { isPriceList } from "./non-businesses";
import { isPlaceName } from "./places";
import { MAP_CARD_RATING_RE } from "./set-apart";

/** A place where assistants put a business: a list item, a table row, a heading. */
export interface Block {
  kind: "item" | "heading" | "row";
  /** Inline markdown of the block's own line (list item without marker, heading text, the row's name cell). */
  md: string;
  /** Plain-ish text of the block and what belongs to it (nested items, the paragraph under a heading). */
  body: string;
  /** Blocks of one list, one table or one run of sibling headings share a group. */
  group: number;
  /** Document order. */
  order: number;
  /** The running text or label right before the group ("Worauf Sie achten sollten:"). */
  lead: string;
  /** The nearest label or heading above ("Weniger empfehlenswert", "Sendling"). */
  section: string;
  /** Table cells are names already: no separator cutting. */
  cell?: boolean;
  /** A cell of the column whose header says it holds names ("Name", "Betrieb", "Hotel"). */
  nameCell?: boolean;
  /** Lines of detail lists under a heading ("**Hinweis:** Die Praxis X hat geschlossen"), one per item. */
  notes?: string[];
}

/** A paragraph of running text, read sentence by sentence for names. */
export interface Prose {
  md: string;
  order: number;
  section: string;
  /** The first paragraph under a heading that may name a business (its body's first text). */
  opensHeadingBody?: true;
  /** The heading (inline markdown) whose body the paragraph belongs to, when it belongs to one. */
  heading?: string;
}

export interface AnswerBlocks {
  blocks: Block[];
  prose: Prose[];
}

/**
 * Labels of detail lines under a business ("Adresse:", "**Bewertung:**", "Verfügbar auf:"); round 20: also its state
 * and intake ("**Status:**", "**Kassenvertrag:**", "**Wartezeit:**") and its seat ("Sitz:"); round 22: also what a venue
 * offers a party, the way Gemini details a location ("**Ambiente:**", "**Kapazität:**", "**Atmosphäre:**", "**Catering:**"),
 * and how to get there ("**Parken:**", "**Anfahrt:**"); round 37: where it is, what it does and how it bills, as Gemini
 * writes them under a bold name ("**Ort:**", "**Service:**", "**Abrechnung:**"); round 64: a move ("**Umgezogen:** Die
 * Werkstatt war früher in …"); round 71: a label may say of what, in up to three words more ("**Preis im Februar:**"); round 72:
 * strengths, weaknesses and whom it suits ("- Stärken: regionales Holz", "- Gut für: Landhausstil"), as ChatGPT lists them
 * under each business's heading; round 74: a holiday flat's minimum stay, final cleaning, pets and breakfast
 * ("- Mindestaufenthalt in den Ferien: 5 Nächte").
 */
const DETAIL_LABEL_RE =
  /^(?:\*\*|__)?\s*(?:adresse|anschrift|standort|ort|service|abrechnung|lage|telefon|tel|fax|e-?mail|website|webseite|homepage|internet|kontakt|öffnungszeiten|sprechzeiten|bewertung|bewertungen|rezensionen|preis|preise|kosten|leistungen|leistung|angebot|schwerpunkt|schwerpunkte|spezialisierung|besonderheit|besonderheiten|highlights?|vorteile?|nachteile?|hinweis|verfügbar auf|erreichbar über|buchung|termine|küche|ausstattung|sprachen|fazit|warum|ideal für|geeignet für|gut für|stärken?|schwächen?|status|kassenvertrag|kassen|kassenzulassung|verfügbarkeit|wartezeit|wartezeiten|sitz|firmensitz|ambiente|atmosphäre|kapazität|kapazitäten|catering|parken|anfahrt|ärzte|ärztinnen|team|neue patienten|fachrichtung|fachgebiet|sprechstunden?|terminvergabe|sortiment|spezialitäten?|umgezogen|umzug|mindestaufenthalt|endreinigung|haustiere|frühstück)(?:\s+[^\s:*_]+){0,3}?\s*(?:\*\*|__)?\s*:/i;
/**
 * Round 51: a heading's body that details a business on two lines or more ("**Lage:** …", "**Angebot:** …",
 * "**Öffnungszeiten:** …"; {@link DETAIL_LABEL_RE}), as Gemini writes under each business's bold line.
 * @param body the heading's text and the lines after it, one per line
 */
export function holdsDetailLines(body: string): boolean {
  let found = 0;
  for (const line of body.split("\n")) if (DETAIL_LABEL_RE.test(line.trim()) && ++found >= 2) return true;
  return false;
}

/**
 * A paragraph that opens as an item does: a bold name, perhaps its town ("in Bach, Ortsteil Stockach"), then a dash
 * (rounds 34 and 56).
 */
const BOLD_ITEM_LEAD_RE = /^\s*(?:\*\*|__)[\p{Lu}\d&][^*_\n]*(?:\*\*|__)(?:\s+in\s+\p{Lu}[^–—\n.!?]{0,40})?\s*[–—-]\s/u;

/** Lines inside a paragraph that read like list items: emoji bullets, medals, "Platz 1:". */
const PSEUDO_ITEM_RE = /^(?:[\p{Extended_Pictographic}\uFE0F]+\s*|[•·▪►→]\s+|(?:\*\*|__)?(?:platz|rang|nr\.)\s*\d{1,2}\s*[:.)]?(?:\*\*|__)?\s*[:–—-]?\s*)(?=\S)/iu;

/**
 * Splits an answer into blocks and prose.
 * @param markdown the answer without citations
 * @param places further places (the location asked about), for list items that only name a place
 */
export function readAnswerBlocks(markdown: string, places: readonly string[] = []): AnswerBlocks {
  // Block structure only: the inline tokens (emphasis, links) are read from each
  // block's text where needed, which spares the lexer's inline pass.
  const tokens = new Lexer({ gfm: true }).blockTokens(markdown.replace(/\r\n?/g, "\n"));
  const reader = new BlockReader(places);
  reader.readTokens(tokens);
  return { blocks: reader.blocks, prose: reader.prose };
}

class BlockReader {
  constructor(private readonly places: readonly string[]) {}
  blocks: Block[] = [];
  prose: Prose[] = [];
  private group = 0;
  private order = 0;
  private lead = "";
  private section = "";
  /** The depth of headings that name items: two in a run at the depth the outline opens with (Infinity before). */
  private itemDepth = Infinity;
  /** The depth of the answer's first heading that is read as a block. */
  private firstHeadingDepth: number | undefined;
  /** The heading block text below which paragraphs are collected, and its depth. */
  private openHeading: { block: Block; depth: number; detailsNext?: boolean; paragraphSeen?: boolean } | null = null;

  /** The labels of the lists read as a business's details so far ("kurse", "preis"), lower case. */
  private readonly detailLabels = new Set<string>();

  /** The token read last was a paragraph that opens as an item does ({@link BOLD_ITEM_LEAD_RE}); any other token clears it. */
  private paragraphAsItem = false;

  /**
   * A list of a business's details ({@link isDetailsList}), or (round 60) one whose every item leads with a label an earlier
   * details list of the answer used ("**Kurse:** …" under one business after "**Kurse:** …", "**Preis:** …" under another).
   */
  private isDetails(list: Tokens.List): boolean {
    const labels = list.items.map((i) => DETAIL_LEAD_RE.exec(i.text.trim())?.[1]?.toLowerCase());
    const details = isDetailsList(list) || (labels.length > 0 && labels.every((l) => l !== undefined && this.detailLabels.has(l)));
    if (details) for (const l of labels) if (l !== undefined) this.detailLabels.add(l);
    return details;
  }

  /** Every heading read as a block so far, with its depth. */
  private readonly headings: { text: string; depth: number }[] = [];

  /**
   * Round 60: "## Garagen in der Umgebung" over "### Auto Viamala AG", "### Garage Hinterrhein", then "## Tipps", "## Fazit": a
   * run of headings deeper than the outline's first opens the items' depth when the heading above the run names no firm
   * (isStrongProseName); under "## Praxis Dr. Senn" its "### Leistungen" and "### Preise" are the practice's sections.
   */
  private opensOutline(depth: number): boolean {
    if (this.itemDepth !== Infinity) return false;
    const parent = this.headings.findLast((h) => h.depth < depth);
    return parent !== undefined && !isStrongProseName(stripInline(parent.text));
  }

  readTokens(tokens: Token[]): void {
    const meaningful = tokens.filter((t) => t.type !== "space");
    meaningful.forEach((token, i) => this.readToken(token, meaningful[i + 1]));
  }

  private readToken(token: Token, next: Token | undefined): void {
    const afterItemParagraph = this.paragraphAsItem;
    this.paragraphAsItem = false;
    switch (token.type) {
      case "heading":
        this.readHeading(token as Tokens.Heading, next);
        break;
      case "list":
        this.openHeading = this.openHeading && (this.openHeading.detailsNext || this.isDetails(token as Tokens.List) || isDescriptionList(token as Tokens.List)) ? { ...this.openHeading, detailsNext: false } : null;
        if (this.openHeading) {
          this.openHeading.block.body += `\n${listText(token as Tokens.List)}`;
          this.openHeading.block.notes = [...(this.openHeading.block.notes ?? []), ...(token as Tokens.List).items.map((i) => i.text.split("\n")[0]!)];
          break;
        }
        // Round 74: "**Ferienhof Grellner** – Oberfellendorf 12, … Ein kleiner Bauernhof …" over "- Preis: …", "- Mindestaufenthalt
        // in den Ferien: 5 Nächte", "- Brötchenservice auf Anfrage": a details list right under a paragraph that opens as an item
        // does (a bold name and a dash) details that business, as under its heading; its lines name none.
        if (afterItemParagraph && this.isDetails(token as Tokens.List)) break;
        this.readList(token as Tokens.List);
        this.lead = "";
        break;
      case "table":
        this.openHeading = null;
        this.readTable(token as Tokens.Table);
        this.lead = "";
        break;
      case "paragraph":
        this.readParagraph(token as Tokens.Paragraph, next);
        break;
      case "blockquote":
        this.readTokens((token as Tokens.Blockquote).tokens);
        break;
      case "hr":
        this.openHeading = null;
        break;
      default:
        break;
    }
  }

  private readHeading(token: Tokens.Heading, next: Token | undefined): void {
    const text = token.text.trim();
    // A heading over a list or table titles it; it names no business.
    if (next && ((next.type === "list" && !this.isDetails(next as Tokens.List) && !namesWhatFollows(text, next as Tokens.List)) || next.type === "table")) {
      this.openHeading = null;
      this.section = text;
      this.lead = text;
      return;
    }
    this.addHeadingBlock(text, token.depth);
    // The list under a heading that names what it describes is that heading's notes, whatever the list's own shape.
    if (next?.type === "list" && this.openHeading !== null && namesWhatFollows(text, next as Tokens.List)) this.openHeading.detailsNext = true;
  }

  private addHeadingBlock(text: string, depth: number): void {
    const prev = this.blocks[this.blocks.length - 1];
    const sameRun = prev !== undefined && prev.kind === "heading" && this.openHeading !== null && this.openHeading.depth === depth;
    this.firstHeadingDepth ??= depth;
    if (sameRun && (depth === this.firstHeadingDepth || this.opensOutline(depth))) this.itemDepth = depth;
    this.headings.push({ text, depth });
    // Round 55: "## Bereitschaftsdienst und Notfall" after the practices as "### …" headings that open the answer's outline: a
    // heading above the items' depth closes their run and titles a section of its own. Not under businesses as "## …" with
    // "### Leistungen" below each, where the outline opens above the run.
    if (depth < this.itemDepth && this.itemDepth !== Infinity) {
      this.openHeading = null;
      this.section = text;
      this.lead = text;
      return;
    }
    // Round 29: "### Eher mit Vorsicht" with nothing under it before a deeper heading ("**Elektro Lerchner** (Ort)" and its
    // paragraph) labels the headings that follow, as a bold line on its own labels a list.
    if (this.openHeading !== null && depth > this.openHeading.depth && this.openHeading.block.body === this.openHeading.block.md) {
      this.section = stripInline(this.openHeading.block.md);
      // Round 55: "### 🎨 Besondere Orte" over "**Café Kunstwerk am Finkenherd**": the label is no item of its own (not a
      // business as "## …" over its "### Leistungen").
      if (depth === BOLD_LINE_DEPTH && prev === this.openHeading.block) this.blocks.pop();
    }
    if (!sameRun) this.group++;
    const block: Block = {
      kind: "heading",
      md: text.replace(/^\d{1,2}[.)]\s*/, ""),
      body: text,
      group: this.group,
      order: this.order++,
      lead: sameRun ? prev.lead : this.lead,
      section: this.section,
    };
    this.blocks.push(block);
    this.openHeading = { block, depth };
    this.lead = text;
  }

  private readList(list: Tokens.List, depth = 0, section = this.section): void {
    this.group++;
    const group = this.group;
    const lead = this.lead;
    for (const item of list.items) {
      const own = item.tokens.filter((t) => t.type === "text" || t.type === "paragraph") as (Tokens.Text | Tokens.Paragraph)[];
      const nested = item.tokens.filter((t) => t.type === "list") as Tokens.List[];
      const md = (own[0]?.text ?? "").split("\n")[0]!.trim();
      const details = [...own.map((t) => t.text), ...nested.filter(isDetailsList).map(listText)].join("\n");
      const block: Block = { kind: "item", md, body: details, group, order: this.order++, lead, section };
      this.blocks.push(block);
      for (const sub of nested.filter((n) => !isDetailsList(n))) {
        // Items under a label ("**Für Familien:**", "**Schwabing**") are the businesses;
        // under a business they are its details.
        if (isLabelLine(md) || (isWholeBold(md) && isPlaceName(stripInline(md), this.places))) {
          const saved = this.lead;
          this.lead = md;
          this.readList(sub, depth + 1, stripInline(md));
          this.lead = saved;
        } else {
          block.body += `\n${listText(sub)}`;
        }
      }
    }
  }

  private readTable(table: Tokens.Table): void {
    this.group++;
    const headers = table.header.map((h) => h.text.trim());
    const lead = this.lead;
    if (isComparisonTable(headers)) {
      // "| Kriterium | Praxis A | Praxis B |": the businesses are the column heads.
      headers.slice(1).forEach((h, i) => {
        const column = table.rows.map((r) => `${r[0]?.text ?? ""}: ${r[i + 1]?.text ?? ""}`).join("\n");
        this.blocks.push({ kind: "row", md: h, body: `${h}\n${column}`, group: this.group, order: this.order++, lead, section: this.section, cell: true });
      });
      return;
    }
    const nameColumn = nameColumnOf(headers, table.rows.map((r) => r.map((c) => c.text.trim())));
    const byHeader = NAME_HEADER_RE.test(headerKey(headers[nameColumn] ?? ""));
    // "| Leistung | Richtwert |" prices services: a price list, no businesses (non-businesses.ts).
    if (isPriceList(headers[nameColumn] ?? "", table.rows.map((r) => [r[nameColumn]?.text ?? "", ...r.filter((_, i) => i !== nameColumn).map((c) => c.text)]))) return;
    for (const row of table.rows) {
      const cells = row.map((c) => c.text.trim());
      this.blocks.push({
        kind: "row",
        md: cells[nameColumn] ?? "",
        body: cells.join(" | "),
        group: this.group,
        order: this.order++,
        lead,
        section: this.section,
        cell: true,
        ...(byHeader ? { nameCell: true } : {}),
      });
    }
  }

  private readParagraph(token: Tokens.Paragraph, next: Token | undefined): void {
    const lines = token.text.split("\n").map((l) => l.trim()).filter(Boolean);
    const first = lines[0] ?? "";
    const pseudo = lines.filter((l) => PSEUDO_ITEM_RE.test(l));
    if (pseudo.length >= 2 || (pseudo.length === 1 && lines.length === 1 && !isLabelLine(first.replace(PSEUDO_ITEM_RE, "")))) {
      this.readPseudoItems(lines);
      return;
    }
    const bracketed = boldWithBracket(first.trim());
    const cardName = plainMapCardName(lines);
    // Round 60: "**Weitere Elektriker in der Region:**" over "Elektro Grünen (Grünen), Elektro Bärtschi (Huttwil)": a bold
    // label over lines of its own is read as it is on one line ("**Label:** …"): the lines are running text, no heading's.
    const labelOverLines = lines.length > 1 && isLabelLine(first) && !/^(?:\*\*|__)\d/.test(first);
    if ((isWholeBold(first) || bracketed || cardName) && !labelOverLines) {
      const text = bracketed ? `${bracketed[2]!.trim()} ${bracketed[3]}` : first.replace(/^(\*\*|__)(.+)\1$/, "$2").trim();
      const numbered = /^\d{1,2}[.)]\s+/.test(text);
      // Round 19: "**Lernstudio Birseck**" over "* Nachhilfe in Kleingruppen, alle Hauptfächer." names what the list describes.
      const describesNext = next?.type === "list" && namesWhatFollows(text, next as Tokens.List);
      const titlesNext = next !== undefined && ((next.type === "list" && !this.isDetails(next as Tokens.List) && !describesNext) || next.type === "table");
      // Round 19: "**2. Solarprofi Walgau**" over "* Spezialisiert auf PV mit Speicher": a numbered bold line over
      // plain bullets (none leads with a bold name or a link) is a business with its details, not a list's title.
      const detailsUnder = numbered && lines.length === 1 && next?.type === "list" && isPlainBulletList(next as Tokens.List);
      if ((!titlesNext || detailsUnder) && (lines.length > 1 || numbered || describesNext || (next?.type === "list" && this.isDetails(next as Tokens.List)))) {
        // "**1. Kfz-Meisterbetrieb Quadrate**" with its description: a heading in all but name.
        this.addHeadingBlock(text, BOLD_LINE_DEPTH);
        // Round 22: a list it names ({@link namesWhatFollows}) is its details as well.
        if (detailsUnder || describesNext) this.openHeading!.detailsNext = true;
        this.openHeading!.block.body += lines.length > 1 ? `\n${lines.slice(1).join("\n")}` : "";
        if (lines.length > 1) this.openHeading!.block.notes = lines.slice(1);
        return;
      }
      if (lines.length === 1) {
        // A bold line on its own ("**Zürich Oerlikon**", "**Traditionell:**") labels what follows.
        this.openHeading = null;
        this.section = text.replace(/:$/, "");
        this.lead = text;
        return;
      }
    }
    // Round 11: a paragraph that names a business of its own in bold ("Hinweis: **Y** ist
    // geschlossen") is about that one; it ends the reach of the business heading above.
    const emptyHeading = this.openHeading !== null && !this.openHeading.block.body.includes("\n") && this.blocks[this.blocks.length - 1] === this.openHeading.block;
    const opensAsItem = BOLD_ITEM_LEAD_RE.test(token.text);
    // Round 72: the first paragraph under a heading that names another in bold only after its first sentence ("Spezialisiert
    // auf Photovoltaik. … übernimmt die Anmeldung beim Netzbetreiber **KNG-Kärnten Netz**.") describes the heading's business.
    const othersLater = emptyHeading && !opensAsItem && !namesOtherInBold(firstSentence(token.text));
    if (this.openHeading && ((namesOtherInBold(token.text) && !othersLater) || (emptyHeading && opensAsItem))) {
      // Round 34: "## Locken & Colour" over "**Coiffure Bianca Meier** – …": a heading with nothing of its own under it,
      // right above a paragraph that opens with another bold name and a dash, as an item does ("**Ganzheitliche
      // Rehabilitation** und …" under "### Reha Lindenau" is a feature of it), labels that paragraph (as round 29's empty heading
      // labels the deeper headings after it); it names no business. Round 56: also with the item's town between name and
      // dash, and a name of one word ("## Tischlerei im Ort" over "**Zangerl** in Bach, Ortsteil Stockach – …").
      const heading = this.openHeading.block;
      if (emptyHeading && opensAsItem) {
        this.blocks.pop();
        this.section = stripInline(heading.md);
      }
      this.openHeading = null;
    }
    // The first paragraph under a business's heading describes it ("### Kanzlei X" over "Einzelkanzlei am Hauptplatz …").
    // Round 60: also after the heading's details list ("### Salon Haarzeit" over "- **Adresse:** …", then "Kleiner Salon mit zwei
    // Friseurinnen; …"): the first paragraph of running text under it.
    const opensHeadingBody = this.openHeading !== null && (!this.openHeading.block.body.includes("\n") || (this.openHeading.block.notes !== undefined && !this.openHeading.paragraphSeen && this.openHeading.depth !== BOLD_LINE_DEPTH));
    if (this.openHeading) {
      this.openHeading.paragraphSeen = true;
      this.openHeading.block.body += `\n${token.text}`;
    }
    const heading = this.openHeading ? { heading: this.openHeading.block.md } : {};
    this.prose.push({ md: token.text, order: this.order++, section: this.section, ...(opensHeadingBody ? { opensHeadingBody: true } : {}), ...heading });
    // "WEG-Verwaltung:" labels the list below; other running text ends a label's reach.
    this.section = lines.length === 1 && isLabelLine(first) ? stripInline(first).replace(/:$/, "") : "";
    this.lead = lines[lines.length - 1] ?? "";
    this.paragraphAsItem = opensAsItem;
  }

  private readPseudoItems(lines: string[]): void {
    this.group++;
    let current: Block | null = null;
    for (const line of lines) {
      if (PSEUDO_ITEM_RE.test(line)) {
        current = {
          kind: "item",
          md: line.replace(PSEUDO_ITEM_RE, ""),
          body: line,
          group: this.group,
          order: this.order++,
          lead: this.lead,
          section: this.section,
        };
        this.blocks.push(current);
      } else if (current) {
        current.body += `\n${line}`;
      }
    }
    this.lead = "";
  }
}

/**
 * Round 19: a heading or bold line that names a business ("**Lernstudio Birseck**", "**1. Kanzlei Roth**") over a
 * list describing it ({@link isDescriptionList}); numbered, or a name by its shape (a proper word, no label, advice
 * or phrase: "**Öffnungszeiten**", "**Gut zu wissen**" and "**Tipps:**" label what follows).
 */
function namesWhatFollows(text: string, list: Tokens.List): boolean {
  const numbered = /^\d{1,2}[.)]\s+/.test(text);
  if ((numbered || (!text.endsWith(":") && isPlainProperName(text))) && isDescriptionList(list)) return true;
  // Round 33: "### 1. Tierklinik Ulm-Donautal" over "* Rund-um-die-Uhr-Notdienst für Hunde und Katzen", "* Terminvergabe
  // online", "* Google-Bewertung: 4,4": a numbered heading is an entry of a ranking; a list under it whose items are short
  // or labelled, and none leads with a name of its own (bold, a link, a business's name), says what that entry offers.
  if (numbered && !text.endsWith(":") && list.items.every((i) => !leadsWithName(i.text.split("\n")[0]!.trim()))) return true;
  // Round 22: "**Weingut Lössterrasse Strasser**" over "* **Rebsorten:** …", "* **Ab-Hof-Verkauf:** …": a firm's name by its
  // shape (a trade word and a proper word) over items that each lead with a bold label and its colon is that firm with
  // its details, whatever the labels say (a list's title names a kind or a topic: "**Weingüter am Wagram**").
  return !text.endsWith(":") && isStrongProseName(text) && isBoldLabelList(list);
}

/**
 * Round 22: every item leads with a bold label of one word and its colon ("**Rebsorten:** …", "**Ab-Hof-Verkauf:** …"),
 * none a trade word: "**Hotel Tilman**: …" leads a list of businesses. Round 33: or of up to three words that are no
 * firm's name by their shape ("**Was dich erwartet:** …").
 */
function isBoldLabelList(list: Tokens.List): boolean {
  return list.items.every((i) => {
    const label = BOLD_LABEL_LEAD_RE.exec(i.text.trim())?.[1];
    return label !== undefined && !nameTokens(label).some(isTradeToken) && (!label.includes(" ") || !isStrongProseName(label));
  });
}

const BOLD_LABEL_LEAD_RE = /^(?:\*\*|__)([^\s*_:]+(?: [^\s*_:]+){0,2})(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:)/;

/**
 * Round 19: a list of plain sentences ("* Zwei Fachanwälte für Arbeitsrecht, vertreten …", "* Nachhilfe in
 * Kleingruppen …"): no item leads with a bold run, a link or a label and its colon, and each runs on past
 * a comma or full stop or is six words or more, and none opens with a business's name ("Salon Spiegel in …"). Under a bold line such a list describes what the line
 * names ("**Lernstudio Birseck**" over its offers); a list of businesses leads its items with their names.
 */
function isDescriptionList(list: Tokens.List): boolean {
  // Round 35: "- Kleines Wirtshaus an der Lechtalstraße, bekannt für Wild …", "- Öffnungszeiten: Mi–So ab 17 Uhr.",
  // "- Abholung: jeden zweiten Freitag": a detail after a label of up to three words that is no firm's name, among the
  // sentences, describes the same business as they do.
  const details = list.items.filter((i) => {
    const label = DETAIL_LEAD_RE.exec(i.text.trim())?.[1];
    return label !== undefined && !isStrongProseName(label);
  });
  if (details.length === list.items.length) return false;
  return list.items.every((i) => {
    if (details.includes(i)) return true;
    const line = i.text.split("\n")[0]!.trim();
    // Round 35: words before a dash lead with a name ("Salon Spiegel – …"), not a phrase of lower-case words ("Gemütliche
    // Stube mit wenigen Tischen – am Abend unbedingt reservieren").
    const beforeDash = /^(?:\S+\s+){0,4}\S+(?=\s[–—-]\s)/.exec(line)?.[0];
    if (/^(?:\*\*|__|\[)/.test(line) || /^[^\s:]+(?:\s+[^\s:]+){0,3}:/.test(line) || (beforeDash !== undefined && !/\s\p{Ll}{4,}/u.test(beforeDash))) return false;
    // "- Salon Spiegel in Neu-Ulm, gute Bewertungen": an item that opens with a business's name lists it.
    if (opensWithBusinessName(line)) return false;
    return /[,.;]/.test(line) || line.split(/\s+/).length >= 6;
  });
}

/** An item line that opens with a bold run or a link, or with a business's name by its shape ("Salon Spiegel in …"); a bold label and its colon only when it is a firm's name by its shape. */
function leadsWithName(line: string): boolean {
  // A bold label and its colon ("**Was Sie erwartet:** …", "**Preis**: …") leads a detail; a firm's name so set
  // ("**Advokatur Rheinblick:** …") leads an item of its own.
  const label = BOLD_LABEL_LEAD_RE.exec(line)?.[1];
  if (label !== undefined) return isStrongProseName(label);
  return /^(?:\*\*|__|\[)/.test(line) || opensWithBusinessName(line);
}

/** True when a line opens with a business's name by its shape, read up to its first comma, colon, bracket or dash ("Salon Spiegel in Neu-Ulm, …"). */
function opensWithBusinessName(line: string): boolean {
  // Round 35: "Kleines Wirtshaus an der Lechtalstraße, bekannt für Wild …", "Gemütliche Stube …": an adjective of size or
  // kind, inflected, opens a description of the business, not its name.
  const opener = foldGerman(line.split(/\s/, 1)[0]!);
  if (DESCRIBING_ADJECTIVE_RE.test(opener) || isInflectedAdjective(opener)) return false;
  const first = capitalisedRuns(line.split(/[,;:(–—]/)[0]!)[0];
  return first !== undefined && line.startsWith(first.split(" ")[0]!) && isStrongProseName(first);
}

/** A label of up to three words and its colon leading an item ("Öffnungszeiten:", "**Abholung:**"); group 1 the label. */
const DETAIL_LEAD_RE = /^(?:\*\*|__)?([^\s:*_]+(?:\s+[^\s:*_]+){0,2})(?:(?:\*\*|__)?:|:(?:\*\*|__))\s/;

/** Inflected adjectives of size, style or standing that open a description ("Kleines", "Moderner", "Beliebte"), folded. */
const DESCRIBING_ADJECTIVE_RE = /^(?:klein|gross|modern|fein|schick|zentral|beliebt|bekannt|familiaer|urig|rustikal|etabliert)(?:e|en|er|es|em)$/;

/** A list whose items are details of one business ("Adresse: …", "Telefon: …"). */
function isDetailsList(list: Tokens.List): boolean {
  const labelled = list.items.filter((i) => DETAIL_LABEL_RE.test(i.text.trim())).length;
  return labelled > 0 && labelled * 2 >= list.items.length;
}

/** Round 19: a list of plain bullets: no item leads with a bold run, a link or a label ("Preis:"). */
function isPlainBulletList(list: Tokens.List): boolean {
  return list.items.every((i) => {
    const first = i.text.trim().split("\n")[0]!;
    return !/^(?:\*\*|__|\[)/.test(first) && !/^[^\s:]{1,30}:/.test(first);
  });
}

function listText(list: Tokens.List): string {
  return list.items.map((i) => i.text).join("\n");
}

/** A line that is only a label: "**Für Familien:**", "Traditionell:", "**Fassade:**". */
function isLabelLine(md: string): boolean {
  const t = md.trim();
  return /^(?:\*\*|__)[^*_]{1,80}:\s*(?:\*\*|__)\s*$/.test(t) || /^(?:\*\*|__)[^*_]{1,80}(?:\*\*|__)\s*:\s*$/.test(t) || /^[^*_:]{1,60}:$/.test(t);
}

/**
 * Round 21: "**2. Praxis Sonnenhof** (Rhäzüns)": a bold line with its town or a short remark in brackets after it is a
 * bold line all the same, the bracket read as a heading's ("### Praxis Sonnenhof (Rhäzüns)"). Round 52: "**Augenoptik
 * Reimann** (seit 2024 unter dem neuen Namen „Sehwerk“)" too, however long the bracket, when it gives the business's
 * other name ({@link RENAMED_IN_BRACKET_RE}).
 * @returns the match: group 2 the bold text, group 3 the bracket; null for any other line
 */
function boldWithBracket(line: string): RegExpExecArray | null {
  const bracketed = BOLD_WITH_BRACKET_RE.exec(line);
  return bracketed && (bracketed[3]!.length <= SHORT_BRACKET_CHARS + 2 || RENAMED_IN_BRACKET_RE.test(bracketed[3]!)) ? bracketed : null;
}

const BOLD_WITH_BRACKET_RE = /^(\*\*|__)([^*_]+)\1\s*(\([^()*_]{1,120}\))$/;

/** Characters inside a bracket of a town or a short remark ({@link boldWithBracket}). */
const SHORT_BRACKET_CHARS = 40;

/**
 * Round 51: a bracket that gives the business's other name in quotes ("(seit dem Umzug in den Neubau als „Hausarztzentrum
 * Seckach“ geführt)", "(heute „…“)", "(unter dem Namen „…“)"); round 52: also "(seit 2024 unter dem neuen Namen „…“)"; round 54:
 * also "(seit 2025 „Hautsache“)".
 * Group 1 is the quoted name.
 */
export const RENAMED_IN_BRACKET_RE = /\b(?:als|unter dem (?:neuen |heutigen )?Namen|heute|jetzt|inzwischen|neu|seit \d{4})\s*:?\s*[„"»‚]([^“”"«»‘’]{3,60})[“”"«‘]/u;

/** Round 54: the business's new name in its item's line ("unter dem neuen Namen „Knappenhof“ geführt"). Group 1 is the name. */
export const RENAMED_IN_LINE_RE = /\bunter dem (?:neuen|heutigen) Namen\s+[„"»‚]([^“”"«»‘’]{3,60})[“”"«‘]/u;

/**
 * Round 62: a map card written without bold ("Café Kastenreith" over "Dauerhaft geschlossen", "Jausenstation Grabnerhöhe" over
 * "4,7 ★★★★★ (88) · Jausenstation"): a short plain first line over a card's rating line or closure line is the card's name,
 * read as a bold name over its lines is (its tone from those lines).
 * @returns the name line, or null when the paragraph is no such card
 */
function plainMapCardName(lines: readonly string[]): string | null {
  const [first, second] = lines;
  if (first === undefined || second === undefined || /[*_[\]().:;!?]$|^[-*+#>|]/.test(first) || first.split(/\s+/).length > 8) return null;
  return MAP_CARD_LINE_RE.test(second) ? first : null;
}

/** A map card's second line: its rating and review count (set-apart.ts MAP_CARD_RATING_RE) or its closure ("Dauerhaft geschlossen"). */
const MAP_CARD_LINE_RE = new RegExp(`${MAP_CARD_RATING_RE.source}|^(?:Dauerhaft|Vorübergehend) geschlossen\\b`, "u");

function isWholeBold(line: string): boolean {
  return /^(\*\*|__)[^*_]+\1$/.test(line.trim());
}

/** The depth given a bold line read as a heading ("**Café Stiftsberg**" on its own line): below every markdown heading. */
const BOLD_LINE_DEPTH = 7;

function stripInline(md: string): string {
  return md.replace(/(\*\*|__)/g, "").trim();
}

const RANK_HEADER_RE = /^(#|nr\.?|rang|platz|position|pos\.?)$/;
const PLACE_HEADER_RE = /^(stadtteil|bezirk|quartier|viertel|ort|region|lage|standort|kanton|gemeinde|kreis|stadt)$/;
/**
 * Headers of a name column, folded ("Bäckerei" -> "baeckerei"). Round 66: also a farm ("| Hof | Ort | Tiere |"), before a
 * later column whose header is a trade's word ("Tiere" of "Tierarzt") and lists the animals.
 */
const NAME_HEADER_RE =
  /^(name|namen|anbieter|betrieb|betriebe|unternehmen|firma|praxis|praxen|kanzlei|kanzleien|studio|salon|restaurant|lokal|hotel|unterkunft|cafe|baeckerei|geschaeft|laden|werkstatt|arzt|aerztin|zahnarzt|tierarzt|therapeut|einrichtung|empfehlung|dienstleister|handwerker|makler|schule|fahrschule|klinik|apotheke|bar|weingut|huette|gasthaus|gasthof|hof|hoefe|bauernhof|bauernhoefe|ferienhof|ferienhoefe)$/;
const CRITERION_HEADER_RE = /^(kriterium|kriterien|merkmal|eigenschaft|aspekt|vergleich|kategorie|)$/;

function headerKey(h: string): string {
  return foldGerman(h.replace(/[*_`]/g, "").trim());
}

/**
 * "| Kriterium | Fahrschule A | Fahrschule B |": businesses as column heads. Round 62: also "| Leistung | Physiopraxis Moosblick |
 * Therapiezentrum Donaumoos |", services down the first column, when every other head is a name of two capitalised words or
 * more and half of them or more carry a trade word ("| Leistung | Preis | Dauer |" is a price list).
 */
function isComparisonTable(headers: string[]): boolean {
  if (headers.length < 3) return false;
  const first = headerKey(headers[0]!);
  if (CRITERION_HEADER_RE.test(first)) return true;
  // "Freie Werkstatt im Artland": an adjective before the kind names a kind of business, not one.
  const named = (h: string) => {
    const words = h.trim().split(/\s+/);
    return words.length >= 2 && words.every((w) => /^[\p{Lu}\d&]/u.test(w)) && !isInflectedAdjective(foldGerman(words[0]!).toLowerCase());
  };
  const heads = headers.slice(1);
  // Half of them or more say their trade ("Hairlounge Hondrich" beside "Coiffure Brigitte" and "Barbershop Einigen").
  return SERVICE_HEADER_RE.test(first) && heads.every(named) && heads.filter((h) => nameTokens(h).some(isTradeWord)).length * 2 >= heads.length;
}

/** A first column of services or offers ("Leistung", "Angebot"), folded. */
const SERVICE_HEADER_RE = /^(?:leistung|leistungen|angebot|angebote|service|behandlung|behandlungen)$/;

/**
 * The column that names the businesses: the one column whose every cell is set in bold
 * (assistants bold the names, as in their lists) unless another column's header says names and its own
 * does not; else the first whose header says names
 * (Name, Anbieter, Praxis, Kanzlei …) or a kind of business ("Käserei", "Fahrradgeschäft":
 * a trade word, names.ts), so a later column "Laden" with the shop's hours is none; else the
 * first column that is neither a rank nor a place.
 */
function nameColumnOf(headers: string[], rows: string[][]): number {
  const keys = headers.map(headerKey);
  const bold = headers.map((_, i) => rows.length >= 2 && rows.every((r) => /^(\*\*|__)[^*_].*\1$/.test(r[i] ?? "")));
  const byName = keys.findIndex((k) => NAME_HEADER_RE.test(k) || isTradeHeader(k));
  // Round 17: "| Betrieb | Spezialität |" with the specialities in bold: the header says where the names are;
  // bold in a column headed otherwise is emphasis ("**Grüner Veltliner**").
  if (bold.filter(Boolean).length === 1 && (byName < 0 || bold[byName] || NAME_HEADER_RE.test(keys[bold.indexOf(true)]!) || isTradeHeader(keys[bold.indexOf(true)]!))) return bold.indexOf(true);
  if (byName >= 0) return byName;
  const first = keys.findIndex((k) => !RANK_HEADER_RE.test(k) && !PLACE_HEADER_RE.test(k));
  return first >= 0 ? first : 0;
}

/** A header of one trade word ("kaeserei", "fahrradgeschaeft"), folded. */
function isTradeHeader(key: string): boolean {
  const tokens = nameTokens(key);
  return tokens.length === 1 && isTradeToken(tokens[0]!);
}

/** The text up to its first sentence's end (". ", "! ", "? " before a capital), all of it when it has one sentence. */
function firstSentence(text: string): string {
  const end = /[.!?]\s+(?=[\p{Lu}*_])/u.exec(text);
  return end === null ? text : text.slice(0, end.index + 1);
}

/**
 * True when running text holds a bold run that reads as a name (capitalised, two words
 * or more, no label colon): "Hinweis: **Mystery Haus** ist geschlossen", not "**sehr gut**"
 * or "**Preis:** 20 €".
 */
function namesOtherInBold(text: string): boolean {
  for (const m of text.matchAll(/(\*\*|__)([^*_]+?)\1(\s*:)?/g)) {
    const inner = m[2]!.trim();
    if (m[3] || inner.endsWith(":")) continue;
    const words = inner.split(/\s+/);
    if (words.length >= 2 && words.every((w) => /^[\p{Lu}\d&]/u.test(w))) return true;
  }
  return false;
}
