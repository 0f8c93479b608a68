import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { toMinor } from '@app/shared/money';
import { packageSplit } from '@app/shared/sme';
import { generateCatalogue } from '../src/db/seed/creators';
import { pickCreators } from '../src/modules/sme/sme.service';
import { call, createCompany, createTestContext, createVerifiedMerchant, multipart, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await generateCatalogue(ctx.database.db, { count: 600, seed: 21 });
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;

/** A small business's owner: signed up as an SME, the business made by complete-signup. */
async function smeOwner(name = 'Mama Njeri Bakery') {
  const m = await createVerifiedMerchant(ctx, {}, true);
  const done = await call(ctx.app, {
    method: 'POST',
    url: '/api/auth/merchant/complete-signup?is_sme=true',
    payload: { business_name: name },
    token: m.token,
  });
  if (done.status !== 201) throw new Error(`complete-signup failed: ${JSON.stringify(done.body)}`);
  return { ...m, smeId: done.body.companies[0].id as string };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  budget: 100_000,
  channels: ['INSTAGRAM', 'TIKTOK'],
  start_date: new Date(Date.now() + 2 * DAY).toISOString(),
  end_date: new Date(Date.now() + 16 * DAY).toISOString(),
  description: 'Fresh mandazi every morning',
  ...overrides,
});

const preview = (token: string, smeId: string, body: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: `/api/sme/${smeId}/campaigns/preview`, token, payload: body });

describe('GET /sme/packages', () => {
  it("answers spec section 9's table", async () => {
    const owner = await smeOwner();
    const res = await call(ctx.app, { method: 'GET', url: '/api/sme/packages', token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.packages.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
      ['Launch', 65_000],
      ['Boost', 130_000],
      ['Scale', 265_000],
      ['Platinum', 500_000],
    ]);
  });
});

describe('POST /sme/{sme_id}/campaigns/preview', () => {
  it('recommends Boost for KES 100,000; its 4 creators fit its work budget, verified and matching', async () => {
    const owner = await smeOwner();
    const res = await preview(owner.token, owner.smeId, form());
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.recommended_package.name).toBe('Boost');
    expect(body.package.name).toBe('Boost');
    expect(body.split).toEqual(packageSplit(toMinor(130_000)));
    expect(body.creators).toHaveLength(4);
    const work = body.creators.reduce((sum: number, c: { cost_minor: number }) => sum + c.cost_minor, 0);
    expect(work).toBeLessThanOrEqual(body.split.work_minor);
    expect(body.cost.deliverables_total_minor).toBe(work);
    expect(body.cost.total_minor).toBeLessThanOrEqual(toMinor(130_000));
    expect(body.cost.total_minor).toBe(
      body.cost.deliverables_total_minor + body.cost.platform_fee_minor + body.cost.vat_minor,
    );
    const ids = body.creators.map((c: { influencer_id: number }) => c.influencer_id);
    const { rows } = await ctx.database.db.execute<{
      country_code: string;
      verification_identity: string;
      verification_payment: string;
      verification_social: string;
    }>(sql`select country_code, verification_identity, verification_payment, verification_social from creators
      where id = any(${`{${ids.join(',')}}`}::int[])`);
    for (const r of rows) {
      expect(r.country_code).toBe('KE');
      expect([r.verification_identity, r.verification_payment]).toEqual(['APPROVED', 'APPROVED']);
      expect(r.verification_social).not.toBe('REJECTED');
    }
    for (const c of body.creators) {
      expect(['INSTAGRAM', 'TIKTOK']).toContain(c.channel);
      expect(c.post_content_type).toBe(c.channel === 'TIKTOK' ? 'VIDEO' : 'REEL');
      expect(c.posts).toBe(2);
    }
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.some((a: { influencer_id: number }) => ids.includes(a.influencer_id))).toBe(false);
  });

  it('takes a swap the owner made, checked again; refuses a creator who does not match, and too many', async () => {
    const owner = await smeOwner();
    const first = (await preview(owner.token, owner.smeId, form())).body;
    const kept = first.creators.slice(1).map((c: { influencer_id: number }) => c.influencer_id);
    const swapped = [...kept, first.alternatives[0].influencer_id];
    const again = await preview(owner.token, owner.smeId, form({ influencer_ids: swapped }));
    expect(again.status).toBe(200);
    expect(again.body.creators.map((c: { influencer_id: number }) => c.influencer_id)).toEqual(swapped);
    // Every swap offered after a swap still fits the package, whichever creator it replaces.
    for (const alternative of again.body.alternatives as Array<{ influencer_id: number }>) {
      const twice = await preview(
        owner.token,
        owner.smeId,
        form({ influencer_ids: [...swapped.slice(1), alternative.influencer_id] }),
      );
      expect(twice.status, `alternative ${alternative.influencer_id}`).toBe(200);
    }
    const [foreign] = (
      await ctx.database.db.execute<{ id: number }>(sql`select id from creators where country_code <> 'KE' limit 1`)
    ).rows;
    const refused = await preview(owner.token, owner.smeId, form({ influencer_ids: [...kept, Number(foreign.id)] }));
    expect(refused).toMatchObject({ status: 400, body: { field: 'influencer_ids' } });
    const tooMany = await preview(owner.token, owner.smeId, form({ package: 'Launch', influencer_ids: swapped }));
    expect(tooMany).toMatchObject({ status: 400, body: { field: 'influencer_ids' } });
  });

  it('refuses a budget of zero, and one above the top package unless a package is chosen', async () => {
    const owner = await smeOwner();
    expect((await preview(owner.token, owner.smeId, form({ budget: 0 }))).body.field).toBe('budget');
    const above = await preview(owner.token, owner.smeId, form({ budget: 600_000 }));
    expect(above).toMatchObject({ status: 400, body: { field: 'budget' } });
    const chosen = await preview(owner.token, owner.smeId, form({ budget: 600_000, package: 'Platinum' }));
    expect(chosen.status).toBe(200);
    expect(chosen.body.recommended_package).toBeNull();
    expect(chosen.body.package.name).toBe('Platinum');
    expect((await preview(owner.token, owner.smeId, form({ colour: 'red' }))).status).toBe(400);
  });
});

