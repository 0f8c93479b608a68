/**
 * Campaign invitations on the creator side (docs/state-machines.md, Invitation). Campaign creation invites
 * each selected creator (campaign_creators, PENDING); the creator accepts, which makes their assignments
 * (one per task, at the cost the campaign computed for them), or declines with a reason, which declines
 * their contracts awaiting a signature and voids their issued ones. Both lock the invitation row.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { campaignStatusAt } from '@app/shared/campaigns';
import {
  INVITATION_TRANSITIONS,
  invitationMoveRefusal,
  type Invitation,
  type InvitationMove,
} from '@app/shared/creator-accounts';
import { transitionOf } from '@app/shared/state-machine';
import { sumMinor } from '@app/shared/money';
import type { ClientInfo, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { campaignCreators, campaigns, campaignTaskCreators, campaignTasks } from '../../db/schema/campaigns';
import { companies } from '../../db/schema/companies';
import { contracts } from '../../db/schema/contracts';
import { creatorAccounts } from '../../db/schema/creator-accounts';
import { creators } from '../../db/schema/creators';
import type { Deps } from '../../deps';
import { AppError, fieldError, isUuid } from '../../errors';
import { createFromInvitation } from '../assignments/assignments.service';
import { membersWhoCan } from '../companies/access';
import { merchantRecipients, notify } from '../notifications/notifications.service';
import { endCreatorContracts } from '../contracts/contracts.service';
import { requireCreatorId } from './accounts.service';

const invitationNotFound = () => fieldError('invitation_id', 'Invitation not found', 'NOT_FOUND');

async function invitationsOf(db: Db | Tx, creatorId: number, campaignId?: string): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: campaignCreators, campaign: campaigns, brandName: companies.name })
    .from(campaignCreators)
    .innerJoin(campaigns, eq(campaigns.id, campaignCreators.campaignId))
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        eq(campaignCreators.creatorId, creatorId),
        campaignId ? eq(campaignCreators.campaignId, campaignId) : undefined,
      ),
    )
    .orderBy(desc(campaignCreators.invitedAt))
    .limit(500);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.campaign.id);
  const [tasks, contractRows] = await Promise.all([
    db
      .select({ task: campaignTasks, amount: campaignTaskCreators.costMinor })
      .from(campaignTasks)
      .innerJoin(
        campaignTaskCreators,
        and(eq(campaignTaskCreators.taskId, campaignTasks.id), eq(campaignTaskCreators.creatorId, creatorId)),
      )
      .where(inArray(campaignTasks.campaignId, ids))
      .orderBy(asc(campaignTasks.position)),
    db
      .select({ id: contracts.id, campaignId: contracts.campaignId, title: contracts.title, status: contracts.status })
      .from(contracts)
      .where(and(eq(contracts.creatorId, creatorId), inArray(contracts.campaignId, ids))),
  ]);
  return rows.map(({ invitation, campaign, brandName }) => {
    const own = tasks.filter((t) => t.task.campaignId === campaign.id);
    return {
      id: campaign.id,
      status: invitation.invitationStatus,
      invited_at: invitation.invitedAt.toISOString(),
      answered_at: invitation.answeredAt?.toISOString() ?? null,
      decline_reason: invitation.declineReason,
      campaign: {
        id: campaign.id,
        name: campaign.name,
        brand_name: brandName,
        description: campaign.description,
        call_to_action: campaign.callToAction,
        start_date: campaign.startAt.toISOString(),
        end_date: campaign.endAt.toISOString(),
        channels: campaign.platforms,
        thumbnail: campaign.thumbnail,
        status: campaignStatusAt({
          start_at: campaign.startAt,
          end_at: campaign.endAt,
          cancelled_at: campaign.cancelledAt,
        }),
      },
      currency: campaign.currency,
      tasks: own.map(({ task, amount }) => ({
        task_id: task.id,
        channel: task.channel,
        post_content_type: task.postContentType,
        number_of_posts: task.numberOfPosts,
        start_date: task.startAt.toISOString(),
        end_date: task.endAt.toISOString(),
        extra_instructions: task.extraInstructions,
        amount_minor: amount,
      })),
      total_amount_minor: sumMinor(own.map((t) => t.amount)),
      contracts: contractRows
        .filter((c) => c.campaignId === campaign.id)
        .map((c) => ({ id: c.id, title: c.title, status: c.status })),
    };
  });
}

export function listInvitations(deps: Pick<Deps, 'db'>, actor: CreatorActor): Promise<Invitation[]> {
  return invitationsOf(deps.db, requireCreatorId(actor));
}

export async function getInvitation(
  deps: Pick<Deps, 'db'>,
  actor: CreatorActor,
  campaignId: string,
): Promise<Invitation> {
  if (!isUuid(campaignId)) throw invitationNotFound();
  const [found] = await invitationsOf(deps.db, requireCreatorId(actor), campaignId);
  if (!found) throw invitationNotFound();
  return found;
}

/**
 * The one place an invitation is answered: locks the row, allows only the moves of the shared
 * INVITATION_TRANSITIONS (PENDING -> ACCEPTED/DECLINED) while the campaign is upcoming or ongoing (409 on field
 * status otherwise), and runs `then` in the same transaction.
 */
