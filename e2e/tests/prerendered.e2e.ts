/**
 * The login pages the build prerenders (apps/web/src/app/prerender.tsx, issue 22): their HTML alone shows the form,
 * whose submit waits for the script; the script then takes the page over without re-drawing it, keeping what was
 * typed meanwhile, and the login works.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest, DESKTOP, seedMerchant, waitForPath } from '../fixtures';

const test = browserTest();

const LOGINS = [
  { path: '/auth/login', heading: 'Log in', submit: 'Log in' },
  { path: '/sme/auth/signin', heading: 'Sign in', submit: 'Sign in' },
  { path: '/creator/login', heading: 'Creator log in', submit: 'Log in' },
] as const;

/** Console errors and uncaught errors (React reports a hydration mismatch as one or the other). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('prerendered login pages', () => {
  test('show the whole form from the HTML alone, with the submit held until the script runs', async ({ openPage }) => {
    const page = await openPage({ ...DESKTOP, javaScriptEnabled: false });
    for (const login of LOGINS) {
      await page.goto(login.path);
      await page.getByRole('heading', { name: login.heading, level: 1 }).waitFor();
      expect(await page.getByLabel('E-mail').isVisible(), login.path).toBe(true);
      expect(await page.getByLabel('Password', { exact: true }).isVisible(), login.path).toBe(true);
      expect(await page.getByRole('button', { name: login.submit, exact: true }).isDisabled(), login.path).toBe(true);
    }
  });

  test('are taken over by the script without a mismatch, each one enabled', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    const errors = collectErrors(page);
    for (const login of LOGINS) {
      await page.goto(login.path);
      const submit = page.getByRole('button', { name: login.submit, exact: true });
      await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('keep what was typed before the script ran, and log in with it', async ({ stack, openPage }) => {
    const merchant = await seedMerchant(stack, { business: 'Duka Bora' });
    const page = await openPage(DESKTOP);
    const errors = collectErrors(page);
    // The app's entry held back a moment: the fields are typed into while only the HTML is there.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByLabel('Password', { exact: true }).fill(merchant.password);
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    release();
    await submit.click(); // waits until the script has enabled it
    await waitForPath(page, /^\/(companies|onboarding)/);
    expect(errors).toEqual([]);
  });
});
