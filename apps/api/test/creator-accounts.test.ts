/** The creator side over HTTP: accounts, profile, verification, invitations, assignments and contract signing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assignments } from '../src/db/schema/assignments';
import { contractEvents } from '../src/db/schema/contracts';
import { creators } from '../src/db/schema/creators';
import { decideVerification } from '../src/modules/creator-accounts/accounts.service';
import {
  call,
  createCompany,
  createCreatorAccount,
  createTestContext,
  createTextTemplate,
  createVerifiedMerchant,
  creatorProfileBody,
  deliverOutbox,
  lastOtp,
  mailedLink,
  multipart,
  multipartForm,
  PDF_BYTES,
  PNG_BYTES,
  sentMail,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
});
afterAll(async () => ctx.close());

const HOUR = 3_600_000;
const me = (token: string) => call(ctx.app, { method: 'GET', url: '/api/creator/me', token });

describe('creator accounts', () => {
  it('signs up with an e-mailed code, answers a taken address the same way, and logs in', async () => {
    const email = uniqueEmail('creator');
    const body = {
      first_name: 'Achieng',
      last_name: 'Otieno',
      email,
      phone: '+254 712 345678',
      password: STRONG_PASSWORD,
    };
    const signup = await call(ctx.app, { method: 'POST', url: '/api/creator/auth/signup', payload: body });
    expect(signup.status).toBe(201);
    const code = await lastOtp(ctx, email);
    const wrong = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/email-verification',
      token: signup.body.access_token,
      payload: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('otp');
    // The merchant code route does not take a creator's sign-up.
    const crossed = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/email-verification',
      token: signup.body.access_token,
      payload: { otp: code },
    });
    expect(crossed.status).toBe(401);
    const verified = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/email-verification',
      token: signup.body.access_token,
      payload: { otp: code },
    });
    expect(verified.status).toBe(200);
    const profile = await me(verified.body.access_token);
    expect(profile.body).toMatchObject({
      email,
      profile_complete: false,
      creator_id: null,
      verification: { overall: 'NOT_VERIFIED' },
    });

    // The same address again: the same answer, and the owner is told instead of getting a code.
    const mailsBefore = ctx.mails.length;
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/signup',
      payload: { ...body, email: email.toUpperCase() },
    });
    expect(again.status).toBe(201);
    // The warning is sent after the reply, by the outbox: a mail newer than the code's.
    await deliverOutbox(ctx);
    expect(ctx.mails.length).toBeGreaterThan(mailsBefore);
    expect((await sentMail(ctx, email)).text).toMatch(/creator\/login/);

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/login',
      payload: { username: email, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.creator_profile.email).toBe(email);
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/login',
      payload: { username: email, password: 'Wrong!Pass1' },
    });
    expect(bad.status).toBe(401);
    // A creator is not a merchant: the merchant log-in does not know the address.
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/login/merchant',
          payload: { username: email, password: STRONG_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const logout = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/logout',
      token: login.body.access_token,
    });
    expect(logout.status).toBe(200);
    expect((await me(login.body.access_token)).status).toBe(401);
  });

  it('keeps creator and merchant tokens apart (403 each way)', async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    const merchant = await createVerifiedMerchant(ctx);
    const onMerchant = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: creator.token });
    expect(onMerchant.status).toBe(403);
    expect(onMerchant.body.code).toBe('FORBIDDEN');
    const onCreator = await me(merchant.token);
    expect(onCreator.status).toBe(403);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/creator/invitations', token: merchant.token })).status,
    ).toBe(403);
    expect((await me('not-a-token')).status).toBe(401);
  });

  it('resets a creator password by e-mail link; the old sessions end', async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    const asked = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/reset_password',
      payload: { email: creator.email },
    });
    expect(asked.status).toBe(200);
    const link = await mailedLink(ctx, creator.email);
    expect(link.url.pathname).toBe('/creator/reset-password');
    const saved = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/save_password',
      payload: { email: creator.email, token: link.token, password: 'N3w!Password' },
    });
    expect(saved.status).toBe(200);
    expect((await me(creator.token)).status).toBe(401);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/creator/auth/login',
          payload: { username: creator.email, password: 'N3w!Password' },
        })
      ).status,
    ).toBe(200);
    // The link is single use, and a merchant reset of a creator's address sends nothing.
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/creator/auth/save_password',
          payload: { email: creator.email, token: link.token, password: 'Oth3r!Password' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('creator profile and verification', () => {
  it('lists the creator in the catalogue on a first full profile (not generated, level from followers)', async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    const body = await creatorProfileBody(ctx);
    const saved = await call(ctx.app, { method: 'PUT', url: '/api/creator/me', token: creator.token, payload: body });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      profile_complete: true,
      currency: 'KES',
      channels: [
        {
          channel: 'INSTAGRAM',
          handle: 'achieng.eats',
          followers: 25_000,
          level: 'MICRO',
          rates: [{ post_content_type: 'POST', amount_minor: 500_000 }],
        },
      ],
    });
    const [row] = await ctx.database.db.select().from(creators).where(eq(creators.id, saved.body.creator_id));
    expect(row).toMatchObject({
      isGenerated: false,
      name: 'Achieng Otieno',
      channelLevels: ['INSTAGRAM:MICRO'],
      combinedFollowers: 25_000,
    });
    // Saving again updates the same row.
    const resaved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/creator/me',
      token: creator.token,
      payload: { ...body, channels: [{ ...body.channels[0], followers: 60_000 }] },
    });
    expect(resaved.body.creator_id).toBe(saved.body.creator_id);
    expect(resaved.body.channels[0].level).toBe('MID');
    // A merchant finds the real creator beside generated ones.
    const merchant = await createVerifiedMerchant(ctx);
    const found = await call(ctx.app, {
      method: 'POST',
      url: '/api/influencers/find_by_ids',
      token: merchant.token,
      payload: { ids: [saved.body.creator_id] },
    });
    expect(found.body.influencers.map((c: { id: number }) => c.id)).toEqual([saved.body.creator_id]);
  });

  it('refuses a bad profile with the field named, and writes nothing', async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    const body = await creatorProfileBody(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ date_of_birth: new Date(Date.now() - 17 * 365 * 24 * HOUR).toISOString().slice(0, 10) }, 'date_of_birth'],
      [{ channels: [{ channel: 'MYSPACE', handle: 'x', followers: 10 }] }, 'channels.0.channel'],
      [
        {
          channels: [
            {
              channel: 'INSTAGRAM',
              handle: 'x',
              followers: 10,
              rates: [{ post_content_type: 'BILLBOARD', amount_minor: 1 }],
            },
          ],
        },
        'channels.0.rates.0.post_content_type',
      ],
      [{ country_code: 'ZZ' }, 'country_code'],
      [{ interests: ['NOT_AN_INTEREST'] }, 'interests.0'],
      [{ channels: [] }, 'channels'],
    ];
    for (const [change, field] of cases) {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: '/api/creator/me',
        token: creator.token,
        payload: { ...body, ...change },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.field, JSON.stringify(res.body)).toBe(field);
    }
    expect((await me(creator.token)).body.profile_complete).toBe(false);
  });

  it('puts each step in review, and the overall status follows the spec rule as staff decide', async () => {
    const creator = await createCreatorAccount(ctx);
    const early = await createCreatorAccount(ctx, { profile: false });
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/creator/verification/social', token: early.token })).status,
    ).toBe(409);

    const identity = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/verification/identity',
      token: creator.token,
      ...multipart('id.png', 'image/png', PNG_BYTES),
    });
    expect(identity.status).toBe(200);
    expect(identity.body.verification).toMatchObject({ identity: 'PENDING', overall: 'PENDING' });
    const badNumber = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/verification/payment',
      token: creator.token,
      payload: { mpesa_number: '12345' },
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.field).toBe('mpesa_number');
    const payment = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/verification/payment',
      token: creator.token,
      payload: { mpesa_number: '0712 345 678' },
    });
    expect(payment.body.mpesa_number).toBe('254712345678');

    await decideVerification(ctx.database.db, { email: creator.email, step: 'IDENTITY', status: 'APPROVED' });
    // First approved, the second still not sent: PENDING.
    expect((await me(creator.token)).body.verification.overall).toBe('PENDING');
    const decided = await decideVerification(ctx.database.db, {
      email: creator.email,
      step: 'PAYMENT',
      status: 'APPROVED',
    });
    expect(decided.verification).toMatchObject({
      identity: 'APPROVED',
      social: 'NOT_VERIFIED',
      payment: 'APPROVED',
      overall: 'APPROVED',
    });
    await expect(
      decideVerification(ctx.database.db, { email: creator.email, step: 'PAYMENT', status: 'REJECTED' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/creator/verification/payment',
          token: creator.token,
          payload: { mpesa_number: '0712345678' },
        })
      ).status,
    ).toBe(409);
    await call(ctx.app, { method: 'POST', url: '/api/creator/verification/social', token: creator.token });
    const rejected = await decideVerification(ctx.database.db, {
      email: creator.email,
      step: 'SOCIAL',
      status: 'REJECTED',
    });
    expect(rejected.verification.overall).toBe('REJECTED');
  });
});

describe('invitations and contracts', () => {
  async function campaignWith(creatorIds: number[], options: { signature?: boolean; template?: 'TEXT' | 'FILE' } = {}) {
    const owner = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Juice Co', company_role: 'ACCOUNT' });
    const brand = await createCompany(ctx, owner.token, {
      name: 'Juice Brand',
      company_role: 'BRAND',
      parent_id: company.id,
    });
    const template =
      options.template === 'FILE'
        ? await call(ctx.app, {
            method: 'POST',
            url: '/api/contract_templates',
            token: owner.token,
            ...multipartForm(
              { company_id: brand.id, title: 'Terms PDF', type: 'FILE' },
              { filename: 't.pdf', type: 'application/pdf', bytes: PDF_BYTES },
            ),
          })
        : { body: await createTextTemplate(ctx, owner.token, brand.id) };
    const start = Date.now() + 5 * 24 * HOUR;
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaigns',
      token: owner.token,
      payload: {
        brand_id: brand.id,
        name: 'Juice launch',
        country: 'KE',
        timezone: 'Africa/Nairobi',
        start_date: new Date(start).toISOString(),
        end_date: new Date(start + 10 * 24 * HOUR).toISOString(),
        platforms: ['INSTAGRAM'],
        budget_minor: 100_000_000,
        currency: 'KES',
        influencer_ids: creatorIds,
        contract_template_ids: [template.body.id],
        contract_signature_required: options.signature ?? true,
        deliverables: [
          {
            influencer_ids: creatorIds,
            start_date: new Date(start).toISOString(),
            end_date: new Date(start + 2 * 24 * HOUR).toISOString(),
            channel: 'INSTAGRAM',
            post_content_type: 'POST',
            bonus_type: 'EXTRA',
            bonus_amount_minor: 10_000,
            number_of_posts: 2,
          },
        ],
      },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return { owner, brand, campaign: created.body };
  }

  it('shows the invitation with the amounts the campaign computed; accepting makes assignments, once', async () => {
    const amina = await createCreatorAccount(ctx);
    const baraka = await createCreatorAccount(ctx);
    const { owner, campaign } = await campaignWith([amina.creatorId, baraka.creatorId]);
    const list = await call(ctx.app, { method: 'GET', url: '/api/creator/invitations', token: amina.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const [invitation] = list.body;
    // 5,000.00 KES a post + 100.00 bonus, two posts.
    expect(invitation).toMatchObject({
      id: campaign.id,
      status: 'PENDING',
      currency: 'KES',
      total_amount_minor: 1_020_000,
      tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number_of_posts: 2, amount_minor: 1_020_000 }],
    });
    expect(invitation.campaign).toMatchObject({ name: 'Juice launch', brand_name: 'Juice Brand', status: 'UPCOMING' });
    expect(invitation.contracts).toEqual([expect.objectContaining({ status: 'PENDING_SIGNATURE' })]);

    const [first, second] = await Promise.all([
      call(ctx.app, { method: 'POST', url: `/api/creator/invitations/${campaign.id}/accept`, token: amina.token }),
      call(ctx.app, { method: 'POST', url: `/api/creator/invitations/${campaign.id}/accept`, token: amina.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const made = await ctx.database.db.select().from(assignments).where(eq(assignments.creatorId, amina.creatorId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      source: 'CAMPAIGN',
      campaignId: campaign.id,
      amountMinor: 1_020_000,
      posts: 2,
      currency: 'KES',
    });
    const mine = await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: amina.token });
    expect(mine.body).toEqual([
      expect.objectContaining({ amount_minor: 1_020_000, campaign: { id: campaign.id, name: 'Juice launch' } }),
    ]);

    // Baraka declines with a reason: his contract is declined; the brand sees both answers.
    const declined = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/invitations/${campaign.id}/decline`,
      token: baraka.token,
      payload: { reason: 'Travelling that week' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'Travelling that week',
      contracts: [expect.objectContaining({ status: 'DECLINED' })],
    });
    const details = await call(ctx.app, { method: 'GET', url: `/api/campaigns/${campaign.id}`, token: owner.token });
    const states = Object.fromEntries(
      details.body.influencers.map((c: { id: number; invitation_status: string }) => [c.id, c.invitation_status]),
    );
    expect(states).toEqual({ [amina.creatorId]: 'ACCEPTED', [baraka.creatorId]: 'DECLINED' });
    const stats = await call(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/stats`,
      token: owner.token,
    });
    expect(stats.body).toMatchObject({ influencers_allocated: 1, budget_spent_minor: 1_020_000 });
  });

  it("reaches no other creator's invitation or contract, answers none after the campaign is cancelled", async () => {
    const amina = await createCreatorAccount(ctx);
    const stranger = await createCreatorAccount(ctx);
    const { owner, campaign } = await campaignWith([amina.creatorId]);
    const [contract] = (await call(ctx.app, { method: 'GET', url: '/api/creator/contracts', token: amina.token })).body;
    for (const [method, url] of [
      ['GET', `/api/creator/invitations/${campaign.id}`],
      ['POST', `/api/creator/invitations/${campaign.id}/accept`],
      ['GET', `/api/creator/contracts/${contract.id}`],
      ['GET', `/api/creator/contracts/${contract.id}/file`],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: stranger.token });
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Juice');
    }
    const signByStranger = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/contracts/${contract.id}/sign`,
      token: stranger.token,
      payload: { full_name: 'Someone Else', agree: true, text_hash: contract.text_hash },
    });
    expect(signByStranger.status).toBe(404);
    await call(ctx.app, {
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/cancel`,
      token: owner.token,
      payload: { reason: 'Stock delayed' },
    });
    const late = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/invitations/${campaign.id}/accept`,
      token: amina.token,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/cancelled/);
  });

  it('signs the text actually shown (hash, time, IP, user agent) and the brand sees SIGNED', async () => {
    const amina = await createCreatorAccount(ctx);
    const { owner } = await campaignWith([amina.creatorId]);
    const [summary] = (await call(ctx.app, { method: 'GET', url: '/api/creator/contracts', token: amina.token })).body;
    const shown = await call(ctx.app, {
      method: 'GET',
      url: `/api/creator/contracts/${summary.id}`,
      token: amina.token,
    });
    expect(shown.body.body.blocks[0].data.text).toBe('Post twice, keep it up 30 days.');
    const sign = (payload: Record<string, unknown>) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/creator/contracts/${summary.id}/sign`,
        token: amina.token,
        payload,
        headers: { 'user-agent': 'PhoneBrowser/1.0' },
      });
    expect((await sign({ full_name: 'Achieng Otieno', agree: false, text_hash: shown.body.text_hash })).status).toBe(
      400,
    );
    const stale = await sign({ full_name: 'Achieng Otieno', agree: true, text_hash: 'a'.repeat(64) });
    expect(stale.status).toBe(409);
    expect(stale.body.field).toBe('text_hash');
    const signed = await sign({ full_name: 'Achieng Otieno', agree: true, text_hash: shown.body.text_hash });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED', signer_name: 'Achieng Otieno' });
    const [event] = await ctx.database.db
      .select()
      .from(contractEvents)
      .where(and(eq(contractEvents.contractId, summary.id), eq(contractEvents.event, 'SIGNED')));
    expect(event).toMatchObject({
      textHash: shown.body.text_hash,
      userAgent: 'PhoneBrowser/1.0',
      actorName: 'Achieng Otieno',
    });
    expect(event.ip).toBeTruthy();
    const merchantView = await call(ctx.app, {
      method: 'GET',
      url: `/api/contracts/${summary.id}`,
      token: owner.token,
    });
    expect(merchantView.body.status).toBe('SIGNED');
    expect((await sign({ full_name: 'Achieng Otieno', agree: true, text_hash: shown.body.text_hash })).status).toBe(
      409,
    );
  });

  it('serves a PDF contract to its creator and lets them decline it; issued contracts need no signature', async () => {
    const amina = await createCreatorAccount(ctx);
    await campaignWith([amina.creatorId], { template: 'FILE' });
    const [pdf] = (await call(ctx.app, { method: 'GET', url: '/api/creator/contracts', token: amina.token })).body;
    const detail = await call(ctx.app, { method: 'GET', url: `/api/creator/contracts/${pdf.id}`, token: amina.token });
    expect(detail.body.file.url).toBe(`/api/creator/contracts/${pdf.id}/file`);
    const file = await ctx.app.inject({
      method: 'GET',
      url: detail.body.file.url,
      headers: { authorization: `Bearer ${amina.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const declined = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/contracts/${pdf.id}/decline`,
      token: amina.token,
      payload: { reason: 'Exclusivity too long' },
    });
    expect(declined.body.status).toBe('DECLINED');

    const baraka = await createCreatorAccount(ctx);
    const { campaign } = await campaignWith([baraka.creatorId], { signature: false });
    const [issued] = (await call(ctx.app, { method: 'GET', url: '/api/creator/invitations', token: baraka.token }))
      .body[0].contracts;
    expect(issued.status).toBe('ISSUED');
    const cannot = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/contracts/${issued.id}/sign`,
      token: baraka.token,
      payload: { full_name: 'Baraka M', agree: true, text_hash: 'b'.repeat(64) },
    });
    expect(cannot.status).toBe(409);
    const declinedInvite = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/invitations/${campaign.id}/decline`,
      token: baraka.token,
      payload: { reason: 'Busy' },
    });
    expect(declinedInvite.body.contracts[0].status).toBe('VOID');
  });
});
