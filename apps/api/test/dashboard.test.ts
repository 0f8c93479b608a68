/**
 * The company dashboard (issue 20 part 7) over HTTP: every figure equals the rows written (readings, campaigns,
 * content, payouts, the ledger), months are calendar months in UTC, an agency sees its brands, a stranger gets 404,
 * and money is shown only to those who may see payments.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePercent, dashboardMonths } from '@app/shared/dashboard';
import { engagementRate, type MetricValues } from '@app/shared/reporting';
import { campaigns } from '../src/db/schema/campaigns';
import { payouts } from '../src/db/schema/payments';
import { sendDuePayouts } from '../src/modules/payments/payouts.service';
import { recordSnapshot } from '../src/modules/reporting/ingestion.service';
import {
  approvePayoutNumber,
  call,
  createAgreedCampaign,
  createLiveCampaign,
  createPaymentsContext,
  createVerifiedMerchant,
  deliverOutbox,
  multipartFiles,
  PNG_BYTES,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createPaymentsContext();
});
afterAll(async () => ctx.close());

const DAY = 86_400_000;

const dashboard = (companyId: string, token: string) =>
  call(ctx.app, { method: 'GET', url: `/api/companies/${companyId}/dashboard`, token });

function values(reach: number, likes: number, extra: Partial<MetricValues> = {}): MetricValues {
  return {
    impressions: reach * 2,
    reach,
    views: reach,
    likes,
    comments: 4,
    shares: 3,
    saved: 2,
    followers: 9000,
    ...extra,
  };
}
const engagementsOf = (v: MetricValues) => v.likes + v.comments + v.shares + v.saved;

/** The campaign running since yesterday (created campaigns start a minute from now). */
async function startedYesterday(campaignId: string) {
  await ctx.app.deps.db
    .update(campaigns)
    .set({ startAt: new Date(Date.now() - DAY) })
    .where(eq(campaigns.id, campaignId));
}

describe('GET /companies/{id}/dashboard: reach and engagement this month against last month', () => {
  it('sums what posts gained in each UTC calendar month; the agency sees its brand; a stranger gets 404', async () => {
    const live = await createLiveCampaign(ctx, { posts: 2 });
    const db = ctx.app.deps.db;
    const months = dashboardMonths(new Date());
    const at = (day: string, ms = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + ms);
    // Post 1: read in the month before last, twice on last month's first day, after the compared days of last month
    // (when today is not the month's last day) and as this month began; post 2 only this month. Each row of
    // report_metrics_daily holds what the posts gained that day; last month counts its first days only (as many as
    // this month has had so far).
    const beforeLast = values(400, 40);
    const lastStart = values(1000, 90);
    const lastEnd = values(1200, 110);
    const lateLast = values(1300, 120);
    const thisStart = values(1500, 150);
    const second = values(700, 35);
    const late = months.previous.to < months.current.from;
    const readings: Array<[number, Date, MetricValues]> = [
      [0, at(months.previous.from, -1000), beforeLast],
      [0, at(months.previous.from), lastStart],
      [0, at(months.previous.from, 7_200_000), lastEnd],
      ...(late ? [[0, at(months.previous.to), lateLast] as [number, Date, MetricValues]] : []),
      [0, at(months.current.from), thisStart],
      [1, at(months.current.from, 60_000), second],
    ];
    for (const [post, captured, v] of readings)
      await recordSnapshot(db, {
        content_id: live.contentIds[post],
        captured_at: captured,
        values: v,
        source: 'CSV_IMPORT',
      });

    const endOfLast = late ? lateLast : lastEnd;
    const previousReach = lastEnd.reach - beforeLast.reach;
    const currentReach = thisStart.reach - endOfLast.reach + second.reach;
    const previousEngagements = engagementsOf(lastEnd) - engagementsOf(beforeLast);
    const currentEngagements = engagementsOf(thisStart) - engagementsOf(endOfLast) + engagementsOf(second);
    // The same sums straight from the table the dashboard reads.
    const { rows } = await db.execute<{ reach: string }>(sql`
      select coalesce(sum(reach), 0) as reach from report_metrics_daily
      where company_id = ${live.brand.id} and day >= ${months.current.from} and day < ${months.current.to}`);
    expect(Number(rows[0].reach)).toBe(currentReach);

    const res = await dashboard(live.brand.id, live.owner.token);
    expect(res.status).toBe(200);
    const rate = engagementRate(currentEngagements, currentReach);
    const previousRate = engagementRate(previousEngagements, previousReach);
    expect(res.body).toMatchObject({
      company_id: live.brand.id,
      month: months.current.month,
      previous_month: months.previous.month,
      reach: { current: currentReach, previous: 800, change_percent: changePercent(currentReach, 800) },
      engagement_rate: { current: rate, previous: previousRate, change_percent: changePercent(rate, previousRate) },
    });
    expect(res.body.reach).toEqual({
      current: currentReach,
      previous: previousReach,
      change_percent: late ? 12.5 : 25,
    });
    expect(res.body.engagement_rate.change_percent).not.toBeNull();

    // The agency above the brand reads the same figures (its tree); the brand's own manager too.
    const agency = await dashboard(live.agency.id, live.owner.token);
    expect(agency.status).toBe(200);
    expect(agency.body.reach).toEqual(res.body.reach);
    expect(agency.body.engagement_rate).toEqual(res.body.engagement_rate);
    expect((await dashboard(live.brand.id, live.brandMember.token)).body.reach).toEqual(res.body.reach);

    // A stranger learns nothing: 404 like a company that does not exist; a malformed id too.
    const stranger = await createVerifiedMerchant(ctx);
    const refused = await dashboard(live.brand.id, stranger.token);
    expect(refused).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await dashboard('00000000-0000-4000-8000-000000000000', live.owner.token)).status).toBe(404);
    expect((await dashboard('not-a-company', live.owner.token)).status).toBe(404);
  });

  it('answers change_percent null when last month was 0 (the page says "new"); zeros without readings', async () => {
    const live = await createLiveCampaign(ctx);
    const empty = await dashboard(live.brand.id, live.owner.token);
    expect(empty.body).toMatchObject({
      reach: { current: 0, previous: 0, change_percent: null },
      engagement_rate: { current: 0, previous: 0, change_percent: null },
    });
    const months = dashboardMonths(new Date());
    const v = values(2000, 120);
    await recordSnapshot(ctx.app.deps.db, {
      content_id: live.contentIds[0],
      captured_at: new Date(`${months.current.from}T06:00:00Z`),
      values: v,
      source: 'CSV_IMPORT',
    });
    // A creator's unreviewed report moves nothing.
    await recordSnapshot(ctx.app.deps.db, {
      content_id: live.contentIds[0],
      captured_at: new Date(`${months.current.from}T07:00:00Z`),
      values: values(9000, 900),
      source: 'CREATOR_REPORTED',
      review_status: 'PENDING',
    });
    const res = await dashboard(live.brand.id, live.owner.token);
    expect(res.body).toMatchObject({
      reach: { current: 2000, previous: 0, change_percent: null },
      engagement_rate: { current: engagementRate(engagementsOf(v), 2000), previous: 0, change_percent: null },
    });
  });
});

