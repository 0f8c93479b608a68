import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildReportPdf, type ReportPdfInput } from './report-pdf';

/** A 1x1 PNG, as Chart.js's toBase64Image() gives a chart. */
const PNG =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The strings a page draws (pdf-lib writes standard-font text as hex strings in deflated content streams). */
function pageTexts(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const texts: string[] = [];
  for (const ref of streams) {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const deflated = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
    const bytes = deflated ? inflateSync(stream.contents) : Buffer.from(stream.contents);
    for (const match of bytes.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(match[1], 'hex').toString('latin1'));
  }
  return texts;
}

async function readBack(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return { pdf, text: pdf.getPages().flatMap(pageTexts).join('\n') };
}

const input: ReportPdfInput = {
  title: 'New year detox (demo)',
  period: 'Jan 05, 2026 – Jan 19, 2026',
  subtitle: 'Savannah Juice - Demo · 12 live posts',
  notes: ['Simulated data'],
  figures: [
    { label: 'Total reach', value: '2.4M' },
    { label: 'Total views', value: '5.2M' },
    { label: 'Engagement rate', value: '8.70%' },
  ],
  charts: [
    { title: 'Reach and engagement rate over time', png: PNG, summary: 'Reach from 1,200 to 2,360,003.' },
    { title: 'Impressions by creator', png: PNG },
  ],
  creators: {
    columns: ['Creator', 'Posts', 'Impressions', 'Reach', 'Engagement rate', 'Cost per engagement'],
    rows: [
      ['Wanjiku Kariuki', '2', '120,000', '98,000', '6.20%', '$0.0123'],
      ['Brian Ochieng', '2', '80,000', '61,000', '4.10%', '–'],
    ],
  },
  insights: [
    {
      section: 'Strong performance indicators',
      platform: 'Instagram',
      text: 'Engagement on Instagram was 6.20% vs 3.40% for micro creators.',
      suggestion: 'Keep the creators and formats that drove it.',
    },
    {
      section: 'Recommendations: Budget',
      platform: 'All platforms',
      text: 'Reach cost $1.20 per thousand.',
      suggestion: 'Plan the next campaign with the same mix.',
    },
  ],
  benchmarkSource: 'Default benchmarks (2025 industry reports)',
  generatedOn: 'Mar 01, 2026',
  createdAt: new Date('2026-03-01T08:00:00Z'),
};

describe('buildReportPdf', () => {
  it('writes the title, period, figures, charts, creators and insights, readable back', async () => {
    const { pdf, text } = await readBack(await buildReportPdf(input));
    expect(pdf.getTitle()).toBe('Report: New year detox (demo)');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    for (const shown of [
      'New year detox (demo)',
      'Total reach',
      '2.4M',
      'Total views',
      '5.2M',
      'Engagement rate',
      '8.70%',
      'Reach and engagement rate over time',
      'Impressions by creator',
      'Wanjiku Kariuki',
      '$0.0123',
      'Strong performance indicators',
      'Recommendations: Budget',
      'Action: Keep the creators and formats that drove it.',
      'Benchmarks: Default benchmarks (2025 industry reports)',
    ])
      expect(text).toContain(shown);
    // The charts are images on the page.
    const images = pdf.getPages().flatMap((page) => page.node.Resources()?.lookup(PDFName.of('XObject')) ?? []);
    expect(images.length).toBeGreaterThan(0);
  });

  it('says so when there are no insights, and takes text the standard font cannot write', async () => {
    const { text } = await readBack(
      await buildReportPdf({
        ...input,
        title: 'Café ≥ 10k 🎉 漢字',
        insights: [],
        charts: [],
        creators: { columns: input.creators.columns, rows: [] },
      }),
    );
    expect(text).toContain('Café ? 10k ? ??');
    expect(text).toContain('No insights yet.');
    expect(text).not.toContain('Wanjiku');
  });

  it('runs onto more pages when the insights are many, with a footer on each', async () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...input.insights[0], text: `Insight number ${i + 1}.` }));
    const { pdf, text } = await readBack(await buildReportPdf({ ...input, insights: many }));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(text).toContain('Insight number 80.');
    expect(text).toContain(`page ${pdf.getPageCount()} of ${pdf.getPageCount()}`);
  });
});
