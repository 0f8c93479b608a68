/**
 * Contracts: one per (campaign, creator, template), a frozen copy of the template with its SHA-256.
 * The state machine (shared CONTRACT_TRANSITIONS, docs/state-machines.md) is enforced in `moveContract`
 * alone, under a row lock. Campaign creation calls `createCampaignContracts`; the creator side calls
 * `signContract` and `declineContract`.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTRACT_TRANSITIONS,
  contractMoveRefusal,
  initialContractStatus,
  LIVE_CONTRACT_STATUSES,
  type Contract,
  type ContractMove,
  type ContractStatus,
  type ContractSummary,
  type contractListQuerySchema,
} from '@app/shared/contracts';
import { transitionOf, type Party } from '@app/shared/state-machine';
import { campaigns } from '../../db/schema/campaigns';
import { contractEvents, contracts, contractTemplates } from '../../db/schema/contracts';
import { creators } from '../../db/schema/creators';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { Actor, ClientInfo } from '../../actor';
import { AppError, fieldError, isUuid } from '../../errors';
import { authorize, companyChain, companyTree, loadScoped, membersWhoCan } from '../companies/access';
import { followContracts } from '../assignments/assignments.service';
import { merchantName } from '../merchants/merchants.service';
import { merchantRecipients, notify } from '../notifications/notifications.service';
import { textHash } from './templates.service';

type ContractRow = typeof contracts.$inferSelect;
type ContractEvent = (typeof contractEvents.$inferInsert)['event'];

const contractNotFound = () => fieldError('contract_id', 'Contract not found', 'NOT_FOUND');
export const contractFileUrl = (id: string) => `/api/contracts/${id}/file`;

const EVENT_OF: Partial<Record<ContractStatus, ContractEvent>> = {
  SIGNED: 'SIGNED',
  DECLINED: 'DECLINED',
  VOID: 'VOIDED',
};

/** Who acts on a contract and from where; recorded in its audit trail. */
export interface ContractActorInfo extends ClientInfo {
  name: string;
}

/**
 * The one place a contract changes state: locks the row, refuses a move the shared CONTRACT_TRANSITIONS does not
 * allow `by` (409 on field status), writes the new state and its audit event in the same transaction.
 */
async function moveContract(
  tx: Tx,
  contractId: string,
  move: ContractMove,
  by: Party,
  who: ContractActorInfo,
  options: { check?: (row: ContractRow) => void; reason?: string; signerName?: string } = {},
): Promise<ContractRow> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!row) throw contractNotFound();
  options.check?.(row);
  const refused = contractMoveRefusal(row.status, move, by);
  if (refused) throw new AppError('CONFLICT', refused, { field: 'status' });
  const to = transitionOf(CONTRACT_TRANSITIONS, row.status, move, by)!.to;
  const now = new Date();
  const [updated] = await tx
    .update(contracts)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'SIGNED' ? { signedAt: now, signerName: options.signerName ?? who.name } : {}),
    })
    .where(eq(contracts.id, row.id))
    .returning();
  await tx.insert(contractEvents).values({
    contractId: row.id,
    event: EVENT_OF[to]!,
    actorName: who.name,
    ip: who.ip,
    userAgent: who.userAgent,
    textHash: row.textHash,
    reason: options.reason ?? null,
  });
  await followContracts(tx, { campaign_id: row.campaignId, creator_id: row.creatorId, by });
  return updated;
}

/**
 * Makes the contracts of a campaign: one per selected creator and template, each a copy of the template as
 * it is now (text or file) with its SHA-256. Templates must belong to the campaign's company or one above
 * it. Runs inside the campaign's transaction; making the same contract twice is a no-op.
 */
