/**
 * Reads a live Instagram post's figures through the Instagram Graph API (Instagram API with Facebook Login,
 * graph.facebook.com/vNN.N), with the creator's connected professional account and its token:
 * 1. the post: the account's media (`GET /{account}/media`, newest first, a few pages of 50) whose permalink has the
 *    shortcode of the post link (/p/, /reel/, /tv/);
 * 2. its insights (`GET /{media}/insights?metric=...`): reach, likes, comments, shares, saved, views, and impressions
 *    while the API still gives it. Meta deprecated `impressions` (v22, and for every version from 21 April 2025 for
 *    media created on or after 2 July 2024), so it is asked only for older media, and a metric the API refuses for a
 *    media (`(#100) ... metric ... not supported`) is dropped and the rest asked again. Without impressions,
 *    impressions := views (Meta's replacement for it);
 * 3. the account's followers (`GET /{account}?fields=followers_count`).
 * The token travels as a Bearer Authorization header (never in a URL, so never in a log line), and no page link is
 * followed off the Graph host. Graph errors become ConnectorErrors a brand can act on.
 */
import type { MetricValues } from '@app/shared/reporting';
import { type ConnectedPost, ConnectorError, type MetricsConnector } from './connector';

export interface InstagramConnectorOptions {
  /** The Graph API's base URL with its version, e.g. https://graph.facebook.com/v21.0 (config INSTAGRAM_GRAPH_URL). */
  graphUrl: string;
  fetch?: typeof fetch;
  /** Each request's limit; a request that takes longer fails as retryable. */
  timeoutMs?: number;
  /** Pages of 50 media searched for the post (newest first) before it counts as not found. */
  maxPages?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_PAGES = 4;
const PAGE_SIZE = 50;
/** Media fields read while searching: like_count and comments_count stand in when insights lack likes or comments. */
const MEDIA_FIELDS = 'id,permalink,timestamp,media_product_type,like_count,comments_count';
const METRICS = ['impressions', 'reach', 'views', 'likes', 'comments', 'shares', 'saved'] as const;
type Metric = (typeof METRICS)[number];
/** Media created from this moment on have no impressions in any API version (Meta's changelog, v22). */
const IMPRESSIONS_END = Date.parse('2024-07-02T00:00:00Z');
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80002]);
const EXPIRED_MESSAGE = "The creator's Instagram connection has expired: ask them to connect again";

interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
}

/** A Graph API error answer, before it is put in a brand's words. */
class GraphRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: GraphErrorBody,
  ) {
    super(error.message ?? `Graph API answered ${status}`);
  }
}

interface GraphMedia {
  id: string;
  permalink?: string;
  timestamp?: string;
  media_product_type?: string;
  like_count?: number;
  comments_count?: number;
}

interface GraphInsight {
  name: string;
  values?: Array<{ value?: unknown }>;
  total_value?: { value?: unknown };
}

/** The shortcode of an Instagram post link: /p/{code}, /reel/{code}, /reels/{code}, /tv/{code}, after a handle too. */
export function instagramShortcode(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!/(^|\.)(instagram\.com|instagr\.am)$/i.test(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => ['p', 'reel', 'reels', 'tv'].includes(part.toLowerCase()));
  const code = at >= 0 ? parts[at + 1] : undefined;
  return code && /^[A-Za-z0-9_-]+$/.test(code) ? code : null;
}

/** A count from the API: a whole non-negative number, or undefined when absent or not a number. */
function countOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

/**
 * The metrics a `(#100)` refusal names among those asked: "metric[0] must be one of the following values: a, b"
 * (everything asked outside the list), or "The metric shares is not supported ..." / "... does not support the views
 * metric ..." / "... the impressions metric is no longer supported ..." (the metrics named).
 */
export function refusedMetrics(message: string, asked: readonly string[]): string[] {
  const allowed = /must be one of the following values:\s*([\w\s,]+)/i.exec(message);
  if (allowed) {
    const values = new Set(allowed[1].split(',').map((v) => v.trim()));
    return asked.filter((metric) => !values.has(metric));
  }
  return asked.filter((metric) => new RegExp(`\\b${metric}\\b`, 'i').test(message));
}

/** A Graph refusal in a brand's words; `retryable` when asking later may help. */
function connectorErrorOf(refusal: GraphRefusal, about: 'post' | 'account' = 'post'): ConnectorError {
  const { status, error } = refusal;
  const code = error.code;
  const message = (error.message ?? '').slice(0, 300);
  if (code === 190 || code === 102) return new ConnectorError(EXPIRED_MESSAGE, false);
  if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || status === 429) {
    return new ConnectorError('Instagram is limiting how often its API may be read: we will try again later', true);
  }
  if (code === 10 && /not enough viewers/i.test(message)) {
    return new ConnectorError('Instagram shows no insights for this post until enough people have seen it', true);
  }
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) {
    return new ConnectorError(
      "The creator's Instagram connection does not allow reading insights: ask them to connect again and allow it",
      false,
    );
  }
  if (code === 100 && error.error_subcode === 33) {
    return new ConnectorError(
      about === 'post'
        ? 'Instagram no longer has this post (it was deleted or archived)'
        : "Instagram does not know the creator's connected account any more: ask them to connect again",
      false,
    );
  }
  if (status >= 500 || code === 1 || code === 2 || error.is_transient) {
    return new ConnectorError('Instagram is not answering right now: we will try again later', true);
  }
  return new ConnectorError(`Instagram refused the request${message ? `: ${message}` : ''}`, false);
}

