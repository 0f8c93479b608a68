/**
 * Creator discovery in Chromium (issue 4): filters applied through the screen and compared with
 * what the API answers for the same body (total, order, and each shown creator's profile), the
 * filters kept in the URL across a reload, paging and the page-size selector, the empty state and
 * its reset, a creator's profile with channels and post metrics, and the filter drawer on a phone.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import {
  browserTest,
  pathOf,
  searchCreatorsViaApi,
  seedBrandCompany,
  shownCreatorIds,
  type PageFixtures,
} from '../fixtures';

/** The catalogue size: every creator matches an empty search. */
const CATALOGUE = 400;

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: CATALOGUE, seed: 3 }) });

let owner: Awaited<ReturnType<typeof seedBrandCompany>>;

/** Female Kenyan nano creators on Instagram, with the interest that has the most of them. */
let interest: { value: string; label: string };
const FILTER_BODY = () => ({
  age_from: 18,
  age_to: 100,
  gender: 'FEMALE',
  channels_with_levels: [{ channel: 'INSTAGRAM', levels: ['NANO'] }],
  countries: ['KE'],
  subcategories: [{ enum_value: interest.value, subcategory_type: 'POSTING' }],
  sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }],
  page_number: 1,
  page_size: 25,
});

test.beforeAll(async ({ stack }) => {
  owner = await seedBrandCompany(stack);
  // The interest is picked from the reference data by the API's own counts, so the filtered list is
  // neither empty nor the whole catalogue whatever the generator's draws.
  const conf = (await stack.api('GET', '/api/conf/all', undefined, owner.token)).body;
  const postings: Array<{ value: string; label: string }> = conf.categories.flatMap((c: any) =>
    c.subcategories
      .filter((s: any) => s.subcategory_type === 'POSTING')
      .map((s: any) => ({ value: s.enum_value, label: s.label })),
  );
  let best = { total: -1, candidate: postings[0] };
  for (const candidate of postings) {
    interest = candidate;
    const total = (await searchCreatorsViaApi(stack, owner.token, FILTER_BODY())).total_search_results;
    if (total > best.total) best = { total, candidate };
  }
  interest = best.candidate;
  expect(best.total).toBeGreaterThan(1);
});

/** The discovery screen of the catalogue's owner, logged in. */
async function openDiscovery(
  { pageAs }: { pageAs: PageFixtures['pageAs'] },
  options: BrowserContextOptions = {},
  query = '',
): Promise<Page> {
  const page = await pageAs(owner, 'brand', { viewport: { width: 1280, height: 900 }, ...options });
  await page.goto(`/companies/${owner.companyId}/creator-discovery${query}`);
  return page;
}

const total = (page: Page) => page.getByTestId('discovery-total');

/** Waits until the screen shows exactly these creators (in this order) and this total. */
async function expectResults(page: Page, ids: number[], totalText: string) {
  await expect
    .poll(async () => ({ total: (await total(page).textContent())?.trim(), ids: await shownCreatorIds(page) }), {
      timeout: 10_000,
    })
    .toEqual({ total: totalText, ids });
}

