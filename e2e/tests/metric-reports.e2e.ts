/**
 * Post figures (issue 20, part 2 a and b), in two browsers. Seeded through the API: an agreed campaign
 * (agreedCampaignViaApi: a brand, a Kenyan Instagram creator, pre-approval, funded on the sandbox) whose one post is
 * drafted, approved, posted and verified. The creator (a phone, 390 px) opens the work, reports the post's figures
 * with a screenshot and reads "Waiting for the brand"; the brand (a desktop) opens the post's review page, sees the
 * report in Post figures with its screenshot, accepts it after a confirmation; the campaign's
 * POST /api/reporting/campaign_metrics totals then carry it, and the creator reads Accepted without a reload. On the
 * reports page the brand imports a CSV with one bad line (the line's problem is listed, nothing imported), then a
 * good one.
 */
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { PNG_BYTES } from '@app/api/test/helpers';
import { METRICS_CSV_COLUMNS } from '@app/shared/reporting';
import { paths } from '@app/web/paths';
import {
  agreedCampaignViaApi,
  browserTest,
  DESKTOP,
  expectAccessible,
  heading,
  ok,
  PHONE,
  waitForPath,
  type Stack,
} from '../fixtures';

const UPLOAD_DIR = `/tmp/e2e-uploads-metrics-${process.pid}`;
const test = browserTest({ env: { UPLOAD_DIR }, queue: true });
afterAll(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

/** The creator session key of apps/web/src/lib/creator-session.ts. */
const CREATOR_SESSION_KEY = 'creatorhub.session.creator';
const STEP = { timeout: 10_000 };
/** Waits for what the other person's move changes on a page (a live update through the stream). */
const LIVE = { timeout: 20_000 };

interface CampaignTotals {
  data: { totals: { posts_live: number; impressions: number; reach: number; views: number }; sources: string[] };
}

/** A multipart POST with the bearer token; the reply's status and body. */
async function postForm(stack: Stack, url: string, token: string, form: FormData) {
  const res = await fetch(`${stack.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id: string } };
}

/** The campaign's one post: a draft, approved, posted and verified, through the API; its content id and link. */
async function verifiedPostViaApi(stack: Stack) {
  const seeded = await agreedCampaignViaApi(stack);
  const { merchant, creator, assignmentId } = seeded;
  const draft = new FormData();
  draft.append('caption', 'Morning fuel with @juicebrand #FreshJuice #ad');
  draft.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'look.png');
  const sent = await ok(
    postForm(stack, `/api/creator/assignments/${assignmentId}/content`, creator.token, draft),
    'the draft',
    201,
  );
  const contentId = sent.id;
  await ok(stack.api('POST', `/api/content/${contentId}/approve`, {}, merchant.token), 'approving the draft');
  const postUrl = `https://www.instagram.com/p/m${Date.now().toString(36)}/`;
  await ok(
    stack.api('POST', `/api/creator/content/${contentId}/live`, { post_url: postUrl }, creator.token),
    'the live link',
  );
  await ok(stack.api('POST', `/api/content/${contentId}/verify-live`, undefined, merchant.token), 'verifying');
  return { ...seeded, contentId, postUrl };
}

async function openAsCreator(page: Page, token: string, path: string) {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify({ token: value })), [
    CREATOR_SESSION_KEY,
    token,
  ] as const);
  await page.goto(path);
  await waitForPath(page, path);
}

const campaignTotals = (stack: Stack, token: string, campaignId: string) =>
  ok(
    stack.api<CampaignTotals>('POST', '/api/reporting/campaign_metrics', { campaign_id: campaignId }, token),
    'POST /reporting/campaign_metrics',
  );