export function createInstagramConnector(options: InstagramConnectorOptions): MetricsConnector {
  const graphUrl = options.graphUrl.replace(/\/+$/, '');
  const graphOrigin = new URL(graphUrl).origin;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  /** Once the API refused impressions for a media it was asked for, this API version no longer gives it. */
  let impressionsGone = false;

  /** One GET; its JSON body, or a GraphRefusal (an error answer) or a retryable ConnectorError (no answer). */
  async function get(url: string, token: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ConnectorError(
        timedOut ? 'Instagram did not answer in time: we will try again later' : 'Instagram could not be reached',
        true,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const answer = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    const error = answer?.error;
    if (!response.ok || (error && typeof error === 'object')) {
      throw new GraphRefusal(response.status, error && typeof error === 'object' ? (error as GraphErrorBody) : {});
    }
    if (!answer) throw new ConnectorError('Instagram answered with something unreadable: we will try again', true);
    return answer;
  }

  /** Maps refusals to ConnectorErrors on the way out. */
  async function graph(url: string, token: string, about: 'post' | 'account'): Promise<Record<string, unknown>> {
    try {
      return await get(url, token);
    } catch (error) {
      throw error instanceof GraphRefusal ? connectorErrorOf(error, about) : error;
    }
  }

  async function findMedia(accountId: string, shortcode: string, token: string): Promise<GraphMedia> {
    const first = new URL(`${graphUrl}/${encodeURIComponent(accountId)}/media`);
    first.searchParams.set('fields', MEDIA_FIELDS);
    first.searchParams.set('limit', String(PAGE_SIZE));
    let next: string | null = first.toString();
    let pages = 0;
    while (next && pages < maxPages) {
      const page = await graph(next, token, 'account');
      pages += 1;
      const media = Array.isArray(page.data) ? (page.data as GraphMedia[]) : [];
      const match = media.find(
        (m) => m && typeof m.id === 'string' && instagramShortcode(m.permalink ?? '') === shortcode,
      );
      if (match) return match;
      const paging = page.paging as { next?: unknown } | undefined;
      next = typeof paging?.next === 'string' && sameOrigin(paging.next) ? paging.next : null;
    }
    throw new ConnectorError(
      next
        ? `The post is not among the latest ${maxPages * PAGE_SIZE} posts of the creator's connected Instagram ` +
            'account: check the link and that it was posted from that account'
        : "The post was not found on the creator's connected Instagram account: check the link and that it was " +
            'posted from that account',
      false,
    );
  }

  function sameOrigin(link: string): boolean {
    try {
      return new URL(link).origin === graphOrigin;
    } catch {
      return false;
    }
  }

  /** The media's insights by metric name, dropping metrics the API refuses for it and asking again. */
  async function insightsOf(media: GraphMedia, token: string): Promise<Partial<Record<Metric, number>>> {
    const created = media.timestamp ? Date.parse(media.timestamp) : Number.NaN;
    const oldEnough = Number.isFinite(created) && created < IMPRESSIONS_END;
    let asked: Metric[] = METRICS.filter((m) => m !== 'impressions' || (oldEnough && !impressionsGone));
    for (;;) {
      const url = `${graphUrl}/${encodeURIComponent(media.id)}/insights?metric=${asked.join(',')}`;
      let answer: Record<string, unknown>;
      try {
        answer = await get(url, token);
      } catch (error) {
        if (!(error instanceof GraphRefusal)) throw error;
        const aboutMetrics = error.error.code === 100 && error.error.error_subcode !== 33;
        const refused = aboutMetrics ? refusedMetrics(error.error.message ?? '', asked) : [];
        // A refusal naming no metric while impressions was asked: impressions is the metric Meta took away.
        if (!refused.length && aboutMetrics && asked.includes('impressions')) refused.push('impressions');
        if (!refused.length || refused.length >= asked.length) {
          if (refused.length) throw new ConnectorError('Instagram gives no insights for this post', false);
          throw connectorErrorOf(error);
        }
        if (refused.includes('impressions')) impressionsGone = true;
        asked = asked.filter((metric) => !refused.includes(metric));
        continue;
      }
      const values: Partial<Record<Metric, number>> = {};
      for (const insight of Array.isArray(answer.data) ? (answer.data as GraphInsight[]) : []) {
        if (!insight || !(asked as string[]).includes(insight.name)) continue;
        const value = countOf(insight.values?.[0]?.value ?? insight.total_value?.value);
        if (value !== undefined) values[insight.name as Metric] = value;
      }
      return values;
    }
  }

  return {
    source: 'INSTAGRAM',
    reads: (post) => post.channel === 'INSTAGRAM' && post.account !== null,
    async read(post: ConnectedPost): Promise<MetricValues> {
      if (!post.account) throw new ConnectorError('The creator has not connected their Instagram account', false);
      const { account_id: accountId, token } = post.account;
      const shortcode = instagramShortcode(post.post_url);
      if (!shortcode) {
        throw new ConnectorError('The live link is not an Instagram post link (instagram.com/p/..., /reel/...)', false);
      }
      const media = await findMedia(accountId, shortcode, token);
      const insights = await insightsOf(media, token);
      const account = await graph(
        `${graphUrl}/${encodeURIComponent(accountId)}?fields=followers_count`,
        token,
        'account',
      );

      const views = insights.views ?? 0;
      const reach = insights.reach ?? 0;
      // Without impressions, views stands in (Meta's replacement). Every account reached saw the post at least once,
      // so a count below reach is not an impression count: reach is the floor.
      const impressions = Math.max(insights.impressions ?? views, reach);
      return {
        impressions,
        reach,
        views,
        likes: insights.likes ?? countOf(media.like_count) ?? 0,
        comments: insights.comments ?? countOf(media.comments_count) ?? 0,
        shares: insights.shares ?? 0,
        saved: insights.saved ?? 0,
        followers: countOf(account.followers_count) ?? post.followers,
      };
    },
  };
}
