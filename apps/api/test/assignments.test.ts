/** Assignments: written by an accepted bid, read by the creator (GET /api/creator/assignments) and by the brand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAssignments } from '../src/modules/assignments/assignments.service';
import {
  call,
  createAgreedCampaign,
  createAgreedJob,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const actorOf = (token: string) =>
  ctx.app.deps.tokens.authenticate(ctx.app.deps.db, ctx.app.deps.cache, `Bearer ${token}`);
const agreedJob = () => createAgreedJob(ctx);

describe('assignments', () => {
  it('an accepted bid is one assignment per offer line, read by the creator and the whole company tree', async () => {
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
      pre_approval: true,
      contract: null,
      content: [
        { post_index: 1, content: null, due_at: expect.any(String) },
        { post_index: 2, content: null, due_at: expect.any(String) },
      ],
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

describe('assignments and contracts (rule 7: contract first)', () => {
  it('waits for the signature, starts when signed, and a cancelled campaign cancels it', async () => {
    const { creator, contract, owner, campaign } = await createAgreedCampaign(ctx, { signature: true, sign: false });
    const mine = async () =>
      (await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token })).body[0];
    expect(await mine()).toMatchObject({
      status: 'AWAITING_CONTRACT',
      contract: { id: contract.id, title: 'Terms' },
    });
    const signed = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/contracts/${contract.id}/sign`,
      token: creator.token,
      payload: { full_name: 'Achieng Otieno', agree: true, text_hash: contract.text_hash },
    });
    expect(signed.status).toBe(200);
    expect(await mine()).toMatchObject({ status: 'ACTIVE', contract: null });
    const cancelled = await call(ctx.app, {
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/cancel`,
      token: owner.token,
      payload: { reason: 'Stock delayed' },
    });
    expect(cancelled.status).toBe(200);
    expect(await mine()).toMatchObject({ status: 'CANCELLED' });
  });

  it('a declined contract cancels the waiting work', async () => {
    const { creator, contract } = await createAgreedCampaign(ctx, { signature: true, sign: false });
    const declined = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/contracts/${contract.id}/decline`,
      token: creator.token,
      payload: { reason: 'Terms too strict' },
    });
    expect(declined.status).toBe(200);
    const [work] = (await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token })).body;
    expect(work.status).toBe('CANCELLED');
  });

  it('GET /api/companies/{id}/assignments lists the work with its creator; a stranger gets 404', async () => {
    const { owner, agency, brand, creator, campaign } = await createAgreedCampaign(ctx);
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${agency.id}/assignments?campaign_id=${campaign.id}`,
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        status: 'ACTIVE',
        creator: { id: creator.creatorId, name: expect.any(String) },
        requirements: expect.objectContaining({ handles: ['@juicebrand'], hashtags: ['#FreshJuice'] }),
      }),
    ]);
    const stranger = await createVerifiedMerchant(ctx);
    const refused = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/assignments`,
      token: stranger.token,
    });
    expect(refused.status).toBe(404);
  });
});
