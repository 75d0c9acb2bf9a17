import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { strictTranslator } from "@/lib/text/strict-messages";
import type { CheckReportInput } from "./check-report-input";

/**
 * The PDF report of one website check (German, A4), drawn with pdf-lib: a cover with
 * URL, date, score and traffic light, the business kind assumed and an optional agency
 * name; then the most important actions; then every category with its findings,
 * evidence and actions. DejaVu Sans (embedded, subset) carries the umlauts and the
 * status marks. Nothing is stored: the input comes from the visitor's browser.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const COLORS: Record<"green" | "yellow" | "red", RGB> = { green: rgb(0.09, 0.64, 0.29), yellow: rgb(0.79, 0.54, 0.02), red: rgb(0.86, 0.15, 0.15) };
const MUTED = rgb(0.38, 0.4, 0.45);
const TEXT = rgb(0.07, 0.09, 0.15);
// The statuses checkReportInputSchema admits.
const STATUS_MARK: Record<"pass" | "warn" | "fail" | "info", { mark: string; color: RGB }> = {
  pass: { mark: "✓", color: COLORS.green },
  warn: { mark: "!", color: COLORS.yellow },
  fail: { mark: "✗", color: COLORS.red },
  info: { mark: "i", color: MUTED },
};

// The report's own words (messages/de.json "CheckReport"); the findings arrive rendered from the API.
const t = strictTranslator("CheckReport");

let fontBytes: Promise<[Buffer, Buffer]> | null = null;

/** The two DejaVu Sans TTFs from the dejavu-fonts-ttf package, read once per process. */
function loadFonts(): Promise<[Buffer, Buffer]> {
  const dir = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
  fontBytes ??= Promise.all([readFile(path.join(dir, "DejaVuSans.ttf")), readFile(path.join(dir, "DejaVuSans-Bold.ttf"))]);
  return fontBytes;
}

/**
 * Longest word drawn, in characters: a longer one (a URL, a run of letters a visitor's
 * page or browser sent) is cut to its first MAX_WORD_CHARS − 1 characters and "…", before
 * any layout, so one word costs at most a few lines.
 */
export const MAX_WORD_CHARS = 200;

/** Advance widths per character of one font and size, measured once each (fontkit's layout is the slow part of a report). */
const charWidths = new WeakMap<PDFFont, Map<number, Map<string, number>>>();

/**
 * The width of `text` in points: the sum of its characters' advance widths, each
 * measured once per font and size. pdf-lib draws glyphs by their advance widths without
 * kerning, so this is the drawn width (ligatures aside, which only make it narrower).
 */
function measure(font: PDFFont, size: number, text: string): number {
  let bySize = charWidths.get(font);
  if (!bySize) charWidths.set(font, (bySize = new Map()));
  let widths = bySize.get(size);
  if (!widths) bySize.set(size, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, size)));
    total += width;
  }
  return total;
}

/** `word` cut into pieces of at most `width` points, each character measured once (linear in the word's length). */
function cutWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  let pieceWidth = 0;
  for (const char of word) {
    const charWidth = measure(font, size, char);
    if (piece && pieceWidth + charWidth > width) {
      pieces.push(piece);
      piece = "";
      pieceWidth = 0;
    }
    piece += char;
    pieceWidth += charWidth;
  }
  pieces.push(piece);
  return pieces;
}

/** `word`, or its first MAX_WORD_CHARS − 1 characters (by code point) and "…". */
function capWord(word: string): string {
  if (word.length <= MAX_WORD_CHARS) return word;
  return `${Array.from(word).slice(0, MAX_WORD_CHARS - 1).join("")}…`;
}

/**
 * Lines of at most `width` points: words kept whole, a word wider than a line cut by
 * characters, a word longer than MAX_WORD_CHARS shortened first. Each word is measured
 * once (sum of cached character widths), so wrapping is linear in the text's length.
 * @param size font size in points; @param width line width in points
 */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = measure(font, size, " ");
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r/g, "").split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const raw of paragraph.split(/\s+/).filter(Boolean)) {
      let word = capWord(raw);
      let wordWidth = measure(font, size, word);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth > width) {
        const pieces = cutWord(word, font, size, width);
        word = pieces.pop()!;
        lines.push(...pieces);
        wordWidth = measure(font, size, word);
      }
      line = word;
      lineWidth = wordWidth;
    }
    lines.push(line);
  }
  return lines;
}

/** A cursor that writes top to bottom and starts a new page when one is full. */
class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }
  text(text: string, { size = 10, font = this.regular, color = TEXT, indent = 0, gap = 3 }: { size?: number; font?: PDFFont; color?: RGB; indent?: number; gap?: number } = {}) {
    for (const line of wrapText(text, font, size, WIDTH - indent)) {
      this.ensure(size + gap);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
      this.y -= gap;
    }
  }
  space(points: number) {
    this.y -= points;
  }
}

