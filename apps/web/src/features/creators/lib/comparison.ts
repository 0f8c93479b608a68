import { paths } from '../../../lib/paths';
import { parseIdList } from './chunked';

/** The creator of the page and at most three others side by side. */
export const MAX_COMPARED = 4;

/** /influencers-comparison/{id}?ids=a,b,c */
export function comparisonPath(id: number, others: readonly number[] = []): string {
  return paths.influencerComparison(id, comparedOthers(id, others));
}

/** The others to compare with: no repeat, not the main creator, at most MAX_COMPARED - 1. */
export function comparedOthers(id: number, others: readonly number[]): number[] {
  return [...new Set(others)]
    .filter((other) => other !== id && Number.isInteger(other) && other > 0)
    .slice(0, MAX_COMPARED - 1);
}

/** The others from the `ids` query parameter. */
export function othersFromQuery(id: number, ids: string | null): number[] {
  return comparedOthers(id, parseIdList(ids));
}
