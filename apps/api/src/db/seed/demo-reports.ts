/**
 * Demo reports (issue 20): the completed demo campaign ("New year detox (demo)") gets its creators' work done and
 * live (one verified post per deliverable post, on Instagram and TikTok), and every verified demo post gets its
 * history of simulated figures, one reading per day since it went live (labelled SIMULATED in the API and the UI).
 * The hourly refresh job keeps them growing. Idempotent; runs after the other demo seeds. Demo rows only.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { liveLinkKey } from '@app/shared/content';
import { assignments } from '../schema/assignments';
import { campaignCreators, campaigns, campaignTaskCreators, campaignTasks } from '../schema/campaigns';
import { contentItems, contentReviews } from '../schema/content';
import { creatorChannels } from '../schema/creators';
import type { Deps } from '../../deps';
import { simulatedConnector } from '../../modules/reporting/connectors/simulated';
import { refreshPostMetrics } from '../../modules/reporting/refresh.service';

const DAY = 86_400_000;
export const DEMO_REPORT_CAMPAIGN = 'New year detox (demo)';

/** A live link of the channel's site for demo post `n` of a creator (never a real post: the handles are made up). */
function demoLink(channel: string, handle: string, n: string): string {
  return channel === 'TIKTOK'
    ? `https://www.tiktok.com/@${handle}/video/7${n.padStart(18, '0')}`
    : `https://www.instagram.com/p/demo-detox-${n}/`;
}

export async function seedDemoReports(deps: Pick<Deps, 'db' | 'config' | 'log'>): Promise<void> {
  const { db } = deps;
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.name, DEMO_REPORT_CAMPAIGN), eq(campaigns.isDemo, true)));
  if (!campaign) return;
  const [already] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.campaignId, campaign.id))
    .limit(1);
  if (!already) await seedCompletedWork(deps, campaign);
  // Every verified demo post (the ongoing campaign's too) gets its history up to today.
  const demoPosts = await db.execute<{ id: string }>(sql`
    select ci.id from content_items ci join campaigns c on c.id = ci.campaign_id
    where c.is_demo and ci.status = 'VERIFIED'`);
  await refreshPostMetrics(deps, [simulatedConnector], { content_ids: demoPosts.rows.map((r) => r.id) });
}

async function seedCompletedWork(deps: Pick<Deps, 'db'>, campaign: typeof campaigns.$inferSelect): Promise<void> {
  const { db } = deps;
  const tasks = await db
    .select()
    .from(campaignTasks)
    .where(eq(campaignTasks.campaignId, campaign.id))
    .orderBy(asc(campaignTasks.position));
  const invited = await db
    .select({ creatorId: campaignCreators.creatorId })
    .from(campaignCreators)
    .where(eq(campaignCreators.campaignId, campaign.id))
    .orderBy(asc(campaignCreators.creatorId));
  const creatorIds = invited.map((i) => i.creatorId);
  if (!tasks.length || !creatorIds.length) return;
  const costs = await db
    .select()
    .from(campaignTaskCreators)
    .where(
      inArray(
        campaignTaskCreators.taskId,
        tasks.map((t) => t.id),
      ),
    );
  const handles = await db
    .select({ creatorId: creatorChannels.creatorId, channel: creatorChannels.channel, handle: creatorChannels.handle })
    .from(creatorChannels)
    .where(inArray(creatorChannels.creatorId, creatorIds));
  const start = campaign.startAt.getTime();
  await db.transaction(async (tx) => {
    for (const [c, creatorId] of creatorIds.entries()) {
      await tx
        .update(campaignCreators)
        .set({ invitationStatus: 'ACCEPTED', answeredAt: new Date(start - 2 * DAY) })
        .where(and(eq(campaignCreators.campaignId, campaign.id), eq(campaignCreators.creatorId, creatorId)));
      for (const [t, task] of tasks.entries()) {
        const cost = costs.find((x) => x.taskId === task.id && x.creatorId === creatorId);
        if (!cost) continue;
        const [assignment] = await tx
          .insert(assignments)
          .values({
            creatorId,
            source: 'CAMPAIGN',
            campaignId: campaign.id,
            campaignTaskId: task.id,
            channel: task.channel,
            postContentType: task.postContentType,
            posts: task.numberOfPosts,
            amountMinor: cost.costMinor,
            currency: campaign.currency,
            status: 'COMPLETED',
            createdAt: new Date(start - 2 * DAY),
          })
          .returning();
        const handle = handles.find((h) => h.creatorId === creatorId && h.channel === task.channel)?.handle ?? 'demo';
        for (let p = 1; p <= task.numberOfPosts; p += 1) {
          // Posts go live over the campaign's first days, a few hours apart.
          const liveAt = new Date(start + (1 + c + t * 2 + (p - 1) * 3) * DAY + (9 + c * 2) * 3_600_000);
          const link = demoLink(task.channel, handle, `${c + 1}${t + 1}${p}`);
          const key = liveLinkKey(link, task.channel);
          if ('problem' in key) throw new Error(`demo live link ${link}: ${key.problem}`);
          const [item] = await tx
            .insert(contentItems)
            .values({
              assignmentId: assignment.id,
              postIndex: p,
              companyId: campaign.companyId,
              campaignId: campaign.id,
              creatorId,
              status: 'VERIFIED',
              round: 0,
              maxRounds: campaign.maxContentRounds,
              dueAt: task.endAt,
              postUrl: link,
              postUrlKey: key.key,
              createdAt: new Date(liveAt.getTime() - 3_600_000),
              updatedAt: liveAt,
            })
            .returning();
          await tx.insert(contentReviews).values({
            contentId: item.id,
            round: 0,
            action: 'VERIFY_LIVE',
            comment: null,
            merchantId: campaign.createdBy,
            reviewerName: 'Demo reviewer',
            companyName: 'Savannah Juice - Demo',
            createdAt: liveAt,
          });
        }
      }
    }
  });
}
