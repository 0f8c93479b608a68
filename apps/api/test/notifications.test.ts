/**
 * Notifications (issue 18): written with the change, only to the people concerned, read and read-all, the live
 * stream (server-sent events over the bearer header), and e-mail by preference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createAgreedCampaign,
  createAgreedJob,
  createSiblingApp,
  createTestContext,
  createVerifiedMerchant,
  deliverOutbox,
  multipartFiles,
  PNG_BYTES,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const draft = (token: string, assignmentId: string) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/creator/assignments/${assignmentId}/content`,
    token,
    ...multipartFiles({ caption: 'Fresh @juicebrand #FreshJuice #ad' }, [
      { filename: 'a.png', type: 'image/png', bytes: PNG_BYTES },
    ]),
  });

const inbox = async (token: string, side: '' | '/creator' = '', query = '') =>
  (await call(ctx.app, { method: 'GET', url: `/api${side}/notifications${query}`, token })).body;

describe('who hears of what', () => {
  it('a draft reaches the brand and agency, not the creator or a stranger; a review reaches the creator', async () => {
    const { owner, brandMember, creator, assignmentId, brand } = await createAgreedCampaign(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const before = { owner: (await inbox(owner.token)).total, creator: (await inbox(creator.token, '/creator')).total };
    const sent = await draft(creator.token, assignmentId);
    expect(sent.status).toBe(201);
    for (const token of [owner.token, brandMember.token]) {
      const list = await inbox(token, '', `?company_id=${brand.id}`);
      expect(list.results[0]).toMatchObject({
        kind: 'content.submitted',
        topic: 'content_approvals',
        company_id: brand.id,
        link: `/companies/${brand.id}/pre-approval/${sent.body.id}`,
        read_at: null,
      });
      expect(list.unread_count).toBeGreaterThan(0);
    }
    expect((await inbox(stranger.token)).total).toBe(0);
    expect((await inbox(creator.token, '/creator')).total).toBe(before.creator);

    await call(ctx.app, {
      method: 'POST',
      url: `/api/content/${sent.body.id}/request-changes`,
      token: owner.token,
      payload: { comment: 'Brighter, please' },
    });
    const mine = await inbox(creator.token, '/creator');
    expect(mine.results[0]).toMatchObject({
      kind: 'content.changes_requested',
      link: `/creator/work/${assignmentId}`,
      body: expect.stringContaining('Brighter, please'),
    });
    expect((await inbox(owner.token)).total).toBe(before.owner + 1);
  });

  it("an agency's approval asks the brand's own team, not the agency, for the second yes", async () => {
    const { owner, brandMember, creator, assignmentId } = await createAgreedCampaign(ctx, {
      advertiser_pre_approval: true,
    });
    const sent = await draft(creator.token, assignmentId);
    await call(ctx.app, {
      method: 'POST',
      url: `/api/content/${sent.body.id}/approve`,
      token: owner.token,
      payload: {},
    });
    const asked = (token: string) =>
      inbox(token).then((list) =>
        list.results.filter((n: { title: string }) => n.title.endsWith('your approval is needed')),
      );
    expect(await asked(brandMember.token)).toHaveLength(1);
    expect(await asked(owner.token)).toHaveLength(0);
  });

  it('bids: the brand hears of a bid, the creator of its acceptance', async () => {
    const { owner, creator, brand } = await createAgreedJob(ctx);
    const brandSide = await inbox(owner.token, '', `?company_id=${brand.id}`);
    expect(brandSide.results.map((n: { kind: string }) => n.kind)).toContain('bid.received');
    const creatorSide = await inbox(creator.token, '/creator');
    expect(creatorSide.results[0]).toMatchObject({ kind: 'bid.accepted' });
  });

  it('invitations and contracts: the brand hears of an acceptance and a signature', async () => {
    const { owner } = await createAgreedCampaign(ctx, { signature: true });
    const kinds = (await inbox(owner.token)).results.map((n: { kind: string }) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['invitation.accepted', 'contract.signed']));
  });
});

describe('reading', () => {
  it("reads one, reads all, and refuses another person's notification", async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx);
    await draft(creator.token, assignmentId);
    const list = await inbox(owner.token, '', '?page_size=5');
    const unread = list.unread_count as number;
    const [first] = list.results;
    const read = await call(ctx.app, {
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      token: owner.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.read_at).not.toBeNull();
    expect((await inbox(owner.token)).unread_count).toBe(unread - 1);
    const unreadOnly = await inbox(owner.token, '', '?unread=true');
    expect(unreadOnly.results.map((n: { id: string }) => n.id)).not.toContain(first.id);
    // The total counts what the filters keep; the unread count is always the reader's whole.
    expect(unreadOnly).toMatchObject({ total: unread - 1, unread_count: unread - 1 });
    const everything = await inbox(owner.token);
    expect(everything.total).toBe(unreadOnly.total + 1);
    const otherTopic = await inbox(owner.token, '', '?topic=product_news');
    expect(otherTopic).toMatchObject({ results: [], total: 0, unread_count: unread - 1 });

    const other = await createVerifiedMerchant(ctx);
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    const asCreator = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/notifications/${first.id}/read`,
      token: creator.token,
    });
    expect(asCreator.status).toBe(404);

    const all = await call(ctx.app, { method: 'POST', url: '/api/notifications/read-all', token: owner.token });
    expect(all.body).toEqual({ unread_count: 0 });
    expect((await inbox(owner.token)).unread_count).toBe(0);
  });
});

describe('e-mail by preference', () => {
  it('mails a notification unless the person turned that topic off', async () => {
    const { owner, brand, creator, assignmentId } = await createAgreedCampaign(ctx);
    const quiet = await createVerifiedMerchant(ctx);
    await addMember(ctx, brand.id, quiet.email, 'BRAND_MANAGER');
    const prefs = (
      await call(ctx.app, { method: 'GET', url: '/api/user/merchant/notification_preferences', token: quiet.token })
    ).body;
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/user/merchant/notification_preferences',
      token: quiet.token,
      payload: { ...prefs, content_approvals: { email: false, in_app: true } },
    });
    expect(saved.status).toBe(200);
    await deliverOutbox(ctx);
    const mailsBefore = ctx.mails.length;
    await draft(creator.token, assignmentId);
    await deliverOutbox(ctx);
    const fresh = ctx.mails.slice(mailsBefore);
    const ownerMail = fresh.find((m) => m.to === owner.email);
    expect(ownerMail?.subject).toMatch(/sent a draft to approve/);
    expect(ownerMail?.text).toContain('http://app.test/companies/');
    expect(fresh.some((m) => m.to === quiet.email)).toBe(false);
    // In-app stays on for them.
    expect((await inbox(quiet.token)).results[0]).toMatchObject({ kind: 'content.submitted' });
    // A second delivery pass mails nobody again.
    await ctx.app.deps.outbox.drain();
    expect(ctx.mails.slice(mailsBefore).filter((m) => m.to === owner.email)).toHaveLength(1);
  });
});

describe('the live stream', () => {
  it('delivers a new notification to an open stream within a second, with a heartbeat comment first', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx);
    await deliverOutbox(ctx); // the set-up's own notifications (invitation accepted) go before the stream opens
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const stream = await fetch(`${address}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${owner.token}` },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Never compressed (fetch asks for gzip and br): a compressor would hold the events back.
      expect(stream.headers.get('content-encoding')).toBeNull();
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const readUntil = async (pattern: RegExp, ms: number) => {
        const deadline = Date.now() + ms;
        while (!pattern.test(text)) {
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`stream did not show ${pattern} in ${ms} ms: ${text}`);
          const chunk = await Promise.race([
            reader.read(),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), left)),
          ]);
          if (chunk.done) throw new Error('stream ended');
          text += decoder.decode(chunk.value);
        }
      };
      await readUntil(/: connected/, 2_000);
      const sent = await draft(creator.token, assignmentId);
      const started = Date.now();
      await deliverOutbox(ctx);
      await readUntil(/data: .*content\.submitted/, 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      const event = JSON.parse(/data: (.*content\.submitted.*)\n/.exec(text)![1]);
      expect(event).toMatchObject({
        type: 'notification',
        notification: { kind: 'content.submitted', link: expect.stringContaining(sent.body.id) },
        unread_count: expect.any(Number),
      });
      // Someone else's stream hears nothing of it; a stream without a token is refused.
      const anonymous = await fetch(`${address}/api/notifications/stream`);
      expect(anonymous.status).toBe(401);
      const creatorAnon = await fetch(`${address}/api/creator/notifications/stream`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(creatorAnon.status).toBe(403);
    } finally {
      controller.abort();
    }
    expect(ctx.app.deps.live.listeners()).toBeLessThanOrEqual(1);
  });
});

describe('across API processes', () => {
  it('a notification published by one process reaches a stream held by another, through Redis', async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const holder = await createSiblingApp(ctx, redis);
    const publisher = await createSiblingApp(ctx, redis);
    try {
      const { owner } = await createAgreedCampaign(ctx);
      const actor = await holder.deps.tokens.authenticate(holder.deps.db, holder.deps.cache, `Bearer ${owner.token}`);
      const address = await holder.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const stream = await fetch(`${address}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${owner.token}` },
        signal: controller.signal,
      });
      const reader = stream.body!.getReader();
      let text = '';
      // A read still waiting when the stream is aborted ends quietly.
      const read = () =>
        reader.read().then(
          ({ value }) => void (text += new TextDecoder().decode(value)),
          () => undefined,
        );
      await read(); // connected
      // Redis delivers to subscribers asynchronously: publish until the other process's stream shows it.
      const deadline = Date.now() + 3_000;
      while (!text.includes('from-the-other-process')) {
        if (Date.now() > deadline) throw new Error(`nothing arrived: ${text}`);
        await publisher.deps.live.publish(`m:${actor.merchantId}`, { type: 'read', marker: 'from-the-other-process' });
        await Promise.race([read(), new Promise((resolve) => setTimeout(resolve, 200))]);
      }
      controller.abort();
      expect(text).toContain('"marker":"from-the-other-process"');
    } finally {
      await holder.close();
      await publisher.close();
    }
  });
});
