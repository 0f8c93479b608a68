/**
 * The insights rewriter against a fake OpenAI-compatible server on loopback: a good rewrite is used, a rewrite that
 * invents a number (or drops the figure) keeps the rule text for that item only, and every failure (HTTP 500,
 * time-out, malformed JSON, a wrong number of items, no server) falls back to the rule texts without throwing.
 * Also the pure number check behind it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BENCHMARKS, ruleInsights, type RuleInsight } from '@app/shared/insights';
import {
  acceptableRewrite,
  numbersIn,
  onlyKnownFigures,
  rewriteInsights,
  type InsightsLlmSettings,
} from '../src/modules/reporting/insights-llm';

const BELOW: RuleInsight = {
  Insight: 'Engagement on Instagram was 2.1% vs 3.4% for Instagram micro creators, 38% below the benchmark.',
  Action: 'Ask creators for a stronger hook and a clear reason to comment, share or save in the next brief.',
  CTA: 'Review content',
  category: 'improvements',
  platform: 'INSTAGRAM',
  figures: ['2.1', '3.4', '38'],
  rule: 'engagementBelowBenchmark',
};
const TOP: RuleInsight = {
  Insight:
    'Ann Lee led Instagram with 8.0% engagement vs 4.0% for Instagram micro creators and 5.33% on average across ' +
    "the campaign's 3 creators there.",
  Action: 'Rebook Ann Lee and ask what made the post work, so the next brief can ask others for the same.',
  CTA: 'Find similar creators',
  category: 'creator_performance',
  platform: 'INSTAGRAM',
  figures: ['8.0', '4.0', '5.33', '3'],
  rule: 'topCreator',
};
const COST: RuleInsight = {
  Insight: 'Cost per engagement on Instagram was $0.10 vs $0.15 for Instagram micro creators, 33% below the benchmark.',
  Action: 'These creators gave good value on Instagram: rebook them at similar rates.',
  CTA: 'Find similar creators',
  category: 'budget',
  platform: 'INSTAGRAM',
  figures: ['0.10', '0.15', '33'],
  rule: 'costPerEngagement',
};

const GOOD_BELOW = {
  Insight: 'Instagram engagement reached 2.1%, short of the 3.4% typical for micro creators there (38% below).',
  Action: 'Brief creators on a sharper opening and a reason to comment or save.',
  CTA: 'Review posts',
};
const GOOD_TOP = {
  Insight: 'Ann Lee was the standout on Instagram: 8% engagement against a 4% benchmark and a 5.33% campaign average.',
  Action: 'Book Ann Lee again and share what worked with the other 3 creators.',
  CTA: 'Find lookalikes',
};

interface Seen {
  method?: string;
  path?: string;
  headers: IncomingMessage['headers'];
  body: any;
}
type Handler = (req: IncomingMessage, res: ServerResponse, body: any) => void;

let server: Server;
let settings: InsightsLlmSettings;
let handler: Handler;
let seen: Seen[] = [];

/** An OpenAI-style chat completion whose message content is `content`. */
function reply(res: ServerResponse, content: string, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}
const items = (...texts: Array<Record<string, unknown>>) =>
  JSON.stringify({ items: texts.map((t, index) => ({ index, ...t })) });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body: any;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      seen.push({ method: req.method, path: req.url, headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = { url: `http://127.0.0.1:${port}/v1`, model: 'test-model', key: 'sk-test-123' };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => reply(res, items(GOOD_BELOW, GOOD_TOP));
});

