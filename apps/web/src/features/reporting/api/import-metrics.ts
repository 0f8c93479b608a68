import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { metricKeys } from './metric-keys';

export interface ImportResult {
  imported: number;
  posts: number;
}

/**
 * POST /reporting/imports {campaign_id, csv} (content.approve): a brand's metrics file as text. Every line is
 * checked first; one bad line refuses the whole file (400 with `issues`, each `lines.N.column`), nothing imported.
 */
export function importMetrics(campaignId: string, csv: string): Promise<ImportResult> {
  return apiClient.POST('/reporting/imports', { body: { campaign_id: campaignId, csv } });
}

/** An import moves the campaign's figures: every report query is read again. */
export function useImportMetrics(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importMetrics(campaignId, csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metricKeys.reports }),
  });
}
