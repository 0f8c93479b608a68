/**
 * Phone width, 390 px (issue 8, part 15): tables and tab bars wider than the screen scroll
 * sideways (a swipe or a wheel reaches their last column or tab) instead of being cut off, the page
 * itself never scrolls sideways, the group's channel tabs show their counts, and a toast does not
 * cover the page's header and section buttons.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { browserTest, groupViaApi, heading, PHONE, searchCreatorsViaApi, seedMerchant, waitForPath } from '../fixtures';
import { paths } from '@app/web/paths';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 60, seed: 5 }) });

const WIDTH = PHONE.viewport.width;

async function expectNoPageScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.doc, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  expect(widths.body, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
}

/** Whether the element is wholly on screen and not hidden under (or clipped by) anything. */
async function fullyShown(element: Locator): Promise<boolean> {
  return element.evaluate((el, width) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.left < -0.5 || rect.right > width + 0.5) return false;
    // Every ancestor that clips its content must show the element's whole width.
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) return false;
    }
    const probe = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 8));
    return Boolean(probe && (el === probe || el.contains(probe) || probe.contains(el)));
  }, WIDTH);
}

/**
 * The last item of a strip wider than the screen is out of sight, and sideways wheel turns over
 * the strip (what a swipe does) bring it fully into view: the strip scrolls instead of cutting it off.
 */
async function expectScrollsTo(page: Page, strip: Locator, last: Locator, what: string) {
  await last.waitFor({ state: 'attached' });
  expect(await fullyShown(last), `${what}: wider than the screen, its end starts out of sight`).toBe(false);
  const box = (await strip.boundingBox())!;
  await page.mouse.move(Math.min(box.x + box.width / 2, WIDTH / 2), box.y + Math.min(box.height / 2, 20));
  await expect
    .poll(
      async () => {
        if (await fullyShown(last)) return true;
        await page.mouse.wheel(300, 0);
        return false;
      },
      { message: `${what}: its last item never came into view by scrolling sideways`, timeout: 5_000, interval: 50 },
    )
    .toBe(true);
  await expectNoPageScroll(page, what);
}

describe('at 390 px', () => {
  test('the company section tabs scroll sideways to their last tab', async ({ brand, pageAs }) => {
    const page = await pageAs(brand, 'brand', PHONE);
    await page.goto(paths.company.dashboard(brand.companyId));
    await heading(page, 'Company dashboard', 2);
    const sections = page.getByRole('navigation', { name: 'Company sections' });
    await expectScrollsTo(page, sections, sections.getByRole('link').last(), 'company sections');
  });

  test("a group's channel tabs show their counts and scroll; its creators table scrolls to its last column", async ({
    stack,
    brand,
    pageAs,
  }) => {
    const { groupId } = await groupViaApi(stack, brand, 6);
    const page = await pageAs(brand, 'brand', PHONE);
    await page.goto(paths.company.groupDetails(brand.companyId, groupId));
    await page.getByTestId('group-creator-row').first().waitFor();

    const tablist = page.getByRole('tablist', { name: 'Channels' });
    const tabs = tablist.getByRole('tab');
    // Every tab's count badge shows its number, readable (not squeezed to an empty pill).
    for (const tab of await tabs.all()) {
      const badge = tab.locator('.mantine-Badge-root');
      if ((await badge.count()) === 0) continue;
      const shown = await badge.evaluate((el) => {
        const label = el.querySelector('.mantine-Badge-label') as HTMLElement | null;
        return {
          text: (label?.textContent ?? '').trim(),
          fits: label ? label.scrollWidth <= label.clientWidth + 1 && label.clientWidth > 0 : false,
        };
      });
      expect(shown.text, `${await tab.getAttribute('data-testid')}: count`).toMatch(/^\d+$/);
      expect(shown.fits, `${await tab.getAttribute('data-testid')}: the count is cut off`).toBe(true);
    }
    await expectScrollsTo(page, tablist, tabs.last(), 'channel tabs');

    const table = page.getByTestId('group-creators');
    await expectScrollsTo(page, table, table.locator('thead th').last(), 'group creators table');
    // The level badges in the table show their whole word.
    const cut = await table
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cut, 'level badges cut off').toEqual([]);
  });

  test('the creator comparison table scrolls to its last creator', async ({ stack, brand, pageAs }) => {
    const ids = (await searchCreatorsViaApi(stack, brand.token, { page_size: 3 })).influencers_for_search.map(
      (c) => c.id,
    );
    const page = await pageAs(brand, 'brand', PHONE);
    await page.goto(paths.influencerComparison(ids[0], ids.slice(1)));
    const table = page.locator('main table').first();
    await table.locator('thead th').nth(ids.length).waitFor();
    await expectScrollsTo(page, table, table.locator('thead th').last(), 'comparison table');
  });

  test("a toast opens clear of the page's header and section buttons", async ({ stack, openPage }) => {
    const merchant = await seedMerchant(stack, { sme: true });
    const page = await openPage(PHONE);
    await page.goto(paths.sme.root({ token: merchant.token }));
    await waitForPath(page, paths.sme.createBrand());
    await page.getByLabel('Business name').fill('Sokoni Deals');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await waitForPath(page, /^\/sme\/[^/]+\/dashboard$/);

    const toast = page.getByTestId('toast-success');
    await toast.getByText('Your business is set up.').waitFor();
    // Where it comes to rest once it has slid in.
    let previous: { x: number; y: number } | null = null;
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        const still = Boolean(
          box && previous && Math.abs(box.x - previous.x) < 0.5 && Math.abs(box.y - previous.y) < 0.5,
        );
        previous = box;
        return still;
      })
      .toBe(true);
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(WIDTH);
    const covered = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (!box) return false;
      return !(
        box.x + box.width <= toastBox.x ||
        toastBox.x + toastBox.width <= box.x ||
        box.y + box.height <= toastBox.y ||
        toastBox.y + toastBox.height <= box.y
      );
    };
    const buttons = [
      ...(await page.getByTestId('navbar').getByRole('button').all()),
      page.getByRole('heading', { name: 'Dashboard', exact: true }),
      ...(await page.getByRole('navigation', { name: 'SME sections' }).getByRole('link').all()),
    ];
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) {
      expect(
        await covered(button),
        `"${(await button.getAttribute('aria-label')) ?? (await button.textContent())}" is under the toast`,
      ).toBe(false);
    }
    // And they work while the toast is shown.
    await page
      .getByRole('navigation', { name: 'SME sections' })
      .getByRole('link', { name: 'Reports' })
      .click({ timeout: 2_000 });
    await waitForPath(page, /^\/sme\/[^/]+\/reports$/);
  });
});