describe('GET /companies/{id}/dashboard: campaigns, content and notifications', () => {
  it('counts running campaigns and content to review; lists campaigns ending this week, notifications', async () => {
    const agreed = await createAgreedCampaign(ctx, { pre_approval: true });
    const { owner, agency, brand, creator, campaign, assignmentId } = agreed;
    const db = ctx.app.deps.db;
    // Before it starts the campaign is upcoming: nothing running, nothing ending this week.
    let res = await dashboard(brand.id, owner.token);
    expect(res.body).toMatchObject({ active_campaigns: 0, content_waiting: 0, ending_this_week: [] });

    await startedYesterday(campaign.id);
    // More campaigns of the brand, all running: ending in 3 days, cancelled, ending in 8 days, ending in 1 day.
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const copy = (name: string, endInDays: number, cancelled = false) =>
      db
        .insert(campaigns)
        .values({
          companyId: brand.id,
          name,
          startAt: new Date(Date.now() - 2 * DAY),
          endAt: new Date(Date.now() + endInDays * DAY),
          cancelledAt: cancelled ? new Date() : null,
          currency: row.currency,
        })
        .returning({ id: campaigns.id, endAt: campaigns.endAt });
    const [soon] = await copy('Ends soon', 3);
    await copy('Cancelled', 2, true);
    await copy('Ends later', 8);
    const [sooner] = await copy('Ends sooner', 1);

    // The creator sends a draft: one item waits for the brand's review.
    const drafted = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${assignmentId}/content`,
      token: creator.token,
      ...multipartFiles({ caption: 'Morning fuel @juicebrand #FreshJuice', post_index: '1' }, [
        { filename: 'look.png', type: 'image/png', bytes: PNG_BYTES },
      ]),
    });
    expect(drafted.status).toBe(201);
    await deliverOutbox(ctx);

    res = await dashboard(agency.id, owner.token);
    expect(res.status).toBe(200);
    // Running: the agreed campaign, "Ends soon", "Ends later", "Ends sooner" (not the cancelled one).
    expect(res.body.active_campaigns).toBe(4);
    expect(res.body.content_waiting).toBe(1);
    expect(res.body.ending_this_week).toEqual([
      {
        id: sooner.id,
        name: 'Ends sooner',
        end_date: sooner.endAt.toISOString(),
        brand_id: brand.id,
        brand_name: 'Juice Brand',
      },
      {
        id: soon.id,
        name: 'Ends soon',
        end_date: soon.endAt.toISOString(),
        brand_id: brand.id,
        brand_name: 'Juice Brand',
      },
    ]);

    // The caller's five latest notifications, as their notifications list answers them.
    const list = await call(ctx.app, { method: 'GET', url: '/api/notifications?page_size=5', token: owner.token });
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(res.body.latest_notifications).toEqual(list.body.results);

    // Approving the draft leaves nothing to review.
    const approved = await call(ctx.app, {
      method: 'POST',
      url: `/api/content/${drafted.body.id}/approve`,
      token: owner.token,
      payload: {},
    });
    expect(approved.status).toBe(200);
    expect((await dashboard(brand.id, owner.token)).body.content_waiting).toBe(0);
  });
});

describe('GET /companies/{id}/dashboard: money', () => {
  it('shows escrow and paid this month to owners, per currency; null to a brand manager', async () => {
    const { owner, agency, brand, brandMember, creator, campaign, assignmentId } = await createAgreedCampaign(ctx, {
      posts: 2,
      pre_approval: false,
    });
    let res = await dashboard(brand.id, owner.token);
    expect(res.body.money).toEqual([]);
    // A brand manager may not see payments (payments.view): no money at all.
    expect((await dashboard(brand.id, brandMember.token)).body.money).toBeNull();

    const funding = await call(ctx.app, {
      method: 'POST',
      url: '/api/payments/fundings',
      token: owner.token,
      payload: { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' },
    });
    expect(funding.status).toBe(201);
    await settle();
    res = await dashboard(agency.id, owner.token);
    expect(res.body.money).toEqual([
      { currency: 'KES', escrow_minor: funding.body.amount_minor, paid_this_month_minor: 0 },
    ]);

    // Post 1 goes live and is verified; the creator's number is approved; the payout is sent and paid.
    const sent = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${assignmentId}/live`,
      token: creator.token,
      payload: { post_url: `https://www.instagram.com/p/${assignmentId.slice(0, 8)}1/`, post_index: 1 },
    });
    expect(sent.status).toBe(200);
    const verified = await call(ctx.app, {
      method: 'POST',
      url: `/api/content/${sent.body.id}/verify-live`,
      token: owner.token,
    });
    expect(verified.status).toBe(200);
    await approvePayoutNumber(ctx, creator);
    await sendDuePayouts(ctx.app.deps);
    await settle();
    const paid = await ctx.app.deps.db.select().from(payouts).where(eq(payouts.companyId, brand.id));
    expect(paid.map((p) => p.status)).toEqual(['PAID']);

    // Escrow: the ledger's escrow accounts of the brand; the payments page derives the same from the fundings.
    const { rows } = await ctx.app.deps.db.execute<{ escrow: string }>(sql`
      select -sum(balance_minor) as escrow from ledger_accounts where kind = 'ESCROW' and company_id = ${brand.id}`);
    const page = await call(ctx.app, { method: 'GET', url: `/api/companies/${brand.id}/payments`, token: owner.token });
    const escrow = Number(rows[0].escrow);
    expect(escrow).toBeGreaterThan(0);
    expect(escrow).toBeLessThan(funding.body.amount_minor);
    expect(page.body.balances[0].escrow_minor).toBe(escrow);
    res = await dashboard(agency.id, owner.token);
    expect(res.body.money).toEqual([
      { currency: 'KES', escrow_minor: escrow, paid_this_month_minor: paid[0].grossMinor },
    ]);
    expect(page.body.balances[0].paid_out_minor).toBe(paid[0].grossMinor);
    expect((await dashboard(brand.id, brandMember.token)).body.money).toBeNull();

    // Paid last month: not this month's.
    const months = dashboardMonths(new Date());
    await ctx.app.deps.db
      .update(payouts)
      .set({ paidAt: new Date(Date.parse(`${months.current.from}T00:00:00Z`) - 1000) })
      .where(and(eq(payouts.companyId, brand.id), eq(payouts.status, 'PAID')));
    res = await dashboard(brand.id, owner.token);
    expect(res.body.money).toEqual([{ currency: 'KES', escrow_minor: escrow, paid_this_month_minor: 0 }]);
  });
});

/** Runs what the sandbox queued (its callbacks) and what the outbox holds (payouts to send), until quiet. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    const ran = await ctx.app.deps.queue.runDue('payments.sandbox-callback');
    const delivered = await deliverOutbox(ctx);
    if (!ran && !delivered.delivered) return;
  }
}
