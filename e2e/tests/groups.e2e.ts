/**
 * Creator groups in Chromium (issue 4): a group's life from creators chosen in discovery to its
 * deletion (listed, opened on its Instagram tab, renamed, grown, emptied one by one and in bulk,
 * its share code copied and replaced), a foreign company's group id in the URL, and the error
 * toasts of spec section 8 when adding creators fails.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import {
  browserTest,
  searchCreatorsViaApi,
  seedBrandCompany,
  shownCreatorIds,
  waitForPath,
  type PageFixtures,
  type Stack,
} from '../fixtures';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 400, seed: 3 }) });

type Owner = Awaited<ReturnType<typeof seedBrandCompany>>;

async function pageLoggedIn(
  { pageAs, stack }: { pageAs: PageFixtures['pageAs']; stack: Stack },
  owner: Owner,
  options: { clipboard?: boolean } = {},
): Promise<Page> {
  const page = await pageAs(owner, 'brand', { viewport: { width: 1280, height: 900 } });
  if (options.clipboard)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
  return page;
}

async function groupViaApi(stack: Stack, owner: Owner, id: string) {
  return stack.api('GET', `/api/influencer_groups/${id}`, undefined, owner.token);
}

async function membersViaApi(stack: Stack, owner: Owner, id: string): Promise<number[]> {
  const reply = await stack.api('GET', `/api/influencer_groups/${id}/influencers?page_size=50`, undefined, owner.token);
  expect(reply.status).toBe(200);
  return (reply.body.results as Array<{ id: number }>).map((c) => c.id).sort((a, b) => a - b);
}

/** Ticks creators on the discovery results by id. */
async function selectCreators(page: Page, ids: number[]) {
  for (const id of ids) await page.locator(`[data-creator-id="${id}"]`).getByRole('checkbox').check();
}

