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

/**
 * Runs `task` in a task of its own after the next frame has painted. Unlike an idle callback it is not held back
 * while the page loads: Chromium ran warmNumberFormats' idle callback only after the data page had rendered (~450
 * ms later here), the render that it was meant to spare.
 */
export function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}
