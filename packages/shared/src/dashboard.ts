/**
 * The company dashboard (issue 20 part 7, GET /companies/{id}/dashboard): the page a brand opens every morning.
 * Every figure is read off real rows of the company and everything under it (an agency sees its brands):
 * campaigns running now, content waiting for review, what live posts gained this calendar month so far (UTC)
 * against the same days of last month, the money in escrow and paid out this month (for those who may see
 * payments), the campaigns ending within a week and the caller's latest notifications.
 */
import { z } from 'zod';
import { minorValue } from './money-schemas';
import { notificationSchema } from './notification-schemas';
import { roundTo2, toPercent } from './numbers';

/** How many campaigns "ending this week" lists, and how many notifications the dashboard shows. */
export const DASHBOARD_ENDING_LIMIT = 10;
export const DASHBOARD_ENDING_DAYS = 7;
export const DASHBOARD_NOTIFICATIONS = 5;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * This calendar month so far and the same days of the month before, in UTC, as days: `from` inclusive, `to`
 * exclusive. Month to date is compared with the same stretch of last month (capped at its end), so the middle of
 * a month is not set against a whole one (2026-03-15 -> this month 2026-03-01..2026-04-01, the same days of last
 * month 2026-02-01..2026-02-16; on 2026-03-31 February's 28 days all count).
 */
export function dashboardMonths(now: Date): {
  current: { month: string; from: string; to: string };
  previous: { month: string; from: string; to: string };
} {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = Date.UTC(year, month, 1);
  const next = Date.UTC(year, month + 1, 1);
  const before = Date.UTC(year, month - 1, 1);
  const sameDays = Math.min(start, before + now.getUTCDate() * DAY_MS);
  return {
    current: { month: isoDay(start).slice(0, 7), from: isoDay(start), to: isoDay(next) },
    previous: { month: isoDay(before).slice(0, 7), from: isoDay(before), to: isoDay(sameDays) },
  };
}

/** The end of "ending this week": `now` plus seven days. */
export function endingWindowEnd(now: Date): Date {
  return new Date(now.getTime() + DASHBOARD_ENDING_DAYS * DAY_MS);
}

/**
 * The change from `previous` to `current` in percent, two decimals (1000 -> 1125: 12.5; 1000 -> 970: -3);
 * null when there was nothing before (previous 0: the page says "new").
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return roundTo2(toPercent((current - previous) / Math.abs(previous)));
}

const comparisonSchema = z.object({
  current: z.number(),
  previous: z.number(),
  /** Percent change from the same days of last month, two decimals; null when that value is 0. */
  change_percent: z.number().nullable(),
});
export type DashboardComparison = z.infer<typeof comparisonSchema>;

export const dashboardMoneySchema = z.object({
  currency: z.string(),
  /** What the company's (and its brands') escrow accounts hold now: funded work not yet released. */
  escrow_minor: minorValue(),
  /** The gross of the payouts PAID this month (the agreed amounts, withholding tax included). */
  paid_this_month_minor: minorValue(),
});
export type DashboardMoney = z.infer<typeof dashboardMoneySchema>;

export const dashboardEndingCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  end_date: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
});
export type DashboardEndingCampaign = z.infer<typeof dashboardEndingCampaignSchema>;

export const companyDashboardSchema = z.object({
  company_id: z.string(),
  /** The instant the figures were read at. */
  as_of: z.string(),
  /** The calendar months compared (UTC), "YYYY-MM": this month so far, and the same days of the previous one. */
  month: z.string(),
  previous_month: z.string(),
  /** Campaigns running now: started, not ended, not cancelled. */
  active_campaigns: z.number().int(),
  /** Content items waiting for a reviewer (drafts, the brand's second approval, live links to verify). */
  content_waiting: z.number().int(),
  /** What live posts gained in reach this month so far, against the same days of last month. */
  reach: comparisonSchema,
  /** Engagements (likes, comments, shares, saves) over reach gained this month, in percent; same comparison. */
  engagement_rate: comparisonSchema,
  /** Per currency; null when the caller may not see payments (payments.view). */
  money: z.array(dashboardMoneySchema).nullable(),
  /** Campaigns ending within the next seven days, soonest first (at most ten). */
  ending_this_week: z.array(dashboardEndingCampaignSchema),
  /** The caller's latest notifications, newest first (at most five). */
  latest_notifications: z.array(notificationSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
