/**
 * The SME area on a phone (390 px; issue 21, parts 3 and 5): the owner's dashboard, the bottom navigation, Contents and
 * Settings, seeded through the product's own API and code.
 *
 * - The SME sign-up (details, mailed code, business name) lands on the dashboard: four figures, each "New", nothing
 *   waiting and no campaign yet, with Create campaign.
 * - The bottom navigation moves between the five sections (the current one marked), fixed to the bottom of the
 *   screen, the page's end (the footer) kept above it.
 * - A draft to approve: a creator with an account of their own (Kenya, an Instagram reel rate) is verified by staff
 *   (decideVerification) and kept among the creators of a Launch package bought with POST /api/sme/{sme_id}/campaigns;
 *   the work may start on credit (allowCredit, as staff allow it); the creator accepts and sends drafts of both posts.
 *   The dashboard counts them and opens the first one's review in Contents: its image and caption, Approve, a confirm,
 *   approved. The second one is approved elsewhere while its review is open: the owner's Approve is told it was
 *   already decided (409) and the review shows it approved.
 * - Settings: the shared rules on the fields, a logo, the profile, M-Pesa number and a notification choice saved
 *   with one Save, and shown again after a reload.
 * - A signed-in SME user opens the FAQ (and the other open pages) instead of being sent to the dashboard.
 *
 * Every page: no sideways scroll at 390 px, no serious or critical axe finding.
 */
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { allowCredit } from '@app/api/modules/payments/fundings.service';
import { PNG_BYTES } from '@app/api/test/helpers';
import { paths } from '@app/web/paths';
import {
  acceptInvitationViaApi,
  browserTest,
  expectAccessible,
  heading,
  ok,
  PHONE,
  postMultipart,
  smeMatchingCreator,
  readStorage,
  uniqueEmail,
  waitForPath,
  type SmeOwner,
  type Stack,
} from '../fixtures';

const UPLOAD_DIR = `/tmp/e2e-uploads-sme-area-${process.pid}`;
const test = browserTest({
  env: { UPLOAD_DIR },
  seed: (stack) => generateCatalogue(stack.database.db, { count: 600, seed: 21 }),
});
afterAll(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const WIDTH = PHONE.viewport.width;
const STEP = { timeout: 10_000 };

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.doc, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  expect(widths.body, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

/** A phone page checked: nothing wider than the screen, no serious or critical axe finding. */
async function expectPhoneReady(page: Page, what: string) {
  await expectNoSidewaysScroll(page, what);
  await expectAccessible(page, what);
}

const CAPTION = 'Fresh mandazi every morning #ad';

/**
 * The Launch package (KES 65,000, two reels per creator) with our creator kept among the chosen ones, started on
 * credit; the creator accepts and sends a draft of each of their two posts. The drafts' ids, post 1's first.
 */
async function campaignWithDrafts(stack: Stack, owner: SmeOwner) {
  const creator = await smeMatchingCreator(stack);
  const start = Date.now() + 60_000;
  const form = {
    budget: 65_000,
    channels: ['INSTAGRAM'],
    start_date: new Date(start).toISOString(),
    end_date: new Date(start + 14 * DAY_MS).toISOString(),
    description: 'Mandazi mornings: fresh from our Nairobi bakery.',
  };
  const preview = await ok(
    stack.api<{ creators: Array<{ influencer_id: number }> }>(
      'POST',
      `/api/sme/${owner.smeId}/campaigns/preview`,
      form,
      owner.token,
    ),
    'the preview',
  );
  const others = preview.creators.map((c) => c.influencer_id).filter((id) => id !== creator.creatorId);
  const kept = [creator.creatorId, ...others.slice(0, preview.creators.length - 1)];
  const created = await ok(
    stack.api<{ id: string; name: string; package: string }>(
      'POST',
      `/api/sme/${owner.smeId}/campaigns`,
      { ...form, name: 'Mandazi mornings', influencer_ids: kept },
      owner.token,
    ),
    'POST /sme/{sme_id}/campaigns (Launch)',
    201,
  );
  expect(created.package).toBe('Launch');
  await allowCredit(stack.app.deps, { campaign_id: created.id, note: 'e2e credit' });
  const assignmentId = await acceptInvitationViaApi(stack, creator.token, created.id);
  const drafts: string[] = [];
  for (const post of [1, 2]) {
    const draft = await ok(
      postMultipart(stack, `/api/creator/assignments/${assignmentId}/content`, creator.token, {
        caption: `${CAPTION} (${post})`,
        post_index: String(post),
      }),
      `the draft of post ${post}`,
      201,
    );
    drafts.push(draft.id);
  }
  return { campaign: created, creator, drafts };
}

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'SME sections' });

