/**
 * The campaigns page's state in its address (?tab=&name=&status=&sort=&page=&size=), so a reload,
 * the back button or a shared link shows the same list, and the search body made from it.
 */
import { CAMPAIGN_SORT_FIELDS } from '@app/shared/campaigns';
import { CAMPAIGN_PAGE_SIZE, type CampaignStatus } from '@app/shared/campaign-status';
import { PAGE_SIZE_OPTIONS } from '@app/shared/creator-options';
import type { CampaignSearchBody } from '../../api/keys';
import {
  isCampaignStatus,
  isListTab,
  statusChoices,
  statusesFor,
  type CampaignTab,
  type ListTab,
} from '../../lib/status';

type SortField = (typeof CAMPAIGN_SORT_FIELDS)[number];
type SortDirection = 'ASC' | 'DESC';

export interface SortOption {
  value: string;
  label: string;
  sort_by: SortField;
  sort_direction: SortDirection;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'START_DATE-DESC', label: 'Start date, latest first', sort_by: 'START_DATE', sort_direction: 'DESC' },
  { value: 'START_DATE-ASC', label: 'Start date, soonest first', sort_by: 'START_DATE', sort_direction: 'ASC' },
  { value: 'END_DATE-ASC', label: 'End date, soonest first', sort_by: 'END_DATE', sort_direction: 'ASC' },
  { value: 'END_DATE-DESC', label: 'End date, latest first', sort_by: 'END_DATE', sort_direction: 'DESC' },
  { value: 'NAME-ASC', label: 'Name, A to Z', sort_by: 'NAME', sort_direction: 'ASC' },
  { value: 'NAME-DESC', label: 'Name, Z to A', sort_by: 'NAME', sort_direction: 'DESC' },
  { value: 'BUDGET-DESC', label: 'Budget, highest first', sort_by: 'BUDGET', sort_direction: 'DESC' },
  { value: 'BUDGET-ASC', label: 'Budget, lowest first', sort_by: 'BUDGET', sort_direction: 'ASC' },
  { value: 'CREATED-DESC', label: 'Newest first', sort_by: 'CREATED', sort_direction: 'DESC' },
  { value: 'STATUS-ASC', label: 'Status', sort_by: 'STATUS', sort_direction: 'ASC' },
];

/** Each tab's natural order: what starts next, what ends next, what ended last. */
export const DEFAULT_SORT: Record<CampaignTab, string> = {
  upcoming: 'START_DATE-ASC',
  ongoing: 'END_DATE-ASC',
  completed: 'END_DATE-DESC',
  all: 'START_DATE-DESC',
};

export const DEFAULT_PAGE_SIZE = CAMPAIGN_PAGE_SIZE;

export interface ListParams {
  /** null: none in the address (the page picks one from the lists by date). */
  tab: ListTab | null;
  name: string;
  status: CampaignStatus | null;
  sort: string | null;
  page: number;
  size: number;
}

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

export function readListParams(params: URLSearchParams): ListParams {
  const tab = params.get('tab');
  const status = params.get('status');
  const sort = params.get('sort');
  const size = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    tab: isListTab(tab) ? tab : null,
    name: (params.get('name') ?? '').trim(),
    status: isCampaignStatus(status) ? status : null,
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? sort : null,
    page: positiveInt(params.get('page'), 1),
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The sort in force on a tab: the chosen one, else the tab's own. */
export function sortOf(tab: CampaignTab, sort: string | null): SortOption {
  return SORT_OPTIONS.find((option) => option.value === (sort ?? DEFAULT_SORT[tab])) ?? SORT_OPTIONS[0]!;
}

/** The status filter in force on a tab (one it offers), else null. */
export function statusFilterOf(tab: CampaignTab, status: CampaignStatus | null): CampaignStatus | null {
  return status && statusChoices(tab).includes(status) ? status : null;
}

/** POST /campaigns/search/companies/{id}'s body for a campaign tab. */
export function searchBody(
  tab: CampaignTab,
  params: Pick<ListParams, 'name' | 'status' | 'sort' | 'page' | 'size'>,
): CampaignSearchBody {
  const sort = sortOf(tab, params.sort);
  return {
    campaign_statuses: statusesFor(tab, statusFilterOf(tab, params.status)),
    ...(params.name ? { name: params.name } : {}),
    page_number: params.page,
    page_size: params.size,
    sortings: [{ sort_by: sort.sort_by, sort_direction: sort.sort_direction }],
  };
}
