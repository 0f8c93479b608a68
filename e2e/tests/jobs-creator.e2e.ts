/**
 * Jobs and bids between two people in two browsers: a merchant (desktop) and a creator on a phone
 * (390 px). Seeded through the API: the merchant's company and brand, and a Kenyan Instagram creator
 * with a complete profile; the merchant publishes an open-selection job through the API. The creator
 * finds it on /creator/jobs, bids through the form (a price per post type, typed in whole units, sent
 * in minor units); the merchant counters on their bid page; the creator sees the counter on
 * /creator/bids/{id} and accepts it; the creator's page reads Accepted and the merchant's ACCEPTED.
 * /creator/jobs, /creator/jobs/{id} and /creator/bids/{id} have no serious or critical axe finding at
 * 390 px. A browser holding an SME session opens the creator portal without being sent to the SME home.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { JobBid } from '@app/shared/jobs';
import {
  browserTest,
  creatorViaApi,
  DESKTOP,
  expectAccessible,
  heading,
  juiceBrandViaApi,
  kes,
  logInAsCreator,
  nairobiDay,
  PHONE,
  waitForPath,
  type Stack,
} from '../fixtures';
import { paths } from '@app/web/paths';

const test = browserTest();

/** The creator session key of apps/web/src/lib/creator-session.ts. */
const CREATOR_SESSION_KEY = 'creatorhub.session.creator';

/** The page never scrolls sideways at phone width. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${name} is wider than the phone`).toBeLessThanOrEqual(PHONE.viewport.width);
}

/**
 * The merchant's company and its brand, and an open-selection job of the brand (two feed posts and a story on
 * Instagram, bidding open), through the API.
 */
