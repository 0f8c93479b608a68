import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';
import { jobKeys } from './keys';

export type UpdateJobBody = ApiBody<'/jobs-marketplace/update_job', 'post'>;

/**
 * POST /jobs-marketplace/update_job: PUBLISH a draft, CLOSE a job (its open bids are rejected) or EXTEND its bid end
 * date.
 */
export function updateJob(body: UpdateJobBody): Promise<Job> {
  return apiClient.POST('/jobs-marketplace/update_job', { body });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      // Closing rejects the open bids: the lists, the job's bids and every bid page follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
        queryClient.invalidateQueries({ queryKey: jobKeys.bids(job.id) }),
        queryClient.invalidateQueries({ queryKey: [jobKeys.all[0], 'bid'] }),
      ]);
    },
  });
}
