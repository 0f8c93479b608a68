import { useEffect, useState } from 'react';

/** Seconds left before the thing may be done again (0: now), and the way to start a wait of `seconds`. */
export function useCooldown(seconds: number): [number, () => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until, now]);
  return [
    Math.max(0, Math.ceil((until - now) / 1000)),
    () => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}
