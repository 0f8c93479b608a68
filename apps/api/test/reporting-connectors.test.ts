/**
 * The platform connectors of reports (docs/decisions/024-reporting.md) against fakes of the Instagram Graph API and
 * TikTok's Display API on loopback, answering in the platforms' own shapes (media pages with paging.next, insights
 * `data: [{ name, period, values: [{ value }] }]`, Graph's `error: { message, type, code, ... }`, TikTok's
 * `{ data, error: { code, message, log_id } }`); the sealing of connection tokens, on a real database.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { metricConnections } from '../src/db/schema/reporting';
import { createSealer, SEALED_PREFIX, SealError } from '../src/infra/sealing';
import { connectionKey, openConnections, saveConnection } from '../src/modules/reporting/connections';
import { type ConnectedPost, ConnectorError } from '../src/modules/reporting/connectors/connector';
import {
  createInstagramConnector,
  instagramShortcode,
  refusedMetrics,
} from '../src/modules/reporting/connectors/instagram';
import { createTikTokConnector, tiktokVideoId } from '../src/modules/reporting/connectors/tiktok';
import { createCreatorAccount, createTestContext, type TestContext } from './helpers';

// ---- A fake platform on loopback ----

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

type Handler = (request: Seen) => { status?: number; body: unknown } | 'hang';

async function startFake(handler: Handler) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        authorization: req.headers.authorization,
        body,
      };
      seen.push(request);
      const answer = handler(request);
      if (answer === 'hang') return; // never answers: the client's timeout must end it
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function post(overrides: Partial<ConnectedPost> = {}): ConnectedPost {
  return {
    content_id: '00000000-0000-4000-8000-000000000001',
    creator_id: 1,
    channel: 'INSTAGRAM',
    post_url: 'https://www.instagram.com/reel/REEL123/',
    live_since: new Date('2025-05-01T00:00:00Z'),
    followers: 1_000,
    typical_views: 5_000,
    typical_engagement_rate: 3,
    demo: false,
    account: { account_id: '17841400000000001', token: 'good-token' },
    ...overrides,
  };
}

async function refusal(work: Promise<unknown>): Promise<ConnectorError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

// ---- Instagram ----

const ACCOUNT = '17841400000000001';
const graphError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf123', ...extra },
});

/** The account's media, newest first, two pages (Graph's shape: data + paging.cursors + paging.next). */
const MEDIA_PAGES = [
  [
    { id: 'm-reel', code: 'REEL123', type: 'REELS', timestamp: '2025-04-30T10:00:00+0000', likes: 900 },
    { id: 'm-image', code: 'IMG456', type: 'FEED', timestamp: '2025-04-20T10:00:00+0000', likes: 120 },
    { id: 'm-other', code: 'OTHER1', type: 'FEED', timestamp: '2025-01-20T10:00:00+0000', likes: 5 },
  ],
  [{ id: 'm-old', code: 'OLD789', type: 'FEED', timestamp: '2024-03-01T10:00:00+0000', likes: 40 }],
];

/** Each media's lifetime insights, as the API would give them. */
const INSIGHTS: Record<string, Record<string, number>> = {
  'm-reel': { reach: 8_000, likes: 950, comments: 40, shares: 30, saved: 25, views: 12_000 },
  'm-image': { reach: 2_000, likes: 130, comments: 12, saved: 9, views: 2_600 },
  'm-old': { impressions: 3_100, reach: 1_500, likes: 41, comments: 6, shares: 2, saved: 3, views: 2_900 },
};

