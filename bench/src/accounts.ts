/**
 * Signing in for the benchmarks without mail: a merchant inserted directly (e-mail verified, terms accepted, a
 * known password), as the demo seed does, then a real login through the API. Sign-up mails its code and only the
 * code's verification gives a session; the benchmarks do not depend on mail delivery.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@app/api/db/client';
import { merchants } from '@app/api/db/schema/merchants';
import { hashPassword } from '@app/api/infra/passwords';
import { TERMS_VERSION } from '@app/shared/validation';
import { expectShape, expectStatus, fetchJson } from './checks';

export const BENCH_PASSWORD = 'Bench!Pass1';

export interface Credentials {
  email: string;
  password: string;
}

/** A new verified merchant with its own e-mail and a known password. */
export async function insertMerchant(db: Db, passwordHashCost: number): Promise<Credentials> {
  const email = `bench.${randomUUID().slice(0, 12)}@bench.creatorhub.test`;
  await db.insert(merchants).values({
    email,
    passwordHash: await hashPassword(BENCH_PASSWORD, passwordHashCost),
    firstName: 'Bench',
    lastName: 'Merchant',
    businessName: 'Bench',
    phone: '+254 712 000111',
    emailVerified: true,
    acceptedTermsVersion: TERMS_VERSION,
  });
  return { email, password: BENCH_PASSWORD };
}

function tokenOf(name: string, body: { access_token?: unknown; merchant_profile?: unknown }): string {
  expectShape(name, typeof body?.access_token === 'string' && Boolean(body.merchant_profile), 'no access_token');
  return body.access_token as string;
}

/** Logs in through the app in process (`app.inject`); the session's bearer token. */
export async function loginInProcess(app: FastifyInstance, account: Credentials): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login/merchant',
    payload: { username: account.email, password: account.password },
  });
  return tokenOf('login', expectStatus('login', res));
}

/** Logs in over HTTP against a running server; the session's bearer token. */
export async function loginOverHttp(base: string, account: Credentials): Promise<string> {
  const body = await fetchJson('login', `${base}/api/auth/login/merchant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  return tokenOf('login', body);
}

/** A creator-portal session over HTTP (the creator's login route). */
export async function creatorLoginOverHttp(base: string, account: Credentials): Promise<string> {
  const body = await fetchJson<{ access_token?: unknown }>('creator login', `${base}/api/creator/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password: account.password }),
  });
  expectShape('creator login', typeof body?.access_token === 'string', 'no access_token');
  return body.access_token as string;
}
