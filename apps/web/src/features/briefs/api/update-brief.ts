import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brief } from '@app/shared/briefs';
import { msClient } from '../../../lib/api-client';
import type { MsBody } from '../../../lib/api/types';
import { briefKeys } from './keys';

export type UpdateBriefBody = MsBody<'/briefs/update_brief', 'post'>;

/** POST /briefs/update_brief {brief_id, ...fields}; `thumbnail`/`assets` list the stored file URLs to keep. */
export function updateBrief(body: UpdateBriefBody): Promise<Brief> {
  return msClient.POST('/briefs/update_brief', { body });
}

export function useUpdateBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrief,
    onSuccess: async (brief) => {
      queryClient.setQueryData(briefKeys.detail(brief.brief_id), brief);
      await queryClient.invalidateQueries({ queryKey: briefKeys.brand(brief.brand_id) });
    },
  });
}
