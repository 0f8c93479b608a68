import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The links of a campaign's live posts, for the import template: POST /reporting/campaign_metrics lists the live
 * posts (`data.posts`) with their `submission_link`. Read once, when the template is asked for (not a cached
 * report query).
 */
export async function fetchLivePostLinks(campaignId: string): Promise<string[]> {
  const report = await apiClient.POST('/reporting/campaign_metrics', { body: { campaign_id: campaignId } });
  return report.data.posts.map((post) => post.submission_link).filter(Boolean);
}

export function useLivePostLinks(campaignId: string) {
  return useMutation({ mutationFn: () => fetchLivePostLinks(campaignId) });
}
