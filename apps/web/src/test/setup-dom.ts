/**
 * Setup of the web-dom Vitest project (happy-dom): what Mantine reads from the browser and the
 * simulated DOM lacks, and a clean document after each test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-page tests (wizard, job form) wait for modals and lazy queries; on a busy 2-core CI machine the
// default 1 s wait for findBy/waitFor is too short, so they wait up to 5 s (a passing test still ends at once).
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
});
