/**
 * Contracts in Chromium (issue 10): a brand owner uploads a PDF contract template and writes a text
 * one (Editor.js), previews both and deletes one after a confirmation; then the contracts a campaign
 * made from the templates (made by the server code the campaigns issue will call), listed with
 * creator, campaign and status, and one opened with its text and signature audit trail.
 */
import { readFile, rm } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { simplePdf } from '@app/api/db/seed/demo-documents';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { campaigns } from '@app/api/db/schema/campaigns';
import { creators } from '@app/api/db/schema/creators';
import { createCampaignContracts } from '@app/api/modules/contracts/contracts.service';
import { browserTest, DESKTOP, heading, waitForPath, type BrandOwner, type Stack } from '../fixtures';

const UPLOAD_DIR = `/tmp/e2e-uploads-contracts-${process.pid}`;
const test = browserTest({
  env: { UPLOAD_DIR },
  seed: (stack) => generateCatalogue(stack.database.db, { count: 20, seed: 7 }),
});
afterAll(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

const TERMS_PDF = simplePdf(['Standard terms', 'The creator posts the content agreed in the brief.']);

interface Template {
  id: string;
  title: string;
  type: 'FILE' | 'TEXT';
  body: { blocks: Array<{ type: string; data: Record<string, unknown> }> } | null;
  file: { name: string; size: number } | null;
}

async function templatesViaApi(stack: Stack, owner: BrandOwner): Promise<Template[]> {
  const reply = await stack.api<Template[]>(
    'GET',
    `/api/contract_templates?company_id=${owner.companyId}`,
    undefined,
    owner.token,
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

/** POST /contract_templates as the web app sends it (multipart: the fields, then the PDF of a FILE template). */
async function templateViaApi(
  stack: Stack,
  owner: BrandOwner,
  fields: Record<string, string>,
  pdf?: Buffer,
): Promise<Template> {
  const form = new FormData();
  form.append('company_id', owner.companyId);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (pdf) form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'terms.pdf');
  const res = await fetch(`${stack.baseUrl}/api/contract_templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const body = (await res.json()) as Template;
  if (res.status !== 201) throw new Error(`POST /contract_templates answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A campaign of the company and its contracts, made the way campaign creation will make them (one transaction). */
async function campaignWithContracts(
  stack: Stack,
  companyId: string,
  name: string,
  creatorIds: number[],
  templateIds: string[],
) {
  const day = 86_400_000;
  return stack.database.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        companyId,
        name,
        contractSignatureRequired: true,
        startAt: new Date(Date.now() - day),
        endAt: new Date(Date.now() + 30 * day),
      })
      .returning();
    const made = await createCampaignContracts(stack.app.deps, tx, {
      campaign_id: campaign.id,
      creator_ids: creatorIds,
      template_ids: templateIds,
      by: { name: 'Campaign setup', ip: '203.0.113.5', userAgent: 'e2e campaign setup' },
    });
    return { campaign, contracts: made };
  });
}

/**
 * A PDF preview as a person gets it: the frame's address (a blob: URL) and the bytes its "Download the
 * PDF" link saves (the page's CSP lets frames, not scripts, read blob: URLs).
 */
