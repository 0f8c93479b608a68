/** Campaigns over HTTP: creation with money recomputed, lists by date, search, cancel, drafts, strangers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { campaignCost } from '@app/shared/campaign-pricing';
import { convertMinor, toMinor } from '@app/shared/money';
import { generateCatalogue } from '../src/db/seed/creators';
import { campaigns, campaignDrafts } from '../src/db/schema/campaigns';
import { currencies } from '../src/db/schema/config';
import { contracts } from '../src/db/schema/contracts';
import { creatorChannels } from '../src/db/schema/creators';
import {
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  multipart,
  multipartForm,
  PDF_BYTES,
  PNG_BYTES,
  type TestContext,
} from './helpers';

let ctx: TestContext;
/** Creators with an Instagram POST price, and their prices. */
let priced: Array<{ id: number; currency: string; price: number }>;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
  await generateCatalogue(ctx.database.db, { count: 120, seed: 11 });
  const rows = await ctx.database.db.select().from(creatorChannels).where(eq(creatorChannels.channel, 'INSTAGRAM'));
  priced = rows
    .filter((r) => r.prices.POST !== undefined)
    .map((r) => ({ id: r.creatorId, currency: r.currency, price: r.prices.POST }));
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
/** An instant written with a given offset, as the wizard sends dates in the country's zone. */
function at(ms: number, offsetHours = 3): string {
  const local = new Date(ms + offsetHours * HOUR).toISOString().slice(0, 19);
  const sign = offsetHours >= 0 ? '+' : '-';
  return `${local}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

async function setup() {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Campaign Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Campaign Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  return { owner, company, brand };
}

function campaignBody(brandId: string, overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 10 * 24 * HOUR;
  const [a, b, c] = priced;
  return {
    brand_id: brandId,
    name: 'Cold-pressed launch',
    country: 'KE',
    timezone: 'Africa/Nairobi',
    start_date: at(start),
    end_date: at(start + 14 * 24 * HOUR),
    platforms: ['INSTAGRAM'],
    budget_minor: 500_000_000,
    currency: 'KES',
    influencer_ids: [a.id, b.id, c.id],
    selling_points: [
      { description: 'Second', row_order: 2 },
      { description: '', row_order: 1 },
      { description: 'First', row_order: 0 },
    ],
    content_creation_steps: [{ description: 'Unbox', row_order: 0 }],
    handles: [{ channel: 'INSTAGRAM', text: '@juice' }],
    hashtags: [{ channel: 'INSTAGRAM', text: '#juice' }],
    description: 'Launch of three flavours',
    deliverables: [
      {
        influencer_ids: [a.id, b.id],
        start_date: at(start),
        end_date: at(start + 2 * 24 * HOUR),
        channel: 'INSTAGRAM',
        post_content_type: 'POST',
        bonus_type: 'EXTRA',
        bonus_amount_minor: 15_050,
        number_of_posts: 2,
      },
      {
        influencer_ids: [c.id],
        start_date: at(start),
        end_date: at(start + 3 * 24 * HOUR),
        channel: 'INSTAGRAM',
        post_content_type: 'POST',
        bonus_type: 'FIXED',
        bonus_amount_minor: 99_900,
      },
    ],
    ...overrides,
  };
}

const create = (token: string, body: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/campaigns', token, payload: body });

describe('creating a campaign', () => {
  it("stores the form, creators and tasks, and the server's figures (never a client's)", async () => {
    const { owner, brand } = await setup();
    // The server computes the figures: a client's are not taken, and not silently dropped either (decision 005).
    const costed = await create(owner.token, { ...campaignBody(brand.id), cost: { total: 1, deliverables_total: 1 } });
    expect(costed.body).toMatchObject({ code: 'VALIDATION', field: 'cost', message: 'cost: Unknown field' });
    const attached = await create(owner.token, campaignBody(brand.id, { contract_ids: [brand.id] }));
    expect(attached.body).toMatchObject({ code: 'VALIDATION', field: 'contract_ids' });
    const res = await create(owner.token, campaignBody(brand.id, { contract_ids: [] }));
    expect(res.status).toBe(201);
    const campaign = res.body;
    expect(campaign).toMatchObject({
      name: 'Cold-pressed launch',
      company_id: brand.id,
      brand_name: 'Campaign Brand',
      campaign_status_for_merchant: 'UPCOMING',
      currency: 'KES',
      budget_minor: 500_000_000,
      preferences: { gender: 'BOTH', age_group: { from: 18, to: 100 } },
      selling_points: [
        { description: 'First', row_order: 0 },
        { description: 'Second', row_order: 1 },
      ],
      handles: [{ channel: 'INSTAGRAM', text: '@juice' }],
      creators_count: 3,
    });
    expect(campaign.deliverables).toHaveLength(2);
    expect(campaign.influencers.map((i: { invitation_status: string }) => i.invitation_status)).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
    ]);

    // The same figures from the shared money code, with the catalogue's prices converted into KES.
    const rates = new Map(
      (await ctx.database.db.select().from(currencies)).map((r) => [r.code, BigInt(Math.round(r.usdRate * 1e8))]),
    );
    const priceOf = (id: number) => {
      const p = priced.find((x) => x.id === id)!;
      return convertMinor(toMinor(p.price), rates.get(p.currency)!, rates.get('KES')!);
    };
    const body = campaignBody(brand.id);
    const expected = campaignCost(
      [
        { ...body.deliverables[0], bonus_type: 'EXTRA', influencer_ids: body.deliverables[0].influencer_ids },
        { ...body.deliverables[1], bonus_type: 'FIXED', influencer_ids: body.deliverables[1].influencer_ids },
      ],
      (id) => priceOf(id),
    );
    expect(campaign.cost).toEqual({
      currency: 'KES',
      deliverables_total_minor: expected.deliverables_total_minor,
      platform_fee_minor: expected.platform_fee_minor,
      vat_minor: expected.vat_minor,
      total_minor: expected.total_minor,
      budget_minor: 500_000_000,
      over_budget_by_minor: 0,
    });
    expect(campaign.deliverables[1]).toMatchObject({ bonus_amount_minor: 99_900 });
    expect(campaign.deliverables[1].influencers[0]).toMatchObject({ unit_cost_minor: 99_900, cost_minor: 99_900 });

    const read = await call(ctx.app, { method: 'GET', url: `/api/campaigns/${campaign.id}`, token: owner.token });
    expect(read.body).toEqual(campaign);
  });

  it('refuses a campaign over its budget with a message naming the gap, and writes nothing', async () => {
    const { owner, brand } = await setup();
    const res = await create(owner.token, campaignBody(brand.id, { budget_minor: 1_000_000 }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('budget_minor');
    expect(res.body.message).toMatch(/KES [\d,.]+ over the budget of KES 10,000\.00/);
    expect(await ctx.database.db.select().from(campaigns).where(eq(campaigns.companyId, brand.id))).toEqual([]);
  });

  it.each([
    ['an end before the start', (b: ReturnType<typeof campaignBody>) => ({ end_date: b.start_date }), 'end_date'],
    ['a date without its offset', () => ({ start_date: '2027-01-10T09:00:00' }), 'start_date'],
    [
      'a deliverable outside the campaign',
      (b: ReturnType<typeof campaignBody>) => ({
        deliverables: [{ ...b.deliverables[0], start_date: at(Date.now()) }],
      }),
      'deliverables',
    ],
    [
      'a deliverable creator not selected',
      (b: ReturnType<typeof campaignBody>) => ({
        deliverables: [{ ...b.deliverables[0], influencer_ids: [priced[5].id] }],
      }),
      'deliverables',
    ],
    [
      'a deliverable on another platform',
      (b: ReturnType<typeof campaignBody>) => ({ deliverables: [{ ...b.deliverables[0], channel: 'TIKTOK' }] }),
      'deliverables',
    ],
    ['no deliverable', () => ({ deliverables: [] }), 'deliverables'],
    ['a budget under the currency minimum', () => ({ budget_minor: 500 }), 'budget_minor'],
    ['a budget as digits in a string', () => ({ budget_minor: '500000000' }), 'budget_minor'],
    ['a budget with a fraction of a minor unit', () => ({ budget_minor: 500_000_000.5 }), 'budget_minor'],
    ['an unknown currency', () => ({ currency: 'XXX' }), 'currency'],
    [
      'a bonus with a fraction of a minor unit',
      (b: ReturnType<typeof campaignBody>) => ({
        deliverables: [{ ...b.deliverables[0], bonus_amount_minor: 100.5 }],
      }),
      'deliverables',
    ],
  ])('refuses %s', async (_label, change, field) => {
    const { owner, brand } = await setup();
    const body = campaignBody(brand.id);
    const res = await create(owner.token, { ...body, ...change(body) });
    expect(res.status).toBe(400);
    expect(res.body.field.split('.')[0]).toBe(field);
  });

  it('makes one contract per creator and template (awaiting signature or issued), removes its draft', async () => {
    const { owner, brand } = await setup();
    const template = await call(ctx.app, {
      method: 'POST',
      url: '/api/contract_templates',
      token: owner.token,
      ...multipartForm({
        company_id: brand.id,
        title: 'Terms',
        type: 'TEXT',
        body: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Agreed' } }] }),
      }),
    });
    const draft = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaign_drafts',
      token: owner.token,
      payload: { company_id: brand.id, step: 3, data: { name: 'Draft name', start_date: null } },
    });
    expect(draft.status).toBe(201);
    const res = await create(
      owner.token,
      campaignBody(brand.id, {
        contract_template_ids: [template.body.id],
        contract_signature_required: true,
        draft_id: draft.body.id,
      }),
    );
    expect(res.status).toBe(201);
    const made = await ctx.database.db.select().from(contracts).where(eq(contracts.campaignId, res.body.id));
    expect(made.map((c) => c.status)).toEqual(['PENDING_SIGNATURE', 'PENDING_SIGNATURE', 'PENDING_SIGNATURE']);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/campaign_drafts/${draft.body.id}`, token: owner.token })).status,
    ).toBe(404);
    // Without signatures the same contracts are issued: shown to the creators, nothing to sign.
    const unsigned = await create(
      owner.token,
      campaignBody(brand.id, { contract_template_ids: [template.body.id], contract_signature_required: false }),
    );
    const issued = await ctx.database.db.select().from(contracts).where(eq(contracts.campaignId, unsigned.body.id));
    expect(issued.map((c) => c.status)).toEqual(['ISSUED', 'ISSUED', 'ISSUED']);
  });
});

