/**
 * The pre-approval queue's state in its address (?status=&campaign=&creator=&late=&page=&size=), so a reload, Back
 * or a shared link shows the same list; defaults are left out (no status means "to review").
 */
import { CONTENT_QUEUE_FILTERS } from '@app/shared/content';
import { PAGE_SIZE_OPTIONS } from '@app/shared/creator-options';
import type { ContentQueueFilters, ContentQueueStatus } from '../../api/keys';

export const DEFAULT_QUEUE_PAGE_SIZE = 10;
/** The API reads at most 6 digits of page number. */
const MAX_PAGE = 999_999;

export const DEFAULT_QUEUE_FILTERS: ContentQueueFilters = {
  status: 'TO_REVIEW',
  campaignId: null,
  creatorId: null,
  late: false,
  page: 1,
  pageSize: DEFAULT_QUEUE_PAGE_SIZE,
};

export function isQueueStatus(value: string | null): value is ContentQueueStatus {
  return (CONTENT_QUEUE_FILTERS as readonly (string | null)[]).includes(value);
}

function positiveInt(text: string | null, max: number): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** The filters an address asks for; anything unreadable falls back to its default. */
export function readQueueParams(params: URLSearchParams): ContentQueueFilters {
  const status = params.get('status');
  const campaign = params.get('campaign')?.trim() ?? '';
  const size = positiveInt(params.get('size'), 50);
  return {
    status: isQueueStatus(status) ? status : DEFAULT_QUEUE_FILTERS.status,
    campaignId: campaign && campaign.length <= 64 ? campaign : null,
    creatorId: positiveInt(params.get('creator'), 9_999_999_999),
    late: params.get('late') === 'true',
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    pageSize: size && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_QUEUE_PAGE_SIZE,
  };
}

/** The address's query for some filters, defaults left out ('' when all are defaults). */
export function queueSearch(filters: ContentQueueFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_QUEUE_FILTERS.status) params.set('status', filters.status);
  if (filters.campaignId) params.set('campaign', filters.campaignId);
  if (filters.creatorId !== null) params.set('creator', String(filters.creatorId));
  if (filters.late) params.set('late', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_QUEUE_PAGE_SIZE) params.set('size', String(filters.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Filters after a change: a new filter or page size starts again at page 1. */
export function changeFilters(
  filters: ContentQueueFilters,
  changes: Partial<ContentQueueFilters>,
): ContentQueueFilters {
  return { ...filters, page: 1, ...changes };
}

/** Whether any filter other than the status is set (the empty state then suggests clearing them). */
export function hasNarrowingFilters(filters: ContentQueueFilters): boolean {
  return Boolean(filters.campaignId) || filters.creatorId !== null || filters.late;
}
