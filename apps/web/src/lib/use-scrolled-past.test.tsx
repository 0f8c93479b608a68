import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

/** window.scrollY as a counted getter: a read is a layout the browser may have to do. */
function fakeScrollY(start: number) {
  let value = start;
  const read = vi.fn(() => value);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: read });
  return {
    read,
    scrollTo(y: number) {
      value = y;
      window.dispatchEvent(new Event('scroll'));
    },
  };
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0, writable: true });
});

describe('useScrolledPast', () => {
  it('does not read the scroll position as it mounts (that would lay the page out before its first paint)', () => {
    const scroll = fakeScrollY(0);
    const { result } = renderHook(() => useScrolledPast(20));
    expect(result.current).toBe(false);
    expect(scroll.read).not.toHaveBeenCalled();
  });

  it('follows scroll events past the threshold and back', () => {
    const scroll = fakeScrollY(0);
    const { result } = renderHook(() => useScrolledPast(20));
    act(() => scroll.scrollTo(20));
    expect(result.current).toBe(false);
    act(() => scroll.scrollTo(21));
    expect(result.current).toBe(true);
    act(() => scroll.scrollTo(0));
    expect(result.current).toBe(false);
  });

  it('re-renders only when the answer flips', () => {
    const scroll = fakeScrollY(0);
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useScrolledPast(20);
    });
    const before = renders;
    act(() => scroll.scrollTo(100));
    act(() => scroll.scrollTo(200));
    act(() => scroll.scrollTo(300));
    expect(renders - before).toBe(1);
  });

  it('stops listening when unmounted', () => {
    const scroll = fakeScrollY(0);
    const { unmount } = renderHook(() => useScrolledPast(20));
    unmount();
    act(() => scroll.scrollTo(100));
    expect(scroll.read).not.toHaveBeenCalled();
  });
});
