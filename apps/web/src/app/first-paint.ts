/**
 * The signed-in pages whose first paint the API renders with the caller's data (app/prerender.tsx's
 * `renderFirstPaint`), asked for by app/early-requests.ts (which imports only types, so it repeats these) and
 * hydrated by main.tsx: the creator portal's home, and a company's dashboard, campaigns and creator discovery.
 */
import { ROUTES } from '../lib/paths';

/** The session a first paint is rendered for: the creator portal's or the brand area's. */
export type FirstPaintSession = 'creator' | 'brand';

/** The pages (route patterns) with a first paint, and the session each is rendered for. */
export const FIRST_PAINT_PAGES: Readonly<Record<string, FirstPaintSession>> = {
  [ROUTES.creator.root]: 'creator',
  [ROUTES.company.dashboard]: 'brand',
  [ROUTES.company.campaigns]: 'brand',
  [ROUTES.company.creatorDiscovery]: 'brand',
};

/** The API's address for a page's first paint, by session (plugins/first-paint.ts on the API). */
export const FIRST_PAINT_API_PATHS: Readonly<Record<FirstPaintSession, string>> = {
  creator: '/creator/first-paint',
  brand: '/user/merchant/first-paint',
};

/** The global app/early-requests.ts leaves the first paint's answer in: a promise of it, or of null. */
export const FIRST_PAINT_GLOBAL = '__creatorhubFirstPaint';

/** Set by app/early-requests.ts when it gives a first paint up: one that answers later is not shown over the app. */
export const FIRST_PAINT_GIVEN_UP = '__creatorhubFirstPaintGivenUp';

/** What the API answers (app/prerender.tsx's FirstPaint, here without React Query's types). */
export interface FirstPaintAnswer {
  html: string;
  queries: unknown;
}

/** How long the app waits for a first paint still on its way before it draws the page itself. */
export const FIRST_PAINT_WAIT_MS = 1_500;

/**
 * The first paint app/early-requests.ts asked for and put in the page, or null: none asked, it failed, or it was
 * given up (early-requests.ts runs the app's entry only once it has settled).
 */
export function takeFirstPaint(): Promise<FirstPaintAnswer | null> {
  const pending = (globalThis as Record<string, unknown>)[FIRST_PAINT_GLOBAL] as
    Promise<FirstPaintAnswer | null> | undefined;
  return pending ?? Promise.resolve(null);
}
