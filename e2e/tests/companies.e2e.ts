/**
 * Companies in Chromium (issue 3): onboarding to a company with a brand and the checklist that
 * follows it, a theme change seen on screen (saved, reloaded, reset), the theme lock of a company
 * manager, a foreign company id on the company pages, a disabled account on them; the demo brand's dashboard
 * showing the API's figures on its cards.
 * (The generic ownership and disabled redirects are in redirects.e2e.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { DEMO_ACCOUNTS, seedDemo } from '@app/api/db/seed/demo';
import { seedDemoCampaigns } from '@app/api/db/seed/demo-campaigns';
import { seedDemoContent } from '@app/api/db/seed/demo-content';
import { seedDemoCreatorSide } from '@app/api/db/seed/demo-creator-side';
import { seedDemoReports } from '@app/api/db/seed/demo-reports';
import type { CompanyDashboard } from '@app/shared/dashboard';
import { formatMoney } from '@app/shared/money';
import { paths } from '@app/web/paths';
import {
  browserTest,
  createCompanyViaApi,
  disableAccount,
  expectAccessible,
  heading,
  joinCompanyViaApi,
  ok,
  rootCssVar,
  seedMerchant,
  waitForPath,
  type PageFixtures,
  type Stack,
} from '../fixtures';

const test = browserTest();

/**
 * The primary buttons are filled with when no company or partner theme applies: Mantine's indigo at
 * its legible shade (4.5:1 or more against white; Mantine's own indigo-6 #4c6ef5 is 4.32:1).
 */
const DEFAULT_PRIMARY = '#385df4';

/**
 * What a company theme is worn with: the colour picked when white text on it (and it on white)
 * reaches 4.5:1, else the closest darker shade of the same hue that does. The stored scale keeps the
 * colour as picked.
 */
const WORN = { '#0ca678': '#09825e', '#fd7e14': '#b85402', '#12b886': '#0c805d' } as const;

/** A valid 1x1 png. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A colorscheme built from Mantine's teal scale (shade 6, #12b886, the one buttons are filled with once legible) and
 * its gray.
 */
const TEAL = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#087f5b',
];
const GRAY = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#868e96',
  '#495057',
  '#343a40',
  '#212529',
];
const TEAL_THEME = { primary: TEAL, secondary: TEAL, gray: GRAY };

function rgb(hex: string): string {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}

/** The colour and corner radius a filled primary button is really drawn with (pointer moved off it). */
async function buttonLook(page: Page, name: string) {
  await page.mouse.move(0, 0);
  const button = page.getByRole('button', { name, exact: true });
  await button.waitFor();
  return button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
  });
}

/** The onboarding checklist row of a flag as a person reads it: "(done)" or "(to do)". */
async function checklistState(page: Page, flag: string): Promise<string> {
  const row = page.getByTestId('onboarding-checklist').getByTestId(`checklist-${flag}`);
  await row.waitFor();
  return (await row.getByText(/^\((done|to do)\)$/).textContent()) ?? '';
}

