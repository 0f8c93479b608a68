import { useMediaQuery } from '@mantine/hooks';
import { onServer, renderScope } from './render-scope';

/** What a media query's `em` is: the browser's default font size, whatever the page's own. */
const MEDIA_EM_PX = 16;

/**
 * Whether the viewport is at least `em` wide, right from the first render (a layout chosen by width, drawn once). On
 * the server, rendering a page for a browser (app/prerender.tsx), from the width that browser sent: its own first
 * render then reads the same answer from the viewport, and the page is taken over as it was drawn.
 */
export function useMinWidth(em: number): boolean {
  const width = onServer ? renderScope()?.viewportWidth : undefined;
  const rendered = width === undefined ? undefined : width >= em * MEDIA_EM_PX;
  // Mantine starts from `rendered` only when told to read the viewport later (the server has none to read).
  return useMediaQuery(`(min-width: ${em}em)`, rendered, { getInitialValueInEffect: onServer });
}
