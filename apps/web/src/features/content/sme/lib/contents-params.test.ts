import { describe, expect, it } from 'vitest';
import { contentsParams, readContentsParams, smeContentsPath } from './contents-params';

describe('the SME Contents page in its address', () => {
  it('reads the defaults when nothing (or nothing allowed) is there', () => {
    const defaults = { filter: 'ALL', page_number: 1, page_size: 10, item: null };
    expect(readContentsParams(new URLSearchParams())).toEqual(defaults);
    expect(readContentsParams(new URLSearchParams('filter=LATE&page=0&size=7'))).toEqual(defaults);
    expect(readContentsParams(new URLSearchParams('page=1.5&size=abc'))).toEqual(defaults);
  });

  it('reads a filter, a page, a size and the item open', () => {
    expect(readContentsParams(new URLSearchParams('filter=TO_REVIEW&page=3&size=20&item=c1'))).toEqual({
      filter: 'TO_REVIEW',
      page_number: 3,
      page_size: 20,
      item: 'c1',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(contentsParams({ filter: 'ALL', page_number: 1, page_size: 10, item: null }).toString()).toBe('');
    const state = { filter: 'LIVE' as const, page_number: 2, page_size: 50, item: 'abc' };
    expect(readContentsParams(contentsParams(state))).toEqual(state);
  });

  it('links to the page with a draft open for review', () => {
    expect(smeContentsPath('s1')).toBe('/sme/s1/contents');
    expect(smeContentsPath('s1', { filter: 'TO_REVIEW', item: 'c9' })).toBe(
      '/sme/s1/contents?filter=TO_REVIEW&item=c9',
    );
  });
});
