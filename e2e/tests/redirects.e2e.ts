/**
 * Every redirect rule of spec section 4 (and the route redirects of section 2) in Chromium, one test
 * per rule, with real sessions from the API.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addCompany,
  disableAccount,
  readStorage,
  seedMerchant,
  startStack,
  storeSession,
  waitForPath,
  type SessionKind,
  type Stack,
} from '../fixtures';

let stack: Stack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function openPage(): Promise<Page> {
  const { context, page } = await stack.newPage();
  contexts.push(context);
  return page;
}

type Merchant = Awaited<ReturnType<typeof seedMerchant>>;

/** The merchant's current profile from the API (after companies were added). */
async function profileOf(merchant: Merchant) {
  const reply = await stack.api('GET', '/api/user/merchant', undefined, merchant.token);
  expect(reply.status).toBe(200);
  return reply.body;
}

/** A page whose browser holds the merchant's session of the given kind, with its current profile. */
async function pageLoggedIn(merchant: Merchant, kind: SessionKind): Promise<Page> {
  const page = await openPage();
  await storeSession(page, kind, { token: merchant.token, profile: await profileOf(merchant) });
  return page;
}

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

async function logInThroughForm(page: Page, merchant: Merchant, button: 'Log in' | 'Sign in') {
  await page.getByLabel('E-mail').fill(merchant.email);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

const enc = encodeURIComponent;

describe('unauthenticated visits', () => {
  it('a brand page goes to /auth/login?redirect={path}, and logging in lands on that path', async () => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Safari Juice', role: 'BRAND' });
    const page = await openPage();

    const target = `/companies/${companyId}/campaigns?tab=ongoing`;
    await page.goto(target);
    await waitForPath(page, `/auth/login?redirect=${enc(target)}`);
    await heading(page, 'Log in');

    await logInThroughForm(page, merchant, 'Log in');
    await waitForPath(page, target);
    await heading(page, 'Campaigns');
    expect(JSON.parse((await readStorage(page)).brand ?? 'null')).toMatchObject({ token: expect.any(String) });
  });

  it('an SME page goes to /sme/auth/signin?redirect={path}, and signing in lands on that path', async () => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Kibanda Crafts' });
    const smeId = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await openPage();

    const target = `/sme/${smeId}/reports`;
    await page.goto(target);
    await waitForPath(page, `/sme/auth/signin?redirect=${enc(target)}`);
    await heading(page, 'Sign in');

    await logInThroughForm(page, merchant, 'Sign in');
    await waitForPath(page, target);
    await heading(page, 'Reports');
    const stored = await readStorage(page);
    expect(stored.sme).not.toBeNull();
    expect(stored.brand).toBeNull();
  });

  it('a route needing an SME login sends an anonymous visitor to /sme/auth/signin', async () => {
    const page = await openPage();
    await page.goto('/sme/auth/create-brand');
    await waitForPath(page, `/sme/auth/signin?redirect=${enc('/sme/auth/create-brand')}`);
    await heading(page, 'Sign in');

    await page.goto('/sme/some-business/settings');
    await waitForPath(page, `/sme/auth/signin?redirect=${enc('/sme/some-business/settings')}`);
  });

  it('/ and /auth go to /auth/login', async () => {
    const page = await openPage();
    await page.goto('/');
    await waitForPath(page, '/auth/login');
    await heading(page, 'Log in');
    await page.goto('/auth');
    await waitForPath(page, '/auth/login');
    await heading(page, 'Log in');
  });
});

describe('the redirect parameter', () => {
  it('is not followed when it is an absolute or protocol-relative URL', async () => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Maziwa Dairy', role: 'BRAND' });
    const home = `/companies/${companyId}/dashboard`;

    for (const redirect of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example/steal', 'javascript:alert(1)']) {
      const page = await openPage();
      const offSite: string[] = [];
      await page.context().route((url) => url.hostname.endsWith('evil.example'), async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      });

      await page.goto(`/auth/login?redirect=${enc(redirect)}`);
      await heading(page, 'Log in');
      await logInThroughForm(page, merchant, 'Log in');
      await waitForPath(page, home);
      await heading(page, 'Company dashboard');
      expect(new URL(page.url()).origin, redirect).toBe(stack.baseUrl);

      // Already logged in, the same link still does not leave the site.
      await page.goto(`/auth/login?redirect=${enc(redirect)}`);
      await waitForPath(page, home);
      expect(new URL(page.url()).origin, redirect).toBe(stack.baseUrl);
      expect(offSite, redirect).toEqual([]);
    }

    // The SME sign-in does not follow one either.
    const sme = await seedMerchant(stack, { sme: true, business: 'Fundi Tools' });
    const smeId = (sme.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await openPage();
    await page.goto(`/sme/auth/signin?redirect=${enc('//evil.example/sme')}`);
    await logInThroughForm(page, sme, 'Sign in');
    await waitForPath(page, `/sme/${smeId}/dashboard`);
    expect(new URL(page.url()).origin).toBe(stack.baseUrl);
  });
});

