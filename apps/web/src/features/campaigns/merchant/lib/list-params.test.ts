import { describe, expect, it } from 'vitest';
import { readListParams, searchBody } from './list-params';

describe('campaign list parameters', () => {
  it('reads the address, dropping what is not a choice', () => {
    expect(
      readListParams(new URLSearchParams('tab=drafts&name=%20Launch%20&status=CANCELLED&sort=NAME-ASC&page=3&size=20')),
    ).toEqual({
      tab: 'drafts',
      name: 'Launch',
      status: 'CANCELLED',
      sort: 'NAME-ASC',
      page: 3,
      size: 20,
    });
    expect(readListParams(new URLSearchParams('tab=archived&status=DRAFT&sort=RANDOM&page=-1&size=15'))).toEqual({
      tab: null,
      name: '',
      status: null,
      sort: null,
      page: 1,
      size: 10,
    });
  });

  it("builds the search with the tab's statuses, its own sort and the page", () => {
    expect(searchBody('upcoming', { name: '', status: null, sort: null, page: 1, size: 10 })).toEqual({
      campaign_statuses: ['UPCOMING'],
      page_number: 1,
      page_size: 10,
      sortings: [{ sort_by: 'START_DATE', sort_direction: 'ASC' }],
    });
    expect(
      searchBody('completed', { name: 'Juice', status: 'CANCELLED', sort: 'BUDGET-DESC', page: 2, size: 5 }),
    ).toEqual({
      campaign_statuses: ['CANCELLED'],
      name: 'Juice',
      page_number: 2,
      page_size: 5,
      sortings: [{ sort_by: 'BUDGET', sort_direction: 'DESC' }],
    });
    // A status the tab does not hold is ignored.
    expect(
      searchBody('ongoing', { name: '', status: 'COMPLETED', sort: null, page: 1, size: 10 }).campaign_statuses,
    ).toEqual(['ONGOING']);
  });
});
