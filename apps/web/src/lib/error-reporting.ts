/**
 * Error reporting in the browser (docs/decisions/028-error-reporting.md). Off unless the build was made with
 * VITE_SENTRY_DSN; then the SDK (lib/sentry.ts, a chunk of its own) is loaded once the page is idle after its first
 * render, so the JavaScript loaded before the login page does not grow by it. Errors caught before then (by the route
 * error element, or reaching the window) wait here and are sent once it has loaded.
 */
import type { BrowserReporter, ReportContext } from './sentry';
import { whenIdle } from './idle';

const DSN: string = import.meta.env.VITE_SENTRY_DSN ?? '';

/** Errors caught before the SDK loaded, kept (at most this many) until it has. */
const EARLY_LIMIT = 20;

let reporter: BrowserReporter | null = null;
let early: Array<[unknown, ReportContext]> = [];

/** Reports an error that the app caught (the route error element); nothing happens when reporting is off. */
export function reportError(error: unknown, context: ReportContext): void {
  if (!DSN) return;
  if (reporter) reporter.capture(error, context);
  else if (early.length < EARLY_LIMIT) early.push([error, context]);
}

const onEarlyError = (event: ErrorEvent) => reportError(event.error ?? event.message, { source: 'window' });
const onEarlyRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { source: 'window' });

/** Called once after the first render (main.tsx). */
export function startErrorReporting(): void {
  if (!DSN || typeof window === 'undefined') return;
  // Until the SDK's own handlers are installed, uncaught errors are kept here.
  window.addEventListener('error', onEarlyError);
  window.addEventListener('unhandledrejection', onEarlyRejection);
  const load = () =>
    import('./sentry')
      .then(({ initSentry }) => {
        reporter = initSentry(DSN);
        window.removeEventListener('error', onEarlyError);
        window.removeEventListener('unhandledrejection', onEarlyRejection);
        for (const [error, context] of early) reporter.capture(error, context);
        early = [];
      })
      .catch(() => {
        // Reporting is best effort: a chunk that fails to load (offline, a new release) changes nothing for people.
      });
  whenIdle(load, { timeoutMs: 3000, fallbackMs: 1000 });
}
