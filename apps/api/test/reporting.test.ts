import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { postShare } from '@app/shared/payments';
import { costPerEngagementUsd, METRICS_CSV_COLUMNS, usdOf, type MetricValues } from '@app/shared/reporting';
import { recordSnapshot } from '../src/modules/reporting/ingestion.service';
import {
  call,
  createCreatorAccount,
  createLiveCampaign,
  createTestContext,
  createVerifiedMerchant,
  multipart,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.UTC(2026, 9, 1) + offset * DAY).toISOString().slice(0, 10);

function values(reach: number, extra: Partial<MetricValues> = {}): MetricValues {
  return {
    impressions: reach * 2,
    reach,
    views: reach + 5,
    likes: Math.floor(reach / 10),
    comments: 3,
    shares: 2,
    saved: 1,
    followers: 5000,
    ...extra,
  };
}

const post = (path: string, token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: `/api${path}`, token, payload });

/** A CSV file with the documented header and these lines. */
const csvOf = (...lines: string[]) => [METRICS_CSV_COLUMNS.join(','), ...lines].join('\n');

describe('roll-ups kept by the database', () => {
  it('equal sums over the raw snapshots, whatever order readings arrive in (property)', async () => {
    const live = await createLiveCampaign(ctx, { posts: 3 });
    const db = ctx.app.deps.db;
    // The posts went live before the first reading (a range counts the posts live by its end).
    await db.execute(sql`update content_items set updated_at = ${new Date(Date.parse(`${dayOf(0)}T00:00:00Z`) - DAY)}
      where id = any(${`{${live.contentIds.join(',')}}`}::uuid[])`);
    const reading = fc.record({
      post: fc.integer({ min: 0, max: 2 }),
      day: fc.integer({ min: 0, max: 6 }),
      minute: fc.integer({ min: 0, max: 1439 }),
      reach: fc.integer({ min: 0, max: 100_000 }),
      likes: fc.integer({ min: 0, max: 5_000 }),
      // A creator's report: recorded waiting, accepted by the brand after every other reading arrived.
      later: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(reading, { minLength: 1, maxLength: 25, selector: (r) => `${r.post}:${r.day}:${r.minute}` }),
        async (readings) => {
          await db.execute(sql`delete from post_metric_snapshots`);
          await db.execute(sql`delete from post_metrics_daily`);
          await db.execute(sql`delete from post_metrics`);
          await db.execute(sql`delete from report_metrics_daily`);
          const waiting: string[] = [];
          for (const r of readings) {
            const row = await recordSnapshot(db, {
              content_id: live.contentIds[r.post],
              captured_at: new Date(Date.parse(`${dayOf(r.day)}T00:00:00Z`) + r.minute * 60_000),
              values: values(r.reach, { likes: r.likes }),
              source: r.later ? 'CREATOR_REPORTED' : 'CSV_IMPORT',
              review_status: r.later ? 'PENDING' : 'ACCEPTED',
            });
            if (r.later) waiting.push(row.id);
          }
          for (const id of waiting.reverse())
            await db.execute(sql`update post_metric_snapshots set review_status = 'ACCEPTED' where id = ${id}`);
          // The model: per post and day the day's latest reading; a day's total carries each post's latest so far.
          const latest = (p: number, upTo: number) =>
            readings
              .filter((r) => r.post === p && r.day <= upTo)
              .sort((a, b) => a.day - b.day || a.minute - b.minute)
              .at(-1);
          const days = readings.map((r) => r.day);
          const [lo, hi] = [Math.min(...days), Math.max(...days)];
          const res = await post('/reporting/campaign_metrics', live.owner.token, { campaign_id: live.campaign.id });
          expect(res.status).toBe(200);
          const perf = res.body.data.performances;
          expect(perf.label).toEqual(Array.from({ length: hi - lo + 1 }, (_, i) => dayOf(lo + i)));
          perf.label.forEach((_: string, i: number) => {
            const expected = [0, 1, 2].reduce((sum, p) => sum + (latest(p, lo + i)?.reach ?? 0), 0);
            expect(perf.data.reach[i]).toBe(expected);
          });
          for (const key of ['reach', 'engagement_rate', 'impressions', 'views'])
            expect(perf.data[key]).toHaveLength(perf.label.length);
          const totalReach = [0, 1, 2].reduce((sum, p) => sum + (latest(p, 99)?.reach ?? 0), 0);
          expect(res.body.data.totals.reach).toBe(totalReach);
          expect(perf.data.reach.at(-1)).toBe(totalReach);
          // A range reports what was gained in it: the running total at its end less the one before it.
          if (hi > lo) {
            const from = lo + 1;
            const ranged = await post('/reporting/campaign_metrics', live.owner.token, {
              brand_id: live.brand.id,
              from: dayOf(from),
              to: dayOf(hi),
            });
            const before = [0, 1, 2].reduce((sum, p) => sum + (latest(p, from - 1)?.reach ?? 0), 0);
            expect(ranged.body.data.totals.reach).toBe(totalReach - before);
            expect(ranged.body.data.performances.data.reach.at(-1)).toBe(totalReach - before);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('POST /reporting/campaign_metrics and friends', () => {
  it('answer the spec shapes; creators carry their totals and cost per engagement in dollars', async () => {
    const live = await createLiveCampaign(ctx, { posts: 2 });
    const db = ctx.app.deps.db;
    const now = Date.now();
    await recordSnapshot(db, {
      content_id: live.contentIds[0],
      captured_at: new Date(now - 2 * DAY),
      values: values(1000),
      source: 'CSV_IMPORT',
    });
    await recordSnapshot(db, {
      content_id: live.contentIds[0],
      captured_at: new Date(now - 1000),
      values: values(4000, { likes: 380 }),
      source: 'CSV_IMPORT',
    });
    const res = await post('/reporting/campaign_metrics', live.owner.token, { campaign_id: live.campaign.id });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.performances.label).toHaveLength(3);
    expect(data.performances.data.reach).toEqual([1000, 1000, 4000]);
    expect(data.influencers).toHaveLength(1);
    const creator = data.influencers[0];
    expect(creator).toMatchObject({
      influencer_id: live.creator.creatorId,
      posts: 2,
      reach: 4000,
      impressions: 8000,
      engagements: 386,
      engagement_rate: 9.65,
    });
    // The cost of the live posts (each its exact share of the agreed amount), in dollars at the stored rate.
    const [work] = (
      await db.execute<{ amount_minor: string; posts: number; usd_rate: string }>(sql`
        select a.amount_minor, a.posts, c.usd_rate from assignments a join currencies c on c.code = a.currency
        where a.id = ${live.assignmentId}`)
    ).rows;
    const cost = [1, 2].reduce(
      (sum, i) => sum + usdOf(postShare(Number(work.amount_minor), work.posts, i), Number(work.usd_rate)),
      0,
    );
    expect(cost).toBeGreaterThan(0);
    expect(creator.cost_per_engagement).toBe(costPerEngagementUsd(cost, 386));
    expect(data.posts.map((p: { id: string }) => p.id).sort()).toEqual([...live.contentIds].sort());
    expect(data.totals).toMatchObject({ posts_live: 2, reach: 4000, engagement_rate: 9.65 });
    expect(data).toMatchObject({ sources: ['CSV_IMPORT'], simulated: false });

    const card = await call(ctx.app, {
      method: 'GET',
      url: `/api/influencer/social-media-data/${live.contentIds[0]}`,
      token: live.brandMember.token,
    });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      id: live.contentIds[0],
      influencer_id: live.creator.creatorId,
      platform: 'INSTAGRAM',
      media_type: 'POST',
      submission_link: live.links[0],
      impressions: 8000,
      reach: 4000,
      shares: 2,
      saved: 1,
      followers: 5000,
      engagement_rate: 9.65,
      source: 'CSV_IMPORT',
    });
    expect(card.body.cpe).toBeGreaterThan(0);
  });

  it('audience percentages sum to 100, weighted by reach; sample values only without audience data', async () => {
    const live = await createLiveCampaign(ctx);
    const db = ctx.app.deps.db;
    const first = await post('/reporting/audience_data', live.owner.token, { campaign_id: live.campaign.id });
    expect(first.status).toBe(200);
    await db.execute(
      sql`update creators set audience = ${JSON.stringify({
        age: { '18-24': 50, '25-34': 30, '35-44': 15, '45+': 5 },
        gender: { female: 70, male: 29, other: 1 },
        top_countries: [{ code: 'KE', share: 80 }],
        top_cities: [{ name: 'Nairobi', share: 55 }],
      })}::jsonb where id = ${live.creator.creatorId}`,
    );
    const res = await post('/reporting/audience_data', live.owner.token, { campaign_id: live.campaign.id });
    const { data } = res.body;
    expect(data.sample).toBe(false);
    expect(Object.values(data.age).reduce((a: number, b) => a + (b as number), 0)).toBe(100);
    expect(Object.values(data.gender).reduce((a: number, b) => a + (b as number), 0)).toBe(100);
    expect(data.age).toEqual({ '18-24': 50, '25-34': 30, '35-44': 15, '45+': 5 });
    expect(data.countries).toEqual([{ name: 'Kenya', percentage: 80 }]);
    expect(data.cities).toEqual([{ name: 'Nairobi', percentage: 55 }]);
    await db.execute(sql`update creators set audience = null where id = ${live.creator.creatorId}`);
    const sample = await post('/reporting/audience_data', live.owner.token, { campaign_id: live.campaign.id });
    expect(sample.body.data).toMatchObject({
      sample: true,
      age: { '18-24': 35, '25-34': 42, '35-44': 18, '45+': 5 },
      gender: { female: 60, male: 38, other: 2 },
    });
  });

  it("a stranger's campaign id is not found on every reporting call, and reveals nothing", async () => {
    const live = await createLiveCampaign(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const body = { campaign_id: live.campaign.id };
    for (const path of ['/reporting/campaign_metrics', '/reporting/audience_data', '/reporting/insights']) {
      const res = await post(path, stranger.token, body);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const range = await post('/reporting/campaign_metrics', stranger.token, {
      brand_id: live.brand.id,
      from: dayOf(0),
      to: dayOf(3),
    });
    expect(range.status).toBe(404);
    for (const url of [
      `/api/influencer/social-media-data/${live.contentIds[0]}`,
      `/api/reporting/campaign_metrics.csv?campaign_id=${live.campaign.id}`,
      `/api/content/${live.contentIds[0]}/metrics`,
    ]) {
      expect((await call(ctx.app, { method: 'GET', url, token: stranger.token })).status, url).toBe(404);
    }
    const imported = await post('/reporting/imports', stranger.token, { ...body, csv: csvOf() });
    expect(imported.status).toBe(404);
    const brandRange = { brand_id: live.brand.id, from: dayOf(0), to: dayOf(3) };
    for (const path of ['/reporting/audience_data', '/reporting/insights'])
      expect((await post(path, stranger.token, brandRange)).status, `${path} range`).toBe(404);
    const rangeCsv = `/api/reporting/campaign_metrics.csv?brand_id=${live.brand.id}&from=${dayOf(0)}&to=${dayOf(3)}`;
    expect((await call(ctx.app, { method: 'GET', url: rangeCsv, token: stranger.token })).status).toBe(404);
    // A creator's report: another brand's member cannot decide it or see its screenshot.
    const reading = await recordSnapshot(ctx.app.deps.db, {
      content_id: live.contentIds[0],
      captured_at: new Date(),
      values: values(100),
      source: 'CREATOR_REPORTED',
      review_status: 'PENDING',
      evidence: { key: 'metric-evidence/00000000-0000-4000-8000-000000000000.png', type: 'image/png' },
    });
    const review = await post(`/content/metrics/${reading.id}/review`, stranger.token, { move: 'ACCEPT' });
    expect(review.status).toBe(404);
    const evidence = `/api/content/metrics/${reading.id}/evidence`;
    expect((await call(ctx.app, { method: 'GET', url: evidence, token: stranger.token })).status).toBe(404);
    // Another creator: not their post, not their report.
    const other = await createCreatorAccount(ctx);
    for (const url of [
      `/api/creator/content/${live.contentIds[0]}/metrics`,
      `/api/creator/content/metrics/${reading.id}/evidence`,
    ])
      expect((await call(ctx.app, { method: 'GET', url, token: other.token })).status, url).toBe(404);
    const report = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/content/${live.contentIds[0]}/metrics`,
      token: other.token,
      ...multipart('insights.png', 'image/png', Buffer.from('x'), { reach: '1' }),
    });
    expect(report.status).toBe(404);
    // A campaign with a range's fields is one or the other, never both.
    const both = await post('/reporting/campaign_metrics', live.owner.token, { ...body, from: dayOf(0) });
    expect(both).toMatchObject({ status: 400, body: { field: 'from' } });
    const unknown = await post('/reporting/campaign_metrics', live.owner.token, {
      campaign_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a range without its days, a reversed range and unknown fields', async () => {
    const live = await createLiveCampaign(ctx);
    const token = live.owner.token;
    expect((await post('/reporting/campaign_metrics', token, {})).body.field).toBe('campaign_id');
    expect((await post('/reporting/campaign_metrics', token, { brand_id: live.brand.id })).body.field).toBe('from');
    const reversed = await post('/reporting/campaign_metrics', token, {
      brand_id: live.brand.id,
      from: dayOf(5),
      to: dayOf(1),
    });
    expect(reversed).toMatchObject({ status: 400, body: { field: 'to' } });
    const unknown = await post('/reporting/campaign_metrics', token, { campaign_id: live.campaign.id, colour: 1 });
    expect(unknown.status).toBe(400);
  });
});

describe('CSV import', () => {
  it('records every line of a good file; a file with bad lines is refused whole, each problem named', async () => {
    const live = await createLiveCampaign(ctx, { posts: 2 });
    const today = new Date().toISOString().slice(0, 10);
    const bad = csvOf(
      `${live.links[0]},${today},2000,1500,1800,100,10,5,4,5000`,
      `${live.links[1]},${today},2000,abc,1800,100,10,5,4,5000`,
      `https://www.instagram.com/reel/unknown/,${today},1,1,1,1,1,1,1,1`,
      `${live.links[1]},2026-02-30,2000,1500,1800,100,10,5,4,5000`,
      `${live.links[1]},${today},100,1500,1800,100,10,5,4,5000`,
    );
    const refused = await post('/reporting/imports', live.owner.token, { campaign_id: live.campaign.id, csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('csv');
    expect(refused.body.issues.map((i: { field: string }) => i.field)).toEqual([
      'lines.3.reach',
      'lines.4.post_url',
      'lines.5.date',
      'lines.6.reach',
    ]);
    const [{ count }] = (
      await ctx.app.deps.db.execute<{ count: number }>(sql`select count(*)::int as count from post_metric_snapshots
        where content_id = any(${`{${live.contentIds.join(',')}}`}::uuid[])`)
    ).rows;
    expect(count).toBe(0);

    // Links match as the content module keys them: without www, in any case.
    const otherSpelling = live.links[1].toUpperCase().replace('HTTPS://WWW.INSTAGRAM.COM', 'https://instagram.com');
    const good = csvOf(
      `${live.links[0]},${today},"2,000",1500,1800,100,10,5,4,5000`,
      `${otherSpelling},${today},900,800,850,40,4,2,2,5100`,
    );
    const done = await post('/reporting/imports', live.owner.token, { campaign_id: live.campaign.id, csv: good });
    expect(done).toMatchObject({ status: 200, body: { imported: 2, posts: 2 } });
    const metrics = await post('/reporting/campaign_metrics', live.owner.token, { campaign_id: live.campaign.id });
    expect(metrics.body.data.totals).toMatchObject({ reach: 2300, impressions: 2900, engagements: 167 });

    const wrongHeader = await post('/reporting/imports', live.owner.token, {
      campaign_id: live.campaign.id,
      csv: 'url,day\nx,y',
    });
    expect(wrongHeader).toMatchObject({ status: 400, body: { field: 'csv' } });
  });

  it('the CSV export has one row per post and day, named after the campaign', async () => {
    const live = await createLiveCampaign(ctx);
    const db = ctx.app.deps.db;
    for (const [i, reach] of [100, 300, 700].entries())
      await recordSnapshot(db, {
        content_id: live.contentIds[0],
        captured_at: new Date(Date.now() - (2 - i) * DAY - 1000),
        values: values(reach),
        source: 'SIMULATED',
      });
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/reporting/campaign_metrics.csv?campaign_id=${live.campaign.id}`,
      token: live.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="report-juice-launch-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines: string[] = String(res.body).trim().split('\n');
    expect(lines[0]).toBe(
      'date,campaign,creator,platform,media_type,post_url,impressions,reach,views,likes,comments,shares,saved,' +
        'engagement_rate,followers,source',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',')[7])).toEqual(['100', '300', '700']);
    expect(lines[1]).toContain('Simulated');
  });
});

describe("creators' reports", () => {
  it('wait for the brand; an accepted report counts, a disputed one does not; a decision is final', async () => {
    const live = await createLiveCampaign(ctx);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const fields = {
      impressions: '5,000',
      reach: '4000',
      views: '4500',
      likes: '300',
      comments: '20',
      shares: '10',
      saved: '15',
      followers: '9000',
    };
    const report = (extra: Record<string, string> = {}) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/creator/content/${live.contentIds[0]}/metrics`,
        token: live.creator.token,
        ...multipart('insights.png', 'image/png', png, { ...fields, ...extra }),
      });
    const sent = await report();
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ review_status: 'PENDING', source: 'CREATOR_REPORTED', has_evidence: true });
    const metrics = () => post('/reporting/campaign_metrics', live.owner.token, { campaign_id: live.campaign.id });
    expect((await metrics()).body.data.totals.reach).toBe(0);
    expect((await report({ reach: '6000' })).body.field).toBe('reach');
    expect((await report({ colour: 'red' })).body).toMatchObject({ code: 'VALIDATION', field: 'colour' });
    expect((await report({ likes: '12.5' })).body.field).toBe('likes');

    const listed = await call(ctx.app, {
      method: 'GET',
      url: `/api/content/${live.contentIds[0]}/metrics`,
      token: live.brandMember.token,
    });
    expect(listed.body).toHaveLength(1);
    const evidence = await call(ctx.app, {
      method: 'GET',
      url: `/api/content/metrics/${sent.body.id}/evidence`,
      token: live.owner.token,
    });
    expect(evidence.status).toBe(200);
    expect(evidence.headers['content-type']).toBe('image/png');

    const reviewUrl = `/content/metrics/${sent.body.id}/review`;
    expect((await post(reviewUrl, live.owner.token, { move: 'DISPUTE' })).body.field).toBe('reason');
    const accepted = await post(reviewUrl, live.owner.token, { move: 'ACCEPT' });
    expect(accepted.body.review_status).toBe('ACCEPTED');
    expect((await metrics()).body.data.totals.reach).toBe(4000);
    const again = await post(reviewUrl, live.brandMember.token, { move: 'DISPUTE', reason: 'Too high' });
    expect(again).toMatchObject({ status: 409, body: { state: 'ACCEPTED', field: 'status' } });

    const second = await report({ reach: '4100' });
    const disputed = await post(`/content/metrics/${second.body.id}/review`, live.owner.token, {
      move: 'DISPUTE',
      reason: 'The screenshot shows 3,900',
    });
    expect(disputed.body).toMatchObject({ review_status: 'DISPUTED', dispute_reason: 'The screenshot shows 3,900' });
    expect((await metrics()).body.data.totals.reach).toBe(4000);
    const mine = await call(ctx.app, {
      method: 'GET',
      url: `/api/creator/content/${live.contentIds[0]}/metrics`,
      token: live.creator.token,
    });
    expect(mine.body.map((s: { review_status: string }) => s.review_status).sort()).toEqual(['ACCEPTED', 'DISPUTED']);
  });
});

describe('insights', () => {
  it('the public insights reveal nothing private; the brand sees the budget ones', async () => {
    const live = await createLiveCampaign(ctx, { posts: 2 });
    const db = ctx.app.deps.db;
    await recordSnapshot(db, {
      content_id: live.contentIds[0],
      captured_at: new Date(Date.now() - 1000),
      values: values(10_000, { likes: 50 }),
      source: 'CSV_IMPORT',
    });
    await recordSnapshot(db, {
      content_id: live.contentIds[1],
      captured_at: new Date(Date.now() - 1000),
      values: values(2_000, { likes: 400 }),
      source: 'CSV_IMPORT',
    });
    const pub = await call(ctx.app, {
      method: 'POST',
      url: '/api/reporting/insights_public',
      payload: { campaign_id: live.campaign.id },
    });
    expect(pub.status).toBe(200);
    const text = JSON.stringify(pub.body);
    expect(text).not.toMatch(/\$|cost|budget|price|spend|@|KES/i);
    expect(text).not.toContain(live.creator.email);
    const brand = await post('/reporting/insights', live.owner.token, { campaign_id: live.campaign.id });
    expect(brand.status).toBe(200);
    expect(Object.keys(brand.body.data.insights).length).toBeGreaterThan(0);
    for (const byCategory of Object.values(brand.body.data.insights) as Array<Record<string, unknown[]>>)
      for (const items of Object.values(byCategory))
        for (const item of items) expect(Object.keys(item as object).sort()).toEqual(['Action', 'CTA', 'Insight']);
    expect(brand.body.data.benchmark_source).toBeTruthy();
    const page = await call(ctx.app, { method: 'GET', url: `/api/public/campaigns/${live.campaign.id}` });
    expect(page.body.metrics).toEqual({
      posts_live: 2,
      reach: 12_000,
      views: 12_010,
      impressions: 24_000,
      engagement_rate: 3.85,
      simulated: false,
    });
    const missing = await call(ctx.app, {
      method: 'POST',
      url: '/api/reporting/insights_public',
      payload: { campaign_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
  });
});
