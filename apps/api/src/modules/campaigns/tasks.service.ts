/**
 * Tasks and subtasks (spec section 7: /campaigns/{id}/tasks/{task_id}/subtasks). A campaign's deliverables
 * are its tasks; a subtask is one dated post of a task, due by its end date (inside the campaign's dates),
 * for a set of the task's creators (all of them when none are named). Changes stop once the campaign is
 * completed or cancelled (409).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { campaignStatusAt, CAMPAIGN_STATUS_LABELS, type Subtask } from '@app/shared/campaigns';
import {
  campaignSubtaskCreators,
  campaignSubtasks,
  campaignTaskCreators,
  campaignTasks,
} from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { AppError, fieldError, isUuid } from '../../errors';
import { campaignFor } from './campaigns.service';

const taskNotFound = () => fieldError('task_id', 'Task not found', 'NOT_FOUND');
const subtaskNotFound = () => fieldError('subtask_id', 'Subtask not found', 'NOT_FOUND');

async function taskFor(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string },
  action: 'company.view' | 'campaign.create',
) {
  const campaign = await campaignFor(deps, actor, input.campaign_id, action);
  if (!isUuid(input.task_id)) throw taskNotFound();
  const [task] = await deps.db
    .select()
    .from(campaignTasks)
    .where(and(eq(campaignTasks.id, input.task_id), eq(campaignTasks.campaignId, campaign.id)));
  if (!task) throw taskNotFound();
  if (action === 'campaign.create') {
    const status = campaignStatusAt({
      start_at: campaign.startAt,
      end_at: campaign.endAt,
      cancelled_at: campaign.cancelledAt,
    });
    if (status === 'COMPLETED' || status === 'CANCELLED') {
      throw new AppError(
        'CONFLICT',
        `This campaign is ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()}; its tasks can no longer change`,
        { field: 'status' },
      );
    }
  }
  return { campaign, task };
}

function checkEndDate(campaign: { startAt: Date; endAt: Date }, endDate: string, field: string): Date {
  const end = new Date(endDate);
  if (end < campaign.startAt || end > campaign.endAt)
    throw fieldError(field, "The end date falls within the campaign's dates");
  return end;
}

async function subtaskFor(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string; subtask_id: string },
) {
  const found = await taskFor(deps, actor, input, 'campaign.create');
  if (!isUuid(input.subtask_id)) throw subtaskNotFound();
  const [subtask] = await deps.db
    .select()
    .from(campaignSubtasks)
    .where(and(eq(campaignSubtasks.id, input.subtask_id), eq(campaignSubtasks.taskId, found.task.id)));
  if (!subtask) throw subtaskNotFound();
  return { ...found, subtask };
}

async function readSubtasks(db: Deps['db'] | Tx, taskId: string, only?: string[]): Promise<Subtask[]> {
  const rows = await db
    .select()
    .from(campaignSubtasks)
    .where(and(eq(campaignSubtasks.taskId, taskId), only ? inArray(campaignSubtasks.id, only) : undefined))
    .orderBy(asc(campaignSubtasks.endAt), asc(campaignSubtasks.id));
  if (!rows.length) return [];
  const people = await db
    .select({ subtaskId: campaignSubtaskCreators.subtaskId, id: creators.id, name: creators.name })
    .from(campaignSubtaskCreators)
    .innerJoin(creators, eq(creators.id, campaignSubtaskCreators.creatorId))
    .where(
      inArray(
        campaignSubtaskCreators.subtaskId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(creators.name));
  return rows.map((r) => ({
    id: r.id,
    task_id: r.taskId,
    end_date: r.endAt.toISOString(),
    influencers: people.filter((p) => p.subtaskId === r.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function listSubtasks(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string },
): Promise<Subtask[]> {
  const { task } = await taskFor(deps, actor, input, 'company.view');
  return readSubtasks(deps.db, task.id);
}

export async function createSubtasks(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string; subtasks: Array<{ end_date: string; influencer_ids?: number[] }> },
): Promise<Subtask[]> {
  const { campaign, task } = await taskFor(deps, actor, input, 'campaign.create');
  const onTask = new Set(
    (
      await deps.db
        .select({ id: campaignTaskCreators.creatorId })
        .from(campaignTaskCreators)
        .where(eq(campaignTaskCreators.taskId, task.id))
    ).map((r) => r.id),
  );
  const planned = input.subtasks.map((s, index) => {
    const end = checkEndDate(campaign, s.end_date, `subtasks.${index}.end_date`);
    const ids = [...new Set(s.influencer_ids?.length ? s.influencer_ids : onTask)];
    const stranger = ids.find((id) => !onTask.has(id));
    if (stranger !== undefined)
      throw fieldError(`subtasks.${index}.influencer_ids`, `Creator ${stranger} is not on this task`);
    return { end, ids };
  });
  return deps.db.transaction(async (tx) => {
    const made: string[] = [];
    for (const plan of planned) {
      const [row] = await tx
        .insert(campaignSubtasks)
        .values({ taskId: task.id, endAt: plan.end })
        .returning({ id: campaignSubtasks.id });
      if (plan.ids.length)
        await tx
          .insert(campaignSubtaskCreators)
          .values(plan.ids.map((creatorId) => ({ subtaskId: row.id, creatorId })));
      made.push(row.id);
    }
    return readSubtasks(tx, task.id, made);
  });
}

export async function updateSubtask(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string; subtask_id: string; end_date: string },
): Promise<Subtask> {
  const { campaign, subtask, task } = await subtaskFor(deps, actor, input);
  const end = checkEndDate(campaign, input.end_date, 'end_date');
  await deps.db.update(campaignSubtasks).set({ endAt: end }).where(eq(campaignSubtasks.id, subtask.id));
  return (await readSubtasks(deps.db, task.id, [subtask.id]))[0];
}

export async function deleteSubtask(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string; subtask_id: string },
): Promise<{ message: string }> {
  const { subtask } = await subtaskFor(deps, actor, input);
  await deps.db.delete(campaignSubtasks).where(eq(campaignSubtasks.id, subtask.id));
  return { message: 'Subtask deleted' };
}

export async function removeSubtaskCreator(
  deps: Deps,
  actor: Actor,
  input: { campaign_id: string; task_id: string; subtask_id: string; influencer_id: number },
): Promise<Subtask> {
  const { subtask, task } = await subtaskFor(deps, actor, input);
  const removed = await deps.db
    .delete(campaignSubtaskCreators)
    .where(
      and(
        eq(campaignSubtaskCreators.subtaskId, subtask.id),
        eq(campaignSubtaskCreators.creatorId, input.influencer_id),
      ),
    )
    .returning({ id: campaignSubtaskCreators.creatorId });
  if (!removed.length) throw fieldError('influencer_id', 'This creator is not on the subtask', 'NOT_FOUND');
  return (await readSubtasks(deps.db, task.id, [subtask.id]))[0];
}
