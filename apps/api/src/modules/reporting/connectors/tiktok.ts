/**
 * Reads a live TikTok video's figures through TikTok's Display API v2 (open.tiktokapis.com), with the creator's
 * connected account (its open_id) and user access token:
 * - the video: `POST /v2/video/query/?fields=id,view_count,like_count,comment_count,share_count` with
 *   `{ filters: { video_ids: [id] } }` (scope video.list; it answers only for the token owner's own videos), the id
 *   taken from the link (tiktok.com/@user/video/{id});
 * - the followers: `GET /v2/user/info/?fields=follower_count` (scope user.info.stats; without that scope the
 *   catalogue's followers are kept).
 * Every answer carries `error: { code, message, log_id }`, `code` 'ok' on success.
 *
 * What the Display API gives is public counts, not insights: no reach, no impressions, no saves. So:
 * - views = view_count (plays);
 * - impressions = view_count: each play is the video shown once, the nearest thing to an impression TikTok gives;
 * - reach = view_count: an upper bound (plays, not unique viewers), kept so engagement rates over reach stay
 *   meaningful rather than dividing by nothing;
 * - likes, comments, shares = like_count, comment_count, share_count; saved = 0 (not exposed).
 * A brand wanting TikTok's real reach imports it from the creator's analytics (CSV) or asks the creator to report it.
 */
import type { MetricValues } from '@app/shared/reporting';
import { type ConnectedPost, ConnectorError, type MetricsConnector } from './connector';

export interface TikTokConnectorOptions {
  /** TikTok's API origin, e.g. https://open.tiktokapis.com (config TIKTOK_API_URL). */
  apiUrl: string;
  fetch?: typeof fetch;
  /** Each request's limit; a request that takes longer fails as retryable. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const VIDEO_FIELDS = 'id,view_count,like_count,comment_count,share_count';
const EXPIRED_MESSAGE = "The creator's TikTok connection has expired: ask them to connect again";

interface TikTokErrorBody {
  code?: string;
  message?: string;
  log_id?: string;
}

/** A TikTok error answer, before it is put in a brand's words. */
class TikTokRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: TikTokErrorBody,
  ) {
    super(error.message || error.code || `TikTok answered ${status}`);
  }
}

interface TikTokVideo {
  id?: string;
  view_count?: unknown;
  like_count?: unknown;
  comment_count?: unknown;
  share_count?: unknown;
}

/** The video id of a TikTok link: tiktok.com/@user/video/{id} (also m.tiktok.com/v/{id}.html). */
export function tiktokVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!/(^|\.)tiktok\.com$/i.test(url.hostname)) return null;
  const match =
    /\/video\/(\d{5,25})(?:\/|$)/.exec(url.pathname) ?? /^\/v\/(\d{5,25})(?:\.html)?\/?$/.exec(url.pathname);
  return match ? match[1] : null;
}

function countOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
}

/** A TikTok refusal in a brand's words; `retryable` when asking later may help. */
function connectorErrorOf(refusal: TikTokRefusal): ConnectorError {
  const { status, error } = refusal;
  const code = error.code ?? '';
  if (code === 'access_token_invalid') return new ConnectorError(EXPIRED_MESSAGE, false);
  if (code === 'scope_not_authorized' || code === 'scope_permission_missed') {
    return new ConnectorError(
      "The creator's TikTok connection does not allow reading their videos: ask them to connect again and allow it",
      false,
    );
  }
  if (code === 'rate_limit_exceeded' || status === 429) {
    return new ConnectorError('TikTok is limiting how often its API may be read: we will try again later', true);
  }
  if (code === 'internal_error' || status >= 500) {
    return new ConnectorError('TikTok is not answering right now: we will try again later', true);
  }
  if (!code && status === 401) return new ConnectorError(EXPIRED_MESSAGE, false);
  const message = (error.message ?? '').slice(0, 300);
  return new ConnectorError(`TikTok refused the request${message ? `: ${message}` : code ? ` (${code})` : ''}`, false);
}

export function createTikTokConnector(options: TikTokConnectorOptions): MetricsConnector {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One call; the answer's `data`, or a TikTokRefusal (an error answer) or a retryable ConnectorError (no answer). */
  async function call(path: string, token: string, body?: Record<string, unknown>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ConnectorError(
        timedOut ? 'TikTok did not answer in time: we will try again later' : 'TikTok could not be reached',
        true,
      );
    }
    type Answer = { data?: unknown; error?: TikTokErrorBody };
    let answer: Answer | null = null;
    try {
      const parsed: unknown = await response.json();
      if (parsed && typeof parsed === 'object') answer = parsed as Answer;
    } catch {
      answer = null;
    }
    const error: TikTokErrorBody = answer?.error && typeof answer.error === 'object' ? answer.error : {};
    if (!response.ok || (error.code !== undefined && error.code !== 'ok')) {
      throw new TikTokRefusal(response.status, error);
    }
    if (!answer) throw new ConnectorError('TikTok answered with something unreadable: we will try again', true);
    return answer.data && typeof answer.data === 'object' ? (answer.data as Record<string, unknown>) : {};
  }

  async function videoOf(videoId: string, token: string): Promise<TikTokVideo> {
    let data: Record<string, unknown>;
    try {
      data = await call(`/v2/video/query/?fields=${VIDEO_FIELDS}`, token, { filters: { video_ids: [videoId] } });
    } catch (error) {
      throw error instanceof TikTokRefusal ? connectorErrorOf(error) : error;
    }
    const videos = Array.isArray(data.videos) ? (data.videos as TikTokVideo[]) : [];
    const video = videos.find((v) => v && String(v.id) === videoId);
    if (!video) {
      // The query answers only for the token owner's own public videos.
      throw new ConnectorError(
        "The video was not found on the creator's connected TikTok account: check the link and that it was posted " +
          'from that account (a deleted video is not found either)',
        false,
      );
    }
    return video;
  }

  async function followersOf(token: string, fallback: number): Promise<number> {
    try {
      const data = await call('/v2/user/info/?fields=follower_count', token);
      const user = data.user as { follower_count?: unknown } | undefined;
      return countOf(user?.follower_count) ?? fallback;
    } catch (error) {
      if (!(error instanceof TikTokRefusal)) throw error;
      // A connection made without user.info.stats still reads videos: keep the catalogue's followers.
      const code = error.error.code;
      if (code === 'scope_not_authorized' || code === 'scope_permission_missed') return fallback;
      throw connectorErrorOf(error);
    }
  }

  return {
    source: 'TIKTOK',
    reads: (post) => post.channel === 'TIKTOK' && post.account !== null,
    async read(post: ConnectedPost): Promise<MetricValues> {
      if (!post.account) throw new ConnectorError('The creator has not connected their TikTok account', false);
      const videoId = tiktokVideoId(post.post_url);
      if (!videoId) {
        throw new ConnectorError('The live link is not a TikTok video link (tiktok.com/@user/video/...)', false);
      }
      const { token } = post.account;
      const video = await videoOf(videoId, token);
      const followers = await followersOf(token, post.followers);
      const views = countOf(video.view_count) ?? 0;
      return {
        // The Display API has no impressions, reach or saves (see the top of this file).
        impressions: views,
        reach: views,
        views,
        likes: countOf(video.like_count) ?? 0,
        comments: countOf(video.comment_count) ?? 0,
        shares: countOf(video.share_count) ?? 0,
        saved: 0,
        followers,
      };
    },
  };
}
