/**
 * The first page's main API requests, sent while the app's code is still loading (issue 22). index.html runs this
 * module before the app's entry; it imports nothing at run time (its imports are types, which the build erases),
 * so it is a chunk of its own, about 1 KB, that runs as soon as the page is parsed. On a company page or the creator
 * portal's home, with the session that page needs in storage, it sends the small GETs the page's first paint needs
 * (its company and theme, the dashboard's figures) and leaves their answers for the app's API client, which takes
 * each one once (lib/early-responses.ts) instead of asking when its code has loaded and the router has matched the
 * page: on a phone network a round trip and the script's download saved.
 *
 * With them it asks for the page's code, listed by the build in index.html (app/early-chunks.ts): a module preload
 * for each of its chunks and a preload for each stylesheet, so the code arrives while the entry is still running.
 *
 * The addresses are the API client's own (tests compare them with what the pages' queries request); the session keys
 * are lib/session.ts's and lib/creator-session.ts's. Whatever this gets wrong costs only a request: the app asks again.
 */

import type { EarlyChunkKey } from './early-chunks';
import type { FirstPaintAnswer } from './first-paint';
import type { EarlyResponse } from '../lib/early-responses';

/** The global the answers wait in, by absolute URL (lib/early-responses.ts reads it). */
const EARLY_RESPONSES = '__creatorhubEarlyResponses';

type Session = 'brand' | 'creator' | 'none';

const SESSION_KEYS: Record<Exclude<Session, 'none'>, string> = {
  brand: 'creatorhub.session.brand',
  creator: 'creatorhub.session.creator',
};

/** The requests of a page: [session, API path] pairs, for the pages whose first paint waits on them. */
export function earlyRequestsFor(pathname: string): Array<[Session, string]> {
  if (pathname === '/creator' || pathname === '/creator/') return [['creator', '/creator/me']];
  const company = /^\/companies\/([^/]+)(?:\/([^/]+))?/.exec(pathname);
  if (!company) return [];
  const id = encodeURIComponent(decodeURIComponent(company[1]));
  const shell: Array<[Session, string]> = [
    ['brand', `/companies/${id}`],
    ['brand', `/companies/${id}/custom_config`],
    ['none', '/conf/site'],
  ];
  // Small answers only: a page's large ones (campaign lists, discovery's reference data) would share a phone's
  // bandwidth with the code the first paint needs (measured: the campaigns list 0.26 s later on a slow 4G profile);
  // their loaders ask for them beside the page's code, as before.
  return company[2] === 'dashboard'
    ? [...shell, ['brand', `/companies/${id}/dashboard`], ['brand', '/user/merchant/onboarding/checklist']]
    : shell;
}

/** early-chunks.ts's EARLY_CHUNKS_ELEMENT_ID (not imported: this module must import nothing at run time). */
export const EARLY_CHUNKS_ID = 'early-chunks';

/** The pages whose code index.html lists (app/early-chunks.ts), with the session each needs. */
export function earlyChunkKeysFor(pathname: string): Array<[Exclude<Session, 'none'>, EarlyChunkKey]> {
  if (pathname === '/creator' || pathname === '/creator/') return [['creator', 'creator']];
  // The shell on every company page; a section's own code on the section's first page only (not on a campaign's).
  const company = /^\/companies\/[^/]+(?:\/([^/]+)(\/.+)?)?/.exec(pathname);
  if (!company) return [];
  const section = company[2] ? '' : `company/${company[1] ?? ''}`;
  const keys: Array<[Exclude<Session, 'none'>, EarlyChunkKey]> = [['brand', 'company']];
  if (section === 'company/dashboard' || section === 'company/creator-discovery' || section === 'company/campaigns')
    keys.push(['brand', section]);
  return keys;
}

/**
 * Asks for the code of the page (its chunks as module preloads, its stylesheets as preloads) listed in index.html,
 * where the page's session is there; when the router then imports them, Vite's loader finds the links and adds none.
 * With a first paint on its way (`applyStyles`) the stylesheets are applied at once instead, so that the paint shows
 * styled (Vite's loader then finds them applied); the promise settles once they have loaded.
 */
