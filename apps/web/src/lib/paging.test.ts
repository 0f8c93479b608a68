import { describe, expect, it } from 'vitest';
import { pageBounds, pageCount, pageSizeChoices } from './paging';

describe('paging helpers', () => {
  it('adds a default page size that is not one of the options', () => {
    expect(pageSizeChoices(10)).toEqual([5, 10, 20, 50]);
    expect(pageSizeChoices(25)).toEqual([5, 10, 20, 25, 50]);
  });

  it('counts pages with a floor of one and a ceiling', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1_000_000, 5)).toBe(10_000);
  });

  it('gives the rows a page shows', () => {
    expect(pageBounds(2, 25, 2000)).toEqual([26, 50]);
    expect(pageBounds(3, 10, 23)).toEqual([21, 23]);
    expect(pageBounds(1, 10, 0)).toEqual([0, 0]);
  });
});
