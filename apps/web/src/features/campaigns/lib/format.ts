/** How campaign facts read on screen: dates in the campaign's own time zone (spec section 9: 'DD MMM YYYY HH:mm'). */
import type { CampaignDraft } from '@app/shared/campaigns';
import { formatDate } from '../../../lib/dates';

/** "05 Mar 2027 09:00" in the campaign's zone; '' for a missing date. */
export function campaignDate(value: string | null | undefined, timezone: string): string {
  return formatDate(value, 'dayFirstTime', safeZone(timezone));
}

/** "05 Mar 2027 09:00 – 30 Mar 2027 18:00". */
export function campaignDateRange(start: string, end: string, timezone: string): string {
  return `${campaignDate(start, timezone)} – ${campaignDate(end, timezone)}`;
}

/** Zones already checked (a list shows each campaign's dates twice; checking builds a date format). */
const knownZones = new Map<string, boolean>();

/** A zone dayjs can use, else undefined (the browser's zone) rather than a thrown RangeError. */
export function safeZone(timezone: string | null | undefined): string | undefined {
  if (!timezone) return undefined;
  let valid = knownZones.get(timezone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: timezone });
      valid = true;
    } catch {
      valid = false;
    }
    knownZones.set(timezone, valid);
  }
  return valid ? timezone : undefined;
}

/** A draft's name, or "Untitled draft". */
export function draftTitle(draft: Pick<CampaignDraft, 'name'>): string {
  return draft.name?.trim() || 'Untitled draft';
}

/** The wizard step a draft resumes at, for people (steps count from 1; the API's from 0). */
export function draftStep(draft: Pick<CampaignDraft, 'step'>): string {
  return `Step ${draft.step + 1}`;
}
