/**
 * All of Mantine's component styles, loaded once before any page but the login pages is drawn (app/router.tsx), and
 * before the modals, the toasts and the phone's menu (issue 22). The first page gets only the shell's part
 * (app/mantine-shell.css, imported by main.tsx): the whole sheet is 33 KB of gzip the login page does not use.
 */
let loading: Promise<unknown> | undefined;

export function loadMantineStyles(): Promise<unknown> {
  // A server render (app/prerender.tsx) has no styles to load: they are the browser's, whose page links them.
  if (typeof document === 'undefined') return Promise.resolve();
  loading ??= import('@mantine/core/styles.css');
  return loading;
}

/** A lazy module that needs Mantine's styles: both are fetched side by side, the module resolves once both are in. */
export function withMantineStyles<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([loadMantineStyles(), load()]).then(([, module]) => module);
}