function preloadPageCode(
  tokens: Record<Exclude<Session, 'none'>, string | null>,
  { applyStyles }: { applyStyles: boolean },
): Promise<void> {
  const keys = earlyChunkKeysFor(location.pathname).filter(([session]) => tokens[session]);
  if (!keys.length) return Promise.resolve();
  let table: Partial<Record<EarlyChunkKey, string[]>>;
  try {
    table = JSON.parse(document.getElementById(EARLY_CHUNKS_ID)?.textContent ?? '{}') as typeof table;
  } catch {
    return Promise.resolve();
  }
  // Into the page in one insertion: link by link cost the main thread ~40 ms for a page's 45 files, ~15 this way.
  const links = document.createDocumentFragment();
  const styles: Array<Promise<void>> = [];
  for (const file of new Set(keys.flatMap(([, key]) => table[key] ?? []))) {
    const link = document.createElement('link');
    if (!file.endsWith('.css')) link.rel = 'modulepreload';
    else if (applyStyles) {
      link.rel = 'stylesheet';
      // Loaded or failed: a first paint is not held back by a stylesheet that does not come.
      styles.push(new Promise((resolve) => (link.onload = link.onerror = () => resolve())));
    } else {
      link.rel = 'preload';
      link.as = 'style';
    }
    // As Vite's loader makes its links, so that its stylesheet link takes the preloaded answer.
    link.crossOrigin = '';
    link.href = `/${file}`;
    links.appendChild(link);
  }
  document.head.appendChild(links);
  return Promise.all(styles).then(() => undefined);
}

/**
 * first-paint.ts's pages, addresses and globals (not imported: this module must import nothing at run time): the
 * pages the API renders with the caller's data, by the session each needs.
 */
export function firstPaintSessionFor(pathname: string): Exclude<Session, 'none'> | null {
  if (pathname === '/creator') return 'creator';
  return /^\/companies\/[^/]+\/(dashboard|campaigns|creator-discovery)$/.test(pathname) ? 'brand' : null;
}
const FIRST_PAINT_API_PATHS: Record<Exclude<Session, 'none'>, string> = {
  creator: '/creator/first-paint',
  brand: '/user/merchant/first-paint',
};
const FIRST_PAINT_GLOBAL = '__creatorhubFirstPaint';
const FIRST_PAINT_GIVEN_UP = '__creatorhubFirstPaintGivenUp';

/** The page a first paint is for: its path and query (discovery's filters, the campaigns' tab). */
function pageAddress(): string {
  return `${location.pathname}${location.search}`;
}

/** The first paint in the page, unless the app has drawn without it meanwhile; whether it was put there. */
function showFirstPaint(paint: FirstPaintAnswer): boolean {
  const root = document.getElementById('root');
  if (!root || root.hasChildNodes() || (globalThis as Record<string, unknown>)[FIRST_PAINT_GIVEN_UP]) return false;
  root.innerHTML = paint.html;
  root.dataset.firstPaint = pageAddress();
  return true;
}

/** The browser's time zone, so the page's dates read as the app shows them; none when the browser does not say. */
function timeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** first-paint.ts's FIRST_PAINT_WAIT_MS: how long the app waits for a first paint before it draws the page itself. */
const FIRST_PAINT_WAIT_MS = 1_500;

/**
 * Asks the API for this page's first paint (its HTML with the caller's data, decision 036) and shows it as soon as it
 * answers, before the app's code has run; main.tsx hydrates it with the query cache it came with. Given up after
 * FIRST_PAINT_WAIT_MS (a later answer is not shown).
 */
