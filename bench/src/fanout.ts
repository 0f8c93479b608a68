/**
 * Notification fan-out benchmark (issue 18): one API process (this one, embedded database) with 1,000 open
 * server-sent-events streams (`GET /api/notifications/stream`, 10 for each of 100 merchants; 20 streams of 4 in the
 * smoke mode), read by a second process (`fanout-clients.ts`). Events are published through the live bus
 * (`app.deps.live.publish('m:<id>', data)`, what the outbox's notification handler does after the commit), each
 * stamped with its send time. Two runs: paced at the target's 2,000 deliveries a second (latency at that rate),
 * then a burst published as fast as the bus takes it (deliveries per second the server sustains). Every stream
 * must receive every event meant for it, in order, and nothing else. Targets (reported, not asserted): >= 2,000
 * deliveries/s, p99 <= 200 ms. Prints one JSON document.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '@app/api/app';
import { openDatabase } from '@app/api/db/client';
import { merchants } from '@app/api/db/schema/merchants';
import { testConfig } from '@app/api/test/helpers';
import { insertMerchant, loginInProcess } from './accounts';
import { BenchCheckError, expectShape, runBench, setting, SMOKE } from './checks';
import type { FromClients, Stamp, ToClients } from './fanout-clients';
import { round } from './timing';

const MERCHANTS = setting('BENCH_FANOUT_MERCHANTS', 100, 4);
const STREAMS = setting('BENCH_FANOUT_STREAMS', 1000, 20);
const PER_MERCHANT = Math.ceil(STREAMS / MERCHANTS);
/** Events published in the burst (each reaches its merchant's PER_MERCHANT streams). */
const BURST_EVENTS = Math.ceil(setting('BENCH_FANOUT_EVENTS', 10_000, 200) / MERCHANTS) * MERCHANTS;
/** The paced run: this many deliveries a second, for this long. */
const PACED_RATE = setting('BENCH_FANOUT_RATE', 2_000, 200);
const PACED_SECONDS = setting('BENCH_FANOUT_SECONDS', 10, 1);
const TARGET_RATE = 2_000;
const TARGET_P99_MS = 200;

const now = () => performance.timeOrigin + performance.now();

/** A notification event as the outbox handler publishes it, with the benchmark's stamp. */
function event(stamp: Stamp, companyId: string) {
  return {
    type: 'notification',
    notification: {
      id: `00000000-0000-4000-8000-${String(stamp.seq).padStart(12, '0')}`,
      kind: 'content.submitted',
      topic: 'content_approvals',
      title: 'New content to review',
      body: 'Achieng Otieno sent a draft of post 1 of Juice launch for your approval.',
      link: `/companies/${companyId}/pre-approval/00000000-0000-4000-8000-000000000001`,
      company_id: companyId,
      created_at: new Date().toISOString(),
      read_at: null,
    },
    unread_count: stamp.seq + 1,
    bench: stamp,
  };
}

