/**
 * The job queue (pg-boss on this database, decision 021) and its jobs: a queued job survives a restart, two app
 * instances on one database run each job once, a failed job is listed; campaign milestones and deadline
 * reminders are told once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, campaignTasks } from '../src/db/schema/campaigns';
import { openDatabase } from '../src/db/client';
import { createQueue, type QueueLog, retryingRaces, START_ATTEMPTS } from '../src/infra/queue';
import { notifyCampaignMilestones } from '../src/modules/campaigns/campaigns.service';
import { remindDeadlines } from '../src/modules/content/content.service';
import {
  call,
  createAgreedCampaign,
  createSiblingApp,
  createTestContext,
  multipartFiles,
  PNG_BYTES,
  type TestContext,
} from './helpers';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let ctx: TestContext;
const siblings: FastifyInstance[] = [];
beforeAll(async () => {
  ctx = await createTestContext({}, { queue: { pollingIntervalSeconds: 0.5 } });
});
afterAll(async () => {
  for (const app of siblings) await app.close();
  await ctx.close();
});

async function sibling() {
  const app = await createSiblingApp(ctx, {}, { queue: { pollingIntervalSeconds: 0.5 } });
  siblings.push(app);
  return app;
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const kindsOf = async (token: string, side: '' | '/creator' = '') =>
  (await call(ctx.app, { method: 'GET', url: `/api${side}/notifications`, token })).body.results.map(
    (n: { kind: string }) => n.kind,
  );

describe('the engine', () => {
  it('a queued job survives an app restart, and a failed job is listed', async () => {
    const first = await sibling();
    first.deps.queue.define({ name: 'test.echo', handler: async () => undefined });
    await first.deps.queue.start({ workers: false });
    // Due in 3 s: the restart below takes well over 1 s on a busy machine, and the job must still be waiting.
    const id = await first.deps.queue.send('test.echo', { hello: 'world' }, { startAfter: 3 });
    expect(id).toBeTruthy();
    await first.close();

    const seen: unknown[] = [];
    const second = await sibling();
    second.deps.queue.define({ name: 'test.echo', handler: async (data) => void seen.push(data) });
    second.deps.queue.define({
      name: 'test.fails',
      retryLimit: 0,
      handler: async () => {
        throw new Error('the provider said no');
      },
    });
    await second.deps.queue.start({ workers: false });
    expect(await second.deps.queue.runDue('test.echo')).toBe(0); // not due yet: it waits its 3 s
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await second.deps.queue.runDue('test.echo')).toBe(1);
    expect(seen).toEqual([{ hello: 'world' }]);

    const failedId = await second.deps.queue.send('test.fails', { n: 1 });
    await second.deps.queue.runDue('test.fails');
    const failed = await second.deps.queue.failed();
    expect(failed.find((job) => job.id === failedId)).toMatchObject({
      name: 'test.fails',
      output: { message: 'the provider said no' },
    });
  });

  it('two app instances on one database run each job once', async () => {
    const runs: string[] = [];
    const apps = [await sibling(), await sibling()];
    for (const [i, app] of apps.entries())
      app.deps.queue.define({
        name: 'test.count',
        handler: async (data) => {
          runs.push(`${String(data.n)}@${i}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    for (const app of apps) await app.deps.queue.start();
    for (let n = 0; n < 20; n += 1) await apps[n % 2].deps.queue.send('test.count', { n });
    await until(() => runs.length >= 20, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second run would show by now
    const jobs = runs.map((r) => r.split('@')[0]);
    expect(jobs).toHaveLength(20);
    expect(new Set(jobs).size).toBe(20);
    for (const app of apps) await app.deps.queue.stop();
  }, 40_000);

  // Always on PostgreSQL (TEST_DATABASE_URL, else the machine's): the embedded database belongs to one process.
  it('processes starting at once on a fresh database all start (their queues and schedules made once)', async () => {
    const silent: QueueLog = { warn: () => undefined, debug: () => undefined, child: () => silent };
    const schema = `race_${Date.now()}`;
    const database = openDatabase({
      databaseUrl: POSTGRES_URL,
      poolSize: 6,
      // scripts/ci/pgbouncer.sh: PgBouncer 1.18 in transaction mode carries no named statements.
      preparedStatements: process.env.TEST_DATABASE_PREPARED_STATEMENTS !== 'false',
    });
    try {
      const queues = [1, 2, 3].map(() =>
        createQueue({ database, log: silent, options: { schema, pollingIntervalSeconds: 60 } }),
      );
      for (const queue of queues)
        for (let n = 0; n < 6; n += 1)
          queue.define({ name: `race.job${n}`, handler: async () => undefined, cron: n % 2 ? '0 3 * * *' : undefined });
      await Promise.all(queues.map((queue) => queue.start({ workers: false })));
      expect(queues.every((queue) => queue.started)).toBe(true);
      const { rows } = await database.raw(`select count(*)::int as n from ${schema}.queue where name like 'race.%'`);
      expect(rows).toEqual([{ n: 6 }]);
      for (const queue of queues) await queue.stop();
    } finally {
      await database.raw(`drop schema if exists ${schema} cascade`);
      await database.close();
    }
  }, 40_000);

  it('a start step that lost a race to another process is tried again; any other failure is not', async () => {
    const failing = (codes: string[]) => {
      let calls = 0;
      const step = async () => {
        const code = codes[calls];
        calls += 1;
        if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
        return 'done';
      };
      return { step, calls: () => calls };
    };
    const deadlockThenRace = failing(['40P01', '23505']);
    await expect(retryingRaces(deadlockThenRace.step)).resolves.toBe('done');
    expect(deadlockThenRace.calls()).toBe(3);
    const broken = failing(['42P01']);
    await expect(retryingRaces(broken.step)).rejects.toThrow('failed with 42P01');
    expect(broken.calls()).toBe(1);
    const alwaysDeadlocked = failing(Array(START_ATTEMPTS + 1).fill('40P01'));
    await expect(retryingRaces(alwaysDeadlocked.step)).rejects.toThrow('failed with 40P01');
    expect(alwaysDeadlocked.calls()).toBe(START_ATTEMPTS);
  });
});

describe('the jobs', () => {
  it('campaign milestones: the brand and the creators hear of the start once', async () => {
    const { owner, creator, campaign } = await createAgreedCampaign(ctx);
    await ctx.database.db
      .update(campaigns)
      .set({ startAt: new Date(Date.now() - 60_000) })
      .where(eq(campaigns.id, campaign.id));
    expect(await notifyCampaignMilestones(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await kindsOf(owner.token)).toContain('campaign.started');
    expect(await kindsOf(creator.token, '/creator')).toContain('campaign.started');
    const before = (await kindsOf(owner.token)).length;
    await notifyCampaignMilestones(ctx.app.deps);
    expect((await kindsOf(owner.token)).length).toBe(before);
  });

  it('deadline reminders: once per post due within a day, none for a post already sent', async () => {
    const due = await createAgreedCampaign(ctx);
    const sent = await createAgreedCampaign(ctx);
    for (const work of [due, sent])
      await ctx.database.db
        .update(campaignTasks)
        .set({ endAt: new Date(Date.now() + 2 * 3_600_000) })
        .where(eq(campaignTasks.campaignId, work.campaign.id));
    await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${sent.assignmentId}/content`,
      token: sent.creator.token,
      ...multipartFiles({ caption: 'Done #ad' }, [{ filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }]),
    });
    await remindDeadlines(ctx.app.deps);
    expect(await kindsOf(due.creator.token, '/creator')).toContain('content.deadline');
    expect(await kindsOf(sent.creator.token, '/creator')).not.toContain('content.deadline');
    const count = (await kindsOf(due.creator.token, '/creator')).length;
    await remindDeadlines(ctx.app.deps);
    expect((await kindsOf(due.creator.token, '/creator')).length).toBe(count);
  });

  it('the jobs are defined on the app with their schedules and run through the queue', async () => {
    await ctx.app.deps.queue.start({ workers: false });
    // A job sent now is due now, even in the millisecond it was sent (the embedded database's clock).
    for (let i = 0; i < 20; i += 1) {
      await ctx.app.deps.queue.send('campaigns.milestones', {});
      expect(await ctx.app.deps.queue.runDue('campaigns.milestones')).toBeGreaterThanOrEqual(1);
    }
    const { rows } = await ctx.database.raw('select name, cron from pgboss.schedule order by name');
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'campaigns.milestones', cron: '* * * * *' }),
        expect.objectContaining({ name: 'content.deadline-reminders' }),
        expect.objectContaining({ name: 'outbox.prune' }),
      ]),
    );
  });
});
