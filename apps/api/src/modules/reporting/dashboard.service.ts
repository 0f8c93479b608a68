/**
 * The company dashboard (issue 20 part 7): the figures a brand reads every morning, for the company and everything
 * under it (an agency's clients and brands), each read off real rows through an index:
 * - campaigns running now (`campaigns_company_idx`) and ending within a week (`campaigns_company_end_idx`);
 * - content waiting for a reviewer (`content_items_company_status_idx`);
 * - reach and engagement gained this calendar month so far (UTC) against the same days of last month: sums of
 *   `report_metrics_daily` rows,
 *   which hold what posts gained each day (`report_metrics_daily_company_idx`);
 * - the money held in the tree's escrow ledger accounts and the payouts paid this month, per currency, only for
 *   callers who may see payments;
 * - the caller's latest notifications (the notifications module's own list).
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { CONTENT_UNDER_REVIEW } from '@app/shared/content';
import {
  changePercent,
  dashboardMonths,
  endingWindowEnd,
  DASHBOARD_ENDING_LIMIT,
  DASHBOARD_NOTIFICATIONS,
  type CompanyDashboard,
  type DashboardMoney,
} from '@app/shared/dashboard';
import { can } from '@app/shared/permissions';
import { engagementRate } from '@app/shared/reporting';
import type { Actor } from '../../actor';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { companies } from '../../db/schema/companies';
import { contentItems } from '../../db/schema/content';
import { ledgerAccounts, payouts } from '../../db/schema/payments';
import { reportMetricsDaily } from '../../db/schema/reporting';
import type { Deps } from '../../deps';
import { authorize, reachableTree } from '../companies/access';
import { listNotifications } from '../notifications/notifications.service';

type Months = ReturnType<typeof dashboardMonths>;

/** Campaigns of the tree running at `now`: the campaigns list's "ongoing" (campaignStatusAt's ONGOING). */
async function activeCampaigns(db: Db, tree: string[], now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.companyId, tree),
        isNull(campaigns.cancelledAt),
        lte(campaigns.startAt, now),
        gte(campaigns.endAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** Content items of the tree in a state a reviewer still has to act on. */
async function contentWaiting(db: Db, tree: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentItems)
    .where(and(inArray(contentItems.companyId, tree), inArray(contentItems.status, [...CONTENT_UNDER_REVIEW])));
  return row?.n ?? 0;
}

/** What the tree's posts gained in reach and engagements, this month and last (sums of the daily gains). */
async function monthlyGains(db: Db, tree: string[], months: Months) {
  const thisMonth = sql`${reportMetricsDaily.day} >= ${months.current.from}`;
  const sameDaysLastMonth = sql`${reportMetricsDaily.day} < ${months.previous.to}`;
  const engagements = sql`${reportMetricsDaily.likes} + ${reportMetricsDaily.comments} + ${reportMetricsDaily.shares}
    + ${reportMetricsDaily.saved}`;
  const [row] = await db
    .select({
      reach: sql<string>`coalesce(sum(${reportMetricsDaily.reach}) filter (where ${thisMonth}), 0)`,
      engagements: sql<string>`coalesce(sum(${engagements}) filter (where ${thisMonth}), 0)`,
      previousReach: sql<string>`coalesce(sum(${reportMetricsDaily.reach}) filter (where ${sameDaysLastMonth}), 0)`,
      previousEngagements: sql<string>`coalesce(sum(${engagements}) filter (where ${sameDaysLastMonth}), 0)`,
    })
    .from(reportMetricsDaily)
    .where(
      and(
        inArray(reportMetricsDaily.companyId, tree),
        gte(reportMetricsDaily.day, months.previous.from),
        lt(reportMetricsDaily.day, months.current.to),
      ),
    );
  return {
    reach: Number(row?.reach ?? 0),
    engagements: Number(row?.engagements ?? 0),
    previousReach: Number(row?.previousReach ?? 0),
    previousEngagements: Number(row?.previousEngagements ?? 0),
  };
}