describe('lists, search and states', () => {
  it('groups by the stored dates and the server clock, across time-zone offsets', async () => {
    const { owner, company, brand } = await setup();
    const now = Date.now();
    const insert = (name: string, start: number, end: number) =>
      ctx.database.db
        .insert(campaigns)
        .values({ companyId: brand.id, name, startAt: new Date(start), endAt: new Date(end), budgetMinor: 100 })
        .returning({ id: campaigns.id });
    // Dates arrive with different offsets (+03:00, -05:00); grouping compares instants with the server clock.
    const ongoing = await create(
      owner.token,
      campaignBody(brand.id, {
        name: 'Ongoing',
        start_date: at(now + 2 * 60_000, 3),
        end_date: at(now + 5 * 24 * HOUR, -5),
        deliverables: [
          {
            ...campaignBody(brand.id).deliverables[1],
            start_date: at(now + 3 * 60_000, -5),
            end_date: at(now + HOUR, 3),
          },
        ],
      }),
    );
    expect(ongoing.status).toBe(201);
    await ctx.database.db
      .update(campaigns)
      .set({ startAt: new Date(now - 30 * 60_000) })
      .where(eq(campaigns.id, ongoing.body.id));
    await insert('Upcoming', now + 30 * 60_000, now + 48 * HOUR);
    await insert('Completed', now - 48 * HOUR, now - 60_000);
    // Cancelled ones are finished whatever their dates, ordered by end date with the ended ones (latest first).
    const cancelled = (name: string, start: number, end: number) =>
      ctx.database.db.insert(campaigns).values({
        companyId: brand.id,
        name,
        startAt: new Date(start),
        endAt: new Date(end),
        budgetMinor: 100,
        cancelledAt: new Date(now - HOUR),
      });
    await cancelled('Cancelled before its start', now + 10 * 24 * HOUR, now + 20 * 24 * HOUR);
    await cancelled('Cancelled long ago', now - 10 * 24 * HOUR, now - 5 * 24 * HOUR);
    const lists = await call(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/all/companies/${company.id}`,
      token: owner.token,
    });
    expect(lists.status).toBe(200);
    const names = (list: Array<{ name: string }>) => list.map((c) => c.name);
    expect(names(lists.body.ongoing_campaigns)).toEqual(['Ongoing']);
    expect(names(lists.body.upcoming_campaigns)).toEqual(['Upcoming']);
    expect(names(lists.body.finished_campaigns)).toEqual([
      'Cancelled before its start',
      'Completed',
      'Cancelled long ago',
    ]);
  });

  it('searches by status and name, sorts and pages, counting all results', async () => {
    const { owner, brand } = await setup();
    const now = Date.now();
    await ctx.database.db.insert(campaigns).values(
      Array.from({ length: 12 }, (_, i) => ({
        companyId: brand.id,
        name: `Camp ${String(i).padStart(2, '0')}${i % 3 === 0 ? ' 50%' : ''}`,
        startAt: new Date(now + (i - 6) * 24 * HOUR),
        endAt: new Date(now + (i - 5) * 24 * HOUR - 1),
        budgetMinor: (12 - i) * 1000,
      })),
    );
    const search = (body: Record<string, unknown>) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/campaigns/search/companies/${brand.id}`,
        token: owner.token,
        payload: body,
      });
    const first = await search({ sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }], page_size: 5 });
    expect(first.body.results_count).toBe(12);
    expect(first.body.search_results.map((c: { name: string }) => c.name)).toEqual([
      'Camp 00 50%',
      'Camp 01',
      'Camp 02',
      'Camp 03 50%',
      'Camp 04',
    ]);
    const third = await search({
      sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }],
      page_size: 5,
      page_number: 3,
    });
    expect(third.body.search_results.map((c: { name: string }) => c.name)).toEqual(['Camp 10', 'Camp 11']);
    // A page beyond the last is empty and still counts every match (its own count statement).
    const beyond = await search({
      sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }],
      page_size: 5,
      page_number: 4,
    });
    expect(beyond.body).toEqual({ search_results: [], results_count: 12 });
    const beyondByDate = await search({ page_size: 5, page_number: 9 });
    expect(beyondByDate.body).toEqual({ search_results: [], results_count: 12 });
    const byBudget = await search({ sortings: [{ sort_by: 'BUDGET', sort_direction: 'DESC' }], page_size: 1 });
    expect(byBudget.body.search_results[0].name).toBe('Camp 00 50%');
    const upcoming = await search({ campaign_statuses: ['UPCOMING'] });
    // Starts from 6 days ago to 5 days ahead, a day each: six finished, the one that started just now running.
    expect(upcoming.body.results_count).toBe(5);
    expect((await search({ campaign_statuses: ['ONGOING'] })).body.results_count).toBe(1);
    expect((await search({ campaign_statuses: ['COMPLETED', 'ONGOING'] })).body.results_count).toBe(7);
    expect(
      upcoming.body.search_results.every(
        (c: { campaign_status_for_merchant: string }) => c.campaign_status_for_merchant === 'UPCOMING',
      ),
    ).toBe(true);
    const named = await search({ name: '50%' });
    expect(named.body.results_count).toBe(4);
    // Letters match in any case, accented ones too (both sides lowered in the case_fold collation), and the sort
    // by name ignores case.
    await ctx.database.db.insert(campaigns).values(
      ['Été à Nairobi', 'ÉTÉ SALE', 'été Ü-launch', 'summer B', 'Summer', 'SUMMER a'].map((name, i) => ({
        companyId: brand.id,
        name,
        startAt: new Date(now + (i + 10) * 24 * HOUR),
        endAt: new Date(now + (i + 11) * 24 * HOUR),
      })),
    );
    const byName = (name: string) =>
      search({ name, sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }] }).then((r) =>
        r.body.search_results.map((c: { name: string }) => c.name),
      );
    // (How accented names sort among themselves is the database's collation's; only the matches are compared.)
    expect((await byName('ÉtÉ')).sort()).toEqual(['ÉTÉ SALE', 'Été à Nairobi', 'été Ü-launch']);
    expect(await byName('ü-LAUNCH')).toEqual(['été Ü-launch']);
    expect(await byName('summer')).toEqual(['Summer', 'SUMMER a', 'summer B']);
    const defaults = await search({});
    expect(defaults.body.search_results).toHaveLength(10);
    expect((await search({ page_size: 0 })).status).toBe(400);
    expect((await search({ sortings: [{ sort_by: 'SECRET' }] })).status).toBe(400);
  });

  it('cancels an upcoming campaign (contracts become void), refuses a completed or cancelled one (409)', async () => {
    const { owner, brand } = await setup();
    const template = await call(ctx.app, {
      method: 'POST',
      url: '/api/contract_templates',
      token: owner.token,
      ...multipartForm({
        company_id: brand.id,
        title: 'Terms',
        type: 'TEXT',
        body: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Agreed' } }] }),
      }),
    });
    const created = await create(owner.token, campaignBody(brand.id, { contract_template_ids: [template.body.id] }));
    const cancel = (id: string) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/campaigns/${id}/cancel`,
        token: owner.token,
        payload: { reason: 'Product delayed' },
      });
    const cancelled = await cancel(created.body.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.campaign_status_for_merchant).toBe('CANCELLED');
    const voided = await ctx.database.db.select().from(contracts).where(eq(contracts.campaignId, created.body.id));
    expect(new Set(voided.map((c) => c.status))).toEqual(new Set(['VOID']));
    const again = await cancel(created.body.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    const [done] = await ctx.database.db
      .insert(campaigns)
      .values({
        companyId: brand.id,
        name: 'Done',
        startAt: new Date(Date.now() - 48 * HOUR),
        endAt: new Date(Date.now() - HOUR),
      })
      .returning();
    const late = await cancel(done.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/completed/);
  });
});

describe('drafts', () => {
  it('keep partial wizard state with null dates and the step, list last changed first, update and delete', async () => {
    const { owner, brand } = await setup();
    const a = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaign_drafts',
      token: owner.token,
      payload: {
        company_id: brand.id,
        name: 'Half done',
        step: 2,
        data: { start_date: null, end_date: null, platforms: ['TIKTOK'] },
      },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'Half done', step: 2, data: { start_date: null, platforms: ['TIKTOK'] } });
    const b = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaign_drafts',
      token: owner.token,
      payload: { company_id: brand.id },
    });
    const patched = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/campaign_drafts/${a.body.id}`,
      token: owner.token,
      payload: { step: 3, data: { start_date: '2027-01-01', platforms: [] } },
    });
    expect(patched.body).toMatchObject({ step: 3, name: 'Half done', data: { start_date: '2027-01-01' } });
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/campaign_drafts?company_id=${brand.id}`,
      token: owner.token,
    });
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([a.body.id, b.body.id]);
    expect(
      (
        await call(ctx.app, {
          method: 'PATCH',
          url: `/api/campaign_drafts/${a.body.id}`,
          token: owner.token,
          payload: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/campaign_drafts/${b.body.id}`, token: owner.token })).status,
    ).toBe(200);
    expect(
      await ctx.database.db
        .select()
        .from(campaignDrafts)
        .where(inArray(campaignDrafts.id, [b.body.id])),
    ).toEqual([]);
  });
});

