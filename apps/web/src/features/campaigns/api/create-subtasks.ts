import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subtask } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';
import { refreshAfterSubtaskFailure, refreshSubtasks } from './subtasks';

export type CreateSubtasksBody = ApiBody<'/campaigns/{id}/tasks/{task_id}/subtasks', 'post'>;

/**
 * POST /campaigns/{id}/tasks/{task_id}/subtasks {subtasks: [{end_date, influencer_ids?}]} -> 201 the new subtasks.
 * Each end date (ISO with its offset) falls within the campaign's dates (400 `subtasks.N.end_date`); the creators are
 * the task's (400 `subtasks.N.influencer_ids`), all of them when none are named; 409 once the campaign is completed or
 * cancelled; 403 without campaign.create.
 */
export function createSubtasks(campaignId: string, taskId: string, body: CreateSubtasksBody): Promise<Subtask[]> {
  return apiClient.POST('/campaigns/{id}/tasks/{task_id}/subtasks', {
    params: { path: { id: campaignId, task_id: taskId } },
    body,
  });
}

export function useCreateSubtasks(campaignId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubtasksBody) => createSubtasks(campaignId, taskId, body),
    onSuccess: (made) => refreshSubtasks(queryClient, campaignId, taskId, (old) => [...old, ...made]),
    onError: (error) => refreshAfterSubtaskFailure(queryClient, campaignId, taskId, error),
  });
}