describe('numbersIn, onlyKnownFigures and acceptableRewrite', () => {
  it('read numbers the way texts write them', () => {
    expect(numbersIn('Engagement 9.9% vs 3.40% of 12,500 accounts at $0.125')).toEqual([9.9, 3.4, 12500, 0.125]);
    expect(numbersIn('nearly ten times the benchmark')).toEqual([10]);
  });

  it('allow only the figures, compared as numbers', () => {
    expect(onlyKnownFigures('8% engagement vs a 4.00% benchmark', TOP.figures)).toBe(true);
    expect(onlyKnownFigures('engagement 9.9%', BELOW.figures)).toBe(false);
    expect(onlyKnownFigures('twice the benchmark', BELOW.figures)).toBe(false);
    expect(onlyKnownFigures('1,200 accounts', ['1200'])).toBe(true);
  });

  it('accept a rewrite that keeps the figures and refuse one that invents, drops or adds dollars', () => {
    expect(acceptableRewrite(BELOW, GOOD_BELOW)).toBe(true);
    expect(acceptableRewrite(BELOW, { ...GOOD_BELOW, Insight: 'Engagement 9.9% vs 3.4% (38% below).' })).toBe(false);
    expect(acceptableRewrite(BELOW, { ...GOOD_BELOW, Insight: 'Engagement was well below the benchmark.' })).toBe(
      false,
    );
    expect(acceptableRewrite(BELOW, { ...GOOD_BELOW, Action: 'Spend $2.1 more per post.' })).toBe(false);
    expect(acceptableRewrite(BELOW, { ...GOOD_BELOW, CTA: '' })).toBe(false);
    expect(acceptableRewrite(BELOW, { ...GOOD_BELOW, CTA: 'x'.repeat(41) })).toBe(false);
    expect(
      acceptableRewrite(COST, { ...COST, Insight: 'You paid $0.1 per engagement vs $0.15 typical (33% below).' }),
    ).toBe(true);
  });
});

