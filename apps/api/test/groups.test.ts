import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../src/db/seed/creators';
import { addMember, call, createCompany, createTestContext, createVerifiedMerchant, type TestContext } from './helpers';

let ctx: TestContext;
let owner: { token: string; email: string };
let companyId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await generateCatalogue(ctx.database.db, { count: 300, seed: 5 });
  owner = await createVerifiedMerchant(ctx);
  companyId = (await createCompany(ctx, owner.token, { name: 'Group Co', company_role: 'ACCOUNT' })).id;
});
afterAll(async () => ctx.close());

const api = (method: string, url: string, payload?: object, token = owner.token) =>
  call(ctx.app, { method: method as 'GET', url: `/api${url}`, payload, token });

async function newGroup(name = 'Nairobi foodies', ids: number[] = [1, 2, 3]) {
  const res = await api('POST', '/merchant/influencer_groups/', { company_id: companyId, name, influencer_ids: ids });
  expect(res.status).toBe(201);
  return res.body;
}

describe('a creator group from creation to deletion', () => {
  it('creates, lists with metrics, renames, adds, pages by channel, removes one/many, new code, deletes', async () => {
    const group = await newGroup();
    expect(group).toMatchObject({ name: 'Nairobi foodies', company_id: companyId, creators_count: 3 });
    expect(group.code).toMatch(/^[A-Z2-9]{8}$/);

    const list = await api('GET', `/influencer_groups?include_metrics=true&company_id=${companyId}`);
    const listed = list.body.results.find((g: { id: string }) => g.id === group.id);
    expect(listed.metrics.creators_count).toBe(3);
    expect(listed.metrics.combined_followers).toBeGreaterThan(0);
    expect(Object.values(listed.metrics.channels).length).toBeGreaterThan(0);
    expect(
      (await api('GET', `/merchant/influencer_groups?company_id=${companyId}`)).body.map((g: { id: string }) => g.id),
    ).toContain(group.id);

    const renamed = await api('PATCH', `/merchant/influencer_groups/${group.id}`, { name: '  Nairobi food lovers ' });
    expect(renamed.body.name).toBe('Nairobi food lovers');

    const added = await api('POST', `/influencer_groups/${group.id}/influencers`, {
      influencer_ids: Array.from({ length: 20 }, (_, i) => i + 1),
    });
    expect(added.body.creators_count).toBe(20);

    const page1 = await api('GET', `/influencer_groups/${group.id}/influencers?page_number=1&page_size=10`);
    expect(page1.body).toMatchObject({ total: 20, total_pages: 2, page_size: 10 });
    expect(page1.body.results).toHaveLength(10);
    const insta = await api('GET', `/influencer_groups/${group.id}/influencers?channel=INSTAGRAM`);
    expect(
      insta.body.results.every(
        (c: { channels: string[]; channel: { channel: string } }) =>
          c.channels.includes('INSTAGRAM') && c.channel.channel === 'INSTAGRAM',
      ),
    ).toBe(true);
    const detail = await api('GET', `/merchant/influencer_groups/${group.id}?page_number=2&page_size=10`);
    expect(detail.body.influencers.results).toHaveLength(10);
    expect(detail.body.influencers.page_number).toBe(2);

    expect((await api('DELETE', `/merchant/influencer_groups/${group.id}/influencers/1`)).body.creators_count).toBe(19);
    expect(
      (await api('DELETE', `/influencer_groups/${group.id}/influencers`, { influencer_ids: [2, 3, 4] })).body
        .creators_count,
    ).toBe(16);

    const replaced = await api('PATCH', `/merchant/influencer_groups/${group.id}/replace_code/`);
    expect(replaced.body.code).not.toBe(group.code);

    expect((await api('DELETE', `/merchant/influencer_groups/${group.id}`)).status).toBe(200);
    expect((await api('GET', `/influencer_groups/${group.id}`)).status).toBe(404);
  });

  it('refuses unknown creators and a bad name, writing nothing', async () => {
    const bad = await api('POST', '/merchant/influencer_groups', {
      company_id: companyId,
      name: 'Ghosts',
      influencer_ids: [1, 999_999],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^influencer_ids:/);
    const names = (await api('GET', `/merchant/influencer_groups?company_id=${companyId}`)).body.map(
      (g: { name: string }) => g.name,
    );
    expect(names).not.toContain('Ghosts');
    const noName = await api('POST', '/merchant/influencer_groups', { company_id: companyId, name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/^name:/);
  });

  it('shares by code: another company imports a copy; a replaced code stops working', async () => {
    const group = await newGroup('Shared list', [5, 6]);
    const other = await createVerifiedMerchant(ctx);
    const otherCompany = await createCompany(ctx, other.token, { name: 'Other Co', company_role: 'ACCOUNT' });
    const copy = await api(
      'POST',
      '/merchant/influencer_groups/import',
      { company_id: otherCompany.id, code: group.code.toLowerCase() },
      other.token,
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Shared list', creators_count: 2, company_id: otherCompany.id });
    await api('PATCH', `/merchant/influencer_groups/${group.id}/replace_code`);
    const stale = await api(
      'POST',
      '/merchant/influencer_groups/import',
      { company_id: otherCompany.id, code: group.code },
      other.token,
    );
    expect(stale.status).toBe(404);
  });

  it('is filterable in creator search by group', async () => {
    const group = await newGroup('Search me', [7, 8, 9]);
    const res = await api('POST', '/influencers/search_for_campaign', { influencer_group_ids: [group.id] });
    expect(res.body.influencers_for_search.map((c: { id: number }) => c.id).sort()).toEqual([7, 8, 9]);
  });
});

describe("another company's group", () => {
  it('is not found on every group route, and nothing changes', async () => {
    const group = await newGroup('Private list', [10, 11]);
    const stranger = await createVerifiedMerchant(ctx);
    const routes: Array<[string, string, object?]> = [
      ['GET', `/influencer_groups/${group.id}`],
      ['GET', `/merchant/influencer_groups/${group.id}`],
      ['GET', `/influencer_groups/${group.id}/influencers`],
      ['PATCH', `/merchant/influencer_groups/${group.id}`, { name: 'Hacked' }],
      ['PATCH', `/merchant/influencer_groups/${group.id}/replace_code`],
      ['POST', `/influencer_groups/${group.id}/influencers`, { influencer_ids: [12] }],
      ['DELETE', `/influencer_groups/${group.id}/influencers`, { influencer_ids: [10] }],
      ['DELETE', `/merchant/influencer_groups/${group.id}/influencers/10`],
      ['DELETE', `/merchant/influencer_groups/${group.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await api(method, url, payload, stranger.token);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect(
      (await api('GET', `/merchant/influencer_groups?company_id=${companyId}`, undefined, stranger.token)).status,
    ).toBe(404);
    expect(
      (await api('POST', '/merchant/influencer_groups', { company_id: companyId, name: 'Sneaky' }, stranger.token))
        .status,
    ).toBe(404);
    const search = await api(
      'POST',
      '/influencers/search_for_campaign',
      { influencer_group_ids: [group.id] },
      stranger.token,
    );
    expect(search.status).toBe(400);
    expect(
      (await api('GET', '/merchant/influencer_groups', undefined, stranger.token)).body.map(
        (g: { id: string }) => g.id,
      ),
    ).not.toContain(group.id);
    const intact = await api('GET', `/influencer_groups/${group.id}`);
    expect(intact.body).toMatchObject({ name: 'Private list', creators_count: 2 });
  });

  it('a brand manager of the company may manage its groups', async () => {
    const manager = await createVerifiedMerchant(ctx);
    await addMember(ctx, companyId, manager.email, 'BRAND_MANAGER');
    const created = await api(
      'POST',
      '/merchant/influencer_groups',
      { company_id: companyId, name: 'By a brand manager' },
      manager.token,
    );
    expect(created.status).toBe(201);
  });
});

describe('GET /companies/:id/universe', () => {
  it('lists every creator of the company groups once, with totals; refuses a foreign company', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Universe Co', company_role: 'ACCOUNT' });
    await api(
      'POST',
      '/merchant/influencer_groups',
      { company_id: company.id, name: 'One', influencer_ids: [20, 21, 22] },
      m.token,
    );
    await api(
      'POST',
      '/merchant/influencer_groups',
      { company_id: company.id, name: 'Two', influencer_ids: [22, 23] },
      m.token,
    );
    const res = await api('GET', `/companies/${company.id}/universe?page_size=10`, undefined, m.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, groups_count: 2, total_pages: 1 });
    expect(res.body.results.map((c: { id: number }) => c.id).sort()).toEqual([20, 21, 22, 23]);
    expect(res.body.combined_followers).toBeGreaterThan(0);
    expect(res.body.creators_count).toBe(4);
    const channelTotal = Object.values(res.body.channels as Record<string, number>);
    expect(channelTotal.length).toBeGreaterThan(0);
    const insta = await api('GET', `/companies/${company.id}/universe?channel=INSTAGRAM`, undefined, m.token);
    expect(insta.body.total).toBe(res.body.channels.INSTAGRAM ?? 0);
    expect(insta.body.creators_count).toBe(4);
    expect((await api('GET', `/companies/${company.id}/universe`)).status).toBe(404);
  });
});
