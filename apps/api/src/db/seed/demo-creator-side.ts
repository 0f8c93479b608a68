/**
 * The creator side of the demo: two creator logins that own catalogue creators invited to the demo
 * campaigns, and one open job of the demo brand with bids in several states (awaiting the brand, countered
 * by the brand, accepted with its assignment, rejected). Labelled "(demo)" and is_demo; idempotent. Runs
 * after the demo catalogue and campaigns.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expandTasks, influencerAttributesSchema } from '@app/shared/jobs';
import { sumMinor, toMinor } from '@app/shared/money';
import type { Db } from '../client';
import { campaignCreators, campaigns } from '../schema/campaigns';
import { companies } from '../schema/companies';
import { assignments } from '../schema/assignments';
import { creatorAccounts } from '../schema/creator-accounts';
import { creators } from '../schema/creators';
import { jobBidHistory, jobBids, jobs, jobTasks, type StoredOfferLine } from '../schema/jobs';
import { merchants } from '../schema/merchants';
import { hashPassword } from '../../infra/passwords';
import { DEMO_ACCOUNTS, DEMO_CREATORS } from './demo';

const DAY = 86_400_000;

export async function seedDemoCreatorSide(db: Db, passwordHashCost: number): Promise<void> {
  const [brand] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, 'Savannah Juice - Demo'), eq(companies.isDemo, true)));
  const [owner] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.email, DEMO_ACCOUNTS.brand.email));
  if (!brand || !owner) return;
  const [already] = await db
    .select({ id: creatorAccounts.id })
    .from(creatorAccounts)
    .where(eq(creatorAccounts.email, DEMO_CREATORS[0].email));
  if (already) return;
  // The creators of the ongoing and upcoming demo campaigns, in the order the campaigns listed them.
  const invited = await db
    .select({ creatorId: campaignCreators.creatorId, campaign: campaigns.name })
    .from(campaignCreators)
    .innerJoin(campaigns, eq(campaigns.id, campaignCreators.campaignId))
    .where(
      and(
        eq(campaigns.companyId, brand.id),
        eq(campaigns.isDemo, true),
        inArray(campaigns.name, ['Cold-pressed launch (demo)', 'Weekend market stories (demo)']),
      ),
    )
    .orderBy(campaigns.name, campaignCreators.creatorId);
  const upcoming = invited.filter((i) => i.campaign.startsWith('Weekend'));
  const ongoing = invited.filter((i) => i.campaign.startsWith('Cold'));
  if (!upcoming.length || ongoing.length < 3) return;
  const owned = [ongoing[0].creatorId, upcoming[0].creatorId];

  await db.transaction(async (tx) => {
    for (const [index, account] of DEMO_CREATORS.entries()) {
      await tx.insert(creatorAccounts).values({
        email: account.email,
        passwordHash: await hashPassword(account.password, passwordHashCost),
        firstName: account.first,
        lastName: account.last,
        phone: '+254 711 000000',
        creatorId: owned[index],
        mpesaNumber: '254711000000',
        isDemo: true,
      });
      await tx
        .update(creators)
        .set({ isGenerated: false, name: `${account.first} ${account.last}` })
        .where(eq(creators.id, owned[index]));
    }

    const now = Date.now();
    const [job] = await tx
      .insert(jobs)
      .values({
        companyId: brand.id,
        name: 'Nairobi street food reels (demo)',
        status: 'OPEN',
        bidStartAt: new Date(now - 2 * DAY),
        bidEndAt: new Date(now + 12 * DAY),
        budgetMinor: toMinor(120_000),
        currency: 'KES',
        country: 'KE',
        estimatedStartAt: new Date(now + 20 * DAY),
        campaignPeriod: 'week',
        campaignDuration: 2,
        marketplaceMode: 'influencer_attributes',
        attributes: influencerAttributesSchema.parse({ countries: ['KE'] }),
        channels: ['INSTAGRAM'],
        createdBy: owner.id,
        publishedAt: new Date(now - 2 * DAY),
        isDemo: true,
      })
      .returning();
    const tasks = expandTasks([{ channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 }]);
    await tx.insert(jobTasks).values(
      tasks.map((t, position) => ({
        jobId: job.id,
        position,
        channel: t.channel,
        postContentType: t.post_content_type,
      })),
    );

    // Offers as the bid tables keep them (amounts in minor units under `amount`; the API says amount_minor).
    const offer = (units: number): StoredOfferLine[] => [
      { channel: 'INSTAGRAM', post_content_type: 'POST', amount: toMinor(units) },
    ];
    const offerTotal = (lines: readonly StoredOfferLine[]) => sumMinor(lines.map((line) => line.amount));
    type Step = {
      role: 'MERCHANT' | 'INFLUENCER';
      action: 'BID' | 'COUNTER' | 'ACCEPT' | 'REJECT';
      offer: StoredOfferLine[];
    };
    const stories: Array<{ creatorId: number; steps: Step[]; reason?: string }> = [
      // The first demo creator's bid waits for the brand.
      { creatorId: owned[0], steps: [{ role: 'INFLUENCER', action: 'BID', offer: offer(30_000) }] },
      {
        creatorId: ongoing[1].creatorId,
        steps: [
          { role: 'INFLUENCER', action: 'BID', offer: offer(45_000) },
          { role: 'MERCHANT', action: 'COUNTER', offer: offer(35_000) },
        ],
      },
      {
        creatorId: ongoing[2].creatorId,
        steps: [
          { role: 'INFLUENCER', action: 'BID', offer: offer(28_000) },
          { role: 'MERCHANT', action: 'ACCEPT', offer: offer(28_000) },
        ],
      },
      {
        creatorId: upcoming[1]?.creatorId ?? upcoming[0].creatorId,
        steps: [
          { role: 'INFLUENCER', action: 'BID', offer: offer(90_000) },
          { role: 'MERCHANT', action: 'REJECT', offer: offer(90_000) },
        ],
        reason: 'Above our budget for this job',
      },
    ];
    for (const [index, story] of stories.entries()) {
      if (story.creatorId === owned[1]) continue;
      const last = story.steps.at(-1)!;
      const brandOffer =
        story.steps.filter((s) => s.role === 'MERCHANT' && s.action === 'COUNTER').at(-1)?.offer ?? null;
      const closing = last.action === 'ACCEPT' || last.action === 'REJECT';
      const at = (step: number) => new Date(now - DAY + (index * 4 + step) * 3_600_000);
      const [bid] = await tx
        .insert(jobBids)
        .values({
          jobId: job.id,
          creatorId: story.creatorId,
          status: last.action === 'ACCEPT' ? 'ACCEPTED' : last.action === 'REJECT' ? 'REJECTED' : 'ONGOING',
          lastRole: story.steps.filter((s) => s.action === 'BID' || s.action === 'COUNTER').at(-1)!.role,
          currency: 'KES',
          influencerOffer: story.steps[0].offer,
          influencerOfferTotal: offerTotal(story.steps[0].offer),
          brandOffer,
          brandOfferTotal: brandOffer ? offerTotal(brandOffer) : null,
          closedBy: closing ? 'MERCHANT' : null,
          closedAt: closing ? at(story.steps.length - 1) : null,
          closedReason: story.reason ?? null,
          createdAt: at(0),
          updatedAt: at(story.steps.length - 1),
        })
        .returning({ id: jobBids.id });
      await tx.insert(jobBidHistory).values(
        story.steps.map((s, step) => ({
          bidId: bid.id,
          role: s.role,
          action: s.action,
          offer: s.offer,
          offerTotal: offerTotal(s.offer),
          createdAt: at(step),
        })),
      );
      if (last.action === 'ACCEPT') {
        await tx.insert(assignments).values({
          creatorId: story.creatorId,
          source: 'JOB',
          jobId: job.id,
          jobBidId: bid.id,
          channel: 'INSTAGRAM',
          postContentType: 'POST',
          posts: tasks.length,
          amountMinor: offerTotal(last.offer),
          currency: 'KES',
        });
      }
    }
  });
}