function germanDate(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
}

function cover(w: Writer, input: CheckReportInput) {
  const { result } = input;
  w.text(t("title"), { size: 24, font: w.bold, gap: 10 });
  w.text(result.finalUrl, { size: 12, color: MUTED, gap: 4 });
  w.text(t("checkedAt", { date: germanDate(result.checkedAt) }), { size: 10, color: MUTED, gap: 4 });
  if (input.businessKind) w.text(t("businessKind", { kind: input.businessKind }), { size: 10, color: MUTED, gap: 4 });
  if (input.agencyName) w.text(t("createdBy", { agency: input.agencyName }), { size: 11, font: w.bold, gap: 4 });
  w.space(24);
  const level = result.trafficLight.level;
  const radius = 46;
  w.ensure(2 * radius + 10);
  const cy = w.y - radius;
  w.page.drawCircle({ x: MARGIN + radius, y: cy, size: radius, color: COLORS[level] });
  const score = String(result.overallScore);
  const scoreWidth = w.bold.widthOfTextAtSize(score, 30);
  w.page.drawText(score, { x: MARGIN + radius - scoreWidth / 2, y: cy - 4, size: 30, font: w.bold, color: rgb(1, 1, 1) });
  const of = t("ofHundred");
  w.page.drawText(of, { x: MARGIN + radius - w.regular.widthOfTextAtSize(of, 9) / 2, y: cy - 18, size: 9, font: w.regular, color: rgb(1, 1, 1) });
  w.page.drawText(t("score", { score }), { x: MARGIN + 2 * radius + 20, y: cy + 10, size: 11, font: w.regular, color: MUTED });
  w.page.drawText(t("trafficLight", { level: result.trafficLight.label }), { x: MARGIN + 2 * radius + 20, y: cy - 10, size: 16, font: w.bold, color: COLORS[level] });
  w.y = cy - radius - 20;
  if (result.cappedBy.length) {
    w.text(t("cappedBy"), { font: w.bold, gap: 3 });
    for (const reason of result.cappedBy) w.text(`• ${reason}`, { indent: 10 });
    w.space(8);
  }
  w.text(t("categoriesTitle"), { size: 14, font: w.bold, gap: 6 });
  for (const c of result.categories) w.text(t("categoryLine", { name: c.name, score: c.score, weight: c.weight }), { indent: 10, gap: 4 });
  if (result.actions.length) {
    w.space(10);
    w.text(t("actionsTitle"), { size: 14, font: w.bold, gap: 6 });
    result.actions.slice(0, 8).forEach((a, i) => w.text(`${i + 1}. ${a.text}`, { indent: 10, gap: 4 }));
  }
}

function categories(w: Writer, input: CheckReportInput) {
  for (const category of input.result.categories) {
    w.newPage();
    w.text(t("categoryTitle", { name: category.name, score: category.score }), { size: 16, font: w.bold, gap: 4 });
    if (category.description) w.text(category.description, { color: MUTED });
    w.space(7);
    for (const f of category.findings) {
      const status = STATUS_MARK[f.status];
      w.ensure(40);
      w.space(6);
      w.page.drawText(status.mark, { x: MARGIN, y: w.y - 11, size: 11, font: w.bold, color: status.color });
      const state = t(`status.${f.status}`);
      w.text(f.maxPoints > 0 ? t("findingScored", { label: f.label, state, points: f.points, max: f.maxPoints }) : t("findingInfo", { label: f.label, state }), {
        size: 11,
        font: w.bold,
        indent: 16,
        gap: 3,
      });
      w.text(t("evidence", { evidence: f.evidence }), { indent: 16, color: MUTED });
      if (f.action && f.status !== "pass") w.text(t("action", { action: f.action }), { indent: 16 });
    }
  }
}

function footers(doc: PDFDocument, font: PDFFont, input: CheckReportInput) {
  const pages = doc.getPages();
  const host = new URL(input.result.finalUrl).host;
  pages.forEach((page, i) => {
    const text = input.agencyName
      ? t("footerAgency", { host, agency: input.agencyName, page: i + 1, pages: pages.length })
      : t("footer", { host, page: i + 1, pages: pages.length });
    page.drawText(text, { x: MARGIN, y: 28, size: 8, font, color: MUTED });
  });
}

/**
 * Renders the report.
 * @returns the PDF's bytes
 */
export async function renderCheckReportPdf(input: CheckReportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(t("documentTitle", { host: new URL(input.result.finalUrl).host }));
  doc.setLanguage("de-DE");
  doc.setCreator(input.agencyName ?? "KI-Sichtbarkeit");
  doc.setCreationDate(new Date(input.result.checkedAt));
  const writer = new Writer(doc, regular, bold);
  cover(writer, input);
  categories(writer, input);
  footers(doc, regular, input);
  return doc.save();
}