describe('input discipline (decision 005)', () => {
  it('refuses a draft with fields it does not know (dates go inside data), naming them', async () => {
    const { owner, brand } = await setup();
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaign_drafts',
      token: owner.token,
      payload: { company_id: brand.id, name: 'Dated', start_date: '2027-01-01', end_date: '2027-01-31', data: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'start_date' });
    expect(res.body.message).toBe('start_date: Unknown field; end_date: Unknown field');
    const nested = await create(owner.token, {
      ...campaignBody(brand.id),
      preferences: { gender: 'BOTH', colour: 'red' },
    });
    expect(nested.body).toMatchObject({ code: 'VALIDATION', field: 'preferences.colour' });
  });

  it("takes only the brief's own uploaded files as thumbnail and assets, matched whole", async () => {
    const { owner, brand } = await setup();
    const brief = async () => {
      const created = await call(ctx.app, {
        method: 'POST',
        url: '/ms/briefs/brief',
        token: owner.token,
        payload: {
          brand_id: brand.id,
          brief_name: 'Files',
          platform: 'INSTAGRAM',
          start_date: '2027-01-10',
          end_date: '2027-02-10',
        },
      });
      const upload = (slot: 'thumbnail' | 'asset', name: string, type: string, bytes: Buffer) =>
        call(ctx.app, {
          method: 'POST',
          url: `/ms/briefs/upload_${slot}`,
          token: owner.token,
          ...multipart(name, type, bytes, { brief_id: created.body.brief_id }),
        });
      await upload('thumbnail', 't.png', 'image/png', PNG_BYTES);
      return (await upload('asset', 'a.pdf', 'application/pdf', PDF_BYTES)).body;
    };
    const own = await brief();
    const other = await brief();
    const thumbnail = own.thumbnail[0].url as string;
    const assets = [own.assets[0].url as string];
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ thumbnail: 'https://tracker.example/pixel.png' }, 'thumbnail'],
      [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
      [{ thumbnail: `${thumbnail}"><img src=x onerror=alert(1)>` }, 'thumbnail'],
      [{ assets: ['<script>alert(1)</script>'] }, 'assets.0'],
      [{ brief_id: own.brief_id, thumbnail: other.thumbnail[0].url }, 'thumbnail'],
      [{ brief_id: own.brief_id, assets: [other.assets[0].url] }, 'assets.0'],
      [{ thumbnail }, 'thumbnail'],
    ];
    for (const [change, field] of refused) {
      const res = await create(owner.token, campaignBody(brand.id, change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
    }
    const ok = await create(owner.token, campaignBody(brand.id, { brief_id: own.brief_id, thumbnail, assets }));
    expect(ok.status).toBe(201);
    const page = await call(ctx.app, { method: 'GET', url: `/api/public/campaigns/${ok.body.id}` });
    expect(page.body.thumbnail).toBe(thumbnail);
  });
});