describe('POST and GET /sme/{sme_id}/campaigns', () => {
  it('creates an AUTO_SELECTION campaign at the package price, listed in the SME view sorted by status', async () => {
    const owner = await smeOwner();
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/sme/${owner.smeId}/campaigns`,
      token: owner.token,
      payload: { ...form(), name: 'Mandazi mornings', product: 'Mandazi', goal: 'More walk-ins', dos: 'Smile' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Mandazi mornings',
      channels: ['INSTAGRAM', 'TIKTOK'],
      campaign_status_for_merchant: 'UPCOMING',
      currency: 'KES',
      budget: 130_000,
      budget_minor: toMinor(130_000),
      package: 'Boost',
      creator_selection_method: 'AUTO_SELECTION',
    });
    const [row] = (
      await ctx.database.db.execute<{ creator_selection_method: string; company_id: string; total_minor: string }>(
        sql`select creator_selection_method, company_id, total_minor from campaigns where id = ${created.body.id}`,
      )
    ).rows;
    expect(row.creator_selection_method).toBe('AUTO_SELECTION');
    expect(row.company_id).toBe(owner.smeId);
    expect(Number(row.total_minor)).toBeLessThanOrEqual(toMinor(130_000));
    const invited = await ctx.database.db.execute(
      sql`select 1 from campaign_creators where campaign_id = ${created.body.id}`,
    );
    expect(invited.rows).toHaveLength(4);

    // A past campaign: COMPLETED sorts before UPCOMING (status ascending).
    await ctx.database.db.execute(sql`insert into campaigns (company_id, name, start_at, end_at, currency, budget_minor,
      platforms) values (${owner.smeId}, 'Old one', now() - interval '30 days', now() - interval '20 days', 'KES',
      6500000, array['TIKTOK'])`);
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/sme/${owner.smeId}/campaigns?page_number=1&page_size=5`,
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ results_count: 2, page_number: 1, page_size: 5 });
    expect(list.body.results.map((c: { name: string; campaign_status_for_merchant: string }) => c.name)).toEqual([
      'Old one',
      'Mandazi mornings',
    ]);
    expect(Object.keys(list.body.results[0]).sort()).toEqual(
      [
        'budget',
        'budget_minor',
        'campaign_status_for_merchant',
        'channels',
        'creator_selection_method',
        'currency',
        'end_date',
        'id',
        'name',
        'package',
        'start_date',
      ].sort(),
    );
    const second = await call(ctx.app, {
      method: 'GET',
      url: `/api/sme/${owner.smeId}/campaigns?page_number=2&page_size=5`,
      token: owner.token,
    });
    expect(second.body.results).toEqual([]);
    const badSize = await call(ctx.app, {
      method: 'GET',
      url: `/api/sme/${owner.smeId}/campaigns?page_size=7`,
      token: owner.token,
    });
    expect(badSize.status).toBe(400);
  });
});

