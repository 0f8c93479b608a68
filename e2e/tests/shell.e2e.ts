/**
 * The web shell of issue 2 in Chromium: navbar (look change after 20 px of scroll, logo target,
 * profile name), footer (Nairobi office, SUPPORT_PHONE, SUPPORT_EMAIL, legal links), the terms
 * version, toasts that leave the navbar usable, and a phone-sized viewport.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  browserTest,
  heading,
  readStorage,
  seedMerchant,
  waitForPath,
  type BrandOwner,
  type PageFixtures,
} from '../fixtures';

const SUPPORT_PHONE = '+254 733 424 242';
const SUPPORT_EMAIL = 'msaada.e2e@creatorhub.test';

const test = browserTest({ env: { SUPPORT_PHONE, SUPPORT_EMAIL } });

/** The brand owner's page, logged in (the fixtures' merchant with a brand). */
async function brandPage(
  { brand, pageAs }: { brand: BrandOwner; pageAs: PageFixtures['pageAs'] },
  options?: BrowserContextOptions,
) {
  const page = await pageAs(brand, 'brand', options);
  return { page, merchant: brand, companyId: brand.companyId };
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

describe('navbar', () => {
  test('changes its look once the page is scrolled past 20 px', async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 1280, height: 600 } });
    await page.goto('/terms-and-conditions');
    await heading(page, 'Terms and conditions');
    const navbar = page.getByTestId('navbar');
    const look = () => navbar.evaluate((el) => getComputedStyle(el).boxShadow);

    expect(await navbar.getAttribute('data-scrolled')).toBe('false');
    const flat = await look();
    expect(flat).toBe('none');

    // 10 px: the page handles the scroll (two frames after its scroll event) and the look stays flat.
    await scrollTo(page, 10);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await navbar.getAttribute('data-scrolled')).toBe('false');

    await scrollTo(page, 60);
    await expect.poll(() => navbar.getAttribute('data-scrolled')).toBe('true');
    await expect.poll(look).not.toBe('none');
    // Sticky: still at the top of the viewport.
    expect((await navbar.boundingBox())?.y).toBe(0);

    await scrollTo(page, 0);
    await expect.poll(() => navbar.getAttribute('data-scrolled')).toBe('false');
    await expect.poll(look).toBe('none');
  });

  test('logo links to the login when logged out', async ({ openPage }) => {
    const page = await openPage();
    await page.goto('/faq');
    await heading(page, 'Frequently asked questions');
    const logo = page.getByTestId('navbar').getByRole('link', { name: 'CreatorHub home' });
    expect(await logo.getAttribute('href')).toBe('/auth/login');
    await logo.click();
    await waitForPath(page, '/auth/login');
    await heading(page, 'Log in');
    expect(await page.getByTestId('navbar-profile').count()).toBe(0);
  });

  test('when logged in: logo links to /companies, the profile name to the profile, Dashboard to the company', async ({
    pageAs,
    brand,
  }) => {
    const { page, companyId } = await brandPage({ brand, pageAs });
    await page.goto('/faq');
    const navbar = page.getByTestId('navbar');
    const logo = navbar.getByRole('link', { name: 'CreatorHub home' });
    expect(await logo.getAttribute('href')).toBe('/companies');

    const profile = page.getByTestId('navbar-profile');
    await profile.getByText('Wanjiru Mwangi', { exact: true }).waitFor();
    // Its accessible name carries the person's name (and, as axe's label-content-name-mismatch asks, its visible text).
    expect(
      await page
        .getByTestId('navbar')
        .getByRole('link', { name: /Wanjiru Mwangi/ })
        .first()
        .getAttribute('data-testid'),
    ).toBe('navbar-profile');
    // The avatar carries the person's initials.
    await profile.getByText('WM', { exact: true }).waitFor();

    await logo.click();
    await waitForPath(page, '/companies');
    await heading(page, 'Companies');

    await navbar.getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Company dashboard');

    await profile.click();
    await waitForPath(page, '/profile/details');
    await heading(page, 'Profile details');
  });

  test('a toast leaves the navbar and its user menu usable', async ({ stack, openPage }) => {
    const merchant = await seedMerchant(stack, { sme: true });
    const page = await openPage();
    await page.goto(`/sme?token=${encodeURIComponent(merchant.token)}`);
    await waitForPath(page, '/sme/auth/create-brand');
    await page.getByLabel('Business name').fill('Sokoni Deals');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await waitForPath(page, /^\/sme\/[^/]+\/dashboard$/);

    const toast = page.getByTestId('toast-success');
    await toast.getByText('Your business is set up.').waitFor();
    const toastBox = (await toast.boundingBox())!;
    const navbarBox = (await page.getByTestId('navbar').boundingBox())!;
    expect(toastBox.y, 'the toast starts below the navbar').toBeGreaterThanOrEqual(navbarBox.y + navbarBox.height);

    // The user menu answers while the toast is still shown.
    await page.getByRole('button', { name: 'User menu' }).click({ timeout: 2_000 });
    await page.getByRole('menuitem', { name: 'Log out' }).click({ timeout: 2_000 });
    await waitForPath(page, '/sme/auth/signin');
    expect(await readStorage(page)).toEqual({ brand: null, sme: null, pending: null });
  });
});