describe('prices, stats and the public page', () => {
  it("answers the prices the server uses: the live panel from them equals the created campaign's cost", async () => {
    const { owner, brand } = await setup();
    const body = campaignBody(brand.id);
    const prices = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaigns/prices',
      token: owner.token,
      payload: { currency: 'KES', influencer_ids: body.influencer_ids, channels: ['INSTAGRAM'] },
    });
    expect(prices.status).toBe(200);
    const table = new Map(
      prices.body.prices.map(
        (p: { influencer_id: number; channel: string; post_content_type: string; amount_minor: number }) => [
          `${p.influencer_id}:${p.channel}:${p.post_content_type}`,
          p.amount_minor,
        ],
      ),
    );
    const panel = campaignCost(
      body.deliverables.map((d) => ({ ...d, bonus_type: d.bonus_type as 'EXTRA' | 'FIXED' })),
      (id, channel, type) => (table.get(`${id}:${channel}:${type}`) as number | undefined) ?? null,
    );
    const created = await create(owner.token, body);
    expect(created.body.cost.total_minor).toBe(panel.total_minor);
    expect(created.body.cost.deliverables_total_minor).toBe(panel.deliverables_total_minor);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/campaigns/prices',
          token: owner.token,
          payload: { currency: 'XXX', influencer_ids: [1], channels: ['INSTAGRAM'] },
        })
      ).status,
    ).toBe(400);
  });

  it("counts stats from the campaign's rows", async () => {
    const { owner, brand } = await setup();
    const created = await create(owner.token, campaignBody(brand.id));
    const stats = await call(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/${created.body.id}/stats`,
      token: owner.token,
    });
    expect(stats.status).toBe(200);
    // Two creators with 2 posts each, one with 1; nobody has accepted yet.
    expect(stats.body).toEqual({
      budget_spent_minor: 0,
      influencers_allocated: 3,
      posts_under_review: 0,
      posts_verified: 0,
      total_posts_count: 5,
      verified_content_percent: 0,
    });
    const { campaignCreators } = await import('../src/db/schema/campaigns');
    await ctx.database.db
      .update(campaignCreators)
      .set({ invitationStatus: 'ACCEPTED' })
      .where(eq(campaignCreators.creatorId, priced[2].id));
    await ctx.database.db
      .update(campaignCreators)
      .set({ invitationStatus: 'DECLINED' })
      .where(eq(campaignCreators.creatorId, priced[1].id));
    const after = await call(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/${created.body.id}/stats`,
      token: owner.token,
    });
    expect(after.body).toMatchObject({ budget_spent_minor: 99_900, influencers_allocated: 2 });
  });

  it('shows the public page to anyone, with nothing private; unknown ids are 404', async () => {
    const { owner, brand } = await setup();
    const created = await create(owner.token, campaignBody(brand.id, { purchase_order: 'PO-SECRET-1' }));
    const res = await call(ctx.app, { method: 'GET', url: `/api/public/campaigns/${created.body.id}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Cold-pressed launch',
      brand_name: 'Campaign Brand',
      platforms: ['INSTAGRAM'],
      description: 'Launch of three flavours',
      campaign_status_for_merchant: 'UPCOMING',
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/budget|500000000|_minor|PO-SECRET|influencer|cost|contract/i);
    for (const c of created.body.influencers) expect(text).not.toContain(c.name);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/public/campaigns/00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/public/campaigns/not-an-id' })).status).toBe(404);
  });
});

describe('tasks and subtasks', () => {
  it('adds dated subtasks (default: all task creators), moves, trims, deletes; refuses ends off dates', async () => {
    const { owner, brand } = await setup();
    const created = await create(owner.token, campaignBody(brand.id));
    const [task] = created.body.deliverables;
    const base = `/api/campaigns/${created.body.id}/tasks/${task.id}/subtasks`;
    const start = new Date(created.body.start_date).getTime();
    const added = await call(ctx.app, {
      method: 'POST',
      url: base,
      token: owner.token,
      payload: {
        subtasks: [
          { end_date: at(start + 24 * HOUR) },
          { end_date: at(start + 2 * 24 * HOUR, -5), influencer_ids: [priced[0].id] },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body.map((s: { influencers: unknown[] }) => s.influencers.length)).toEqual([2, 1]);
    const outside = await call(ctx.app, {
      method: 'POST',
      url: base,
      token: owner.token,
      payload: { subtasks: [{ end_date: at(start - HOUR) }] },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.field).toBe('subtasks.0.end_date');
    const notOnTask = await call(ctx.app, {
      method: 'POST',
      url: base,
      token: owner.token,
      payload: { subtasks: [{ end_date: at(start + HOUR), influencer_ids: [priced[2].id] }] },
    });
    expect(notOnTask.body.field).toBe('subtasks.0.influencer_ids');
    const [first, second] = added.body;
    const moved = await call(ctx.app, {
      method: 'PATCH',
      url: `${base}/${first.id}`,
      token: owner.token,
      payload: { end_date: at(start + 3 * 24 * HOUR) },
    });
    expect(moved.body.end_date).toBe(new Date(start + 3 * 24 * HOUR).toISOString());
    const movedOut = await call(ctx.app, {
      method: 'PUT',
      url: `${base}/${first.id}`,
      token: owner.token,
      payload: { end_date: at(start + 40 * 24 * HOUR) },
    });
    expect(movedOut.status).toBe(400);
    const trimmed = await call(ctx.app, {
      method: 'DELETE',
      url: `${base}/${first.id}/influencers/${priced[0].id}`,
      token: owner.token,
    });
    expect(trimmed.body.influencers.map((i: { id: number }) => i.id)).toEqual([priced[1].id]);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `${base}/${first.id}/influencers/${priced[0].id}`,
          token: owner.token,
        })
      ).status,
    ).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `${base}/${second.id}`, token: owner.token })).status).toBe(
      200,
    );
    const list = await call(ctx.app, { method: 'GET', url: base, token: owner.token });
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([first.id]);
    // Another campaign's task under this campaign's id is not found.
    const other = await create(owner.token, campaignBody(brand.id));
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/campaigns/${created.body.id}/tasks/${other.body.deliverables[0].id}/subtasks`,
          token: owner.token,
        })
      ).status,
    ).toBe(404);
    // A cancelled campaign's tasks no longer change.
    await call(ctx.app, {
      method: 'POST',
      url: `/api/campaigns/${created.body.id}/cancel`,
      token: owner.token,
      payload: { reason: 'x' },
    });
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: base,
          token: owner.token,
          payload: { subtasks: [{ end_date: at(start + HOUR) }] },
        })
      ).status,
    ).toBe(409);
  });
});

