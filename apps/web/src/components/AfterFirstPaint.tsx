import { useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/idle';
import { renderScope } from '../lib/render-scope';

/** Whether a gate has opened once in this document (then every later one renders at once). */
let gateOpened = false;

/**
 * The first gated page of a visit in two steps: what surrounds `children` (a shell's header and tabs) renders, paints
 * and only then `children` (the page's content), in a render of their own (issue 22: the company's name, the largest
 * text of its pages, painted 150-250 ms sooner on this machine instead of after the whole page's render). `fallback`
 * holds the place for the frame in between. Every later mount in the document (the visit's next pages) renders at
 * once, and so does a page rendered on the server for its caller (app/prerender.tsx) and its hydration in the browser:
 * its first paint is the whole page.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(() => gateOpened || renderScope() !== undefined);
  useEffect(() => {
    if (painted) return;
    let mounted = true;
    afterNextPaint(() => {
      gateOpened = true;
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);
  return painted ? children : fallback;
}
