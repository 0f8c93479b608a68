import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import type { CreatorSearchRequest } from '@app/shared/creators';
import { searchCreators } from '../../creators/api/search-creators';

/** The largest page the search serves. */
const PAGE_SIZE = 100;

/**
 * Every creator a filter matches, up to the campaign's limit of creators (POST
 * /influencers/search_for_campaign, page after page): "By filters" takes the results as the selection.
 */
export async function fetchFilterResultIds(
  request: CreatorSearchRequest,
  limit: number = CAMPAIGN_LIMITS.creators,
  signal?: AbortSignal,
): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; ids.size < limit; page += 1) {
    const answer = await searchCreators({ ...request, page_number: page, page_size: PAGE_SIZE }, signal);
    answer.influencers_for_search.forEach((creator) => ids.add(creator.id));
    if (answer.influencers_for_search.length < PAGE_SIZE || page * PAGE_SIZE >= answer.total_search_results) break;
  }
  return [...ids].slice(0, limit);
}
