import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { AppRoot } from './AppRoot';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { createAppRouter } from './router';

/** The page's own heading on each prerendered path. */
const HEADINGS: Record<(typeof PRERENDERED_PATHS)[number], string> = {
  '/auth/login': 'Log in',
  '/sme/auth/signin': 'Sign in',
  '/creator/login': 'Creator log in',
};

function parse(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

describe('prerendered pages', () => {
  it('renders each login page whole, with its submit disabled until the script runs', () => {
    expect(Object.keys(HEADINGS).sort()).toEqual([...PRERENDERED_PATHS].sort());
    for (const path of PRERENDERED_PATHS) {
      const page = parse(renderPage(path));
      expect(page.querySelector('h1')?.textContent, path).toBe(HEADINGS[path]);
      expect(page.querySelector('input[type=password]'), path).not.toBeNull();
      expect(page.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled, path).toBe(true);
    }
  });

  it('refuses a page that is not ready at once (its code is split off)', () => {
    expect(() => renderPage('/auth/signup')).toThrow('/auth/signup waits for code or data');
  });
});

describe('hydrating a prerendered login', () => {
  let root: Root | undefined;
  beforeEach(() => {
    // act() outside Testing Library's render: React is told it runs in a test.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // /conf/site (the partner theme) never answers here: the page hydrates with the base theme, as in the browser.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  /** The markup in the document, then the app hydrating it as main.tsx does; React's recoverable errors collected. */
  async function hydrate(path: string, beforeScript: (container: HTMLElement) => void = () => undefined) {
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = renderPage(path);
    document.body.appendChild(container);
    beforeScript(container);
    const heading = container.querySelector('h1');
    const errors: unknown[] = [];
    const queryClient = createQueryClient(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, <AppRoot queryClient={queryClient} router={createAppRouter(queryClient)} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    return { container, heading, errors };
  }

  it('takes the markup over as it is (no mismatch, the same elements) and enables the submit', async () => {
    for (const path of PRERENDERED_PATHS) {
      const { container, heading, errors } = await hydrate(path);
      expect(errors, path).toEqual([]);
      expect(container.querySelector('h1'), path).toBe(heading);
      expect(container.querySelector<HTMLButtonElement>('form button[type=submit]')?.disabled, path).toBe(false);
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    }
  });

  it('keeps what was typed or autofilled before the script ran', async () => {
    const { container, errors } = await hydrate('/auth/login', (page) => {
      page.querySelector<HTMLInputElement>('input[name=username]')!.value = 'amina@example.com';
      page.querySelector<HTMLInputElement>('input[name=password]')!.value = 'typed early';
    });
    expect(errors).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('input[name=username]')?.value).toBe('amina@example.com');
    expect(container.querySelector<HTMLInputElement>('input[name=password]')?.value).toBe('typed early');
  });
});
