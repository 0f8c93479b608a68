/**
 * Every redirect rule of spec section 4 (and the route redirects of section 2) in Chromium, one test
 * per rule, with real sessions from the API.
 */
import { describe, expect } from 'vitest';
import {
  addCompany,
  browserTest,
  disableAccount,
  heading,
  logInThroughForm,
  profileOf,
  readStorage,
  seedMerchant,
  storeSession,
  waitForPath,
} from '../fixtures';

const test = browserTest();

const enc = encodeURIComponent;

describe('unauthenticated visits', () => {
  test('a brand page goes to /auth/login?redirect={path}, and logging in lands on that path', async ({
    stack,
    openPage,
  }) => {
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

  test('an SME page goes to /sme/auth/signin?redirect={path}, and signing in lands on that path', async ({
    stack,
    openPage,
  }) => {
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

  test('a route needing an SME login sends an anonymous visitor to /sme/auth/signin', async ({ openPage }) => {
    const page = await openPage();
    await page.goto('/sme/auth/create-brand');
    await waitForPath(page, `/sme/auth/signin?redirect=${enc('/sme/auth/create-brand')}`);
    await heading(page, 'Sign in');

    await page.goto('/sme/some-business/settings');
    await waitForPath(page, `/sme/auth/signin?redirect=${enc('/sme/some-business/settings')}`);
  });

  test('/ and /auth go to /auth/login', async ({ openPage }) => {
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
  test('is not followed when it is an absolute or protocol-relative URL', async ({ stack, openPage }) => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Maziwa Dairy', role: 'BRAND' });
    const home = `/companies/${companyId}/dashboard`;

    for (const redirect of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example/steal',
      'javascript:alert(1)',
    ]) {
      const page = await openPage();
      const offSite: string[] = [];
      await page.context().route(
        (url) => url.hostname.endsWith('evil.example'),
        async (route) => {
          offSite.push(route.request().url());
          await route.abort();
        },
      );

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
  test('stores the SME token and goes to /sme/{id}/dashboard when the SME has a company', async ({
    stack,
    openPage,
  }) => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Ushanga Beads' });
    const smeId = (merchant.profile.companies as { id: string; company_role: string; is_sme: boolean }[]).find(
      (c) => c.company_role === 'ACCOUNT' && c.is_sme,
    )!.id;
    const page = await openPage();

    await page.goto(`/sme?token=${enc(merchant.token)}`);
    await waitForPath(page, `/sme/${smeId}/dashboard`);
    await heading(page, 'Dashboard');
    const stored = await readStorage(page);
    expect(JSON.parse(stored.sme ?? 'null')).toMatchObject({
      token: merchant.token,
      profile: { id: merchant.profile.id },
    });
    expect(stored.brand).toBeNull();
    await page.getByTestId('navbar-profile').getByText('Ushanga Beads').waitFor();
  });

  test('goes to /sme/auth/create-brand when the SME user has no company; naming it leads to the dashboard', async ({
    stack,
    openPage,
  }) => {
    const merchant = await seedMerchant(stack, { sme: true });
    const page = await openPage();

    await page.goto(`/sme?token=${enc(merchant.token)}`);
    await waitForPath(page, '/sme/auth/create-brand');
    await heading(page, 'Create your brand');
    expect(JSON.parse((await readStorage(page)).sme ?? 'null')).toMatchObject({ token: merchant.token });

    await page.getByLabel('Business name').fill('Chapati Corner');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await waitForPath(page, /^\/sme\/[^/]+\/dashboard$/);
    const profile = await profileOf(stack, merchant);
    const company = profile.companies.find((c: { is_sme: boolean }) => c.is_sme);
    expect(company).toMatchObject({ name: 'Chapati Corner', company_role: 'ACCOUNT' });
    expect(new URL(page.url()).pathname).toBe(`/sme/${company.id}/dashboard`);
  });
});

describe('cross-area rules', () => {
  test('an SME-authenticated user visiting any non-SME path goes to their SME dashboard', async ({
    smeOwner,
    pageAs,
  }) => {
    const page = await pageAs(smeOwner, 'sme');
    for (const path of ['/companies', '/onboarding', '/profile/details', '/auth/login', '/disabled']) {
      await page.goto(path);
      await waitForPath(page, `/sme/${smeOwner.smeId}/dashboard`);
      await heading(page, 'Dashboard');
    }
  });

  test('the pages open to any visitor open for a signed-in SME user too (decision 014: the open pages win)', async ({
    smeOwner,
    pageAs,
  }) => {
    const page = await pageAs(smeOwner, 'sme');
    const open: Array<[path: string, heading: string]> = [
      ['/faq', 'Frequently asked questions'],
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/privacypolicy', 'Privacy policy'],
      ['/contact', 'Contact us'],
      ['/auth/thank-you', 'Thank you!'],
    ];
    for (const [path, name] of open) {
      await page.goto(path);
      await heading(page, name, 1);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    // A campaign's public page stays at its address (an unknown id: its own "Campaign not found").
    await page.goto('/public/campaign-details/1');
    await heading(page, 'Campaign not found', 1);
    expect(new URL(page.url()).pathname).toBe('/public/campaign-details/1');
    // The session is kept: the SME area is one tap away.
    await page.goto(`/sme/${smeOwner.smeId}/dashboard`);
    await waitForPath(page, `/sme/${smeOwner.smeId}/dashboard`);
    await heading(page, 'Dashboard');
  });

  test('with a brand and an SME session in one browser the SME session decides, never back and forth', async ({
    brand,
    smeOwner,
    pageAs,
  }) => {
    const page = await pageAs(brand, 'brand');
    await storeSession(page, 'sme', { token: smeOwner.token, profile: smeOwner.profile });
    const stored = await readStorage(page);
    expect(stored.brand).not.toBeNull();
    expect(stored.sme).not.toBeNull();

    // Brand pages and the brand auth pages: the SME dashboard (the open pages open, whoever is signed in).
    for (const path of [`/companies/${brand.companyId}/dashboard`, '/companies', '/auth/login']) {
      await page.goto(path);
      await waitForPath(page, `/sme/${smeOwner.smeId}/dashboard`);
      await heading(page, 'Dashboard');
    }
    // SME pages stay in the SME area (the SME user is at home there); the SME anonymous pages lead home.
    await page.goto(`/sme/${smeOwner.smeId}/reports`);
    await waitForPath(page, `/sme/${smeOwner.smeId}/reports`);
    await heading(page, 'Reports');
    await page.goto('/sme/auth/signin');
    await waitForPath(page, `/sme/${smeOwner.smeId}/dashboard`);
    // Neither session was dropped on the way.
    expect(await readStorage(page)).toEqual(stored);
  });

  test('/onboarding is a brand page: anonymous visitors log in, brand users see it, SME users go to dashboard', async ({
    stack,
    openPage,
    pageAs,
    smeOwner,
  }) => {
    const anonymous = await openPage();
    await anonymous.goto('/onboarding');
    await waitForPath(anonymous, `/auth/login?redirect=${enc('/onboarding')}`);

    const newcomer = await seedMerchant(stack);
    const page = await pageAs(newcomer, 'brand');
    for (const path of ['/onboarding', '/onboarding/company']) {
      await page.goto(path);
      await waitForPath(page, path);
    }
    await heading(page, 'Create your company');

    const sme = await pageAs(smeOwner, 'sme');
    for (const path of ['/onboarding', '/onboarding/company']) {
      await sme.goto(path);
      await waitForPath(sme, `/sme/${smeOwner.smeId}/dashboard`);
    }
  });

  test('a brand user on an SME path goes to the first BRAND company dashboard, else /companies', async ({
    stack,
    pageAs,
  }) => {
    // Companies are listed in the order they were joined; the first is an agency, not a brand.
    const merchant = await seedMerchant(stack);
    await addCompany(stack, merchant.profile.id, { name: 'Aardvark Agency', role: 'AGENCY' });
    const firstBrand = await addCompany(stack, merchant.profile.id, { name: 'Baobab Brand', role: 'BRAND' });
    await addCompany(stack, merchant.profile.id, { name: 'Cedar Brand', role: 'BRAND' });
    const profile = await profileOf(stack, merchant);
    expect(profile.companies.map((c: { name: string }) => c.name)).toEqual([
      'Aardvark Agency',
      'Baobab Brand',
      'Cedar Brand',
    ]);

    const page = await pageAs(merchant, 'brand');
    for (const path of ['/sme/x/dashboard', '/sme/auth/signin', '/sme']) {
      await page.goto(path);
      await waitForPath(page, `/companies/${firstBrand}/dashboard`);
      await heading(page, 'Company dashboard');
    }

    // Without a BRAND company: /companies.
    const agencyOnly = await seedMerchant(stack);
    await addCompany(stack, agencyOnly.profile.id, { name: 'Only Agency', role: 'AGENCY' });
    const other = await pageAs(agencyOnly, 'brand');
    await other.goto('/sme/x/dashboard');
    await waitForPath(other, '/companies');
    await heading(other, 'Companies');
  });

  test('after a non-SME login through the SME sign-in, the user goes to /companies', async ({ stack, openPage }) => {
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
  test('a route needing SME anonymity sends an authenticated SME user to their dashboard', async ({
    stack,
    pageAs,
  }) => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Kikapu Bags' });
    const smeId = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await pageAs(merchant, 'sme');

    for (const path of ['/sme/auth/signin', '/sme/auth/signup', '/sme/signin']) {
      await page.goto(path);
      await waitForPath(page, `/sme/${smeId}/dashboard`);
      await heading(page, 'Dashboard');
    }
  });

  test('a route needing anonymity sends a logged-in brand user to their company dashboard', async ({
    stack,
    pageAs,
  }) => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Jua Kali Works', role: 'BRAND' });
    const page = await pageAs(merchant, 'brand');

    for (const path of ['/auth/login', '/auth/signup', '/auth/reset-password', '/auth']) {
      await page.goto(path);
      await waitForPath(page, `/companies/${companyId}/dashboard`);
      await heading(page, 'Company dashboard');
    }
  });
});

describe('company routes', () => {
  test('a company not among the profile companies shows "not found or no access", way back to /companies', async ({
    brand,
    tenant,
    pageAs,
  }) => {
    const page = await pageAs(brand, 'brand');

    await page.goto(`/companies/${brand.companyId}/settings`);
    await waitForPath(page, `/companies/${brand.companyId}/settings`);
    await heading(page, 'Company settings');

    for (const path of [
      `/companies/${tenant.companyId}/dashboard`,
      `/companies/${tenant.companyId}`,
      '/companies/does-not-exist/jobs',
    ]) {
      await page.goto(path);
      // The page says so where the user asked (no silent redirect), and reveals nothing of the company.
      await waitForPath(page, path);
      await heading(page, 'Company not found or no access');
      expect(await page.getByText(tenant.companyName).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Company sections' }).count()).toBe(0);
    }

    await page.getByTestId('no-access').getByRole('link', { name: 'Go to your companies' }).click();
    await waitForPath(page, '/companies');
    await heading(page, 'Companies');
    await page.getByRole('link', { name: brand.companyName, exact: true }).waitFor();
  });

  test('/disabled is only for a disabled account: others are sent on to /companies', async ({
    stack,
    brand,
    openPage,
    pageAs,
  }) => {
    const active = await pageAs(brand, 'brand');
    await active.goto('/disabled');
    await waitForPath(active, '/companies');
    await heading(active, 'Companies');

    const anonymous = await openPage();
    await anonymous.goto('/disabled');
    await waitForPath(anonymous, `/auth/login?redirect=${enc('/companies')}`);

    const disabled = await pageAs(brand, 'brand');
    await disableAccount(stack, brand.profile.id);
    await disabled.goto('/disabled');
    await waitForPath(disabled, '/disabled');
    await heading(disabled, 'Your account is disabled');
  });

  test('a disabled account is sent to /disabled on company routes', async ({ stack, pageAs }) => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Pole Pole Ltd', role: 'BRAND' });
    // Logged in while the account was still active...
    const page = await pageAs(merchant, 'brand');
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

  test('/companies/{id} goes to its dashboard and /profile goes to /profile/details', async ({ stack, pageAs }) => {
    const merchant = await seedMerchant(stack);
    const companyId = await addCompany(stack, merchant.profile.id, { name: 'Tembo Ltd', role: 'BRAND' });
    const page = await pageAs(merchant, 'brand');

    await page.goto(`/companies/${companyId}`);
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Company dashboard');
    await page.goto('/profile');
    await waitForPath(page, '/profile/details');
    await heading(page, 'Profile details');
  });
});

describe('a 401 from the API', () => {
  test('clears the stored brand session and lands on the login', async ({ stack, openPage }) => {
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

  test('clears the stored SME session and lands on the SME sign-in', async ({ stack, pageAs }) => {
    const merchant = await seedMerchant(stack, { sme: true, business: 'Mandazi Bakery' });
    const smeId = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme)!.id;
    const page = await pageAs(merchant, 'sme');
    await page.goto(`/sme/${smeId}/dashboard`);
    await heading(page, 'Dashboard');
    expect((await stack.api('POST', '/api/auth/logout', undefined, merchant.token)).status).toBe(200);

    await page.goto(`/sme/${smeId}/contents`);
    await waitForPath(page, `/sme/auth/signin?redirect=${enc(`/sme/${smeId}/contents`)}`);
    await heading(page, 'Sign in');
    expect(await readStorage(page)).toEqual({ brand: null, sme: null, pending: null });
  });
});
