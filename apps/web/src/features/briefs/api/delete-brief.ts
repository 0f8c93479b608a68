import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msClient } from '../../../lib/api-client';
import { briefKeys } from './keys';

/** POST /briefs/delete_brief {brief_id} -> {message}. */
export function deleteBrief(briefId: string): Promise<{ message: string }> {
  return msClient.POST('/briefs/delete_brief', { body: { brief_id: briefId } });
}

export function useDeleteBrief() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ briefId }: { briefId: string; brandId: string }) => deleteBrief(briefId),
    onSuccess: async (_answer, { briefId, brandId }) => {
      // The page of the deleted brief is about to close: its query is dropped, not fetched again.
      queryClient.removeQueries({ queryKey: briefKeys.detail(briefId) });
      await queryClient.invalidateQueries({ queryKey: briefKeys.brand(brandId) });
    },
  });
}
