/**
 * `npm run bench:load -w bench`: 200 concurrent users with mixed traffic against the real server, once on
 * the embedded database (PGlite) and once on PostgreSQL. Each connection is its own logged-in session and
 * walks a mix of the pages a merchant uses (profile, companies, company, groups, config, creator search)
 * plus an analytics event. Each request of the mix is checked once (status and shape) before the run; a run with
 * any non-2xx answer, error or timeout fails. Every user walks the mix once before the timed run (steady state).
 * Prints one JSON document: requests/s, latency percentiles, the response cache's hits and misses in the run.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_CREATORS } from '@app/api/db/seed/demo';
import { creatorLoginOverHttp, loginOverHttp } from './accounts';
import { expectCleanLoad, expectShape, fetchJson, loadFailures, runBench, setting, SMOKE } from './checks';
import { startServer, waitForDemoData, withAdmin } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 18090);
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = setting('BENCH_LOAD_USERS', 200, 20);
const DURATION = setting('BENCH_LOAD_SECONDS', 60, 3);
/**
 * API processes on PostgreSQL (`npm start -- --workers N`), one per core as README's "Beyond one machine" deploys
 * them (the smoke run: 1); the embedded database is one process's.
 */
const PG_WORKERS = setting('BENCH_LOAD_WORKERS', availableParallelism(), 1);
const REDIS_URL = process.env.BENCH_LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** For the response cache's figures from /metrics. */
const METRICS_TOKEN = 'bench-load-metrics-token';
/** Issue 22's targets, reported (not asserted: the figures depend on what else the machine does). */
const TARGETS = {
  postgres: { min_requests_per_second: 2_000, max_p99_ms: 250 },
  pglite: { min_requests_per_second: 0, max_p99_ms: 500 },
};
/**
 * PostgreSQL on this machine is reached over its Unix socket when it has one, as a one-machine deployment should be
 * (README, "Beyond one machine"): loopback TCP cost the server about a quarter of its requests per second (issue 22:
 * 488 against 638, the kernel's TCP work on each statement's send was a sixth of the API process's CPU).
 */
