/**
 * The demo SME's campaigns (issue 21): a completed Boost campaign whose creators' videos are live with simulated
 * figures, and an ongoing Scale campaign with drafts waiting for the owner's approval and some videos live. Written
 * through the SME area's own selection (`autoSelection`) and the campaigns module (`writeCampaign`), flagged
 * is_demo; the figures are the simulated connector's (labelled "Simulated"). Idempotent; runs after the demo
 * reports seed, before the demo posts' history is read (seedDemoReports reads every verified demo post).
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { liveLinkKey } from '@app/shared/content';
import { createCampaignRequestSchema } from '@app/shared/campaigns';
import { SME_CURRENCY } from '@app/shared/sme';
import { assignments } from '../schema/assignments';
import { campaignCreators, campaigns, campaignTaskCreators, campaignTasks } from '../schema/campaigns';
import { companies } from '../schema/companies';
import { contentFiles, contentItems, contentReviews, contentRounds } from '../schema/content';
import type { Deps } from '../../deps';
import { writeCampaign } from '../../modules/campaigns/campaigns.service';
import { computeCampaignCost } from '../../modules/campaigns/pricing';
import { autoSelection } from '../../modules/sme/sme.service';
import { DEMO_ACCOUNTS } from './demo';
import { gradientPng } from './demo-content';
import { merchants } from '../schema/merchants';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface Plan {
  name: string;
  package: 'Boost' | 'Scale';
  startDays: number;
  days: number;
  /** How many of each creator's videos are live (the rest are drafts waiting for the owner). */
  live: number;
}

const PLANS: Plan[] = [
  { name: 'Mandazi mornings (demo)', package: 'Boost', startDays: -50, days: 14, live: 2 },
  { name: 'Weekend bakes (demo)', package: 'Scale', startDays: -8, days: 20, live: 1 },
];

export async function seedDemoSme(deps: Pick<Deps, 'db' | 'storage'>): Promise<void> {
  const { db } = deps;
  const [sme] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, 'Mama Njeri Bakery - Demo'), eq(companies.isDemo, true)));
  const [owner] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.email, DEMO_ACCOUNTS.sme.email));
  if (!sme || !owner) return;
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.companyId, sme.id))
    .limit(1);
  if (existing) return;
  for (const plan of PLANS) await seedPlan(deps, { smeId: sme.id, ownerId: owner.id, plan });
}