/** A Mantine (multi)select: open it by its label, choose the option. */
async function choose(scope: Page | ReturnType<Page['getByRole']>, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('filters', () => {
  test('channel level, gender, country, interest, sort: total, order, creators match API; URL survives reload', async ({
    stack,
    pageAs,
  }) => {
    const page = await openDiscovery({ pageAs });
    const all = await searchCreatorsViaApi(stack, owner.token, { page_size: 25 });
    await expectResults(
      page,
      all.influencers_for_search.map((c) => c.id),
      `${CATALOGUE} creators`,
    );

    const panel = page.getByRole('complementary', { name: 'Creator filters' });
    await panel.getByRole('checkbox', { name: 'Instagram', exact: true }).check();
    // Mantine chips hide their input under the label: the label is what a person clicks.
    const levels = panel.getByRole('group', { name: /^Instagram levels/ });
    await levels.locator('label', { hasText: /^Nano$/ }).click();
    expect(await levels.getByRole('checkbox', { name: 'Nano', exact: true }).isChecked()).toBe(true);
    await panel.getByRole('radio', { name: 'Female', exact: true }).check();
    await choose(panel, page, 'Country', 'Kenya');
    await choose(panel, page, 'Interests', interest.label);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });

    const truth = await searchCreatorsViaApi(stack, owner.token, FILTER_BODY());
    const ids = truth.influencers_for_search.map((c) => c.id);
    expect(truth.total_search_results).toBeLessThan(CATALOGUE);
    const expectedTotal = `${truth.total_search_results} ${truth.total_search_results === 1 ? 'creator' : 'creators'}`;
    await expectResults(page, ids, expectedTotal);

    // Each creator shown really is a female Kenyan nano Instagrammer posting about the interest.
    for (const id of ids) {
      const profile = (await stack.api('GET', `/api/influencer/social-media-data/${id}`, undefined, owner.token)).body;
      expect(profile.country, `creator ${id}`).toBe('KE');
      expect(profile.gender, `creator ${id}`).toBe('FEMALE');
      expect(profile.subcategories, `creator ${id}`).toContain(interest.value);
      expect(profile.channels.find((c: any) => c.channel === 'INSTAGRAM')?.level, `creator ${id}`).toBe('NANO');
    }
    // Sorted by name as the API sorts them, and the names on the cards are theirs.
    const names = await page.getByTestId('creator-card').locator('a[id$="-name"]').allTextContents();
    expect(names).toEqual(truth.influencers_for_search.map((c) => c.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const params = new URL(page.url()).searchParams;
    expect(params.getAll('channel')).toEqual(['INSTAGRAM.NANO']);
    expect(params.get('gender')).toBe('FEMALE');
    expect(params.getAll('country')).toEqual(['KE']);
    expect(params.getAll('interest')).toEqual([interest.value]);
    expect(params.get('sort')).toBe('NAME.ASC');

    const before = pathOf(page);
    await page.reload();
    expect(pathOf(page)).toBe(before);
    await expectResults(page, ids, expectedTotal);
    const reloaded = page.getByRole('complementary', { name: 'Creator filters' });
    await expect.poll(() => reloaded.getByRole('radio', { name: 'Female', exact: true }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: 'Instagram', exact: true }).isChecked()).toBe(true);
    expect(await reloaded.getByRole('checkbox', { name: 'Nano', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('NAME.ASC');
    await reloaded.getByText('Kenya', { exact: true }).waitFor();
    await reloaded.getByText(interest.label, { exact: true }).waitFor();
  });

  test('free text waits for typing to stop; impossible filters show an empty state whose reset shows all', async ({
    stack,
    pageAs,
  }) => {
    const page = await openDiscovery({ pageAs });
    // A cold page's first search can take longer than a poll's default second on a busy machine.
    await expect
      .poll(async () => (await total(page).textContent())?.trim(), { timeout: 10_000 })
      .toBe(`${CATALOGUE} creators`);
    const texts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/influencers/search_for_campaign') && request.method() === 'POST') {
        const body = request.postDataJSON() as { free_text?: string };
        if (body.free_text) texts.push(body.free_text);
      }
    });
    const query = 'zzqx nobody';
    expect((await searchCreatorsViaApi(stack, owner.token, { free_text: query })).total_search_results).toBe(0);

    await page.getByTestId('discovery-text').pressSequentially(query, { delay: 40 });
    const empty = page.getByTestId('discovery-empty');
    await empty.getByText('No creators match these filters').waitFor();
    // One search for the whole phrase, none per key.
    expect(texts).toEqual([query]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    expect(await page.getByTestId('creator-card').count()).toBe(0);

    await empty.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(async () => (await total(page).textContent())?.trim()).toBe(`${CATALOGUE} creators`);
    await expect.poll(() => page.getByTestId('creator-card').count()).toBe(25);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByTestId('discovery-text').inputValue()).toBe('');
  });
});

describe('paging', () => {
  test('25 a page by default; next page shows other creators; page-size selector (5, 10, 20, 50) sets rows', async ({
    stack,
    pageAs,
  }) => {
    const page = await openDiscovery({ pageAs });
    const first = (
      await searchCreatorsViaApi(stack, owner.token, { page_size: 25, page_number: 1 })
    ).influencers_for_search.map((c) => c.id);
    const second = (
      await searchCreatorsViaApi(stack, owner.token, { page_size: 25, page_number: 2 })
    ).influencers_for_search.map((c) => c.id);
    await expectResults(page, first, `${CATALOGUE} creators`);
    await page.getByText(`1–25 of ${CATALOGUE} creators`).waitFor();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expectResults(page, second, `${CATALOGUE} creators`);
    expect(second.some((id) => first.includes(id))).toBe(false);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByText(`26–50 of ${CATALOGUE} creators`).waitFor();

    const sizes = page.getByRole('combobox', { name: 'Rows per page' });
    const options = await sizes.locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['5', '10', '20', '50']));
    await sizes.selectOption('10');
    const ten = (
      await searchCreatorsViaApi(stack, owner.token, { page_size: 10, page_number: 1 })
    ).influencers_for_search.map((c) => c.id);
    await expectResults(page, ten, `${CATALOGUE} creators`);
    const params = new URL(page.url()).searchParams;
    expect(params.get('size')).toBe('10');
    expect(params.get('page')).toBeNull();
    await sizes.selectOption('5');
    await expect.poll(() => page.getByTestId('creator-card').count()).toBe(5);
    await page.getByText(`1–5 of ${CATALOGUE} creators`).waitFor();
  });

  test('a total the server only estimates (just over 10,000) reads "10,000+"', async ({ pageAs }) => {
    const page = await pageAs(owner, 'brand', { viewport: { width: 1280, height: 900 } });
    await page.route('**/api/influencers/search_for_campaign', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, total_search_results: 10_480, total_is_estimate: true } });
    });
    // The search this fake changes is the browser's own: no first paint rendered by the API with the real total.
    await page.route('**/api/user/merchant/first-paint?**', (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto(`/companies/${owner.companyId}/creator-discovery`);
    // The first search of a cold page can take longer than a poll's second on a busy machine: wait for it first.
    await page.getByText('1–25 of 10,000+ creators').waitFor();
    await expect.poll(async () => (await total(page).textContent())?.trim()).toBe('10,000+ creators');
  });
});

