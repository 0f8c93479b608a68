/**
 * Demo briefs and contract templates for the demo brand (issue: briefs and contracts). Everything here is
 * labelled "(demo)" and carries is_demo = true. Seeding is idempotent: a brand that already has demo
 * briefs or templates gets no more.
 */
import { and, eq } from 'drizzle-orm';
import type { RichText } from '@app/shared/rich-text';
import type { Db } from '../client';
import { briefs } from '../schema/briefs';
import { contractTemplates } from '../schema/contracts';
import type { Storage } from '../../infra/storage';

const richOverview: RichText = {
  blocks: [
    { type: 'header', data: { text: 'Fresh from the farm (demo)', level: 2 } },
    {
      type: 'paragraph',
      data: {
        text:
          'Savannah Juice is launching <b>three cold-pressed flavours</b> made with fruit ' +
          'from smallholder farms around Nakuru.',
      },
    },
    { type: 'header', data: { text: 'Who we want to reach', level: 3 } },
    {
      type: 'list',
      data: {
        style: 'unordered',
        items: [
          'Young professionals in Nairobi and Mombasa',
          'Fitness and wellness followers',
          'Parents looking for healthier school snacks',
        ],
      },
    },
  ],
};
const richObjectives: RichText = {
  blocks: [
    { type: 'header', data: { text: 'Objectives', level: 3 } },
    {
      type: 'list',
      data: {
        style: 'ordered',
        items: [
          'Reach 150,000 people in four weeks',
          'Drive 2,000 visits to the online shop',
          'Collect 40 pieces of content we may reuse in ads',
        ],
      },
    },
  ],
};
const termsBody: RichText = {
  blocks: [
    { type: 'header', data: { text: 'Content usage agreement (demo)', level: 2 } },
    {
      type: 'paragraph',
      data: {
        text:
          'The creator grants the brand the right to reuse the content produced for this campaign ' +
          'on its own channels for twelve months.',
      },
    },
    {
      type: 'list',
      data: {
        style: 'ordered',
        items: [
          'Posts stay live for at least 30 days.',
          'Paid partnership labels are used on every post.',
          'Payment is made within 14 days of verified posting.',
        ],
      },
    },
  ],
};

/** A one-page PDF holding a few lines of text: small, valid, made without a PDF library. */
export function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 14 Tf', '56 780 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function seedDemoDocuments(
  db: Db,
  storage: Storage,
  input: { brandId: string; merchantId: string },
): Promise<void> {
  const [anyBrief] = await db
    .select({ id: briefs.id })
    .from(briefs)
    .where(and(eq(briefs.brandId, input.brandId), eq(briefs.isDemo, true)))
    .limit(1);
  if (!anyBrief) {
    const year = new Date().getFullYear() + 1;
    await db.insert(briefs).values([
      {
        brandId: input.brandId,
        name: 'Cold-pressed launch (demo)',
        platform: 'INSTAGRAM',
        niches: ['FOOD', 'FITNESS'],
        startDate: `${year}-02-01`,
        endDate: `${year}-02-28`,
        overview: richOverview,
        objectives: richObjectives,
        callToAction: 'Order a tasting pack at savannahjuice.example',
        contentCreationSteps: [
          'Unbox the tasting pack on camera',
          'Taste each flavour and say which you prefer',
          'Show the drink in your morning routine',
        ],
        keySellingPoints: ['No added sugar', 'Fruit from Kenyan smallholder farms', 'Recyclable glass bottles'],
        handles: ['@savannahjuice'],
        hashtags: ['#ColdPressedKE', '#SavannahJuice'],
        preApproval: true,
        advertiserPreApproval: true,
        isDemo: true,
        createdBy: input.merchantId,
      },
      {
        brandId: input.brandId,
        name: 'Weekend market stories (demo)',
        platform: 'TIKTOK',
        niches: [],
        startDate: `${year}-03-06`,
        endDate: `${year}-03-08`,
        callToAction: 'Visit our stand at the weekend market',
        contentCreationSteps: ['Film a 20-second visit to our stand'],
        keySellingPoints: ['Free tasting all weekend'],
        hashtags: ['#SavannahJuice'],
        isDemo: true,
        createdBy: input.merchantId,
      },
    ]);
  }

  const [anyTemplate] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.companyId, input.brandId), eq(contractTemplates.isDemo, true)))
    .limit(1);
  if (!anyTemplate) {
    const pdf = simplePdf([
      'Creator services agreement (demo)',
      '',
      'This is demo data created by the seed command.',
      '1. The creator publishes the agreed deliverables on the agreed dates.',
      '2. The brand pays the agreed amount within 14 days of verified posting.',
      '3. Either party may end this agreement with 7 days written notice.',
    ]);
    const fileKey = await storage.putPrivate('contract-templates', pdf, 'pdf');
    await db.insert(contractTemplates).values([
      {
        companyId: input.brandId,
        title: 'Creator services agreement (demo)',
        type: 'FILE',
        fileKey,
        fileName: 'creator-services-agreement-demo.pdf',
        fileSize: pdf.length,
        isDemo: true,
        createdBy: input.merchantId,
      },
      {
        companyId: input.brandId,
        title: 'Content usage rights (demo)',
        type: 'TEXT',
        body: termsBody,
        isDemo: true,
        createdBy: input.merchantId,
      },
    ]);
  }
}
