/**
 * A campaign's status, its one stored move and the lists' sizes: what the campaign lists show, apart from the form
 * and request schemas (campaigns.ts re-exports it; a page that imports this module alone loads no zod, issue 22).
 */
import { canMove, statesAllowing, type Party, type TransitionTable } from './state-machine';

// ---- State machine (docs/state-machines.md) ----

/** What the merchant sees (`campaign_status_for_merchant`). Drafts live apart, in campaign_drafts. */
export const CAMPAIGN_STATUSES = ['UPCOMING', 'ONGOING', 'COMPLETED', 'CANCELLED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  UPCOMING: 'Upcoming',
  ONGOING: 'Ongoing',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/**
 * A created campaign is UPCOMING until its start, ONGOING until its end, then COMPLETED: by its stored
 * dates and the server's clock. Cancelling is the one stored move, from UPCOMING or ONGOING only.
 */
export function campaignStatusAt(
  campaign: { start_at: Date | string; end_at: Date | string; cancelled_at?: Date | string | null },
  now: Date = new Date(),
): CampaignStatus {
  if (campaign.cancelled_at) return 'CANCELLED';
  if (now.getTime() < new Date(campaign.start_at).getTime()) return 'UPCOMING';
  if (now.getTime() <= new Date(campaign.end_at).getTime()) return 'ONGOING';
  return 'COMPLETED';
}

export const CAMPAIGN_MOVES = ['CANCEL'] as const;
export type CampaignMove = (typeof CAMPAIGN_MOVES)[number];

/** The one stored move: the brand cancels an upcoming or ongoing campaign (its status then reads CANCELLED). */
export const CAMPAIGN_TRANSITIONS: TransitionTable<CampaignStatus, CampaignMove, Party> = [
  { from: 'UPCOMING', move: 'CANCEL', to: 'CANCELLED', who: ['BRAND'] },
  { from: 'ONGOING', move: 'CANCEL', to: 'CANCELLED', who: ['BRAND'] },
];
const CAMPAIGN_MOVE_DONE: Record<CampaignMove, string> = { CANCEL: 'cancelled' };

/** Null when `by` may make `move` on a campaign in `status`; otherwise why not (the 409's message). */
export function campaignMoveRefusal(status: CampaignStatus, move: CampaignMove, by: Party): string | null {
  if (canMove(CAMPAIGN_TRANSITIONS, status, move, by)) return null;
  const label = (s: CampaignStatus) => CAMPAIGN_STATUS_LABELS[s].toLowerCase();
  const allowed = statesAllowing(CAMPAIGN_TRANSITIONS, move).map(label).join(' and ');
  return `This campaign is ${label(status)}; only ${allowed} campaigns can be ${CAMPAIGN_MOVE_DONE[move]}`;
}

// ---- Lists ----

export const CAMPAIGN_PAGE_SIZE = 10;
/** How many campaigns each list by date (GET /campaigns/all/companies/{id}) holds at most; search pages beyond. */
export const CAMPAIGN_LIST_LIMIT = 50;