describe('who may call the SME area', () => {
  it("refuses a brand merchant (403) and answers another SME's id as not found", async () => {
    const owner = await smeOwner();
    const other = await smeOwner('Kibanda Crafts');
    const brand = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, brand.token, { name: 'Brand Co', company_role: 'BRAND' });
    const calls = (smeId: string) => [
      { method: 'POST' as const, url: `/api/sme/${smeId}/campaigns/preview`, payload: form() },
      { method: 'POST' as const, url: `/api/sme/${smeId}/campaigns`, payload: { ...form(), name: 'X' } },
      { method: 'GET' as const, url: `/api/sme/${smeId}/campaigns` },
    ];
    for (const c of calls(owner.smeId)) {
      const foreign = await call(ctx.app, { ...c, token: other.token });
      expect(foreign.status, c.url).toBe(404);
      const branded = await call(ctx.app, { ...c, token: brand.token });
      expect(branded.status, c.url).toBe(403);
    }
    for (const c of calls(company.id)) expect((await call(ctx.app, { ...c, token: brand.token })).status).toBe(403);
    const malformed = await call(ctx.app, { method: 'GET', url: '/api/sme/not-an-id/campaigns', token: owner.token });
    expect(malformed.status).toBe(404);
  });
});

describe('GET /sme/{sme_id}/dashboard and /contents', () => {
  it('counts the last 30 days against the 30 before from real rows; "new" when there was nothing before', async () => {
    const owner = await smeOwner();
    const db = ctx.database.db;
    const day = (offset: number) => new Date(Date.now() - offset * DAY).toISOString().slice(0, 10);
    // What posts gained: 1,000 reach (60 engagements) five days ago, 400 (24) forty days ago.
    for (const [offset, reach, likes] of [
      [5, 1000, 50],
      [40, 400, 14],
    ])
      await db.execute(sql`insert into report_metrics_daily (subject_id, day, company_id, impressions, reach, views,
        likes, comments, shares, saved) values (gen_random_uuid(), ${day(offset)}, ${owner.smeId}, 0, ${reach}, 0,
        ${likes}, 4, 3, 3)`);
    const [running] = (
      await db.execute<{ id: string }>(sql`insert into campaigns (company_id, name, start_at, end_at, currency,
        budget_minor, platforms) values (${owner.smeId}, 'Running', now() - interval '3 days',
        now() + interval '10 days', 'KES', 6500000, array['TIKTOK']) returning id`)
    ).rows;
    const creators = (await db.execute<{ id: number }>(sql`select id from creators order by id limit 2`)).rows;
    for (const c of creators)
      await db.execute(sql`insert into campaign_creators (campaign_id, creator_id, invitation_status)
        values (${running.id}, ${c.id}, 'ACCEPTED')`);
    const [task] = (
      await db.execute<{ id: string }>(sql`insert into campaign_tasks (campaign_id, position, channel,
        post_content_type, start_at, end_at) values (${running.id}, 0, 'TIKTOK', 'VIDEO', now(), now()) returning id`)
    ).rows;
    const [assignment] = (
      await db.execute<{ id: string }>(sql`insert into assignments (creator_id, source, campaign_id, campaign_task_id,
        channel, post_content_type, posts, amount_minor, currency) values (${creators[0].id}, 'CAMPAIGN', ${running.id},
        ${task.id}, 'TIKTOK', 'VIDEO', 2, 1000000, 'KES') returning id`)
    ).rows;
    await db.execute(sql`insert into content_items (assignment_id, post_index, company_id, campaign_id, creator_id,
      status, round, max_rounds) values (${assignment.id}, 1, ${owner.smeId}, ${running.id}, ${creators[0].id},
      'SUBMITTED', 1, 3), (${assignment.id}, 2, ${owner.smeId}, ${running.id}, ${creators[0].id}, 'VERIFIED', 0, 3)`);

    const res = await call(ctx.app, { method: 'GET', url: `/api/sme/${owner.smeId}/dashboard`, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual([
      { icon: 'reach', name: 'Reach', value: 1000, percentageChange: 150 },
      { icon: 'engagement', name: 'Engagement', value: 60, percentageChange: 150 },
      { icon: 'campaigns', name: 'Active campaigns', value: 1, percentageChange: null },
      { icon: 'creators', name: 'Creators', value: 2, percentageChange: null },
    ]);
    expect(res.body.recent_campaigns.map((c: { name: string }) => c.name)).toEqual(['Running']);
    expect(res.body.content_waiting.count).toBe(1);
    expect(res.body.content_waiting.items[0]).toMatchObject({ status: 'SUBMITTED', campaign_name: 'Running' });

    const contents = (filter: string) =>
      call(ctx.app, { method: 'GET', url: `/api/sme/${owner.smeId}/contents?filter=${filter}`, token: owner.token });
    expect((await contents('ALL')).body.results_count).toBe(2);
    expect((await contents('TO_REVIEW')).body.results.map((c: { post_index: number }) => c.post_index)).toEqual([1]);
    const live = (await contents('LIVE')).body.results;
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ status: 'VERIFIED', metrics: null });
    expect((await contents('SOME')).status).toBe(400);
  });
});

