import { type CreatorProfile } from '@app/shared/creators';
import { overallVerificationStatus } from '@app/shared/creator-options';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@app/shared/config';

function asStatus(value: string): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value) ? (value as VerificationStatus) : 'NOT_VERIFIED';
}

export const VERIFICATION_STEP_LABELS = {
  identity: 'Identity',
  social: 'Social accounts',
  payment: 'Payment details',
} as const;

/** The three steps in order and the overall status by the spec section 4 rule. */
export function verificationSummary(steps: CreatorProfile['verification']['steps']) {
  const ordered = (['identity', 'social', 'payment'] as const).map((key) => ({
    key,
    label: VERIFICATION_STEP_LABELS[key],
    status: asStatus(steps[key]),
  }));
  const overall = overallVerificationStatus([ordered[0].status, ordered[1].status, ordered[2].status]);
  return { steps: ordered, overall };
}

/** Audience age buckets youngest first ("18-24", "25-34", ..., "45+"). */
export function sortedAgeBuckets(age: Record<string, number>): { bucket: string; share: number }[] {
  const start = (bucket: string) => {
    const match = /^(\d+)/.exec(bucket);
    return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
  };
  return Object.entries(age)
    .map(([bucket, share]) => ({ bucket, share }))
    .sort((a, b) => start(a.bucket) - start(b.bucket) || a.bucket.localeCompare(b.bucket));
}
