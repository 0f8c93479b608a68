/**
 * The campaigns page's tabs and the statuses behind them (docs/state-machines.md, Campaign). The
 * server groups by date as ongoing, upcoming and finished, with cancelled campaigns among the
 * finished ones; the tabs say Ongoing, Upcoming and Completed (spec section 3), plus All and Drafts.
 */
import {
  CAMPAIGN_LIST_LIMIT,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TRANSITIONS,
  type CampaignStatus,
} from '@app/shared/campaign-status';
import { canMove } from '@app/shared/state-machine';

export const CAMPAIGN_TABS = ['ongoing', 'upcoming', 'completed', 'all'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];
/** Every tab of the page: the campaign tabs, then the drafts. */
export type ListTab = CampaignTab | 'drafts';
export const LIST_TABS: readonly ListTab[] = [...CAMPAIGN_TABS, 'drafts'];

export const TAB_LABELS: Record<ListTab, string> = {
  ongoing: 'Ongoing',
  upcoming: 'Upcoming',
  completed: 'Completed',
  all: 'All',
  drafts: 'Drafts',
};

/** The statuses each campaign tab lists (the search's campaign_statuses). */
export const TAB_STATUSES: Record<CampaignTab, readonly CampaignStatus[]> = {
  ongoing: ['ONGOING'],
  upcoming: ['UPCOMING'],
  completed: ['COMPLETED', 'CANCELLED'],
  all: CAMPAIGN_STATUSES,
};

/** Which list of GET /campaigns/all/companies/{id} holds each dated tab. */
export const TAB_LISTS = {
  ongoing: 'ongoing_campaigns',
  upcoming: 'upcoming_campaigns',
  completed: 'finished_campaigns',
} as const;

type Lists = Record<(typeof TAB_LISTS)[keyof typeof TAB_LISTS], readonly unknown[]>;

export function isListTab(value: string | null | undefined): value is ListTab {
  return !!value && (LIST_TABS as readonly string[]).includes(value);
}

/** The tab a campaign of this status is listed under (besides All). */
export function tabOfStatus(status: CampaignStatus): Exclude<CampaignTab, 'all'> {
  if (status === 'ONGOING') return 'ongoing';
  if (status === 'UPCOMING') return 'upcoming';
  return 'completed';
}

/** How many campaigns a tab holds, from the lists by date; null while they are not loaded. */
export function tabCount(lists: Lists | undefined, tab: CampaignTab): number | null {
  if (!lists) return null;
  if (tab === 'all')
    return lists.ongoing_campaigns.length + lists.upcoming_campaigns.length + lists.finished_campaigns.length;
  return lists[TAB_LISTS[tab]].length;
}

/** The most campaigns each list by date holds: a full list may have more, which the tab's search pages through. */
export const LIST_LIMIT = CAMPAIGN_LIST_LIMIT;

/** A tab's count as shown: "3", or "50+" / "120+" when a list it adds up is full. */
export function tabCountLabel(lists: Lists | undefined, tab: CampaignTab): string | null {
  const count = tabCount(lists, tab);
  if (!lists || count === null) return null;
  const parts = tab === 'all' ? Object.values(TAB_LISTS) : [TAB_LISTS[tab]];
  return parts.some((key) => lists[key].length >= LIST_LIMIT) ? `${count}+` : String(count);
}

/**
 * The tab opened without one in the address: the first of Ongoing, Upcoming, Completed with campaigns, else Ongoing.
 */
export function defaultTab(lists: Lists | undefined): Exclude<CampaignTab, 'all'> {
  if (!lists) return 'ongoing';
  for (const tab of ['ongoing', 'upcoming', 'completed'] as const) if (lists[TAB_LISTS[tab]].length > 0) return tab;
  return 'ongoing';
}

/** The statuses a tab may be narrowed to (a status filter only when it lists more than one). */
export function statusChoices(tab: CampaignTab): readonly CampaignStatus[] {
  return TAB_STATUSES[tab].length > 1 ? TAB_STATUSES[tab] : [];
}

/** The search's campaign_statuses: the tab's, narrowed to `filter` when it is one of them. */
export function statusesFor(tab: CampaignTab, filter: CampaignStatus | null): CampaignStatus[] {
  const statuses = TAB_STATUSES[tab];
  return filter && statuses.includes(filter) ? [filter] : [...statuses];
}

export function isCampaignStatus(value: string | null | undefined): value is CampaignStatus {
  return !!value && (CAMPAIGN_STATUSES as readonly string[]).includes(value);
}

export const STATUS_COLORS: Record<CampaignStatus, string> = {
  UPCOMING: 'blue',
  ONGOING: 'green',
  COMPLETED: 'gray',
  CANCELLED: 'red',
};

export function statusLabel(status: CampaignStatus): string {
  return CAMPAIGN_STATUS_LABELS[status];
}

/**
 * Cancel is offered on an upcoming or ongoing campaign to those who may create campaigns (the server decides again).
 */
export function canCancelCampaign(status: CampaignStatus, mayCreate: boolean): boolean {
  return mayCreate && canMove(CAMPAIGN_TRANSITIONS, status, 'CANCEL', 'BRAND');
}
