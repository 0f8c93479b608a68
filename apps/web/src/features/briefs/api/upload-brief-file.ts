import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brief } from '@app/shared/briefs';
import { msClient } from '../../../lib/api-client';
import { briefKeys } from './keys';

/** Which of the brief's file slots: the thumbnail (one jpeg/png, replacing the last) or an asset (jpeg, png or PDF). */
export type BriefFileSlot = 'thumbnail' | 'assets';

/**
 * POST /briefs/upload_thumbnail or /briefs/upload_asset, multipart fields `brief_id` then `file`
 * (5 MB at most) -> the brief with the file added. One request per file.
 */
export function uploadBriefFile(briefId: string, slot: BriefFileSlot, file: File): Promise<Brief> {
  const form = new FormData();
  // The identifier goes first: the server reads the fields sent before the file.
  form.append('brief_id', briefId);
  form.append('file', file, file.name);
  return slot === 'thumbnail'
    ? msClient.POST('/briefs/upload_thumbnail', { form })
    : msClient.POST('/briefs/upload_asset', { form });
}

export function useUploadBriefFile(briefId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file }: { slot: BriefFileSlot; file: File }) => uploadBriefFile(briefId, slot, file),
    onSuccess: async (brief) => {
      queryClient.setQueryData(briefKeys.detail(brief.brief_id), brief);
      await queryClient.invalidateQueries({ queryKey: briefKeys.brand(brief.brand_id) });
    },
  });
}