export function startFirstPaint(
  tokens: Record<Exclude<Session, 'none'>, string | null>,
  stylesApplied: () => Promise<void> = () => Promise.resolve(),
): void {
  const session = firstPaintAsked(tokens);
  if (!session) return;
  const globals = globalThis as Record<string, unknown>;
  const query = new URLSearchParams({ path: pageAddress() });
  const zone = timeZone();
  if (zone) query.set('tz', zone);
  // The layouts chosen by width (lib/use-min-width.ts) drawn as this browser draws them.
  if (innerWidth > 0) query.set('width', String(Math.round(innerWidth)));
  const url = `/api${FIRST_PAINT_API_PATHS[session]}?${query.toString()}`;
  const answer = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${tokens[session]}` } })
    .then((response) => (response.status === 200 ? (response.json() as Promise<FirstPaintAnswer>) : null))
    // Drawn with the page's styles, not before them (the shell's alone leave its icons and checkboxes unstyled).
    .then(async (paint) => (paint ? (await stylesApplied(), paint) : null))
    .then((paint) => (paint && showFirstPaint(paint) ? paint : null))
    .catch(() => null);
  const givenUp = new Promise<null>((resolve) =>
    setTimeout(() => {
      globals[FIRST_PAINT_GIVEN_UP] = true;
      resolve(null);
    }, FIRST_PAINT_WAIT_MS),
  );
  globals[FIRST_PAINT_GLOBAL] = Promise.race([answer, givenUp]);
}

/**
 * The session this page's first paint is asked for with: a page with one, its session there, and the built app;
 * null when none is asked for.
 */
function firstPaintAsked(tokens: Record<Exclude<Session, 'none'>, string | null>): Exclude<Session, 'none'> | null {
  const session = firstPaintSessionFor(location.pathname);
  // Not under the dev server (no built entry): the API's render is the last build's, not the sources being edited.
  return session !== null && tokens[session] !== null && appEntry() !== undefined ? session : null;
}

/** The built app entry's address, which index.html lists (vite-early-requests.ts); none under the dev server. */
function appEntry(): string | undefined {
  return document.getElementById(EARLY_CHUNKS_ID)?.dataset.entry;
}

/**
 * Runs the app's entry, which index.html only preloads (vite-early-requests.ts): once the first paint is shown or
 * given up, so that the entry's evaluation (100-200 ms of the main thread) does not hold that paint back; at once
 * when there is none. The dev server's index.html runs its entry itself (no address here).
 */
function startApp(): void {
  const entry = appEntry();
  if (!entry) return;
  const run = () => void import(/* @vite-ignore */ entry);
  const firstPaint = (globalThis as Record<string, unknown>)[FIRST_PAINT_GLOBAL] as Promise<unknown> | undefined;
  if (firstPaint) void firstPaint.finally(run);
  else run();
}

function tokenOf(session: Exclude<Session, 'none'>): string | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_KEYS[session]) ?? 'null');
    const token = (stored as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** Sends the page's requests (none without the session they need) and leaves their answers in the global. */
export function startEarlyRequests(): void {
  const tokens = { brand: tokenOf('brand'), creator: tokenOf('creator') };
  if (firstPaintAsked(tokens)) {
    // The first paint brings the page's data (its query cache): the page's own requests would only compete with its
    // render on the server. Should it fail, the app asks for them as on any other page.
    let stylesApplied = Promise.resolve();
    startFirstPaint(tokens, () => stylesApplied);
    stylesApplied = preloadPageCode(tokens, { applyStyles: true });
    return;
  }
  const requests = earlyRequestsFor(location.pathname);
  // Nothing for a visitor without the page's session: the guards send them to a login.
  if (!requests.some(([session]) => session !== 'none' && tokens[session])) return;
  const early = new Map<string, EarlyResponse>();
  for (const [session, path] of requests) {
    const token = session === 'none' ? null : tokens[session];
    if (session !== 'none' && !token) continue;
    const authorization = token ? `Bearer ${token}` : null;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (authorization) headers.Authorization = authorization;
    const response = fetch(`/api${path}`, { headers });
    // Taken by the app or dropped; never an unhandled rejection meanwhile.
    response.catch(() => undefined);
    early.set(new URL(`/api${path}`, location.origin).href, { authorization, startedAt: performance.now(), response });
  }
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES] = early;
  void preloadPageCode(tokens, { applyStyles: false });
}

// Whatever happens to the early requests, the app starts.
try {
  startEarlyRequests();
} finally {
  startApp();
}
