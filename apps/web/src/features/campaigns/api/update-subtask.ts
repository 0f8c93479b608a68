import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subtask } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSubtaskFailure, refreshSubtasks } from './subtasks';

/**
 * PATCH /campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id} {end_date} -> the subtask with its new end date (ISO
 * with its offset, within the campaign's dates: else 400 `end_date`); 404 `subtask_id` once it is gone; 409 once the
 * campaign is completed or cancelled. PUT takes the same body.
 */
export function updateSubtask(
  campaignId: string,
  taskId: string,
  subtaskId: string,
  endDate: string,
): Promise<Subtask> {
  return apiClient.PATCH('/campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id}', {
    params: { path: { id: campaignId, task_id: taskId, subtask_id: subtaskId } },
    body: { end_date: endDate },
  });
}

export function useUpdateSubtask(campaignId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subtaskId, endDate }: { subtaskId: string; endDate: string }) =>
      updateSubtask(campaignId, taskId, subtaskId, endDate),
    onSuccess: (subtask) =>
      refreshSubtasks(queryClient, campaignId, taskId, (old) => old.map((s) => (s.id === subtask.id ? subtask : s))),
    onError: (error) => refreshAfterSubtaskFailure(queryClient, campaignId, taskId, error),
  });
}
