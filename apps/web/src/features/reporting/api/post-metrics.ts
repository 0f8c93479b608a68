import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostMetrics } from '@app/shared/reporting';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { REPORT_STALE_TIME_MS } from './campaign-metrics';
import { reportingKeys } from './keys';

type SocialMediaData = ApiAnswer<'/influencer/social-media-data/{id}', 'get'>;

/** The call answers a creator's profile for a creator id and a post's metrics for a live post's id (a uuid). */
export function isPostMetrics(answer: SocialMediaData): answer is Extract<SocialMediaData, PostMetrics> {
  return typeof answer.id === 'string' && 'submission_link' in answer && 'captured_at' in answer;
}

/**
 * GET /influencer/social-media-data/{id} with a live post's id: the spec's post metrics (impressions, reach, shares,
 * saved, engagement rate, followers, platform, media type, link, cost per engagement in US dollars, the creator).
 */
export async function fetchPostMetrics(contentId: string, signal?: AbortSignal): Promise<PostMetrics> {
  const answer = await apiClient.GET('/influencer/social-media-data/{id}', {
    params: { path: { id: contentId } },
    signal,
  });
  if (!isPostMetrics(answer)) throw new Error('The answer is not the metrics of a post');
  return answer;
}

export function postMetricsQuery(contentId: string) {
  return queryOptions({
    queryKey: reportingKeys.post(contentId),
    queryFn: ({ signal }) => fetchPostMetrics(contentId, signal),
    staleTime: REPORT_STALE_TIME_MS,
    enabled: contentId.length > 0,
  });
}

export function usePostMetrics(contentId: string) {
  return useQuery(postMetricsQuery(contentId));
}