/** The "Creators" figure of the group header. */
async function creatorsStat(page: Page): Promise<string> {
  return (
    (
      await page.getByText('Creators', { exact: true }).locator('xpath=following-sibling::*[1]').first().textContent()
    )?.trim() ?? ''
  );
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByTestId('confirm-action').click();
  await dialog.waitFor({ state: 'hidden' });
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("a group's life", () => {
  test('from 3 discovery creators: listed, on Instagram, renamed, grown, emptied (1, bulk), new code, deleted', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedBrandCompany(stack);
    const page = await pageLoggedIn({ pageAs, stack }, owner, { clipboard: true });
    const base = `/companies/${owner.companyId}`;

    // Instagram creators only, so the group's Instagram tab holds all of them.
    const instagram = (
      await searchCreatorsViaApi(stack, owner.token, {
        channels_with_levels: [{ channel: 'INSTAGRAM', levels: [] }],
        page_size: 25,
      })
    ).influencers_for_search;
    const firstThree = instagram.slice(0, 3).map((c) => c.id);
    const nextThree = instagram.slice(3, 6).map((c) => c.id);

    await page.goto(`${base}/creator-discovery?channel=INSTAGRAM`);
    // A cold page's first search can take longer than a poll's default second on a busy machine.
    await expect.poll(() => shownCreatorIds(page), { timeout: 10_000 }).toEqual(instagram.map((c) => c.id));
    await selectCreators(page, firstThree);
    await page.getByTestId('selection-bar').getByText('3 creators selected').waitFor();
    await page.getByTestId('add-to-group').click();
    const modal = page.getByRole('dialog', { name: 'Add 3 creators to a group' });
    await modal.waitFor();
    // No group yet: the modal starts on "New group".
    await modal.getByTestId('new-group-name').fill('Nairobi launch');
    await modal.getByTestId('add-to-group-submit').click();
    await page.getByTestId('toast-success').getByText('Created "Nairobi launch" with 3 creators.').waitFor();
    await modal.waitFor({ state: 'hidden' });

    const listed = (
      await stack.api('GET', `/api/merchant/influencer_groups?company_id=${owner.companyId}`, undefined, owner.token)
    ).body as Array<{ id: string; name: string }>;
    expect(listed.map((g) => g.name)).toEqual(['Nairobi launch']);
    const groupId = listed[0].id;
    expect(await membersViaApi(stack, owner, groupId)).toEqual(sorted(firstThree));

    // The list: the group with its 3 creators, 2 avatars then "+1".
    await page.goto(`${base}/groups`);
    const card = page.getByTestId('group-card').filter({ hasText: 'Nairobi launch' });
    await card.getByText('3 creators', { exact: true }).waitFor();
    await card.getByTestId('avatar-list-rest').getByText('+1').waitFor();
    expect(await page.getByTestId('group-card').count()).toBe(1);
    await card.getByRole('link', { name: 'Nairobi launch' }).click();
    await waitForPath(page, `${base}/group-details/${groupId}`);

    // Instagram is the first tab and the one open; the members are shown.
    const tabs = page.getByRole('tablist', { name: 'Channels' }).getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.first().getAttribute('data-testid')).toBe('channel-tab-INSTAGRAM');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const rows = page.getByTestId('group-creator-row');
    const rowIds = () =>
      rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-creator-id'))).sort((a, b) => a - b));
    await expect.poll(rowIds).toEqual(sorted(firstThree));
    expect(await creatorsStat(page)).toBe('3');

    // Rename in place.
    await page.getByTestId('rename-group').click();
    await page.getByTestId('rename-input').fill('Nairobi launch 2026');
    await page.getByTestId('rename-save').click();
    await page.getByTestId('group-name-heading').getByText('Nairobi launch 2026', { exact: true }).waitFor();
    expect((await groupViaApi(stack, owner, groupId)).body.name).toBe('Nairobi launch 2026');

    // Copy the share code.
    const code = ((await page.getByTestId('group-code').textContent()) ?? '').trim();
    expect(code).toBe((await groupViaApi(stack, owner, groupId)).body.code);
    await page.getByRole('button', { name: 'Copy the share code' }).click();
    await page.getByRole('button', { name: 'Code copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Add creators: discovery aimed at this group.
    await page.getByTestId('add-creators').click();
    await page.waitForURL(
      (url) => url.pathname === `${base}/creator-discovery` && url.searchParams.get('add_to') === groupId,
    );
    await page.getByTestId('target-group').getByText('Adding creators to "Nairobi launch 2026"').waitFor();
    await page.getByRole('checkbox', { name: 'Instagram', exact: true }).check();
    await expect.poll(() => shownCreatorIds(page), { timeout: 10_000 }).toEqual(instagram.map((c) => c.id));
    await selectCreators(page, nextThree);
    await page.getByTestId('add-to-group').getByText('Add to Nairobi launch 2026').click();
    const addModal = page.getByRole('dialog', { name: 'Add 3 creators to a group' });
    await addModal
      .getByRole('textbox', { name: 'Group' })
      .or(addModal.getByRole('combobox', { name: 'Group', exact: true }))
      .first()
      .waitFor();
    expect(await addModal.getByTestId('add-to-group-select').inputValue()).toBe('Nairobi launch 2026 (3 creators)');
    await addModal.getByTestId('add-to-group-submit').click();
    await page.getByTestId('toast-success').getByText('Added 3 creators to "Nairobi launch 2026".').waitFor();
    expect(await membersViaApi(stack, owner, groupId)).toEqual(sorted([...firstThree, ...nextThree]));

    await page.getByRole('link', { name: 'Back to Nairobi launch 2026' }).click();
    await waitForPath(page, `${base}/group-details/${groupId}`);
    await expect.poll(rowIds).toEqual(sorted([...firstThree, ...nextThree]));
    await expect.poll(() => creatorsStat(page)).toBe('6');

    // Remove one (asks first).
    const gone = firstThree[0];
    const goneName = instagram[0].name;
    await page.getByRole('button', { name: `Remove ${goneName} from the group` }).click();
    await confirm(page, 'Remove this creator?');
    await page.getByTestId('toast-success').getByText(`Removed ${goneName} from "Nairobi launch 2026".`).waitFor();
    await expect.poll(rowIds).toEqual(sorted([...firstThree.slice(1), ...nextThree]));
    await expect.poll(() => creatorsStat(page)).toBe('5');
    expect(await membersViaApi(stack, owner, groupId)).not.toContain(gone);

    // Bulk removal of two (asks first).
    const bulk = nextThree.slice(0, 2);
    for (const id of bulk)
      await page.locator(`[data-testid="group-creator-row"][data-creator-id="${id}"]`).getByRole('checkbox').check();
    await page.getByTestId('group-selection').getByText('2 creators selected').waitFor();
    await page.getByTestId('remove-selected').click();
    await confirm(page, 'Remove 2 creators?');
    const left = sorted([...firstThree.slice(1), nextThree[2]]);
    await expect.poll(rowIds).toEqual(left);
    await expect.poll(() => creatorsStat(page)).toBe('3');
    expect(await membersViaApi(stack, owner, groupId)).toEqual(left);
    expect(await page.getByTestId('group-selection').count()).toBe(0);

    // Replace the share code (asks first): another code is shown and the API agrees.
    await page.getByTestId('replace-code').click();
    await confirm(page, 'Replace the share code?');
    await expect.poll(async () => ((await page.getByTestId('group-code').textContent()) ?? '').trim()).not.toBe(code);
    const replaced = ((await page.getByTestId('group-code').textContent()) ?? '').trim();
    expect(replaced).toBe((await groupViaApi(stack, owner, groupId)).body.code);
    expect(replaced).not.toBe(code);

    // Delete (asks first): back to the list, where it is gone; the API no longer knows it.
    await page.getByTestId('delete-group').click();
    await confirm(page, 'Delete this group?');
    await waitForPath(page, `${base}/groups`);
    await page.getByTestId('groups-empty').waitFor();
    expect(await page.getByTestId('group-card').count()).toBe(0);
    expect((await groupViaApi(stack, owner, groupId)).status).toBe(404);
  });

  test("a foreign company's group id under one's own company shows a not-found state, not the group", async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedBrandCompany(stack, 'Own company');
    const stranger = await seedBrandCompany(stack, 'Foreign company');
    const ids = (await searchCreatorsViaApi(stack, stranger.token, { page_size: 3 })).influencers_for_search.map(
      (c) => c.id,
    );
    const created = await stack.api(
      'POST',
      '/api/merchant/influencer_groups',
      { company_id: stranger.companyId, name: 'Secret shortlist', influencer_ids: ids },
      stranger.token,
    );
    expect(created.status).toBe(201);

    const page = await pageLoggedIn({ pageAs, stack }, owner);
    const path = `/companies/${owner.companyId}/group-details/${created.body.id}`;
    await page.goto(path);
    await page.getByText('This group does not exist any more.').waitFor();
    await waitForPath(page, path);
    expect(await page.getByText('Secret shortlist').count()).toBe(0);
    expect(await page.getByTestId('group-creator-row').count()).toBe(0);
    expect(await page.getByTestId('group-code').count()).toBe(0);
  });
});