describe('onboarding', () => {
  test('a verified merchant logs in, makes a company, adds a brand on its dashboard; tree, checklist fill up', async ({
    stack,
    openPage,
  }) => {
    const merchant = await seedMerchant(stack);
    const page = await openPage();

    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(merchant.email);
    await page.getByLabel('Password', { exact: true }).fill(merchant.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    // No company yet: onboarding, with only the e-mail step done.
    await waitForPath(page, '/onboarding');
    await heading(page, 'Onboarding', 1);
    await page.getByText('1 of 7 steps done').waitFor();
    expect(await checklistState(page, 'email_verified')).toBe('(done)');
    expect(await checklistState(page, 'company_created')).toBe('(to do)');
    expect(await checklistState(page, 'brand_created')).toBe('(to do)');

    await page.getByRole('link', { name: /^Company\b/ }).click();
    await waitForPath(page, '/onboarding/company');
    await heading(page, 'Create your company');
    await page.getByLabel('Company name').fill('  Kahawa House  ');
    await page.getByLabel('Website').fill('https://kahawa.example');
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Food & beverage' }).click();
    await page.getByLabel('Description').fill('Coffee from the slopes of Mount Kenya.');
    await page.getByRole('button', { name: 'Create company' }).click();

    await waitForPath(page, /^\/companies\/[0-9a-f-]{36}\/dashboard$/);
    const companyId = new URL(page.url()).pathname.split('/')[2];
    await heading(page, 'Kahawa House', 1);
    await heading(page, 'Company dashboard', 2);
    const header = page.getByTestId('company-header');
    await header.getByText('Company', { exact: true }).waitFor();
    await header.getByText('Owner', { exact: true }).waitFor();
    const created = await stack.api('GET', `/api/companies/${companyId}`, undefined, merchant.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Kahawa House',
      company_role: 'ACCOUNT',
      website: 'https://kahawa.example',
      industry: 'Food & beverage',
      description: 'Coffee from the slopes of Mount Kenya.',
      role: 'OWNER',
    });

    // The dashboard's checklist: the company step is done, the brand step not yet.
    await page.getByText('2 of 7 steps done').waitFor();
    expect(await checklistState(page, 'company_created')).toBe('(done)');
    expect(await checklistState(page, 'brand_created')).toBe('(to do)');
    await page.getByText('No brands yet').waitFor();

    // Add a brand from the dashboard.
    await page.getByRole('button', { name: 'Add brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a brand' });
    await dialog.waitFor();
    await dialog.getByText('It will sit under Kahawa House').waitFor();
    await dialog.getByLabel('Brand name').fill('Maziwa Fresh');
    await dialog.getByRole('button', { name: 'Add a brand' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const brandCard = page.getByTestId('child-company').filter({ hasText: 'Maziwa Fresh' });
    await brandCard.waitFor();
    await brandCard.getByText('Brand', { exact: true }).waitFor();

    await page.getByText('3 of 7 steps done').waitFor();
    expect(await checklistState(page, 'company_created')).toBe('(done)');
    expect(await checklistState(page, 'brand_created')).toBe('(done)');
    expect(await checklistState(page, 'cluster_created')).toBe('(to do)');

    // /companies: the brand is listed under the company.
    await page.goto('/companies');
    await heading(page, 'Companies', 1);
    const tree = page.getByRole('list', { name: 'Your companies' });
    const companyRow = tree
      .getByTestId('company-row')
      .filter({ has: page.getByRole('link', { name: 'Kahawa House', exact: true }) });
    expect(await companyRow.getAttribute('data-company-id')).toBe(companyId);
    const under = tree.getByRole('list', { name: 'Under Kahawa House' });
    const brandRow = under.getByTestId('company-row');
    expect(await brandRow.count()).toBe(1);
    await brandRow.getByRole('link', { name: 'Maziwa Fresh', exact: true }).waitFor();
    await brandRow.getByText('Brand', { exact: true }).waitFor();
    expect(await tree.getByTestId('company-row').count()).toBe(2);

    // The brand opens on its own dashboard, naming the company it belongs to.
    // (The row's id is read before the click: the list is gone once the brand's page opens.)
    const brandId = (await brandRow.getAttribute('data-company-id'))!;
    await brandRow.getByRole('link', { name: 'Maziwa Fresh', exact: true }).click();
    await waitForPath(page, `/companies/${brandId}/dashboard`);
    await heading(page, 'Maziwa Fresh', 1);
    await page.getByTestId('company-header').getByRole('link', { name: 'Kahawa House' }).waitFor();

    // The onboarding page shows the same progress.
    await page.goto('/onboarding');
    await page.getByText('3 of 7 steps done').waitFor();
    expect(await checklistState(page, 'brand_created')).toBe('(done)');
    await page.getByRole('link', { name: 'Skip: go to my companies' }).waitFor();
  });
});

describe('theme', () => {
  test('a saved primary colour and button style re-theme the app now and after a reload; Reset restores it', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, { name: 'Rangi Studio', company_role: 'ACCOUNT' });
    const page = await pageAs(owner);
    const picked = '#0ca678'; // 3.0:1 against white: worn one legible shade darker

    await page.goto(`/companies/${companyId}/settings`);
    await heading(page, 'Rangi Studio', 1);
    await heading(page, 'Company settings', 2);
    expect(await rootCssVar(page, '--mantine-primary-color-filled')).toBe(DEFAULT_PRIMARY);
    expect(await buttonLook(page, 'Save theme')).toEqual({ background: rgb(DEFAULT_PRIMARY), radius: '8px' });
    expect(await page.getByRole('button', { name: 'Reset to default' }).isDisabled()).toBe(true);

    // Editing shows in the preview only; the app changes on save.
    const primaryInput = page.getByTestId('theme-primary');
    await primaryInput.fill(picked);
    await primaryInput.press('Tab');
    await page.getByRole('radio', { name: /^Pill/ }).check();
    const previewBar = page.getByTestId('theme-preview').locator('div[style*="62%"]');
    await expect.poll(() => previewBar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(picked));
    expect(await rootCssVar(page, '--mantine-primary-color-filled')).toBe(DEFAULT_PRIMARY);

    await page.getByRole('button', { name: 'Save theme', exact: true }).click();
    await page.getByText('Theme saved. The app now wears your colours.').waitFor();
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN[picked]);
    expect(await buttonLook(page, 'Save theme')).toEqual({ background: rgb(WORN[picked]), radius: '32px' });

    const saved = await stack.api('GET', `/api/companies/${companyId}/custom_config`, undefined, owner.token);
    expect(saved.body.properties.value).toMatchObject({ button_style: 'pill' });
    expect(saved.body.properties.value.colorscheme.primary[6]).toBe(picked);

    // The whole company wears it: another tab of the company, then after a reload.
    await page.getByRole('navigation', { name: 'Company sections' }).getByRole('link', { name: 'Dashboard' }).click();
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Company dashboard', 2);
    expect(await rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN[picked]);
    await page.reload();
    await heading(page, 'Company dashboard', 2);
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN[picked]);
    expect(await buttonLook(page, 'Add brand')).toMatchObject({ radius: '32px' });

    await page.goto(`/companies/${companyId}/settings`);
    await heading(page, 'Company settings', 2);
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN[picked]);
    expect(await buttonLook(page, 'Save theme')).toEqual({ background: rgb(WORN[picked]), radius: '32px' });
    expect(await primaryInput.inputValue()).toBe(picked);
    expect(await page.getByRole('radio', { name: /^Pill/ }).isChecked()).toBe(true);

    // Reset (confirmed): back to the default at once and after a reload.
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('dialog', { name: 'Reset the theme?' }).waitFor();
    await page.getByTestId('confirm-action').click();
    await page.getByText('The theme was reset.').waitFor();
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(DEFAULT_PRIMARY);
    expect(await buttonLook(page, 'Save theme')).toEqual({ background: rgb(DEFAULT_PRIMARY), radius: '8px' });
    await expect.poll(() => primaryInput.inputValue()).toBe(DEFAULT_PRIMARY);
    await page.reload();
    await heading(page, 'Company settings', 2);
    expect(await buttonLook(page, 'Save theme')).toEqual({ background: rgb(DEFAULT_PRIMARY), radius: '8px' });
    expect(await rootCssVar(page, '--mantine-primary-color-filled')).toBe(DEFAULT_PRIMARY);
    const reset = await stack.api('GET', `/api/companies/${companyId}/custom_config`, undefined, owner.token);
    expect(reset.body.properties.value).toBeNull();
  });

  test('a brand wears its company theme; Reset, offered only for its own theme, brings the company theme back', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, { name: 'Mlima Tea', company_role: 'ACCOUNT' });
    const brandId = await createCompanyViaApi(stack, owner.token, {
      name: 'Mlima Green',
      company_role: 'BRAND',
      parent_id: companyId,
    });
    expect(
      (
        await stack.api(
          'PUT',
          `/api/companies/${companyId}/custom_config`,
          { colorscheme: TEAL_THEME, button_style: 'rounded' },
          owner.token,
        )
      ).status,
    ).toBe(200);
    const page = await pageAs(owner);

    await page.goto(`/companies/${brandId}/settings`);
    await heading(page, 'Mlima Green', 1);
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN['#12b886']);
    await page.getByTestId('theme-inherited').getByText('Mlima Green wears the theme of Mlima Tea.').waitFor();
    expect(await page.getByTestId('theme-primary').inputValue()).toBe('#12b886');
    // Nothing of its own to reset.
    expect(await page.getByRole('button', { name: 'Reset to default' }).isDisabled()).toBe(true);

    // A theme of its own, then Reset: the company's teal again, not the default.
    await page.getByTestId('theme-primary').fill('#fd7e14');
    await page.getByTestId('theme-primary').press('Tab');
    await page.getByRole('button', { name: 'Save theme', exact: true }).click();
    await page.getByText('Theme saved. The app now wears your colours.').waitFor();
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN['#fd7e14']);
    expect(await page.getByTestId('theme-inherited').count()).toBe(0);
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByTestId('confirm-action').click();
    await page.getByText('The theme was reset.').waitFor();
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN['#12b886']);
    await page.getByTestId('theme-inherited').waitFor();
    expect(await page.getByRole('button', { name: 'Reset to default' }).isDisabled()).toBe(true);

    // The company itself keeps its theme.
    await page.getByTestId('company-header').getByRole('link', { name: 'Mlima Tea' }).click();
    await waitForPath(page, `/companies/${companyId}/dashboard`);
    expect(await rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN['#12b886']);
  });

  test('a png logo shows in company header and navbar; a gif, a file over 5 MB, a fake png: spec messages', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, { name: 'Picha Prints', company_role: 'ACCOUNT' });
    const page = await pageAs(owner);
    await page.goto(`/companies/${companyId}/settings`);
    await heading(page, 'Company settings', 2);
    const header = page.getByTestId('company-header');
    const navbarHome = page.getByRole('link', { name: 'CreatorHub home' });
    expect(await header.locator('img').count()).toBe(0);
    const logoInput = page.getByLabel('Logo file');
    const problem = page.getByTestId('upload-error');

    await logoInput.setInputFiles({ name: 'animated.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => problem.textContent()).toBe('File "animated.gif" is not accepted');
    await logoInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect.poll(() => problem.textContent()).toBe('File "huge.png is too large"');
    // A text file named and typed as a png passes the browser's check; the API reads its bytes and refuses it.
    await logoInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByText('File "fake.png" is not accepted').waitFor();
    const refused = await stack.api('GET', `/api/companies/${companyId}`, undefined, owner.token);
    expect(refused.body.logo).toBeNull();

    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByText('Logo uploaded.').waitFor();
    expect(await problem.count()).toBe(0);
    const stored = await stack.api('GET', `/api/companies/${companyId}`, undefined, owner.token);
    const logo = stored.body.logo as string;
    expect(logo).toMatch(/\.png$/);
    const logoPath = new URL(logo, stack.baseUrl).pathname;
    await page.getByRole('img', { name: 'Picha Prints logo' }).waitFor();
    await expect
      .poll(async () => new URL((await header.locator('img').getAttribute('src')) ?? '/', stack.baseUrl).pathname)
      .toBe(logoPath);
    await page.getByRole('button', { name: 'Save theme', exact: true }).click();
    await page.getByText('Theme saved. The app now wears your colours.').waitFor();
    await expect
      .poll(async () => new URL((await navbarHome.locator('img').getAttribute('src')) ?? '/', stack.baseUrl).pathname)
      .toBe(logoPath);
    expect((await page.request.get(logo.startsWith('http') ? logoPath : logo)).status()).toBe(200);
  });

  test('a company manager wears the company theme but gets a lock notice instead of the theme editor', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, {
      name: 'Zuri Cosmetics',
      company_role: 'ACCOUNT',
    });
    const put = await stack.api(
      'PUT',
      `/api/companies/${companyId}/custom_config`,
      { colorscheme: TEAL_THEME, button_style: 'square' },
      owner.token,
    );
    expect(put.status).toBe(200);
    const manager = await seedMerchant(stack);
    await joinCompanyViaApi(stack, owner.token, companyId, manager, 'COMPANY_MANAGER');
    const page = await pageAs(manager);

    await page.goto(`/companies/${companyId}/settings`);
    await heading(page, 'Company settings', 2);
    await page.getByTestId('company-header').getByText('Company manager', { exact: true }).waitFor();
    const lock = page.getByTestId('company.theme-locked');
    await lock.getByText('View only').waitFor();
    expect(await lock.textContent()).toContain(
      'Changing the theme and logo needs the role Admin or above. Your role here is Company manager',
    );
    for (const control of [
      page.getByRole('button', { name: 'Save theme' }),
      page.getByRole('button', { name: 'Reset to default' }),
      page.getByTestId('theme-primary'),
      page.getByLabel('Logo file'),
      page.getByRole('radio', { name: /^Pill/ }),
    ]) {
      expect(await control.count()).toBe(0);
    }
    // The profile stays editable for a company manager, in the company's colours.
    await page.getByRole('button', { name: 'Save profile' }).waitFor();
    expect(await page.getByTestId('company.edit-locked').count()).toBe(0);
    await expect.poll(() => rootCssVar(page, '--mantine-primary-color-filled')).toBe(WORN['#12b886']);
    expect(await buttonLook(page, 'Save profile')).toEqual({ background: rgb(WORN['#12b886']), radius: '0px' });
  });
});

