import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterSubtaskFailure, refreshSubtasks } from './subtasks';

/**
 * DELETE /campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id} -> {message}; 404 `subtask_id` once it is gone; 409
 * once the campaign is completed or cancelled.
 */
export function deleteSubtask(campaignId: string, taskId: string, subtaskId: string): Promise<{ message: string }> {
  return apiClient.DELETE('/campaigns/{id}/tasks/{task_id}/subtasks/{subtask_id}', {
    params: { path: { id: campaignId, task_id: taskId, subtask_id: subtaskId } },
  });
}

export function useDeleteSubtask(campaignId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subtaskId: string) => deleteSubtask(campaignId, taskId, subtaskId),
    onSuccess: (_answer, subtaskId) =>
      refreshSubtasks(queryClient, campaignId, taskId, (old) => old.filter((s) => s.id !== subtaskId)),
    onError: (error) => refreshAfterSubtaskFailure(queryClient, campaignId, taskId, error),
  });
}
