/**
 * `npm run bench:load -w bench`: 200 concurrent users with mixed traffic against the real server, once on
 * the embedded database (PGlite) and once on PostgreSQL. Each connection is its own logged-in session and
 * walks a mix of the pages a merchant uses (profile, companies, company, groups, config, creator search)
 * plus an analytics event. Each request of the mix is checked once (status and shape) before the run; a run with
 * any non-2xx answer, error or timeout fails. Prints one JSON document: requests/s, latency percentiles.
 */
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_CREATORS } from '@app/api/db/seed/demo';
import { loginOverHttp } from './accounts';
import { expectCleanLoad, expectShape, fetchJson, loadFailures, runBench, setting, SMOKE } from './checks';
import { startServer, waitForDemoData, withAdmin } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 18090);
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = setting('BENCH_LOAD_USERS', 200, 20);
const DURATION = setting('BENCH_LOAD_SECONDS', 60, 3);
const PG_URL =
  process.env.BENCH_LOAD_PG_URL ?? `postgres://postgres@127.0.0.1:5432/creatorhub_load${SMOKE ? '_smoke' : ''}`;

/** A fresh, empty PostgreSQL database for the run (the server migrates and seeds it). */
function freshDatabase(url: string) {
  return withAdmin(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/** One session per simulated user (logins of the demo merchant) and the ids the pages need. */
async function prepare() {
  const account = { email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password };
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i += 1) tokens.push(await loginOverHttp(BASE, account));
  const auth = { authorization: `Bearer ${tokens[0]}` };
  const companies = await fetchJson<Array<{ id: string }>>('GET /api/companies', `${BASE}/api/companies`, {
    headers: auth,
  });
  expectShape('GET /api/companies', Array.isArray(companies) && companies.length > 0, 'no company');
  return { tokens, companyId: companies[0].id };
}

/** Each request of the mix once, as the first user: a 2xx answer with a JSON body (the search: its creators). */
async function preflight(companyId: string, token: string) {
  for (const request of mixedRequests(companyId)) {
    const path = request.path ?? '/';
    const name = `${request.method} ${path}`;
    const body = await fetchJson<Record<string, unknown>>(
      name,
      `${BASE}${path}`,
      {
        method: request.method,
        headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` },
        body: request.body as string | undefined,
      },
      path.startsWith('/ms/') ? 201 : 200,
    );
    expectShape(name, typeof body === 'object' && body !== null, 'no JSON body');
    if (path === '/api/influencers/search_for_campaign') {
      const found = body.influencers_for_search as unknown[];
      expectShape(name, Array.isArray(found) && found.length > 0, 'no creators found');
    }
  }
}

function mixedRequests(companyId: string): autocannon.Request[] {
  const jsonHeaders = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/api/user/merchant' },
    { method: 'GET', path: '/api/companies' },
    { method: 'GET', path: `/api/companies/${companyId}` },
    { method: 'GET', path: `/api/merchant/influencer_groups?company_id=${companyId}` },
    { method: 'GET', path: '/api/user/merchant/onboarding/checklist' },
    { method: 'GET', path: '/api/conf/all' },
    {
      method: 'POST',
      path: '/api/influencers/search_for_campaign',
      headers: jsonHeaders,
      body: JSON.stringify({
        page_number: 1,
        page_size: 10,
        gender: 'FEMALE',
        sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
      }),
    },
    {
      method: 'POST',
      path: '/ms/platform-analytics/event',
      headers: jsonHeaders,
      body: JSON.stringify({ event_name: 'page_view', platform: 'web', metadata: { path: '/companies' } }),
    },
  ];
}

async function run(database: 'pglite' | 'postgres') {
  if (database === 'postgres') await freshDatabase(PG_URL);
  const server = await startServer(PORT, {
    NODE_ENV: 'development',
    DATABASE_URL: database === 'postgres' ? PG_URL : '',
    SEED_DEMO: 'true',
    // Logins only set the sessions up; keep them cheap so the figures are about the pages.
    PASSWORD_HASH_COST: '1024',
    RATE_LIMIT_AUTH_PER_IP: '100000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '100000000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000000',
  });
  try {
    await waitForDemoData(BASE, DEMO_CREATORS[0]);
    const { tokens, companyId } = await prepare();
    await preflight(companyId, tokens[0]);
    let next = 0;
    const result = await autocannon({
      url: BASE,
      connections: USERS,
      duration: DURATION,
      requests: mixedRequests(companyId),
      // Each connection is one user with a session of their own, on every request of the mix.
      setupClient: (client) => {
        const authorization = `Bearer ${tokens[next++ % tokens.length]}`;
        client.setRequests(
          mixedRequests(companyId).map((request) => ({ ...request, headers: { ...request.headers, authorization } })),
        );
      },
    });
    expectCleanLoad(`load on ${database}`, result);
    const failures = loadFailures(result);
    return {
      database,
      users: USERS,
      duration_seconds: DURATION,
      requests_per_second: Math.round(result.requests.average),
      latency_ms: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      requests: result.requests.total,
      non_2xx: failures.non_2xx,
      status_5xx: result['5xx'],
      errors: failures.errors,
      timeouts: failures.timeouts,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const which = (process.env.BENCH_LOAD_DATABASES ?? 'pglite,postgres').split(',');
  const results = [];
  for (const database of which) results.push(await run(database as 'pglite' | 'postgres'));
  const mix = mixedRequests('{company_id}').map((r) => `${r.method} ${r.path}`);
  console.log(JSON.stringify({ benchmark: 'load', smoke: SMOKE, mix, results }, null, 2));
}

await runBench(main);
