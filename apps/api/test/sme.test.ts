import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { toMinor } from '@app/shared/money';
import { packageSplit } from '@app/shared/sme';
import { generateCatalogue } from '../src/db/seed/creators';
import { call, createCompany, createTestContext, createVerifiedMerchant, type TestContext } from './helpers';

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
