/**
 * How the SME screens say a campaign's facts (spec section 2, SME campaign report; section 3, Campaign (SME view)):
 * the status as the API's campaign_status_for_merchant lowercased then capitalised, dates as MMM DD, YYYY in the
 * business's time zone, channels by name.
 */
import { formatDate } from '../../../../lib/dates';

/** SME businesses are in Kenya (their campaigns' country and currency): their days are Nairobi's. */
export const SME_TIMEZONE = 'Africa/Nairobi';

/** "MICRO" -> "Micro": lowercased, then the first letter capitalised. */
function capitalised(value: string): string {
  const lower = value.toLowerCase();
  return lower ? `${lower[0].toUpperCase()}${lower.slice(1)}` : '';
}

/** "UPCOMING" -> "Upcoming": campaign_status_for_merchant lowercased then capitalised (as the spec says it). */
export function smeStatusLabel(status: string): string {
  return capitalised(status);
}

/** A creator's level for people: "MICRO" -> "Micro". */
export function smeLevelLabel(level: string): string {
  return capitalised(level);
}

/** "Mar 05, 2027" in Nairobi; '' for a missing or unreadable date. */
export function smeDate(value: string | null | undefined): string {
  return formatDate(value, 'monthFirst', SME_TIMEZONE);
}

const CHANNEL_LABELS: Record<string, string> = {
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  FACEBOOK: 'Facebook',
};

/** A channel's name ("TIKTOK" -> "TikTok"); an unknown one as its value, capitalised. */
export function smeChannelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? capitalised(channel);
}
