import { PAGE_SIZE_OPTIONS } from '@app/shared/creator-options';

/** Tab, page and page size of a group's (or the universe's) creators, kept in the URL query. */
export interface GroupView {
  tab: string;
  page: number;
  pageSize: number;
}

export function parseGroupView(
  params: URLSearchParams,
  tabs: readonly string[],
  defaultTab: string,
  defaultPageSize: number,
): GroupView {
  const tab = (params.get('tab') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    tab: tabs.includes(tab) ? tab : defaultTab,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: [...PAGE_SIZE_OPTIONS, defaultPageSize].includes(size) ? size : defaultPageSize,
  };
}

export function toGroupViewParams(
  view: GroupView,
  defaultTab: string,
  defaultPageSize: number,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['tab', 'page', 'size']) params.delete(key);
  if (view.tab !== defaultTab) params.set('tab', view.tab);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== defaultPageSize) params.set('size', String(view.pageSize));
  return params;
}
