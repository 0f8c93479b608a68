import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';
import { jobKeys } from './keys';

/** The body of POST /jobs-marketplace/job (the shared jobFormSchema's output). */
export type SaveJobBody = ApiBody<'/jobs-marketplace/job', 'post'>;

/**
 * POST /jobs-marketplace/job: creates a job, or replaces one without bids (`job_id`); `publish` false keeps a draft.
 */
export function saveJob(body: SaveJobBody): Promise<Job> {
  return apiClient.POST('/jobs-marketplace/job', { body });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      await queryClient.invalidateQueries({ queryKey: jobKeys.lists });
    },
  });
}
