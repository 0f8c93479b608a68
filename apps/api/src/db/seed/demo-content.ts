/**
 * Demo content for the pre-approval queue (issue 18): two more creators of the ongoing demo campaign accept it,
 * and their posts stand in different states (waiting for review, changes requested, approved, live link to
 * verify, verified), with generated draft images labelled as demo media. The campaign asks for pre-approval.
 * Idempotent; runs after the demo campaigns and the creator side. Demo rows only (is_demo campaigns).
 */
import { deflateSync, crc32 } from 'node:zlib';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { liveLinkKey, type ContentStatus } from '@app/shared/content';
import type { Db } from '../client';
import { assignments } from '../schema/assignments';
import { campaignCreators, campaigns, campaignTaskCreators, campaignTasks } from '../schema/campaigns';
import { contentFiles, contentItems, contentReviews, contentRounds } from '../schema/content';
import { creatorAccounts } from '../schema/creator-accounts';
import type { Storage } from '../../infra/storage';

const HOUR = 3_600_000;

function linkKey(url: string, channel: string): string {
  const key = liveLinkKey(url, channel);
  if ('problem' in key) throw new Error(`demo live link ${url}: ${key.problem}`);
  return key.key;
}

/** A PNG of `width` x `height` with a vertical gradient between two colours (demo draft media, no assets shipped). */
export function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const t = y / (height - 1);
    const rgb = from.map((c, i) => Math.round(c + (to[i] - c) * t));
    for (let x = 0; x < width; x += 1) rows.set(rgb, y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface DemoPost {
  status: ContentStatus;
  rounds: { caption: string; review?: { action: 'APPROVE' | 'REQUEST_CHANGES'; comment: string } }[];
  postUrl?: string;
  verified?: boolean;
}

const CAPTION = 'Cold-pressed mornings with @savannahjuice #SavannahJuice #ad';

/** What each demo post went through, by creator and post. */
const STORIES: DemoPost[][] = [
  [
    { status: 'SUBMITTED', rounds: [{ caption: CAPTION }] },
    {
      status: 'CHANGES_REQUESTED',
      rounds: [
        {
          caption: 'Cold-pressed mornings #SavannahJuice',
          review: { action: 'REQUEST_CHANGES', comment: 'Tag @savannahjuice and add #ad, please.' },
        },
      ],
    },
  ],
  [
    {
      status: 'LIVE_SUBMITTED',
      rounds: [{ caption: CAPTION, review: { action: 'APPROVE', comment: 'Lovely light. Post it!' } }],
      postUrl: 'https://www.instagram.com/p/demo-savannah-1/',
    },
    {
      status: 'VERIFIED',
      rounds: [
        {
          caption: 'Juice o clock #SavannahJuice',
          review: { action: 'REQUEST_CHANGES', comment: 'The disclosure is missing: add #ad.' },
        },
        { caption: `Juice o clock ${CAPTION}`, review: { action: 'APPROVE', comment: 'Approved.' } },
      ],
      postUrl: 'https://www.instagram.com/p/demo-savannah-2/',
      verified: true,
    },
  ],
];

const COLOURS = [
  [
    [255, 183, 77],
    [244, 81, 30],
  ],
  [
    [129, 199, 132],
    [27, 94, 32],
  ],
  [
    [100, 181, 246],
    [13, 71, 161],
  ],
];

export async function seedDemoContent(db: Db, storage: Storage): Promise<void> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.name, 'Cold-pressed launch (demo)'), eq(campaigns.isDemo, true)));
  if (!campaign) return;
  const [already] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.campaignId, campaign.id))
    .limit(1);
  if (already) return;
  // The invited creators without a demo login (the demo creator keeps an invitation to answer).
  const withLogin = (await db.select({ id: creatorAccounts.creatorId }).from(creatorAccounts)).map((r) => r.id);
  const invited = await db
    .select({ creatorId: campaignCreators.creatorId })
    .from(campaignCreators)
    .where(eq(campaignCreators.campaignId, campaign.id))
    .orderBy(asc(campaignCreators.creatorId));
  const chosen = invited
    .map((i) => i.creatorId)
    .filter((id) => !withLogin.includes(id))
    .slice(0, STORIES.length);
  const [task] = await db
    .select()
    .from(campaignTasks)
    .where(eq(campaignTasks.campaignId, campaign.id))
    .orderBy(asc(campaignTasks.position))
    .limit(1);
  if (!task || !chosen.length) return;
  const costs = await db
    .select()
    .from(campaignTaskCreators)
    .where(and(eq(campaignTaskCreators.taskId, task.id), inArray(campaignTaskCreators.creatorId, chosen)));
  const [owner] = await db.select({ id: campaigns.createdBy }).from(campaigns).where(eq(campaigns.id, campaign.id));
  const now = Date.now();

  await db.transaction(async (tx) => {
    await tx.update(campaigns).set({ preApproval: true, maxContentRounds: 3 }).where(eq(campaigns.id, campaign.id));
    for (const [c, creatorId] of chosen.entries()) {
      await tx
        .update(campaignCreators)
        .set({ invitationStatus: 'ACCEPTED', answeredAt: new Date(now - 4 * 24 * HOUR) })
        .where(and(eq(campaignCreators.campaignId, campaign.id), eq(campaignCreators.creatorId, creatorId)));
      const posts = STORIES[c].slice(0, task.numberOfPosts);
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
          amountMinor: costs.find((x) => x.creatorId === creatorId)?.costMinor ?? 0,
          currency: campaign.currency,
          status: posts.length === task.numberOfPosts && posts.every((p) => p.verified) ? 'COMPLETED' : 'ACTIVE',
          createdAt: new Date(now - 4 * 24 * HOUR),
        })
        .returning();
      for (const [p, post] of posts.entries()) {
        const at = (hoursAgo: number) => new Date(now - (hoursAgo + (STORIES.length - c) * 3 + p) * HOUR);
        const [item] = await tx
          .insert(contentItems)
          .values({
            assignmentId: assignment.id,
            postIndex: p + 1,
            companyId: campaign.companyId,
            campaignId: campaign.id,
            creatorId,
            status: post.status,
            round: post.rounds.length,
            maxRounds: 3,
            dueAt: task.endAt,
            postUrl: post.postUrl ?? null,
            postUrlKey: post.postUrl ? linkKey(post.postUrl, task.channel) : null,
            createdAt: at(30),
            updatedAt: at(1),
          })
          .returning();
        for (const [r, round] of post.rounds.entries()) {
          const [saved] = await tx
            .insert(contentRounds)
            .values({ contentId: item.id, round: r + 1, caption: round.caption, submittedAt: at(24 - r * 6) })
            .returning();
          const [from, to] = COLOURS[(c + p + r) % COLOURS.length];
          const bytes = gradientPng(360, 450, from, to);
          const key = await storage.putPrivateStream('content', Readable.from([bytes]), 'png');
          await tx.insert(contentFiles).values({
            roundId: saved.id,
            position: 0,
            storageKey: key,
            contentType: 'image/png',
            sizeBytes: bytes.length,
            filename: `demo-draft-${c + 1}-${p + 1}-${r + 1}.png`,
          });
          if (round.review)
            await tx.insert(contentReviews).values({
              contentId: item.id,
              round: r + 1,
              action: round.review.action,
              comment: round.review.comment,
              merchantId: owner?.id ?? null,
              reviewerName: 'Demo reviewer',
              companyName: 'Savannah Juice - Demo',
              createdAt: at(20 - r * 6),
            });
        }
        if (post.verified)
          await tx.insert(contentReviews).values({
            contentId: item.id,
            round: post.rounds.length,
            action: 'VERIFY_LIVE',
            comment: null,
            merchantId: owner?.id ?? null,
            reviewerName: 'Demo reviewer',
            companyName: 'Savannah Juice - Demo',
            createdAt: at(2),
          });
      }
    }
  });
}
