/**
 * Two real API processes (`node apps/api/src/server.ts`, as `npm start` runs each worker) on one PostgreSQL
 * database and one Redis, as behind a load balancer: a session made by one is good on the other and ended by
 * either, an answer one keeps is outdated by a write through the other, failed logins count across both, a
 * notification caused on one reaches a stream held by the other, a job queued elsewhere is run by them, and each
 * process's metrics count its requests. Always on PostgreSQL
 * (TEST_DATABASE_URL, else the machine's 127.0.0.1:5432): the embedded database belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REPO_ROOT } from '../src/config';
import { openDatabase } from '../src/db/client';
import { databaseUrlFor } from '../src/db/migrate-template';
import type { MailMessage } from '../src/infra/mail';
import { createAgreedCampaign, freePort, type TestContext, testConfig } from './helpers';
import { sampleValue } from './prometheus';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'scale-out-secret-scale-out-secret-0123456789';
const METRICS_TOKEN = 'metrics-token-0123456789';

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

let databaseName: string;
let ctx: TestContext;
let first: ApiProcess;
let second: ApiProcess;

/** One API process as `npm start` runs it (without the web build), answering once its readiness probe says so. */
async function startProcess(
  databaseUrl: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const server = path.join(REPO_ROOT, 'apps/api/src/server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', server, ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      JWT_SECRET,
      METRICS_TOKEN,
      SEED_DEMO: 'false',
      DATA_DIR: `/tmp/creatorhub-scale-out-${port}`,
      WEB_DIST: '/nonexistent',
      PASSWORD_HASH_COST: '1024',
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '4',
      RATE_LIMIT_SLOWDOWN_MAX_MS: '20',
      SANDBOX_DELAY_SECONDS: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited: ${output.join('')}`);
    const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) return { url, child, output };
    if (Date.now() > deadline) throw new Error(`the API process did not get ready: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

async function request(api: ApiProcess, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  databaseName = `scale_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = databaseUrlFor(SERVER_URL, databaseName);
  // The set-up goes through an app in this process (the helpers speak to it); its queue runs no job itself.
  const database = openDatabase({ databaseUrl, poolSize: 4 });
  await database.migrate();
  const config = testConfig({ REDIS_URL, SANDBOX_DELAY_SECONDS: '0' }, { jwtSecret: JWT_SECRET });
  const mails: MailMessage[] = [];
  const app = await buildApp(config, { database, logger: false, observeMail: (mail) => mails.push(mail) });
  await app.ready();
  await app.deps.queue.start({ workers: false });
  ctx = {
    app,
    database,
    config,
    mails,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  [first, second] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopProcess(first), stopProcess(second)]);
  await ctx?.close();
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}, 60_000);

describe('two API processes on one PostgreSQL and Redis', () => {
  it('a session made on one works on the other, and a logout on either ends it on both', async () => {
    const { owner } = await createAgreedCampaign(ctx);
    const login = await request(first, 'POST', '/api/auth/login/merchant', undefined, {
      username: owner.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    // Both processes read (and cache) the session.
    expect(await request(second, 'GET', '/api/user/merchant', token)).toMatchObject({
      status: 200,
      body: { email: owner.email },
    });
    expect((await request(first, 'GET', '/api/user/merchant', token)).status).toBe(200);
    expect((await request(second, 'POST', '/api/auth/logout', token)).status).toBeLessThan(300);
    // The first process held the session in its cache: the drop reached it through Redis.
    await until('the logout to reach the other process', async () =>
      (await request(first, 'GET', '/api/user/merchant', token)).status === 401 ? true : undefined,
    );
  });

  it('an answer kept by one process is outdated by a write through the other (response cache stamps)', async () => {
    const { owner, brand } = await createAgreedCampaign(ctx);
    const url = `/api/companies/${brand.id}`;
    expect((await request(second, 'GET', url, owner.token)).headers.get('x-cache')).toBe('miss');
    const kept = await request(second, 'GET', url, owner.token);
    expect(kept.headers.get('x-cache')).toBe('hit');
    const renamed = await request(first, 'PUT', url, owner.token, { name: 'Renamed Across Processes' });
    expect(renamed.status).toBe(200);
    // The stamp travels through Redis; the kept answer is gone within a moment.
    const fresh = await until('the rename on the other process', async () => {
      const read = await request(second, 'GET', url, owner.token);
      return read.body.name === 'Renamed Across Processes' ? read : undefined;
    });
    expect(fresh.headers.get('x-cache')).toBe('miss');
  });

  it('counts failed logins of one account across both processes', async () => {
    const { owner } = await createAgreedCampaign(ctx);
    const attempt = (api: ApiProcess) =>
      request(api, 'POST', '/api/auth/login/merchant', undefined, { username: owner.email, password: 'Wrong!Pass1' });
    const statuses = [];
    for (const api of [first, second, first, second, first]) statuses.push((await attempt(api)).status);
    // Four failures are the account's allowance from one address; the fifth is refused wherever it lands.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('a notification caused on one process reaches a stream held by the other', async () => {
    const agreed = await createAgreedCampaign(ctx, { pre_approval: false });
    const controller = new AbortController();
    const stream = await fetch(`${second.url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${agreed.owner.token}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let text = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
    await until('the stream to open', async () => (text.length > 0 ? true : undefined));
    const live = await request(
      first,
      'POST',
      `/api/creator/assignments/${agreed.assignmentId}/live`,
      agreed.creator.token,
      { post_url: `https://www.instagram.com/reel/${agreed.campaign.id.slice(0, 8)}/`, post_index: 1 },
    );
    expect(live.status).toBe(200);
    await until('the notification on the other process', async () =>
      text.includes('content.live_submitted') ? true : undefined,
    );
    controller.abort();
    await reading;
  });

  it('a job queued by another process is run by them (the sandbox M-Pesa callback)', async () => {
    const { owner, campaign } = await createAgreedCampaign(ctx, { credit: false });
    // Queued by the in-process app, whose queue runs no job: only the two API processes can complete it.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/fundings',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' },
    });
    expect(created.statusCode).toBe(201);
    const funding = created.json() as { id: string };
    const settled = await until('the funding to be paid', async () => {
      const read = await request(second, 'GET', `/api/payments/fundings/${funding.id}`, owner.token);
      return read.body.status === 'PENDING' ? undefined : read.body;
    });
    expect(settled.status).toBe('FUNDED');
  });

  it('each process counts its own requests in /metrics, behind the token', async () => {
    for (let i = 0; i < 3; i += 1) expect((await request(second, 'GET', '/api/ping')).status).toBe(200);
    expect((await request(second, 'GET', '/metrics')).status).toBe(401);
    const scrape = await fetch(`${second.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const pings = sampleValue(
      await scrape.text(),
      'creatorhub_http_request_duration_seconds_count{method="GET",route="/api/ping",status_code="200"}',
    );
    expect(pings).toBeGreaterThanOrEqual(3);
  });
});

describe('npm start -- --workers 2', () => {
  it('serves one port from two workers and merges their metrics on METRICS_PORT', async () => {
    const metricsPort = await freePort();
    const clustered = await startProcess(databaseUrlFor(SERVER_URL, databaseName), {
      args: ['--workers', '2'],
      env: { METRICS_PORT: String(metricsPort) },
    });
    try {
      await until('both workers to listen', async () =>
        clustered.output.join('').match(/worker \d \(pid \d+\) serving/g)?.length === 2 ? true : undefined,
      );
      const scrape = async (url: string, token?: string) => {
        const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect(response.status).toBe(200);
        return response.text();
      };
      const series =
        'creatorhub_http_request_duration_seconds_count{method="GET",route="/api/conf/all",status_code="200"}';
      for (let i = 0; i < 12; i += 1) expect((await request(clustered, 'GET', '/api/conf/all')).status).toBe(200);
      // Every request counted once, whichever worker took it; the internal port asks for the token too.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      expect(sampleValue(await scrape(`http://127.0.0.1:${metricsPort}/metrics`, METRICS_TOKEN), series)).toBe(12);
      expect(sampleValue(await scrape(`${clustered.url}/metrics`, METRICS_TOKEN), series)).toBe(12);
    } finally {
      await stopProcess(clustered);
    }
    expect(clustered.child.exitCode).toBe(0);
  }, 90_000);
});
