/**
 * The SME reports in the browser at phone width (issue 21, part 4), built through the product's own API and code:
 *
 * - a creator with an account of their own (Kenya, an Instagram reel rate in shillings) sends their identity and
 *   M-Pesa number and staff approve them (the reviewer's decideVerification): a match for automatic selection;
 * - the SME owner buys the Launch package (POST /api/sme/{sme_id}/campaigns) keeping that creator among the chosen
 *   ones (a swap, checked again by the server); the work may start on credit (allowCredit, as staff allow it); the
 *   creator accepts, sends a draft, the owner approves it, the creator posts it and the owner verifies the live post
 *   (content calls with the SME session); two readings are recorded (the reporting module's recordSnapshot);
 * - a second package, Boost, has nothing live yet.
 *
 * The owner opens Reports (both campaigns, the live one's headline numbers), opens the live campaign's report: its
 * three tiles equal the API's totals, the header and the package, the charts and one card per creator; the AI insights
 * modal opens with the page's scrolling locked and closes on the backdrop; Export Report downloads the CSV and the
 * PDF; Back to reports. The Boost campaign's
 * report names its package and shows the labelled sample insights. No page scrolls sideways at 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { allowCredit } from '@app/api/modules/payments/fundings.service';
import { recordSnapshot } from '@app/api/modules/reporting/ingestion.service';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { paths } from '@app/web/paths';
import {
  acceptInvitationViaApi,
  browserTest,
  expectAccessible,
  ok,
  PHONE,
  postMultipart,
  smeMatchingCreator,
  waitForPath,
  type SmeOwner,
  type Stack,
} from '../fixtures';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 600, seed: 21 }) });

const DAY_MS = 86_400_000;
const WIDTH = PHONE.viewport.width;
const STEP = { timeout: 10_000 };

/** How the tiles write figures (spec section 9): compact reach and views, engagement in % with two decimals. */
const compact = (n: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
const percent = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** The form of an SME campaign (whole shillings), starting in a minute. */
const smeForm = (name: string, budget: number) => {
  const start = Date.now() + 60_000;
  return {
    name,
    budget,
    channels: ['INSTAGRAM'],
    start_date: new Date(start).toISOString(),
    end_date: new Date(start + 14 * DAY_MS).toISOString(),
    description: `${name}: fresh from our Nairobi bakery.`,
  };
};

/**
 * The Launch package with our creator among the chosen ones, their first post live and verified by the owner, with
 * two readings; its id, the API's metrics and its status (SME session).
 */
async function liveCampaign(stack: Stack, owner: SmeOwner) {
  const creator = await smeMatchingCreator(stack);
  const form = smeForm('Weekend cakes', 65_000);
  const { name: _name, ...previewForm } = form;
  const preview = await ok(
    stack.api<{ creators: Array<{ influencer_id: number }> }>(
      'POST',
      `/api/sme/${owner.smeId}/campaigns/preview`,
      previewForm,
      owner.token,
    ),
    'the preview',
  );
  const others = preview.creators.map((c) => c.influencer_id).filter((id) => id !== creator.creatorId);
  const kept = [creator.creatorId, ...others.slice(0, preview.creators.length - 1)];
  const created = await ok(
    stack.api<{ id: string; package: string }>(
      'POST',
      `/api/sme/${owner.smeId}/campaigns`,
      { ...form, influencer_ids: kept },
      owner.token,
    ),
    'POST /sme/{sme_id}/campaigns (Launch)',
    201,
  );
  await allowCredit(stack.app.deps, { campaign_id: created.id, note: 'e2e credit' });
  const assignmentId = await acceptInvitationViaApi(stack, creator.token, created.id);
  const draft = await ok(
    postMultipart(stack, `/api/creator/assignments/${assignmentId}/content`, creator.token, {
      caption: 'Weekend cakes, fresh every Saturday',
      post_index: '1',
    }),
    'the draft',
    201,
  );
  await ok(stack.api('POST', `/api/content/${draft.id}/approve`, {}, owner.token), 'approve (SME session)');
  await ok(
    stack.api(
      'POST',
      `/api/creator/content/${draft.id}/live`,
      { post_url: `https://www.instagram.com/reel/${created.id.slice(0, 8)}1/` },
      creator.token,
    ),
    'the live link',
  );
  await ok(stack.api('POST', `/api/content/${draft.id}/verify-live`, undefined, owner.token), 'verify-live (SME)');
  const reading = (impressions: number, reach: number, views: number, likes: number) => ({
    impressions,
    reach,
    views,
    likes,
    comments: Math.round(likes / 10),
    shares: 12,
    saved: 20,
    followers: 25_000,
  });
  await recordSnapshot(stack.database.db, {
    content_id: draft.id,
    captured_at: new Date(Date.now() - 60_000),
    values: reading(9_000, 7_500, 8_200, 400),
    source: 'CSV_IMPORT',
  });
  await recordSnapshot(stack.database.db, {
    content_id: draft.id,
    captured_at: new Date(),
    values: reading(14_800, 12_300, 13_900, 910),
    source: 'CSV_IMPORT',
  });
  const metrics = await ok(
    stack.api<CampaignMetricsResponse>(
      'POST',
      '/api/reporting/campaign_metrics',
      { campaign_id: created.id },
      owner.token,
    ),
    'campaign_metrics (SME)',
  );
  const campaign = await ok(
    stack.api<{ campaign_status_for_merchant: string }>('GET', `/api/campaigns/${created.id}`, undefined, owner.token),
    'GET /campaigns/{id} (SME)',
  );
  return { ...created, metrics: metrics.data, status: campaign.campaign_status_for_merchant };
}

/** The Boost package (creators chosen from the catalogue): nothing live. */
async function packageCampaign(stack: Stack, owner: SmeOwner) {
  return ok(
    stack.api<{ id: string; package: string }>(
      'POST',
      `/api/sme/${owner.smeId}/campaigns`,
      smeForm('Easter hampers', 100_000),
      owner.token,
    ),
    'POST /sme/{sme_id}/campaigns (Boost)',
    201,
  );
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.doc, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  expect(widths.body, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

/** Whether the page's scrolling is locked (Mantine's modal: react-remove-scroll's attribute and overflow hidden). */
function scrollLocked(page: Page) {
  return page.evaluate(
    () => document.body.hasAttribute('data-scroll-locked') && getComputedStyle(document.body).overflow === 'hidden',
  );
}

describe('SME reports at 390 px', () => {
  test("reports list, a live campaign's report with the API's totals, insights modal, back", async ({
    stack,
    smeOwner,
    pageAs,
  }) => {
    const live = await liveCampaign(stack, smeOwner);
    expect(live.package).toBe('Launch');
    const { totals } = live.metrics;
    expect(totals.posts_live).toBe(1);
    expect(totals.reach).toBeGreaterThan(0);
    const bought = await packageCampaign(stack, smeOwner);
    expect(bought.package).toBe('Boost');

    const page = await pageAs(smeOwner, 'sme', PHONE);
    await page.goto(paths.sme.company.reports(smeOwner.smeId));
    await waitForPath(page, paths.sme.company.reports(smeOwner.smeId));
    const cards = page.getByTestId('sme-report-card');
    await expect.poll(() => cards.count(), STEP).toBe(2);
    const liveCard = cards.filter({ hasText: 'Weekend cakes' });
    await liveCard.getByTestId('report-card-figures').waitFor(STEP);
    expect(await liveCard.getByTestId('card-reach').getByTestId('figure-value').textContent()).toBe(
      compact(totals.reach),
    );
    await cards.filter({ hasText: 'Easter hampers' }).getByText('No live posts yet').waitFor(STEP);
    await expectNoSidewaysScroll(page, 'the reports list');
    await expectAccessible(page, 'the SME reports list');

    // The live campaign's report.
    await liveCard.getByRole('link', { name: 'Weekend cakes' }).click();
    await waitForPath(page, paths.sme.company.report(smeOwner.smeId, live.id));
    await page.getByRole('heading', { level: 1, name: 'Weekend cakes' }).waitFor(STEP);
    expect(await page.getByTestId('sme-report-description').textContent()).toBe(
      'Weekend cakes: fresh from our Nairobi bakery.',
    );
    const status = live.status.toLowerCase();
    expect(await page.getByTestId('sme-status-pill').textContent()).toBe(status[0].toUpperCase() + status.slice(1));
    expect(await page.getByTestId('sme-report-dates').textContent()).toMatch(
      /^[A-Z][a-z]{2} \d{2}, \d{4} – [A-Z][a-z]{2} \d{2}, \d{4}$/,
    );

    // The three tiles are the API's totals.
    const stat = (key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');
    await stat('reach').waitFor(STEP);
    expect(await stat('reach').textContent()).toBe(compact(totals.reach));
    expect(await stat('views').textContent()).toBe(compact(totals.views));
    expect(await stat('engagement').textContent()).toBe(percent(totals.engagement_rate));
    // The package it was bought as, and its price as the budget.
    await page.getByTestId('sme-package-tile').getByText('Package', { exact: true }).waitFor(STEP);
    expect(await page.getByTestId('sme-package-name').textContent()).toBe(live.package);
    expect(await page.getByTestId('sme-budget').textContent()).toBe('KES 65,000.00');
    // The charts drawn, and one card per creator.
    for (const chart of ['chart-performance', 'chart-creators', 'audience-age', 'audience-gender'])
      await page.getByTestId(chart).locator('canvas[role="img"]').waitFor(STEP);
    expect(await page.getByTestId('creator-performance-card').count()).toBe(live.metrics.influencers.length);
    await expectNoSidewaysScroll(page, 'the campaign report');
    await expectAccessible(page, 'the SME campaign report');

    // The insights modal: the page's scrolling locked while it is open; the backdrop closes it.
    expect(await scrollLocked(page)).toBe(false);
    await page.getByRole('button', { name: 'AI Insights' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Campaign Insights' });
    await dialog.waitFor(STEP);
    await dialog.getByRole('heading', { name: 'Campaign Performance Analysis' }).waitFor(STEP);
    await dialog.getByRole('heading', { name: 'Top Creator Performance' }).waitFor();
    await dialog.getByRole('heading', { name: 'Next Campaign Recommendations' }).waitFor();
    expect(await dialog.getByTestId('insights-sample').count()).toBe(0);
    await expect.poll(() => scrollLocked(page), STEP).toBe(true);
    await expectNoSidewaysScroll(page, 'the insights modal');
    // A point of the backdrop, outside the dialog: the top-left corner of the screen.
    const box = (await dialog.locator('section').first().boundingBox())!;
    expect(box.x).toBeGreaterThan(4);
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'hidden', ...STEP });
    await expect.poll(() => scrollLocked(page), STEP).toBe(false);

    // Export Report: the server's CSV (SME session) and the PDF made in the browser.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^report-weekend-cakes-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await csvFile.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0].split(',').slice(0, 3)).toEqual(['date', 'campaign', 'creator']);
    expect(lines.length).toBeGreaterThan(1);
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('menuitem', { name: 'PDF' }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(/^report-weekend-cakes-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await extractText(new Uint8Array(await readFile(await pdfFile.path())), { mergePages: true });
    expect(text).toContain('Weekend cakes');
    expect(text).toContain(compact(totals.reach));

    await page.getByRole('link', { name: 'Back to reports' }).click();
    await waitForPath(page, paths.sme.company.reports(smeOwner.smeId));

    // The package campaign's report: its package, and the labelled sample insights (nothing live yet).
    await cards.filter({ hasText: 'Easter hampers' }).getByRole('link').click();
    await waitForPath(page, paths.sme.company.report(smeOwner.smeId, bought.id));
    await page.getByTestId('sme-package-tile').getByText('Package', { exact: true }).waitFor(STEP);
    expect(await page.getByTestId('sme-package-name').textContent()).toBe('Boost');
    await page.getByTestId('report-empty').waitFor(STEP);
    await page.getByRole('button', { name: 'AI Insights' }).click();
    await dialog.getByTestId('insights-sample-badge').waitFor(STEP);
    await dialog.getByRole('button', { name: 'Close the insights' }).click();
    await dialog.waitFor({ state: 'hidden', ...STEP });
  });
});
