/**
 * Creator search's options and limits, and the verification rule: what the discovery and list screens show without
 * any of the request and reply schemas (creators.ts re-exports them; a page that imports this module alone loads no
 * zod, issue 22).
 */
import type { VerificationStatus } from './config';

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const GENDER_FILTERS = ['BOTH', ...GENDERS] as const;
export const INCOME_CATEGORIES = ['LOW', 'LOWER_MIDDLE', 'UPPER_MIDDLE', 'HIGH'] as const;
export const INCOME_CATEGORY_LABELS: Record<(typeof INCOME_CATEGORIES)[number], string> = {
  LOW: 'Low income',
  LOWER_MIDDLE: 'Lower middle income',
  UPPER_MIDDLE: 'Upper middle income',
  HIGH: 'High income',
};

export const DEFAULT_AGE_FROM = 18;
export const DEFAULT_AGE_TO = 100;
export const DEFAULT_GENDER = 'BOTH';
/** Page sizes of spec section 9. */
export const INFLUENCER_FORM_PAGE_SIZE = 25;
export const CAMPAIGN_FILTER_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50] as const;
export const FIND_BY_IDS_CHUNK = 50;

/**
 * Overall status across the three verification steps (spec section 4):
 * any REJECTED -> REJECTED; first and third APPROVED -> APPROVED; first APPROVED with a later step
 * still NOT_VERIFIED -> PENDING; otherwise the latest step that is not NOT_VERIFIED.
 */
export function overallVerificationStatus(
  steps: readonly [VerificationStatus, VerificationStatus, VerificationStatus],
): VerificationStatus {
  if (steps.includes('REJECTED')) return 'REJECTED';
  const [first, , third] = steps;
  if (first === 'APPROVED' && third === 'APPROVED') return 'APPROVED';
  if (first === 'APPROVED' && steps.slice(1).includes('NOT_VERIFIED')) return 'PENDING';
  const latest = [...steps].reverse().find((s) => s !== 'NOT_VERIFIED');
  return latest ?? 'NOT_VERIFIED';
}

/** Splits ids into the chunks find-by-ids is called with. */
export function chunk<T>(items: readonly T[], size = FIND_BY_IDS_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const SORT_FIELDS = ['FOLLOWERS', 'ENGAGEMENT', 'NAME', 'NEWEST'] as const;

/** Above this many matches a search total is an estimate. */
export const COUNT_EXACT_LIMIT = 10_000;
