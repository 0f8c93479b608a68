import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetricReviewMove, MetricSnapshot } from '@app/shared/reporting';
import { apiClient } from '../../../lib/api-client';
import { metricKeys } from './metric-keys';

export interface ReviewReadingInput {
  snapshotId: string;
  move: MetricReviewMove;
  /** Required to dispute. */
  reason?: string;
}

/**
 * POST /content/metrics/{id}/review (content.approve): accept a creator's report (it counts from now on) or dispute
 * it with a reason. 409 (code CONFLICT, `state` in the body) when someone already decided it.
 */
export function reviewReading({ snapshotId, move, reason }: ReviewReadingInput): Promise<MetricSnapshot> {
  return apiClient.POST('/content/metrics/{id}/review', {
    params: { path: { id: snapshotId } },
    body: reason === undefined ? { move } : { move, reason },
  });
}

/** Decided or refused, the report figures are read again: an accepted reading moves the campaign's totals. */
export function useReviewReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewReading,
    onSettled: () => queryClient.invalidateQueries({ queryKey: metricKeys.reports }),
  });
}
