/** How the SME screens say a content item's state and what it asks of the owner. */
import { CONTENT_STATUSES, type ContentStatus } from '@app/shared/content';

/** The SME calls carry the status as text: a known one has its badge. */
export const isContentStatus = (status: string): status is ContentStatus =>
  (CONTENT_STATUSES as readonly string[]).includes(status);

/** What opening an item is for: a draft to review, a live link to check, else just to look at it. */
export function openLabel(status: string): string {
  if (status === 'SUBMITTED' || status === 'BRAND_APPROVED') return 'Review draft';
  if (status === 'LIVE_SUBMITTED') return 'Check live link';
  return 'View';
}
