import { QUERY_ROOTS } from '../../../lib/query-keys';
import { CREATOR_PORTAL_ROOT } from '../../creator-accounts/api/keys';

/**
 * Query keys of posts' readings (snapshots). The brand's sit under the reporting root (QUERY_ROOTS.reporting), so an
 * import or a review refreshes them with every report query; the creator's under the creator portal's root, so
 * logging out of the creator account drops them. A screenshot never changes: it is kept out of both prefixes.
 */
export const metricKeys = {
  /** Every report query of the brand (campaign metrics, audience, insights, posts' readings). */
  reports: [QUERY_ROOTS.reporting] as const,
  post: (contentId: string) => [QUERY_ROOTS.reporting, 'post-readings', contentId] as const,
  evidence: (snapshotId: string) => ['metric-evidence', snapshotId] as const,
  /** Every post's readings in the creator portal. */
  creatorReadings: [CREATOR_PORTAL_ROOT, 'post-readings'] as const,
  creatorPost: (contentId: string) => [CREATOR_PORTAL_ROOT, 'post-readings', contentId] as const,
  creatorEvidence: (snapshotId: string) => [CREATOR_PORTAL_ROOT, 'metric-evidence', snapshotId] as const,
};