/** The reader process: messages in, one awaited answer at a time. */
function readers() {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'fanout-clients.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<(m: FromClients) => void> = [];
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      for (const answer of waiting.splice(0)) answer({ type: 'error', message: `exited with ${code}` });
      resolve();
    }),
  );
  child.on('message', (m: FromClients) => waiting.shift()?.(m));
  const ask = <T extends FromClients['type']>(message: ToClients, type: T) =>
    new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
      waiting.push((m) => {
        if (m.type === type) resolve(m as Extract<FromClients, { type: T }>);
        else reject(new BenchCheckError(`readers: ${m.type === 'error' ? m.message : `unexpected ${m.type}`}`));
      });
      child.send(message);
    });
  return {
    ask,
    async close() {
      if (child.connected) child.send({ type: 'close' } satisfies ToClients);
      const timer = setTimeout(() => child.kill(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function main() {
  expectShape('settings', STREAMS % MERCHANTS === 0, `${STREAMS} streams do not split over ${MERCHANTS} merchants`);
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const redisUrl = process.env.BENCH_FANOUT_REDIS_URL;
  const config = testConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_IP: String(MERCHANTS * 2),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const clients = readers();
  try {
    // The merchants: inserted, then a real login each (their sessions authenticate the streams).
    const ids: string[] = [];
    const streams: Array<{ token: string; merchant: number }> = [];
    for (let m = 0; m < MERCHANTS; m += 1) {
      const account = await insertMerchant(database.db, config.passwordHashCost);
      const token = await loginInProcess(app, account);
      const [row] = await database.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.email, account.email));
      ids.push(row.id);
      for (let s = 0; s < PER_MERCHANT; s += 1) streams.push({ token, merchant: m });
    }
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const opened = await clients.ask({ type: 'open', base, streams }, 'opened');
    const listeners = app.deps.live.listeners();
    expectShape('streams', listeners === STREAMS, `${listeners} streams listening, not ${STREAMS}`);
    const companyId = '00000000-0000-4000-8000-00000000c0de';

    /** Publishes `events` (merchant by merchant in turn) at `perSecond` (0: as fast as the bus takes them). */
    const run = async (phase: string, events: number, perSecond: number) => {
      const perMerchant = events / MERCHANTS;
      const start = now();
      let sent = 0;
      while (sent < events) {
        const due = perSecond ? Math.min(events, Math.floor(((now() - start) / 1000) * perSecond) + 1) : events;
        // At most 100 events between two turns of the event loop, so the sockets' writes go out meanwhile.
        for (let batch = 0; sent < due && batch < 100; batch += 1, sent += 1) {
          const to = sent % MERCHANTS;
          const stamp: Stamp = { phase, seq: Math.floor(sent / MERCHANTS), to, sent: now() };
          await app.deps.live.publish(`m:${ids[to]}`, event(stamp, companyId));
        }
        await new Promise((resolve) => (perSecond ? setTimeout(resolve, 5) : setImmediate(resolve)));
      }
      const lastSent = now();
      const result = await clients.ask({ type: 'phase', phase, perMerchant, timeoutMs: 60_000 }, 'result');
      if (result.errors.length || result.deliveries !== result.expected)
        throw new BenchCheckError(
          `${phase}: ${result.deliveries} of ${result.expected} deliveries; ${result.errors.slice(0, 5).join('; ')}`,
        );
      const seconds = (result.last_receive - start) / 1000;
      return {
        events_published: events,
        deliveries: result.deliveries,
        publish_seconds: round((lastSent - start) / 1000),
        seconds_to_last_delivery: round(seconds),
        delivered_per_second: Math.round(result.deliveries / seconds),
        latency_ms: result.latency_ms,
      };
    };

    await run('warm-up', MERCHANTS * 2, 0);
    const paced = await run(
      'paced',
      Math.max(1, Math.round((PACED_RATE * PACED_SECONDS) / PER_MERCHANT / MERCHANTS)) * MERCHANTS,
      PACED_RATE / PER_MERCHANT,
    );
    const burst = await run('burst', BURST_EVENTS, 0);
    await clients.close();
    // Every stream the readers closed is unsubscribed from the bus.
    const deadline = Date.now() + 10_000;
    while (app.deps.live.listeners() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const left = app.deps.live.listeners();
    expectShape('streams closed', left === 0, `${left} streams still subscribed after their readers left`);

    const metRate = burst.delivered_per_second >= TARGET_RATE;
    const metLatency = paced.latency_ms.p99 <= TARGET_P99_MS;
    console.log(
      JSON.stringify(
        {
          benchmark: 'notification-fanout',
          smoke: SMOKE,
          bus: redisUrl ? 'redis' : 'in-process',
          merchants: MERCHANTS,
          streams: STREAMS,
          streams_per_merchant: PER_MERCHANT,
          streams_open_seconds: opened.seconds,
          paced: { offered_deliveries_per_second: PACED_RATE, ...paced },
          burst,
          targets: {
            delivered_per_second_min: TARGET_RATE,
            p99_ms_max: TARGET_P99_MS,
            met_rate: metRate,
            met_latency: metLatency,
            target_met: metRate && metLatency,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await clients.close();
    await app.close();
    await database.close();
  }
}

await runBench(main);
