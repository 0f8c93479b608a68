/** The demo seed: idempotent, labelled, and its briefs and templates are valid through the real API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffDocumentType } from '@app/shared/uploads';
import { briefs } from '../src/db/schema/briefs';
import { contractTemplates } from '../src/db/schema/contracts';
import { DEMO_ACCOUNTS, DEMO_CREATORS, seedDemo } from '../src/db/seed/demo';
import { seedDemoCreatorSide } from '../src/db/seed/demo-creator-side';
import { simplePdf } from '../src/db/seed/demo-documents';
import { seedDemoCampaigns } from '../src/db/seed/demo-campaigns';
import { seedDemoContent } from '../src/db/seed/demo-content';
import { sniffContentMedia } from '@app/shared/content';
import { generateCatalogue } from '../src/db/seed/creators';
import { call, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
});
afterAll(async () => ctx.close());

describe('demo seed', () => {
  it('gives the demo brand two briefs and two contract templates (PDF and text), labelled demo, once', async () => {
    await seedDemo(ctx.database.db, 1024, ctx.app.deps.storage);
    await seedDemo(ctx.database.db, 1024, ctx.app.deps.storage);
    expect(await ctx.database.db.select().from(briefs)).toHaveLength(2);
    expect(await ctx.database.db.select().from(contractTemplates)).toHaveLength(2);

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login/merchant',
      payload: { username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
    });
    const token = login.body.access_token;
    const brand = login.body.merchant_profile.companies.find(
      (c: { company_role: string }) => c.company_role === 'BRAND',
    );
    const list = await call(ctx.app, {
      method: 'POST',
      url: '/ms/briefs/get_briefs',
      token,
      payload: { brand_id: brand.id },
    });
    expect(list.status).toBe(200);
    expect(
      list.body.briefs.map((b: { brief_name: string; is_demo: boolean }) => [
        b.brief_name.endsWith('(demo)'),
        b.is_demo,
      ]),
    ).toEqual([
      [true, true],
      [true, true],
    ]);
    const rich = list.body.briefs.find((b: { overview: unknown }) => b.overview);
    expect(rich.overview.blocks.some((block: { type: string }) => block.type === 'header')).toBe(true);
    // The seeded brief passes the API's own validation when saved back unchanged.
    const { brief_id, overview, objectives, niche, platform, start_date, end_date } = rich;
    const resaved = await call(ctx.app, {
      method: 'POST',
      url: '/ms/briefs/update_brief',
      token,
      payload: { brief_id, overview, objectives, niche, platform, start_date, end_date },
    });
    expect(resaved.status).toBe(200);

    const templates = await call(ctx.app, {
      method: 'GET',
      url: `/api/contract_templates?company_id=${brand.id}`,
      token,
    });
    expect(templates.body.map((t: { type: string; is_demo: boolean }) => [t.type, t.is_demo]).sort()).toEqual([
      ['FILE', true],
      ['TEXT', true],
    ]);
    const file = templates.body.find((t: { type: string }) => t.type === 'FILE');
    const pdf = await call(ctx.app, { method: 'GET', url: file.file.url, token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const checklist = await call(ctx.app, { method: 'GET', url: '/api/user/merchant/onboarding/checklist', token });
    expect(checklist.body.contract_created).toBe(true);
  });

  it('seeds ongoing, upcoming and completed demo campaigns with creators, deliverables, in budget, once', async () => {
    await generateCatalogue(ctx.database.db, { count: 400, seed: 3 });
    await seedDemoCampaigns(ctx.database.db, ctx.app.deps.storage);
    await seedDemoCampaigns(ctx.database.db, ctx.app.deps.storage);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login/merchant',
      payload: { username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
    });
    const token = login.body.access_token;
    const brand = login.body.merchant_profile.companies.find(
      (c: { company_role: string }) => c.company_role === 'BRAND',
    );
    const lists = await call(ctx.app, { method: 'GET', url: `/api/campaigns/all/companies/${brand.id}`, token });
    const names = (list: Array<{ name: string; is_demo: boolean }>) =>
      list.map((c) => [c.name.endsWith('(demo)'), c.is_demo]);
    expect(names(lists.body.ongoing_campaigns)).toEqual([[true, true]]);
    expect(names(lists.body.upcoming_campaigns)).toEqual([[true, true]]);
    expect(names(lists.body.finished_campaigns)).toEqual([[true, true]]);
    const one = await call(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/${lists.body.ongoing_campaigns[0].id}`,
      token,
    });
    expect(one.body.influencers).toHaveLength(3);
    expect(one.body.deliverables).toHaveLength(2);
    expect(one.body.cost.total_minor).toBeGreaterThan(0);
    expect(one.body.cost.over_budget_by_minor).toBe(0);
  });

  it('gives two creator logins invited to demo campaigns, an open job with bids in several states, once', async () => {
    await seedDemoCreatorSide(ctx.database.db, 1024);
    await seedDemoCreatorSide(ctx.database.db, 1024);
    const creatorLogin = async (i: number) =>
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/creator/auth/login',
          payload: { username: DEMO_CREATORS[i].email, password: DEMO_CREATORS[i].password },
        })
      ).body.access_token as string;
    const first = await creatorLogin(0);
    const second = await creatorLogin(1);
    const invitations = (token: string) => call(ctx.app, { method: 'GET', url: '/api/creator/invitations', token });
    expect((await invitations(first)).body.map((i: { campaign: { name: string } }) => i.campaign.name)).toEqual([
      'Cold-pressed launch (demo)',
    ]);
    expect((await invitations(second)).body.map((i: { campaign: { name: string } }) => i.campaign.name)).toEqual([
      'Weekend market stories (demo)',
    ]);
    // The first creator's bid waits for the brand; the second may still bid.
    expect((await call(ctx.app, { method: 'GET', url: '/api/creator/bids', token: first })).body).toEqual([
      expect.objectContaining({ status: 'ONGOING', last_role: 'INFLUENCER' }),
    ]);
    const open = (await call(ctx.app, { method: 'GET', url: '/api/creator/jobs', token: second })).body.results;
    expect(open).toEqual([
      expect.objectContaining({ name: 'Nairobi street food reels (demo)', accepting_bids: true, my_bid_id: null }),
    ]);

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login/merchant',
      payload: { username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
    });
    const brand = login.body.merchant_profile.companies.find(
      (c: { company_role: string }) => c.company_role === 'BRAND',
    );
    const [job] = (
      await call(ctx.app, {
        method: 'POST',
        url: '/api/jobs-marketplace/get_jobs',
        token: login.body.access_token,
        payload: { brand_id: brand.id },
      })
    ).body;
    expect(job).toMatchObject({ status: 'Approved', job_status: 'OPEN', bids_count: 4 });
    const bids = await call(ctx.app, {
      method: 'POST',
      url: '/api/jobs-marketplace/all_job_bids',
      token: login.body.access_token,
      payload: { job_id: job.id },
    });
    expect(bids.body.map((b: { status: string; last_role: string }) => `${b.status}:${b.last_role}`).sort()).toEqual([
      'ACCEPTED:INFLUENCER',
      'ONGOING:INFLUENCER',
      'ONGOING:MERCHANT',
      'REJECTED:INFLUENCER',
    ]);
  });

  it('fills the pre-approval queue with demo content in several states, with real images, once', async () => {
    await seedDemoContent(ctx.database.db, ctx.app.deps.storage);
    await seedDemoContent(ctx.database.db, ctx.app.deps.storage);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login/merchant',
      payload: { username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password },
    });
    const token = login.body.access_token as string;
    const brand = login.body.merchant_profile.companies.find(
      (c: { company_role: string }) => c.company_role === 'BRAND',
    );
    const queue = await call(ctx.app, { method: 'GET', url: `/api/companies/${brand.id}/content?page_size=50`, token });
    expect(queue.status).toBe(200);
    expect(queue.body.results.map((r: { status: string }) => r.status).sort()).toEqual([
      'CHANGES_REQUESTED',
      'LIVE_SUBMITTED',
      'SUBMITTED',
      'VERIFIED',
    ]);
    const waiting = queue.body.results.find((r: { status: string }) => r.status === 'SUBMITTED');
    const image = await ctx.app.inject({
      method: 'GET',
      url: waiting.preview.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(sniffContentMedia(image.rawPayload)).toBe('image/png');
    const detail = await call(ctx.app, { method: 'GET', url: `/api/content/${waiting.id}`, token });
    expect(detail.body.moves).toEqual(['APPROVE', 'REQUEST_CHANGES']);
  });

  it('makes PDFs a reader accepts: header, cross-reference table with offsets at the objects, end marker', () => {
    const pdf = simplePdf(['Hello (world)', 'Second line']);
    expect(sniffDocumentType(pdf)).toBe('application/pdf');
    const text = pdf.toString('latin1');
    const xrefAt = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    expect(text).toContain("(Hello \\(world\\)) '");
  });
});
