import { QUERY_ROOTS } from '../../../lib/query-keys';

export interface GroupPageParams {
  page: number;
  pageSize: number;
  /** One channel's creators and figures; all channels when null. */
  channel: string | null;
}

/** Query keys of creator groups: everything under QUERY_ROOTS.groups, refreshed together after a change. */
export const groupKeys = {
  company: (companyId: string) => [QUERY_ROOTS.groups, 'company', companyId] as const,
  list: (companyId: string) => [QUERY_ROOTS.groups, 'company', companyId, 'list'] as const,
  metrics: (companyId: string) => [QUERY_ROOTS.groups, 'company', companyId, 'metrics'] as const,
  universe: (companyId: string, params: GroupPageParams) =>
    [QUERY_ROOTS.groups, 'company', companyId, 'universe', params] as const,
  detail: (groupId: string) => [QUERY_ROOTS.groups, 'detail', groupId] as const,
  creators: (groupId: string, params: GroupPageParams) =>
    [QUERY_ROOTS.groups, 'detail', groupId, 'creators', params] as const,
};

/** The query string of a page of a group's (or a universe's) creators. */
export function pageQuery(params: GroupPageParams) {
  return { page_number: params.page, page_size: params.pageSize, channel: params.channel ?? undefined };
}
