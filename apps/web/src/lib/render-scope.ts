/**
 * The sessions a page was rendered with outside the browser's own first render (issue 22, decision 036):
 * - on the server, while app/prerender.tsx renders a signed-in page for its caller: their session and a fetch that
 *   reaches the API in the same process (read per call, from the server entry's AsyncLocalStorage, so renders of
 *   different callers never share one);
 * - in the browser, while main.tsx hydrates that page: the same session, so the guards' first render (their "server
 *   snapshot") is the server's and the markup matches.
 * Neither is set anywhere else: the stores and the API client then behave as they always have.
 */
export interface RenderScope {
  /** The creator portal's session token the page was rendered for. */
  creatorToken: string | null;
  /** The brand session's token the page was rendered for (lib/session.ts). */
  brandToken?: string | null;
  /** On the server: the browser's IANA time zone, so dates read as the browser shows them (lib/dates.ts). */
  timeZone?: string;
  /** On the server: the browser's viewport width in CSS pixels, for layouts chosen by width (lib/use-min-width.ts). */
  viewportWidth?: number;
  /** On the server: how the API client reaches the API (absolute URLs on SERVER_RENDER_ORIGIN). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The origin API addresses are resolved against on the server, where a page has no address of its own. */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

let readScope: () => RenderScope | undefined = () => undefined;

/** Set by the server entry (a reader of its AsyncLocalStorage) and by main.tsx around a hydration. */
export function setRenderScopeReader(read: () => RenderScope | undefined): void {
  readScope = read;
}

export function renderScope(): RenderScope | undefined {
  return readScope();
}

/** Whether this code runs outside a browser (the server render, Node tests without a simulated DOM). */
export const onServer = typeof window === 'undefined';
