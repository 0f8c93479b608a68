import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setRenderScopeReader } from './render-scope';
import { useMinWidth } from './use-min-width';

function Layout() {
  return createElement('p', null, useMinWidth(62) ? 'wide' : 'narrow');
}

describe('useMinWidth on the server (this project runs in Node)', () => {
  afterEach(() => setRenderScopeReader(() => undefined));

  it("draws the layout for the width the browser sent, as that browser's first render will", () => {
    setRenderScopeReader(() => ({ creatorToken: null, viewportWidth: 1280 }));
    expect(renderToString(createElement(Layout))).toContain('wide');
    setRenderScopeReader(() => ({ creatorToken: null, viewportWidth: 390 }));
    expect(renderToString(createElement(Layout))).toContain('narrow');
  });

  it('draws the narrow one without a width', () => {
    expect(renderToString(createElement(Layout))).toContain('narrow');
  });
});