const PG_SOCKET_DIR = '/var/run/postgresql';
const PG_DATABASE = `creatorhub_load${SMOKE ? '_smoke' : ''}`;
const PG_URL =
  process.env.BENCH_LOAD_PG_URL ??
  (existsSync(`${PG_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/${PG_DATABASE}?host=${PG_SOCKET_DIR}`
    : `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`);
/** How the server reaches PostgreSQL, in the output. */
const pgConnection = (url: string) => {
  const socket = new URL(url).searchParams.get('host');
  return socket?.startsWith('/') ? `unix socket ${socket}` : `tcp ${new URL(url).host}`;
};

/** A fresh, empty PostgreSQL database for the run (the server migrates and seeds it). */
function freshDatabase(url: string) {
  return withAdmin(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/** The ids the mix's pages need, found as the demo brand's own pages find them. */
interface MixIds {
  companyId: string;
  brandId: string;
  bidId: string;
}

/** One merchant and one creator session per simulated user (logins of the demo accounts) and the mix's ids. */
async function prepare() {
  const account = { email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password };
  const tokens: string[] = [];
  const creatorTokens: string[] = [];
  for (let i = 0; i < USERS; i += 1) {
    tokens.push(await loginOverHttp(BASE, account));
    creatorTokens.push(await creatorLoginOverHttp(BASE, DEMO_CREATORS[0]));
  }
  const auth = { authorization: `Bearer ${tokens[0]}` };
  const companies = await fetchJson<Array<{ id: string; company_role: string }>>(
    'GET /api/companies',
    `${BASE}/api/companies`,
    { headers: auth },
  );
  expectShape('GET /api/companies', Array.isArray(companies) && companies.length > 0, 'no company');
  // The demo brand's jobs and their bids: the bid page of the first job that has one.
  let brandId: string | undefined;
  let bidId: string | undefined;
  for (const company of companies.filter((candidate) => candidate.company_role === 'BRAND')) {
    const jobs = await postJson<Array<{ id: string }>>('/api/jobs-marketplace/get_jobs', auth, {
      brand_id: company.id,
    });
    for (const job of jobs) {
      const bids = await postJson<Array<{ bid_id: string }>>('/api/jobs-marketplace/all_job_bids', auth, {
        job_id: job.id,
      });
      if (bids.length > 0) {
        brandId = company.id;
        bidId = bids[0].bid_id;
        break;
      }
    }
    if (bidId) break;
  }
  expectShape('the demo data', brandId !== undefined && bidId !== undefined, 'no brand with a job that has a bid');
  return { tokens, creatorTokens, ids: { companyId: companies[0].id, brandId: brandId!, bidId: bidId! } };
}

/** The response cache's reads (hits, misses, bypasses) so far, from /metrics (every process's, merged). */
async function cacheReads(): Promise<Record<string, number>> {
  const res = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expectShape('GET /metrics', res.ok, `status ${res.status}`);
  const counts: Record<string, number> = { hit: 0, miss: 0, bypass: 0 };
  for (const match of (await res.text()).matchAll(/^creatorhub_response_cache_reads_total\{result="(\w+)"\} (\d+)/gm))
    counts[match[1]] = Number(match[2]);
  return counts;
}

/** The timed run's share of the cache's reads, and its hit ratio. */
function cacheDifference(before: Record<string, number>, after: Record<string, number>) {
  const [hits, misses, bypassed] = ['hit', 'miss', 'bypass'].map((result) => after[result] - before[result]);
  const reads = hits + misses + bypassed;
  return { hits, misses, bypassed, hit_ratio: reads ? Math.round((hits / reads) * 1000) / 1000 : 0 };
}

async function postJson<T>(path: string, headers: Record<string, string>, body: unknown): Promise<T> {
  return fetchJson<T>(`POST ${path}`, `${BASE}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Creator-portal calls carry the creator's session, the rest the merchant's. */
const isCreatorPath = (path: string | undefined) => path?.startsWith('/api/creator/') ?? false;

/**
 * Each request of the mix once, as one user: a 2xx answer with a JSON body (the search: its creators). Run for the
 * first user before anything (the checks), then for every user as the warm-up.
 */
async function walkMix(ids: MixIds, token: string, creatorToken: string) {
  for (const request of mixedRequests(ids)) {
    const path = request.path ?? '/';
    const name = `${request.method} ${path}`;
    const body = await fetchJson<Record<string, unknown>>(
      name,
      `${BASE}${path}`,
      {
        method: request.method,
        headers: {
          ...(request.headers as Record<string, string>),
          authorization: `Bearer ${isCreatorPath(path) ? creatorToken : token}`,
        },
        body: request.body as string | undefined,
      },
      path.startsWith('/ms/') ? 201 : 200,
    );
    expectShape(name, typeof body === 'object' && body !== null, 'no JSON body');
    if (path === '/api/influencers/search_for_campaign') {
      const found = body.influencers_for_search as unknown[];
      expectShape(name, Array.isArray(found) && found.length > 0, 'no creators found');
    }
    if (path.startsWith('/api/campaigns/all/')) {
      const lists = Object.values(body).filter(Array.isArray) as unknown[][];
      expectShape(name, lists.flat().length > 0, 'no campaign in the lists');
    }
  }
}

/**
 * A merchant's and a creator's day in one round: profile, companies, groups, onboarding, configuration, creator
 * search, campaign lists and search, job lists, a bid page, the pre-approval queue, notifications and an analytics
 * event; the creator portal's jobs, work, bids and notifications.
 */
function mixedRequests(ids: MixIds): autocannon.Request[] {
  const jsonHeaders = { 'content-type': 'application/json' };
  const post = (path: string, body: unknown): autocannon.Request => ({
    method: 'POST',
    path,
    headers: jsonHeaders,
    body: JSON.stringify(body),
  });
  return [
    { method: 'GET', path: '/api/user/merchant' },
    { method: 'GET', path: '/api/companies' },
    { method: 'GET', path: `/api/companies/${ids.companyId}` },
    { method: 'GET', path: `/api/merchant/influencer_groups?company_id=${ids.companyId}` },
    { method: 'GET', path: '/api/user/merchant/onboarding/checklist' },
    { method: 'GET', path: '/api/conf/all' },
    post('/api/influencers/search_for_campaign', {
      page_number: 1,
      page_size: 10,
      gender: 'FEMALE',
      sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
    }),
    { method: 'GET', path: `/api/campaigns/all/companies/${ids.brandId}` },
    post(`/api/campaigns/search/companies/${ids.brandId}`, { page_number: 1 }),
    post('/api/jobs-marketplace/get_jobs', { brand_id: ids.brandId }),
    { method: 'GET', path: `/api/jobs-marketplace/bids/${ids.bidId}` },
    { method: 'GET', path: `/api/companies/${ids.companyId}/content?status=TO_REVIEW` },
    { method: 'GET', path: '/api/notifications' },
    post('/ms/platform-analytics/event', {
      event_name: 'page_view',
      platform: 'web',
      metadata: { path: '/companies' },
    }),
    { method: 'GET', path: '/api/creator/jobs' },
    { method: 'GET', path: '/api/creator/assignments' },
    { method: 'GET', path: '/api/creator/bids' },
    { method: 'GET', path: '/api/creator/notifications' },
  ];
}

async function run(database: 'pglite' | 'postgres') {
  if (database === 'postgres') await freshDatabase(PG_URL);
  const onPostgres = database === 'postgres';
  const server = await startServer(
    PORT,
    {
      NODE_ENV: 'development',
      DATABASE_URL: onPostgres ? PG_URL : '',
      // Sessions, rate limits and live updates shared through Redis, as several processes need.
      REDIS_URL: onPostgres ? REDIS_URL : '',
      SEED_DEMO: 'true',
      // Logins only set the sessions up; keep them cheap so the figures are about the pages.
      PASSWORD_HASH_COST: '1024',
      RATE_LIMIT_AUTH_PER_IP: '100000000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '100000000',
      RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000000',
      METRICS_TOKEN,
    },
    onPostgres && PG_WORKERS > 1 ? ['--workers', String(PG_WORKERS)] : [],
  );
  try {
    await waitForDemoData(BASE, DEMO_CREATORS[0]);
    const { tokens, creatorTokens, ids } = await prepare();
    await walkMix(ids, tokens[0], creatorTokens[0]);
    // Steady state, as a server that has been up a while serves: every user has walked the mix once (their kept
    // answers, decision 035, and the server's warm statements); the timed run then measures the loop alone.
    await Promise.all(tokens.map((token, user) => walkMix(ids, token, creatorTokens[user])));
    const cacheBefore = await cacheReads();
    let next = 0;
    const result = await autocannon({
      url: BASE,
      connections: USERS,
      duration: DURATION,
      requests: mixedRequests(ids),
      // Each connection is one user with sessions of their own (merchant and creator), on every request of the mix.
      setupClient: (client) => {
        const user = next++ % tokens.length;
        client.setRequests(
          mixedRequests(ids).map((request) => ({
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${isCreatorPath(request.path) ? creatorTokens[user] : tokens[user]}`,
            },
          })),
        );
      },
    });
    expectCleanLoad(`load on ${database}`, result);
    const cache = cacheDifference(cacheBefore, await cacheReads());
    const failures = loadFailures(result);
    const target = TARGETS[database];
    const requestsPerSecond = Math.round(result.requests.average);
    return {
      database,
      processes: onPostgres ? PG_WORKERS : 1,
      ...(onPostgres ? { postgres_connection: pgConnection(PG_URL) } : {}),
      redis: onPostgres,
      users: USERS,
      duration_seconds: DURATION,
      requests_per_second: requestsPerSecond,
      latency_ms: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      requests: result.requests.total,
      response_cache: cache,
      non_2xx: failures.non_2xx,
      status_5xx: result['5xx'],
      errors: failures.errors,
      timeouts: failures.timeouts,
      target: {
        ...target,
        met: requestsPerSecond >= target.min_requests_per_second && result.latency.p99 <= target.max_p99_ms,
      },
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const which = (process.env.BENCH_LOAD_DATABASES ?? 'pglite,postgres').split(',');
  const results = [];
  for (const database of which) results.push(await run(database as 'pglite' | 'postgres'));
  const mix = mixedRequests({ companyId: '{company_id}', brandId: '{brand_id}', bidId: '{bid_id}' }).map(
    (r) => `${r.method} ${r.path}`,
  );
  console.log(JSON.stringify({ benchmark: 'load', smoke: SMOKE, mix, results }, null, 2));
}

await runBench(main);
