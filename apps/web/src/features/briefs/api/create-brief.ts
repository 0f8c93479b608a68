import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brief } from '@app/shared/briefs';
import { msClient } from '../../../lib/api-client';
import type { MsBody } from '../../../lib/api/types';
import { briefKeys } from './keys';

export type CreateBriefBody = MsBody<'/briefs/brief', 'post'>;

/** POST /briefs/brief -> 201 Brief (files are uploaded afterwards, one request per file). */
export function createBrief(body: CreateBriefBody): Promise<Brief> {
  return msClient.POST('/briefs/brief', { body });
}

export function useCreateBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrief,
    onSuccess: async (brief) => {
      queryClient.setQueryData(briefKeys.detail(brief.brief_id), brief);
      await queryClient.invalidateQueries({ queryKey: briefKeys.brand(brief.brand_id) });
    },
  });
}
