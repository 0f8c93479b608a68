import { describe, expect, it } from 'vitest';
import { parseGroupView, toGroupViewParams } from './group-page-params';

const tabs = ['INSTAGRAM', 'TIKTOK', 'ALL'];

describe('group view <-> URL', () => {
  it('defaults to the Instagram tab, page 1, 10 a page', () => {
    expect(parseGroupView(new URLSearchParams(''), tabs, 'INSTAGRAM', 10)).toEqual({
      tab: 'INSTAGRAM',
      page: 1,
      pageSize: 10,
    });
    expect(toGroupViewParams({ tab: 'INSTAGRAM', page: 1, pageSize: 10 }, 'INSTAGRAM', 10).toString()).toBe('');
  });

  it('round-trips and ignores unknown values', () => {
    const params = toGroupViewParams(
      { tab: 'TIKTOK', page: 3, pageSize: 20 },
      'INSTAGRAM',
      10,
      new URLSearchParams('keep=1'),
    );
    expect(params.toString()).toBe('keep=1&tab=TIKTOK&page=3&size=20');
    expect(parseGroupView(params, tabs, 'INSTAGRAM', 10)).toEqual({ tab: 'TIKTOK', page: 3, pageSize: 20 });
    expect(parseGroupView(new URLSearchParams('tab=MYSPACE&page=0&size=7'), tabs, 'INSTAGRAM', 10)).toEqual({
      tab: 'INSTAGRAM',
      page: 1,
      pageSize: 10,
    });
    expect(parseGroupView(new URLSearchParams('tab=tiktok'), tabs, 'INSTAGRAM', 10).tab).toBe('TIKTOK');
  });
});
