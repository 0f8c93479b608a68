/**
 * The signed-in pages whose first paint the API renders with the caller's data (app/prerender.tsx's
 * `renderFirstPaint`), asked for by app/early-requests.ts (which imports only types, so it repeats the list) and
 * hydrated by main.tsx: the creator portal's home.
 */
export const FIRST_PAINT_PATHS = ['/creator'] as const;

/** The API's address for a page's first paint (plugins/first-paint.ts on the API). */
export const FIRST_PAINT_API_PATH = '/creator/first-paint';

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
