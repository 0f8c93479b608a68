/**
 * Campaign briefs in Chromium (issue 10): a brand owner writes a brief (its overview in Editor.js,
 * with a heading and an uploaded image), finds it in the list by name, reads it, edits and deletes
 * it; a stranger's view of the brief's address; the list and the form at phone width.
 */
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  browserTest,
  createCompanyViaApi,
  DESKTOP,
  heading,
  PHONE,
  pickEditorTool,
  seedMerchant,
  waitForPath,
  type Stack,
} from '../fixtures';

const UPLOAD_DIR = `/tmp/e2e-uploads-briefs-${process.pid}`;
const test = browserTest({ env: { UPLOAD_DIR } });
afterAll(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

/** A valid 1x1 png. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==',
  'base64',
);

/** A merchant owning a company (ACCOUNT) with one brand under it, both made through POST /companies/new. */
async function seedCompanyWithBrand(stack: Stack, names: { company: string; brand: string }) {
  const merchant = await seedMerchant(stack);
  const companyId = await createCompanyViaApi(stack, merchant.token, { name: names.company, company_role: 'ACCOUNT' });
  const brandId = await createCompanyViaApi(stack, merchant.token, {
    name: names.brand,
    company_role: 'BRAND',
    parent_id: companyId,
  });
  return { ...merchant, companyId, brandId };
}

/** A short brief written through the secondary API. */
async function briefViaApi(stack: Stack, token: string, brandId: string, name: string): Promise<string> {
  const reply = await stack.api<{ brief_id: string }>(
    'POST',
    '/ms/briefs/brief',
    {
      brand_id: brandId,
      brief_name: name,
      platform: 'TIKTOK',
      start_date: '2027-04-01',
      end_date: '2027-04-30',
      key_selling_points: ['Made in Kenya'],
    },
    token,
  );
  if (reply.status !== 201)
    throw new Error(`POST /ms/briefs/brief answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.brief_id;
}

const getBrief = (stack: Stack, token: string, briefId: string) =>
  stack.api('POST', '/ms/briefs/get_brief', { brief_id: briefId }, token);

/** The page scrolls sideways when its content is wider than the viewport. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Chooses an option of a searchable select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a DD/MM/YYYY day into a date field and leaves it; returns what the field then shows. */
async function typeDate(page: Page, label: string, day: string): Promise<string> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(day);
  await field.press('Tab');
  return field.inputValue();
}

describe("a brief's life", () => {
  test('a brand owner writes a brief with a heading and an image, finds it by name, reads, edits, deletes it', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedCompanyWithBrand(stack, { company: 'Savannah Foods', brand: 'Maziwa Fresh' });
    const page = await pageAs(owner, 'brand', DESKTOP);
    const list = `/companies/${owner.companyId}/campaign-briefs`;

    // No brief yet: the empty state, with its call to action.
    await page.goto(list);
    await waitForPath(page, list);
    await heading(page, 'Campaign briefs', 2);
    const empty = page.getByTestId('briefs-empty');
    await empty.getByText('No briefs yet').waitFor();
    // Another brief of the brand, so that the search has something to leave out.
    await briefViaApi(stack, owner.token, owner.brandId, 'Holiday hampers');
    await empty.getByRole('link', { name: 'Create brief' }).click();
    await waitForPath(page, `${list}/create?brand=${owner.brandId}`);
    await heading(page, 'Create a brief', 2);
    await page.getByText('For the brand Maziwa Fresh.').waitFor();

    // The overview: a heading (the header tool's default level, 3), a paragraph and an uploaded image with a caption.
    const overview = page.getByRole('group', { name: 'Overview' });
    const blocks = overview.locator('[contenteditable="true"]');
    await pickEditorTool(page, overview, blocks.first(), 'Heading');
    // A click into the new heading closes the toolbox (while it is open, Enter picks from it instead of adding a
    // block).
    await overview.locator('h3').click();
    await page.mouse.move(0, 0);
    await page.keyboard.type('Fresh from the farm');
    await overview.locator('h3', { hasText: 'Fresh from the farm' }).waitFor();
    await page.keyboard.press('Enter');
    // Editor.js adds the block and moves the caret into it a moment after the key (later on a busy machine): what is
    // typed before that lands in the heading, and the next Enter then makes the second block, not the third.
    await expect.poll(() => blocks.count()).toBe(2);
    await expect.poll(() => blocks.nth(1).evaluate((block) => block.contains(document.activeElement))).toBe(true);
    await page.keyboard.type('Three cold-pressed flavours from Nakuru.');
    await overview.getByText('Three cold-pressed flavours from Nakuru.').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => blocks.count()).toBe(3);
    // Choosing the image tool opens the file chooser at once.
    const choosing = page.waitForEvent('filechooser');
    choosing.catch(() => undefined); // awaited below, once the tool is picked
    await pickEditorTool(page, overview, blocks.last(), 'Image');
    const chooser = await choosing;
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/upload/editor/image') && r.request().method() === 'POST',
    );
    await chooser.setFiles({ name: 'bottles.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    const imageUrl = ((await upload.json()) as { url: string }).url;
    expect(imageUrl).toMatch(/^\/uploads\//);
    await overview.locator(`img[src="${imageUrl}"]`).waitFor();
    await overview.locator('[data-placeholder="Caption"]').click();
    await page.keyboard.type('Our bottles');

    // The rest of the form; Save takes the editors' latest text first (checked on the stored brief below).
    await page.getByRole('textbox', { name: 'Brief name' }).fill('Cold-pressed launch');
    await choose(page, 'Platform', 'Instagram');
    expect(await typeDate(page, 'Start date', '05/03/2027')).toBe('05/03/2027');
    expect(await typeDate(page, 'End date', '20/03/2027')).toBe('20/03/2027');
    expect(await page.getByRole('textbox', { name: 'End date' }).getAttribute('placeholder')).toBe('DD/MM/YYYY');
    // Two empty rows of each list to start with.
    const steps = page.getByRole('list', { name: 'Content creation steps' });
    const points = page.getByRole('list', { name: 'Key selling points' });
    expect(await steps.getByRole('listitem').count()).toBe(2);
    expect(await points.getByRole('listitem').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Step 1', exact: true }).fill('Film the bottle on a sunny table');
    await page.getByRole('textbox', { name: 'Selling point 1', exact: true }).fill('No added sugar');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/ms/briefs/brief') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save brief' }).click();
    const createdReply = await created;
    expect(createdReply.status()).toBe(201);
    const briefId = ((await createdReply.json()) as { brief_id: string }).brief_id;

    // Saved: the brief's own page.
    const detail = `${list}/${briefId}`;
    await waitForPath(page, detail);
    await heading(page, 'Cold-pressed launch', 2);
    await page.getByTestId('toast-success').getByText('The brief "Cold-pressed launch" is saved.').waitFor();
    const stored = await getBrief(stack, owner.token, briefId);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      brief_name: 'Cold-pressed launch',
      brand_id: owner.brandId,
      platform: 'INSTAGRAM',
      start_date: '2027-03-05',
      end_date: '2027-03-20',
      content_creation_steps: ['Film the bottle on a sunny table'],
      key_selling_points: ['No added sugar'],
    });
    expect(stored.body.overview.blocks.map((b: { type: string }) => b.type)).toEqual(['header', 'paragraph', 'image']);
    expect(stored.body.overview.blocks[0].data).toMatchObject({ text: 'Fresh from the farm', level: 3 });
    expect(stored.body.overview.blocks[2].data).toMatchObject({ file: { url: imageUrl }, caption: 'Our bottles' });

    // Read back: the heading is a heading, the image is shown (and its file loads).
    const shown = page.getByRole('region', { name: 'Overview' });
    await shown.getByRole('heading', { name: 'Fresh from the farm', level: 3 }).waitFor();
    await shown.getByText('Three cold-pressed flavours from Nakuru.').waitFor();
    const image = shown.getByRole('img', { name: 'Our bottles' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(imageUrl);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.getByText('05 Mar 2027 – 20 Mar 2027').waitFor();
    expect(
      await page.getByRole('list', { name: 'Content creation steps' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Film the bottle on a sunny table']);
    expect(
      await page.getByRole('list', { name: 'Key selling points' }).getByRole('listitem').allTextContents(),
    ).toEqual(['No added sugar']);

    // The list holds both briefs; searching by name narrows it to this one (and the URL keeps the search).
    await page.getByRole('link', { name: 'Back to the briefs' }).click();
    await waitForPath(page, `${list}?brand=${owner.brandId}`);
    const briefsList = page.getByRole('list', { name: 'Briefs of Maziwa Fresh' });
    const cardLinks = briefsList.getByRole('link');
    await expect.poll(() => cardLinks.allTextContents()).toEqual(['Cold-pressed launch', 'Holiday hampers']);
    await page.getByRole('searchbox', { name: 'Search briefs by name' }).fill('cold-PRESSED');
    await page.waitForURL((url) => url.searchParams.get('name') === 'cold-PRESSED');
    await expect.poll(() => cardLinks.allTextContents()).toEqual(['Cold-pressed launch']);
    await page.getByRole('searchbox', { name: 'Search briefs by name' }).fill('chai');
    await page.getByTestId('briefs-no-match').getByText('No brief matches your search').waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).first().click();
    await expect.poll(() => cardLinks.allTextContents()).toEqual(['Cold-pressed launch', 'Holiday hampers']);
    await page.getByRole('searchbox', { name: 'Search briefs by name' }).fill('launch');
    await expect.poll(() => cardLinks.allTextContents()).toEqual(['Cold-pressed launch']);
    await briefsList.getByRole('link', { name: 'Cold-pressed launch' }).click();
    await waitForPath(page, detail);

    // Edit the name.
    await page.getByRole('button', { name: 'Edit brief' }).click();
    await waitForPath(page, `${detail}?edit=1`);
    await heading(page, 'Edit Cold-pressed launch', 2);
    const name = page.getByRole('textbox', { name: 'Brief name' });
    expect(await name.inputValue()).toBe('Cold-pressed launch');
    await name.fill('Cold-pressed launch, Nairobi');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitForPath(page, detail);
    await heading(page, 'Cold-pressed launch, Nairobi', 2);
    // The overview came through the edit untouched.
    await page
      .getByRole('region', { name: 'Overview' })
      .getByRole('heading', { name: 'Fresh from the farm', level: 3 })
      .waitFor();
    const edited = await getBrief(stack, owner.token, briefId);
    expect(edited.body.brief_name).toBe('Cold-pressed launch, Nairobi');
    // (Save asks the editor for its document again, which stamps a new `time`; the blocks are the same.)
    expect(edited.body.overview.blocks).toEqual(stored.body.overview.blocks);

    // Delete: a confirmation first; cancelling keeps it.
    await page.getByRole('button', { name: 'Delete brief' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete this brief?' });
    await dialog
      .getByText('"Cold-pressed launch, Nairobi" and its files will be deleted. This cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await getBrief(stack, owner.token, briefId)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete brief' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this brief?' });
    await dialog.getByRole('button', { name: 'Delete brief' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForPath(page, `${list}?brand=${owner.brandId}`);
    await page.getByTestId('toast-success').getByText('The brief "Cold-pressed launch, Nairobi" is deleted.').waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Briefs of Maziwa Fresh' }).getByRole('link').allTextContents())
      .toEqual(['Holiday hampers']);
    expect((await getBrief(stack, owner.token, briefId)).status).toBe(404);

    // Its address now reads as not found.
    await page.goto(detail);
    await page.getByTestId('brief-not-found').getByText('Brief not found').waitFor();
    expect(await page.getByText('Cold-pressed launch').count()).toBe(0);
  });
});

describe("a stranger and someone else's brief", () => {
  test('another merchant sees nothing of the brief: not at its address, not under their own company', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedCompanyWithBrand(stack, { company: 'Savannah Foods', brand: 'Maziwa Fresh' });
    const briefId = await briefViaApi(stack, owner.token, owner.brandId, 'Secret harvest plan');
    const stranger = await seedCompanyWithBrand(stack, { company: 'Not Yours Ltd', brand: 'Other Brand' });
    const page = await pageAs(stranger, 'brand', DESKTOP);
    // Whatever the app asks the secondary API, no answer carries the brief.
    const answers: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/ms/')) answers.push(response.text().catch(() => ''));
    });

    // The owner's company: not one of the stranger's, so the page says so and asks for no brief.
    const foreign = `/companies/${owner.companyId}/campaign-briefs/${briefId}`;
    await page.goto(foreign);
    await waitForPath(page, foreign);
    await heading(page, 'Company not found or no access', 1);
    await page.getByTestId('no-access').getByRole('link', { name: 'Go to your companies' }).waitFor();
    expect(await page.getByText('Secret harvest plan').count()).toBe(0);

    // The brief's id under the stranger's own company: the API refuses it and the page reads "not found".
    const own = `/companies/${stranger.companyId}/campaign-briefs/${briefId}`;
    const refused = page.waitForResponse((r) => r.url().endsWith('/ms/briefs/get_brief'));
    await page.goto(own);
    expect([403, 404]).toContain((await refused).status());
    await waitForPath(page, own);
    const notFound = page.getByTestId('brief-not-found');
    await notFound.getByText('Brief not found').waitFor();
    await notFound.getByRole('link', { name: 'See all briefs' }).waitFor();
    expect(await page.getByText('Secret harvest plan').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit brief' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete brief' }).count()).toBe(0);
    const bodies = await Promise.all(answers);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('Secret harvest plan') || body.includes(owner.brandId))).toEqual([]);

    // The owner's brief is untouched.
    expect((await getBrief(stack, owner.token, briefId)).body.brief_name).toBe('Secret harvest plan');
  });
});

describe('at phone width', () => {
  test('the list and the form fit 390 px without sideways scrolling, and a brief can be written there', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedCompanyWithBrand(stack, { company: 'Savannah Foods', brand: 'Maziwa Fresh' });
    await briefViaApi(
      stack,
      owner.token,
      owner.brandId,
      'A rather long brief name for the small screens of the coast region',
    );
    const page = await pageAs(owner, 'brand', PHONE);
    const list = `/companies/${owner.companyId}/campaign-briefs`;

    await page.goto(list);
    await waitForPath(page, list);
    const briefsList = page.getByRole('list', { name: 'Briefs of Maziwa Fresh' });
    await briefsList
      .getByRole('link', { name: 'A rather long brief name for the small screens of the coast region' })
      .waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Create brief' }).first().click();
    await waitForPath(page, `${list}/create?brand=${owner.brandId}`);
    await page.getByRole('group', { name: 'Overview' }).locator('[contenteditable="true"]').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('textbox', { name: 'Brief name' }).fill('Coast pop-up');
    await choose(page, 'Platform', 'TikTok');
    expect(await typeDate(page, 'Start date', '01/06/2027')).toBe('01/06/2027');
    expect(await typeDate(page, 'End date', '15/06/2027')).toBe('15/06/2027');
    await page.getByRole('textbox', { name: 'Selling point 1', exact: true }).fill('Sold on the beach');
    await page.getByRole('textbox', { name: 'Selling point 2', exact: true }).fill('Chilled');
    await page.getByRole('button', { name: 'Move selling point 2 up' }).click();
    expect(await page.getByRole('textbox', { name: 'Selling point 1', exact: true }).inputValue()).toBe('Chilled');
    // A third row left empty is not stored.
    await page.getByRole('button', { name: 'Add a selling point' }).click();
    await page.getByRole('textbox', { name: 'Selling point 3', exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/ms/briefs/brief') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save brief' }).click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    const briefId = ((await reply.json()) as { brief_id: string }).brief_id;
    await waitForPath(page, `${list}/${briefId}`);
    await heading(page, 'Coast pop-up', 2);
    expect(
      await page.getByRole('list', { name: 'Key selling points' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Chilled', 'Sold on the beach']);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect((await getBrief(stack, owner.token, briefId)).body).toMatchObject({
      platform: 'TIKTOK',
      start_date: '2027-06-01',
      end_date: '2027-06-15',
      key_selling_points: ['Chilled', 'Sold on the beach'],
    });
  });
});
