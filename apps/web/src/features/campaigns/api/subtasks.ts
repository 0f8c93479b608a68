import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Subtask } from '@app/shared/campaigns';
import { apiClient, isApiError } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys } from './keys';

/** GET /campaigns/{id}/tasks/{task_id}/subtasks: a deliverable's subtasks (dated posts and their creators). */
export function fetchSubtasks(campaignId: string, taskId: string, signal?: AbortSignal): Promise<Subtask[]> {
  return apiClient.GET('/campaigns/{id}/tasks/{task_id}/subtasks', {
    params: { path: { id: campaignId, task_id: taskId } },
    signal,
  });
}

export function subtasksQuery(campaignId: string, taskId: string) {
  return queryOptions({
    queryKey: campaignKeys.subtasks(campaignId, taskId),
    queryFn: ({ signal }) => fetchSubtasks(campaignId, taskId, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: campaignId.length > 0 && taskId.length > 0,
  });
}

export function useSubtasks(campaignId: string, taskId: string) {
  return useQuery(subtasksQuery(campaignId, taskId));
}

/** The server's order: soonest end date first, then by id. */
export function sortSubtasks(subtasks: readonly Subtask[]): Subtask[] {
  return [...subtasks].sort(
    (a, b) => Date.parse(a.end_date) - Date.parse(b.end_date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * After a change to a deliverable's subtasks: `change` applied to the cached list at once, then the list read again.
 */
export async function refreshSubtasks(
  queryClient: QueryClient,
  campaignId: string,
  taskId: string,
  change?: (subtasks: Subtask[]) => Subtask[],
): Promise<void> {
  const key = campaignKeys.subtasks(campaignId, taskId);
  if (change) queryClient.setQueryData<Subtask[]>(key, (old) => (old ? sortSubtasks(change(old)) : old));
  await queryClient.invalidateQueries({ queryKey: key });
}

/**
 * After a refused change: a subtask, creator or deliverable that is gone (404) reads the list again; a campaign that
 * has completed or was cancelled meanwhile (409) reads the campaign again, so its status hides the controls.
 */
export async function refreshAfterSubtaskFailure(
  queryClient: QueryClient,
  campaignId: string,
  taskId: string,
  error: unknown,
): Promise<void> {
  if (!isApiError(error)) return;
  if (error.code === 'NOT_FOUND') await refreshSubtasks(queryClient, campaignId, taskId);
  if (error.code === 'CONFLICT') await queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) });
}
