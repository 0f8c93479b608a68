/**
 * Query keys of the creator portal, under one root: logging out (or in as someone else) removes them
 * all at once, and nothing of the merchant side shares them.
 */
export const CREATOR_PORTAL_ROOT = 'creator-portal';

export const creatorKeys = {
  all: [CREATOR_PORTAL_ROOT] as const,
  me: () => [CREATOR_PORTAL_ROOT, 'me'] as const,
  invitations: () => [CREATOR_PORTAL_ROOT, 'invitations'] as const,
  invitation: (id: string) => [CREATOR_PORTAL_ROOT, 'invitations', id] as const,
  assignments: () => [CREATOR_PORTAL_ROOT, 'assignments'] as const,
  contracts: () => [CREATOR_PORTAL_ROOT, 'contracts'] as const,
  contract: (id: string) => [CREATOR_PORTAL_ROOT, 'contracts', id] as const,
  contractFile: (id: string) => [CREATOR_PORTAL_ROOT, 'contract-file', id] as const,
  /** Every page and filter of the jobs list, and each job (a bid changes `my_bid_id` on both). */
  jobs: () => [CREATOR_PORTAL_ROOT, 'jobs'] as const,
  jobList: (query: { channel: string | null; page_number: number; page_size: number }) =>
    [CREATOR_PORTAL_ROOT, 'jobs', 'list', query] as const,
  job: (id: string) => [CREATOR_PORTAL_ROOT, 'jobs', 'one', id] as const,
  bids: () => [CREATOR_PORTAL_ROOT, 'bids'] as const,
  /** One content item (a post's draft rounds and live link). */
  content: (id: string) => [CREATOR_PORTAL_ROOT, 'content', id] as const,
  /** A file of a content item, as a Blob (a thumbnail or a video shown from a blob: URL). */
  contentFile: (contentId: string, fileId: string) => [CREATOR_PORTAL_ROOT, 'content-file', contentId, fileId] as const,
};