async function brandWithJob(stack: Stack) {
  const { merchant, brandId } = await juiceBrandViaApi(stack);
  const day = (days: number) => `${nairobiDay(days)}T09:00:00+03:00`;
  const reply = await stack.api(
    'POST',
    '/api/jobs-marketplace/job',
    {
      brand_id: brandId,
      name: 'Street food series',
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
      tasks: [
        { channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 },
        { channel: 'INSTAGRAM', post_content_type: 'STORY', number: 1 },
      ],
    },
    merchant.token,
  );
  if (reply.status !== 200)
    throw new Error(`POST /jobs-marketplace/job answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { merchant, brandId, jobId: (reply.body as { id: string }).id };
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Creator portal sections' });

describe('a job bid in two browsers', () => {
  test('creator bids on the phone, merchant counters on the desktop, creator accepts; both read accepted', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const { merchant, brandId, jobId } = await brandWithJob(stack);
    const creator = await creatorViaApi(stack);

    // ---- the creator, on a phone: the Jobs section of the bottom navigation ----
    const phone = await openPage(PHONE);
    await logInAsCreator(phone, creator.email);
    await sections(phone).getByRole('link', { name: 'Jobs', exact: true }).click();
    await waitForPath(phone, paths.creator.jobs());
    await heading(phone, 'Jobs', 1);
    expect(await sections(phone).getByRole('link', { name: 'Jobs', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    const card = phone.getByTestId('job-card').filter({ hasText: 'Street food series' });
    await card.waitFor();
    expect(await card.textContent()).toContain(`Budget ${kes(5_000_000)}`);
    expect(await phone.getByRole('link', { name: 'Open jobs' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(phone, 'creator jobs');
    await expectNoSidewaysScroll(phone, 'creator jobs');

    // ---- the job: its facts and the bid form, one price per post type ----
    await card.getByRole('link', { name: 'Bid on Street food series' }).click();
    await waitForPath(phone, paths.creator.job(jobId));
    await heading(phone, 'Street food series', 1);
    expect(await phone.getByTestId('job-task').allTextContents()).toEqual([
      'Instagram: 2 × Feed post',
      'Instagram: 1 × Story',
    ]);
    expect(await phone.getByTestId('job-budget').textContent()).toBe(kes(5_000_000));
    await phone.getByText('Juice Brand', { exact: true }).waitFor();
    await phone.getByText('2 weeks', { exact: true }).waitFor();
    expect(await phone.getByTestId('offer-amount').count()).toBe(2);
    await phone.getByLabel('Instagram: Feed post').fill('10,000');
    await phone.getByLabel('Instagram: Story').fill('2500.50');
    expect(await phone.getByTestId('offer-form-total').textContent()).toBe(kes(1_250_050));
    await expectAccessible(phone, 'creator job with the bid form');
    await expectNoSidewaysScroll(phone, 'creator job');
    const placed = phone.waitForResponse(
      (r) => r.url().endsWith(`/api/creator/jobs/${jobId}/bids`) && r.request().method() === 'POST',
    );
    await phone.getByRole('button', { name: 'Send bid', exact: true }).click();
    const placedReply = await placed;
    expect(placedReply.status()).toBe(201);
    // Whole units with two decimals went out as integer minor units.
    expect(placedReply.request().postDataJSON()).toEqual({
      offer: [
        { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_000_000 },
        { channel: 'INSTAGRAM', post_content_type: 'STORY', amount_minor: 250_050 },
      ],
    });
    const bid = (await placedReply.json()) as JobBid;
    await waitForPath(phone, paths.creator.bid(bid.bid_id));
    await heading(phone, 'Street food series', 1);
    await phone.locator('[data-testid="bid-state"][data-turn="brand"]').waitFor();
    expect(await phone.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
    // The portal keeps the bid inside the Jobs section.
    expect(await sections(phone).getByRole('link', { name: 'Jobs', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    // ---- the merchant, on a desktop: the bid page, a counter-offer ----
    const desktop = await pageAs(merchant, 'brand', DESKTOP);
    const merchantBid = paths.company.bid(brandId, jobId, bid.bid_id);
    await desktop.goto(merchantBid);
    await waitForPath(desktop, merchantBid);
    await heading(desktop, `Bid from ${bid.influencer.name}`, 2);
    expect(await desktop.getByTestId('creator-offer').getByTestId('offer-total').textContent()).toBe(kes(1_250_050));
    await desktop.getByRole('button', { name: 'Counter', exact: true }).click();
    await desktop.getByLabel('Feed post on Instagram').fill('8,000');
    await desktop.getByLabel('Story on Instagram').fill('2,000.25');
    const countered = desktop.waitForResponse(
      (r) => r.url().endsWith('/api/jobs-marketplace/bid') && r.request().method() === 'POST',
    );
    await desktop.getByRole('button', { name: 'Send counter-offer', exact: true }).click();
    expect((await countered).status()).toBe(200);
    await desktop.getByTestId('bid-waiting').waitFor();

    // ---- the creator sees the counter on the bid page and accepts it ----
    await phone.getByRole('link', { name: 'All bids' }).click();
    await waitForPath(phone, paths.creator.bids());
    const bidCard = phone.getByTestId('bid-card').filter({ hasText: 'Street food series' });
    await expect.poll(() => bidCard.getByTestId('bid-turn').textContent()).toBe('Your turn: the brand countered');
    await bidCard.getByRole('link', { name: 'Street food series' }).click();
    await waitForPath(phone, paths.creator.bid(bid.bid_id));
    await phone.locator('[data-testid="bid-state"][data-turn="creator"]').waitFor();
    expect(await phone.getByTestId('brand-offer').getByTestId('offer-total').textContent()).toBe(kes(1_000_025));
    expect(
      await phone
        .getByTestId('bid-history-entry')
        .evaluateAll((entries) =>
          entries.map((e) => `${e.getAttribute('data-role')}:${e.getAttribute('data-action')}`),
        ),
    ).toEqual(['INFLUENCER:BID', 'MERCHANT:COUNTER']);
    await phone.getByRole('button', { name: 'Counter', exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Withdraw', exact: true }).waitFor();
    await expectAccessible(phone, 'creator bid, the creator to answer');
    await expectNoSidewaysScroll(phone, 'creator bid');

    await phone.getByRole('button', { name: 'Accept offer', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: "Accept the brand's offer?" });
    await dialog.getByText(kes(1_000_025), { exact: false }).waitFor();
    const accepted = phone.waitForResponse((r) => r.url().endsWith(`/api/creator/bids/${bid.bid_id}/accept`));
    await dialog.getByRole('button', { name: 'Accept offer', exact: true }).click();
    expect((await accepted).status()).toBe(200);
    await phone.getByTestId('toast-success').getByText('You accepted the offer. The work is in your list.').waitFor();
    await expect.poll(() => phone.getByTestId('bid-status').textContent()).toBe('Accepted');
    expect(await phone.getByTestId('bid-state').textContent()).toContain(`agreed at ${kes(1_000_025)}`);
    expect(await phone.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
    expect(await phone.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await expectAccessible(phone, 'creator bid, accepted');

    // ---- the merchant's side reads ACCEPTED: the API and the bid page ----
    const merchantView = await stack.api<JobBid>(
      'GET',
      `/api/jobs-marketplace/bids/${bid.bid_id}`,
      undefined,
      merchant.token,
    );
    expect(merchantView.status).toBe(200);
    expect(merchantView.body).toMatchObject({
      status: 'ACCEPTED',
      closed_by: 'INFLUENCER',
      current_brand_offer_total_minor: 1_000_025,
    });
    await desktop.reload();
    await waitForPath(desktop, merchantBid);
    await expect.poll(() => desktop.getByTestId('bid-status').textContent()).toBe('Accepted');

    // ---- the agreed work is in the creator's list ----
    await sections(phone).getByRole('link', { name: 'Work', exact: true }).click();
    await waitForPath(phone, paths.creator.work());
    await expect.poll(() => phone.getByTestId('assignment-card').count()).toBe(2);
  }, 120_000);

  test('a browser holding an SME session opens the creator portal; the SME rule still applies outside it', async ({
    stack,
    pageAs,
    smeOwner,
  }) => {
    await brandWithJob(stack);
    const creator = await creatorViaApi(stack);
    const phone = await pageAs(smeOwner, 'sme', PHONE);
    await phone.evaluate(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
      CREATOR_SESSION_KEY,
      creator.token,
    ] as const);
    await phone.goto(paths.creator.jobs());
    await heading(phone, 'Jobs', 1);
    await phone.getByTestId('job-card').first().waitFor();
    await waitForPath(phone, paths.creator.jobs());
    await phone.goto(paths.creator.bids());
    await phone.getByTestId('bids-empty').waitFor();
    await waitForPath(phone, paths.creator.bids());
    // Elsewhere (a brand page, not one of the pages open to anyone) the SME session still sends the visit to the SME
    // dashboard.
    await phone.goto(paths.companies());
    await waitForPath(phone, paths.sme.company.dashboard(smeOwner.smeId));
  });
});
