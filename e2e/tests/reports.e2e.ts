/**
 * The brand's reports page in the browser (issue 20), on the demo as a first start seeds it (a smaller catalogue):
 * the completed campaign "New year detox (demo)" with its creators' live posts and their simulated daily readings.
 *
 * 1. The demo brand opens Reports, picks the completed demo campaign from the quick picks (the address then names
 *    it) and sees the five widgets with the API's numbers (POST /api/reporting/campaign_metrics and audience_data,
 *    formatted as the page formats them): the stat cards, the reach and engagement line, the creators' impressions
 *    bars (most first), the audience doughnuts with the top countries, and one metrics card per live post. The figures
 *    are labelled simulated. The insights modal opens with at least one insight. Export CSV downloads the server's
 *    file (a header row, then one row per post and day); Export PDF downloads report-<slug>-<day>.pdf whose text has
 *    the campaign's name and "Total reach". The page has no serious or critical axe finding.
 * 2. On a phone (390 px) the report reads without sideways scrolling; the campaign's details page shows the headline
 *    figures and links to the report.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { DEMO_ACCOUNTS, seedDemo } from '@app/api/db/seed/demo';
import { seedDemoCampaigns } from '@app/api/db/seed/demo-campaigns';
import { DEMO_REPORT_CAMPAIGN, seedDemoReports } from '@app/api/db/seed/demo-reports';
import { byImpressionsDescending, type AudienceResponse, type CampaignMetricsResponse } from '@app/shared/reporting';
import { paths } from '@app/web/paths';
import { browserTest, DESKTOP, expectAccessible, ok, PHONE, waitForPath, type Stack } from '../fixtures';

const test = browserTest({
  // The demo as a first start seeds it, with a smaller catalogue: accounts, campaigns, the completed campaign's live
  // posts and their simulated readings (the product's own seed code, nothing made up here).
  seed: async (stack) => {
    const { db, storage, config } = stack.app.deps;
    await seedDemo(db, config.passwordHashCost, storage);
    await generateCatalogue(db, { count: 300, seed: 42 });
    await seedDemoCampaigns(db, storage);
    await seedDemoReports(stack.app.deps);
  },
});

/** What the user's own move changes on the page. */
const STEP = { timeout: 10_000 };