describe('a failed add-to-group', () => {
  test("shows the server's message as an error toast, else 'Something went wrong. Please try again later.'", async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedBrandCompany(stack);
    const created = await stack.api(
      'POST',
      '/api/merchant/influencer_groups',
      { company_id: owner.companyId, name: 'Coast creators' },
      owner.token,
    );
    expect(created.status).toBe(201);
    const groupId = created.body.id as string;
    const page = await pageLoggedIn({ pageAs, stack }, owner);

    let reply: { status: number; body: string; contentType?: string } = { status: 500, body: '' };
    await page.route(`**/api/influencer_groups/${groupId}/influencers`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: reply.status, body: reply.body, contentType: reply.contentType })
        : route.fallback(),
    );

    await page.goto(`/companies/${owner.companyId}/creator-discovery`);
    await expect.poll(async () => (await shownCreatorIds(page)).length, { timeout: 15_000 }).toBe(25);
    const [first] = await shownCreatorIds(page);
    await selectCreators(page, [first]);
    await page.getByTestId('add-to-group').click();
    const modal = page.getByRole('dialog', { name: 'Add 1 creator to a group' });
    await modal.waitFor();
    await modal.getByTestId('add-to-group-select').click();
    await page.getByRole('option', { name: 'Coast creators (0 creators)' }).click();

    // 500 with an empty body: the spec's fallback wording.
    await modal.getByTestId('add-to-group-submit').click();
    const error = page.getByTestId('toast-error');
    await error.getByText('Something went wrong. Please try again later.', { exact: true }).waitFor();
    expect(await modal.isVisible()).toBe(true);

    // 500 with a message: that message.
    reply = {
      status: 500,
      body: JSON.stringify({ message: 'The group is locked by a running campaign.' }),
      contentType: 'application/json',
    };
    await modal.getByTestId('add-to-group-submit').click();
    await error.getByText('The group is locked by a running campaign.', { exact: true }).waitFor();

    expect(await membersViaApi(stack, owner, groupId)).toEqual([]);

    // Creating a new group instead, refused with an empty body: the same fallback wording.
    await page.route('**/api/merchant/influencer_groups', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await modal.getByText('New group', { exact: true }).click();
    await modal.getByTestId('new-group-name').fill('Lagos creators');
    const fallbacks = error.getByText('Something went wrong. Please try again later.', { exact: true });
    const before = await fallbacks.count();
    await modal.getByTestId('add-to-group-submit').click();
    await expect.poll(() => fallbacks.count()).toBe(before + 1);
    const groups = (
      await stack.api('GET', `/api/merchant/influencer_groups?company_id=${owner.companyId}`, undefined, owner.token)
    ).body as Array<{ name: string }>;
    expect(groups.map((g) => g.name)).toEqual(['Coast creators']);
    expect(await page.getByTestId('toast-success').count()).toBe(0);
  });
});