describe('/sme?token=', () => {
  it('stores the SME token and goes to /sme/{id}/dashboard when the SME has a company', async () => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Ushanga Beads' });
    const smeId = (merchant.profile.companies as { id: string; company_role: string; is_sme: boolean }[]).find(
      (c) => c.company_role === 'ACCOUNT' && c.is_sme,
    )!.id;
    const page = await openPage();

    await page.goto(`/sme?token=${enc(merchant.token)}`);
    await waitForPath(page, `/sme/${smeId}/dashboard`);
    await heading(page, 'Dashboard');
    const stored = await readStorage(page);
    expect(JSON.parse(stored.sme ?? 'null')).toMatchObject({ token: merchant.token, profile: { id: merchant.profile.id } });
    expect(stored.brand).toBeNull();
    await page.getByTestId('navbar-profile').getByText('Ushanga Beads').waitFor();
  });

  it('goes to /sme/auth/create-brand when the SME user has no company, where naming it leads to the dashboard', async () => {
    const merchant = await seedMerchant(stack, { sme: true });
    const page = await openPage();

    await page.goto(`/sme?token=${enc(merchant.token)}`);
    await waitForPath(page, '/sme/auth/create-brand');
    await heading(page, 'Create your brand');
    expect(JSON.parse((await readStorage(page)).sme ?? 'null')).toMatchObject({ token: merchant.token });

    await page.getByLabel('Business name').fill('Chapati Corner');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await waitForPath(page, /^\/sme\/[^/]+\/dashboard$/);
    const profile = await profileOf(merchant);
    const company = profile.companies.find((c: { is_sme: boolean }) => c.is_sme);
    expect(company).toMatchObject({ name: 'Chapati Corner', company_role: 'ACCOUNT' });
    expect(new URL(page.url()).pathname).toBe(`/sme/${company.id}/dashboard`);
  });
});

describe('cross-area rules', () => {
  it('an SME-authenticated user visiting a non-SME path goes to their SME dashboard', async () => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Nyama Choma Spot' });
    const smeId = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await pageLoggedIn(merchant, 'sme');

    for (const path of ['/companies', '/onboarding', '/profile/details', '/auth/login']) {
      await page.goto(path);
      await waitForPath(page, `/sme/${smeId}/dashboard`);
      await heading(page, 'Dashboard');
    }
  });

  it('a brand-authenticated user visiting an SME path goes to the first BRAND company dashboard, else /companies', async () => {
    // Companies are listed in the order they were joined; the first is an agency, not a brand.
    const merchant = await seedMerchant(stack);
    await addCompany(stack, merchant.profile.id, { name: 'Aardvark Agency', role: 'AGENCY' });
    const firstBrand = await addCompany(stack, merchant.profile.id, { name: 'Baobab Brand', role: 'BRAND' });
    await addCompany(stack, merchant.profile.id, { name: 'Cedar Brand', role: 'BRAND' });
    const profile = await profileOf(merchant);
    expect(profile.companies.map((c: { name: string }) => c.name)).toEqual(['Aardvark Agency', 'Baobab Brand', 'Cedar Brand']);

    const page = await pageLoggedIn(merchant, 'brand');
    for (const path of ['/sme/x/dashboard', '/sme/auth/signin', '/sme']) {
      await page.goto(path);
      await waitForPath(page, `/companies/${firstBrand}/dashboard`);
      await heading(page, 'Company dashboard');
    }

    // Without a BRAND company: /companies.
    const agencyOnly = await seedMerchant(stack);
    await addCompany(stack, agencyOnly.profile.id, { name: 'Only Agency', role: 'AGENCY' });
    const other = await pageLoggedIn(agencyOnly, 'brand');
    await other.goto('/sme/x/dashboard');
    await waitForPath(other, '/companies');
    await heading(other, 'Companies');
  });

  it('after a non-SME login through the SME sign-in, the user goes to /companies', async () => {
    const merchant = await seedMerchant(stack);
    await addCompany(stack, merchant.profile.id, { name: 'Zawadi Brand', role: 'BRAND' });
    const page = await openPage();

    await page.goto('/sme/auth/signin');
    await heading(page, 'Sign in');
    await logInThroughForm(page, merchant, 'Sign in');
    await waitForPath(page, '/companies');
    await heading(page, 'Companies');
    const stored = await readStorage(page);
    expect(JSON.parse(stored.brand ?? 'null')).toMatchObject({ token: expect.any(String) });
    expect(stored.sme).toBeNull();
  });
});

