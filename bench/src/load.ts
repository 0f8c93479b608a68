/**
 * `npm run bench:load -w bench`: 200 concurrent users with mixed traffic against the real server, once on
 * the embedded database (PGlite) and once on PostgreSQL. Each connection is its own logged-in session and
 * walks a mix of the pages a merchant uses (profile, companies, company, groups, config, creator search)
 * plus an analytics event. Prints one JSON document: requests/s, latency percentiles, errors and 5xx.
 */
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '@app/api/db/seed/demo';
import { startServer, withAdmin } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 18090);
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 200);
const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const PG_URL = process.env.BENCH_LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/creatorhub_load';

/** A fresh, empty PostgreSQL database for the run (the server migrates and seeds it). */
function freshDatabase(url: string) {
  return withAdmin(url, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** One session per simulated user (logins of the demo merchant) and the ids the pages need. */
async function prepare() {
  const body = JSON.stringify({ username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password });
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const login = await json<{ access_token: string }>(
      await fetch(`${BASE}/api/auth/login/merchant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    tokens.push(login.access_token);
  }
  const auth = { authorization: `Bearer ${tokens[0]}` };
  const companies = await json<Array<{ id: string; company_role: string }>>(
    await fetch(`${BASE}/api/companies`, { headers: auth }),
  );
  return { tokens, companyId: companies[0].id };
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
    const { tokens, companyId } = await prepare();
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
    const status5xx = result['5xx'];
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
      non_2xx: result.non2xx,
      status_5xx: status5xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    await server.stop();
  }
}

const which = (process.env.BENCH_LOAD_DATABASES ?? 'pglite,postgres').split(',');
const results = [];
for (const database of which) results.push(await run(database as 'pglite' | 'postgres'));
console.log(
  JSON.stringify(
    { benchmark: 'load', mix: mixedRequests('{company_id}').map((r) => `${r.method} ${r.path}`), results },
    null,
    2,
  ),
);