/**
 * Per currency: what the tree's escrow accounts hold now (credit balances, so the negated sum of their cached
 * balances) and the gross of the payouts paid this month.
 */
async function money(db: Db, tree: string[], months: Months): Promise<DashboardMoney[]> {
  const [escrows, paid] = await Promise.all([
    db
      .select({ currency: ledgerAccounts.currency, minor: sql<string>`-sum(${ledgerAccounts.balanceMinor})` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'ESCROW'), inArray(ledgerAccounts.companyId, tree)))
      .groupBy(ledgerAccounts.currency),
    db
      .select({ currency: payouts.currency, minor: sql<string>`sum(${payouts.grossMinor})` })
      .from(payouts)
      .where(
        and(
          inArray(payouts.companyId, tree),
          eq(payouts.status, 'PAID'),
          gte(payouts.paidAt, new Date(`${months.current.from}T00:00:00Z`)),
          lt(payouts.paidAt, new Date(`${months.current.to}T00:00:00Z`)),
        ),
      )
      .groupBy(payouts.currency),
  ]);
  const byCurrency = new Map<string, DashboardMoney>();
  const entry = (currency: string) => {
    let m = byCurrency.get(currency);
    if (!m) byCurrency.set(currency, (m = { currency, escrow_minor: 0, paid_this_month_minor: 0 }));
    return m;
  };
  for (const e of escrows) entry(e.currency).escrow_minor += Number(e.minor);
  for (const p of paid) entry(p.currency).paid_this_month_minor += Number(p.minor);
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Campaigns of the tree ending after `now` and within a week, soonest first. */
async function endingThisWeek(db: Db, tree: string[], now: Date) {
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      endAt: campaigns.endAt,
      brandId: campaigns.companyId,
      brandName: companies.name,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(
      and(
        inArray(campaigns.companyId, tree),
        isNull(campaigns.cancelledAt),
        gt(campaigns.endAt, now),
        lte(campaigns.endAt, endingWindowEnd(now)),
      ),
    )
    .orderBy(asc(campaigns.endAt), asc(campaigns.id))
    .limit(DASHBOARD_ENDING_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    end_date: r.endAt.toISOString(),
    brand_id: r.brandId,
    brand_name: r.brandName,
  }));
}

/** GET /api/companies/{id}/dashboard (company.view; money only with payments.view). */
export async function companyDashboard(
  deps: Deps,
  actor: Actor,
  companyId: string,
  now: Date = new Date(),
): Promise<CompanyDashboard> {
  const role = await authorize(deps, actor, companyId, 'company.view');
  const tree = await reachableTree(deps, actor.merchantId, companyId);
  const months = dashboardMonths(now);
  const [active, waiting, gains, funds, ending, notifications] = await Promise.all([
    activeCampaigns(deps.db, tree, now),
    contentWaiting(deps.db, tree),
    monthlyGains(deps.db, tree, months),
    can(role, 'payments.view') ? money(deps.db, tree, months) : Promise.resolve(null),
    endingThisWeek(deps.db, tree, now),
    listNotifications(deps, { kind: 'merchant', actor }, { page_size: String(DASHBOARD_NOTIFICATIONS) }),
  ]);
  const rate = engagementRate(gains.engagements, gains.reach);
  const previousRate = engagementRate(gains.previousEngagements, gains.previousReach);
  return {
    company_id: companyId,
    as_of: now.toISOString(),
    month: months.current.month,
    previous_month: months.previous.month,
    active_campaigns: active,
    content_waiting: waiting,
    reach: {
      current: gains.reach,
      previous: gains.previousReach,
      change_percent: changePercent(gains.reach, gains.previousReach),
    },
    engagement_rate: { current: rate, previous: previousRate, change_percent: changePercent(rate, previousRate) },
    money: funds,
    ending_this_week: ending,
    latest_notifications: notifications.results,
  };
}
