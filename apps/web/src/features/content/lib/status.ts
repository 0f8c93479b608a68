/** How content states and reviews are shown, on the brand's and the creator's screens alike. */
import type { CONTENT_REVIEW_ACTIONS, ContentStatus } from '@app/shared/content';

export type ContentReviewAction = (typeof CONTENT_REVIEW_ACTIONS)[number];

export const CONTENT_STATUS_COLORS: Record<ContentStatus, string> = {
  SUBMITTED: 'blue',
  CHANGES_REQUESTED: 'orange',
  BRAND_APPROVED: 'cyan',
  APPROVED: 'teal',
  LIVE_SUBMITTED: 'indigo',
  LIVE_REJECTED: 'red',
  VERIFIED: 'green',
};

/** What a review did, for the history beside each round and the live link. */
export const REVIEW_ACTION_LABELS: Record<ContentReviewAction, string> = {
  APPROVE: 'Approved',
  REQUEST_CHANGES: 'Asked for changes',
  VERIFY_LIVE: 'Verified the live post',
  REJECT_LIVE: 'Rejected the live link',
};

export const REVIEW_ACTION_COLORS: Record<ContentReviewAction, string> = {
  APPROVE: 'green',
  REQUEST_CHANGES: 'orange',
  VERIFY_LIVE: 'green',
  REJECT_LIVE: 'red',
};
