/**
 * The creator portal in Chromium at phone size (390 px, decision 016): a creator signs up with the code
 * mailed to them, completes the profile and sends the payment step; a merchant (through the API) makes a
 * company, a brand, a contract template and a campaign that invites this creator and asks for signatures;
 * the creator accepts the invitation and signs the contract, and the merchant's contract reads SIGNED.
 * The portal's main pages have no serious or critical axe violation at 390 px. The portal keeps its own
 * session: a visit without it goes to /creator/login?redirect=..., which a login then follows; a password is
 * reset through the mailed /creator/reset-password link.
 */
import { appendFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { Contract } from '@app/shared/contracts';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import {
  axeViolations,
  browserTest,
  heading,
  juiceBrandViaApi,
  kes,
  nairobiDay,
  PASSWORD,
  PHONE,
  seedMerchant,
  textTemplateViaApi,
  typedDay,
  uniqueEmail,
  waitForPath,
  type Stack,
} from '../fixtures';
import { paths } from '@app/web/paths';

const test = browserTest();

/** The creator session key of apps/web/src/lib/creator-session.ts. */
const CREATOR_SESSION_KEY = 'creatorhub.session.creator';

/** The creator token the page holds (the portal keeps it apart from the merchant sessions). */
async function creatorToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CREATOR_SESSION_KEY);
  if (!raw) throw new Error('the page holds no creator session');
  return (JSON.parse(raw) as { token: string }).token;
}

/**
 * Runs axe on the page as it is now; serious and critical violations fail the test (all are written to AXE_REPORT when
 * set).
 */
async function expectAccessible(page: Page, name: string) {
  const violations = await axeViolations(page);
  if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ page: name, violations })}\n`);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${name}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** The page never scrolls sideways at phone width. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${name} is wider than the phone`).toBeLessThanOrEqual(390);
}

/** A select's input by its label (a searchable select is a combobox, the others a read-only text box). */
const selectInput = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).or(page.getByRole('textbox', { name: label, exact: true }));

