/**
 * Campaigns in Chromium (issue 11): a campaign created through the API is found under Upcoming,
 * its details show the server's cost, its creators and deliverables, its public page (no login)
 * shows nothing private, and cancelling it with a reason moves it to Completed; drafts are listed,
 * resumed in the wizard at their step and deleted after a confirmation.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Campaign, CampaignDraft } from '@app/shared/campaigns';
import { sumMinor } from '@app/shared/money';
import { generateCatalogue } from '@app/api/db/seed/creators';
import {
  browserTest,
  DESKTOP,
  heading,
  kes,
  nairobiDay,
  pricedCreators,
  shownDay,
  waitForPath,
  type BrandOwner,
  type Stack,
} from '../fixtures';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 120, seed: 11 }) });

/**
 * Polls until the value is as expected, as long as a page's own waits (10 s): lists and figures come from the network.
 */
const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 10_000 });

/** "YYYY-MM-DD" at "HH:mm" in Nairobi, as the wizard sends it. */
const nairobi = (day: string, time: string) => `${day}T${time}:00+03:00`;

/**
 * A campaign of the owner's brand through POST /campaigns, starting in 10 days: three creators with
 * an Instagram feed post price; a feed post each at their price, and two stories each from two of
 * them at a custom rate of KES 1,500.
 */
