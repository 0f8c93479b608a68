/**
 * Demo payments (issue 19), through the real services and the sandbox provider: the demo brand bills by M-Pesa;
 * the ongoing demo campaign's verified posts get their payouts (their creators get demo payout numbers, labelled
 * demo accounts without a usable password), then the campaign is funded by a sandbox STK push, whose callback
 * (queued) funds the escrow and releases the payouts, which the outbox sends and the sandbox pays. The accepted
 * demo bid is invoiced. Every movement is a real ledger movement, so `npm run ledger:check` holds. Idempotent.
 * Needs the queue started (the sandbox's callbacks run there).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../actor';
import type { Deps } from '../../deps';
import { campaigns } from '../schema/campaigns';
import { companies } from '../schema/companies';
import { contentItems } from '../schema/content';
import { creatorAccounts } from '../schema/creator-accounts';
import { creators } from '../schema/creators';
import { jobBids, jobs } from '../schema/jobs';
import { merchants } from '../schema/merchants';
import { fundings } from '../schema/payments';
import { createFunding, putBilling } from '../../modules/payments/fundings.service';
import { releasePostPayout } from '../../modules/payments/payouts.service';

const DEMO_PAYER = '254711000000';

/** The demo brand's owner as a caller of the services. */
async function ownerActor(deps: Deps, merchantId: string): Promise<Actor> {
  const [merchant] = await deps.db.select().from(merchants).where(eq(merchants.id, merchantId));
  return { merchantId, sessionId: 'demo-seed', email: merchant.email, emailVerified: true, accountDisabled: false };
}

export async function seedDemoPayments(deps: Deps): Promise<void> {
  const [brand] = await deps.db
    .select()
    .from(companies)
    .where(and(eq(companies.name, 'Savannah Juice - Demo'), eq(companies.isDemo, true)));
  if (!brand) return;
  const [already] = await deps.db.select({ id: fundings.id }).from(fundings).where(eq(fundings.companyId, brand.id));
  if (already) return;
  const verified = await deps.db
    .select({ item: contentItems, campaign: campaigns })
    .from(contentItems)
    .innerJoin(campaigns, eq(campaigns.id, contentItems.campaignId))
    .where(and(eq(campaigns.companyId, brand.id), eq(campaigns.isDemo, true), eq(contentItems.status, 'VERIFIED')));
  const campaign = verified[0]?.campaign;
  if (!campaign?.createdBy) return;
  const actor = await ownerActor(deps, campaign.createdBy);
  await putBilling(deps, actor, brand.id, { billing_mode: 'MPESA', mpesa_phone: DEMO_PAYER });

  await deps.db.transaction(async (tx) => {
    const creatorIds = [...new Set(verified.map((v) => v.item.creatorId))];
    const withAccount = await tx
      .select({ id: creatorAccounts.creatorId })
      .from(creatorAccounts)
      .where(inArray(creatorAccounts.creatorId, creatorIds));
    for (const [index, creatorId] of creatorIds.entries()) {
      if (!withAccount.some((a) => a.id === creatorId))
        await tx.insert(creatorAccounts).values({
          email: `demo-payee-${creatorId}@demo.creatorhub.local`,
          // No one logs in as these: a random hash that no password matches.
          passwordHash: `demo-no-login:${randomBytes(16).toString('hex')}`,
          firstName: 'Demo',
          lastName: `Creator ${index + 1}`,
          phone: '+254 711 000000',
          creatorId,
          mpesaNumber: `25471100${String(index + 1).padStart(4, '0')}`,
          isDemo: true,
        });
      await tx.update(creators).set({ verificationPayment: 'APPROVED' }).where(eq(creators.id, creatorId));
    }
    for (const { item } of verified)
      await releasePostPayout(deps, tx, {
        assignment_id: item.assignmentId,
        post_index: item.postIndex,
        content_id: item.id,
      });
  });
  // The sandbox answers through the queue within seconds: funded, payouts released, sent and paid.
  await createFunding(deps, actor, { campaign_id: campaign.id, method: 'MPESA', phone: DEMO_PAYER });

  const [bid] = await deps.db
    .select({ id: jobBids.id })
    .from(jobBids)
    .innerJoin(jobs, eq(jobs.id, jobBids.jobId))
    .leftJoin(fundings, eq(fundings.jobBidId, jobBids.id))
    .where(and(eq(jobs.companyId, brand.id), eq(jobBids.status, 'ACCEPTED'), isNull(fundings.id)))
    .limit(1);
  if (bid) await createFunding(deps, actor, { bid_id: bid.id, method: 'INVOICE' });
}
