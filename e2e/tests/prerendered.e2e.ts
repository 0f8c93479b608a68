/**
 * Pages shown before the app's script has run (apps/web/src/app/prerender.tsx, decision 036):
 * - the login pages the build prerenders: their HTML alone shows the form, whose submit waits for the script; the
 *   script then takes the page over without re-drawing it, keeping what was typed meanwhile, and the login works;
 * - the creator portal's home and a company's dashboard, campaigns and creator discovery, whose first paint the API
 *   renders with the caller's data: the app takes it over without a mismatch and the page works; another company's
 *   page has none.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  browserTest,
  creatorViaApi,
  DESKTOP,
  PHONE,
  profileOf,
  seedBrandCompany,
  seedMerchant,
  storeSession,
  waitForPath,
} from '../fixtures';

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

/** Holds the app's entry script back until the returned function is called: the page is its HTML alone meanwhile. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
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
    const release = await holdAppEntry(page);
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

describe("the creator portal home's first paint", () => {
  test("shows the creator's page from the API's render, then works as the app", async ({ stack, openPage }) => {
    const creator = await creatorViaApi(stack);
    for (const device of [DESKTOP, PHONE]) {
      const page = await openPage(device);
      const errors = collectErrors(page);
      await page.addInitScript(
        (token) => localStorage.setItem('creatorhub.session.creator', JSON.stringify({ token })),
        creator.token,
      );
      // The app's entry held back: what shows meanwhile is the first paint alone.
      const release = await holdAppEntry(page);
      await page.goto('/creator', { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Hello, Achieng', level: 1 }).waitFor();
      expect(await page.locator('#root').getAttribute('data-first-paint')).toBe('/creator');
      const heading = await page.getByRole('heading', { name: 'Hello, Achieng', level: 1 }).elementHandle();
      await page.evaluate(() => ((window as unknown as { beforeApp: boolean }).beforeApp = true));
      release();
      // Taken over, not drawn again: the first paint's heading becomes React's own element, still in the page.
      await expect
        .poll(() => heading!.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);
      // The app's links move within the page (no reload: the marker set before the app ran is still there).
      await page.getByRole('link', { name: 'Jobs', exact: true }).filter({ visible: true }).first().click();
      await waitForPath(page, '/creator/jobs');
      expect(await page.evaluate(() => (window as unknown as { beforeApp?: boolean }).beforeApp)).toBe(true);
      expect(errors).toEqual([]);
    }
  });
});

describe("a company page's first paint", () => {
  const PAGES = [
    { section: 'dashboard', heading: 'Company dashboard', device: DESKTOP, next: 'Campaigns' },
    { section: 'campaigns', heading: 'Campaigns', device: PHONE, next: 'Dashboard' },
    { section: 'creator-discovery', heading: 'Creator discovery', device: DESKTOP, next: 'Dashboard' },
  ] as const;

  test("shows the member's page from the API's render, in their time zone, then works as the app", async ({
    stack,
    openPage,
  }) => {
    const owner = await seedBrandCompany(stack, 'Kahawa House');
    const profile = await profileOf(stack, owner);
    for (const { section, heading, device, next } of PAGES) {
      const path = `/companies/${owner.companyId}/${section}`;
      // A zone far from the server's: a date rendered in the wrong one would not match the app's own render.
      const page = await openPage({ ...device, timezoneId: 'Pacific/Kiritimati' });
      const errors = collectErrors(page);
      await storeSession(page, 'brand', { token: owner.token, profile });
      const release = await holdAppEntry(page);
      await page.goto(path, { waitUntil: 'commit' });
      const title = page.getByRole('heading', { name: heading, exact: true });
      await title.waitFor();
      expect(await page.locator('#root').getAttribute('data-first-paint'), section).toBe(path);
      expect(await page.getByText('Kahawa House').first().isVisible(), section).toBe(true);
      // Drawn with the page's styles: unstyled, its icons and checkboxes' marks fill the width of their column.
      const widest = await page
        .locator('#root svg')
        .evaluateAll((icons) => Math.max(0, ...icons.map((icon) => icon.getBoundingClientRect().width)));
      expect(widest, section).toBeLessThan(64);
      // ... and its colours (Mantine's variables are set for the colour scheme <html> names).
      const scheme = await page
        .locator('#root')
        .evaluate((root) => getComputedStyle(root).getPropertyValue('--mantine-color-scheme').trim());
      expect(scheme, section).toBe('light');
      // The keyboard works on the HTML alone: the first Tab shows the skip link (CSS, not the app's script).
      await page.keyboard.press('Tab');
      const skip = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
      expect(skip?.x, section).toBeGreaterThanOrEqual(0);
      const element = await title.elementHandle();
      await page.evaluate(() => ((window as unknown as { beforeApp: boolean }).beforeApp = true));
      release();
      await expect
        .poll(() => element!.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      expect(await element!.evaluate((node) => node.isConnected), section).toBe(true);
      await page
        .getByRole('tab', { name: next, exact: true })
        .or(page.getByRole('link', { name: next, exact: true }))
        .filter({ visible: true })
        .first()
        .click();
      await waitForPath(page, `/companies/${owner.companyId}/${next.toLowerCase()}`);
      expect(await page.evaluate(() => (window as unknown as { beforeApp?: boolean }).beforeApp), section).toBe(true);
      expect(errors, section).toEqual([]);
    }
  });

  test("gives none for another company's page: the app says the company is out of reach", async ({
    stack,
    openPage,
  }) => {
    const owner = await seedBrandCompany(stack, 'Private Tea');
    const stranger = await seedBrandCompany(stack, 'Elsewhere Ltd');
    const page = await openPage(DESKTOP);
    await storeSession(page, 'brand', { token: stranger.token, profile: await profileOf(stack, stranger) });
    const firstPaint = page.waitForResponse((response) => response.url().includes('/api/user/merchant/first-paint'));
    await page.goto(`/companies/${owner.companyId}/dashboard`);
    expect((await firstPaint).status()).toBeGreaterThanOrEqual(403);
    await page
      .getByText(/not found or no access|no access/i)
      .first()
      .waitFor();
    expect(await page.locator('#root').getAttribute('data-first-paint')).toBeNull();
    expect(await page.getByText('Private Tea').count()).toBe(0);
  });
});
