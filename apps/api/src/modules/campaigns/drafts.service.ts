/** Campaign drafts: the wizard's state kept as it is (partial, dates may be null) with the step to resume at. */
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CampaignDraft, createDraftRequestSchema, updateDraftRequestSchema } from '@app/shared/campaigns';
import { campaignDrafts } from '../../db/schema/campaigns';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { fieldError } from '../../errors';
import { authorize, loadScoped } from '../companies/access';

type DraftRow = typeof campaignDrafts.$inferSelect;
const draftNotFound = () => fieldError('draft_id', 'Draft not found', 'NOT_FOUND');

function view(row: DraftRow): CampaignDraft {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    step: row.step,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function draftFor(deps: Deps, actor: Actor, draftId: string): Promise<DraftRow> {
  return loadScoped(deps, actor, draftId, {
    action: 'campaign.create',
    notFound: draftNotFound,
    load: async (id) => (await deps.db.select().from(campaignDrafts).where(eq(campaignDrafts.id, id)))[0],
    companyOf: (row) => row.companyId,
  });
}

export async function createDraft(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createDraftRequestSchema>,
): Promise<CampaignDraft> {
  await authorize(deps, actor, input.company_id, 'campaign.create');
  const [row] = await deps.db
    .insert(campaignDrafts)
    .values({
      companyId: input.company_id,
      name: input.name ?? null,
      step: input.step,
      data: input.data,
      createdBy: actor.merchantId,
    })
    .returning();
  return view(row);
}

export async function listDrafts(deps: Deps, actor: Actor, input: { company_id: string }): Promise<CampaignDraft[]> {
  await authorize(deps, actor, input.company_id, 'campaign.create');
  const rows = await deps.db
    .select()
    .from(campaignDrafts)
    .where(eq(campaignDrafts.companyId, input.company_id))
    .orderBy(desc(campaignDrafts.updatedAt));
  return rows.map(view);
}

export async function getDraft(deps: Deps, actor: Actor, input: { draft_id: string }): Promise<CampaignDraft> {
  return view(await draftFor(deps, actor, input.draft_id));
}

export async function updateDraft(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof updateDraftRequestSchema> & { draft_id: string },
): Promise<CampaignDraft> {
  const row = await draftFor(deps, actor, input.draft_id);
  const [saved] = await deps.db
    .update(campaignDrafts)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.step !== undefined ? { step: input.step } : {}),
      ...(input.data ? { data: input.data } : {}),
      updatedAt: new Date(),
    })
    .where(eq(campaignDrafts.id, row.id))
    .returning();
  return view(saved);
}

export async function deleteDraft(deps: Deps, actor: Actor, input: { draft_id: string }): Promise<{ message: string }> {
  const row = await draftFor(deps, actor, input.draft_id);
  await deps.db.delete(campaignDrafts).where(eq(campaignDrafts.id, row.id));
  return { message: 'Draft deleted' };
}
