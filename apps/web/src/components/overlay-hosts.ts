/**
 * When the app's toast and modal hosts (Mantine's Notifications and ModalsProvider, app/providers.tsx) are mounted.
 * The app mounts them after its first page has loaded, so they are not in the login page's bundle (issue 22), or as
 * soon as a toast or a confirmation asks for them, whichever comes first. Until the app defers them, they count as
 * mounted: tests render Mantine's own hosts.
 */
type Phase = 'mounted' | 'deferred' | 'requested';

let phase: Phase = 'mounted';
const whenMounted: Array<() => void> = [];
const listeners = new Set<() => void>();

/** The app mounts its hosts late; called once, before the first render. */
export function deferOverlayHosts(): void {
  phase = 'deferred';
}

/** Asks for the hosts now; `then` runs once they are mounted (at once when they already are). */
export function withOverlayHosts(then: () => void = () => undefined): void {
  if (phase === 'mounted') {
    then();
    return;
  }
  whenMounted.push(then);
  if (phase === 'deferred') {
    phase = 'requested';
    listeners.forEach((listener) => listener());
  }
}

/** For the app's providers: whether something asked for the hosts (subscribe with `subscribeOverlayHosts`). */
export function overlayHostsRequested(): boolean {
  return phase !== 'deferred';
}

export function subscribeOverlayHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the app once its hosts are mounted: what waited for them runs. */
export function overlayHostsMounted(): void {
  phase = 'mounted';
  whenMounted.splice(0).forEach((run) => run());
}
