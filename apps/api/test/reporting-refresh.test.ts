/**
 * The refresh job (modules/reporting/refresh.service.ts) end to end: demo posts simulated day by day, a connected
 * Instagram account read from a fake Graph API on loopback, and failures kept on the connection (a retryable one
 * waits, a final one waits for the creator to connect again) so failing posts never starve the others. Then an
 * OpenAI-compatible fake that invents a number: POST /reporting/insights shows the rule's own text.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { saveConnection } from '../src/modules/reporting/connections';
import { refreshPostMetrics } from '../src/modules/reporting/refresh.service';
import { call, createLiveCampaign, createTestContext, type TestContext } from './helpers';

const DAY = 86_400_000;

interface Fake {
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** A loopback server answering `answer(path)` as JSON (status 200 unless the answer says otherwise). */
async function fakeServer(answer: (path: string, body: string) => { status?: number; body: unknown }): Promise<Fake> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      hits.push(`${req.method} ${req.url}`);
      const reply = answer(new URL(req.url ?? '/', 'http://x').pathname, body);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let graph: Fake;
let llm: Fake;
let ctx: TestContext;
/** What the fake Graph API answers for the account: its one reel, or an error. */
let graphMode: 'ok' | 'expired' | 'rate-limited' = 'ok';
let reelLink = '';

beforeAll(async () => {
  graph = await fakeServer((path) => {
    if (graphMode === 'expired')
      return {
        status: 400,
        body: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
      };
    if (graphMode === 'rate-limited')
      return { status: 400, body: { error: { message: 'Application request limit reached', code: 4 } } };
    if (path.endsWith('/media'))
      return {
        body: {
          data: [
            { id: '1790001', permalink: reelLink, timestamp: new Date().toISOString(), media_product_type: 'REELS' },
          ],
        },
      };
    if (path.endsWith('/insights'))
      return {
        body: {
          data: ['reach:5000', 'likes:400', 'comments:30', 'shares:20', 'saved:50', 'views:9000'].map((pair) => {
            const [name, value] = pair.split(':');
            return { name, period: 'lifetime', values: [{ value: Number(value) }] };
          }),
        },
      };
    return { body: { followers_count: 12_000, id: 'acct-1' } };
  });
  // An OpenAI-compatible model that "rewrites" every insight with a number of its own.
  llm = await fakeServer((_path, body) => {
    const asked = JSON.parse(body) as { messages: Array<{ content: string }> };
    const count = (asked.messages.at(-1)?.content.match(/"index"/g) ?? []).length || 20;
    const items = Array.from({ length: count }, (_, index) => ({
      index,
      Insight: 'Engagement reached 99.9% of everyone.',
      Action: 'Do it again.',
      CTA: 'Go',
    }));
    return { body: { choices: [{ message: { role: 'assistant', content: JSON.stringify({ items }) } }] } };
  });
  ctx = await createTestContext({
    INSTAGRAM_GRAPH_URL: `${graph.origin}/v21.0`,
    INSIGHTS_LLM_URL: `${llm.origin}/v1`,
    INSIGHTS_LLM_MODEL: 'fake-model',
  });
});

afterAll(async () => {
  await ctx.close();
  await graph.close();
  await llm.close();
});

const refresh = (now?: Date) => refreshPostMetrics(ctx.app.deps, ctx.app.deps.metricConnectors, { now });

async function readings(contentId: string) {
  return (
    await ctx.app.deps.db.execute<{ source: string; reach: string; captured_at: Date }>(
      sql`select source, reach, captured_at from post_metric_snapshots where content_id = ${contentId}
          order by captured_at`,
    )
  ).rows;
}

