import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  EARLY_RESPONSES,
  fetchWithEarlyResponses,
  takeEarlyResponse,
} from './early-responses';

const URL_A = 'https://app.test/api/companies/c1';
const global = globalThis as Record<string, unknown>;

function leave(url: string, authorization: string | null, response: Promise<Response>, startedAt = 0) {
  const early = (global[EARLY_RESPONSES] as Map<string, unknown> | undefined) ?? new Map();
  early.set(url, { authorization, startedAt, response });
  global[EARLY_RESPONSES] = early;
}

const get = (url: string, authorization?: string) =>
  new Request(url, { headers: authorization ? { Authorization: authorization } : {} });

afterEach(() => {
  delete global[EARLY_RESPONSES];
  vi.restoreAllMocks();
});

describe('takeEarlyResponse', () => {
  it('serves a GET of the same address and bearer once', async () => {
    leave(URL_A, 'Bearer t1', Promise.resolve(new Response('{"id":"c1"}')));
    const taken = takeEarlyResponse(get(URL_A, 'Bearer t1'), 5);
    expect(await (await taken!).json()).toEqual({ id: 'c1' });
    expect(takeEarlyResponse(get(URL_A, 'Bearer t1'), 5)).toBeNull();
  });

  it('does not serve another bearer, no bearer, another address or another method', () => {
    leave(URL_A, 'Bearer t1', Promise.resolve(new Response('{}')));
    expect(takeEarlyResponse(get(URL_A, 'Bearer t2'), 5)).toBeNull();
    // A mismatch drops the answer: the page asked for it differently, so it will not be asked for again.
    expect(takeEarlyResponse(get(URL_A, 'Bearer t1'), 5)).toBeNull();
    leave(URL_A, 'Bearer t1', Promise.resolve(new Response('{}')));
    expect(takeEarlyResponse(get(URL_A), 5)).toBeNull();
    leave(URL_A, null, Promise.resolve(new Response('{}')));
    expect(takeEarlyResponse(get(`${URL_A}/dashboard`), 5)).toBeNull();
    expect(takeEarlyResponse(new Request(URL_A, { method: 'POST', body: '{}' }), 5)).toBeNull();
    expect(takeEarlyResponse(get(URL_A), 5)).not.toBeNull();
  });

  it(`does not serve an answer older than ${EARLY_RESPONSE_MAX_AGE_MS} ms`, () => {
    leave(URL_A, null, Promise.resolve(new Response('{}')), 1_000);
    expect(takeEarlyResponse(get(URL_A), 1_000 + EARLY_RESPONSE_MAX_AGE_MS + 1)).toBeNull();
    leave(URL_A, null, Promise.resolve(new Response('{}')), 1_000);
    expect(takeEarlyResponse(get(URL_A), 1_000 + EARLY_RESPONSE_MAX_AGE_MS)).not.toBeNull();
  });

  it('serves nothing when no early requests were made', () => {
    expect(takeEarlyResponse(get(URL_A), 5)).toBeNull();
  });
});

describe('fetchWithEarlyResponses', () => {
  it('answers from the early response without asking the network', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(10);
    leave(URL_A, null, Promise.resolve(new Response('"early"')));
    const network = vi.fn(async () => new Response('"network"'));
    expect(await (await fetchWithEarlyResponses(get(URL_A), network)).json()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    // Once: the next call asks the network.
    expect(await (await fetchWithEarlyResponses(get(URL_A), network)).json()).toBe('network');
  });

  it('asks the network when the early request failed', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(10);
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    leave(URL_A, null, failed);
    const network = vi.fn(async () => new Response('"network"'));
    expect(await (await fetchWithEarlyResponses(get(URL_A), network)).json()).toBe('network');
    expect(network).toHaveBeenCalledOnce();
  });
});
