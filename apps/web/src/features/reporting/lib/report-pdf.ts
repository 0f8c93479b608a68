/**
 * The report as a PDF, made in the browser (decision 024): the title (the campaign's name and period), the stat
 * figures, the charts as the page drew them (PNG images), the creators' table and the insights' texts. A pure
 * function of its input (figures already formatted as the page shows them), so a test reads the PDF back. pdf-lib is
 * large: callers load this module with a dynamic import, when a person asks for the PDF.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ReportPdfChart {
  title: string;
  /** The chart's PNG: a data URL (Chart.js `toBase64Image()`) or its bytes. */
  png: string | Uint8Array;
  /** What the chart shows, in words (printed under it, as the page's hidden table does). */
  summary?: string;
}

export interface ReportPdfInsight {
  /** The modal's section ("Strong performance indicators", ..., "Recommendations: Timing"). */
  section: string;
  platform: string;
  text: string;
  suggestion: string;
}

export interface ReportPdfInput {
  /** The campaign's name (or the brand's, for a range). */
  title: string;
  /** "Jan 05, 2026 – Jan 19, 2026". */
  period: string;
  /** A line under the title: the brand, the number of live posts. */
  subtitle?: string;
  /** Labels under the title ("Simulated data"). */
  notes?: readonly string[];
  /** The stat figures, formatted: [{ label: 'Total reach', value: '2.4M' }, ...]. */
  figures: ReadonlyArray<{ label: string; value: string }>;
  charts: readonly ReportPdfChart[];
  /** The creators' table; `note` says what its short headings mean. */
  creators: { columns: readonly string[]; rows: ReadonlyArray<readonly string[]>; note?: string };
  insights: readonly ReportPdfInsight[];
  /** Where the insights' benchmarks came from. */
  benchmarkSource?: string | null;
  /** When the PDF is made ("Mar 01, 2026"), printed in the footer; `createdAt` is the document's date. */
  generatedOn: string;
  createdAt?: Date;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.13, 0.15, 0.18);
const DIMMED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const CHART_MAX_HEIGHT = 250;

/** The standard fonts speak WinAnsi only: other characters become their base letter ("é" -> "e") or "?". */
function textFor(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/[\r\n\t]+/g, ' '))
      .map((char) => {
        if (known.has(char.codePointAt(0)!)) return char;
        const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return base && Array.from(base).every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
      })
      .join('');
}