describe('company pages and ownership', () => {
  test('a foreign company id on settings: "not found or no access" and the way back; team: no foreign team', async ({
    stack,
    pageAs,
  }) => {
    const stranger = await seedMerchant(stack);
    const foreignId = await createCompanyViaApi(stack, stranger.token, {
      name: 'Not Yours Ltd',
      company_role: 'ACCOUNT',
    });
    const merchant = await seedMerchant(stack);
    const ownId = await createCompanyViaApi(stack, merchant.token, { name: 'Mine Ltd', company_role: 'ACCOUNT' });
    const page = await pageAs(merchant);
    const foreignAnswers: Promise<{ url: string; status: number; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.url().includes(foreignId) && new URL(response.url()).pathname.startsWith('/api/')) {
        foreignAnswers.push(response.text().then((body) => ({ url: response.url(), status: response.status(), body })));
      }
    });

    await page.goto(`/companies/${ownId}/settings`);
    await waitForPath(page, `/companies/${ownId}/settings`);
    await heading(page, 'Company settings', 2);

    for (const path of [`/companies/${foreignId}/settings`, `/companies/${foreignId}/settings?tab=theme`]) {
      await page.goto(path);
      await waitForPath(page, path);
      await heading(page, 'Company not found or no access', 1);
      expect(await page.getByText('Not Yours Ltd').count()).toBe(0);
      expect(await page.getByTestId('theme-primary').count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Go to your companies' }).click();
    await waitForPath(page, '/companies');
    await heading(page, 'Companies', 1);
    await page.getByRole('link', { name: 'Mine Ltd', exact: true }).waitFor();
    expect(await page.getByText('Not Yours Ltd').count()).toBe(0);

    // /manage-team?company={foreign}: the merchant's own team, nothing of the other one.
    await page.goto(`/manage-team?company=${foreignId}`);
    await heading(page, 'Manage team', 1);
    await page.getByTestId('team-members').getByText(merchant.email).waitFor();
    expect(await page.getByRole('combobox', { name: 'Company' }).inputValue()).toBe('Mine Ltd');
    expect(await page.getByText('Not Yours Ltd').count()).toBe(0);
    expect(await page.getByText(stranger.email).count()).toBe(0);

    // Whatever was asked about the foreign company was refused without revealing it.
    for (const answer of await Promise.all(foreignAnswers)) {
      expect([403, 404], answer.url).toContain(answer.status);
      expect(answer.body).not.toContain('Not Yours Ltd');
      expect(answer.body).not.toContain(stranger.email);
    }
  });

  test('a disabled account on the settings and team pages ends on /disabled', async ({ stack, pageAs }) => {
    const merchant = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, merchant.token, {
      name: 'Pole Pole Traders',
      company_role: 'ACCOUNT',
    });
    const page = await pageAs(merchant);
    await page.goto(`/companies/${companyId}/settings`);
    await waitForPath(page, `/companies/${companyId}/settings`);
    await heading(page, 'Company settings', 2);
    await page.goto(`/manage-team?company=${companyId}`);
    await waitForPath(page, `/manage-team?company=${companyId}`);
    await heading(page, 'Manage team', 1);

    await disableAccount(stack, merchant.profile.id);
    for (const path of [
      `/companies/${companyId}/settings`,
      `/manage-team?company=${companyId}`,
      `/companies/${companyId}/dashboard`,
    ]) {
      await page.goto(path);
      await waitForPath(page, '/disabled');
      await heading(page, 'Your account is disabled');
      expect(await page.getByText('Pole Pole Traders').count()).toBe(0);
    }
  });
});

