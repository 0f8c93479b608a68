/**
 * Content pre-approval and live posts (issue 18) over HTTP: every transition and refused move, the round cap, the
 * advertiser's second approval, files judged by their bytes, Range requests, live-link rules, the approve/request
 * race, and nothing revealed to another creator or a stranger merchant.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignTasks } from '../src/db/schema/campaigns';
import {
  call,
  createAgreedCampaign,
  createAgreedJob,
  createCreatorAccount,
  createTestContext,
  createVerifiedMerchant,
  multipartFiles,
  PNG_BYTES,
  PDF_BYTES,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const CAPTION = 'Morning fuel with @juicebrand #FreshJuice #ad';
const png = { filename: 'look.png', type: 'image/png', bytes: PNG_BYTES };
/** The first bytes of an MP4 (an ISO `ftyp` box) and some payload: what the sniffer and Range replies need. */
const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(4),
  Buffer.from('isommp41'),
  Buffer.alloc(1000, 7),
]);

function draft(
  token: string,
  assignmentId: string,
  fields: Record<string, string> = { caption: CAPTION },
  files = [png],
) {
  return call(ctx.app, {
    method: 'POST',
    url: `/api/creator/assignments/${assignmentId}/content`,
    token,
    ...multipartFiles(fields, files),
  });
}

const review = (token: string, id: string, path: string, payload?: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: `/api/content/${id}/${path}`, token, payload });

const live = (token: string, id: string, postUrl: string) =>
  call(ctx.app, { method: 'POST', url: `/api/creator/content/${id}/live`, token, payload: { post_url: postUrl } });

