/**
 * The SME area's campaigns in the browser at 390 px (issue 21), on the sandbox payment provider (it pays by itself
 * through the queue). Seeded: a creator catalogue (Kenyan, verified creators with prices in shillings) and a small
 * business signed up through the API.
 *
 * The owner opens Campaigns (empty), creates a campaign with a budget of KES 100,000 (Boost recommended), describes
 * it, reviews the creators chosen for the package and swaps one, creates it and pays by M-Pesa ("Check your phone",
 * then Paid by itself), and finds it in Campaigns (Upcoming, Boost, KES 130,000.00) leading to its report. Every step
 * fits the phone's width and has no serious or critical axe finding.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { browserTest, expectAccessible, heading, nairobiDay, PHONE, typedDay, waitForPath } from '../fixtures';
import { paths } from '@app/web/paths';

const test = browserTest({
  queue: true,
  seed: (stack) => generateCatalogue(stack.database.db, { count: 300, seed: 21 }),
});

/** What the sandbox and the queue change by themselves (a callback after a second; the page asks every 3 s). */
const LIVE = { timeout: 20_000 };

async function expectFitsPhone(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.doc, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(widths.body, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.viewport.width);
}

const stepHeading = (page: Page) => page.getByTestId('sme-step-heading').textContent();
const creatorNames = (page: Page) =>
  page.getByRole('list', { name: 'Chosen creators' }).getByTestId('sme-creator-name').allTextContents();

