import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subtask } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSubtaskFailure, refreshSubtasks } from './subtasks';

/**
 * DELETE /campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id}/influencers/{influencer_id} -> the subtask without the
 * creator; 404 `influencer_id` when the creator is not on it, `subtask_id` once it is gone; 409 once the campaign is
 * completed or cancelled.
 */
export function removeSubtaskCreator(
  campaignId: string,
  taskId: string,
  subtaskId: string,
  creatorId: number,
): Promise<Subtask> {
  return apiClient.DELETE('/campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id}/influencers/{influencer_id}', {
    params: { path: { id: campaignId, task_id: taskId, subtask_id: subtaskId, influencer_id: creatorId } },
  });
}

export function useRemoveSubtaskCreator(campaignId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subtaskId, creatorId }: { subtaskId: string; creatorId: number }) =>
      removeSubtaskCreator(campaignId, taskId, subtaskId, creatorId),
    onSuccess: (subtask) =>
      refreshSubtasks(queryClient, campaignId, taskId, (old) => old.map((s) => (s.id === subtask.id ? subtask : s))),
    onError: (error) => refreshAfterSubtaskFailure(queryClient, campaignId, taskId, error),
  });
}