/** Chooses an option of a select by its label. */
async function choose(page: Page, label: string, option: string) {
  await selectInput(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A merchant's company, brand, text contract template and a campaign inviting the creator (signatures required), all
 * through the API.
 */
async function campaignFor(stack: Stack, creatorId: number) {
  const { merchant, brandId } = await juiceBrandViaApi(stack);
  const templateId = await textTemplateViaApi(stack, merchant.token, brandId, {
    title: 'Creator terms',
    text: 'Post twice on Instagram and keep the posts up for 30 days.',
  });

  const start = nairobiDay(5);
  const end = nairobiDay(15);
  const at = (day: string, time: string) => `${day}T${time}:00+03:00`;
  const campaign = await stack.api<{ id: string }>(
    'POST',
    '/api/campaigns',
    {
      brand_id: brandId,
      name: 'Juice launch',
      country: 'KE',
      timezone: 'Africa/Nairobi',
      start_date: at(start, '09:00'),
      end_date: at(end, '18:00'),
      platforms: ['INSTAGRAM'],
      budget_minor: 100_000_000,
      currency: 'KES',
      influencer_ids: [creatorId],
      contract_template_ids: [templateId],
      contract_signature_required: true,
      description: 'Three cold-pressed flavours from Nakuru.',
      deliverables: [
        {
          influencer_ids: [creatorId],
          start_date: at(start, '09:00'),
          end_date: at(nairobiDay(8), '18:00'),
          channel: 'INSTAGRAM',
          post_content_type: 'POST',
          bonus_type: 'NONE',
          number_of_posts: 2,
        },
      ],
    },
    merchant.token,
  );
  if (campaign.status !== 201)
    throw new Error(`POST /campaigns answered ${campaign.status}: ${JSON.stringify(campaign.body)}`);
  return { merchant, brandId, campaignId: campaign.body.id, start };
}

describe('the creator portal at phone size', () => {
  test('signs up, fills profile and payment step, accepts an invitation, signs the contract; brand: SIGNED', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const page = await openPage(PHONE);
    const email = uniqueEmail('creator');

    // ---- sign-up and the mailed code ----
    await page.goto(paths.creator.signup());
    await heading(page, 'Join as a creator');
    await expectAccessible(page, 'creator sign-up');
    await page.getByLabel('First name').fill('Achieng');
    await page.getByLabel('Last name').fill('Otieno');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone number').fill('+254 712 345678');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(page, paths.creator.verify());
    await page.getByText(email).waitFor();
    await expectAccessible(page, 'creator code');
    await page.getByLabel('Verification code').fill(await stack.otpFor(email));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    // ---- home: the profile is not complete yet ----
    await waitForPath(page, paths.creator.home());
    await heading(page, 'Hello, Achieng', 1);
    await page.getByTestId('complete-profile-prompt').waitFor();
    await expect.poll(() => page.getByTestId('overall-verification').textContent()).toContain('Pending');
    await page.getByRole('navigation', { name: 'Creator portal sections' }).waitFor();
    await expectAccessible(page, 'creator home');
    await expectNoSidewaysScroll(page, 'creator home');

    // ---- the profile ----
    await page.getByTestId('complete-profile-prompt').getByRole('link', { name: 'Complete your profile' }).click();
    await waitForPath(page, paths.creator.profile());
    await heading(page, 'Your profile', 1);
    expect(await page.getByLabel('First name').inputValue()).toBe('Achieng');
    await choose(page, 'Country', 'Kenya');
    await page.getByText('Your rates are in KES').waitFor();
    await choose(page, 'Gender', 'Female');
    const dateOfBirth = page.getByRole('textbox', { name: 'Date of birth', exact: true });
    await dateOfBirth.fill(typedDay('1998-04-12'));
    await dateOfBirth.press('Tab');
    await choose(page, 'Income category', 'Lower middle income');
    await selectInput(page, 'Creator type').click();
    await page.getByRole('option').first().click();
    await selectInput(page, 'Interests').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await choose(page, 'Channel', 'Instagram');
    await page.getByLabel('Handle').fill('achieng.eats');
    await page.getByLabel('Followers').fill('25,000');
    await page.getByLabel('Feed post rate', { exact: true }).fill('5,000');
    await expectAccessible(page, 'creator profile');
    await expectNoSidewaysScroll(page, 'creator profile');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/creator/me') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save profile' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByTestId('toast-success').getByText('Your profile is complete. Brands can now find you.').waitFor();

    // The rate went out in minor units (KES 5,000.00 is 500000).
    const token = await creatorToken(page);
    const me = (await stack.api<CreatorProfile>('GET', '/api/creator/me', undefined, token)).body;
    expect(me).toMatchObject({
      profile_complete: true,
      country_code: 'KE',
      currency: 'KES',
      date_of_birth: '1998-04-12',
    });
    expect(me.channels).toEqual([
      expect.objectContaining({
        channel: 'INSTAGRAM',
        handle: 'achieng.eats',
        followers: 25_000,
        rates: [{ post_content_type: 'POST', amount_minor: 500_000 }],
      }),
    ]);

    // ---- the payment step ----
    const paymentStep = page.getByTestId('verification-step-PAYMENT');
    await paymentStep.getByRole('textbox', { name: 'M-Pesa number' }).fill('0712 345 678');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/creator/verification/payment'));
    await paymentStep.getByRole('button', { name: 'Send number' }).click();
    expect((await sent).status()).toBe(200);
    await paymentStep.getByText('Sent, in review').waitFor();
    await paymentStep.getByText('Number on file: 254712345678').waitFor();
    expect(
      (await stack.api<CreatorProfile>('GET', '/api/creator/me', undefined, token)).body.verification.payment,
    ).toBe('PENDING');

    // ---- a brand invites the creator to a campaign with a contract to sign ----
    const { merchant, brandId, campaignId, start } = await campaignFor(stack, me.creator_id!);

    await page.goto(paths.creator.home());
    await heading(page, 'Hello, Achieng', 1);
    await expect
      .poll(() => page.getByTestId('home-count-Invitations awaiting your answer').getByTestId('count').textContent())
      .toBe('1');
    await expect
      .poll(() => page.getByTestId('home-count-Contracts to sign').getByTestId('count').textContent())
      .toBe('1');

    await page
      .getByRole('navigation', { name: 'Creator portal sections' })
      .getByRole('link', { name: 'Invitations' })
      .click();
    await waitForPath(page, paths.creator.invitations());
    await page.getByTestId('invitation-card').first().waitFor();
    await expectAccessible(page, 'creator invitations');
    await page.getByRole('link', { name: 'Juice launch' }).click();

    // ---- the invitation: brand, dates, tasks with amounts, the contract; accept ----
    await waitForPath(page, paths.creator.invitation(campaignId));
    await heading(page, 'Juice launch', 1);
    await page.getByText('Juice Brand').first().waitFor();
    const [year, month, day] = start.split('-');
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const shownStart = `${day} ${months[Number(month) - 1]} ${year}`;
    await page
      .getByText(new RegExp(`^${shownStart} \\d{2}:\\d{2} – `))
      .first()
      .waitFor();
    // Two feed posts at the creator's KES 5,000 rate.
    expect(await page.getByTestId('invitation-task').textContent()).toContain(kes(1_000_000));
    expect(await page.getByTestId('invitation-total').textContent()).toBe(kes(1_000_000));
    await page.getByRole('link', { name: 'Creator terms' }).waitFor();
    await expectAccessible(page, 'creator invitation');
    await expectNoSidewaysScroll(page, 'creator invitation');
    const accepted = page.waitForResponse((r) => r.url().endsWith(`/api/creator/invitations/${campaignId}/accept`));
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    expect((await accepted).status()).toBe(200);
    await page
      .getByTestId('toast-success')
      .getByText('You accepted the invitation. The work is in your list.')
      .waitFor();
    await expect.poll(() => page.locator('main').getByText('Accepted', { exact: true }).count()).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Accept', exact: true }).count()).resolves.toBe(0);

    // ---- the contract: the exact text, then a signature with the shown text's hash ----
    await page.getByRole('link', { name: 'Creator terms' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/creator/contracts/'));
    await heading(page, 'Creator terms', 1);
    await page
      .getByTestId('contract-text')
      .getByText('Post twice on Instagram and keep the posts up for 30 days.')
      .waitFor();
    const contractId = new URL(page.url()).pathname.split('/').at(-1)!;
    const shown = (await stack.api<Contract>('GET', `/api/creator/contracts/${contractId}`, undefined, token)).body;
    await expectAccessible(page, 'creator contract');
    await expectNoSidewaysScroll(page, 'creator contract');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Achieng Otieno');
    // Not without the tick.
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await page.getByText('Tick the box to agree to the contract').waitFor();
    await page.getByLabel('I have read this contract and agree to it').check();
    const signed = page.waitForResponse((r) => r.url().endsWith(`/api/creator/contracts/${contractId}/sign`));
    await page.getByRole('button', { name: 'Sign contract' }).click();
    const signReply = await signed;
    expect(signReply.status()).toBe(200);
    expect(signReply.request().postDataJSON()).toEqual({
      full_name: 'Achieng Otieno',
      agree: true,
      text_hash: shown.text_hash,
    });
    await page
      .getByTestId('contract-signed')
      .getByText(/^Signed by Achieng Otieno on \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}\.$/)
      .waitFor();
    await expect(page.getByRole('button', { name: 'Sign contract' }).count()).resolves.toBe(0);

    // The brand's side reads SIGNED.
    const merchantView = await stack.api<Contract>('GET', `/api/contracts/${contractId}`, undefined, merchant.token);
    expect(merchantView.status).toBe(200);
    expect(merchantView.body).toMatchObject({
      status: 'SIGNED',
      signer_name: 'Achieng Otieno',
      text_hash: shown.text_hash,
    });
    // ... and so does the brand's contract page, in the merchant's own browser.
    const brandPage = await pageAs(merchant);
    await brandPage.goto(paths.company.contractCampaign(brandId, contractId, campaignId));
    await brandPage.getByText('Status', { exact: true }).locator('..').getByText('Signed', { exact: true }).waitFor();
    await brandPage.getByText('Achieng Otieno').first().waitFor();
    await brandPage.close();

    // ---- contracts list and work ----
    await page
      .getByRole('navigation', { name: 'Creator portal sections' })
      .getByRole('link', { name: 'Contracts' })
      .click();
    await waitForPath(page, paths.creator.contracts());
    await page.getByTestId('contract-card').getByText('Signed', { exact: true }).waitFor();
    await expectAccessible(page, 'creator contracts');
    await page.getByRole('navigation', { name: 'Creator portal sections' }).getByRole('link', { name: 'Work' }).click();
    await waitForPath(page, paths.creator.work());
    const work = page.getByTestId('assignment-card');
    await work.waitFor();
    expect(await work.textContent()).toContain('Juice launch');
    expect(await work.textContent()).toContain(kes(1_000_000));
    await expectAccessible(page, 'creator work');
    await expectNoSidewaysScroll(page, 'creator work');
  }, 120_000);

  test('keeps its own session: without it, creator login then back; logout ends it; new password by mail link', async ({
    stack,
    openPage,
  }) => {
    // A creator made through the API (sign-up and code).
    const email = uniqueEmail('creator');
    const signup = await stack.api<{ access_token: string }>('POST', '/api/creator/auth/signup', {
      first_name: 'Baraka',
      last_name: 'Mwangi',
      email,
      phone: '+254 722 000111',
      password: PASSWORD,
    });
    expect(signup.status).toBe(201);
    const verified = await stack.api(
      'POST',
      '/api/creator/auth/email-verification',
      { otp: await stack.otpFor(email) },
      signup.body.access_token,
    );
    expect(verified.status).toBe(200);
    // A merchant login does not open the portal.
    const merchant = await seedMerchant(stack);

    const page = await openPage(PHONE);
    await page.goto('/favicon.svg');
    await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
      'creatorhub.session.brand',
      JSON.stringify({ token: merchant.token, profile: null, profileSavedAt: null }),
    ] as const);
    await page.goto(paths.creator.invitations());
    await waitForPath(page, paths.creator.login({ redirect: paths.creator.invitations() }));
    await heading(page, 'Creator log in', 1);
    await expectAccessible(page, 'creator login');

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Pass1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('form-error').getByText('Invalid e-mail or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, paths.creator.invitations());
    // Before the profile is complete there is nothing to list yet.
    await page.getByTestId('profile-incomplete').waitFor();
    await expectAccessible(page, 'creator invitations before the profile');

    // A revoked session (a 401) sends the creator back to the login with the page to return to.
    await stack.api('POST', '/api/creator/auth/logout', undefined, await creatorToken(page));
    await page.goto(paths.creator.home());
    await waitForPath(page, paths.creator.login({ redirect: paths.creator.home() }));
    expect(await page.evaluate((key) => localStorage.getItem(key), CREATOR_SESSION_KEY)).toBeNull();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, paths.creator.home());
    await heading(page, 'Hello, Baraka', 1);

    // Logging out lands on the plain login; the merchant session beside it is untouched.
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, paths.creator.login());
    expect(await page.evaluate((key) => localStorage.getItem(key), CREATOR_SESSION_KEY)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('creatorhub.session.brand'))).not.toBeNull();

    // A new password through the mailed /creator/reset-password link.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, paths.creator.resetPassword());
    await expectAccessible(page, 'creator reset password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await heading(page, 'Check your e-mail', 1);
    const link = new URL(await stack.linkFor(email, '/creator/reset-password'));
    await page.goto(`${link.pathname}${link.search}`);
    await heading(page, 'Choose a new password', 1);
    await expectAccessible(page, 'creator new password');
    await page.getByLabel('New password', { exact: true }).fill('N3w!Password');
    await page.getByLabel('Confirm new password').fill('N3w!Password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await waitForPath(page, paths.creator.login());
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('N3w!Password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, paths.creator.home());
  });
});