describe('post figures: reported by the creator, reviewed by the brand, imported from CSV', () => {
  test('the creator reports figures with a screenshot; the brand accepts them and the totals carry them', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const { merchant, brandId, creator, campaign, assignmentId, contentId } = await verifiedPostViaApi(stack);
    const before = await campaignTotals(stack, merchant.token, campaign.id);
    expect(before.data.totals.reach).toBe(0);

    // ---- the creator, on a phone: the verified post's figures ----
    const phone = await openPage(PHONE);
    await openAsCreator(phone, creator.token, paths.creator.assignment(assignmentId));
    await heading(phone, 'Juice launch', 1);
    const card = phone.locator('[data-testid="post-card"][data-post="1"]');
    await card.getByText('Verified: this post is done.', { exact: true }).waitFor();
    const figures = card.getByTestId('post-figures');
    await figures.getByText('No figures reported yet.', { exact: true }).waitFor();
    await figures.getByRole('button', { name: 'Report figures' }).click();
    const form = phone.getByRole('form', { name: 'Report figures of post 1' });
    const typed: Record<string, string> = {
      Impressions: '12,500',
      Reach: '4,000',
      Views: '9100',
      Likes: '80',
      Comments: '10',
      Shares: '6',
      Saves: '4',
      Followers: '25000',
    };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByTestId('evidence-dropzone').locator('input[type="file"]').setInputFiles({
      name: 'insights.png',
      mimeType: 'image/png',
      buffer: PNG_BYTES,
    });
    await form.getByTestId('chosen-evidence').getByText('insights.png', { exact: true }).waitFor();
    await expectAccessible(phone, 'creator work at 390 px, figures form');
    const reported = phone.waitForResponse(
      (r) => r.url().endsWith(`/api/creator/content/${contentId}/metrics`) && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send figures', exact: true }).click();
    const reply = await reported;
    expect(reply.status()).toBe(201);
    expect(await reply.json()).toMatchObject({ reach: 4000, impressions: 12500, review_status: 'PENDING' });
    await phone.getByTestId('toast-success').getByText('Figures sent: the brand checks them next.').waitFor();
    const mine = figures.getByTestId('reading');
    await expect.poll(() => mine.getByTestId('reading-status').textContent(), STEP).toBe('Waiting for the brand');
    // A creator's report counts nowhere until the brand accepts it.
    expect((await campaignTotals(stack, merchant.token, campaign.id)).data.totals.reach).toBe(0);

    // ---- the brand, on a desktop: the review page's Post figures ----
    const desktop = await pageAs(merchant, 'brand', DESKTOP);
    await desktop.goto(paths.company.preApprovalTask(brandId, contentId));
    const panel = desktop.getByTestId('post-figures');
    await panel.getByRole('heading', { name: 'Post figures' }).waitFor();
    const reading = panel.getByTestId('reading');
    await expect.poll(() => reading.getByTestId('reading-status').textContent(), STEP).toBe('Waiting for the brand');
    expect(await reading.getByTestId('reading-source').textContent()).toBe('Reported by the creator');
    expect(await reading.locator('[data-figure="Reach"] dd').textContent()).toBe('4,000');
    // 80 + 10 + 6 + 4 engagements over 4,000 reached.
    expect(await reading.locator('[data-figure="Engagement rate"] dd').textContent()).toBe('2.50%');
    await expectAccessible(desktop, 'content review with post figures');

    await reading.getByRole('button', { name: 'View screenshot' }).click();
    const shot = desktop.getByRole('dialog', { name: /^Screenshot of the figures read / });
    await expect
      .poll(() => shot.getByTestId('evidence-image').evaluate((img) => (img as HTMLImageElement).naturalWidth), STEP)
      .toBe(1);
    await desktop.keyboard.press('Escape');
    await shot.waitFor({ state: 'hidden' });

    await reading.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = desktop.getByRole('dialog', { name: 'Accept these figures?' });
    const accepted = desktop.waitForResponse(
      (r) =>
        r.url().includes('/api/content/metrics/') && r.url().endsWith('/review') && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    expect((await accepted).status()).toBe(200);
    await desktop.getByTestId('toast-success').getByText('Figures accepted: they count in the reports now.').waitFor();
    await expect.poll(() => reading.getByTestId('reading-status').textContent(), STEP).toBe('Accepted');
    expect(await reading.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // ---- the campaign's totals carry the accepted figures ----
    const after = await campaignTotals(stack, merchant.token, campaign.id);
    expect(after.data.totals).toMatchObject({ posts_live: 1, impressions: 12_500, reach: 4_000, views: 9_100 });
    expect(after.data.sources).toContain('CREATOR_REPORTED');

    // ---- and the creator reads Accepted without a reload (the notification makes the readings stale) ----
    await expect.poll(() => mine.getByTestId('reading-status').textContent(), LIVE).toBe('Accepted');
  }, 120_000);

  test('the brand imports a CSV: a bad line is named and nothing imported, then a good file is', async ({
    stack,
    pageAs,
  }) => {
    const { merchant, brandId, campaign, postUrl } = await verifiedPostViaApi(stack);
    const today = new Date().toISOString().slice(0, 10);
    const header = METRICS_CSV_COLUMNS.join(',');
    const desktop = await pageAs(merchant, 'brand', DESKTOP);
    await desktop.goto(paths.company.reports(brandId, { campaign: campaign.id }));
    await desktop.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Import figures from a CSV file' });
    await dialog.getByRole('table', { name: 'Columns of the file, in order' }).waitFor();
    await expectAccessible(desktop, 'import figures dialog');

    const choose = (name: string, text: string) =>
      dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    const importReply = () =>
      desktop.waitForResponse((r) => r.url().endsWith('/api/reporting/imports') && r.request().method() === 'POST');

    await choose('bad.csv', `${header}\n${postUrl},${today},12500,lots,9100,80,10,6,4,25000\n`);
    let replied = importReply();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    expect((await replied).status()).toBe(400);
    const problems = dialog.getByTestId('import-problems');
    await problems.getByText('Nothing was imported').waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual(['Line 2, reach: must be a whole number']);
    expect((await campaignTotals(stack, merchant.token, campaign.id)).data.totals.reach).toBe(0);

    await choose('good.csv', `${header}\n${postUrl},${today},"12,500",4000,9100,80,10,6,4,25000\n`);
    replied = importReply();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    expect((await replied).status()).toBe(200);
    await dialog.getByTestId('import-success').getByText('Imported 1 reading for 1 post.').waitFor();
    expect(await dialog.getByTestId('import-problems').count()).toBe(0);
    const after = await campaignTotals(stack, merchant.token, campaign.id);
    expect(after.data.totals).toMatchObject({ reach: 4_000, impressions: 12_500 });
    expect(after.data.sources).toContain('CSV_IMPORT');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }, 120_000);
});
