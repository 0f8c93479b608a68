/** Assignments: written by an accepted bid, read by the creator (GET /api/creator/assignments) and by the brand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAssignments } from '../src/modules/assignments/assignments.service';
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
const actorOf = (token: string) =>
  ctx.app.deps.tokens.authenticate(ctx.app.deps.db, ctx.app.deps.cache, `Bearer ${token}`);

/** A brand under a company, an open job of two Instagram posts, and a creator's bid the brand accepts. */
async function agreedJob() {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Work Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Work Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  const job = await call(ctx.app, {
    method: 'POST',
    url: '/api/jobs-marketplace/job',
    token: owner.token,
    payload: {
      brand_id: brand.id,
      name: 'Launch posts',
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
    },
  });
  expect(job.status).toBe(200);
  const creator = await createCreatorAccount(ctx);
  const placed = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/jobs/${job.body.id}/bids`,
    token: creator.token,
    payload: { offer: [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_200_000 }] },
  });
  expect(placed.status).toBe(201);
  const accepted = await call(ctx.app, {
    method: 'POST',
    url: '/api/jobs-marketplace/bid',
    token: owner.token,
    payload: { bid_id: placed.body.bid_id, action: 'ACCEPT' },
  });
  expect(accepted.status).toBe(200);
  return { owner, company, brand, creator, jobId: job.body.id as string, bidId: placed.body.bid_id as string };
}

describe('assignments', () => {
  it('an accepted bid is one assignment per offer line, which the creator and the whole company tree read', async () => {
    const { owner, company, brand, creator, jobId, bidId } = await agreedJob();
    const expected = {
      source: 'JOB',
      campaign: null,
      job: { id: jobId, name: 'Launch posts', bid_id: bidId },
      channel: 'INSTAGRAM',
      post_content_type: 'POST',
      posts: 2,
      currency: 'KES',
      status: 'ACTIVE',
    };

    const mine = await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject(expected);
    expect(mine.body[0]).not.toHaveProperty('creator');

    const actor = await actorOf(owner.token);
    for (const companyId of [company.id, brand.id]) {
      const theirs = await companyAssignments(ctx.app.deps, actor, { company_id: companyId });
      expect(theirs).toHaveLength(1);
      expect(theirs[0]).toMatchObject({ ...expected, creator: { id: creator.creatorId } });
    }
    expect(await companyAssignments(ctx.app.deps, actor, { company_id: company.id, job_id: jobId })).toHaveLength(1);
    expect(await companyAssignments(ctx.app.deps, actor, { company_id: company.id, campaign_id: jobId })).toHaveLength(
      0,
    );
    expect(
      await companyAssignments(ctx.app.deps, actor, { company_id: company.id, job_id: 'not-a-uuid' }),
    ).toHaveLength(0);
  });

  it("another company's merchant reaches none of them: the company is not found", async () => {
    const { company } = await agreedJob();
    const stranger = await createVerifiedMerchant(ctx);
    const own = await createCompany(ctx, stranger.token, { name: 'Elsewhere', company_role: 'ACCOUNT' });
    const actor = await actorOf(stranger.token);
    await expect(companyAssignments(ctx.app.deps, actor, { company_id: company.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      field: 'company_id',
    });
    expect(await companyAssignments(ctx.app.deps, actor, { company_id: own.id })).toEqual([]);
  });
});