async function answerInvitation(
  deps: Pick<Deps, 'db' | 'outbox'>,
  actor: CreatorActor,
  campaignId: string,
  move: InvitationMove,
  then: (tx: Tx, campaign: typeof campaigns.$inferSelect, creatorId: number) => Promise<void>,
  reason?: string,
) {
  const creatorId = requireCreatorId(actor);
  if (!isUuid(campaignId)) throw invitationNotFound();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(campaignCreators)
      .where(and(eq(campaignCreators.campaignId, campaignId), eq(campaignCreators.creatorId, creatorId)))
      .for('update');
    if (!row) throw invitationNotFound();
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const campaignStatus = campaignStatusAt({
      start_at: campaign.startAt,
      end_at: campaign.endAt,
      cancelled_at: campaign.cancelledAt,
    });
    const refused = invitationMoveRefusal({ status: row.invitationStatus, campaign_status: campaignStatus }, move);
    if (refused) throw new AppError('CONFLICT', refused, { field: 'status' });
    const { to } = transitionOf(INVITATION_TRANSITIONS, row.invitationStatus, move, 'CREATOR')!;
    await tx
      .update(campaignCreators)
      .set({ invitationStatus: to, answeredAt: new Date(), declineReason: reason ?? null })
      .where(and(eq(campaignCreators.campaignId, campaignId), eq(campaignCreators.creatorId, creatorId)));
    await then(tx, campaign, creatorId);
    await notifyBrand(deps, tx, campaign, creatorId, move, reason);
  });
  return getInvitation(deps, actor, campaignId);
}

/** Tells the brand's team that a creator answered the campaign's invitation. */
async function notifyBrand(
  deps: Pick<Deps, 'outbox'>,
  tx: Tx,
  campaign: typeof campaigns.$inferSelect,
  creatorId: number,
  move: InvitationMove,
  reason?: string,
): Promise<void> {
  const [creator] = await tx.select({ name: creators.name }).from(creators).where(eq(creators.id, creatorId));
  await notify(deps, tx, [
    {
      kind: move === 'ACCEPT' ? 'invitation.accepted' : 'invitation.declined',
      to: merchantRecipients(await membersWhoCan(tx, campaign.companyId, 'campaign.create')),
      company_id: campaign.companyId,
      title: `${creator?.name ?? 'A creator'} ${move === 'ACCEPT' ? 'accepted' : 'declined'} ${campaign.name}`,
      body: move === 'ACCEPT' ? 'The creator is on board.' : `Their reason: ${reason ?? ''}`,
      link: `/companies/${campaign.companyId}/details/${campaign.id}`,
    },
  ]);
}

/** Accepting makes one assignment per task of the creator, at the amount the campaign computed. */
export function acceptInvitation(
  deps: Pick<Deps, 'db' | 'outbox'>,
  actor: CreatorActor,
  input: { invitation_id: string },
): Promise<Invitation> {
  return answerInvitation(deps, actor, input.invitation_id, 'ACCEPT', (tx, campaign, creatorId) =>
    createFromInvitation(tx, { campaign_id: campaign.id, creator_id: creatorId, currency: campaign.currency }),
  );
}

/** Declining ends the creator's contracts of the campaign (declined, or void where nothing was to sign). */
export async function declineInvitation(
  deps: Pick<Deps, 'db' | 'outbox'>,
  actor: CreatorActor,
  input: { invitation_id: string; reason: string; client: ClientInfo },
): Promise<Invitation> {
  const [account] = await deps.db
    .select({ firstName: creatorAccounts.firstName, lastName: creatorAccounts.lastName })
    .from(creatorAccounts)
    .where(eq(creatorAccounts.id, actor.accountId));
  const by = { name: `${account.firstName} ${account.lastName}`, ...input.client };
  return answerInvitation(
    deps,
    actor,
    input.invitation_id,
    'DECLINE',
    (tx, campaign, creatorId) =>
      endCreatorContracts(tx, {
        campaign_id: campaign.id,
        creator_id: creatorId,
        by,
        reason: `Invitation declined: ${input.reason}`,
      }),
    input.reason,
  );
}
