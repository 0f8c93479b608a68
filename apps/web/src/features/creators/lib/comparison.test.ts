import { describe, expect, it } from 'vitest';
import { comparedOthers, comparisonPath, othersFromQuery } from './comparison';

describe('comparison ids', () => {
  it('builds the path with at most three others', () => {
    expect(comparisonPath(5)).toBe('/influencers-comparison/5');
    expect(comparisonPath(5, [7, 5, 7, 9, 11, 13])).toBe('/influencers-comparison/5?ids=7,9,11');
  });

  it('reads the others from the query', () => {
    expect(othersFromQuery(5, '7,5,x,9')).toEqual([7, 9]);
    expect(othersFromQuery(5, null)).toEqual([]);
    expect(comparedOthers(1, [0, -2, 3])).toEqual([3]);
  });
});
