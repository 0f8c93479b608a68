import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricSnapshot } from '@app/shared/reporting';
import { creatorClient } from '../../../lib/api-client';
import { metricKeys } from './metric-keys';

/**
 * POST /creator/content/{id}/metrics, multipart: impressions, reach, views, likes, comments, shares, saved,
 * followers (whole numbers), optional captured_at (ISO) and the screenshot as `file` (jpeg or png, at most 5 MB)
 * -> 201, the reading waiting for the brand (PENDING).
 */
export function reportFigures(contentId: string, form: FormData): Promise<MetricSnapshot> {
  return creatorClient.POST('/creator/content/{id}/metrics', { params: { path: { id: contentId } }, form });
}

export function useReportFigures(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => reportFigures(contentId, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.creatorPost(contentId) }),
  });
}