/** How the report writes figures (spec section 9): compact stat cards, en-US with 2 digits, engagement in %. */
const compact = (n: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
const figure = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
const percent = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

/** The demo brand's session, its brand and the completed demo campaign, through the API. */
async function demoBrand(stack: Stack) {
  const login = await ok(
    stack.api<{ access_token: string; merchant_profile: { last_company_id: string } }>(
      'POST',
      '/api/auth/login/merchant',
      { username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
    ),
    'the demo login',
  );
  const token = login.access_token;
  const brandId = login.merchant_profile.last_company_id;
  const lists = await ok(
    stack.api<{ finished_campaigns: Array<{ id: string; name: string }> }>(
      'GET',
      `/api/campaigns/all/companies/${brandId}`,
      undefined,
      token,
    ),
    'the campaign lists',
  );
  const campaign = lists.finished_campaigns.find((c) => c.name === DEMO_REPORT_CAMPAIGN);
  if (!campaign) throw new Error(`the demo has no completed campaign "${DEMO_REPORT_CAMPAIGN}"`);
  const body = { campaign_id: campaign.id };
  const metrics = await ok(
    stack.api<CampaignMetricsResponse>('POST', '/api/reporting/campaign_metrics', body, token),
    'campaign_metrics',
  );
  const audience = await ok(
    stack.api<AudienceResponse>('POST', '/api/reporting/audience_data', body, token),
    'audience_data',
  );
  return { token, brandId, campaign, metrics: metrics.data, audience: audience.data };
}

/** The rows of a chart's table for screen readers (visually hidden beside the canvas). */
async function chartTable(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

describe('the reports page', () => {
  test("the demo's completed campaign: the five widgets with the API's numbers, insights, CSV and PDF", async ({
    stack,
    pageAs,
  }) => {
    const demo = await demoBrand(stack);
    const { totals } = demo.metrics;
    // The seed's posts are live and read: the report has something to show.
    expect(totals.posts_live).toBeGreaterThan(0);
    expect(demo.metrics.simulated).toBe(true);

    const page = await pageAs({ token: demo.token }, 'brand', DESKTOP);
    await page.goto(paths.company.reports(demo.brandId));
    await waitForPath(page, paths.company.reports(demo.brandId));
    await page.getByTestId('report-choose').waitFor();
    await page.getByTestId('report-quick-pick').filter({ hasText: DEMO_REPORT_CAMPAIGN }).click();
    await waitForPath(page, paths.company.reports(demo.brandId, { campaign: demo.campaign.id }));
    await page.getByTestId('report-title').getByText(DEMO_REPORT_CAMPAIGN, { exact: true }).waitFor(STEP);
    await page.getByTestId('simulated-badge').waitFor();

    // 1. The stat cards.
    const stat = (key: string) => page.getByTestId(`stat-${key}`).getByTestId('stat-value');
    await stat('reach').waitFor(STEP);
    expect(await stat('reach').textContent()).toBe(compact(totals.reach));
    expect(await stat('views').textContent()).toBe(compact(totals.views));
    expect(await stat('engagement').textContent()).toBe(percent(totals.engagement_rate));

    // 2. Reach and engagement over time: a drawn chart, its table one row per day with the API's figures.
    await page.getByTestId('chart-performance').locator('canvas[role="img"]').waitFor(STEP);
    const perDay = await chartTable(page, 'chart-performance');
    expect(perDay).toHaveLength(demo.metrics.performances.label.length);
    expect(perDay.map((row) => row.slice(1))).toEqual(
      demo.metrics.performances.label.map((_, i) => [
        figure(demo.metrics.performances.data.reach[i]),
        percent(demo.metrics.performances.data.engagement_rate[i]),
      ]),
    );

    // 3. The creators' impressions, most first.
    await page.getByTestId('chart-creators').locator('canvas[role="img"]').waitFor(STEP);
    expect(await chartTable(page, 'chart-creators')).toEqual(
      byImpressionsDescending(demo.metrics.influencers).map((c) => [c.name, figure(c.impressions)]),
    );

    // 4. The audience: both doughnuts drawn with the API's shares, and the top countries.
    for (const [testId, shares] of [
      ['audience-age', Object.values(demo.audience.age)],
      ['audience-gender', Object.values(demo.audience.gender)],
    ] as const) {
      await page.getByTestId(testId).locator('canvas[role="img"]').waitFor(STEP);
      const shown = (await chartTable(page, testId)).map((row) => row[1]);
      expect([...shown].sort()).toEqual(shares.map((share) => `${figure(share)}%`).sort());
    }
    if (demo.audience.sample) await page.getByTestId('audience-age').getByText('Sample data').waitFor();
    expect(await page.getByTestId('audience-countries').locator('li').count()).toBe(demo.audience.countries.length);

    // 5. One metrics card per live post (12 at first), each with its figures loaded.
    const cards = page.getByTestId('post-metrics-card');
    const shownCards = Math.min(12, demo.metrics.posts.length);
    await expect.poll(() => cards.count(), STEP).toBe(shownCards);
    await expect.poll(() => page.getByTestId('post-creator').count(), STEP).toBe(shownCards);
    const creatorNames = new Set(demo.metrics.influencers.map((c) => c.name));
    for (const name of await page.getByTestId('post-creator').allTextContents()) expect(creatorNames).toContain(name);
    expect(await cards.first().getByTestId('post-tile').count()).toBe(6);

    await expectAccessible(page, 'the report of the demo campaign');

    // Insights: the modal opens with at least one insight.
    await page.getByTestId('open-insights').click();
    const modal = page.getByRole('dialog', { name: 'Insights' });
    await modal.waitFor(STEP);
    await expect.poll(() => modal.getByTestId('insight-row').count(), STEP).toBeGreaterThan(0);
    await modal.getByTestId('insights-source').waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // CSV: the server's file, a header then one row per live post and day.
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^report-new-year-detox-demo-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await csvFile.path(), 'utf8')).trim().split(/\r?\n/);
    const header = lines[0].split(',');
    expect(header.slice(0, 6)).toEqual(['date', 'campaign', 'creator', 'platform', 'media_type', 'post_url']);
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows.length).toBeGreaterThan(0);
    const at = (name: string) => header.indexOf(name);
    const postDays = rows.map((row) => `${row[at('post_url')]} ${row[at('date')]}`);
    expect(new Set(postDays).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row[at('post_url')])).size).toBe(totals.posts_live);
    for (const row of rows) expect(row[at('date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // PDF: made in the browser, with the campaign's name and the figures.
    const pdfDownload = page.waitForEvent('download');
    await page.getByTestId('export-pdf').click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(/^report-new-year-detox-demo-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await extractText(new Uint8Array(await readFile(await pdfFile.path())), { mergePages: true });
    expect(text).toContain(DEMO_REPORT_CAMPAIGN);
    expect(text).toContain('Total reach');
    expect(text).toContain(compact(totals.reach));
  });

  test('on a phone the report reads without sideways scrolling; the campaign page links to it', async ({
    stack,
    pageAs,
  }) => {
    const demo = await demoBrand(stack);
    const page = await pageAs({ token: demo.token }, 'brand', PHONE);
    const report = paths.company.reports(demo.brandId, { campaign: demo.campaign.id });
    await page.goto(report);
    await waitForPath(page, report);
    await page.getByTestId('stat-reach').waitFor(STEP);
    await page.getByTestId('chart-performance').locator('canvas[role="img"]').waitFor(STEP);
    await expect.poll(() => page.getByTestId('post-creator').count(), STEP).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(paths.company.campaignDetails(demo.brandId, demo.campaign.id));
    const headline = page.getByTestId('report-headline');
    await headline.waitFor(STEP);
    expect(await headline.getByTestId('headline-reach').textContent()).toContain(compact(demo.metrics.totals.reach));
    expect(await headline.getByTestId('headline-posts').textContent()).toContain(
      String(demo.metrics.totals.posts_live),
    );
    await page.getByRole('link', { name: 'Open report' }).click();
    await waitForPath(page, report);
    await page.getByTestId('stat-reach').waitFor(STEP);
  });
});