export async function createCampaignContracts(
  deps: Pick<Deps, 'storage'>,
  tx: Tx,
  input: { campaign_id: string; creator_ids: number[]; template_ids: string[]; by: ContractActorInfo },
): Promise<ContractRow[]> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, input.campaign_id));
  if (!campaign) throw fieldError('campaign_id', 'Campaign not found', 'NOT_FOUND');
  if (!input.template_ids.length || !input.creator_ids.length) return [];
  if (!input.template_ids.every(isUuid))
    throw fieldError('contract_template_ids', "A contract template is not one of this company's", 'NOT_FOUND');
  const templates = await tx.execute<{ id: string }>(sql`
    with recursive chain as (${companyChain(campaign.companyId)})
    select t.id from contract_templates t join chain on chain.id = t.company_id
    where t.id = any(${`{${input.template_ids.join(',')}}`}::uuid[])
    for update of t`);
  const found = new Set(templates.rows.map((t) => t.id));
  const missing = input.template_ids.find((id) => !found.has(id));
  if (missing)
    throw fieldError('contract_template_ids', "A contract template is not one of this company's", 'NOT_FOUND');
  const rows = await tx
    .select()
    .from(contractTemplates)
    .where(inArray(contractTemplates.id, [...found]));
  const made: ContractRow[] = [];
  for (const template of rows) {
    const file = template.fileKey ? await deps.storage.readPrivate(template.fileKey) : null;
    if (template.type === 'FILE' && !file)
      throw new AppError('INTERNAL', `The file of contract template ${template.id} is missing`);
    const hash = textHash(file ?? template.body!);
    for (const creatorId of [...new Set(input.creator_ids)]) {
      const [row] = await tx
        .insert(contracts)
        .values({
          companyId: campaign.companyId,
          campaignId: campaign.id,
          creatorId,
          templateId: template.id,
          title: template.title,
          type: template.type,
          body: template.body,
          fileKey: template.fileKey,
          fileName: template.fileName,
          textHash: hash,
          status: initialContractStatus(campaign.contractSignatureRequired),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      await tx.insert(contractEvents).values({
        contractId: row.id,
        event: 'CREATED',
        actorName: input.by.name,
        ip: input.by.ip,
        userAgent: input.by.userAgent,
        textHash: hash,
      });
      made.push(row);
    }
  }
  return made;
}

/** The creator signs: only their own contract, only while it awaits a signature, only the text they were shown. */
export async function signContract(
  deps: Pick<Deps, 'db' | 'outbox'>,
  signer: { creator_id: number },
  input: { contract_id: string; full_name: string; text_hash?: string; client: ClientInfo },
): Promise<ContractRow> {
  if (!isUuid(input.contract_id)) throw contractNotFound();
  return deps.db.transaction(async (tx) =>
    notifyAnswer(
      deps,
      tx,
      await moveContract(
        tx,
        input.contract_id,
        'SIGN',
        'CREATOR',
        { name: input.full_name, ...input.client },
        {
          signerName: input.full_name,
          check: (row) => {
            if (row.creatorId !== signer.creator_id) throw contractNotFound();
            if (input.text_hash && input.text_hash !== row.textHash) {
              throw new AppError(
                'CONFLICT',
                'The contract text changed since you opened it; read it again before signing',
                { field: 'text_hash' },
              );
            }
          },
        },
      ),
    ),
  );
}

export async function declineContract(
  deps: Pick<Deps, 'db' | 'outbox'>,
  signer: { creator_id: number; name: string },
  input: { contract_id: string; reason: string; client: ClientInfo },
): Promise<ContractRow> {
  if (!isUuid(input.contract_id)) throw contractNotFound();
  return deps.db.transaction(async (tx) =>
    notifyAnswer(
      deps,
      tx,
      await moveContract(
        tx,
        input.contract_id,
        'DECLINE',
        'CREATOR',
        { name: signer.name, ...input.client },
        {
          reason: input.reason,
          check: (row) => {
            if (row.creatorId !== signer.creator_id) throw contractNotFound();
          },
        },
      ),
    ),
  );
}

/** Tells the brand's contract writers that the creator signed or declined; the contract passes through. */
async function notifyAnswer(deps: Pick<Deps, 'outbox'>, tx: Tx, row: ContractRow): Promise<ContractRow> {
  const [names] = await tx
    .select({ creator: creators.name, campaign: campaigns.name })
    .from(creators)
    .innerJoin(campaigns, eq(campaigns.id, row.campaignId))
    .where(eq(creators.id, row.creatorId));
  const signed = row.status === 'SIGNED';
  await notify(deps, tx, [
    {
      kind: signed ? 'contract.signed' : 'contract.declined',
      to: merchantRecipients(await membersWhoCan(tx, row.companyId, 'contract.write')),
      company_id: row.companyId,
      title: `${names?.creator ?? 'A creator'} ${signed ? 'signed' : 'declined'} "${row.title}"`,
      body: `The contract for ${names?.campaign ?? 'the campaign'} is ${signed ? 'signed' : 'declined'}.`,
      link: `/companies/${row.companyId}/contracts/${row.id}/campaigns/${row.campaignId}`,
    },
  ]);
  return row;
}

/** The contract, if the caller may take `action` on its company; "not found" otherwise. */
function contractFor(
  deps: Deps,
  actor: Actor,
  contractId: string,
  action: 'company.view' | 'contract.write',
): Promise<ContractRow> {
  return loadScoped(deps, actor, contractId, {
    action,
    notFound: contractNotFound,
    load: async (id) => (await deps.db.select().from(contracts).where(eq(contracts.id, id)))[0],
    companyOf: (row) => row.companyId,
  });
}

/** The brand voids a contract (a cancelled campaign, a creator taken off it). */
export async function voidContract(
  deps: Deps,
  actor: Actor,
  input: { contract_id: string; reason: string; client: ClientInfo },
): Promise<Contract> {
  const row = await contractFor(deps, actor, input.contract_id, 'contract.write');
  const name = await merchantName(deps.db, actor);
  await deps.db.transaction((tx) =>
    moveContract(tx, row.id, 'VOID', 'BRAND', { name, ...input.client }, { reason: input.reason }),
  );
  return getContract(deps, actor, { contract_id: row.id });
}

const summaryColumns = {
  row: contracts,
  campaignName: campaigns.name,
  creatorName: creators.name,
  creatorAvatar: creators.avatarUrl,
};

function summary(r: {
  row: ContractRow;
  campaignName: string;
  creatorName: string;
  creatorAvatar: string | null;
}): ContractSummary {
  const { row } = r;
  return {
    id: row.id,
    company_id: row.companyId,
    campaign: { id: row.campaignId, name: r.campaignName },
    creator: { id: row.creatorId, name: r.creatorName, avatar: r.creatorAvatar },
    template_id: row.templateId,
    template_title: row.title,
    type: row.type,
    text_hash: row.textHash,
    status: row.status,
    signed_at: row.signedAt?.toISOString() ?? null,
    signer_name: row.signerName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The contracts of a company and everything under it (an account sees its brands' contracts). */
export async function listContracts(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof contractListQuerySchema>,
): Promise<ContractSummary[]> {
  await authorize(deps, actor, input.company_id, 'company.view');
  const rows = await deps.db
    .select(summaryColumns)
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .innerJoin(creators, eq(creators.id, contracts.creatorId))
    .where(
      and(
        sql`${contracts.companyId} in (with recursive tree as (${companyTree(input.company_id)}) select id from tree)`,
        input.campaign_id ? eq(contracts.campaignId, input.campaign_id) : undefined,
        input.status ? eq(contracts.status, input.status) : undefined,
      ),
    )
    .orderBy(desc(contracts.createdAt), asc(creators.name))
    .limit(1000);
  return rows.map(summary);
}

export async function getContract(deps: Deps, actor: Actor, input: { contract_id: string }): Promise<Contract> {
  const row = await contractFor(deps, actor, input.contract_id, 'company.view');
  return contractView(deps, row, contractFileUrl(row.id));
}

/** A contract with its text or file link and its audit trail. */
async function contractView(deps: Pick<Deps, 'db'>, row: ContractRow, fileUrl: string): Promise<Contract> {
  const [joined] = await deps.db
    .select(summaryColumns)
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .innerJoin(creators, eq(creators.id, contracts.creatorId))
    .where(eq(contracts.id, row.id));
  const events = await deps.db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, row.id))
    .orderBy(asc(contractEvents.id));
  return {
    ...summary(joined),
    body: row.body ?? null,
    file: row.fileKey ? { url: fileUrl, name: row.fileName ?? 'contract.pdf' } : null,
    events: events.map((e) => ({
      event: e.event,
      actor_name: e.actorName,
      ip: e.ip,
      user_agent: e.userAgent,
      text_hash: e.textHash,
      reason: e.reason,
      at: e.createdAt.toISOString(),
    })),
  };
}

export async function contractFile(
  deps: Deps,
  actor: Actor,
  input: { contract_id: string },
): Promise<{ bytes: Buffer; name: string }> {
  const row = await contractFor(deps, actor, input.contract_id, 'company.view');
  const bytes = row.fileKey ? await deps.storage.readPrivate(row.fileKey) : null;
  if (!bytes) throw fieldError('contract_id', 'This contract has no file', 'NOT_FOUND');
  return { bytes, name: row.fileName ?? 'contract.pdf' };
}

/**
 * A creator who declines a campaign's invitation ends their contracts of it, in the answering
 * transaction: those awaiting a signature are declined, issued ones (nothing to sign) become void.
 */
export async function endCreatorContracts(
  tx: Tx,
  input: { campaign_id: string; creator_id: number; by: ContractActorInfo; reason: string },
): Promise<void> {
  const open = await tx
    .select({ id: contracts.id, status: contracts.status })
    .from(contracts)
    .where(
      and(
        eq(contracts.campaignId, input.campaign_id),
        eq(contracts.creatorId, input.creator_id),
        inArray(contracts.status, ['PENDING_SIGNATURE', 'ISSUED']),
      ),
    );
  for (const { id, status } of open)
    await moveContract(tx, id, status === 'ISSUED' ? 'VOID' : 'DECLINE', 'CREATOR', input.by, { reason: input.reason });
}

/** A cancelled campaign voids its live (issued, pending and signed) contracts, in the cancelling transaction. */
export async function voidCampaignContracts(
  tx: Tx,
  input: { campaign_id: string; by: ContractActorInfo; reason: string },
): Promise<number> {
  const live = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.campaignId, input.campaign_id), inArray(contracts.status, [...LIVE_CONTRACT_STATUSES])));
  for (const { id } of live) await moveContract(tx, id, 'VOID', 'BRAND', input.by, { reason: input.reason });
  return live.length;
}

