import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the task in the browser's idle period, with the timeout asked for", () => {
    const requestIdleCallback = vi.fn((callback: () => void, _options?: { timeout?: number }) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, { timeoutMs: 3000 });
    expect(task).toHaveBeenCalledOnce();
    expect(requestIdleCallback.mock.calls[0][1]).toEqual({ timeout: 3000 });
    whenIdle(task);
    expect(requestIdleCallback.mock.calls[1][1]).toEqual({});
  });

  it('falls back to a timer where there are no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    const saved = window.requestIdleCallback;
    // @ts-expect-error: removed to stand for a browser without it
    delete window.requestIdleCallback;
    try {
      const task = vi.fn();
      whenIdle(task, { fallbackMs: 1000 });
      vi.advanceTimersByTime(999);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      if (saved) window.requestIdleCallback = saved;
    }
  });
});

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task in a task of its own after the next frame, not in the frame', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });
});