async function campaignViaApi(stack: Stack, owner: BrandOwner) {
  const creators = await pricedCreators(stack, owner.token, 3);
  const [a, b, c] = creators;
  const start = nairobiDay(10);
  const end = nairobiDay(24);
  const deliverableEnd = nairobiDay(13);
  const reply = await stack.api<Campaign>(
    'POST',
    '/api/campaigns',
    {
      brand_id: owner.companyId,
      name: 'Cold-pressed launch',
      country: 'KE',
      timezone: 'Africa/Nairobi',
      start_date: nairobi(start, '09:00'),
      end_date: nairobi(end, '18:00'),
      platforms: ['INSTAGRAM'],
      budget_minor: 500_000_000,
      currency: 'KES',
      influencer_ids: creators.map((creator) => creator.id),
      description: 'Three cold-pressed flavours from Nakuru, in Nairobi shops from March.',
      call_to_action: 'Find us at your nearest shop',
      selling_points: [{ description: 'No added sugar', row_order: 0 }],
      content_creation_steps: [{ description: 'Film the bottle on a sunny table', row_order: 0 }],
      deliverables: [
        {
          influencer_ids: [a.id, b.id, c.id],
          start_date: nairobi(start, '09:00'),
          end_date: nairobi(deliverableEnd, '18:00'),
          channel: 'INSTAGRAM',
          post_content_type: 'POST',
          bonus_type: 'NONE',
        },
        {
          influencer_ids: [a.id, b.id],
          start_date: nairobi(start, '09:00'),
          end_date: nairobi(deliverableEnd, '18:00'),
          channel: 'INSTAGRAM',
          post_content_type: 'STORY',
          bonus_type: 'FIXED',
          bonus_amount_minor: 150_000,
          number_of_posts: 2,
        },
      ],
    },
    owner.token,
  );
  if (reply.status !== 201) throw new Error(`POST /campaigns answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { campaign: reply.body, creators, start, end };
}

async function draftViaApi(
  stack: Stack,
  owner: BrandOwner,
  draft: { name: string | null; step: number; data: Record<string, unknown> },
): Promise<CampaignDraft> {
  const reply = await stack.api<CampaignDraft>(
    'POST',
    '/api/campaign_drafts',
    { company_id: owner.companyId, ...draft },
    owner.token,
  );
  if (reply.status !== 201)
    throw new Error(`POST /campaign_drafts answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The names of the campaign cards of a tab, in the order shown. */
const cardNames = (page: Page, tab: string) =>
  page
    .getByRole('list', { name: `${tab} campaigns` })
    .getByRole('heading', { level: 3 })
    .allTextContents();

/** Opens a tab of the campaigns page and waits until it is the selected one. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** The amount of a row of the cost breakdown, by its label ("Total", "VAT (15%)"). */
function costRow(section: Locator, page: Page, label: string): Locator {
  return section
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

describe('a created campaign', () => {
  test("Upcoming with the server's cost, creators, deliverables; nothing private in public; cancel: Completed", async ({
    stack,
    brand,
    pageAs,
    openPage,
  }) => {
    const { campaign, creators, start, end } = await campaignViaApi(stack, brand);
    expect(campaign.campaign_status_for_merchant).toBe('UPCOMING');
    // The server's figures: the feed posts at the creators' prices, the stories at the custom rate (2 creators x 2
    // posts x 1,500).
    const posts = sumMinor(creators.map((creator) => creator.postPrice));
    expect(campaign.cost).toMatchObject({
      currency: 'KES',
      deliverables_total_minor: posts + 600_000,
      budget_minor: 500_000_000,
      over_budget_by_minor: 0,
    });
    expect(campaign.cost.total_minor).toBe(
      campaign.cost.deliverables_total_minor + campaign.cost.platform_fee_minor + campaign.cost.vat_minor,
    );

    const page = await pageAs(brand, 'brand', DESKTOP);
    const list = `/companies/${brand.companyId}/campaigns`;
    await page.goto(list);
    await waitForPath(page, list);
    await heading(page, 'Campaigns', 2);
    // Upcoming is the first list with campaigns, so it opens.
    await poll(() => page.getByRole('tab', { name: 'Upcoming', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await poll(() => cardNames(page, 'Upcoming')).toEqual(['Cold-pressed launch']);
    const card = page.getByTestId('campaign-card').filter({ hasText: 'Cold-pressed launch' });
    expect(await card.getByTestId('campaign-status').textContent()).toBe('Upcoming');
    expect(await card.getByTestId('campaign-dates').textContent()).toBe(
      `${shownDay(start)} 09:00 – ${shownDay(end)} 18:00`,
    );
    expect(await card.getByTestId('campaign-budget').textContent()).toBe('KES 5,000,000.00');
    await card.getByText('3 creators', { exact: true }).waitFor();
    // Not ongoing.
    await openTab(page, 'Ongoing');
    await page.getByTestId('campaigns-empty').getByText('No ongoing campaigns').waitFor();
    await openTab(page, 'Upcoming');

    // The details.
    await page
      .getByRole('list', { name: 'Upcoming campaigns' })
      .getByRole('link', { name: 'Cold-pressed launch' })
      .click();
    const details = `/companies/${brand.companyId}/details/${campaign.id}`;
    await waitForPath(page, details);
    await heading(page, 'Cold-pressed launch', 2);
    expect(await page.getByRole('main').getByTestId('campaign-status').first().textContent()).toBe('Upcoming');
    expect(await page.getByRole('main').getByTestId('campaign-dates').textContent()).toBe(
      `${shownDay(start)} 09:00 – ${shownDay(end)} 18:00 (Africa/Nairobi)`,
    );

    // The cost as the server computed it, line by line.
    const cost = page.getByRole('region', { name: 'Budget and cost' });
    await costRow(cost, page, 'Total').waitFor();
    expect(await costRow(cost, page, 'Budget').textContent()).toBe('KES 5,000,000.00');
    expect(await costRow(cost, page, 'Deliverables').textContent()).toBe(kes(campaign.cost.deliverables_total_minor));
    expect(await costRow(cost, page, 'Platform fee (30%)').textContent()).toBe(kes(campaign.cost.platform_fee_minor));
    expect(await costRow(cost, page, 'VAT (15%)').textContent()).toBe(kes(campaign.cost.vat_minor));
    expect(await costRow(cost, page, 'Total').textContent()).toBe(kes(campaign.cost.total_minor));
    expect(await costRow(cost, page, 'Left in budget').textContent()).toBe(
      kes(500_000_000 - campaign.cost.total_minor),
    );

    // The deliverables: a feed post from each creator at their price, two stories from two of them at the custom rate.
    const deliverables = page.getByRole('list', { name: 'Deliverables', exact: true });
    await poll(() =>
      deliverables
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 4 }) })
        .count(),
    ).toBe(2);
    const feed = deliverables.getByRole('listitem', { name: 'Deliverable 1: Instagram · Feed post' });
    await feed.getByText('Standard rate', { exact: true }).waitFor();
    await feed.getByText(kes(posts), { exact: true }).waitFor();
    const feedRows = feed.getByRole('table').getByRole('row');
    for (const creator of creators) {
      const row = feedRows.filter({ hasText: creator.name });
      expect(await row.getByRole('cell').last().textContent()).toBe(kes(creator.postPrice));
    }
    const stories = deliverables.getByRole('listitem', { name: 'Deliverable 2: Instagram · Story' });
    await stories.getByText('Custom rate: KES 1,500.00 per creator', { exact: true }).waitFor();
    await stories.getByText('KES 6,000.00', { exact: true }).waitFor();
    await stories.getByText('2 creators', { exact: true }).waitFor();

    // The creators, each invited.
    const creatorsSection = page.getByRole('region', { name: 'Creators', exact: true });
    const invited = creatorsSection.getByRole('list', { name: 'Creators', exact: true }).getByRole('listitem');
    await poll(() => invited.count()).toBe(3);
    // Two avatars, then +1.
    const [first, second] = campaign.influencers;
    await creatorsSection
      .getByRole('img', { name: `${first.name}, ${second.name} and 1 more creators`, exact: true })
      .waitFor();
    for (const creator of creators)
      await invited.filter({ hasText: creator.name }).getByText('Invited', { exact: true }).waitFor();

    // The public page, in a browser without a session: the campaign's name and texts, nothing private.
    const publicPath = `/public/campaign-details/${campaign.id}`;
    const stranger = await openPage(DESKTOP);
    const publicRequests: string[] = [];
    stranger.on('request', (request) => {
      if (request.url().includes('/api/'))
        publicRequests.push(`${request.url()} ${request.headers().authorization ?? ''}`);
    });
    await stranger.goto(publicPath);
    await waitForPath(stranger, publicPath);
    await heading(stranger, 'Cold-pressed launch', 1);
    await stranger.getByTestId('public-campaign-brand').getByText('Kahawa House', { exact: true }).waitFor();
    await stranger
      .getByRole('region', { name: 'About the campaign' })
      .getByText('Three cold-pressed flavours from Nakuru, in Nairobi shops from March.')
      .waitFor();
    await stranger.getByRole('region', { name: 'Call to action' }).getByText('Find us at your nearest shop').waitFor();
    expect(await stranger.getByTestId('campaign-dates').textContent()).toBe(
      `${shownDay(start)} 09:00 – ${shownDay(end)} 18:00 (Africa/Nairobi)`,
    );
    const shown = (await stranger.locator('body').innerText()).toLowerCase();
    for (const secret of ['kes', 'budget', 'total', 'vat', 'contract', ...creators.map((c) => c.name.toLowerCase())])
      expect(shown).not.toContain(secret);
    // Nothing private reaches the browser either, and nothing was asked with a bearer.
    const reply = await fetch(`${stack.baseUrl}/api/public/campaigns/${campaign.id}`);
    expect(reply.status).toBe(200);
    const answer = (await reply.json()) as { metrics: Record<string, unknown> };
    expect(Object.keys(answer).sort()).toEqual(
      [
        'brand_logo',
        'brand_name',
        'call_to_action',
        'campaign_status_for_merchant',
        'description',
        'end_date',
        'id',
        'metrics',
        'name',
        'platforms',
        'start_date',
        'thumbnail',
        'timezone',
      ].sort(),
    );
    // The live posts' headline figures only: no costs.
    expect(Object.keys(answer.metrics).sort()).toEqual(
      ['engagement_rate', 'impressions', 'posts_live', 'reach', 'simulated', 'views'].sort(),
    );
    expect(publicRequests.filter((r) => r.includes('Bearer'))).toEqual([]);

    // The details' own link opens the same page.
    await page.getByRole('link', { name: 'Open public page' }).click();
    await waitForPath(page, publicPath);
    await heading(page, 'Cold-pressed launch', 1);
    await page.goBack();
    await waitForPath(page, details);

    // Cancelling asks for a reason first.
    await page.getByRole('button', { name: 'Cancel campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this campaign?' });
    await dialog.getByText('it moves to the Completed list as Cancelled.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel campaign' }).click();
    await dialog.getByText('Say why the campaign is cancelled', { exact: true }).waitFor();
    expect(
      (await stack.api<Campaign>('GET', `/api/campaigns/${campaign.id}`, undefined, brand.token)).body
        .campaign_status_for_merchant,
    ).toBe('UPCOMING');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The bottles are delayed at the port');
    const cancelled = page.waitForResponse(
      (r) => r.url().endsWith(`/api/campaigns/${campaign.id}/cancel`) && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Cancel campaign' }).click();
    expect((await cancelled).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('toast-success').getByText('“Cold-pressed launch” is cancelled.').waitFor();
    await page.getByTestId('cancelled-note').waitFor();
    await poll(() => page.getByRole('main').getByTestId('campaign-status').first().textContent()).toBe('Cancelled');
    // A second cancel is not offered (and the server refuses one).
    expect(await page.getByRole('button', { name: 'Cancel campaign' }).count()).toBe(0);
    expect(
      (await stack.api('POST', `/api/campaigns/${campaign.id}/cancel`, { reason: 'Again' }, brand.token)).status,
    ).toBe(409);

    // Back to the list it is now in: Completed, as Cancelled; Upcoming is empty.
    await page.getByRole('link', { name: 'Back to the campaigns' }).click();
    await waitForPath(page, `${list}?tab=completed`);
    await poll(() => cardNames(page, 'Completed')).toEqual(['Cold-pressed launch']);
    expect(
      await page
        .getByTestId('campaign-card')
        .filter({ hasText: 'Cold-pressed launch' })
        .getByTestId('campaign-status')
        .textContent(),
    ).toBe('Cancelled');
    await openTab(page, 'Upcoming');
    await page.getByTestId('campaigns-empty').getByText('No upcoming campaigns').waitFor();
  });
});

describe('drafts', () => {
  test('are listed under Drafts, resumed in the wizard at their step, and deleted after a confirmation', async ({
    stack,
    brand,
    pageAs,
  }) => {
    const named = await draftViaApi(stack, brand, {
      name: 'Half-done launch',
      step: 1,
      data: { name: 'Half-done launch', start_date: null, budget_minor: 25_000_000 },
    });
    const untitled = await draftViaApi(stack, brand, { name: null, step: 0, data: {} });

    const page = await pageAs(brand, 'brand', DESKTOP);
    const list = `/companies/${brand.companyId}/campaigns`;
    await page.goto(`${list}?tab=drafts`);
    await waitForPath(page, `${list}?tab=drafts`);
    const rows = page.getByRole('list', { name: 'Campaign drafts' }).getByRole('listitem');
    // Last changed first.
    await poll(() => rows.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Untitled draft',
      'Half-done launch',
    ]);
    await rows
      .filter({ hasText: 'Half-done launch' })
      .getByText(/^Step 2 · Last changed /)
      .waitFor();
    await rows
      .filter({ hasText: 'Untitled draft' })
      .getByText(/^Step 1 · Last changed /)
      .waitFor();

    // Resume opens the wizard at the draft's step, with what it holds.
    await page.getByRole('link', { name: 'Resume Half-done launch' }).click();
    await waitForPath(page, `/companies/${brand.companyId}/create?draft=${named.id}`);
    await heading(page, 'Resume a campaign draft', 2);
    await poll(() => page.getByTestId('wizard-step-heading').textContent()).toBe('Step 2 of 5: Details');
    expect(await page.getByRole('textbox', { name: 'Campaign name' }).inputValue()).toBe('Half-done launch');
    expect(await page.getByRole('textbox', { name: 'Budget', exact: true }).inputValue()).toBe('250000');
    expect(await page.getByRole('textbox', { name: 'Start date' }).inputValue()).toBe('');

    // Back (nothing changed, so nothing asked), then delete the untitled one: cancelling the question keeps it.
    await page.getByRole('link', { name: 'Back to the campaigns' }).click();
    await waitForPath(page, list);
    await openTab(page, 'Drafts');
    await page.getByRole('button', { name: 'Delete Untitled draft' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await dialog
      .getByText('“Untitled draft” and everything filled in so far will be deleted. This cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await stack.api('GET', `/api/campaign_drafts/${untitled.id}`, undefined, brand.token)).status).toBe(200);

    await page.getByRole('button', { name: 'Delete Untitled draft' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/campaign_drafts/${untitled.id}`) && r.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByTestId('toast-success').getByText('Draft “Untitled draft” deleted.').waitFor();
    await poll(() => rows.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Half-done launch']);
    expect((await stack.api('GET', `/api/campaign_drafts/${untitled.id}`, undefined, brand.token)).status).toBe(404);
    expect(
      (
        await stack.api<CampaignDraft[]>(
          'GET',
          `/api/campaign_drafts?company_id=${brand.companyId}`,
          undefined,
          brand.token,
        )
      ).body.map((d) => d.id),
    ).toEqual([named.id]);
  });
});