describe('GET and PUT /sme/{sme_id}/settings', () => {
  it('saves the profile, the M-Pesa number and notification choices together, or nothing', async () => {
    const owner = await smeOwner();
    const url = `/api/sme/${owner.smeId}/settings`;
    const first = await call(ctx.app, { method: 'GET', url, token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ business: { name: 'Mama Njeri Bakery' }, mpesa_phone: null });
    const prefs = { ...first.body.notification_preferences, product_news: { email: true, in_app: false } };
    const saved = await call(ctx.app, {
      method: 'PUT',
      url,
      token: owner.token,
      payload: {
        business: { name: 'Mama Njeri Bakes', industry: 'Food & beverage', country: 'Kenya', description: 'Mandazi' },
        mpesa_phone: '0712 345 678',
        notification_preferences: prefs,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      business: { name: 'Mama Njeri Bakes', industry: 'Food & beverage', description: 'Mandazi' },
      mpesa_phone: '254712345678',
      notification_preferences: { product_news: { email: true, in_app: false } },
    });
    const refused = await call(ctx.app, {
      method: 'PUT',
      url,
      token: owner.token,
      payload: { business: { name: 'Another name' }, mpesa_phone: '12345' },
    });
    expect(refused).toMatchObject({ status: 400, body: { field: 'mpesa_phone' } });
    // The country as typed ("Kenya") still selects Kenyan creators.
    expect((await preview(owner.token, owner.smeId, form())).body.creators).toHaveLength(4);
    expect((await call(ctx.app, { method: 'GET', url, token: owner.token })).body.business.name).toBe(
      'Mama Njeri Bakes',
    );
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const logo = await call(ctx.app, {
      method: 'POST',
      url: `/api/sme/${owner.smeId}/logo`,
      token: owner.token,
      ...multipart('logo.png', 'image/png', png),
    });
    expect(logo.status).toBe(200);
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: `/api/sme/${owner.smeId}/logo`,
      token: owner.token,
      ...multipart('logo.png', 'image/png', png, { colour: 'red' }),
    });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'colour' } });
    expect((await call(ctx.app, { method: 'GET', url, token: owner.token })).body.business.logo).toBe(logo.body.logo);
  });

  it("refuses a brand merchant and another business's owner on the dashboard, contents and settings", async () => {
    const owner = await smeOwner();
    const other = await smeOwner('Kibanda Crafts');
    const brand = await createVerifiedMerchant(ctx);
    for (const path of ['dashboard', 'contents', 'settings']) {
      const url = `/api/sme/${owner.smeId}/${path}`;
      expect((await call(ctx.app, { method: 'GET', url, token: other.token })).status, path).toBe(404);
      expect((await call(ctx.app, { method: 'GET', url, token: brand.token })).status, path).toBe(403);
    }
    for (const [token, status] of [
      [other.token, 404],
      [brand.token, 403],
    ] as const) {
      const put = await call(ctx.app, {
        method: 'PUT',
        url: `/api/sme/${owner.smeId}/settings`,
        token,
        payload: { business: { name: 'Mine now' } },
      });
      expect(put.status).toBe(status);
      const logo = await call(ctx.app, {
        method: 'POST',
        url: `/api/sme/${owner.smeId}/logo`,
        token,
        ...multipart('logo.png', 'image/png', Buffer.from('x')),
      });
      expect(logo.status).toBe(status);
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/sme/packages', token: brand.token })).status).toBe(403);
  });
});