async function seedPlan(deps: Pick<Deps, 'db' | 'storage'>, input: { smeId: string; ownerId: string; plan: Plan }) {
  const { db } = deps;
  const { plan } = input;
  const start = Date.now() + plan.startDays * DAY;
  const dates = {
    start_date: new Date(start).toISOString(),
    end_date: new Date(start + plan.days * DAY).toISOString(),
  };
  const selection = await autoSelection(db, input.smeId, {
    package: plan.package,
    channels: ['INSTAGRAM', 'TIKTOK'],
    ...dates,
  });
  if (selection.chosen.length < selection.tier.creators) return;
  const body = createCampaignRequestSchema.parse({
    brand_id: input.smeId,
    name: plan.name,
    country: 'KE',
    timezone: 'Africa/Nairobi',
    ...dates,
    platforms: ['INSTAGRAM', 'TIKTOK'],
    budget_minor: selection.tier.price_minor,
    currency: SME_CURRENCY,
    influencer_ids: selection.chosen.map((c) => c.influencer_id),
    description: 'Demo data created by the seed command: fresh bakes from Mama Njeri, Nairobi.',
    campaign_objective: 'More walk-ins on weekend mornings',
    product_overview: 'Mandazi, chapati and cakes baked every morning',
    pre_approval: true,
    deliverables: selection.deliverables,
  });
  const cost = await computeCampaignCost(db, { currency: body.currency, deliverables: body.deliverables });
  await db.transaction(async (tx) => {
    const campaignId = await writeCampaign(deps, tx, body, {
      creatorIds: body.influencer_ids,
      cost,
      createdBy: input.ownerId,
      by: { name: 'Demo seed', ip: '127.0.0.1', userAgent: null },
      isDemo: true,
      sme: { package: plan.package },
    });
    for (const [c, creator] of selection.chosen.entries()) {
      await tx
        .update(campaignCreators)
        .set({ invitationStatus: 'ACCEPTED', answeredAt: new Date(start - DAY) })
        .where(and(eq(campaignCreators.campaignId, campaignId), eq(campaignCreators.creatorId, creator.influencer_id)));
      const [task] = await tx
        .select()
        .from(campaignTasks)
        .where(and(eq(campaignTasks.campaignId, campaignId), eq(campaignTasks.channel, creator.channel)));
      const [price] = await tx
        .select({ cost: campaignTaskCreators.costMinor })
        .from(campaignTaskCreators)
        .where(
          and(eq(campaignTaskCreators.taskId, task.id), eq(campaignTaskCreators.creatorId, creator.influencer_id)),
        );
      const [assignment] = await tx
        .insert(assignments)
        .values({
          creatorId: creator.influencer_id,
          source: 'CAMPAIGN',
          campaignId,
          campaignTaskId: task.id,
          channel: task.channel,
          postContentType: task.postContentType,
          posts: task.numberOfPosts,
          amountMinor: price?.cost ?? creator.cost_minor,
          currency: SME_CURRENCY,
          status: plan.live >= task.numberOfPosts ? 'COMPLETED' : 'ACTIVE',
          createdAt: new Date(start - DAY),
        })
        .returning();
      for (let post = 1; post <= task.numberOfPosts; post += 1) {
        const madeAt = new Date(start + (c % 4) * DAY + post * 2 * DAY + 9 * HOUR);
        const live = post <= plan.live;
        // Made-up links, one per campaign, creator and video (never a real post).
        const n = `${PLANS.indexOf(plan) + 1}${String(c).padStart(2, '0')}${post}`;
        const link =
          task.channel === 'TIKTOK'
            ? `https://www.tiktok.com/@demo.creator${creator.influencer_id}/video/8${n.padStart(18, '0')}`
            : `https://www.instagram.com/reel/demo-njeri-${n}/`;
        const key = liveLinkKey(link, task.channel);
        if ('problem' in key) throw new Error(`demo live link ${link}: ${key.problem}`);
        const [item] = await tx
          .insert(contentItems)
          .values({
            assignmentId: assignment.id,
            postIndex: post,
            companyId: input.smeId,
            campaignId,
            creatorId: creator.influencer_id,
            status: live ? 'VERIFIED' : 'SUBMITTED',
            round: 1,
            maxRounds: 3,
            dueAt: task.endAt,
            postUrl: live ? link : null,
            postUrlKey: live ? key.key : null,
            createdAt: madeAt,
            updatedAt: live ? new Date(madeAt.getTime() + 6 * HOUR) : madeAt,
          })
          .returning();
        const [round] = await tx
          .insert(contentRounds)
          .values({
            contentId: item.id,
            round: 1,
            caption: `Weekend bakes at Mama Njeri's #MamaNjeri #ad (demo ${c + 1}.${post})`,
            submittedAt: madeAt,
          })
          .returning();
        const bytes = gradientPng(360, 640, [255, 204, 128], [191, 54, 12]);
        const storageKey = await deps.storage.putPrivateStream('content', Readable.from([bytes]), 'png');
        await tx.insert(contentFiles).values({
          roundId: round.id,
          position: 0,
          storageKey,
          contentType: 'image/png',
          sizeBytes: bytes.length,
          filename: `demo-bake-${c + 1}-${post}.png`,
        });
        if (live)
          await tx.insert(contentReviews).values([
            {
              contentId: item.id,
              round: 1,
              action: 'APPROVE',
              comment: 'Looks delicious. Post it!',
              merchantId: input.ownerId,
              reviewerName: 'Kamau Njoroge',
              companyName: 'Mama Njeri Bakery - Demo',
              createdAt: new Date(madeAt.getTime() + 2 * HOUR),
            },
            {
              contentId: item.id,
              round: 1,
              action: 'VERIFY_LIVE',
              comment: null,
              merchantId: input.ownerId,
              reviewerName: 'Kamau Njoroge',
              companyName: 'Mama Njeri Bakery - Demo',
              createdAt: new Date(madeAt.getTime() + 6 * HOUR),
            },
          ]);
      }
    }
  });
}
