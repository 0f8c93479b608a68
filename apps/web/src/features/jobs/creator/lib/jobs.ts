/** How the portal words a job's facts: its duration and why it takes no bids yet. */
import { formatDate } from '../../../../lib/dates';
import { plural } from '../../../../lib/numbers';

/** "2 weeks", "1 day". */
export function durationLabel(duration: number, period: 'day' | 'week' | 'month'): string {
  return plural(duration, period);
}

/** Why a listed job takes no bids now (null when it does): its bidding opens later, or has ended. */
export function biddingClosedReason(
  job: { accepting_bids: boolean; bid_start_date: string },
  now: number = Date.now(),
): string | null {
  if (job.accepting_bids) return null;
  if (now < Date.parse(job.bid_start_date))
    return `Bidding opens on ${formatDate(job.bid_start_date, 'dayFirstTime')}. Come back then to send your bid.`;
  return 'This job no longer takes bids.';
}