describe('anonymity rules', () => {
  it('a route needing SME anonymity sends an authenticated SME user to their dashboard', async () => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Kikapu Bags' });
    const smeId = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await pageLoggedIn(merchant, 'sme');

    for (const path of ['/sme/auth/signin', '/sme/auth/signup', '/sme/signin']) {
      await page.goto(path);
      await waitForPath(page, `/sme/${smeId}/dashboard`);
      await heading(page, 'Dashboard');
    }
  });

  it('a route needing anonymity sends a logged-in brand user to their company dashboard', async () => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Jua Kali Works', role: 'BRAND' });
    const page = await pageLoggedIn(merchant, 'brand');

    for (const path of ['/auth/login', '/auth/signup', '/auth/reset-password', '/auth']) {
      await page.goto(path);
      await waitForPath(page, `/companies/${companyId}/dashboard`);
      await heading(page, 'Company dashboard');
    }
  });
});

describe('company routes', () => {
  it('a company that is not among the profile companies sends the user to /companies', async () => {
    const owner = await seedMerchant(stack);
    const foreignId = await addCompany(stack, owner.profile.id, { name: 'Not Yours Ltd', role: 'BRAND' });
    const merchant = await seedMerchant(stack);
    const ownId = await addCompany(stack, merchant.profile.id, { name: 'Mine Ltd', role: 'BRAND' });
    const page = await pageLoggedIn(merchant, 'brand');

    await page.goto(`/companies/${ownId}/settings`);
    await waitForPath(page, `/companies/${ownId}/settings`);
    await heading(page, 'Company settings');

    for (const path of [`/companies/${foreignId}/dashboard`, `/companies/${foreignId}`, '/companies/does-not-exist/jobs']) {
      await page.goto(path);
      await waitForPath(page, '/companies');
      await heading(page, 'Companies');
    }
  });

  it('a disabled account is sent to /disabled on company routes', async () => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Pole Pole Ltd', role: 'BRAND' });
    // Logged in while the account was still active...
    const page = await pageLoggedIn(merchant, 'brand');
    await page.goto(`/companies/${companyId}/dashboard`);
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Company dashboard');

    // ...then disabled: on the next visit every company route leads to /disabled.
    await disableAccount(stack, merchant.profile.id);
    for (const path of [`/companies/${companyId}/dashboard`, '/companies', '/dashboard-main']) {
      await page.goto(path);
      await waitForPath(page, '/disabled');
      await heading(page, 'Your account is disabled');
    }
    // The session itself stays (the account is disabled, not logged out).
    expect((await readStorage(page)).brand).not.toBeNull();
  });

  it('/companies/{id} goes to its dashboard and /profile goes to /profile/details', async () => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Tembo Ltd', role: 'BRAND' });
    const page = await pageLoggedIn(merchant, 'brand');

    await page.goto(`/companies/${companyId}`);
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Company dashboard');
    await page.goto('/profile');
    await waitForPath(page, '/profile/details');
    await heading(page, 'Profile details');
  });
});

describe('a 401 from the API', () => {
  it('clears the stored brand session and lands on the login', async () => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Simba Ltd', role: 'BRAND' });
    const page = await openPage();

    // Log in through the UI, then revoke that very session on the server.
    await page.goto('/auth/login');
    await logInThroughForm(page, merchant, 'Log in');
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    const { token } = JSON.parse((await readStorage(page)).brand ?? 'null') as { token: string };
    expect((await stack.api('POST', '/api/auth/logout', undefined, token)).status).toBe(200);

    await page.goto('/companies');
    await waitForPath(page, `/auth/login?redirect=${enc('/companies')}`);
    await heading(page, 'Log in');
    expect(await readStorage(page)).toEqual({ brand: null, sme: null, pending: null });
    expect(await page.getByTestId('navbar-profile').count()).toBe(0);
  });

  it('clears the stored SME session and lands on the SME sign-in', async () => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Mandazi Bakery' });
    const smeId = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await pageLoggedIn(merchant, 'sme');
    await page.goto(`/sme/${smeId}/dashboard`);
    await heading(page, 'Dashboard');
    expect((await stack.api('POST', '/api/auth/logout', undefined, merchant.token)).status).toBe(200);

    await page.goto(`/sme/${smeId}/contents`);
    await waitForPath(page, `/sme/auth/signin?redirect=${enc(`/sme/${smeId}/contents`)}`);
    await heading(page, 'Sign in');
    expect(await readStorage(page)).toEqual({ brand: null, sme: null, pending: null });
  });
});