// ---- The creator side: a creator reaches only the contracts made for them ----

export const creatorContractFileUrl = (id: string) => `/api/creator/contracts/${id}/file`;

async function ownContract(deps: Pick<Deps, 'db'>, creatorId: number, contractId: string): Promise<ContractRow> {
  if (!isUuid(contractId)) throw contractNotFound();
  const [row] = await deps.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.creatorId, creatorId)));
  if (!row) throw contractNotFound();
  return row;
}

export async function creatorContracts(deps: Pick<Deps, 'db'>, creatorId: number): Promise<ContractSummary[]> {
  const rows = await deps.db
    .select(summaryColumns)
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .innerJoin(creators, eq(creators.id, contracts.creatorId))
    .where(eq(contracts.creatorId, creatorId))
    .orderBy(desc(contracts.createdAt))
    .limit(500);
  return rows.map(summary);
}

export async function creatorContract(
  deps: Pick<Deps, 'db'>,
  creatorId: number,
  contractId: string,
): Promise<Contract> {
  const row = await ownContract(deps, creatorId, contractId);
  return contractView(deps, row, creatorContractFileUrl(row.id));
}

export async function creatorContractFile(
  deps: Deps,
  creatorId: number,
  contractId: string,
): Promise<{ bytes: Buffer; name: string }> {
  const row = await ownContract(deps, creatorId, contractId);
  const bytes = row.fileKey ? await deps.storage.readPrivate(row.fileKey) : null;
  if (!bytes) throw fieldError('contract_id', 'This contract has no file', 'NOT_FOUND');
  return { bytes, name: row.fileName ?? 'contract.pdf' };
}