describe('SME campaigns', () => {
  test('a budget of 100,000 gets Boost; created, paid by M-Pesa in the sandbox and listed in Campaigns', async ({
    smeOwner,
    pageAs,
  }) => {
    const page = await pageAs(smeOwner, 'sme', PHONE);
    await page.goto(paths.sme.company.campaigns(smeOwner.smeId));
    await heading(page, 'Campaigns', 1);
    await page.getByTestId('sme-campaigns-empty').waitFor();
    await expectFitsPhone(page, 'Campaigns, empty');
    await expectAccessible(page, 'SME campaigns, empty');

    await page.getByRole('link', { name: 'Create campaign' }).click();
    await waitForPath(page, paths.sme.company.createCampaign(smeOwner.smeId));
    await heading(page, 'Create a campaign', 1);

    // Step 1: the budget, and Boost highlighted as recommended.
    await page.getByRole('textbox', { name: 'Your budget (KES)' }).fill('100,000');
    const recommended = page.locator('[data-testid="sme-package"][data-recommended]');
    await expect.poll(() => recommended.getAttribute('data-package')).toBe('Boost');
    expect(await recommended.getByTestId('recommended-badge').textContent()).toBe('Recommended');
    expect(await page.getByRole('radio', { name: /^Boost/ }).getAttribute('aria-checked')).toBe('true');
    await expectFitsPhone(page, 'Create, budget');
    await expectAccessible(page, 'SME create campaign, budget');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 2: what the campaign is, its days and channels.
    await expect.poll(() => stepHeading(page)).toBe('Step 2 of 4: Describe your campaign');
    await page.getByRole('textbox', { name: 'Campaign name' }).fill('Mandazi mornings');
    await page.getByRole('textbox', { name: 'Product' }).fill('Fresh mandazi and chai');
    await page.getByRole('textbox', { name: 'Goal' }).fill('More walk-ins before 9');
    await page.getByRole('textbox', { name: "Do's" }).fill('Show the mandazi coming out of the fryer');
    await page.getByRole('textbox', { name: "Don'ts" }).fill('No other bakeries in the video');
    await page.getByRole('textbox', { name: 'Description' }).fill('A family bakery in Kilimani, open from 6.');
    for (const [label, day] of [
      ['First day', nairobiDay(2)],
      ['Last day', nairobiDay(16)],
    ]) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await field.fill(typedDay(day));
      await field.press('Tab');
      expect(await field.inputValue()).toBe(typedDay(day));
    }
    // The last day's calendar closes (its month buttons are unnamed in the shared date field: checked closed).
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.mantine-DateInput-calendarHeaderControl').count()).toBe(0);
    const channels = page.getByRole('group', { name: 'Channels' });
    for (const channel of ['Instagram', 'TikTok']) {
      // A chip's box is drawn by its label (the input itself is hidden): a tap on the label toggles it.
      await channels.locator('label', { hasText: channel }).click();
      expect(await channels.getByRole('checkbox', { name: channel, exact: true }).isChecked()).toBe(true);
    }
    await expectFitsPhone(page, 'Create, describe');
    await expectAccessible(page, 'SME create campaign, describe');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: the four creators chosen for Boost; one swapped for another match.
    await expect.poll(() => stepHeading(page)).toBe('Step 3 of 4: Your creators');
    await expect.poll(async () => (await creatorNames(page)).length, LIVE).toBe(4);
    const before = await creatorNames(page);
    expect(await page.getByTestId('sme-package-price').textContent()).toBe(
      'Within the Boost package price of KES 130,000.',
    );
    await expectFitsPhone(page, 'Create, creators');
    await expectAccessible(page, 'SME create campaign, creators');
    await page.getByRole('button', { name: `Swap ${before[1]}` }).click();
    const swap = page.getByRole('dialog', { name: `Swap ${before[1]}` });
    const option = swap.getByRole('list', { name: 'Other creators' }).getByTestId('sme-creator-name').first();
    const incoming = (await option.textContent())!;
    await expectAccessible(page, 'SME create campaign, swap');
    await swap.getByRole('button', { name: `Choose ${incoming}` }).click();
    await expect.poll(() => creatorNames(page)).toEqual([before[0], incoming, before[2], before[3]]);
    const total = (await page.getByTestId('funding-total').textContent())!;
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 4: created and paid by M-Pesa (the sandbox pays by itself).
    await expect.poll(() => stepHeading(page)).toBe('Step 4 of 4: Create and pay');
    expect(await page.getByTestId('sme-pay-total').textContent()).toBe(total);
    await page.getByRole('textbox', { name: 'M-Pesa number' }).fill('0712 345 678');
    await page.getByRole('button', { name: /^Pay KES [\d,.]+ with M-Pesa$/ }).click();
    await page.getByTestId('sme-pay-pending').waitFor(LIVE);
    await page.getByTestId('sme-campaign-created').waitFor();
    await expectAccessible(page, 'SME create campaign, check your phone');
    await page.getByTestId('sme-pay-paid').waitFor(LIVE);
    await expectFitsPhone(page, 'Create, paid');
    await expectAccessible(page, 'SME create campaign, paid');
    await page.getByRole('button', { name: 'Go to campaigns' }).click();

    // Campaigns: the new one, Upcoming, at the package price.
    await waitForPath(page, paths.sme.company.campaigns(smeOwner.smeId));
    const card = page.getByTestId('sme-campaign-card').filter({ hasText: 'Mandazi mornings' });
    await card.waitFor(LIVE);
    expect(await card.getByTestId('sme-campaign-status').textContent()).toBe('Upcoming');
    expect(await card.getByTestId('sme-campaign-budget').textContent()).toBe('KES 130,000.00');
    expect(await card.getByTestId('sme-campaign-package').textContent()).toBe('Package Boost');
    expect(await card.getByRole('list', { name: 'Channels' }).getByRole('listitem').allTextContents()).toEqual([
      'Instagram',
      'TikTok',
    ]);
    await expectFitsPhone(page, 'Campaigns');
    await expectAccessible(page, 'SME campaigns');
    const campaignId = (await card.getAttribute('data-campaign-id'))!;
    await card.getByRole('link', { name: 'Mandazi mornings' }).click();
    await waitForPath(page, paths.sme.company.report(smeOwner.smeId, campaignId));
  });
});