describe('Instagram connector', () => {
  let graph: Awaited<ReturnType<typeof startFake>>;
  /** v22 and later: impressions refused for every media. */
  let v22 = false;
  const base = () => `${graph.origin}/v21.0`;

  beforeAll(async () => {
    graph = await startFake(({ method, url, authorization }) => {
      const token = authorization?.replace(/^Bearer /, '');
      if (method !== 'GET') return { status: 400, body: graphError(100, 'Unsupported post request.') };
      if (token === 'expired-token') {
        return {
          status: 400,
          body: graphError(
            190,
            'Error validating access token: Session has expired on Tuesday, 01-Apr-25 10:00:00 PDT.',
            { error_subcode: 463 },
          ),
        };
      }
      if (token === 'busy-token') {
        return { status: 400, body: graphError(4, 'Application request limit reached', { is_transient: true }) };
      }
      if (token === 'user-busy-token') return { status: 400, body: graphError(17, 'User request limit reached') };
      if (token === 'down-token') {
        return { status: 500, body: graphError(2, 'An unexpected error has occurred.', { is_transient: true }) };
      }
      if (token === 'slow-token') return 'hang';
      if (token !== 'good-token') return { status: 400, body: graphError(190, 'Invalid OAuth access token.') };

      const { pathname, searchParams } = new URL(url, graph.origin);
      const parts = pathname.split('/').filter(Boolean); // ['v21.0', id, edge?]
      const [, id, edge] = parts;
      if (id === ACCOUNT && edge === 'media') {
        const page = searchParams.get('after') === 'CURSOR1' ? 1 : 0;
        const fields = (searchParams.get('fields') ?? '').split(',');
        const data = MEDIA_PAGES[page].map((m) => ({
          id: m.id,
          permalink: `https://www.instagram.com/${m.type === 'REELS' ? 'reel' : 'p'}/${m.code}/`,
          timestamp: m.timestamp,
          media_product_type: m.type,
          ...(fields.includes('like_count') ? { like_count: m.likes } : {}),
        }));
        const next = new URL(`${base()}/${ACCOUNT}/media`);
        next.searchParams.set('fields', searchParams.get('fields') ?? '');
        next.searchParams.set('limit', searchParams.get('limit') ?? '25');
        next.searchParams.set('after', 'CURSOR1');
        return {
          body: {
            data,
            paging: {
              cursors: { before: 'CURSOR0', after: `CURSOR${page + 1}` },
              ...(page === 0 ? { next: next.toString() } : {}),
            },
          },
        };
      }
      if (id === 'elsewhere' && edge === 'media') {
        return { body: { data: [], paging: { next: 'http://example.invalid/v21.0/elsewhere/media?after=X' } } };
      }
      if (edge === 'insights') {
        const known = INSIGHTS[id];
        if (!known) return { status: 400, body: graphError(100, 'Unsupported get request.', { error_subcode: 33 }) };
        const metrics = (searchParams.get('metric') ?? '').split(',');
        const created = MEDIA_PAGES.flat().find((m) => m.id === id)!.timestamp;
        if (metrics.includes('impressions') && (v22 || Date.parse(created) >= Date.parse('2024-07-02'))) {
          return {
            status: 400,
            body: graphError(
              100,
              '(#100) Starting from version 22 and above, the impressions metric is no longer supported for the ' +
                'queried media. Please refer to the documentation for a list of supported metrics.',
            ),
          };
        }
        const unsupported = metrics.find((m) => !(m in known));
        if (unsupported) {
          return {
            status: 400,
            body: graphError(100, `(#100) The metric ${unsupported} is not supported for this media type`),
          };
        }
        return {
          body: {
            data: metrics.map((name) => ({
              name,
              period: 'lifetime',
              values: [{ value: known[name] }],
              title: name,
              description: `The ${name} of the media`,
              id: `${id}/insights/${name}/lifetime`,
            })),
          },
        };
      }
      if (id === ACCOUNT && !edge && searchParams.get('fields') === 'followers_count') {
        return { body: { followers_count: 48_250, id: ACCOUNT } };
      }
      return { status: 400, body: graphError(100, 'Unsupported get request.', { error_subcode: 33 }) };
    });
  });
  afterAll(() => graph.close());

  const connector = (options: { timeoutMs?: number; fetch?: typeof fetch; maxPages?: number } = {}) =>
    createInstagramConnector({ graphUrl: `${base()}/`, ...options });
  const insightCalls = (id: string) => graph.seen.filter((s) => s.url.startsWith(`/v21.0/${id}/insights`));

  it('reads Instagram posts with a connected account, and nothing else', () => {
    const ig = connector();
    expect(ig.source).toBe('INSTAGRAM');
    expect(ig.reads(post())).toBe(true);
    expect(ig.reads(post({ account: null }))).toBe(false);
    expect(ig.reads(post({ channel: 'TIKTOK' }))).toBe(false);
  });

  it('finds a reel by shortcode, reads its insights and the followers; the token only in the header', async () => {
    graph.seen.length = 0;
    const values = await connector().read(post(), new Date());
    expect(values).toEqual({
      impressions: 12_000, // no impressions for media after July 2024: views stands in
      reach: 8_000,
      views: 12_000,
      likes: 950,
      comments: 40,
      shares: 30,
      saved: 25,
      followers: 48_250,
    });
    // Media created after 2 July 2024 are not even asked for impressions.
    const [insights] = insightCalls('m-reel');
    expect(new URL(insights.url, graph.origin).searchParams.get('metric')).toBe(
      'reach,views,likes,comments,shares,saved',
    );
    expect(graph.seen.map((s) => new URL(s.url, graph.origin).pathname)).toEqual([
      `/v21.0/${ACCOUNT}/media`,
      '/v21.0/m-reel/insights',
      `/v21.0/${ACCOUNT}`,
    ]);
    for (const request of graph.seen) {
      expect(request.authorization).toBe('Bearer good-token');
      expect(request.url).not.toContain('good-token');
    }
  });

  it('asks again without a metric the API refuses for the media (shares on a feed image)', async () => {
    graph.seen.length = 0;
    const values = await connector().read(post({ post_url: 'https://instagram.com/p/IMG456/?igsh=abc' }), new Date());
    expect(values).toMatchObject({ reach: 2_000, views: 2_600, impressions: 2_600, likes: 130, shares: 0, saved: 9 });
    const asked = insightCalls('m-image').map((s) => new URL(s.url, graph.origin).searchParams.get('metric'));
    expect(asked).toEqual(['reach,views,likes,comments,shares,saved', 'reach,views,likes,comments,saved']);
  });

  it('follows paging.next to an older post, and reads impressions while the API still gives them', async () => {
    graph.seen.length = 0;
    const values = await connector().read(
      post({ post_url: 'https://www.instagram.com/achieng.eats/p/OLD789/' }),
      new Date(),
    );
    expect(values).toMatchObject({ impressions: 3_100, reach: 1_500, views: 2_900, likes: 41, shares: 2 });
    const pages = graph.seen.filter((s) => s.url.startsWith(`/v21.0/${ACCOUNT}/media`));
    expect(pages).toHaveLength(2);
    expect(new URL(pages[1].url, graph.origin).searchParams.get('after')).toBe('CURSOR1');
    expect(pages.every((p) => p.authorization === 'Bearer good-token')).toBe(true);
  });

  it('falls back to views when the API refuses impressions (v22), and stops asking for it', async () => {
    v22 = true;
    try {
      const ig = connector();
      graph.seen.length = 0;
      const old = post({ post_url: 'https://www.instagram.com/p/OLD789/' });
      expect(await ig.read(old, new Date())).toMatchObject({ impressions: 2_900, views: 2_900, reach: 1_500 });
      expect(insightCalls('m-old').map((s) => new URL(s.url, graph.origin).searchParams.get('metric'))).toEqual([
        'impressions,reach,views,likes,comments,shares,saved',
        'reach,views,likes,comments,shares,saved',
      ]);
      graph.seen.length = 0;
      await ig.read(old, new Date());
      expect(insightCalls('m-old')).toHaveLength(1);
    } finally {
      v22 = false;
    }
  });

  it('says so when the post is on none of the pages, and searches only a few pages', async () => {
    const missing = await refusal(
      connector().read(post({ post_url: 'https://www.instagram.com/p/NOPE000/' }), new Date()),
    );
    expect(missing.retryable).toBe(false);
    expect(missing.message).toMatch(/not found on the creator's connected Instagram account/);

    graph.seen.length = 0;
    const beyond = await refusal(
      connector({ maxPages: 1 }).read(post({ post_url: 'https://www.instagram.com/p/OLD789/' }), new Date()),
    );
    expect(beyond.retryable).toBe(false);
    expect(beyond.message).toMatch(/not among the latest 50 posts/);
    expect(graph.seen).toHaveLength(1);
  });

  it('never follows a page link off the Graph host (the token would go with it)', async () => {
    const urls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    const error = await refusal(
      connector({ fetch: recording }).read(
        post({ account: { account_id: 'elsewhere', token: 'good-token' } }),
        new Date(),
      ),
    );
    expect(error.retryable).toBe(false);
    expect(urls).toHaveLength(1);
    expect(urls[0].startsWith(graph.origin)).toBe(true);
  });

  it('refuses a link that is not an Instagram post without asking the API', async () => {
    graph.seen.length = 0;
    for (const link of ['https://www.instagram.com/achieng.eats/', 'https://www.tiktok.com/@a/video/1234567']) {
      const error = await refusal(connector().read(post({ post_url: link }), new Date()));
      expect(error.retryable).toBe(false);
    }
    expect(graph.seen).toHaveLength(0);
  });

  it('an expired token (190) asks the creator to connect again and is not retried', async () => {
    const error = await refusal(
      connector().read(post({ account: { account_id: ACCOUNT, token: 'expired-token' } }), new Date()),
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("The creator's Instagram connection has expired: ask them to connect again");
    expect(error.message).not.toContain('expired-token');
  });

  it('rate limits (4, 17), server errors and timeouts are retryable', async () => {
    for (const token of ['busy-token', 'user-busy-token']) {
      const error = await refusal(connector().read(post({ account: { account_id: ACCOUNT, token } }), new Date()));
      expect(error.retryable).toBe(true);
      expect(error.message).toMatch(/limiting/);
    }
    const down = await refusal(
      connector().read(post({ account: { account_id: ACCOUNT, token: 'down-token' } }), new Date()),
    );
    expect(down.retryable).toBe(true);
    const slow = await refusal(
      connector({ timeoutMs: 150 }).read(post({ account: { account_id: ACCOUNT, token: 'slow-token' } }), new Date()),
    );
    expect(slow.retryable).toBe(true);
    expect(slow.message).toMatch(/did not answer in time/);
  });

  it('a media the API no longer has (100/33) is not retried', async () => {
    const ig = createInstagramConnector({
      graphUrl: base(),
      // The media search finds a post whose media id the insights edge does not know (deleted meanwhile).
      fetch: async (input, init) => {
        const url = String(input);
        if (url.includes('/media?')) {
          return Response.json({ data: [{ id: 'm-gone', permalink: 'https://www.instagram.com/p/GONE1/' }] });
        }
        return fetch(input, init);
      },
    });
    const error = await refusal(ig.read(post({ post_url: 'https://www.instagram.com/p/GONE1/' }), new Date()));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/no longer has this post/);
  });

  it('reads shortcodes and refusal messages as the API writes them', () => {
    expect(instagramShortcode('https://www.instagram.com/reel/C9xYz_-1/?utm_source=ig_web')).toBe('C9xYz_-1');
    expect(instagramShortcode('https://instagram.com/tv/ABC/')).toBe('ABC');
    expect(instagramShortcode('https://www.instagram.com/someone/reels/XYZ/')).toBe('XYZ');
    expect(instagramShortcode('https://example.com/p/ABC/')).toBeNull();
    expect(instagramShortcode('not a link')).toBeNull();
    const asked = ['impressions', 'reach', 'views', 'shares', 'saved'];
    expect(refusedMetrics('(#100) The metric shares is not supported for this media type', asked)).toEqual(['shares']);
    expect(
      refusedMetrics(
        '(#100) The Media Insights API does not support the views metric for this media product type.',
        asked,
      ),
    ).toEqual(['views']);
    expect(refusedMetrics('(#100) metric[0] must be one of the following values: reach, views, saved', asked)).toEqual([
      'impressions',
      'shares',
    ]);
  });
});

// ---- TikTok ----

const tiktokError = (code: string, message: string) => ({
  data: {},
  error: { code, message, log_id: '20250501123456ABCDEF' },
});
const VIDEO_ID = '7300000000000000001';

describe('TikTok connector', () => {
  let api: Awaited<ReturnType<typeof startFake>>;

  beforeAll(async () => {
    api = await startFake(({ method, url, authorization, body }) => {
      const token = authorization?.replace(/^Bearer /, '');
      if (token === 'expired')
        return {
          status: 401,
          body: tiktokError('access_token_invalid', 'The access token is invalid or not found in the request.'),
        };
      if (token === 'busy') return { status: 429, body: tiktokError('rate_limit_exceeded', 'Rate limit exceeded.') };
      if (token === 'broken') return { status: 500, body: tiktokError('internal_error', 'Internal error.') };
      if (token === 'slow') return 'hang';
      if (token !== 'good' && token !== 'no-stats') {
        return { status: 401, body: tiktokError('access_token_invalid', 'The access token is invalid.') };
      }
      const { pathname, searchParams } = new URL(url, api.origin);
      if (method === 'POST' && pathname === '/v2/video/query/') {
        const fields = (searchParams.get('fields') ?? '').split(',');
        const ids: string[] = JSON.parse(body).filters?.video_ids ?? [];
        const known: Record<string, number> = {
          id: 0,
          view_count: 52_000,
          like_count: 4_100,
          comment_count: 230,
          share_count: 310,
        };
        const videos = ids
          .filter((id) => id === VIDEO_ID)
          .map((id) => Object.fromEntries(fields.map((f) => [f, f === 'id' ? id : known[f]])));
        return {
          body: { data: { videos, cursor: 0, has_more: false }, error: { code: 'ok', message: '', log_id: 'L1' } },
        };
      }
      if (method === 'GET' && pathname === '/v2/user/info/') {
        if (token === 'no-stats') {
          return {
            status: 401,
            body: tiktokError(
              'scope_not_authorized',
              'The user did not authorize the scope required for completing this request.',
            ),
          };
        }
        return {
          body: { data: { user: { follower_count: 88_000 } }, error: { code: 'ok', message: '', log_id: 'L2' } },
        };
      }
      return { status: 404, body: tiktokError('invalid_params', 'Unknown path.') };
    });
  });
  afterAll(() => api.close());

  const tiktok = (options: { timeoutMs?: number } = {}) => createTikTokConnector({ apiUrl: api.origin, ...options });
  const tiktokPost = (overrides: Partial<ConnectedPost> = {}) =>
    post({
      channel: 'TIKTOK',
      post_url: `https://www.tiktok.com/@achieng.eats/video/${VIDEO_ID}?is_from_webapp=1`,
      account: { account_id: 'open-id-1', token: 'good' },
      ...overrides,
    });

  it('reads TikTok posts with a connected account, and nothing else', () => {
    const connector = tiktok();
    expect(connector.source).toBe('TIKTOK');
    expect(connector.reads(tiktokPost())).toBe(true);
    expect(connector.reads(tiktokPost({ account: null }))).toBe(false);
    expect(connector.reads(post())).toBe(false);
  });

  it("queries the link's video with a Bearer token; plays become views, impressions and reach", async () => {
    api.seen.length = 0;
    const values = await tiktok().read(tiktokPost(), new Date());
    expect(values).toEqual({
      impressions: 52_000,
      reach: 52_000,
      views: 52_000,
      likes: 4_100,
      comments: 230,
      shares: 310,
      saved: 0,
      followers: 88_000,
    });
    const [query, info] = api.seen;
    expect(query.method).toBe('POST');
    expect(query.url).toBe('/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count');
    expect(JSON.parse(query.body)).toEqual({ filters: { video_ids: [VIDEO_ID] } });
    expect(info.url).toBe('/v2/user/info/?fields=follower_count');
    for (const request of api.seen) {
      expect(request.authorization).toBe('Bearer good');
      expect(request.url).not.toContain('good');
    }
  });

  it("keeps the catalogue's followers when the connection lacks the stats scope", async () => {
    const values = await tiktok().read(tiktokPost({ account: { account_id: 'o', token: 'no-stats' } }), new Date());
    expect(values.followers).toBe(1_000);
    expect(values.views).toBe(52_000);
  });

  it('a video not on the account is not found and not retried', async () => {
    const error = await refusal(
      tiktok().read(tiktokPost({ post_url: 'https://www.tiktok.com/@someone/video/7300000000000000999' }), new Date()),
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/not found on the creator's connected TikTok account/);
  });

  it('refuses a link without a video id without asking the API', async () => {
    api.seen.length = 0;
    const error = await refusal(tiktok().read(tiktokPost({ post_url: 'https://vm.tiktok.com/ZMabc123/' }), new Date()));
    expect(error.retryable).toBe(false);
    expect(api.seen).toHaveLength(0);
  });

  it('an invalid token asks the creator to connect again and is not retried', async () => {
    const error = await refusal(
      tiktok().read(tiktokPost({ account: { account_id: 'o', token: 'expired' } }), new Date()),
    );
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("The creator's TikTok connection has expired: ask them to connect again");
  });

  it('rate limits, internal errors and timeouts are retryable', async () => {
    for (const token of ['busy', 'broken']) {
      const error = await refusal(tiktok().read(tiktokPost({ account: { account_id: 'o', token } }), new Date()));
      expect(error.retryable).toBe(true);
    }
    const slow = await refusal(
      tiktok({ timeoutMs: 150 }).read(tiktokPost({ account: { account_id: 'o', token: 'slow' } }), new Date()),
    );
    expect(slow.retryable).toBe(true);
  });

  it('reads video ids from the link forms TikTok shares', () => {
    expect(tiktokVideoId(`https://www.tiktok.com/@a.b/video/${VIDEO_ID}`)).toBe(VIDEO_ID);
    expect(tiktokVideoId(`https://m.tiktok.com/v/${VIDEO_ID}.html`)).toBe(VIDEO_ID);
    expect(tiktokVideoId('https://www.tiktok.com/@a.b')).toBeNull();
    expect(tiktokVideoId(`https://example.com/@a/video/${VIDEO_ID}`)).toBeNull();
  });
});

// ---- Sealing ----

describe('sealing', () => {
  const secret = 'a'.repeat(48);

  it('opens only with the same secret, purpose and associated data', () => {
    const sealer = createSealer(secret, 'metric connection tokens');
    const sealed = sealer.seal('7:INSTAGRAM', 'IGQVJ-token');
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('IGQVJ');
    expect(sealer.open('7:INSTAGRAM', sealed)).toBe('IGQVJ-token');
    expect(() => sealer.open('8:INSTAGRAM', sealed)).toThrow(SealError);
    expect(() => createSealer(secret, 'another purpose').open('7:INSTAGRAM', sealed)).toThrow(SealError);
    expect(() => createSealer('b'.repeat(48), 'metric connection tokens').open('7:INSTAGRAM', sealed)).toThrow(
      SealError,
    );
    expect(() => sealer.open('7:INSTAGRAM', 'plain')).toThrow(expect.objectContaining({ reason: 'not-sealed' }));
    expect(() => sealer.open('7:INSTAGRAM', `${sealed.slice(0, -2)}AA`)).toThrow(
      expect.objectContaining({ reason: 'does-not-open' }),
    );
  });

  it("opens what the outbox sealed before sealing had a module of its own (the outbox's key)", () => {
    // The outbox's original derivation and format, written out.
    const key = Buffer.from(hkdfSync('sha256', secret, 'creatorhub-outbox', 'sealed payload fields', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from('auth.reset'));
    const data = Buffer.concat([cipher.update('link-token', 'utf8'), cipher.final()]);
    const sealed = `sealed:v1:${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
    expect(createSealer(secret, 'sealed payload fields', 'creatorhub-outbox').open('auth.reset', sealed)).toBe(
      'link-token',
    );
  });
});

describe('metric connections', () => {
  let ctx: TestContext;
  let first: number;
  let second: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    first = (await createCreatorAccount(ctx)).creatorId;
    second = (await createCreatorAccount(ctx)).creatorId;
  });
  afterAll(() => ctx.close());

  const rowOf = async (creatorId: number, channel: string) =>
    (
      await ctx.database.db
        .select()
        .from(metricConnections)
        .where(and(eq(metricConnections.creatorId, creatorId), eq(metricConnections.channel, channel)))
    )[0];

  it('stores the token sealed and opens it again by creator and channel', async () => {
    const { db } = ctx.app.deps;
    const secret = ctx.config.jwtSecret;
    await saveConnection(db, secret, { creator_id: first, channel: 'INSTAGRAM', account_id: ACCOUNT, token: 'IGQ-1' });
    await saveConnection(db, secret, { creator_id: first, channel: 'TIKTOK', account_id: 'open-1', token: 'act.1' });
    const instagram = await rowOf(first, 'INSTAGRAM');
    const tiktok = await rowOf(first, 'TIKTOK');
    expect(instagram.accountId).toBe(ACCOUNT);
    for (const [row, token] of [
      [instagram, 'IGQ-1'],
      [tiktok, 'act.1'],
    ] as const) {
      expect(row.sealedToken.startsWith(SEALED_PREFIX)).toBe(true);
      expect(row.sealedToken).not.toContain(token);
    }

    const opened = await openConnections(db, secret, [first, second]);
    expect(opened.size).toBe(2);
    expect(opened.get(connectionKey(first, 'INSTAGRAM'))).toEqual({ account_id: ACCOUNT, token: 'IGQ-1' });
    expect(opened.get(`${first}:TIKTOK`)).toEqual({ account_id: 'open-1', token: 'act.1' });
    expect((await openConnections(db, secret, [])).size).toBe(0);
  });

  it('a new connection replaces the token and clears the last error', async () => {
    const { db } = ctx.app.deps;
    const secret = ctx.config.jwtSecret;
    await ctx.database.db
      .update(metricConnections)
      .set({ lastError: 'expired' })
      .where(eq(metricConnections.creatorId, first));
    await saveConnection(db, secret, { creator_id: first, channel: 'INSTAGRAM', account_id: '999', token: 'IGQ-2' });
    const opened = await openConnections(db, secret, [first]);
    expect(opened.get(`${first}:INSTAGRAM`)).toEqual({ account_id: '999', token: 'IGQ-2' });
    expect((await rowOf(first, 'INSTAGRAM')).lastError).toBeNull();
  });

  it("a sealed token copied to another creator's row, or read with another secret, does not open", async () => {
    const { db } = ctx.app.deps;
    const secret = ctx.config.jwtSecret;
    const sealed = (await rowOf(first, 'INSTAGRAM')).sealedToken;
    await ctx.database.db
      .insert(metricConnections)
      .values({ creatorId: second, channel: 'INSTAGRAM', accountId: ACCOUNT, sealedToken: sealed });
    const opened = await openConnections(db, secret, [second]);
    expect(opened.has(`${second}:INSTAGRAM`)).toBe(false);
    expect((await openConnections(db, 'z'.repeat(48), [first])).size).toBe(0);
  });
});
