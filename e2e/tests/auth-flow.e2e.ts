/**
 * The account flows of issue 2 in Chromium: brand sign-up -> e-mail code -> onboarding -> logout ->
 * login; a wrong password; forgot password through the mailed link; the SME sign-up sequence
 * (initiate, code, business name) to the SME dashboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest, pathOfLink, readStorage, seedMerchant, uniqueEmail, waitForPath } from '../fixtures';

const test = browserTest();

const RULE_IDS = ['length', 'number', 'uppercase', 'lowercase', 'symbol'] as const;

async function ruleStates(page: Page): Promise<Record<string, boolean>> {
  const states: Record<string, boolean> = {};
  for (const id of RULE_IDS)
    states[id] = (await page.getByTestId(`password-rule-${id}`).getAttribute('data-passed')) === 'true';
  return states;
}

async function fillSignupForm(
  page: Page,
  values: { first: string; last: string; business: string; email: string; phone: string },
) {
  await page.getByLabel('First name').fill(values.first);
  await page.getByLabel('Last name').fill(values.last);
  await page.getByLabel('Business name').fill(values.business);
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel('Phone number').fill(values.phone);
}

async function logInThroughForm(page: Page, email: string, password: string, button = 'Log in') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

describe('brand account', () => {
  test('signs up (live password rules), verifies the mailed code, lands on onboarding, logs out and in again', async ({
    stack,
    openPage,
  }) => {
    const page = await openPage();
    const email = uniqueEmail('signup');
    const password = 'Kahawa#2024';

    await page.goto('/auth/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillSignupForm(page, {
      first: 'Amani',
      last: 'Otieno',
      business: 'Kahawa Ltd',
      email,
      phone: '+254 712 345678',
    });

    // Every rule label is shown, none met before typing.
    for (const label of [
      'At least 8 characters',
      'At least one number',
      'One uppercase letter',
      'One lowercase letter',
      'One symbol from !@#&$%',
    ]) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    expect(await ruleStates(page)).toEqual({
      length: false,
      number: false,
      uppercase: false,
      lowercase: false,
      symbol: false,
    });

    // The labels tick one by one as the password is typed.
    const passwordInput = page.getByLabel('Password', { exact: true });
    await passwordInput.pressSequentially('k');
    expect(await ruleStates(page)).toEqual({
      length: false,
      number: false,
      uppercase: false,
      lowercase: true,
      symbol: false,
    });
    await passwordInput.pressSequentially('K');
    expect(await ruleStates(page)).toEqual({
      length: false,
      number: false,
      uppercase: true,
      lowercase: true,
      symbol: false,
    });
    await passwordInput.pressSequentially('2');
    expect(await ruleStates(page)).toEqual({
      length: false,
      number: true,
      uppercase: true,
      lowercase: true,
      symbol: false,
    });
    await passwordInput.pressSequentially('#');
    expect(await ruleStates(page)).toEqual({
      length: false,
      number: true,
      uppercase: true,
      lowercase: true,
      symbol: true,
    });
    await passwordInput.pressSequentially('wxyz');
    expect(await ruleStates(page)).toEqual({
      length: true,
      number: true,
      uppercase: true,
      lowercase: true,
      symbol: true,
    });
    // ...and un-tick when the value stops meeting them.
    await passwordInput.fill('kahawa');
    expect(await ruleStates(page)).toEqual({
      length: false,
      number: false,
      uppercase: false,
      lowercase: true,
      symbol: false,
    });
    await passwordInput.fill(password);
    expect(await ruleStates(page)).toEqual({
      length: true,
      number: true,
      uppercase: true,
      lowercase: true,
      symbol: true,
    });

    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // The code screen names the address; the account is pending, not logged in yet.
    await waitForPath(page, '/auth/verify-email');
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    await page.getByText(email).waitFor();
    let stored = await readStorage(page);
    expect(stored.brand).toBeNull();
    expect(JSON.parse(stored.pending ?? 'null')).toMatchObject({ kind: 'brand', email, flow: 'signup' });

    await page.getByLabel('Verification code').fill(await stack.otpFor(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/onboarding');
    await page.getByRole('heading', { name: 'Onboarding' }).waitFor();
    await page.getByTestId('toast-success').getByText('Your e-mail address is verified.').waitFor();
    await page.getByTestId('navbar-profile').getByText('Amani Otieno').waitFor();
    stored = await readStorage(page);
    expect(stored.pending).toBeNull();
    const session = JSON.parse(stored.brand ?? 'null') as {
      token: string;
      profile: { email: string; email_verified: boolean };
    };
    expect(session.token).toEqual(expect.any(String));
    expect(session.profile).toMatchObject({ email, email_verified: true });
    expect((await stack.api('GET', '/api/user/merchant', undefined, session.token)).status).toBe(200);

    // Log out through the user menu: back at the login, storage cleared, the token revoked.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/auth/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    stored = await readStorage(page);
    expect(stored).toEqual({ brand: null, sme: null, pending: null });
    expect((await stack.api('GET', '/api/user/merchant', undefined, session.token)).status).toBe(401);
    await expectNoLoggedInNavbar(page);

    // Log in again through the form: no companies yet, so onboarding.
    await logInThroughForm(page, email, password);
    await waitForPath(page, '/onboarding');
    await page.getByRole('heading', { name: 'Onboarding' }).waitFor();
    const again = JSON.parse((await readStorage(page)).brand ?? 'null') as { token: string };
    expect(again.token).not.toBe(session.token);
  });

  test('shows an error for a wrong password and stays logged out', async ({ stack, openPage }) => {
    const merchant = await seedMerchant(stack);
    const page = await openPage();
    await page.goto('/auth/login');
    await logInThroughForm(page, merchant.email, 'Wr0ng!Password');

    const error = page.getByRole('alert').filter({ hasText: 'We could not log you in' });
    await error.waitFor();
    expect((await error.innerText()).replace('We could not log you in', '').trim().length).toBeGreaterThan(0);
    await waitForPath(page, '/auth/login');
    expect((await readStorage(page)).brand).toBeNull();

    // The right password still works after the failure.
    await page.getByLabel('Password', { exact: true }).fill(merchant.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/onboarding');
  });

  test('resets a forgotten password through the mailed link and logs in with the new one', async ({
    stack,
    openPage,
  }) => {
    const merchant = await seedMerchant(stack);
    const newPassword = 'Mpya$Siri9';
    const page = await openPage();

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/auth/reset-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.getByText(merchant.email).waitFor();

    const link = await stack.linkFor(merchant.email, '/auth/reset-password');
    const target = pathOfLink(link);
    expect(target).toMatch(/^\/auth\/reset-password\?token=[^&]+&email=/);
    await page.goto(target);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByText(`For ${merchant.email}`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    expect(await ruleStates(page)).toEqual({
      length: true,
      number: true,
      uppercase: true,
      lowercase: true,
      symbol: true,
    });
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await waitForPath(page, '/auth/login');
    // The old password no longer works; the new one does.
    await logInThroughForm(page, merchant.email, merchant.password);
    await page.getByRole('alert').filter({ hasText: 'We could not log you in' }).waitFor();
    expect((await readStorage(page)).brand).toBeNull();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/onboarding');
    expect((await readStorage(page)).brand).not.toBeNull();

    // The link works once.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/auth/login');
    await page.goto(target);
    await page.getByLabel('New password', { exact: true }).fill('Tena$Siri10');
    await page.getByLabel('Confirm new password').fill('Tena$Siri10');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not change your password' }).waitFor();
  });
});

describe('SME account', () => {
  test('signs up: details, mailed code, business name, then the SME dashboard', async ({ stack, openPage }) => {
    const page = await openPage();
    const email = uniqueEmail('sme-signup');
    const password = 'Biashara@77';

    await page.goto('/sme/auth/signup');
    await page.getByRole('heading', { name: 'Create your business account' }).waitFor();
    await fillSignupForm(page, {
      first: 'Njeri',
      last: 'Kamau',
      business: 'Mama Mboga',
      email,
      phone: '+254 722 111222',
    });
    await page.getByLabel('Password', { exact: true }).fill(password);
    expect(await ruleStates(page)).toEqual({
      length: true,
      number: true,
      uppercase: true,
      lowercase: true,
      symbol: true,
    });
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 2: the code.
    await waitForPath(page, '/sme/auth/verify-email');
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    expect(JSON.parse((await readStorage(page)).pending ?? 'null')).toMatchObject({
      kind: 'sme',
      email,
      flow: 'signup',
    });
    await page.getByLabel('Verification code').fill(await stack.otpFor(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    // Step 3: the business name, prefilled from the sign-up.
    await waitForPath(page, '/sme/auth/complete-signup');
    await page.getByRole('heading', { name: 'Name your business' }).waitFor();
    const businessName = page.getByLabel('Business name');
    expect(await businessName.inputValue()).toBe('Mama Mboga');
    await businessName.fill('  Mama Mboga Groceries  ');
    await page.getByRole('button', { name: 'Finish sign-up' }).click();

    await waitForPath(page, /^\/sme\/[^/]+\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const stored = await readStorage(page);
    expect(stored.brand).toBeNull();
    expect(stored.pending).toBeNull();
    const session = JSON.parse(stored.sme ?? 'null') as { token: string };
    const profile = (await stack.api('GET', '/api/user/merchant', undefined, session.token)).body;
    const company = profile.companies.find(
      (c: { company_role: string; is_sme: boolean }) => c.company_role === 'ACCOUNT' && c.is_sme,
    );
    expect(company).toMatchObject({ name: 'Mama Mboga Groceries' });
    expect(pathOfLink(page.url())).toBe(`/sme/${company.id}/dashboard`);

    // The SME user menu logs out to the SME sign-in.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/sme/auth/signin');
    expect(await readStorage(page)).toEqual({ brand: null, sme: null, pending: null });
  });
});

async function expectNoLoggedInNavbar(page: Page) {
  const navbar = page.getByTestId('navbar');
  await navbar.getByRole('link', { name: 'Sign up' }).waitFor();
  expect(await page.getByTestId('navbar-profile').count()).toBe(0);
}