describe('logo and purchase order', () => {
  it('sets the campaign logo through the upload service and records a purchase order with its PDF', async () => {
    const { owner, brand } = await setup();
    const created = await create(owner.token, campaignBody(brand.id));
    const logo = await call(ctx.app, {
      method: 'POST',
      url: '/api/upload/campaign/logo',
      token: owner.token,
      ...multipart('logo.png', 'image/png', PNG_BYTES, { campaign_id: created.body.id }),
    });
    expect(logo.status).toBe(200);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/campaigns/${created.body.id}`, token: owner.token })).body
        .thumbnail,
    ).toBe(logo.body.thumbnail);
    const fake = await call(ctx.app, {
      method: 'POST',
      url: '/api/upload/campaign/logo',
      token: owner.token,
      ...multipart('logo.png', 'image/png', Buffer.from('nope'), { campaign_id: created.body.id }),
    });
    expect(fake.body.message).toContain('File "logo.png" is not accepted');
    const po = await call(ctx.app, {
      method: 'POST',
      url: '/api/universe/po_data',
      token: owner.token,
      ...multipartForm(
        {
          campaign_id: created.body.id,
          campaign_name: 'Cold-pressed launch',
          po_number: 'PO-77',
          amount_minor: '12500050',
          currency: 'KES',
        },
        { filename: 'po.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ),
    });
    expect(po.status).toBe(201);
    expect(po.body).toMatchObject({
      po_name: 'Cold-pressed launch',
      po_number: 'PO-77',
      amount_minor: 12_500_050,
      currency: 'KES',
      file: { name: 'po.pdf' },
    });
    const precise = await call(ctx.app, {
      method: 'POST',
      url: '/api/universe/po_data',
      token: owner.token,
      ...multipartForm({ campaign_id: created.body.id, po_number: 'PO-78', amount_minor: '100.5', currency: 'KES' }),
    });
    expect(precise.status).toBe(400);
    expect(precise.body.field).toBe('amount_minor');
    const stranger = await createVerifiedMerchant(ctx);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/universe/po_data',
          token: stranger.token,
          ...multipartForm({ campaign_id: created.body.id, po_number: 'X', amount_minor: '1', currency: 'KES' }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/upload/campaign/logo',
          token: stranger.token,
          ...multipart('logo.png', 'image/png', PNG_BYTES, { campaign_id: created.body.id }),
        })
      ).status,
    ).toBe(404);
  });
});

describe('strangers', () => {
  it('reach no campaign, list, search or draft of another company, and learn nothing', async () => {
    const { owner, company, brand } = await setup();
    const created = await create(owner.token, campaignBody(brand.id));
    const draft = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaign_drafts',
      token: owner.token,
      payload: { company_id: brand.id, name: 'Secret draft' },
    });
    const stranger = await createVerifiedMerchant(ctx);
    const tries = [
      { method: 'GET' as const, url: `/api/campaigns/${created.body.id}` },
      { method: 'GET' as const, url: `/api/campaigns/${created.body.id}/stats` },
      {
        method: 'GET' as const,
        url: `/api/campaigns/${created.body.id}/tasks/${created.body.deliverables[0].id}/subtasks`,
      },
      {
        method: 'POST' as const,
        url: `/api/campaigns/${created.body.id}/tasks/${created.body.deliverables[0].id}/subtasks`,
        payload: { subtasks: [{ end_date: created.body.end_date.replace('Z', '+00:00') }] },
      },
      { method: 'POST' as const, url: `/api/campaigns/${created.body.id}/cancel`, payload: { reason: 'x' } },
      { method: 'GET' as const, url: `/api/campaigns/all/companies/${company.id}` },
      { method: 'POST' as const, url: `/api/campaigns/search/companies/${company.id}`, payload: {} },
      { method: 'GET' as const, url: `/api/campaign_drafts?company_id=${brand.id}` },
      { method: 'GET' as const, url: `/api/campaign_drafts/${draft.body.id}` },
      { method: 'PATCH' as const, url: `/api/campaign_drafts/${draft.body.id}`, payload: { step: 1 } },
      { method: 'DELETE' as const, url: `/api/campaign_drafts/${draft.body.id}` },
      { method: 'POST' as const, url: '/api/campaigns', payload: campaignBody(brand.id) },
      { method: 'POST' as const, url: '/api/campaign_drafts', payload: { company_id: brand.id } },
    ];
    for (const attempt of tries) {
      const res = await call(ctx.app, { ...attempt, token: stranger.token });
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toMatch(/Cold-pressed|Secret draft/);
    }
    // A stranger's own brand cannot take the owner's creators group or draft either.
    const strangerBrand = await createCompany(ctx, stranger.token, { name: 'Stranger Brand', company_role: 'BRAND' });
    const withDraft = await create(stranger.token, campaignBody(strangerBrand.id, { draft_id: draft.body.id }));
    expect(withDraft.status).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/campaign_drafts/${draft.body.id}`, token: owner.token })).status,
    ).toBe(200);
  });
});
