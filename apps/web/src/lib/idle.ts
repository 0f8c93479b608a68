/**
 * Runs `task` once the page is idle: in the browser's next idle period (at the latest after `timeoutMs`, when
 * given), or where there are no idle callbacks (Safari) after `fallbackMs`.
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs = 0 }: { timeoutMs?: number; fallbackMs?: number } = {},
) {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(() => task(), timeoutMs ? { timeout: timeoutMs } : {});
  else setTimeout(task, fallbackMs);
}
