/**
 * `npm run bench:auth -w bench`: starts the real server (embedded database, demo data) in a child process and
 * loads it from this one with autocannon. Every run must answer 2xx only (else the benchmark fails). Prints one
 * JSON document.
 */
import autocannon from 'autocannon';
import { hashPassword } from '@app/api/infra/passwords';
import { DEMO_ACCOUNTS, DEMO_CREATORS } from '@app/api/db/seed/demo';
import { loginOverHttp } from './accounts';
import { expectCleanLoad, expectShape, fetchJson, runBench, setting, SMOKE } from './checks';
import { startServer, waitForDemoData } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = setting('BENCH_SECONDS', 8, 3);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 16, 16);
// The production hash cost; the smoke mode's is cheap, so its few seconds of login load answer on a busy machine.
const HASH_COST = Number(process.env.PASSWORD_HASH_COST ?? (SMOKE ? 1 << 10 : 1 << 15));

async function load(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  expectCleanLoad(name, result);
  return {
    name,
    requests: result.requests.total,
    requests_per_second: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}

async function timeHash(samples: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < samples; i += 1) await hashPassword('Bench!Pass1', HASH_COST);
  return Math.round(((performance.now() - start) / samples) * 10) / 10;
}

async function main() {
  const server = await startServer(PORT, {
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SEED_DEMO: 'true',
    PASSWORD_HASH_COST: String(HASH_COST),
    RATE_LIMIT_AUTH_PER_IP: '100000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '100000000',
    // The authenticated read's own path (guard, session cache, profile) is measured, not a kept answer (decision 035).
    RESPONSE_CACHE: 'false',
  });
  try {
    // The demo data is made after the server listens; the figures are for a server doing nothing else.
    await waitForDemoData(BASE, DEMO_CREATORS[0]);
    const account = { email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password };
    const access_token = await loginOverHttp(BASE, account);
    const auth = { authorization: `Bearer ${access_token}` };
    // What the loaded route answers, checked once in full (autocannon checks only the status).
    const profile = await fetchJson<{ email?: string }>('GET /api/user/merchant', `${BASE}/api/user/merchant`, {
      headers: auth,
    });
    expectShape('GET /api/user/merchant', profile?.email === account.email, `not the demo brand's profile`);
    const ping = await fetchJson<{ ok?: boolean }>('GET /api/ping', `${BASE}/api/ping`);
    expectShape('GET /api/ping', ping?.ok === true, 'not { ok: true }');

    // Warm-up so JIT and the database caches are in the same state for each figure.
    expectCleanLoad(
      'warm-up',
      await autocannon({ url: `${BASE}/api/user/merchant`, connections: 4, duration: SMOKE ? 1 : 2, headers: auth }),
    );

    const bare = await load('GET /api/ping (bare route)', { url: `${BASE}/api/ping` });
    const profileLoad = await load('GET /api/user/merchant (authenticated)', {
      url: `${BASE}/api/user/merchant`,
      headers: auth,
    });
    const loginLoad = await load('POST /api/auth/login/merchant', {
      url: `${BASE}/api/auth/login/merchant`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    const ratio = (x: number) => Math.round((x / bare.requests_per_second) * 1000) / 1000;
    console.log(
      JSON.stringify(
        {
          benchmark: 'auth',
          smoke: SMOKE,
          database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
          duration_seconds_each: DURATION,
          connections: CONNECTIONS,
          results: [bare, profileLoad, loginLoad],
          ratios_to_bare: {
            profile_read: ratio(profileLoad.requests_per_second),
            login: ratio(loginLoad.requests_per_second),
          },
          targets: { profile_read_min_ratio: 0.3, met: ratio(profileLoad.requests_per_second) >= 0.3 },
          password_hash: {
            algorithm: 'scrypt',
            N: HASH_COST,
            r: 8,
            p: 1,
            ms_per_hash_single_thread: await timeHash(SMOKE ? 2 : 10),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}

await runBench(main);