describe('the brand area refuses a small business', () => {
  it("refuses an SME merchant on the brand area's calls; the shared and SME calls stay open", async () => {
    const owner = await smeOwner();
    const refused = [
      { method: 'GET' as const, url: '/api/companies' },
      { method: 'GET' as const, url: `/api/companies/${owner.smeId}` },
      { method: 'GET' as const, url: `/api/campaigns/all/companies/${owner.smeId}` },
      { method: 'POST' as const, url: '/api/companies/new', payload: { name: 'Brand', company_role: 'BRAND' } },
      { method: 'GET' as const, url: '/api/merchant/influencer_groups' },
    ];
    for (const c of refused) {
      const res = await call(ctx.app, { ...c, token: owner.token });
      expect(res.status, c.url).toBe(403);
      expect(res.body.field, c.url).toBe('is_sme');
    }
    const open = ['/api/user/merchant', '/api/notifications', `/api/sme/${owner.smeId}/campaigns`, '/api/sme/packages'];
    for (const url of open)
      expect((await call(ctx.app, { method: 'GET', url, token: owner.token })).status, url).toBe(200);
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/sme/${owner.smeId}/campaigns`,
      token: owner.token,
      payload: { ...form(), name: 'Read it back' },
    });
    const single = await call(ctx.app, { method: 'GET', url: `/api/campaigns/${created.body.id}`, token: owner.token });
    expect(single.status).toBe(200);
    // Signed up as a small business, its business not made yet: refused too, however warm the session cache is.
    const early = await createVerifiedMerchant(ctx, {}, true);
    await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: early.token });
    const brandCompany = await call(ctx.app, {
      method: 'POST',
      url: '/api/companies/new',
      token: early.token,
      payload: { name: 'Brand', company_role: 'BRAND' },
    });
    expect(brandCompany).toMatchObject({ status: 403, body: { field: 'is_sme' } });
    // A brand merchant keeps the brand area.
    const brand = await createVerifiedMerchant(ctx);
    expect((await call(ctx.app, { method: 'GET', url: '/api/companies', token: brand.token })).status).toBe(200);
  });
});

describe('pickCreators', () => {
  const creator = (id: number, cost: number) => ({
    influencer_id: id,
    name: `C${id}`,
    avatar: null,
    channel: 'TIKTOK',
    post_content_type: 'VIDEO',
    level: 'MICRO',
    followers: 1000 - id,
    engagement_rate: 3,
    posts: 2,
    cost_minor: cost,
  });
  it('fills the seats best first while the rest still pays the cheapest seat; offers swaps that fit any seat', () => {
    // Work budget 100: creator 1 (60) leaves 40 for two seats at the cheapest 10, creator 2 (50) would not.
    const ranked = [creator(1, 60), creator(2, 50), creator(3, 20), creator(4, 10), creator(5, 15), creator(6, 35)];
    const { chosen, alternatives, spent } = pickCreators(ranked, 3, 100);
    expect(chosen.map((c) => c.influencer_id)).toEqual([1, 3, 4]);
    expect(spent).toBe(90);
    // 10 left plus the cheapest seat's 10: only creators costing at most 20 may swap in.
    expect(alternatives.map((c) => c.influencer_id)).toEqual([5]);
  });
  it('keeps for the seats after a pick the cheapest of the candidates after it, so a full set is found', () => {
    // 70 would leave 30 for two seats of at least 25: it is passed over, and 10 + 25 + 25 fills the package.
    const ranked = [creator(1, 70), creator(2, 10), creator(3, 25), creator(4, 25)];
    expect(pickCreators(ranked, 3, 100).chosen.map((c) => c.influencer_id)).toEqual([2, 3, 4]);
  });
});
