/**
 * The job marketplace in Chromium (issue 12): a brand owner publishes an open-selection job through
 * the start-job screen; a creator (signed up, verified and profiled through the API, in Kenya on
 * Instagram) bids through the API; the owner finds the bid in the job's table, opens it and counters;
 * the creator accepts through the API and the owner's bid page shows it accepted. The jobs list and
 * the start-job form have no serious or critical axe finding at 390 px and do not scroll sideways.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  browserTest,
  creatorViaApi,
  DESKTOP,
  heading,
  nairobiDay,
  PHONE,
  seriousAxeViolations,
  typedDay,
  waitForPath,
  type BrandOwner,
  type Stack,
} from '../fixtures';

const test = browserTest();

/**
 * Polls until the value is as expected, as long as a page's own waits (10 s): lists and figures come from the network.
 */
const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 10_000 });

/** Chooses an option of a searchable select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a DD/MM/YYYY day into a date field and leaves it. */
async function typeDay(page: Page, label: string, day: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(typedDay(day));
  await field.press('Tab');
}

/**
 * The start-job form with its job filled in: Kenya (its currency and minimum budget), the bid window, Instagram and one
 * task.
 */
async function fillJob(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Job name', exact: true }).fill(name);
  await choose(page, 'Country', 'Kenya');
  const budget = page.getByRole('textbox', { name: 'Budget', exact: true });
  // The country's currency and its minimum budget arrive with it.
  await poll(() => budget.inputValue()).not.toBe('');
  expect(await page.getByRole('combobox', { name: 'Budget currency' }).inputValue()).toBe('KES');
  await budget.fill('50,000');
  // Bidding opened yesterday at 09:00 (Nairobi) and closes in a week: creators can bid now.
  await typeDay(page, 'Bidding opens on', nairobiDay(-1));
  await typeDay(page, 'Bidding closes on', nairobiDay(7));
  await typeDay(page, 'Estimated start', nairobiDay(14));
  // A chip: its label is what people click (the checkbox itself is visually hidden).
  const channels = page.getByRole('group', { name: 'Channels' });
  await channels.getByText('Instagram', { exact: true }).click();
  await poll(() => channels.getByRole('checkbox', { name: 'Instagram', exact: true }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Add a task', exact: true }).click();
  const task = page.getByTestId('job-task').first();
  await task.getByRole('combobox', { name: 'Type of post' }).selectOption('POST');
  await task.getByRole('textbox', { name: 'Posts' }).fill('2');
}

/** A published open-selection job of the owner's brand through the API (for the list's phone check). */
async function jobViaApi(stack: Stack, owner: BrandOwner, name: string) {
  const day = (days: number) => `${nairobiDay(days)}T09:00:00+03:00`;
  const reply = await stack.api(
    'POST',
    '/api/jobs-marketplace/job',
    {
      brand_id: owner.companyId,
      name,
      bid_start_date: day(-1),
      bid_end_date: day(7),
      budget_minor: 5_000_000,
      currency: 'KES',
      country: 'KE',
      estimated_campaign_start_date: day(14),
      campaign_period: 'week',
      campaign_duration: 2,
      marketplace_mode: 'influencer_attributes',
      channels: ['INSTAGRAM'],
      tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 }],
    },
    owner.token,
  );
  if (reply.status !== 200)
    throw new Error(`POST /jobs-marketplace/job answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as { id: string };
}

/** Whether the page scrolls sideways: wider than the phone's 390 px (wide tables scroll inside their own box). */
const scrollsSideways = (page: Page) =>
  page.evaluate(
    (width) => document.documentElement.scrollWidth > width || document.body.scrollWidth > width,
    PHONE.viewport.width,
  );

describe('a job', () => {
  test('published via start-job, gets a bid; the brand counters, the creator accepts; bid page: accepted', async ({
    stack,
    brand,
    pageAs,
  }) => {
    const page = await pageAs(brand, 'brand', DESKTOP);
    const start = `/companies/${brand.companyId}/start-job`;
    await page.goto(start);
    await waitForPath(page, start);
    await heading(page, 'Start a job', 2);
    // Open selection is the mode until another is chosen.
    expect(await page.getByRole('radio', { name: 'Open selection' }).isChecked()).toBe(true);
    await fillJob(page, 'Street food series');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    // The published job opens on its page.
    await page.waitForURL(new RegExp(`/companies/${brand.companyId}/jobs/[0-9a-f-]{36}$`));
    const jobId = new URL(page.url()).pathname.split('/').at(-1)!;
    await heading(page, 'Street food series', 2);
    expect(await page.getByTestId('job-status').textContent()).toBe('Open');
    expect(await page.getByTestId('job-budget').textContent()).toBe('KES 50,000.00');
    expect(await page.getByTestId('job-mode').textContent()).toBe('Open selection');
    await page.getByTestId('bids-empty').waitFor();
    // The server holds what the form sent: the tasks expanded, the bid window in Nairobi time.
    const saved = (await stack.api('GET', `/api/jobs-marketplace/jobs/${jobId}`, undefined, brand.token)).body;
    expect(saved).toMatchObject({
      status: 'OPEN',
      country: 'KE',
      currency: 'KES',
      budget_minor: 5_000_000,
      channels: ['INSTAGRAM'],
      accepting_bids: true,
      marketplace_mode: 'influencer_attributes',
    });
    expect(saved.tasks).toEqual([
      { channel: 'INSTAGRAM', post_content_type: 'POST' },
      { channel: 'INSTAGRAM', post_content_type: 'POST' },
    ]);
    expect(new Date(saved.bid_start_date).toISOString()).toBe(
      new Date(`${nairobiDay(-1)}T09:00:00+03:00`).toISOString(),
    );

    // A creator in Kenya on Instagram sees the job and bids KES 10,000 for the feed posts.
    const creator = await creatorViaApi(stack);
    const visible = await stack.api('GET', '/api/creator/jobs', undefined, creator.token);
    expect((visible.body.results as Array<{ id: string }>).map((j) => j.id)).toContain(jobId);
    const placed = await stack.api(
      'POST',
      `/api/creator/jobs/${jobId}/bids`,
      { offer: [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_000_000 }] },
      creator.token,
    );
    expect(placed.status).toBe(201);
    const bidId = placed.body.bid_id as string;
    const creatorName = placed.body.influencer.name as string;

    // The brand sees it in the job's table (after a reload: the page does not hear of bids by itself).
    await page.reload();
    const row = page.getByTestId('bid-row').filter({ hasText: creatorName });
    await row.waitFor();
    expect(await row.getByTestId('bid-creator-offer').textContent()).toBe('KES 10,000.00');
    await row.getByText('Your answer').waitFor();
    await row.getByRole('link', { name: creatorName }).click();
    const bidPath = `/companies/${brand.companyId}/job/${jobId}/bids/${bidId}`;
    await waitForPath(page, bidPath);
    await heading(page, `Bid from ${creatorName}`, 2);
    expect(await page.getByTestId('creator-offer').getByTestId('offer-total').textContent()).toBe('KES 10,000.00');

    // A counter-offer of KES 8,500.50, prefilled with the creator's amount.
    await page.getByRole('button', { name: 'Counter', exact: true }).click();
    const amount = page.getByTestId('counter-amount');
    expect(await amount.inputValue()).toBe('10000');
    await amount.fill('8,500.50');
    expect(await page.getByTestId('counter-total').textContent()).toBe('KES 8,500.50');
    await page.getByRole('button', { name: 'Send counter-offer', exact: true }).click();
    await page.getByTestId('bid-waiting').waitFor();
    expect(await page.getByTestId('brand-offer').getByTestId('offer-total').textContent()).toBe('KES 8,500.50');
    const afterCounter = (await stack.api('GET', `/api/jobs-marketplace/bids/${bidId}`, undefined, brand.token)).body;
    expect(afterCounter).toMatchObject({
      status: 'ONGOING',
      last_role: 'MERCHANT',
      current_brand_offer: [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 850_050 }],
      current_brand_offer_total_minor: 850_050,
    });

    // The creator accepts; the brand's bid page shows the agreement.
    const accepted = await stack.api('POST', `/api/creator/bids/${bidId}/accept`, {}, creator.token);
    expect(accepted.status).toBe(200);
    await page.reload();
    await waitForPath(page, bidPath);
    await poll(() => page.getByTestId('bid-status').textContent()).toBe('Accepted');
    expect(await page.getByTestId('bid-closed').textContent()).toContain(`Accepted by ${creatorName}`);
    expect(
      await page
        .getByTestId('bid-history-entry')
        .evaluateAll((entries) =>
          entries.map((e) => `${e.getAttribute('data-role')}:${e.getAttribute('data-action')}`),
        ),
    ).toEqual(['INFLUENCER:BID', 'MERCHANT:COUNTER', 'INFLUENCER:ACCEPT']);
    expect(await page.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);

    // The jobs list counts it as agreed.
    await page.goto(`/companies/${brand.companyId}/jobs?tab=agreed`);
    const listed = page.getByTestId('job-row').filter({ hasText: 'Street food series' });
    await listed.waitFor();
    expect(await listed.getByTestId('listing-status').textContent()).toBe('Approved');
    expect(await listed.getByTestId('job-bid-price').textContent()).toBe('KES 8,500.50');
  });
});

describe('at 390 px', () => {
  test('the jobs list and the start-job form have no serious or critical axe finding and no sideways scroll', async ({
    stack,
    brand,
    pageAs,
  }) => {
    await jobViaApi(stack, brand, 'Street food series');
    const page = await pageAs(brand, 'brand', PHONE);
    const list = `/companies/${brand.companyId}/jobs`;
    await page.goto(list);
    await waitForPath(page, list);
    await heading(page, 'Jobs', 2);
    await page.getByTestId('job-row').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('link', { name: 'Start a job', exact: true }).click();
    await waitForPath(page, `/companies/${brand.companyId}/start-job`);
    await heading(page, 'Start a job', 2);
    await fillJob(page, 'Phone job');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    // The other modes' parts too.
    await page.getByText('Creator group', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Creator groups' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
