import { useEffect, useRef, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` px down, read on scroll events only and changing (re-rendering)
 * only when the answer flips. Mantine's useWindowScroll reads the position as its component mounts, which makes the
 * browser lay the new page out before its first paint (issue 22: 25 ms of the dashboard's), and re-renders on every
 * scroll event. A page that opens scrolled (a restored position) gets its scroll event, so nothing needs the read.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  // The last answer given, so a scroll that does not flip it sets no state (React may render once even for the same).
  const given = useRef(false);
  useEffect(() => {
    const update = () => {
      const now = window.scrollY > threshold;
      if (now === given.current) return;
      given.current = now;
      setPast(now);
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
