/**
 * The job marketplace over HTTP: jobs in three modes, visibility, bid windows, alternating offers, races, strangers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignments } from '../src/db/schema/assignments';
import { countries, locations } from '../src/db/schema/config';
import { jobBids } from '../src/db/schema/jobs';
import {
  call,
  createCompany,
  createCreatorAccount,
  createTestContext,
  createVerifiedMerchant,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function brandSetup() {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Market Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Market Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  return { owner, brand };
}

function jobBody(brandId: string, overrides: Record<string, unknown> = {}) {
  return {
    brand_id: brandId,
    name: 'Street food series',
    bid_start_date: iso(Date.now() - HOUR),
    bid_end_date: iso(Date.now() + 72 * HOUR),
    budget_minor: 5_000_000,
    currency: 'KES',
    country: 'KE',
    estimated_campaign_start_date: iso(Date.now() + 10 * 24 * HOUR),
    campaign_period: 'week',
    campaign_duration: 2,
    marketplace_mode: 'influencer_attributes',
    marketplace_values_influencer_attributes: { countries: ['KE'] },
    channels: ['INSTAGRAM'],
    tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 }],
    ...overrides,
  };
}

const saveJob = (token: string, body: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/jobs-marketplace/job', token, payload: body });
const offer = (amount: number) => [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: amount }];
const bid = (token: string, jobId: string, amount: number) =>
  call(ctx.app, { method: 'POST', url: `/api/creator/jobs/${jobId}/bids`, token, payload: { offer: offer(amount) } });
const respond = (token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/jobs-marketplace/bid', token, payload });
const creatorMove = (token: string, bidId: string, action: 'accept' | 'counter' | 'withdraw', amount?: number) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/creator/bids/${bidId}/${action}`,
    token,
    payload: amount ? { offer: offer(amount) } : {},
  });
const visibleJobs = async (token: string) =>
  ((await call(ctx.app, { method: 'GET', url: '/api/creator/jobs', token })).body.results as Array<{ id: string }>).map(
    (j) => j.id,
  );

describe('jobs', () => {
  it("a brand's listing is placed at the job's first location, else in its country", async () => {
    const { owner, brand } = await brandSetup();
    const [place] = await ctx.database.db.select().from(locations).limit(1);
    const [kenya] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'KE'));
    const attributes = { countries: ['KE'], locations: [place.id] };
    const located = await saveJob(
      owner.token,
      jobBody(brand.id, { marketplace_values_influencer_attributes: attributes }),
    );
    const national = await saveJob(owner.token, jobBody(brand.id));
    const listed = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/jobs-marketplace/get_jobs',
        token: owner.token,
        payload: { brand_id: brand.id },
      })
    ).body as Array<{ id: string; location: string }>;
    expect(listed.find((j) => j.id === located.body.id)?.location).toBe(place.name);
    expect(listed.find((j) => j.id === national.body.id)?.location).toBe(kenya.name);
  });

  it("a creator's job shows its tasks counted by channel and type, and their own bid once placed", async () => {
    const { owner, brand } = await brandSetup();
    const creator = await createCreatorAccount(ctx);
    const tasks = [
      { channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 },
      { channel: 'INSTAGRAM', post_content_type: 'REEL', number: 1 },
    ];
    const job = await saveJob(owner.token, jobBody(brand.id, { tasks }));
    const other = await saveJob(owner.token, jobBody(brand.id, { name: 'Other series' }));
    const read = async (id: string) =>
      (await call(ctx.app, { method: 'GET', url: `/api/creator/jobs/${id}`, token: creator.token })).body;
    expect(await read(job.body.id)).toMatchObject({ tasks, my_bid_id: null });
    const someoneElse = await createCreatorAccount(ctx);
    expect((await bid(someoneElse.token, job.body.id, 90_000)).status).toBe(201);
    expect(await read(job.body.id)).toMatchObject({ my_bid_id: null });
    const placed = await bid(creator.token, job.body.id, 100_000);
    expect(placed.status).toBe(201);
    expect(await read(job.body.id)).toMatchObject({ tasks, my_bid_id: placed.body.bid_id });
    expect(await read(other.body.id)).toMatchObject({ my_bid_id: null });
  });

  it('parses form (ints from text, tasks expanded, gender BOTH), hides drafts from creators, publishes', async () => {
    const { owner, brand } = await brandSetup();
    const creator = await createCreatorAccount(ctx);
    const draft = await saveJob(owner.token, jobBody(brand.id, { publish: false }));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      status: 'DRAFT',
      budget_minor: 5_000_000,
      campaign_duration: 2,
      tasks: [
        { channel: 'INSTAGRAM', post_content_type: 'POST' },
        { channel: 'INSTAGRAM', post_content_type: 'POST' },
      ],
    });
    expect(draft.body.marketplace_values_influencer_attributes).toMatchObject({
      gender: 'BOTH',
      age_group: { from: 18, to: 100 },
    });
    expect(await visibleJobs(creator.token)).not.toContain(draft.body.id);
    expect((await bid(creator.token, draft.body.id, 100)).status).toBe(404);
    const published = await call(ctx.app, {
      method: 'POST',
      url: '/api/jobs-marketplace/update_job',
      token: owner.token,
      payload: { job_id: draft.body.id, action: 'PUBLISH' },
    });
    expect(published.body).toMatchObject({ status: 'OPEN', accepting_bids: true });
    expect(await visibleJobs(creator.token)).toContain(draft.body.id);

    const bad = await saveJob(
      owner.token,
      jobBody(brand.id, { tasks: [{ channel: 'TIKTOK', post_content_type: 'VIDEO', number: 1 }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('tasks.0.channel');
    const noGroups = await saveJob(owner.token, jobBody(brand.id, { marketplace_mode: 'groups' }));
    expect(noGroups.body.field).toBe('marketplace_values_group');
  });

  it('takes numbers as JSON numbers, never digits in a string, and refuses a field it does not know', async () => {
    const { owner, brand } = await brandSetup();
    const tasks = [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: '2' }];
    for (const [body, field] of [
      [jobBody(brand.id, { campaign_duration: '2' }), 'campaign_duration'],
      [jobBody(brand.id, { tasks }), 'tasks.0.number'],
      [jobBody(brand.id, { campaign_duration: 2.5 }), 'campaign_duration'],
      [jobBody(brand.id, { budget_currency: 'KES' }), 'budget_currency'],
      [jobBody(brand.id, { budget_minor: '5000000' }), 'budget_minor'],
      [jobBody(brand.id, { budget_minor: 5_000_000.5 }), 'budget_minor'],
      [jobBody(brand.id, { budget: 50_000 }), 'budget'],
      [jobBody(brand.id, { tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', count: 2 }] }), 'tasks.0.count'],
    ] as const) {
      const res = await saveJob(owner.token, body);
      expect(res.status, field).toBe(400);
      expect(res.body.issues.map((issue: { field: string }) => issue.field)).toContain(field);
    }
  });

  it("keeps the currency's budget bounds, as campaigns do (minor units, the field named)", async () => {
    const { owner, brand } = await brandSetup();
    const bounds = await call(ctx.app, { method: 'GET', url: '/api/conf/budget_min_max/KES' });
    const { min_minor: min, max_minor: max } = bounds.body as { min_minor: number; max_minor: number };
    for (const budget of [min - 1, max + 1, 1]) {
      const res = await saveJob(owner.token, jobBody(brand.id, { budget_minor: budget }));
      expect(res.status, String(budget)).toBe(400);
      expect(res.body.field).toBe('budget_minor');
      expect(res.body.message).toMatch(/^budget_minor: The budget in KES is between KES [\d,.]+ and KES [\d,.]+$/);
    }
    expect((await saveJob(owner.token, jobBody(brand.id, { budget_minor: min }))).body.budget_minor).toBe(min);
    const unknown = await saveJob(owner.token, jobBody(brand.id, { currency: 'XXX' }));
    expect(unknown.body.field).toBe('currency');
  });

  it('shows each mode only to its audience: attributes, listed ids, group members', async () => {
    const { owner, brand } = await brandSetup();
    const amina = await createCreatorAccount(ctx);
    const omar = await createCreatorAccount(ctx, { profile: { gender: 'MALE', first_name: 'Omar' } });
    const open = await saveJob(
      owner.token,
      jobBody(brand.id, { marketplace_values_influencer_attributes: { countries: ['KE'], gender: 'FEMALE' } }),
    );
    const self = await saveJob(
      owner.token,
      jobBody(brand.id, { marketplace_mode: 'self-select', marketplace_values_self_select: [omar.creatorId] }),
    );
    const group = await call(ctx.app, {
      method: 'POST',
      url: '/api/merchant/influencer_groups/',
      token: owner.token,
      payload: { company_id: brand.id, name: 'Nairobi foodies', influencer_ids: [amina.creatorId] },
    });
    expect(group.status).toBe(201);
    const grouped = await saveJob(
      owner.token,
      jobBody(brand.id, { marketplace_mode: 'groups', marketplace_values_group: [group.body.id] }),
    );
    expect(grouped.status).toBe(200);

    // Other tests' jobs are open too: look at this brand's three.
    const ours = new Set([open.body.id, self.body.id, grouped.body.id]);
    const seenBy = async (token: string) => (await visibleJobs(token)).filter((id) => ours.has(id)).sort();
    expect(await seenBy(amina.token)).toEqual([open.body.id, grouped.body.id].sort());
    expect(await seenBy(omar.token)).toEqual([self.body.id]);
    for (const id of [open.body.id, grouped.body.id]) {
      const refused = await bid(omar.token, id, 100_000);
      expect(refused.status).toBe(404);
      expect((await call(ctx.app, { method: 'GET', url: `/api/creator/jobs/${id}`, token: omar.token })).status).toBe(
        404,
      );
    }
    expect((await bid(amina.token, self.body.id, 100_000)).status).toBe(404);
    expect((await bid(omar.token, self.body.id, 100_000)).status).toBe(201);
    expect((await bid(amina.token, grouped.body.id, 100_000)).status).toBe(201);
  });

  it('takes bids only inside the bid window, once per creator, for the asked post types', async () => {
    const { owner, brand } = await brandSetup();
    const creator = await createCreatorAccount(ctx);
    const later = await saveJob(
      owner.token,
      jobBody(brand.id, { bid_start_date: iso(Date.now() + 24 * HOUR), bid_end_date: iso(Date.now() + 48 * HOUR) }),
    );
    const early = await bid(creator.token, later.body.id, 100_000);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/opens/);
    const job = await saveJob(owner.token, jobBody(brand.id));
    const wrongType = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/jobs/${job.body.id}/bids`,
      token: creator.token,
      payload: { offer: [{ channel: 'INSTAGRAM', post_content_type: 'STORY', amount_minor: 100 }] },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('offer.0.post_content_type');
    const [first, second] = await Promise.all([
      bid(creator.token, job.body.id, 100_000),
      bid(creator.token, job.body.id, 100_000),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(await ctx.database.db.select().from(jobBids).where(eq(jobBids.jobId, job.body.id))).toHaveLength(1);
    // Moving the end date into the past is refused; closing the job rejects its open bids.
    const past = await call(ctx.app, {
      method: 'POST',
      url: '/api/jobs-marketplace/update_job',
      token: owner.token,
      payload: { job_id: job.body.id, action: 'EXTEND', bid_end_date: iso(Date.now() - HOUR) },
    });
    expect(past.status).toBe(400);
    const edited = await saveJob(owner.token, { ...jobBody(brand.id), job_id: job.body.id, name: 'Renamed' });
    expect(edited.status).toBe(409);
    const closed = await call(ctx.app, {
      method: 'POST',
      url: '/api/jobs-marketplace/update_job',
      token: owner.token,
      payload: { job_id: job.body.id, action: 'CLOSE', reason: 'Found our creators' },
    });
    expect(closed.body.status).toBe('CLOSED');
    const [rejected] = (await call(ctx.app, { method: 'GET', url: '/api/creator/bids', token: creator.token })).body;
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      closed: true,
      closed_by: 'MERCHANT',
      closed_reason: 'Job closed: Found our creators',
    });
  });
});

describe('bids', () => {
  async function openBid() {
    const { owner, brand } = await brandSetup();
    const creator = await createCreatorAccount(ctx);
    const job = await saveJob(owner.token, jobBody(brand.id));
    const placed = await bid(creator.token, job.body.id, 1_000_000);
    expect(placed.status).toBe(201);
    return { owner, brand, creator, job: job.body, bidId: placed.body.bid_id as string };
  }
  const listing = async (token: string, brandId: string) =>
    (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/jobs-marketplace/get_jobs',
        token,
        payload: { brand_id: brandId },
      })
    ).body[0];

  it('alternates offers with the whole history and server totals, and an accepted bid makes assignments', async () => {
    const { owner, brand, creator, bidId } = await openBid();
    expect(await listing(owner.token, brand.id)).toMatchObject({
      status: 'Pending',
      bid_price_minor: 1_000_000,
      bids_count: 1,
    });
    // The creator cannot answer their own offer.
    const early = await creatorMove(creator.token, bidId, 'counter', 900_000);
    expect(early.status).toBe(409);
    expect(early.body.state).toBe('ONGOING');
    expect((await respond(owner.token, { bid_id: bidId, action: 'COUNTER', offer: offer(800_000) })).status).toBe(200);
    expect(await listing(owner.token, brand.id)).toMatchObject({ status: 'Countered', bid_price_minor: 800_000 });
    expect((await respond(owner.token, { bid_id: bidId, action: 'COUNTER', offer: offer(700_000) })).status).toBe(409);
    expect((await creatorMove(creator.token, bidId, 'counter', 900_000)).status).toBe(200);
    // A client's total is never taken: sent, it is refused by name (the server computes the total).
    const withTotal = await respond(owner.token, { bid_id: bidId, action: 'COUNTER', offer: offer(850_000), total: 1 });
    expect(withTotal.status).toBe(400);
    expect(withTotal.body).toMatchObject({ code: 'VALIDATION', field: 'total', message: 'total: Unknown field' });
    expect((await respond(owner.token, { bid_id: bidId, action: 'COUNTER', offer: offer(850_000) })).status).toBe(200);
    const accepted = await creatorMove(creator.token, bidId, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'ACCEPTED',
      closed: true,
      closed_by: 'INFLUENCER',
      current_brand_offer_total_minor: 850_000,
      current_influencer_offer_total_minor: 900_000,
      last_role: 'MERCHANT',
    });
    expect(
      accepted.body.history.map(
        (h: { role: string; action: string; offer_total_minor: number }) =>
          `${h.role}:${h.action}:${h.offer_total_minor}`,
      ),
    ).toEqual([
      'INFLUENCER:BID:1000000',
      'MERCHANT:COUNTER:800000',
      'INFLUENCER:COUNTER:900000',
      'MERCHANT:COUNTER:850000',
      'INFLUENCER:ACCEPT:850000',
    ]);
    const made = await ctx.database.db.select().from(assignments).where(eq(assignments.jobBidId, bidId));
    expect(made).toEqual([
      expect.objectContaining({
        source: 'JOB',
        amountMinor: 850_000,
        posts: 2,
        currency: 'KES',
        channel: 'INSTAGRAM',
        postContentType: 'POST',
      }),
    ]);
    const work = await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token });
    expect(work.body).toEqual([
      expect.objectContaining({
        source: 'JOB',
        amount_minor: 850_000,
        campaign: null,
        job: { id: accepted.body.job_id, name: 'Street food series', bid_id: bidId },
      }),
    ]);
    expect(await listing(owner.token, brand.id)).toMatchObject({ status: 'Approved', bid_price_minor: 850_000 });
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/jobs-marketplace/campaign_jobs',
          token: owner.token,
          payload: { brand_id: brand.id },
        })
      ).body,
    ).toHaveLength(1);
    const all = await call(ctx.app, {
      method: 'POST',
      url: '/api/jobs-marketplace/all_job_bids',
      token: owner.token,
      payload: { job_id: accepted.body.job_id },
    });
    expect(all.body).toEqual([expect.objectContaining({ bid_id: bidId, influencer_id: creator.creatorId })]);
    expect((await respond(owner.token, { bid_id: bidId, action: 'REJECT', reason: 'late' })).status).toBe(409);
  });

  it('lets exactly one of two racing moves win, writing nothing twice', async () => {
    // Two merchants (or a double click) accepting at once.
    const a = await openBid();
    const accepts = await Promise.all([
      respond(a.owner.token, { bid_id: a.bidId, action: 'ACCEPT' }),
      respond(a.owner.token, { bid_id: a.bidId, action: 'ACCEPT' }),
    ]);
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(accepts.find((r) => r.status === 409)!.body.state).toBe('ACCEPTED');
    expect(await ctx.database.db.select().from(assignments).where(eq(assignments.jobBidId, a.bidId))).toHaveLength(1);

    // Accept against withdraw.
    const b = await openBid();
    const [accept, withdraw] = await Promise.all([
      respond(b.owner.token, { bid_id: b.bidId, action: 'ACCEPT' }),
      creatorMove(b.creator.token, b.bidId, 'withdraw'),
    ]);
    expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(jobBids).where(eq(jobBids.id, b.bidId));
    const expectedAssignments = row.status === 'ACCEPTED' ? 1 : 0;
    expect(await ctx.database.db.select().from(assignments).where(eq(assignments.jobBidId, b.bidId))).toHaveLength(
      expectedAssignments,
    );

    // Accept against counter, on the creator's turn.
    const c = await openBid();
    await respond(c.owner.token, { bid_id: c.bidId, action: 'COUNTER', offer: offer(500_000) });
    const moves = await Promise.all([
      creatorMove(c.creator.token, c.bidId, 'accept'),
      creatorMove(c.creator.token, c.bidId, 'counter', 600_000),
    ]);
    expect(moves.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = (
      await call(ctx.app, { method: 'GET', url: `/api/jobs-marketplace/bids/${c.bidId}`, token: c.owner.token })
    ).body.history;
    expect(history).toHaveLength(3);
  });

  it('keeps creator and merchant tokens apart, and a stranger merchant learns nothing of a job or bid', async () => {
    const { owner, brand, creator, job, bidId } = await openBid();
    expect((await call(ctx.app, { method: 'GET', url: '/api/creator/jobs', token: owner.token })).status).toBe(403);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/jobs-marketplace/get_jobs',
          token: creator.token,
          payload: { brand_id: brand.id },
        })
      ).status,
    ).toBe(403);
    const stranger = await createVerifiedMerchant(ctx);
    const attempts = [
      call(ctx.app, { method: 'GET', url: `/api/jobs-marketplace/jobs/${job.id}`, token: stranger.token }),
      call(ctx.app, {
        method: 'POST',
        url: '/api/jobs-marketplace/all_job_bids',
        token: stranger.token,
        payload: { job_id: job.id },
      }),
      call(ctx.app, { method: 'GET', url: `/api/jobs-marketplace/bids/${bidId}`, token: stranger.token }),
      respond(stranger.token, { bid_id: bidId, action: 'ACCEPT' }),
      call(ctx.app, {
        method: 'POST',
        url: '/api/jobs-marketplace/update_job',
        token: stranger.token,
        payload: { job_id: job.id, action: 'CLOSE' },
      }),
      call(ctx.app, {
        method: 'POST',
        url: '/api/jobs-marketplace/get_jobs',
        token: stranger.token,
        payload: { brand_id: brand.id },
      }),
      saveJob(stranger.token, { ...jobBody(brand.id), job_id: job.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Street food');
    }
    const otherCreator = await createCreatorAccount(ctx);
    expect((await creatorMove(otherCreator.token, bidId, 'withdraw')).status).toBe(404);
    const [untouched] = await ctx.database.db.select().from(jobBids).where(eq(jobBids.id, bidId));
    expect(untouched.status).toBe('ONGOING');
  });
});