describe('footer', () => {
  test('shows the Nairobi office, the configured support phone and e-mail', async ({ openPage }) => {
    const page = await openPage();
    await page.goto('/auth/login');
    const footer = page.locator('footer');

    const office = footer.getByTestId('footer-office');
    await office.waitFor();
    expect(await office.innerText()).toMatch(/Nairobi/);

    const phone = footer.getByTestId('footer-phone');
    await phone.waitFor();
    expect((await phone.innerText()).trim()).toBe(SUPPORT_PHONE);
    expect(await phone.getAttribute('href')).toBe(`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`);

    const email = footer.getByTestId('footer-email');
    expect((await email.innerText()).trim()).toBe(SUPPORT_EMAIL);
    expect(await email.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);

    // The same footer in the SME area.
    await page.goto('/sme/auth/signin');
    await page.locator('footer').getByTestId('footer-phone').getByText(SUPPORT_PHONE).waitFor();
    await page.locator('footer').getByTestId('footer-email').getByText(SUPPORT_EMAIL).waitFor();
  });

  test('links to /faq, /terms-and-conditions and /privacypolicy', async ({ openPage }) => {
    const page = await openPage();
    const links = [
      { name: 'FAQ', path: '/faq', title: 'Frequently asked questions' },
      { name: 'Terms and conditions', path: '/terms-and-conditions', title: 'Terms and conditions' },
      { name: 'Privacy policy', path: '/privacypolicy', title: 'Privacy policy' },
    ];
    await page.goto('/auth/login');
    for (const link of links) {
      const anchor = page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: link.name, exact: true });
      expect(await anchor.getAttribute('href')).toBe(link.path);
      await anchor.click();
      await waitForPath(page, link.path);
      await heading(page, link.title);
    }
  });

  test('the footer pages stay open to a logged-in brand user', async ({ pageAs, brand }) => {
    const { page } = await brandPage({ brand, pageAs });
    for (const path of ['/faq', '/terms-and-conditions', '/privacypolicy']) {
      await page.goto(path);
      await waitForPath(page, path);
      await page.getByTestId('footer-phone').waitFor();
    }
  });
});

describe('legal pages', () => {
  test('the terms page shows V1_MERCHANT_US_EN and the privacy page its version', async ({ stack, openPage }) => {
    const page = await openPage();
    await page.goto('/terms-and-conditions');
    const terms = page.getByTestId('terms-version');
    await terms.waitFor();
    expect((await terms.innerText()).trim()).toBe('V1_MERCHANT_US_EN');

    const privacyLabel = (await stack.api('GET', '/api/conf/privacy/MERCHANT/latest')).body.label as string;
    await page.goto('/privacypolicy');
    const privacy = page.getByTestId('privacy-version');
    await privacy.waitFor();
    expect((await privacy.innerText()).trim()).toBe(privacyLabel);
  });
});

describe('a 375 px wide viewport', () => {
  const phone: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

  async function expectNoHorizontalOverflow(page: Page, path: string) {
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    }));
    expect(widths.doc, `${path} scrollWidth`).toBeLessThanOrEqual(375);
    expect(widths.body, `${path} body scrollWidth`).toBeLessThanOrEqual(375);
  }

  test('pages fit without horizontal scrolling, and the menu opens from the burger', async ({ openPage }) => {
    const page = await openPage(phone);
    const pages = [
      { path: '/auth/login', title: 'Log in' },
      { path: '/auth/signup', title: 'Create your account' },
      { path: '/sme/auth/signup', title: 'Create your business account' },
      { path: '/terms-and-conditions', title: 'Terms and conditions' },
      { path: '/faq', title: 'Frequently asked questions' },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await heading(page, title);
      await page.getByTestId('footer-phone').waitFor();
      await expectNoHorizontalOverflow(page, path);
    }

    // The navbar's links live in a drawer on a phone.
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('link', { name: 'Sign up' }).click();
    await waitForPath(page, '/auth/signup');
    await heading(page, 'Create your account');
  });

  test('a logged-in brand user can use the app and log out from the drawer', async ({ pageAs, brand }) => {
    const { page, companyId } = await brandPage({ brand, pageAs }, phone);
    await page.goto(`/companies/${companyId}/dashboard`);
    await heading(page, 'Company dashboard');
    await expectNoHorizontalOverflow(page, 'company dashboard');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByText('Wanjiru Mwangi').waitFor();
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, '/auth/login');
    expect((await readStorage(page)).brand).toBeNull();
  });
});
