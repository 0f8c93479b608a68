import type { CONTENT_QUEUE_FILTERS } from '@app/shared/content';
import type { SME_CONTENT_FILTERS } from '@app/shared/sme';
import type { ClientSession } from '../../../lib/api-client';

/** The queue's status filter: TO_REVIEW (SUBMITTED, BRAND_APPROVED, LIVE_SUBMITTED) or one status. */
export type ContentQueueStatus = (typeof CONTENT_QUEUE_FILTERS)[number];

/** The filters and page of a company's pre-approval queue: part of its query key. */
export interface ContentQueueFilters {
  status: ContentQueueStatus;
  campaignId: string | null;
  creatorId: number | null;
  /** Only items submitted after their due date. */
  late: boolean;
  page: number;
  pageSize: number;
}

/** The SME Contents list's filter and page: part of its query key. */
export interface SmeContentsQuery {
  filter: (typeof SME_CONTENT_FILTERS)[number];
  page_number: number;
  page_size: number;
}

/** Which agreed work a company's assignment list covers: one campaign's or one job's. */
export type AssignmentScope = { campaignId: string; jobId?: never } | { jobId: string; campaignId?: never };

/**
 * Query keys of content on the brand's side (the creator's own content sits under `creatorKeys`, so logging out of
 * the creator account drops it): everything under one root, so a review refreshes the queues, the item and the
 * assignment lists that show its state.
 */
export const CONTENT_ROOT = 'content';

export const contentKeys = {
  all: [CONTENT_ROOT] as const,
  /** Every queue of every company. */
  queues: [CONTENT_ROOT, 'queue'] as const,
  queue: (companyId: string, filters: ContentQueueFilters) => [CONTENT_ROOT, 'queue', companyId, filters] as const,
  /** A small business's Contents list (the SME session's): among the queues, so every review refreshes it. */
  smeContents: (smeId: string, query: SmeContentsQuery) => [CONTENT_ROOT, 'queue', 'sme', smeId, query] as const,
  /**
   * One item as a session reads it (its `moves` are the caller's): the brand session's under the plain key, another
   * session's (the SME's) with its name after it, so `detail(id)` as a prefix reaches every session's copy.
   */
  detail: (contentId: string, session: ClientSession = 'brand') =>
    session === 'brand'
      ? ([CONTENT_ROOT, 'detail', contentId] as const)
      : ([CONTENT_ROOT, 'detail', contentId, session] as const),
  file: (contentId: string, fileId: string, session: ClientSession = 'brand') =>
    session === 'brand'
      ? ([CONTENT_ROOT, 'file', contentId, fileId] as const)
      : ([CONTENT_ROOT, 'file', contentId, fileId, session] as const),
  /** Every company's assignment lists (campaign and job pages). */
  assignmentLists: [CONTENT_ROOT, 'assignments'] as const,
  assignments: (companyId: string, scope: AssignmentScope) =>
    [
      CONTENT_ROOT,
      'assignments',
      companyId,
      scope.campaignId ? { campaign: scope.campaignId } : { job: scope.jobId },
    ] as const,
};
