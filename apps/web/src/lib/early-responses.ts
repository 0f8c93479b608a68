/**
 * The answers app/early-requests.ts asked for while the app loaded: the API client's fetch takes one when a GET asks
 * for the same address with the same Authorization, once, within EARLY_RESPONSE_MAX_AGE_MS of its start; anything
 * else (another bearer, an old or failed answer) is asked again, as if there had been none.
 */

/** The global app/early-requests.ts leaves the answers in (that module imports nothing, so it says so itself). */
export const EARLY_RESPONSES = '__creatorhubEarlyResponses';
/** Older answers are not used: they are for the first page's first render, seconds after the page opened. */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

/** An answer app/early-requests.ts left (that module imports only this type, which the build erases). */
export interface EarlyResponse {
  authorization: string | null;
  startedAt: number;
  response: Promise<Response>;
}

/** The early answer for this request, taken (so it serves once); null when there is none that fits. */
export function takeEarlyResponse(request: Request, now = performance.now()): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const early = (globalThis as Record<string, unknown>)[EARLY_RESPONSES] as Map<string, EarlyResponse> | undefined;
  const entry = early?.get(request.url);
  if (!early || !entry) return null;
  early.delete(request.url);
  if (entry.authorization !== request.headers.get('Authorization')) return null;
  if (now - entry.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return null;
  return entry.response;
}

/** fetch, served by an early answer when one fits (and by the network when that answer failed to come). */
export function fetchWithEarlyResponses(request: Request, fetchFn: (request: Request) => Promise<Response>) {
  const early = takeEarlyResponse(request);
  return early ? early.catch(() => fetchFn(request)) : fetchFn(request);
}
