/**
 * Which queries a notification makes stale, by the kind's domain (`bid.received` -> bids). Each target is a key
 * prefix, so every list and detail below it is asked again (the active ones at once, the others when next shown).
 */
import type { QueryKey } from '@tanstack/react-query';
import type { NotificationKind } from '@app/shared/notifications';
import { campaignKeys } from '../../campaigns/api/keys';
import { CONTENT_ROOT, contentKeys } from '../../content/api/keys';
import { contractKeys } from '../../contracts/api/keys';
import { creatorKeys } from '../../creator-accounts/api/keys';
import { jobKeys } from '../../jobs/api/keys';
import { paymentKeys } from '../../payments/api/keys';
import { metricKeys } from '../../reporting/api/metric-keys';
import type { NotificationAudience } from '../api/keys';

/** The domain of a kind: the part before the dot (`content.submitted` -> `content`). */
export type NotificationDomain = 'bid' | 'content' | 'invitation' | 'contract' | 'campaign' | 'payment' | 'metrics';

export function domainOf(kind: NotificationKind | string): NotificationDomain | null {
  const domain = kind.split('.')[0];
  return (
    (['bid', 'content', 'invitation', 'contract', 'campaign', 'payment', 'metrics'] as const).find(
      (d) => d === domain,
    ) ?? null
  );
}

const MERCHANT: Record<NotificationDomain, readonly QueryKey[]> = {
  // The pre-approval queues, every item's rounds, and the assignment lists showing content states; not the files
  // (a file never changes, and refetching would download the videos again).
  content: [contentKeys.queues, [CONTENT_ROOT, 'detail'], contentKeys.assignmentLists],
  // A job's bids, the job (its listing status) and the job lists.
  bid: [jobKeys.all],
  // The creators of a campaign answer its invitation and sign its contracts.
  invitation: [campaignKeys.all, contractKeys.all],
  contract: [contractKeys.all, campaignKeys.all],
  campaign: [campaignKeys.all],
  // A funding confirmed, failed or refunded: the fundings of campaigns and bids (a waiting "Check your phone"
  // turns Funded at once), the payments lists and balances, the profile's history; not the documents (PDFs).
  payment: [paymentKeys.fundings, paymentKeys.lists, paymentKeys.profile],
  // A creator reported a live post's figures: its readings (the review page's Post figures) and the reports.
  metrics: [metricKeys.reports],
};

/**
 * The creator portal's, all under creatorKeys: its content items are `creator-portal/content/{id}` (their files,
 * `content-file`, are left alone).
 */
const CREATOR: Record<NotificationDomain, readonly QueryKey[]> = {
  content: [creatorKeys.assignments(), [...creatorKeys.all, 'content']],
  // A bid's moves show on the bids, on the jobs (my_bid_id) and, once accepted, as work.
  bid: [creatorKeys.bids(), creatorKeys.jobs(), creatorKeys.assignments()],
  invitation: [creatorKeys.invitations(), creatorKeys.assignments()],
  // An invitation lists its contracts; the work waits for them.
  contract: [creatorKeys.contracts(), creatorKeys.invitations(), creatorKeys.assignments()],
  campaign: [creatorKeys.invitations(), creatorKeys.assignments()],
  // Fundings are the brand's; the creator hears of payouts.
  payment: [],
  // The brand accepted or disputed my figures: the posts' readings show it.
  metrics: [metricKeys.creatorReadings],
};

/** The key prefixes a notification of `kind` makes stale for `audience` (the notification lists aside). */
export function staleKeysFor(audience: NotificationAudience, kind: NotificationKind | string): readonly QueryKey[] {
  const domain = domainOf(kind);
  if (!domain) return [];
  return (audience === 'creator' ? CREATOR : MERCHANT)[domain];
}
