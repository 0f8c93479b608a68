/**
 * `npm run bench`: starts the real server (embedded database, demo data) in a child process and
 * loads it from this one with autocannon. Prints one JSON document.
 */
import autocannon from 'autocannon';
import { hashPassword } from '@app/api/modules/auth/password';
import { DEMO_ACCOUNTS } from '@app/api/db/seed/demo';
import { startServer } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const HASH_COST = Number(process.env.PASSWORD_HASH_COST ?? 1 << 15);

async function load(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    requests_per_second: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99 },
    non_2xx_or_errors: errors,
  };
}

async function timeHash(samples = 10): Promise<number> {
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
  });
  try {
    const loginBody = JSON.stringify({ username: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password });
    const login = await fetch(`${BASE}/api/auth/login/merchant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    const { access_token } = (await login.json()) as { access_token: string };

    // Warm-up so JIT and the database caches are in the same state for each figure.
    await autocannon({
      url: `${BASE}/api/user/merchant`,
      connections: 4,
      duration: 2,
      headers: { authorization: `Bearer ${access_token}` },
    });

    const bare = await load('GET /api/ping (bare route)', { url: `${BASE}/api/ping` });
    const profile = await load('GET /api/user/merchant (authenticated)', {
      url: `${BASE}/api/user/merchant`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    const loginLoad = await load('POST /api/auth/login/merchant', {
      url: `${BASE}/api/auth/login/merchant`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    const ratio = (x: number) => Math.round((x / bare.requests_per_second) * 1000) / 1000;
    console.log(
      JSON.stringify(
        {
          benchmark: 'auth',
          database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
          duration_seconds_each: DURATION,
          connections: CONNECTIONS,
          results: [bare, profile, loginLoad],
          ratios_to_bare: {
            profile_read: ratio(profile.requests_per_second),
            login: ratio(loginLoad.requests_per_second),
          },
          targets: { profile_read_min_ratio: 0.3, met: ratio(profile.requests_per_second) >= 0.3 },
          password_hash: { algorithm: 'scrypt', N: HASH_COST, r: 8, p: 1, ms_per_hash_single_thread: await timeHash() },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}

await main();
