import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How many posts' links are read at once for the template. */
const AT_ONCE = 6;

/**
 * The links of a campaign's live posts, for the import template: POST /reporting/campaign_metrics lists the live
 * posts (`data.posts`), and GET /influencer/social-media-data/{id} (a post's metrics card) carries each one's
 * `submission_link`. Read once, when the template is asked for (not a cached report query).
 */
export async function fetchLivePostLinks(campaignId: string): Promise<string[]> {
  const report = await apiClient.POST('/reporting/campaign_metrics', { body: { campaign_id: campaignId } });
  const ids = report.data.posts.map((post) => post.id);
  const links: string[] = [];
  for (let start = 0; start < ids.length; start += AT_ONCE) {
    const cards = await Promise.all(
      ids
        .slice(start, start + AT_ONCE)
        .map((id) => apiClient.GET('/influencer/social-media-data/{id}', { params: { path: { id } } })),
    );
    for (const card of cards) if ('submission_link' in card && card.submission_link) links.push(card.submission_link);
  }
  return links;
}

export function useLivePostLinks(campaignId: string) {
  return useMutation({ mutationFn: () => fetchLivePostLinks(campaignId) });
}