/** How the dashboard's cards write figures (spec section 9): compact counts, whole numbers, percentages. */
const compact = (n: number) =>
  new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
const whole = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n);
const percent = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
const oneDecimal = (n: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
/** "+12.5%", "-3.0%", "0.0%", or "New" when last month had nothing. */
function change(p: number | null): string {
  if (p === null) return 'New';
  const shown = Number(p.toFixed(1));
  return `${shown > 0 ? '+' : shown < 0 ? '-' : ''}${oneDecimal(Math.abs(p))}%`;
}

describe('the first page', () => {
  /** Holds the page's code (its chunk, by name) until `release` is called. */
  async function holdChunk(page: Page, name: string) {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    return { release, asked: () => asked };
  }

  /** A new merchant's company, their page with the app's entry held back, and the API paths it asks for. */
  async function heldCompanyPage(stack: Stack, pageAs: PageFixtures['pageAs'], name: string) {
    const merchant = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, merchant.token, { name, company_role: 'ACCOUNT' });
    const page = await pageAs(merchant);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    return { companyId, page, asked, entryCode: await holdChunk(page, 'index') };
  }

  test("asks for a company page's data before the app's code is in, once (the app takes the early answers)", async ({
    stack,
    pageAs,
  }) => {
    const { companyId, page, asked, entryCode } = await heldCompanyPage(stack, pageAs, 'Early Data Ltd');

    // A page without a first paint (the briefs): the shell's requests go out while the entry is held.
    await page.goto(paths.company.briefs(companyId), { waitUntil: 'commit' });
    await expect.poll(() => asked).toContain(`/api/companies/${companyId}`);
    expect(entryCode.asked()).toBe(true);
    expect(asked).toContain(`/api/companies/${companyId}/custom_config`);
    entryCode.release();
    await heading(page, 'Early Data Ltd', 1);
    const count = (path: string) => asked.filter((p) => p === path).length;
    expect(count(`/api/companies/${companyId}`)).toBe(1);
  });

  test('the dashboard comes as a first paint with its data: one request before the app has run', async ({
    stack,
    pageAs,
  }) => {
    const { companyId, page, asked, entryCode } = await heldCompanyPage(stack, pageAs, 'Painted Ltd');
    await page.goto(paths.company.dashboard(companyId), { waitUntil: 'commit' });
    // The page shows before the app's code runs: its data came with it.
    await heading(page, 'Painted Ltd', 1);
    await page.getByTestId('dashboard-cards').waitFor();
    expect(asked).toEqual(['/api/user/merchant/first-paint']);
    entryCode.release();
    await expect.poll(() => page.locator('#root').evaluate((root) => Object.keys(root).length > 0)).toBe(true);
    await heading(page, 'Company dashboard', 2);
    expect(asked.filter((path) => path === '/api/user/merchant/first-paint')).toHaveLength(1);
  });
});