describe('a creator', () => {
  test('opened: channels, recent posts (Impressions, Reach, Shares, Saved, Engagement rate), $ per engagement', async ({
    stack,
    pageAs,
  }) => {
    const page = await openDiscovery({ pageAs });
    const top = (await searchCreatorsViaApi(stack, owner.token, { page_size: 25 })).influencers_for_search[0];
    // The first search of a cold page can take longer than a poll's default second on a busy machine.
    await expect.poll(() => shownCreatorIds(page), { timeout: 10_000 }).toContain(top.id);
    await page.locator(`[data-creator-id="${top.id}"]`).getByRole('link', { name: top.name, exact: true }).click();
    await page.waitForURL(`**/influencers/${top.id}`);
    await page.getByRole('heading', { name: top.name, exact: true }).waitFor();

    const profile = (await stack.api('GET', `/api/influencer/social-media-data/${top.id}`, undefined, owner.token))
      .body;
    expect(profile.posts.length).toBeGreaterThan(0);
    const channels = page.getByTestId('profile-channel');
    await expect.poll(() => channels.count()).toBe(profile.channels.length);
    for (const channel of profile.channels) {
      await page.getByTestId('profile-channels').getByText(`@${channel.handle}`).first().waitFor();
    }

    const cards = page.getByTestId('metrics-card');
    await expect.poll(() => cards.count()).toBe(profile.posts.length);
    const post = profile.posts[0];
    const card = cards.first();
    const tile = (label: string) =>
      card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await tile('Impressions').getAttribute('title')).toBe(post.impressions.toLocaleString('en-US'));
    expect(await tile('Reach').getAttribute('title')).toBe(post.reach.toLocaleString('en-US'));
    expect(await tile('Shares').getAttribute('title')).toBe(post.shares.toLocaleString('en-US'));
    expect(await tile('Saved').getAttribute('title')).toBe(post.saved.toLocaleString('en-US'));
    expect(await tile('Engagement rate').textContent()).toMatch(
      new RegExp(`^${String(post.engagement_rate).replace('.', '\\.')}0*\\s?%$`),
    );
    const cpe = (await tile('Cost per engagement').textContent()) ?? '';
    expect(cpe).toMatch(/^\$\d+\.\d{2,3}$/);
    expect(Number(cpe.slice(1))).toBeCloseTo(post.cpe, 2);
  });
});

describe('a 375 px wide viewport', () => {
  test('the filters open in a drawer and the results fit the width', async ({ stack, pageAs }) => {
    const page = await openDiscovery(
      { pageAs },
      { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    );
    await expect.poll(() => page.getByTestId('creator-card').count(), { timeout: 10_000 }).toBe(25);
    expect(await page.getByRole('complementary', { name: 'Creator filters' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await choose(drawer, page, 'Country', 'Kenya');
    const truth = await searchCreatorsViaApi(stack, owner.token, { countries: ['KE'], page_size: 25 });
    await drawer.getByTestId('show-results').getByText(`Show ${truth.total_search_results} creators`).waitFor();
    await drawer.getByTestId('show-results').click();
    await drawer.waitFor({ state: 'hidden' });
    await expectResults(
      page,
      truth.influencers_for_search.map((c) => c.id),
      `${truth.total_search_results} creators`,
    );
    await page.getByRole('button', { name: 'Filters, 1 in use' }).waitFor();

    const overflow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    const widest = await page
      .getByTestId('creator-card')
      .evaluateAll((cards) => Math.max(...cards.map((c) => c.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(375);
  });
});
