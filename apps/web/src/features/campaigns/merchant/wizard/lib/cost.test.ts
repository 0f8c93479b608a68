import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCampaignRequestSchema } from '@app/shared/campaigns';
import { BONUS_TYPES, campaignCost, PLATFORM_FEE_PERCENT, VAT_PERCENT } from '@app/shared/campaign-pricing';
import { costInputs, priceLookup, wizardCost, type CreatorPrice } from './cost';
import { buildCreateRequest } from './request';
import { completeValues } from './test-values';
import { newDeliverable, type DeliverableValues } from './values';

const CHANNELS = ['INSTAGRAM', 'TIKTOK'] as const;
const TYPES = ['REEL', 'STORY', 'POST'] as const;
const CREATORS = [1, 2, 3, 4, 5];

/**
 * What the server computes on create: the request (amounts in minor units) through the API's schema, then
 * the shared computation with the prices of POST /campaigns/prices
 * (the server's price lookup lists exactly those).
 */
function serverCost(values: ReturnType<typeof completeValues>, prices: CreatorPrice[]) {
  const parsed = createCampaignRequestSchema.parse(buildCreateRequest(values));
  return campaignCost(parsed.deliverables, priceLookup(prices));
}

const priceArb = fc.record({
  influencer_id: fc.constantFrom(...CREATORS),
  channel: fc.constantFrom(...CHANNELS),
  post_content_type: fc.constantFrom(...TYPES),
  amount_minor: fc.integer({ min: 0, max: 50_000_000 }),
});

/** An amount as people type it: whole units, maybe thousands separators, zero to two decimals. */
const amountTextArb = fc
  .tuple(fc.integer({ min: 0, max: 2_000_000 }), fc.constantFrom('', '.5', '.05', '.99', '.1'), fc.boolean())
  .map(([whole, decimals, commas]) => `${commas ? whole.toLocaleString('en-US') : whole}${decimals}`)
  .filter((text) => !/^0(\.0+)?$/.test(text.replace(/,/g, '')));

const deliverableArb = fc
  .record({
    channel: fc.constantFrom(...CHANNELS),
    post_content_type: fc.constantFrom(...TYPES),
    influencer_ids: fc.uniqueArray(fc.constantFrom(...CREATORS), { minLength: 1, maxLength: 5 }),
    bonus_type: fc.constantFrom(...BONUS_TYPES),
    bonus_amount: amountTextArb,
    number_of_posts: fc.integer({ min: 1, max: 50 }),
  })
  .map((d): DeliverableValues => ({
    ...newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, d.channel, d.influencer_ids),
    post_content_type: d.post_content_type,
    bonus_type: d.bonus_type,
    bonus_amount: d.bonus_type === 'NONE' ? '' : d.bonus_amount,
    number_of_posts: String(d.number_of_posts),
  }));

describe('the live cost panel', () => {
  it("equals the server's computation for the same prices (property)", () => {
    fc.assert(
      fc.property(
        fc.array(priceArb, { maxLength: 30 }),
        fc.array(deliverableArb, { minLength: 1, maxLength: 6 }),
        (priceRows, deliverables) => {
          // One price per creator, channel and type (as the API answers).
          const prices = [
            ...new Map(priceRows.map((p) => [`${p.influencer_id}:${p.channel}:${p.post_content_type}`, p])).values(),
          ];
          const values = completeValues({ platforms: [...CHANNELS], influencer_ids: CREATORS, deliverables });
          const panel = wizardCost(values, prices);
          const server = serverCost(values, prices);
          expect(panel).not.toBeNull();
          expect(panel!.cost).toEqual(server);
          expect(panel!.cost.total_minor).toBe(
            server.deliverables_total_minor + server.platform_fee_minor + server.vat_minor,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adds the fee (30%) and VAT (15%) and shows how far the total is over the budget', () => {
    expect([PLATFORM_FEE_PERCENT, VAT_PERCENT]).toEqual([30, 15]);
    const prices: CreatorPrice[] = [
      { influencer_id: 1, channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 1_000_000 },
      { influencer_id: 2, channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 2_000_050 },
    ];
    const deliverable = {
      ...newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1, 2]),
      post_content_type: 'REEL',
      bonus_type: 'EXTRA' as const,
      bonus_amount: '100',
      number_of_posts: '2',
    };
    const summary = wizardCost(completeValues({ budget: '50,000', deliverables: [deliverable] }), prices)!;
    // (10,000 + 100) x 2 + (20,000.50 + 100) x 2 = 60,401.00
    expect(summary.cost.deliverables_total_minor).toBe(6_040_100);
    expect(summary.cost.platform_fee_minor).toBe(1_812_030);
    expect(summary.cost.vat_minor).toBe(906_015);
    expect(summary.cost.total_minor).toBe(8_758_145);
    expect(summary.budget).toBe(5_000_000);
    expect(summary.overBy).toBe(3_758_145);
    expect(summary.remaining).toBe(0);
  });

  it('names unpriced creators unless the rate is custom; counts a deliverable being typed as far as known', () => {
    const base = newDeliverable({ start_date: '2027-01-10', end_date: '2027-01-31' }, 'INSTAGRAM', [1, 2]);
    const prices: CreatorPrice[] = [
      { influencer_id: 1, channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 500 },
    ];
    const values = completeValues({
      budget: '1,000',
      deliverables: [
        { ...base, post_content_type: 'REEL' },
        { ...base, post_content_type: 'STORY', bonus_type: 'FIXED', bonus_amount: '2.5' },
        // No type yet: left out.
        { ...base },
        // Amount and posts not readable yet: 0 and 1.
        { ...base, post_content_type: 'REEL', bonus_type: 'EXTRA', bonus_amount: 'abc', number_of_posts: '' },
      ],
    });
    expect(costInputs(values)).toHaveLength(3);
    const summary = wizardCost(values, prices)!;
    // Deliverables are named by their place in the form (the third, without a type, is not counted).
    expect(summary.cost.missing_prices.map((m) => [m.deliverable, m.influencer_id])).toEqual([
      [0, 2],
      [3, 2],
    ]);
    expect(summary.cost.lines.map((l) => l.deliverable)).toEqual([0, 1, 1, 3]);
    expect(summary.cost.deliverables_total_minor).toBe(500 + 250 * 2 + 500);
    expect(summary.remaining).toBe(100_000 - summary.cost.total_minor);
  });
});
