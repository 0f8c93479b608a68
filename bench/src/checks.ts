/**
 * What every benchmark shares to measure what it says: the smoke mode's sizes, and checks that throw on a wrong
 * answer (a wrong status, an answer of the wrong shape, an autocannon run with any non-2xx, error or timeout), so a
 * broken benchmark exits non-zero instead of printing the timing of failures.
 */
import type autocannon from 'autocannon';

/** `BENCH_SMOKE=1 npm run bench`: tiny data, a few runs, short loads; the figures mean nothing, the checks do. */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A size or count: the environment variable when set, else the smoke or the full default. */
export function setting(name: string, full: number, smoke: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return SMOKE ? smoke : full;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export class BenchCheckError extends Error {}

interface Answer {
  statusCode: number;
  body: string;
}

/** Throws unless the answer has `status`; returns its parsed JSON body. */
export function expectStatus<T = any>(name: string, res: Answer, status = 200): T {
  if (res.statusCode !== status) {
    throw new BenchCheckError(`${name}: expected ${status}, got ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  return (res.body ? JSON.parse(res.body) : undefined) as T;
}

/** Throws unless `condition` holds (a cheap check of an answer's shape). */
export function expectShape(name: string, condition: boolean, what: string): void {
  if (!condition) throw new BenchCheckError(`${name}: unexpected answer (${what})`);
}

/** `fetch`, then the status check and the parsed body. */
export async function fetchJson<T = any>(name: string, url: string, init: RequestInit = {}, status = 200): Promise<T> {
  const res = await fetch(url, init);
  return expectStatus<T>(name, { statusCode: res.status, body: await res.text() }, status);
}

/** The failures of an autocannon run: non-2xx answers, errors and timeouts (with the status codes seen). */
export function loadFailures(result: autocannon.Result) {
  return {
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status_codes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** Throws when an autocannon run had any non-2xx answer, error or timeout, or made no request at all. */
export function expectCleanLoad(name: string, result: autocannon.Result): void {
  const failures = loadFailures(result);
  if (result.requests.total === 0) {
    throw new BenchCheckError(
      `${name}: no answer within the ${result.duration} s run, ${JSON.stringify(failures)} (is the machine too busy?)`,
    );
  }
  if (failures.non_2xx || failures.errors || failures.timeouts) {
    throw new BenchCheckError(
      `${name}: ${result.requests.total} requests, ${JSON.stringify(failures)}; a run with failures is not a figure`,
    );
  }
}

/** Runs a benchmark's main and exits non-zero, with the reason on stderr, when it throws. */
export async function runBench(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof BenchCheckError ? `benchmark failed: ${error.message}` : error);
    process.exit(1);
  }
}