describe('the refresh job', () => {
  it('simulates a demo post day by day since it went live, labelled; not again within the refresh hours', async () => {
    const live = await createLiveCampaign(ctx);
    const db = ctx.app.deps.db;
    await db.execute(sql`update campaigns set is_demo = true where id = ${live.campaign.id}`);
    // Noon of yesterday (UTC): the count of day ends between then and 3 days 2 hours before must not depend on
    // the hour the suite runs at (just after midnight it would cross one day end more).
    const now = new Date((Math.floor(Date.now() / 86_400_000) - 1) * 86_400_000 + 12 * 3_600_000);
    const wentLive = new Date(now.getTime() - (3 * 24 + 2) * 3_600_000);
    await db.execute(sql`update content_items set updated_at = ${wentLive} where id = ${live.contentIds[0]}`);
    const first = await refresh(now);
    expect(first.read).toBeGreaterThanOrEqual(1);
    const rows = await readings(live.contentIds[0]);
    expect(rows.length).toBe(4); // three missed days' ends, and now
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['SIMULATED']));
    const reach = rows.map((r) => Number(r.reach));
    expect(reach).toEqual([...reach].sort((a, b) => a - b)); // the simulation only grows
    expect(reach.at(-1)).toBeGreaterThan(0);
    const again = await refresh(now);
    expect(again.read).toBe(0);
    const metrics = await call(ctx.app, {
      method: 'POST',
      url: '/api/reporting/campaign_metrics',
      token: live.owner.token,
      payload: { campaign_id: live.campaign.id },
    });
    expect(metrics.body.data).toMatchObject({ simulated: true, sources: ['SIMULATED'] });
    const page = await call(ctx.app, { method: 'GET', url: `/api/public/campaigns/${live.campaign.id}` });
    expect(page.body.metrics.simulated).toBe(true);
  });

  it('reads a connected Instagram account; failures wait, a final one until the creator reconnects', async () => {
    const live = await createLiveCampaign(ctx);
    reelLink = live.links[0];
    const db = ctx.app.deps.db;
    const secret = ctx.app.deps.config.jwtSecret;
    const connect = () =>
      saveConnection(db, secret, {
        creator_id: live.creator.creatorId,
        channel: 'INSTAGRAM',
        account_id: 'acct-1',
        token: 'tok',
      });
    await connect();
    graphMode = 'ok';
    await refresh();
    const [reading] = await readings(live.contentIds[0]);
    expect({ source: reading.source, reach: Number(reading.reach) }).toEqual({ source: 'INSTAGRAM', reach: 5000 });
    const card = await call(ctx.app, {
      method: 'GET',
      url: `/api/influencer/social-media-data/${live.contentIds[0]}`,
      token: live.owner.token,
    });
    expect(card.body).toMatchObject({ reach: 5000, saved: 50, shares: 20, followers: 12_000, source: 'INSTAGRAM' });

    // A rate limit: the connection waits an hour before its posts are due again.
    const later = new Date(Date.now() + 7 * 3_600_000);
    graphMode = 'rate-limited';
    expect((await refresh(later)).failed).toBe(1);
    const [waiting] = (
      await db.execute<{ failures: number; retry_after: Date; needs_reconnect: boolean }>(sql`select failures,
        retry_after, needs_reconnect from metric_connections where creator_id = ${live.creator.creatorId}`)
    ).rows;
    expect(waiting).toMatchObject({ failures: 1, needs_reconnect: false });
    expect(new Date(waiting.retry_after).getTime()).toBe(later.getTime() + 3_600_000);
    // (Other files' demo posts may be due in the same passes: the Graph API's hits tell this account's reads.)
    let hits = graph.hits.length;
    expect((await refresh(new Date(later.getTime() + 30 * 60_000))).failed).toBe(0);
    expect(graph.hits.length).toBe(hits);

    // An expired token: no more reads until the creator connects again.
    graphMode = 'expired';
    const afterWait = new Date(later.getTime() + 2 * 3_600_000);
    expect((await refresh(afterWait)).failed).toBe(1);
    hits = graph.hits.length;
    expect((await refresh(new Date(afterWait.getTime() + 2 * DAY))).failed).toBe(0);
    expect(graph.hits.length).toBe(hits);
    graphMode = 'ok';
    await connect();
    await refresh(new Date(afterWait.getTime() + 2 * DAY));
    expect(graph.hits.length).toBeGreaterThan(hits);
    const latest = await readings(live.contentIds[0]);
    expect(latest.map((r) => r.source)).toEqual(['INSTAGRAM', 'INSTAGRAM']);
  });
});

describe('insights rewritten by a language model', () => {
  it('keep the rule text when the rewrite states a number the figures do not hold', async () => {
    const live = await createLiveCampaign(ctx, { posts: 2 });
    const db = ctx.app.deps.db;
    await db.execute(sql`update content_items set updated_at = now() - interval '2 days'
      where id = any(${`{${live.contentIds.join(',')}}`}::uuid[])`);
    reelLink = '';
    for (const [i, reach] of [20_000, 3_000].entries())
      await db.execute(sql`insert into post_metric_snapshots (content_id, captured_at, impressions, reach, views, likes,
        comments, shares, saved, followers, source)
        values (${live.contentIds[i]}, now(), ${reach * 2}, ${reach}, ${reach}, ${reach / 10}, 10, 5, 5, 4000,
          'CSV_IMPORT')`);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/reporting/insights',
      token: live.owner.token,
      payload: { campaign_id: live.campaign.id },
    });
    expect(res.status).toBe(200);
    expect(llm.hits.length).toBeGreaterThan(0);
    const text = JSON.stringify(res.body.data.insights);
    expect(text.length).toBeGreaterThan(20);
    expect(text).not.toContain('99.9%');
    expect(res.body.data.rewritten).toBe(false);
  });
});
