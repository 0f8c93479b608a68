/**
 * The transactional outbox (docs/decisions/018-outbox.md): events recorded in the transaction of the change,
 * delivered after its commit and never after a rollback, retried with backoff, given up visibly, delivered once by
 * several workers on one database. Mail goes to a real SMTP server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterCommit } from '../src/db/after-commit';
import { mailOutbox } from '../src/db/schema/mail';
import { outbox } from '../src/db/schema/outbox';
import { backoffMs } from '../src/infra/outbox';
import {
  call,
  createSiblingApp,
  createTestContext,
  createVerifiedMerchant,
  deliverOutbox,
  mailedLink,
  signupBody,
  uniqueEmail,
  type TestContext,
} from './helpers';
import { startSmtpCapture } from './smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // A slow poll: when the started worker delivers within the test's patience, the kick after commit did it.
  ctx = await createTestContext({ SMTP_URL: smtp.url }, { outbox: { backoffBaseMs: 100, pollMs: 60_000 } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const received = (to: string) => smtp.received.filter((m) => m.to.includes(to));
const eventsTo = (to: string, type?: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(sql`${outbox.payload}->>'to' = ${to}`, type ? eq(outbox.type, type) : undefined));
const takenAddressMail = (to: string) => ({
  to,
  first_name: 'Amani',
  login_path: '/auth/login',
  reset_path: '/auth/reset-password',
});

describe('outbox: after commit, never after a rollback', () => {
  it('delivers a mail once the transaction that recorded it has committed, kicked right after the commit', async () => {
    const { outbox: events } = ctx.app.deps;
    events.start();
    try {
      const to = uniqueEmail('committed');
      let sentInsideTransaction = -1;
      await ctx.database.db.transaction(async (tx) => {
        await events.recordEvent(tx, 'mail.signup_address_taken', takenAddressMail(to));
        await new Promise((resolve) => setTimeout(resolve, 100));
        sentInsideTransaction = received(to).length;
      });
      expect(sentInsideTransaction).toBe(0);
      // The poll is a minute away: only the kick after the commit can deliver this soon.
      await expect
        .poll(async () => (await eventsTo(to))[0]?.deliveredAt ?? null, { timeout: 5_000, interval: 20 })
        .toBeInstanceOf(Date);
      expect(received(to)).toHaveLength(1);
      const [event] = await eventsTo(to);
      expect(event).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    } finally {
      await events.stop();
    }
  });

  it('never records, nor delivers, the event of a rolled-back transaction', async () => {
    const to = uniqueEmail('rolled-back');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.deps.outbox.recordEvent(tx, 'mail.signup_address_taken', takenAddressMail(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await deliverOutbox(ctx);
    expect(received(to)).toHaveLength(0);
    expect(await eventsTo(to)).toHaveLength(0);
  });

  it('records the mail of a service in its transaction and sends it only when the outbox is delivered', async () => {
    const m = await createVerifiedMerchant(ctx);
    const mailsBefore = received(m.email).length;
    const reset = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset_password/merchant',
      payload: { email: m.email },
    });
    expect(reset.status).toBe(200);
    const [waiting] = await eventsTo(m.email, 'mail.password_reset');
    expect(waiting).toMatchObject({ deliveredAt: null, attempts: 0 });
    expect(received(m.email)).toHaveLength(mailsBefore);
    // The link's token waits sealed, and is gone once the mail has left.
    const payload = waiting.payload as Record<string, unknown>;
    expect(payload.token).toMatch(/^sealed:v1:/);
    const { token } = await mailedLink(ctx, m.email);
    expect(JSON.stringify(payload)).not.toContain(token);
    const [delivered] = await eventsTo(m.email, 'mail.password_reset');
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(delivered.payload).not.toHaveProperty('token');
    expect(delivered.payload).toMatchObject({ to: m.email, reset_path: '/auth/reset-password' });
  });

  it('refuses a payload its type does not describe, so the change rolls back with it', async () => {
    const to = uniqueEmail('bad-payload');
    await expect(
      ctx.database.db.transaction((tx) =>
        ctx.app.deps.outbox.recordEvent(tx, 'mail.signup_address_taken', {
          ...takenAddressMail(to),
          login_path: 'https://elsewhere.example/login',
        }),
      ),
    ).rejects.toThrow();
    expect(await eventsTo(to)).toHaveLength(0);
  });

  it('leaves an event type this process has no handler for to another process (a newer release)', async () => {
    const [future] = await ctx.database.db
      .insert(outbox)
      .values({ type: 'future.something', payload: { to: uniqueEmail('future') } })
      .returning();
    await deliverOutbox(ctx);
    const [after] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, future.id));
    expect(after).toMatchObject({ attempts: 0, deliveredAt: null, failedAt: null });
    await ctx.database.db.delete(outbox).where(eq(outbox.id, future.id));
  });
});

describe('outbox: retries', () => {
  it('waits base * 2^(try-1), +-20%, up to the cap', () => {
    const options = { backoffBaseMs: 1_000, backoffMaxMs: 10_000 };
    for (const [attempt, exact] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
      [4, 8_000],
      [5, 10_000],
      [9, 10_000],
    ]) {
      const wait = backoffMs(attempt, options);
      expect(wait).toBeGreaterThanOrEqual(exact * 0.8);
      expect(wait).toBeLessThanOrEqual(exact * 1.2);
    }
  });

  it('tries a refused SMTP delivery again after growing waits, then delivers it once', async () => {
    smtp.refuseNext(2);
    const body = signupBody();
    const signup = await call(ctx.app, { method: 'POST', url: '/api/merchant/auth/initiate', payload: body });
    expect(signup.status).toBe(201);
    const { outbox: events } = ctx.app.deps;
    events.start();
    try {
      await expect.poll(() => received(body.email).length, { timeout: 10_000, interval: 20 }).toBe(1);
    } finally {
      await events.stop();
    }
    expect(received(body.email)[0].raw).toMatch(/\d{6} is your CreatorHub verification code/);
    const [event] = await eventsTo(body.email);
    expect(event).toMatchObject({
      type: 'mail.verification_code',
      attempts: 3,
      deliveredAt: expect.any(Date),
      failedAt: null,
      lastError: expect.stringMatching(/try again later/i),
    });
    expect(event.payload).not.toHaveProperty('code');
    const tries = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email))
      .orderBy(asc(mailOutbox.createdAt));
    expect(tries.map((t) => t.status)).toEqual(['failed', 'failed', 'sent']);
    // Backoff (base 100 ms here): the first wait at least 80 ms, the second, doubled, at least 160 ms.
    expect(tries[1].createdAt.getTime() - tries[0].createdAt.getTime()).toBeGreaterThanOrEqual(80);
    expect(tries[2].createdAt.getTime() - tries[1].createdAt.getTime()).toBeGreaterThanOrEqual(160);
  });

  it('gives up after the last try and keeps the event, marked failed, without its secret', async () => {
    const impatient = await createSiblingApp(
      ctx,
      { SMTP_URL: smtp.url },
      { outbox: { maxAttempts: 2, backoffBaseMs: 1 } },
    );
    try {
      const to = uniqueEmail('given-up');
      await ctx.database.db.transaction((tx) =>
        impatient.deps.outbox.recordEvent(tx, 'mail.verification_code', {
          to,
          first_name: 'Amani',
          code: '123456',
          expires_in_minutes: 10,
        }),
      );
      smtp.refuseNext(1_000);
      expect(await impatient.deps.outbox.drain()).toEqual({ delivered: 0, retried: 1, failed: 0 });
      await expect.poll(async () => (await impatient.deps.outbox.drain()).failed).toBe(1);
      const [event] = await eventsTo(to);
      expect(event).toMatchObject({
        attempts: 2,
        deliveredAt: null,
        failedAt: expect.any(Date),
        lastError: expect.stringMatching(/try again later/i),
      });
      expect(event.payload).not.toHaveProperty('code');
      expect(await impatient.deps.outbox.drain()).toEqual({ delivered: 0, retried: 0, failed: 0 });
      expect(received(to)).toHaveLength(0);
    } finally {
      smtp.refuseNext(0);
      await impatient.close();
    }
  });
});

describe('outbox: several workers', () => {
  it('two workers on one database deliver each event once', async () => {
    // A slow server, so the two workers' deliveries overlap.
    const slow = await startSmtpCapture({ delayMs: 15 });
    const first = await createSiblingApp(ctx, { SMTP_URL: slow.url });
    const second = await createSiblingApp(ctx, { SMTP_URL: slow.url });
    try {
      const addresses = Array.from({ length: 25 }, () => uniqueEmail('once'));
      await ctx.database.db.transaction(async (tx) => {
        for (const to of addresses)
          await first.deps.outbox.recordEvent(tx, 'mail.signup_address_taken', takenAddressMail(to));
      });
      const results = await Promise.all([
        first.deps.outbox.drain(),
        second.deps.outbox.drain(),
        first.deps.outbox.drain(),
        second.deps.outbox.drain(),
      ]);
      expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(addresses.length);
      // Both took part: each claimed rows the other skipped.
      expect(results[0].delivered + results[2].delivered).toBeGreaterThan(0);
      expect(results[1].delivered + results[3].delivered).toBeGreaterThan(0);
      for (const to of addresses) expect(slow.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      const rows = await ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.type, 'mail.signup_address_taken'), sql`${outbox.payload}->>'to' like 'once.%'`));
      expect(rows).toHaveLength(addresses.length);
      for (const row of rows) expect(row).toMatchObject({ attempts: 1, deliveredAt: expect.any(Date) });
    } finally {
      await first.close();
      await second.close();
      await slow.close();
    }
  });
});

describe('outbox: start and stop', () => {
  it('stops after the batch under way: what it claimed is settled, the rest waits for the next start', async () => {
    const slow = await startSmtpCapture({ delayMs: 250 });
    const worker = await createSiblingApp(ctx, { SMTP_URL: slow.url }, { outbox: { batchSize: 2 } });
    try {
      const addresses = Array.from({ length: 6 }, () => uniqueEmail('stopping'));
      const rows = () =>
        ctx.database.db
          .select()
          .from(outbox)
          .where(sql`${outbox.payload}->>'to' like 'stopping.%'`);
      await ctx.database.db.transaction(async (tx) => {
        for (const to of addresses) {
          await worker.deps.outbox.recordEvent(tx, 'mail.signup_address_taken', takenAddressMail(to));
        }
      });
      worker.deps.outbox.start();
      await expect.poll(() => slow.received.length, { timeout: 10_000, interval: 10 }).toBeGreaterThan(0);
      await worker.deps.outbox.stop();
      const stopped = await rows();
      const delivered = stopped.filter((row) => row.deliveredAt).length;
      expect(delivered).toBeGreaterThan(0);
      expect(delivered).toBeLessThan(addresses.length);
      // Nothing claimed is left half done, and nothing more goes once stopped.
      for (const row of stopped) expect(row.attempts).toBe(row.deliveredAt ? 1 : 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(slow.received).toHaveLength(delivered);
      await worker.deps.outbox.drain();
      expect((await rows()).every((row) => row.deliveredAt)).toBe(true);
    } finally {
      await worker.close();
      await slow.close();
    }
  });
});

describe('afterCommit', () => {
  it('runs hooks after the commit, drops them on a rollback, and a savepoint hands its own to its parent', async () => {
    const { db } = ctx.database;
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('transaction'));
      await tx.transaction(async (savepoint) => afterCommit(savepoint, () => ran.push('savepoint')));
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => ran.push('rolled-back savepoint'));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['transaction', 'savepoint']);
    await db
      .transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('undo');
      })
      .catch(() => undefined);
    afterCommit(db, () => ran.push('no transaction'));
    expect(ran).toEqual(['transaction', 'savepoint', 'no transaction']);
  });
});
