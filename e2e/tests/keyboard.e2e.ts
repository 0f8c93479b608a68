/**
 * Keyboard use (issue 8, part 18): a skip link to the main content on every layout (brand, auth and
 * public pages; the SME area), and on creator discovery the first creator's checkbox reached in few
 * Tab presses (39 before the results came ahead of the filter panel in tab order).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { browserTest, DESKTOP, heading, shownCreatorIds } from '../fixtures';
import { paths } from '@app/web/paths';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 40, seed: 7 }) });

/** What has the keyboard focus: its tag, id, accessible label and whether it sits in the given landmark. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 60),
      inFilters: Boolean(el?.closest('aside[aria-label="Creator filters"]')),
      inMain: Boolean(el?.closest('main')),
      firstCreatorCheckbox: Boolean(
        el && el === document.querySelector('[data-testid="creator-card"] input[type="checkbox"]'),
      ),
    };
  });
}

/** Presses Tab until `reached` holds for the focused element; returns how many presses it took. */
async function tabUntil(
  page: Page,
  reached: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 80,
): Promise<{ presses: number; passedFilters: boolean }> {
  let passedFilters = false;
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.inFilters) passedFilters = true;
    if (reached(now)) return { presses, passedFilters };
  }
  throw new Error(`not reached in ${max} Tab presses`);
}

/** The first Tab of a page lands on the skip link, which shows itself; Enter moves the focus to <main>. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  const box = await skip.boundingBox();
  expect(box, 'the focused skip link is on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
  // The next Tab goes on inside the main content, past the navbar.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain).toBe(true);
}

describe('a skip link to the main content', () => {
  test('on the auth and public pages', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    for (const [path, title] of [
      [paths.auth.login(), 'Log in'],
      [paths.faq(), 'Frequently asked questions'],
    ] as const) {
      await page.goto(path);
      await heading(page, title);
      await expectSkipLink(page);
    }
  });

  test('on the brand pages', async ({ brand, pageAs }) => {
    const page = await pageAs(brand, 'brand', DESKTOP);
    await page.goto(paths.company.dashboard(brand.companyId));
    await heading(page, 'Company dashboard', 2);
    await expectSkipLink(page);
  });

  test('in the SME area', async ({ openPage, smeOwner, pageAs }) => {
    const anonymous = await openPage(DESKTOP);
    await anonymous.goto(paths.sme.signin());
    await heading(anonymous, 'Sign in');
    await expectSkipLink(anonymous);

    const page = await pageAs(smeOwner, 'sme', DESKTOP);
    await page.goto(paths.sme.company.dashboard(smeOwner.smeId));
    await heading(page, 'Dashboard');
    await expectSkipLink(page);
  });
});

describe('creator discovery from the keyboard', () => {
  test('the first creator checkbox comes before every filter control, in few Tab presses', async ({
    brand,
    pageAs,
  }) => {
    const page = await pageAs(brand, 'brand', DESKTOP);
    await page.goto(paths.company.creatorDiscovery(brand.companyId));
    await expect.poll(async () => (await shownCreatorIds(page)).length, { timeout: 15_000 }).toBe(25);
    await page.getByRole('complementary', { name: 'Creator filters' }).getByRole('checkbox').first().waitFor();

    // From the top of the page: navbar, company header and sections, then the results.
    const fromTop = await tabUntil(page, (f) => f.firstCreatorCheckbox);
    expect(fromTop.passedFilters, 'no filter control on the way').toBe(false);
    expect(fromTop.presses).toBeLessThanOrEqual(25);

    // With the skip link: past the navbar at once.
    await page.reload();
    await expect.poll(async () => (await shownCreatorIds(page)).length, { timeout: 15_000 }).toBe(25);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'main' });
    const fromMain = await tabUntil(page, (f) => f.firstCreatorCheckbox);
    expect(fromMain.passedFilters).toBe(false);
    expect(fromMain.presses).toBeLessThan(fromTop.presses);

    // The filters follow the results, still reachable from the keyboard.
    await tabUntil(page, (f) => f.inFilters);
    console.info(
      `Tab presses to the first creator checkbox: ${fromTop.presses} from the top, ` +
        `${fromMain.presses} after the skip link`,
    );
  });
});
