/** Readings (post metric snapshots) as the API answers them, for the reporting components' tests. */
import type { MetricSnapshot } from '@app/shared/reporting';
import { json } from '../../payments/test/fixtures';

export const contentId = 'c0c0c0c0-0000-4000-8000-000000000001';
export const readingId = (n: number) => `a0a0a0a0-0000-4000-8000-00000000000${n}`;

/** A creator's report waiting for the brand: 4,000 reached, 100 engagements (2.5%), with a screenshot. */
export function readingOf(n: number, overrides: Partial<MetricSnapshot> = {}): MetricSnapshot {
  return {
    id: readingId(n),
    content_id: contentId,
    captured_at: `2027-03-1${n}T09:30:00.000Z`,
    impressions: 12_500,
    reach: 4_000,
    views: 9_100,
    likes: 80,
    comments: 10,
    shares: 6,
    saved: 4,
    followers: 25_000,
    engagement_rate: 2.5,
    source: 'CREATOR_REPORTED',
    review_status: 'PENDING',
    dispute_reason: null,
    has_evidence: true,
    ...overrides,
  };
}

/** A validation refusal with its issues (the import's `lines.N.column`). */
export const issuesReply = (message: string, issues: Array<{ field: string; message: string }>, field = 'csv') =>
  json(400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message, field, issues });
