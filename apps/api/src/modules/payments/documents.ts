/**
 * Invoices and receipts as PDF (pdf-lib): one page, the platform's and the payer's names, the document's number
 * and date, its lines and total in the currency (en-US, 2 fraction digits), and the payment's reference.
 */

export interface DocumentContent {
  title: 'Invoice' | 'Receipt';
  number: string;
  issuedAt: Date;
  /** Who the document is issued by and to. */
  from: string[];
  to: string[];
  /** Label/value lines above the table (PO number, reference, phone). */
  facts: Array<[string, string]>;
  lines: Array<{ label: string; amount: string }>;
  total: { label: string; amount: string };
  note?: string;
}

const MARGIN = 56;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

/** Only what the standard Helvetica font can draw (WinAnsi); anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export async function renderDocument(content: DocumentContent): Promise<Uint8Array> {
  // Loaded with the first document, not with the server: pdf-lib is a few hundred ms of every start (issue 22).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.title} ${content.number}`);
  pdf.setProducer('CreatorHub');
  pdf.setCreationDate(content.issuedAt);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = HEIGHT - MARGIN;
  const text = (value: string, x: number, size = 10, font = regular) =>
    page.drawText(printable(value), { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  const right = (value: string, size = 10, font = regular) =>
    text(value, WIDTH - MARGIN - font.widthOfTextAtSize(printable(value), size), size, font);

  text(`${content.title} ${content.number}`, MARGIN, 20, bold);
  y -= 18;
  text(`Issued ${content.issuedAt.toISOString().slice(0, 10)}`, MARGIN, 10);
  y -= 30;
  const top = y;
  for (const line of content.from) {
    text(line, MARGIN);
    y -= 14;
  }
  const fromEnd = y;
  y = top;
  for (const line of content.to) {
    right(line);
    y -= 14;
  }
  y = Math.min(y, fromEnd) - 16;
  for (const [label, value] of content.facts) {
    text(`${label}:`, MARGIN, 10, bold);
    text(value, MARGIN + 130);
    y -= 14;
  }
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: WIDTH - MARGIN, y: y + 8 }, thickness: 0.5 });
  y -= 8;
  for (const line of content.lines) {
    text(line.label, MARGIN);
    right(line.amount);
    y -= 16;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: WIDTH - MARGIN, y: y + 8 }, thickness: 0.5 });
  y -= 8;
  text(content.total.label, MARGIN, 12, bold);
  right(content.total.amount, 12, bold);
  if (content.note) {
    y -= 36;
    text(content.note, MARGIN, 9);
  }
  return pdf.save();
}
