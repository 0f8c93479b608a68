/**
 * Demo campaigns for the demo brand: one ongoing, one upcoming, one completed, each with creators and two
 * deliverables, written through the same code as a created campaign (shared schema, server pricing,
 * writeCampaign). Labelled "(demo)" and is_demo; idempotent. Runs once the demo catalogue exists.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createCampaignRequestSchema, type CreateCampaignRequest } from '@app/shared/campaigns';
import type { Db } from '../client';
import { campaigns } from '../schema/campaigns';
import { companies } from '../schema/companies';
import { merchants } from '../schema/merchants';
import type { Storage } from '../../infra/storage';
import { minorToUnits, toMinor } from '@app/shared/money';
import { computeCampaignCost } from '../../modules/campaigns/pricing';
import { writeCampaign } from '../../modules/campaigns/campaigns.service';
import { DEMO_ACCOUNTS } from './demo';

const DAY = 86_400_000;
/** An instant written in Nairobi time (+03:00), as the wizard sends it. */
const nairobi = (ms: number) => `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;

export async function seedDemoCampaigns(db: Db, storage: Storage): Promise<void> {
  const [brand] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, 'Savannah Juice - Demo'), eq(companies.isDemo, true)));
  const [owner] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.email, DEMO_ACCOUNTS.brand.email));
  if (!brand || !owner) return;
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, brand.id), eq(campaigns.isDemo, true)))
    .limit(1);
  if (existing) return;
  // Kenyan creators priced for Instagram posts and TikTok videos, the best followed first.
  const { rows } = await db.execute<{ id: number }>(sql`
    select c.id from creators c
    join creator_channels ig on ig.creator_id = c.id and ig.channel = 'INSTAGRAM' and ig.prices ? 'POST'
    join creator_channels tt on tt.creator_id = c.id and tt.channel = 'TIKTOK' and tt.prices ? 'VIDEO'
    where c.country_code = 'KE' order by c.combined_followers desc limit 9`);
  if (rows.length < 9) return;
  const ids = rows.map((r) => Number(r.id));
  const now = Date.now();
  const plans: Array<{ name: string; start: number; days: number; creators: number[]; budget_minor: number }> = [
    {
      name: 'Cold-pressed launch (demo)',
      start: now - 5 * DAY,
      days: 21,
      creators: ids.slice(0, 3),
      budget_minor: toMinor(2_000_000),
    },
    {
      name: 'Weekend market stories (demo)',
      start: now + 12 * DAY,
      days: 10,
      creators: ids.slice(3, 6),
      budget_minor: toMinor(1_500_000),
    },
    {
      name: 'New year detox (demo)',
      start: now - 60 * DAY,
      days: 14,
      creators: ids.slice(6, 9),
      budget_minor: toMinor(1_000_000),
    },
  ];
  for (const plan of plans) {
    const end = plan.start + plan.days * DAY;
    const body: CreateCampaignRequest = {
      brand_id: brand.id,
      name: plan.name,
      country: 'KE',
      timezone: 'Africa/Nairobi',
      start_date: nairobi(plan.start),
      end_date: nairobi(end),
      platforms: ['INSTAGRAM', 'TIKTOK'],
      budget_minor: plan.budget_minor,
      currency: 'KES',
      influencer_ids: plan.creators,
      description: 'Demo data created by the seed command.',
      call_to_action: 'Order a tasting pack at savannahjuice.example',
      selling_points: [{ description: 'No added sugar', row_order: 0 }],
      content_creation_steps: [{ description: 'Show the drink in your morning routine', row_order: 0 }],
      hashtags: [{ channel: 'INSTAGRAM', text: '#SavannahJuice' }],
      deliverables: [
        {
          influencer_ids: plan.creators,
          start_date: nairobi(plan.start),
          end_date: nairobi(plan.start + 7 * DAY),
          channel: 'INSTAGRAM',
          post_content_type: 'POST',
          bonus_type: 'NONE',
          number_of_posts: 2,
        },
        {
          influencer_ids: plan.creators.slice(0, 2),
          start_date: nairobi(plan.start + DAY),
          end_date: nairobi(end),
          channel: 'TIKTOK',
          post_content_type: 'VIDEO',
          bonus_type: 'EXTRA',
          bonus_amount_minor: toMinor(1500),
        },
      ],
    };
    const parsed = createCampaignRequestSchema.parse(body);
    const cost = await computeCampaignCost(db, { currency: parsed.currency, deliverables: parsed.deliverables });
    // The demo stays within its budget: a fifth of headroom over what the creators cost (whole units), at least
    // the plan's.
    const headroom = toMinor(Math.ceil(minorToUnits(cost.total_minor) * 1.2));
    const input = { ...parsed, budget_minor: Math.max(plan.budget_minor, headroom) };
    await db.transaction((tx) =>
      writeCampaign({ storage }, tx, input, {
        creatorIds: plan.creators,
        cost,
        createdBy: owner.id,
        by: { name: 'Demo seed', ip: '127.0.0.1', userAgent: null },
        isDemo: true,
      }),
    );
  }
}