async function previewedPdf(page: Page, scope: Locator, title: string) {
  const frame = scope.getByTitle(`${title} (PDF)`);
  await frame.waitFor();
  const src = (await frame.getAttribute('src')) ?? '';
  const link = scope.getByRole('link', { name: 'Download the PDF' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile(await download.path());
  return { src, href: await link.getAttribute('href'), fileName: download.suggestedFilename(), bytes };
}

describe('contract templates', () => {
  test('a brand owner uploads a PDF template, writes a text one, previews both, deletes one once confirmed', async ({
    stack,
    brand,
    pageAs,
  }) => {
    const page = await pageAs(brand, 'brand', DESKTOP);
    const path = `/companies/${brand.companyId}/contracts`;
    await page.goto(path);
    await waitForPath(page, path);
    await heading(page, 'Contracts', 2);
    expect(await page.getByRole('tab', { name: 'Templates' }).getAttribute('aria-selected')).toBe('true');
    const empty = page.getByTestId('templates-empty');
    await empty.getByText('No contract templates yet').waitFor();

    // A PDF template.
    await empty.getByRole('button', { name: 'New template' }).click();
    let dialog = page.getByRole('dialog', { name: 'New contract template' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Standard terms');
    expect(await dialog.getByRole('radio', { name: 'PDF file' }).isChecked()).toBe(true);
    await dialog
      .getByLabel('Contract PDF file')
      .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: TERMS_PDF });
    await dialog.getByRole('link', { name: 'terms.pdf' }).waitFor();
    let saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/contract_templates') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create template' }).click();
    expect((await saved).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('toast-success').getByText('The template "Standard terms" is created.').waitFor();
    const rows = page.getByRole('list', { name: 'Contract templates' }).getByRole('listitem');
    const pdfRow = rows.filter({ hasText: 'Standard terms' });
    await pdfRow.getByText('PDF file', { exact: true }).waitFor();
    await pdfRow.getByText(/^No contracts made from it yet/).waitFor();
    let stored = await templatesViaApi(stack, brand);
    expect(stored.map((t) => [t.title, t.type, t.file?.name, t.file?.size])).toEqual([
      ['Standard terms', 'FILE', 'terms.pdf', TERMS_PDF.length],
    ]);

    // A text template, written in the editor: a heading (level 3 by default) and a paragraph.
    await page.getByRole('button', { name: 'New template' }).click();
    dialog = page.getByRole('dialog', { name: 'New contract template' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Usage rights');
    await dialog.getByRole('radio', { name: 'Written text' }).check();
    // Without a text the form asks for one (and sends nothing).
    await dialog.getByRole('button', { name: 'Create template' }).click();
    const bodyError = dialog.getByText("Write the contract's text", { exact: true });
    await bodyError.waitFor();
    // The text, typed and sent at once: Create takes the editor's latest document first (Editor.js itself
    // reports changes only once typing pauses).
    const editor = dialog.getByRole('group', { name: 'Contract text' });
    await editor.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('The brand may reuse the posts for twelve months.');
    saved = page.waitForResponse((r) => r.url().endsWith('/api/contract_templates') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create template' }).click();
    expect((await saved).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('toast-success').getByText('The template "Usage rights" is created.').waitFor();
    const textRow = rows.filter({ hasText: 'Usage rights' });
    await textRow.getByText('Written text', { exact: true }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    stored = await templatesViaApi(stack, brand);
    const usage = stored.find((t) => t.title === 'Usage rights')!;
    expect(usage.type).toBe('TEXT');
    expect(usage.file).toBeNull();
    expect(usage.body!.blocks.map((b) => [b.type, b.data.text])).toEqual([
      ['paragraph', 'The brand may reuse the posts for twelve months.'],
    ]);

    // The PDF's preview: a frame showing the stored PDF from a blob: address.
    await pdfRow.getByRole('button', { name: 'Preview Standard terms' }).click();
    dialog = page.getByRole('dialog', { name: 'Preview: Standard terms' });
    const preview = await previewedPdf(page, dialog, 'Standard terms');
    expect(preview.src).toMatch(/^blob:/);
    expect(preview.href).toBe(preview.src);
    expect(preview.fileName).toBe('terms.pdf');
    expect(preview.bytes.equals(TERMS_PDF)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The text's preview.
    await textRow.getByRole('button', { name: 'Preview Usage rights' }).click();
    dialog = page.getByRole('dialog', { name: 'Preview: Usage rights' });
    await dialog
      .getByTestId('template-preview-text')
      .getByText('The brand may reuse the posts for twelve months.')
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Delete the text template: asked first; cancelling keeps it.
    await textRow.getByRole('button', { name: 'More actions for Usage rights' }).click();
    await page.getByRole('menuitem', { name: 'Delete template' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this template?' });
    await dialog
      .getByText('"Usage rights" will be deleted. Contracts already made from it keep their own copy.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await templatesViaApi(stack, brand)).length).toBe(2);
    await textRow.getByRole('button', { name: 'More actions for Usage rights' }).click();
    await page.getByRole('menuitem', { name: 'Delete template' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this template?' });
    await dialog.getByRole('button', { name: 'Delete template' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('toast-success').getByText('The template "Usage rights" is deleted.').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await textRow.count()).toBe(0);
    expect((await templatesViaApi(stack, brand)).map((t) => t.title)).toEqual(['Standard terms']);
  });
});

describe('contracts', () => {
  test("a campaign's contracts list creator, campaign and status; one opens with its text and audit trail", async ({
    stack,
    brand,
    pageAs,
  }) => {
    const body = {
      blocks: [
        { type: 'header', data: { text: 'Content usage', level: 3 } },
        { type: 'paragraph', data: { text: 'The brand may reuse the posts for twelve months.' } },
      ],
    };
    const text = await templateViaApi(stack, brand, {
      title: 'Usage rights',
      type: 'TEXT',
      body: JSON.stringify(body),
    });
    const file = await templateViaApi(stack, brand, { title: 'Standard terms', type: 'FILE' }, TERMS_PDF);
    const [creator] = await stack.database.db
      .select({ id: creators.id, name: creators.name })
      .from(creators)
      .orderBy(creators.id)
      .limit(1);
    const { campaign, contracts } = await campaignWithContracts(
      stack,
      brand.companyId,
      'Cold-pressed launch',
      [creator.id],
      [text.id, file.id],
    );
    expect(contracts).toHaveLength(2);
    const textContract = contracts.find((c) => c.templateId === text.id)!;
    const fileContract = contracts.find((c) => c.templateId === file.id)!;

    const page = await pageAs(brand, 'brand', DESKTOP);
    const path = `/companies/${brand.companyId}/contracts`;
    await page.goto(path);
    await waitForPath(page, path);
    await page.getByRole('tab', { name: 'Contracts' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'contracts');
    const table = page.getByRole('table', { name: '2 contracts' });
    await table.waitFor();
    const rows = table.getByTestId('contract-row');
    expect(await rows.count()).toBe(2);
    // Creator (the row's link), campaign, template, status, signed at, signer.
    const row = async (template: string) => {
      const found = rows.filter({ hasText: template });
      return [
        await found.getByRole('link').allTextContents(),
        (await found.getByRole('cell').allTextContents()).slice(1),
      ];
    };
    expect(await row('Usage rights')).toEqual([
      [creator.name],
      ['Cold-pressed launch', 'Usage rights', 'Awaiting signature', '—', '—'],
    ]);
    expect(await row('Standard terms')).toEqual([
      [creator.name],
      ['Cold-pressed launch', 'Standard terms', 'Awaiting signature', '—', '—'],
    ]);

    // The status filter: none signed yet.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Signed', exact: true }).click();
    await page.getByTestId('contracts-empty').getByText('No contracts signed').waitFor();
    expect(await page.getByTestId('contract-row').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses', exact: true }).click();
    await page.getByRole('table', { name: '2 contracts' }).waitFor();

    // The text contract: its text, status and the audit trail of its making, with the text's hash.
    const fromApi = await stack.api('GET', `/api/contracts/${textContract.id}`, undefined, brand.token);
    expect(fromApi.status).toBe(200);
    const hash = fromApi.body.text_hash as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await rows.filter({ hasText: 'Usage rights' }).getByRole('link', { name: creator.name }).click();
    const contractPath = `/companies/${brand.companyId}/contracts/${textContract.id}/campaigns/${campaign.id}`;
    await waitForPath(page, contractPath);
    await heading(page, 'Usage rights', 2);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Awaiting signature', { exact: true }).waitFor();
    // (the creator's name follows their avatar's initials)
    await summary.getByText(creator.name).waitFor();
    await summary.getByText(hash, { exact: true }).waitFor();
    const contractText = page.getByRole('region', { name: 'Contract' });
    await contractText.getByRole('heading', { name: 'Content usage', level: 3 }).waitFor();
    await contractText.getByText('The brand may reuse the posts for twelve months.').waitFor();
    const trail = page.getByRole('region', { name: 'Signature audit trail' }).getByTestId('signature-trail');
    await trail.getByText('Created by Campaign setup').waitFor();
    expect(await trail.getByText(/^(Created|Signed|Declined|Voided) by /).count()).toBe(1);
    await trail.getByText('203.0.113.5', { exact: true }).waitFor();
    await trail.getByText('e2e campaign setup', { exact: true }).waitFor();
    await trail.getByText(hash, { exact: true }).waitFor();

    // The PDF contract: the frozen PDF in a frame from a blob: address.
    await page.goto(`/companies/${brand.companyId}/contracts/${fileContract.id}/campaigns/${campaign.id}`);
    await heading(page, 'Standard terms', 2);
    const frozen = await previewedPdf(page, page.getByRole('region', { name: 'Contract' }), 'Standard terms');
    expect(frozen.src).toMatch(/^blob:/);
    expect(frozen.bytes.equals(TERMS_PDF)).toBe(true);

    // The contract under another campaign's address reads as not found.
    const wrong = `/companies/${brand.companyId}/contracts/${textContract.id}/campaigns/${crypto.randomUUID()}`;
    await page.goto(wrong);
    await waitForPath(page, wrong);
    await page.getByTestId('contract-not-found').getByText('Contract not found').waitFor();
    expect(await page.getByText('Content usage').count()).toBe(0);
  });
});