describe('rewriteInsights', () => {
  it('uses a good rewrite, and calls the endpoint as OpenAI-compatible servers expect', async () => {
    const result = await rewriteInsights(settings, [BELOW, TOP]);
    expect(result.rewritten).toBe(true);
    expect(result.items[0]).toEqual({ ...BELOW, ...GOOD_BELOW });
    expect(result.items[1]).toEqual({ ...TOP, ...GOOD_TOP });
    expect(seen).toHaveLength(1);
    const call = seen[0];
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer sk-test-123');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body.model).toBe('test-model');
    expect(call.body.temperature).toBe(0.2);
    expect(call.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    const sent = JSON.parse(call.body.messages[1].content);
    expect(sent.items).toHaveLength(2);
    expect(sent.items[0]).toMatchObject({ index: 0, Insight: BELOW.Insight, figures: BELOW.figures });
  });

  it('sends no Authorization header without a key, and accepts a fenced JSON reply', async () => {
    handler = (_req, res) => reply(res, '```json\n' + items(GOOD_BELOW) + '\n```');
    const result = await rewriteInsights({ ...settings, key: null, url: `${settings.url}/` }, [BELOW]);
    expect(result).toEqual({ items: [{ ...BELOW, ...GOOD_BELOW }], rewritten: true });
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].path).toBe('/v1/chat/completions');
  });

  it('rejects a rewrite that invents a number for that item only, and keeps the rule text', async () => {
    const invented = { ...GOOD_BELOW, Insight: 'Instagram engagement 9.9% vs 3.4% for micro creators (38% below).' };
    handler = (_req, res) => reply(res, items(invented, GOOD_TOP));
    const logged: string[] = [];
    const result = await rewriteInsights(settings, [BELOW, TOP], { log: (m) => logged.push(m) });
    expect(result.rewritten).toBe(true);
    expect(result.items[0]).toBe(BELOW);
    expect(result.items[1]).toEqual({ ...TOP, ...GOOD_TOP });
    expect(logged.join('\n')).toContain('item 0 (engagementBelowBenchmark) rejected');
  });

  it('rejects a rewrite that drops the figure it rests on, or invents one in the Action', async () => {
    handler = (_req, res) =>
      reply(
        res,
        items(
          { ...GOOD_BELOW, Insight: 'Engagement on Instagram lagged the benchmark.' },
          { ...GOOD_TOP, Action: 'Book Ann Lee for 5 more posts.' },
        ),
      );
    const result = await rewriteInsights(settings, [BELOW, TOP]);
    expect(result).toEqual({ items: [BELOW, TOP], rewritten: false });
  });

  it('falls back on an HTTP 500', async () => {
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"overloaded"}}');
    };
    const logged: string[] = [];
    const result = await rewriteInsights(settings, [BELOW, TOP], { log: (m) => logged.push(m) });
    expect(result).toEqual({ items: [BELOW, TOP], rewritten: false });
    expect(logged[0]).toContain('HTTP 500');
  });

  it('falls back when the server does not answer in time', async () => {
    handler = () => {}; // never answers
    const started = Date.now();
    const result = await rewriteInsights(settings, [BELOW, TOP], { timeoutMs: 200 });
    expect(result).toEqual({ items: [BELOW, TOP], rewritten: false });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('falls back on a fetch that ignores the abort signal', async () => {
    const stuck = (() => new Promise<Response>(() => {})) as typeof fetch;
    const result = await rewriteInsights(settings, [BELOW], { fetch: stuck, timeoutMs: 50 });
    expect(result).toEqual({ items: [BELOW], rewritten: false });
  });

  it('falls back on malformed JSON: in the message, in the HTTP body, or without content', async () => {
    for (const answer of [
      (res: ServerResponse) => reply(res, 'Here are your insights: Engagement is great!'),
      (res: ServerResponse) => reply(res, '{"items": [{"index": 0, "Insight": '),
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"choices": [');
      },
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"choices": []}');
      },
      (res: ServerResponse) => reply(res, '{"rewrites": []}'),
    ]) {
      handler = (_req, res) => answer(res);
      expect(await rewriteInsights(settings, [BELOW, TOP])).toEqual({ items: [BELOW, TOP], rewritten: false });
    }
  });

  it('falls back on a wrong number of items or indices that do not match', async () => {
    for (const content of [
      items(GOOD_BELOW),
      items(GOOD_BELOW, GOOD_TOP, GOOD_TOP),
      JSON.stringify({
        items: [
          { index: 0, ...GOOD_BELOW },
          { index: 0, ...GOOD_TOP },
        ],
      }),
      JSON.stringify({
        items: [
          { index: 0, ...GOOD_BELOW },
          { index: 7, ...GOOD_TOP },
        ],
      }),
    ]) {
      handler = (_req, res) => reply(res, content);
      expect(await rewriteInsights(settings, [BELOW, TOP])).toEqual({ items: [BELOW, TOP], rewritten: false });
    }
  });

  it('falls back when nothing listens, and makes no call without items', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await rewriteInsights({ ...settings, url: `http://127.0.0.1:${port}/v1` }, [BELOW]);
    expect(result).toEqual({ items: [BELOW], rewritten: false });
    expect(await rewriteInsights(settings, [])).toEqual({ items: [], rewritten: false });
    expect(seen).toHaveLength(0);
  });

  it("echoing the engine's own texts back is accepted, item by item", async () => {
    const posts = [
      { content_id: 'a', influencer_id: 1, name: 'Ann', platform: 'INSTAGRAM', media_type: 'REEL', level: 'MICRO' },
      { content_id: 'b', influencer_id: 2, name: 'Bo', platform: 'INSTAGRAM', media_type: 'POST', level: 'MACRO' },
    ].map((p, i) => ({
      ...p,
      live_at: '2026-03-03T10:00:00Z',
      followers: 10_000,
      impressions: 4_000,
      reach: 3_000,
      views: 2_000,
      engagements: i === 0 ? 300 : 20,
      cost_usd: 25,
    }));
    const rules = ruleInsights({
      posts,
      daily: { labels: [], reach: [], engagements: [] },
      benchmarks: DEFAULT_BENCHMARKS,
      include_costs: true,
    });
    expect(rules.length).toBeGreaterThan(2);
    handler = (_req, res, body) => {
      const sent = JSON.parse(body.messages[1].content) as { items: Array<Record<string, unknown>> };
      reply(
        res,
        JSON.stringify({
          items: sent.items.map(({ index, Insight, Action, CTA }) => ({ index, Insight, Action, CTA })),
        }),
      );
    };
    const result = await rewriteInsights(settings, rules);
    expect(result.rewritten).toBe(true);
    expect(result.items).toEqual(rules);
  });
});