/** The content status badge of the review open. */
const reviewStatus = (page: Page) => page.getByTestId('sme-review').getByTestId('content-status').first();

describe('the SME area at 390 px', () => {
  test('signs up on a phone: details, mailed code, business name, then the dashboard', async ({ stack, openPage }) => {
    const page = await openPage(PHONE);
    const email = uniqueEmail('sme-area');
    const password = 'Biashara@77';

    await page.goto(paths.sme.signup());
    await heading(page, 'Create your business account');
    await page.getByLabel('First name').fill('Njeri');
    await page.getByLabel('Last name').fill('Kamau');
    await page.getByLabel('Business name').fill('Mama Mboga');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone number').fill('+254 722 111222');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, paths.sme.verifyEmail());
    await page.getByLabel('Verification code').fill(await stack.otpFor(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, paths.sme.completeSignup());
    await page.getByRole('button', { name: 'Finish sign-up' }).click();

    const path = await waitForPath(page, /^\/sme\/[^/]+\/dashboard$/);
    await heading(page, 'Dashboard', 1);
    expect(JSON.parse((await readStorage(page)).sme ?? 'null')).not.toBeNull();
    // A new business: the four figures, each new; nothing waiting, no campaign yet; Create campaign.
    const changes = page.getByTestId('sme-stat-change');
    await expect.poll(() => changes.count(), STEP).toBe(4);
    expect(await changes.allTextContents()).toEqual(['New', 'New', 'New', 'New']);
    expect(await page.getByTestId('sme-stat-value').allTextContents()).toEqual(['0', '0', '0', '0']);
    await page.getByTestId('sme-waiting-empty').getByText('Nothing waiting for you').waitFor();
    await page.getByTestId('sme-recent-empty').getByText('No campaigns yet').waitFor();
    const create = page.getByRole('link', { name: 'Create campaign', exact: true });
    const smeId = path.split('/')[2];
    expect(await create.getAttribute('href')).toBe(paths.sme.company.createCampaign(smeId));
    await expectPhoneReady(page, 'the SME dashboard after sign-up');
  });

  test('the bottom navigation moves between the five sections and keeps the page clear', async ({
    smeOwner,
    pageAs,
  }) => {
    const page = await pageAs(smeOwner, 'sme', PHONE);
    const { smeId } = smeOwner;
    await page.goto(paths.sme.company.dashboard(smeId));
    await heading(page, 'Dashboard', 1);
    const nav = bottomNav(page);
    // One navigation on a phone (the links above the page are for wider screens), fixed to the screen's bottom.
    expect(await page.getByRole('navigation', { name: 'SME sections' }).count()).toBe(1);
    const bar = (await page.getByTestId('sme-bottom-nav').boundingBox())!;
    expect(Math.round(bar.y + bar.height)).toBe(PHONE.viewport.height);
    expect(bar.width).toBe(WIDTH);
    const links = nav.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Dashboard', 'Campaigns', 'Reports', 'Contents', 'Settings']);
    // Thumb-sized targets.
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON())))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // The page's end (the footer) is not hidden behind the bar once scrolled to the bottom.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator('footer').boundingBox())!;
    const barNow = (await page.getByTestId('sme-bottom-nav').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barNow.y + 1);
    await expectPhoneReady(page, 'the SME dashboard');

    const sections: Array<[label: string, path: string, title: string]> = [
      ['Campaigns', paths.sme.company.campaigns(smeId), 'Campaigns'],
      ['Reports', paths.sme.company.reports(smeId), 'Reports'],
      ['Contents', paths.sme.company.contents(smeId), 'Contents'],
      ['Settings', paths.sme.company.settings(smeId), 'Settings'],
      ['Dashboard', paths.sme.company.dashboard(smeId), 'Dashboard'],
    ];
    for (const [label, path, title] of sections) {
      await nav.getByRole('link', { name: label }).click();
      await waitForPath(page, path);
      await heading(page, title, 1);
      expect(await nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    }
  });

  test('approves a draft in Contents; one decided elsewhere first is said to be already decided', async ({
    stack,
    smeOwner,
    pageAs,
  }) => {
    const { campaign, drafts } = await campaignWithDrafts(stack, smeOwner);
    const [first, second] = drafts;
    const { smeId } = smeOwner;
    const page = await pageAs(smeOwner, 'sme', PHONE);

    // The dashboard counts what waits and opens the first draft's review in Contents.
    await page.goto(paths.sme.company.dashboard(smeId));
    await page.getByTestId('sme-waiting-count').waitFor(STEP);
    expect(await page.getByTestId('sme-waiting-count').textContent()).toBe('2 pieces wait for your approval');
    await page.getByTestId('sme-recent-campaign').getByRole('link', { name: campaign.name }).waitFor();
    expect(
      await page.getByTestId('sme-recent-campaign').getByRole('link', { name: campaign.name }).getAttribute('href'),
    ).toBe(paths.sme.company.report(smeId, campaign.id));
    await expectPhoneReady(page, 'the SME dashboard with content waiting');
    const waiting = page.getByTestId('sme-waiting-item');
    expect(await waiting.count()).toBe(2);
    await page.locator(`a[href$="item=${first}"]`).click();
    await waitForPath(page, new RegExp(`^${paths.sme.company.contents(smeId)}\\?`));
    expect(new URL(page.url()).searchParams.get('item')).toBe(first);

    // The review, the whole screen: the draft's image and caption, then Approve and a confirm.
    const review = page.getByRole('dialog', { name: 'Achieng Otieno: post 1' });
    await review.waitFor(STEP);
    await review.getByTestId('content-image').waitFor(STEP);
    await review.getByText(`${CAPTION} (1)`).waitFor();
    const box = (await review.boundingBox())!;
    expect(box.width).toBe(WIDTH);
    await expectPhoneReady(page, 'the review of a draft');
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = review.getByRole('form', { name: 'Approve this draft?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, approve' }).click();
    await page.getByText("You approved Achieng Otieno's draft.").waitFor(STEP);
    await review.waitFor({ state: 'hidden', ...STEP });
    expect(new URL(page.url()).searchParams.get('item')).toBeNull();
    const approved = await ok(
      stack.api<{ status: string }>('GET', `/api/content/${first}`, undefined, smeOwner.token),
      'GET /content/{id}',
    );
    expect(approved.status).toBe('APPROVED');

    // To review now holds the second draft only; All shows the first approved.
    await page.getByRole('tab', { name: 'To review' }).click();
    const cards = page.getByTestId('sme-content-card');
    await expect.poll(() => cards.count(), STEP).toBe(1);
    expect(await cards.first().getAttribute('data-id')).toBe(second);
    await page.getByRole('tab', { name: 'All' }).click();
    const firstCard = page.locator(`[data-testid="sme-content-card"][data-id="${first}"]`);
    await expect.poll(() => firstCard.getByTestId('content-status').textContent(), STEP).toBe('Approved: post it');
    await expectPhoneReady(page, 'the SME Contents list');

    // The second draft: approved elsewhere while its review is open. The owner's approval is refused (409).
    await page.getByRole('tab', { name: 'To review' }).click();
    await page
      .locator(`[data-testid="sme-content-card"][data-id="${second}"]`)
      .getByRole('button', { name: /^Review draft/ })
      .click();
    const secondReview = page.getByRole('dialog', { name: 'Achieng Otieno: post 2' });
    await secondReview.getByRole('button', { name: 'Approve', exact: true }).click();
    await ok(stack.api('POST', `/api/content/${second}/approve`, {}, smeOwner.token), 'approve elsewhere');
    await secondReview.getByRole('button', { name: 'Yes, approve' }).click();
    await page.getByText('This content was already decided. It is shown as it is now.').waitFor(STEP);
    await expect.poll(() => reviewStatus(page).textContent(), STEP).toBe('Approved: post it');
    await secondReview.getByTestId('decision-waiting').waitFor();
    await secondReview.getByRole('button', { name: 'Close the review' }).click();
    await page.getByTestId('sme-contents-empty').getByText('Nothing to review').waitFor(STEP);
  });

  test('settings: the shared rules on the fields, then saved with one Save and shown again', async ({
    stack,
    smeOwner,
    pageAs,
  }) => {
    const { smeId } = smeOwner;
    const page = await pageAs(smeOwner, 'sme', PHONE);
    await page.goto(paths.sme.company.settings(smeId));
    await heading(page, 'Settings', 1);
    const name = page.getByLabel('Business name');
    await expect.poll(() => name.inputValue(), STEP).toBe(smeOwner.business);
    await expectPhoneReady(page, 'the SME settings');

    // The shared rules, on their fields; nothing sent.
    const mpesa = page.getByLabel('M-Pesa number');
    await mpesa.fill('12345');
    await name.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('M-Pesa number is a Kenyan mobile number such as 0712 345 678').waitFor();
    await page.getByText('Business name is required').waitFor();

    // A logo, stored at once.
    await page
      .getByTestId('sme-logo-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await page.getByText('Your logo was updated.').waitFor(STEP);
    await page.getByTestId('sme-logo').locator('img').waitFor(STEP);

    // The profile, the M-Pesa number and a notification choice, saved together.
    await name.fill('Kibanda Crafts Ltd');
    await page.getByLabel('Description').fill('Handmade baskets from Kisumu');
    await page.getByLabel('Website').fill('https://kibanda.example');
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Retail & e-commerce' }).click();
    await mpesa.fill('0722 000 111');
    const news = page.getByRole('group', { name: 'Product news' });
    const newsEmail = news.getByRole('switch', { name: 'E-mail' });
    const emailBefore = await newsEmail.isChecked();
    await newsEmail.click({ force: true });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/sme/${smeId}/settings`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Your settings were saved.').waitFor(STEP);

    const api = await ok(
      stack.api<{
        business: Record<string, string | null>;
        mpesa_phone: string | null;
        notification_preferences: Record<string, { email: boolean }>;
      }>('GET', `/api/sme/${smeId}/settings`, undefined, smeOwner.token),
      'GET /sme/{sme_id}/settings',
    );
    expect(api.business).toMatchObject({
      name: 'Kibanda Crafts Ltd',
      description: 'Handmade baskets from Kisumu',
      website: 'https://kibanda.example',
      industry: 'Retail & e-commerce',
    });
    expect(api.business.logo).toBeTruthy();
    expect(api.mpesa_phone).toBe('254722000111');
    expect(api.notification_preferences.product_news.email).toBe(!emailBefore);

    // Shown again after a reload.
    await page.reload();
    await heading(page, 'Settings', 1);
    await expect.poll(() => page.getByLabel('Business name').inputValue(), STEP).toBe('Kibanda Crafts Ltd');
    expect(await page.getByLabel('Description').inputValue()).toBe('Handmade baskets from Kisumu');
    expect(await page.getByLabel('Website').inputValue()).toBe('https://kibanda.example');
    expect(await page.getByRole('combobox', { name: 'Industry' }).inputValue()).toBe('Retail & e-commerce');
    expect(await page.getByLabel('M-Pesa number').inputValue()).toBe('254722000111');
    expect(
      await page.getByRole('group', { name: 'Product news' }).getByRole('switch', { name: 'E-mail' }).isChecked(),
    ).toBe(!emailBefore);
    await page.getByTestId('sme-logo').locator('img').waitFor(STEP);
    await expectPhoneReady(page, 'the SME settings after saving');
  });

  test('a signed-in SME user opens the FAQ from the footer and by its address, not sent to the dashboard', async ({
    smeOwner,
    pageAs,
  }) => {
    const page = await pageAs(smeOwner, 'sme', PHONE);
    await page.goto(paths.sme.company.dashboard(smeOwner.smeId));
    await heading(page, 'Dashboard', 1);
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await waitForPath(page, paths.faq());
    await heading(page, 'Frequently asked questions', 1);
    await page.goto(paths.faq());
    await heading(page, 'Frequently asked questions', 1);
    expect(new URL(page.url()).pathname).toBe(paths.faq());
    // Still signed in: the session is kept and the SME area opens.
    expect(JSON.parse((await readStorage(page)).sme ?? 'null')).not.toBeNull();
    await expectPhoneReady(page, 'the FAQ for an SME user');
  });
});