describe('the content flow', () => {
  it('draft, changes, next round, approval, live link rejected then verified: the work completes', async () => {
    const { owner, agency, creator, campaign, assignmentId } = await createAgreedCampaign(ctx);
    const first = await draft(creator.token, assignmentId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      assignment_id: assignmentId,
      post_index: 1,
      status: 'SUBMITTED',
      round: 1,
      late: false,
      rounds: [
        {
          round: 1,
          caption: CAPTION,
          files: [{ content_type: 'image/png', filename: 'look.png' }],
          caption_check: {
            handles: [{ text: '@juicebrand', present: true }],
            hashtags: [{ text: '#FreshJuice', present: true }],
            disclosure: true,
            ok: true,
          },
        },
      ],
    });
    const id = first.body.id as string;

    const queue = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${agency.id}/content?status=TO_REVIEW&campaign_id=${campaign.id}`,
      token: owner.token,
    });
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ total: 1, results: [{ id, status: 'SUBMITTED', round: 1 }] });
    expect(queue.body.results[0].preview.url).toMatch(new RegExp(`^/api/content/${id}/files/`));

    const detail = await call(ctx.app, { method: 'GET', url: `/api/content/${id}`, token: owner.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      channel: 'INSTAGRAM',
      requirements: { handles: ['@juicebrand'], hashtags: ['#FreshJuice'] },
      moves: ['APPROVE', 'REQUEST_CHANGES'],
    });

    expect((await review(owner.token, id, 'request-changes', {})).status).toBe(400);
    const changes = await review(owner.token, id, 'request-changes', { comment: 'Show the bottle label' });
    expect(changes.status).toBe(200);
    expect(changes.body.status).toBe('CHANGES_REQUESTED');
    expect(changes.body.rounds[0].reviews).toMatchObject([
      { action: 'REQUEST_CHANGES', comment: 'Show the bottle label', by: { company_name: 'Agency Co' } },
    ]);
    // A reviewer cannot approve what waits for the creator; the creator cannot post a link before approval.
    expect(await review(owner.token, id, 'approve', {})).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', state: 'CHANGES_REQUESTED' },
    });
    expect((await live(creator.token, id, 'https://www.instagram.com/p/abc123/')).status).toBe(409);

    const second = await draft(creator.token, assignmentId, { caption: `${CAPTION} label!` });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ id, status: 'SUBMITTED', round: 2 });
    expect(second.body.rounds).toHaveLength(2);

    const approved = await review(owner.token, id, 'approve', { comment: 'Great' });
    expect(approved.body).toMatchObject({ status: 'APPROVED', moves: [] });

    const stats = async () =>
      (await call(ctx.app, { method: 'GET', url: `/api/campaigns/${campaign.id}/stats`, token: owner.token })).body;
    expect(await stats()).toMatchObject({ posts_under_review: 0, posts_verified: 0, total_posts_count: 1 });

    expect(await live(creator.token, id, 'http://www.instagram.com/p/abc123/')).toMatchObject({
      status: 400,
      body: { field: 'post_url' },
    });
    expect(await live(creator.token, id, 'https://www.tiktok.com/@me/video/1')).toMatchObject({
      status: 400,
      body: { field: 'post_url' },
    });
    const posted = await live(creator.token, id, 'https://www.instagram.com/p/abc123/');
    expect(posted.body).toMatchObject({ status: 'LIVE_SUBMITTED', post_url: 'https://www.instagram.com/p/abc123/' });
    expect(await stats()).toMatchObject({ posts_under_review: 1 });

    expect((await review(owner.token, id, 'reject-live', {})).status).toBe(400);
    const rejected = await review(owner.token, id, 'reject-live', { reason: 'That is a story, not the post' });
    expect(rejected.body.status).toBe('LIVE_REJECTED');
    expect((await live(creator.token, id, 'https://instagram.com/p/abc999')).body.status).toBe('LIVE_SUBMITTED');
    const verified = await review(owner.token, id, 'verify-live');
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'VERIFIED', moves: [] });
    expect(verified.body.live_reviews.map((r: { action: string }) => r.action)).toEqual(['REJECT_LIVE', 'VERIFY_LIVE']);
    expect(await stats()).toMatchObject({
      posts_under_review: 0,
      posts_verified: 1,
      total_posts_count: 1,
      verified_content_percent: 100,
    });
    expect(await review(owner.token, id, 'verify-live')).toMatchObject({ status: 409, body: { state: 'VERIFIED' } });
    const [work] = (await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token })).body;
    expect(work).toMatchObject({
      status: 'COMPLETED',
      content: [{ post_index: 1, content: { id, status: 'VERIFIED' } }],
    });
  });

  it('caps the rounds: on the last one, changes can no longer be requested', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx);
    let id = '';
    for (let round = 1; round <= 3; round += 1) {
      const sent = await draft(creator.token, assignmentId);
      expect(sent.body).toMatchObject({ round, max_rounds: 3 });
      id = sent.body.id;
      if (round < 3) expect((await review(owner.token, id, 'request-changes', { comment: 'Again' })).status).toBe(200);
    }
    const capped = await review(owner.token, id, 'request-changes', { comment: 'Once more' });
    expect(capped).toMatchObject({ status: 409, body: { code: 'CONFLICT', state: 'SUBMITTED' } });
    expect(capped.body.message).toMatch(/last round \(3 of 3\): approve the content or end the assignment/);
    expect((await call(ctx.app, { method: 'GET', url: `/api/content/${id}`, token: owner.token })).body.moves).toEqual([
      'APPROVE',
    ]);
  });

  it('a campaign sets its own round cap (1 to 10)', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx, { max_content_rounds: 1 });
    const sent = await draft(creator.token, assignmentId);
    expect(sent.body).toMatchObject({ round: 1, max_rounds: 1 });
    expect((await review(owner.token, sent.body.id, 'request-changes', { comment: 'x' })).status).toBe(409);
    await expect(createAgreedCampaign(ctx, { max_content_rounds: 11 })).rejects.toThrow(/max_content_rounds/);
  });

  it("with advertiser_pre_approval an agency's approval waits for the brand's own team", async () => {
    const { owner, brandMember, creator, assignmentId } = await createAgreedCampaign(ctx, {
      advertiser_pre_approval: true,
    });
    const { id } = (await draft(creator.token, assignmentId)).body;
    const first = await review(owner.token, id, 'approve', {});
    expect(first.body).toMatchObject({ status: 'BRAND_APPROVED', moves: [] });
    expect(await review(owner.token, id, 'approve', {})).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const detail = await call(ctx.app, { method: 'GET', url: `/api/content/${id}`, token: brandMember.token });
    expect(detail.body.moves).toEqual(['APPROVE', 'REQUEST_CHANGES']);
    const second = await review(brandMember.token, id, 'approve', {});
    expect(second.body).toMatchObject({ status: 'APPROVED' });
    expect(second.body.rounds[0].reviews.map((r: { by: { company_name: string } }) => r.by.company_name)).toEqual([
      'Agency Co',
      'Juice Brand',
    ]);
  });

  it('approve against request-changes at once: exactly one wins', async () => {
    const { owner, brandMember, creator, assignmentId } = await createAgreedCampaign(ctx);
    const { id } = (await draft(creator.token, assignmentId)).body;
    const results = await Promise.all([
      review(owner.token, id, 'approve', {}),
      review(brandMember.token, id, 'request-changes', { comment: 'No' }),
      review(owner.token, id, 'approve', {}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('without pre-approval the creator submits the live link straight away; drafts are refused', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx, { pre_approval: false });
    expect(await draft(creator.token, assignmentId)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    const posted = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${assignmentId}/live`,
      token: creator.token,
      payload: { post_url: 'https://www.instagram.com/reel/xyz/' },
    });
    expect(posted).toMatchObject({ status: 200, body: { status: 'LIVE_SUBMITTED', round: 0, rounds: [] } });
    expect((await review(owner.token, posted.body.id, 'verify-live')).body.status).toBe('VERIFIED');
  });

  it('a job follows the same flow (pre-approval on by default)', async () => {
    const { owner, creator, assignmentId } = await createAgreedJob(ctx, { posts: 2 });
    const sent = await draft(creator.token, assignmentId, { caption: 'Job post #ad', post_index: '2' });
    expect(sent.body).toMatchObject({ status: 'SUBMITTED', post_index: 2 });
    expect((await draft(creator.token, assignmentId, { caption: 'x', post_index: '3' })).body).toMatchObject({
      field: 'post_index',
    });
    expect((await review(owner.token, sent.body.id, 'approve', {})).body.status).toBe('APPROVED');
  });

  it('a job without pre-approval takes the live link straight away', async () => {
    const { creator, assignmentId } = await createAgreedJob(ctx, { posts: 1, pre_approval: false });
    const [work] = (await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token })).body;
    expect(work.pre_approval).toBe(false);
    expect((await draft(creator.token, assignmentId)).status).toBe(409);
    const posted = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${assignmentId}/live`,
      token: creator.token,
      payload: { post_url: 'https://www.instagram.com/p/job-post/' },
    });
    expect(posted.body.status).toBe('LIVE_SUBMITTED');
  });
});

describe('the review queue', () => {
  it('pages newest first with the total of every match, and a page past the last is empty with the total', async () => {
    const { owner, agency, creator, campaign, assignmentId } = await createAgreedCampaign(ctx, { posts: 6 });
    const ids: string[] = [];
    for (const postIndex of ['1', '2', '3', '4', '5', '6']) {
      const sent = await draft(creator.token, assignmentId, { caption: CAPTION, post_index: postIndex });
      expect(sent.status).toBe(201);
      ids.push(sent.body.id as string);
    }
    const queue = (page: number) =>
      call(ctx.app, {
        method: 'GET',
        url:
          `/api/companies/${agency.id}/content?status=TO_REVIEW&campaign_id=${campaign.id}` +
          `&page_size=5&page_number=${page}`,
        token: owner.token,
      });
    const first = await queue(1);
    const second = await queue(2);
    const past = await queue(3);
    expect([first.body.total, second.body.total]).toEqual([6, 6]);
    expect([first.body.results.length, second.body.results.length]).toEqual([5, 1]);
    expect(past.body).toEqual({ total: 6, results: [] });
    const seen = [...first.body.results, ...second.body.results].map((item: { id: string }) => item.id);
    expect(new Set(seen)).toEqual(new Set(ids));
    // newest first: the last one sent leads the first page, the first one sent ends the second
    expect([seen[0], seen[5]]).toEqual([ids[5], ids[0]]);
  });
});

describe('what a submission must be', () => {
  it('waits for the contract signature (rule 7)', async () => {
    const { creator, assignmentId } = await createAgreedCampaign(ctx, { signature: true, sign: false });
    const refused = await draft(creator.token, assignmentId);
    expect(refused).toMatchObject({ status: 409, body: { state: 'AWAITING_CONTRACT' } });
    expect(refused.body.message).toMatch(/Sign the contract "Terms"/);
  });

  it('judges files by their bytes, caps their size and number, and needs a caption', async () => {
    const { creator, assignmentId } = await createAgreedCampaign(ctx);
    const lying = await draft(creator.token, assignmentId, { caption: CAPTION }, [
      { filename: 'photo.png', type: 'image/png', bytes: Buffer.from('<html>not an image</html>') },
    ]);
    expect(lying).toMatchObject({
      status: 400,
      body: { field: 'file', message: 'file: File "photo.png" is not accepted' },
    });
    const pdf = await draft(creator.token, assignmentId, { caption: CAPTION }, [
      { filename: 'a.mp4', type: 'video/mp4', bytes: PDF_BYTES },
    ]);
    expect(pdf.status).toBe(400);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const oversized = await draft(creator.token, assignmentId, { caption: CAPTION }, [
      { filename: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect(oversized).toMatchObject({
      status: 413,
      body: { field: 'file', message: 'file: File "big.png is too large"' },
    });
    const eleven = await draft(creator.token, assignmentId, { caption: CAPTION }, Array(11).fill(png));
    expect(eleven).toMatchObject({ status: 400, body: { field: 'file' } });
    expect(await draft(creator.token, assignmentId, { caption: '  ' })).toMatchObject({
      status: 400,
      body: { field: 'caption' },
    });
    expect(await draft(creator.token, assignmentId, { caption: CAPTION, note: 'x' })).toMatchObject({
      status: 400,
      body: { field: 'note' },
    });
    const ok = await draft(creator.token, assignmentId, { caption: CAPTION }, [
      { filename: 'clip.mp4', type: 'video/mp4', bytes: MP4_BYTES },
      png,
    ]);
    expect(ok.status).toBe(201);
    expect(ok.body.rounds[0].files.map((f: { content_type: string }) => f.content_type)).toEqual([
      'video/mp4',
      'image/png',
    ]);
  });

  it('flags a submission after the due date as late', async () => {
    const { creator, owner, agency, assignmentId, campaign } = await createAgreedCampaign(ctx);
    await ctx.database.db
      .update(campaignTasks)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(campaignTasks.campaignId, campaign.id));
    const sent = await draft(creator.token, assignmentId);
    expect(sent.body).toMatchObject({ late: true, rounds: [{ late: true }] });
    const lateOnes = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${agency.id}/content?late=true`,
      token: owner.token,
    });
    expect(lateOnes.body.results.map((r: { id: string }) => r.id)).toEqual([sent.body.id]);
  });

  it('one live link serves one assignment only', async () => {
    const a = await createAgreedCampaign(ctx, { pre_approval: false });
    const b = await createAgreedCampaign(ctx, { pre_approval: false });
    const url = 'https://www.instagram.com/p/shared-post/';
    const submit = (work: typeof a, link: string) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/creator/assignments/${work.assignmentId}/live`,
        token: work.creator.token,
        payload: { post_url: link },
      });
    expect((await submit(a, url)).status).toBe(200);
    // The same post written another way (no www, no trailing slash, a tracking query) is the same post.
    expect(await submit(b, 'https://instagram.com/p/shared-post?igsh=abc')).toMatchObject({
      status: 409,
      body: { field: 'post_url' },
    });
  });
});

describe('media', () => {
  it('answers Range requests so a video seeks', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx);
    const sent = await draft(creator.token, assignmentId, { caption: CAPTION }, [
      { filename: 'clip.mp4', type: 'video/mp4', bytes: MP4_BYTES },
    ]);
    const url = sent.body.rounds[0].files[0].url as string;
    const merchantUrl = url.replace('/api/creator/', '/api/');
    const whole = await ctx.app.inject({
      method: 'GET',
      url: merchantUrl,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(MP4_BYTES)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: merchantUrl,
      headers: { authorization: `Bearer ${owner.token}`, range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4_BYTES.length}`);
    expect(part.rawPayload.toString()).toBe('ftypisom');
    const tail = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${creator.token}`, range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(MP4_BYTES.subarray(-10))).toBe(true);
    const beyond = await ctx.app.inject({
      method: 'GET',
      url: merchantUrl,
      headers: { authorization: `Bearer ${owner.token}`, range: `bytes=${MP4_BYTES.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4_BYTES.length}`);
  });
});

describe('who may act', () => {
  it("another creator and a stranger merchant learn nothing of someone's content", async () => {
    const { owner, agency, creator, assignmentId } = await createAgreedCampaign(ctx);
    const sent = await draft(creator.token, assignmentId);
    const id = sent.body.id as string;
    const fileUrl = sent.body.rounds[0].files[0].url as string;
    const other = await createCreatorAccount(ctx);
    for (const [method, url] of [
      ['GET', `/api/creator/content/${id}`],
      ['GET', fileUrl],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: other.token });
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Juice');
    }
    expect((await draft(other.token, assignmentId)).status).toBe(404);
    expect((await live(other.token, id, 'https://www.instagram.com/p/x1/')).status).toBe(404);

    const stranger = await createVerifiedMerchant(ctx);
    for (const [method, url, payload] of [
      ['GET', `/api/content/${id}`, undefined],
      ['GET', fileUrl.replace('/api/creator/', '/api/'), undefined],
      ['POST', `/api/content/${id}/approve`, {}],
      ['POST', `/api/content/${id}/request-changes`, { comment: 'x' }],
      ['GET', `/api/companies/${agency.id}/content`, undefined],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: stranger.token, payload });
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Juice');
    }
    // A creator token on a merchant route and a merchant token on a creator route are refused.
    expect((await call(ctx.app, { method: 'GET', url: `/api/content/${id}`, token: creator.token })).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: `/api/creator/content/${id}`, token: owner.token })).status).toBe(
      403,
    );
    // Nothing moved.
    const still = await call(ctx.app, { method: 'GET', url: `/api/content/${id}`, token: owner.token });
    expect(still.body.status).toBe('SUBMITTED');
  });
});
