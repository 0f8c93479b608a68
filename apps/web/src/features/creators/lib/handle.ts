/**
 * The creator's handle derived from a post link (creator social metrics card, spec section 2):
 *   instagram.com/{handle}/..., instagram.com/stories/{handle}/...      (not /p/, /reel/, /tv/)
 *   tiktok.com/@{handle}/video/...,  youtube.com/@{handle}, /c/{handle}, /user/{handle}
 *   x.com/{handle}/status/...,  facebook.com/{handle}/posts/...,  linkedin.com/in/{handle},
 *   linkedin.com/posts/{handle}_{slug}
 * Any other host: the first path segment. Null when the link names no account (e.g. /p/{id}).
 */

/** First segments that are a kind of page, not an account. */
const NOT_AN_ACCOUNT = new Set([
  'p',
  'reel',
  'reels',
  'tv',
  'explore',
  'watch',
  'shorts',
  'embed',
  'live',
  'video',
  'videos',
  'photo',
  'photos',
  'photo.php',
  'permalink.php',
  'story.php',
  'share',
  'groups',
  'events',
  'hashtag',
  'search',
  'i',
  'intent',
  'home',
  'feed',
  'status',
  'playlist',
  'results',
]);

/** Segments followed by the account name. */
const ACCOUNT_FOLLOWS = new Set(['stories', 'in', 'company', 'c', 'user', 'channel', 'school']);

const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;

function clean(segment: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment;
  }
  text = text.replace(/^@/, '').trim();
  return HANDLE.test(text) ? text : null;
}

export function handleFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (!segments.length) return null;

  // An explicit @handle anywhere in the path (TikTok, YouTube) wins.
  const at = segments.find((s) => s.startsWith('@') || s.startsWith('%40'));
  if (at) return clean(at.replace(/^%40/, '@'));

  const [first, second] = segments;
  const lower = first.toLowerCase();
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');

  if (host.endsWith('linkedin.com') && lower === 'posts' && second) return clean(second.split('_')[0]);
  if (ACCOUNT_FOLLOWS.has(lower)) return second ? clean(second) : null;
  if (NOT_AN_ACCOUNT.has(lower)) return null;
  return clean(first);
}

/** "@handle" for display, or the fallback (the channel's handle from the profile) when the link names none. */
export function displayHandle(link: string | null | undefined, fallback?: string | null): string | null {
  const handle = handleFromLink(link) ?? (fallback ? fallback.replace(/^@/, '') : null);
  return handle ? `@${handle}` : null;
}