/** A page writer: text wrapped to the width, new pages as the content grows, a footer on each page. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly clean: (text: string) => string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  /** Room for `height` more points on this page, else a new page. */
  need(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  /** The lines `text` wraps to within `width` at `size`. */
  wrap(text: string, size: number, font: PDFFont, width: number): string[] {
    const words = this.clean(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the line is cut where it must be.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; after?: number } = {},
  ) {
    const { size = 10, bold = false, color = INK, indent = 0, after = 2 } = options;
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.3;
    for (const line of this.wrap(text, size, font, CONTENT_WIDTH - indent)) {
      this.need(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.25, size, font, color });
    }
    this.y -= after;
  }

  heading(text: string) {
    this.need(40);
    this.gap(10);
    this.text(text, { size: 13, bold: true, after: 4 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.gap(6);
  }

  /** Label and value side by side, in up to four columns. */
  figures(figures: ReadonlyArray<{ label: string; value: string }>) {
    const perRow = Math.min(4, Math.max(1, figures.length));
    const width = CONTENT_WIDTH / perRow;
    for (let start = 0; start < figures.length; start += perRow) {
      this.need(40);
      const top = this.y;
      figures.slice(start, start + perRow).forEach((figure, index) => {
        const x = MARGIN + index * width;
        this.page.drawText(this.fit(figure.label, 9, this.regular, width - 8), {
          x,
          y: top - 11,
          size: 9,
          font: this.regular,
          color: DIMMED,
        });
        this.page.drawText(this.fit(figure.value, 16, this.bold, width - 8), {
          x,
          y: top - 30,
          size: 16,
          font: this.bold,
          color: INK,
        });
      });
      this.y = top - 40;
    }
  }

  /** `text` cut with an ellipsis to fit `width`. */
  fit(text: string, size: number, font: PDFFont, width: number): string {
    const clean = this.clean(text);
    if (font.widthOfTextAtSize(clean, size) <= width) return clean;
    let cut = clean.length;
    while (cut > 0 && font.widthOfTextAtSize(`${clean.slice(0, cut)}...`, size) > width) cut -= 1;
    return `${clean.slice(0, cut)}...`;
  }

  async image(png: string | Uint8Array) {
    const image = await this.pdf.embedPng(png);
    const scale = Math.min(CONTENT_WIDTH / image.width, CHART_MAX_HEIGHT / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.need(height + 4);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    this.gap(6);
  }

  table(columns: readonly string[], rows: ReadonlyArray<readonly string[]>) {
    // The first column (a name) takes what the figures leave.
    const figureWidth = Math.min(72, (CONTENT_WIDTH * 0.7) / Math.max(1, columns.length - 1));
    const widths = columns.map((_, i) => (i === 0 ? CONTENT_WIDTH - figureWidth * (columns.length - 1) : figureWidth));
    const size = 8.5;
    const row = (cells: readonly string[], bold: boolean) => {
      this.need(16);
      this.y -= 14;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const font = bold ? this.bold : this.regular;
        const text = this.fit(cell, size, font, widths[i] - 6);
        // Figures are right-aligned under their heading.
        const left = i === 0 ? x : x + widths[i] - 6 - font.widthOfTextAtSize(text, size);
        this.page.drawText(text, { x: left, y: this.y + 3, size, font, color: bold ? DIMMED : INK });
        x += widths[i];
      });
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: PAGE.width - MARGIN, y: this.y },
        thickness: 0.3,
        color: RULE,
      });
    };
    row(columns, true);
    for (const cells of rows) row(cells, false);
    this.gap(6);
  }

  footer(text: string) {
    this.pages.forEach((page, index) => {
      const label = this.clean(`${text} · page ${index + 1} of ${this.pages.length}`);
      page.drawText(label, { x: MARGIN, y: MARGIN - 20, size: 8, font: this.regular, color: DIMMED });
    });
  }
}

/** The report's PDF bytes. */
export async function buildReportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = textFor(regular);
  pdf.setTitle(clean(`Report: ${input.title}`));
  pdf.setSubject(clean(input.period));
  pdf.setCreator('CreatorHub');
  pdf.setProducer('CreatorHub (pdf-lib)');
  if (input.createdAt) {
    pdf.setCreationDate(input.createdAt);
    pdf.setModificationDate(input.createdAt);
  }

  const w = new Writer(pdf, regular, bold, clean);
  w.text(input.title, { size: 20, bold: true, after: 2 });
  if (input.period) w.text(input.period, { size: 11, color: DIMMED });
  if (input.subtitle) w.text(input.subtitle, { size: 10, color: DIMMED });
  if (input.notes?.length) w.text(input.notes.join(' · '), { size: 9, color: DIMMED });
  w.gap(8);
  w.figures(input.figures);

  for (const chart of input.charts) {
    w.heading(chart.title);
    await w.image(chart.png);
    if (chart.summary) w.text(chart.summary, { size: 8, color: DIMMED });
  }

  if (input.creators.rows.length > 0) {
    w.heading('Creators');
    w.table(input.creators.columns, input.creators.rows);
    if (input.creators.note) w.text(input.creators.note, { size: 8, color: DIMMED });
  }

  w.heading('Insights');
  if (input.insights.length === 0) w.text('No insights yet.', { color: DIMMED });
  let section = '';
  for (const insight of input.insights) {
    if (insight.section !== section) {
      section = insight.section;
      w.gap(4);
      w.text(section, { size: 11, bold: true, after: 3 });
    }
    w.text(`${insight.platform}: ${insight.text}`, { size: 9.5, indent: 8, after: 1 });
    w.text(`Action: ${insight.suggestion}`, { size: 9, indent: 8, color: DIMMED, after: 5 });
  }
  if (input.benchmarkSource) w.text(`Benchmarks: ${input.benchmarkSource}`, { size: 8, color: DIMMED });

  w.footer(`${input.title} · made on ${input.generatedOn}`);
  return pdf.save();
}