describe('the company dashboard', () => {
  test("the demo brand's dashboard shows the API's figures on its cards, each leading to its page", async ({
    stack,
    pageAs,
  }) => {
    // The demo as a first start seeds it (a smaller catalogue): campaigns, live posts with simulated readings.
    const { db, storage, config } = stack.app.deps;
    await seedDemo(db, config.passwordHashCost, storage);
    await generateCatalogue(db, { count: 300, seed: 42 });
    await seedDemoCampaigns(db, storage);
    await seedDemoCreatorSide(db, config.passwordHashCost);
    await seedDemoContent(db, storage);
    await seedDemoReports(stack.app.deps);
    const login = await ok(
      stack.api<{ access_token: string; merchant_profile: { last_company_id: string } }>(
        'POST',
        '/api/auth/login/merchant',
        { username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
      ),
      'the demo login',
    );
    const token = login.access_token;
    const brandId = login.merchant_profile.last_company_id;
    const api = await ok(
      stack.api<CompanyDashboard>('GET', `/api/companies/${brandId}/dashboard`, undefined, token),
      'the dashboard',
    );
    // The demo has an ongoing campaign with live posts read this month.
    expect(api.active_campaigns).toBeGreaterThan(0);
    expect(api.reach.current).toBeGreaterThan(0);

    const page = await pageAs({ token });
    await page.goto(paths.company.dashboard(brandId));
    await heading(page, 'Company dashboard', 2);
    const card = (id: string) => page.getByTestId(`dashboard-card-${id}`);
    const value = (id: string) => card(id).getByTestId('card-value').textContent();
    await card('active-campaigns').waitFor();
    expect(await value('active-campaigns')).toBe(whole(api.active_campaigns));
    expect(await value('content-waiting')).toBe(whole(api.content_waiting));
    expect(await value('reach')).toBe(compact(api.reach.current));
    expect(await card('reach').getByTestId('card-change').textContent()).toBe(change(api.reach.change_percent));
    expect(await value('engagement-rate')).toBe(percent(api.engagement_rate.current));
    expect(await card('engagement-rate').getByTestId('card-change').textContent()).toBe(
      change(api.engagement_rate.change_percent),
    );
    // The demo merchant owns the brand: the money cards show, one line per currency ("–" before any payment).
    expect(api.money).not.toBeNull();
    const amounts = (pick: 'escrow_minor' | 'paid_this_month_minor') =>
      api.money!.length ? api.money!.map((m) => formatMoney(m[pick], m.currency)).join('') : '–';
    expect(await value('escrow')).toBe(amounts('escrow_minor'));
    expect(await value('paid')).toBe(amounts('paid_this_month_minor'));
    expect(await page.getByTestId('ending-campaign').count()).toBe(api.ending_this_week.length);
    // The figures' colours (a change up or down) read well enough.
    await expectAccessible(page, "the demo brand's dashboard");

    // A card leads to its page.
    await card('content-waiting').getByRole('link').click();
    await waitForPath(page, paths.company.preApproval(brandId));
  });
});
