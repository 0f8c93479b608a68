/**
 * The campaign wizard in Chromium (issue 11): a brand owner creates a campaign from a brief, with the
 * creators of a group and two deliverables; leaves at the creators step (index 2) saving a draft,
 * resumes it from the Drafts tab at that step, sees the live total, which equals the total the
 * server computes on create, then finds the campaign under Upcoming and opens its details and its
 * public page.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Campaign, CampaignDraft } from '@app/shared/campaigns';
import { percentOf, sumMinor } from '@app/shared/money';
import { generateCatalogue } from '@app/api/db/seed/creators';
import {
  browserTest,
  DESKTOP,
  heading,
  kes,
  nairobiDay,
  pricedCreators,
  shownDay,
  typedDay,
  waitForPath,
  type BrandOwner,
  type Stack,
} from '../fixtures';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 120, seed: 11 }) });

/**
 * Polls until the value is as expected, as long as a page's own waits (10 s): lists and figures come from the network.
 */
const poll = <T>(probe: () => Promise<T>) => expect.poll(probe, { timeout: 10_000 });

/** A group "Nairobi launch" of the given creators in the owner's company (POST /merchant/influencer_groups). */
async function groupOf(stack: Stack, owner: BrandOwner, creatorIds: number[]): Promise<string> {
  const reply = await stack.api<{ id: string }>(
    'POST',
    '/api/merchant/influencer_groups',
    { name: 'Nairobi launch', company_id: owner.companyId, influencer_ids: creatorIds },
    owner.token,
  );
  if (reply.status !== 201) throw new Error(`group creation answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

/** A brief of the owner's brand (the company itself) for Instagram, through the secondary API. */
async function briefViaApi(stack: Stack, owner: BrandOwner): Promise<string> {
  const reply = await stack.api<{ brief_id: string }>(
    'POST',
    '/ms/briefs/brief',
    {
      brand_id: owner.companyId,
      brief_name: 'Cold-pressed launch',
      platform: 'INSTAGRAM',
      start_date: nairobiDay(10),
      end_date: nairobiDay(24),
      overview: { blocks: [{ type: 'paragraph', data: { text: 'Three cold-pressed flavours from Nakuru.' } }] },
      call_to_action: 'Find us at your nearest shop',
      key_selling_points: ['No added sugar'],
      content_creation_steps: ['Film the bottle on a sunny table'],
      hashtags: ['#ColdPressed'],
    },
    owner.token,
  );
  if (reply.status !== 201)
    throw new Error(`POST /ms/briefs/brief answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.brief_id;
}

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

const stepHeading = (page: Page) => page.getByTestId('wizard-step-heading').textContent();

describe('the campaign wizard', () => {
  test("creates one from a brief, a group, two deliverables; drafted at step 2, resumed; live total: server's", async ({
    stack,
    brand,
    pageAs,
  }) => {
    const creators = await pricedCreators(stack, brand.token, 3);
    const groupId = await groupOf(
      stack,
      brand,
      creators.map((c) => c.id),
    );
    const briefId = await briefViaApi(stack, brand);
    const start = nairobiDay(10);
    const end = nairobiDay(24);

    const page = await pageAs(brand, 'brand', DESKTOP);
    const base = `/companies/${brand.companyId}`;
    await page.goto(`${base}/create`);
    await waitForPath(page, `${base}/create`);
    await heading(page, 'Create a campaign', 2);

    // Step 1: the brand (the company itself) and its brief.
    await poll(() => stepHeading(page)).toBe('Step 1 of 5: Brand and brief');
    await page.getByText('For the brand Kahawa House.').waitFor();
    await poll(() => page.getByRole('combobox', { name: 'Brief', exact: true }).getAttribute('placeholder')).toBe(
      'No brief',
    );
    await choose(page, 'Brief', 'Cold-pressed launch');
    await page.getByTestId('wizard-brief-summary').getByText('Cold-pressed launch', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 2: the details, filled from the brief; Kenya brings its zone, currency and minimum budget.
    await poll(() => stepHeading(page)).toBe('Step 2 of 5: Details');
    expect(await page.getByRole('textbox', { name: 'Campaign name' }).inputValue()).toBe('Cold-pressed launch');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Three cold-pressed flavours from Nakuru.',
    );
    expect(await page.getByRole('textbox', { name: 'Call to action' }).inputValue()).toBe(
      'Find us at your nearest shop',
    );
    expect(await page.getByRole('textbox', { name: 'Selling point 1', exact: true }).inputValue()).toBe(
      'No added sugar',
    );
    await choose(page, 'Country', 'Kenya');
    const budget = page.getByRole('textbox', { name: 'Budget', exact: true });
    await poll(() => budget.inputValue()).toBe('10000');
    expect(await page.getByRole('combobox', { name: 'Budget currency' }).inputValue()).toBe('KES');
    await page
      .getByTestId('wizard-timezone')
      .getByText(/Africa\/Nairobi \(UTC\+03:00\)/)
      .waitFor();
    // The brief's platform, offered in Kenya.
    expect(
      await page.getByRole('group', { name: 'Platforms' }).getByRole('checkbox', { name: 'Instagram' }).isChecked(),
    ).toBe(true);
    expect(await typeDate(page, 'Start date', typedDay(start))).toBe(typedDay(start));
    expect(await typeDate(page, 'End date', typedDay(end))).toBe(typedDay(end));
    expect(await page.getByRole('textbox', { name: 'Start time' }).inputValue()).toBe('09:00');
    expect(await page.getByRole('textbox', { name: 'End time' }).inputValue()).toBe('18:00');
    await budget.fill('5,000,000');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3 (index 2): the creators of the group; the cost panel shows from here on.
    await poll(() => stepHeading(page)).toBe('Step 3 of 5: Creators');
    await page.getByRole('region', { name: 'Cost', exact: true }).waitFor();
    await page.getByRole('radio', { name: /^From a group/ }).click();
    await choose(page, 'Creator groups', 'Nairobi launch (3 creators)');
    await page.getByText('3 creators selected', { exact: true }).waitFor();

    // Leaving now asks first; "Save draft and leave" keeps the wizard as a draft at this step.
    await page.getByRole('link', { name: 'Back to the campaigns' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/campaign_drafts') && r.request().method() === 'POST',
    );
    await leave.getByRole('button', { name: 'Save draft and leave' }).click();
    const savedReply = await saved;
    expect(savedReply.status()).toBe(201);
    const draft = (await savedReply.json()) as CampaignDraft;
    expect(draft).toMatchObject({ name: 'Cold-pressed launch', step: 2 });
    expect(draft.data).toMatchObject({
      brief_id: briefId,
      country: 'KE',
      start_date: start,
      end_date: end,
      budget_minor: 500_000_000,
      selection_mode: 'GROUP',
      influencer_groups: [groupId],
    });
    await waitForPath(page, `${base}/campaigns`);
    await heading(page, 'Campaigns', 2);

    // The draft under Drafts, resumed at its step with what it held.
    await page.getByRole('tab', { name: 'Drafts', exact: true }).click();
    const draftRow = page
      .getByRole('list', { name: 'Campaign drafts' })
      .getByRole('listitem')
      .filter({ hasText: 'Cold-pressed launch' });
    await draftRow.getByText(/^Step 3 · Last changed /).waitFor();
    await draftRow.getByRole('link', { name: 'Resume Cold-pressed launch' }).click();
    await waitForPath(page, `${base}/create?draft=${draft.id}`);
    await heading(page, 'Resume a campaign draft', 2);
    await poll(() => stepHeading(page)).toBe('Step 3 of 5: Creators');
    expect(await page.getByRole('radio', { name: /^From a group/ }).isChecked()).toBe(true);
    await page.getByText('3 creators selected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 4 (index 3): the selected creators and the deliverables.
    await poll(() => stepHeading(page)).toBe('Step 4 of 5: Deliverables');
    const selected = page.getByRole('region', { name: 'Selected creators (3)' });
    for (const creator of creators) await selected.getByText(creator.name, { exact: true }).first().waitFor();

    // A feed post from each creator at their own price.
    await page.getByRole('button', { name: 'Add a deliverable' }).click();
    const feed = page.getByRole('group', { name: 'Deliverable 1', exact: true });
    expect(await feed.getByRole('combobox', { name: 'Platform' }).inputValue()).toBe('INSTAGRAM');
    await feed.getByRole('combobox', { name: 'Type of post' }).selectOption({ label: 'Feed post' });
    await feed.getByText('3 of 3 selected creators on Instagram', { exact: true }).waitFor();
    // Two stories from two of them at a custom rate of KES 1,500 a post.
    await page.getByRole('button', { name: 'Add a deliverable' }).click();
    const stories = page.getByRole('group', { name: 'Deliverable 2', exact: true });
    const dropped = creators.find((c) => creators.filter((other) => other.name === c.name).length === 1)!;
    await stories
      .getByRole('group', { name: 'Creators', exact: true })
      .getByRole('checkbox', { name: dropped.name, exact: true })
      .uncheck();
    await stories.getByText('2 of 3 selected creators on Instagram', { exact: true }).waitFor();
    await stories.getByRole('combobox', { name: 'Type of post' }).selectOption({ label: 'Story' });
    await stories.getByText('Custom rate', { exact: true }).click();
    expect(await stories.getByRole('radio', { name: 'Custom rate' }).isChecked()).toBe(true);
    await stories.getByRole('textbox', { name: 'Custom rate per post' }).fill('1500');
    await stories.getByRole('textbox', { name: 'Posts per creator' }).fill('2');

    // The live cost: the creators' prices, fee 30% and VAT 15% of them, the total against the budget.
    // 30% and 15% of the deliverables, rounded half-up (spec section 9).
    const deliverablesMinor = sumMinor(creators.map((c) => c.postPrice)) + 2 * 2 * 150_000;
    const fee = percentOf(deliverablesMinor, 30);
    const vat = percentOf(deliverablesMinor, 15);
    const totalMinor = deliverablesMinor + fee + vat;
    const cost = page.getByRole('region', { name: 'Cost', exact: true });
    await poll(() => cost.getByTestId('cost-deliverables').textContent()).toBe(kes(deliverablesMinor));
    expect(await cost.getByTestId('cost-fee').textContent()).toBe(kes(fee));
    expect(await cost.getByTestId('cost-vat').textContent()).toBe(kes(vat));
    expect(await cost.getByTestId('cost-total').textContent()).toBe(kes(totalMinor));
    expect(await cost.getByTestId('cost-remaining').textContent()).toBe(kes(500_000_000 - totalMinor));
    await stories.getByText('Costs KES 6,000.00 before fee and VAT', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 5: the review, then Create; the server's total is the one shown.
    await poll(() => stepHeading(page)).toBe('Step 5 of 5: Contracts and review');
    const liveTotal = await cost.getByTestId('cost-total').textContent();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/campaigns') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const createdReply = await created;
    expect(createdReply.status()).toBe(201);
    expect(createdReply.request().postDataJSON()).toMatchObject({
      draft_id: draft.id,
      brief_id: briefId,
      influencer_groups: [groupId],
    });
    const campaign = (await createdReply.json()) as Campaign;
    expect(kes(campaign.cost.total_minor)).toBe(liveTotal);
    expect(campaign).toMatchObject({
      name: 'Cold-pressed launch',
      campaign_status_for_merchant: 'UPCOMING',
      creators_count: 3,
      brief_id: briefId,
    });
    expect(
      campaign.deliverables.map((d) => [d.post_content_type, d.bonus_type, d.number_of_posts, d.influencers.length]),
    ).toEqual([
      ['POST', 'NONE', 1, 3],
      ['STORY', 'FIXED', 2, 2],
    ]);
    expect(campaign.deliverables[1].influencers.map((c) => c.id)).not.toContain(dropped.id);

    // Its details open, with the same total.
    const details = `${base}/details/${campaign.id}`;
    await waitForPath(page, details);
    await heading(page, 'Cold-pressed launch', 2);
    await page.getByTestId('toast-success').getByText('The campaign "Cold-pressed launch" is created.').waitFor();
    const breakdown = page.getByRole('region', { name: 'Budget and cost' });
    const totalCell = breakdown
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) })
      .getByRole('cell');
    expect(await totalCell.textContent()).toBe(liveTotal);
    await poll(() =>
      page
        .getByRole('list', { name: 'Deliverables', exact: true })
        .getByRole('heading', { level: 4 })
        .allTextContents(),
    ).toEqual(['Instagram · Feed post', 'Instagram · Story']);
    await poll(() => page.getByRole('list', { name: 'Creators', exact: true }).getByRole('listitem').count()).toBe(3);
    // The draft became the campaign.
    expect((await stack.api('GET', `/api/campaign_drafts/${draft.id}`, undefined, brand.token)).status).toBe(404);

    // Under Upcoming.
    await page.getByRole('link', { name: 'Back to the campaigns' }).click();
    await waitForPath(page, `${base}/campaigns?tab=upcoming`);
    const card = page.getByRole('list', { name: 'Upcoming campaigns' }).getByTestId('campaign-card');
    await poll(() => card.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Cold-pressed launch']);
    expect(await card.getByTestId('campaign-dates').textContent()).toBe(
      `${shownDay(start)} 09:00 – ${shownDay(end)} 18:00`,
    );
    await page.getByRole('tab', { name: 'Drafts', exact: true }).click();
    await page.getByTestId('drafts-empty').getByText('No drafts').waitFor();

    // Its details again from the list, then its public page.
    await page.getByRole('tab', { name: 'Upcoming', exact: true }).click();
    await card.getByRole('link', { name: 'Cold-pressed launch' }).click();
    await waitForPath(page, details);
    await page.getByRole('link', { name: 'Open public page' }).click();
    await waitForPath(page, `/public/campaign-details/${campaign.id}`);
    await heading(page, 'Cold-pressed launch', 1);
    await page
      .getByRole('region', { name: 'About the campaign' })
      .getByText('Three cold-pressed flavours from Nakuru.')
      .waitFor();
    await page.getByRole('region', { name: 'Call to action' }).getByText('Find us at your nearest shop').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('KES');
  });
});
