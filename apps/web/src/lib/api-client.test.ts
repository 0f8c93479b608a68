import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  describeError,
  loginPathAfterUnauthorized,
  NETWORK_ERROR_MESSAGE,
  parseRetryAfter,
  UNKNOWN_ERROR_MESSAGE,
} from './api-client';
import { createMemoryStorage, createSessionStore, type SessionKind } from './session';

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function setup(kind: SessionKind = 'brand', response?: Response | (() => Response)) {
  const store = createSessionStore({ local: createMemoryStorage(), session: createMemoryStorage() });
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    typeof response === 'function' ? response() : (response ?? reply(200, {})),
  );
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl: '/api/', session: kind, store, fetch: fetchMock as unknown as typeof fetch, onUnauthorized });
  return { store, fetchMock, onUnauthorized, client };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: requests', () => {
  it('sends the bearer of its own session and JSON bodies', async () => {
    const { client, store, fetchMock } = setup('sme', reply(201, { ok: true }));
    store.set('brand', { token: 'brand-token' });
    store.set('sme', { token: 'sme-token' });

    await expect(client.post('/auth/merchant/complete-signup', { business_name: 'Acme' }, { query: { is_sme: true, skip: undefined } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/merchant/complete-signup?is_sme=true');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer sme-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ business_name: 'Acme' }));
  });

  it('sends no bearer with auth none, and an explicit one when given', async () => {
    const { client, store, fetchMock } = setup('brand');
    store.set('brand', { token: 'brand-token' });
    await client.post('/auth/login/merchant', { username: 'a', password: 'b' }, { auth: 'none' });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    await client.post('/auth/merchant/email-verification', { otp: '123456' }, { auth: { token: 'pending' } });
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>).Authorization).toBe('Bearer pending');
  });

  it('returns null for an empty 200 body', async () => {
    const { client } = setup('brand', () => new Response('', { status: 200 }));
    await expect(client.get('/health')).resolves.toBeNull();
  });
});

describe('api client: failures', () => {
  it('uses the reply message for a non-200/201 reply', async () => {
    const { client } = setup('brand', reply(400, { statusCode: 400, error: 'Bad Request', message: 'email: Enter a valid e-mail address' }));
    const error = await failure(client.post('/x', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('email: Enter a valid e-mail address');
    expect(error.error).toBe('Bad Request');
  });

  it('falls back to the error field, then to the unknown-error text', async () => {
    const first = setup('brand', reply(409, { error: 'Conflict' }));
    expect((await failure(first.client.get('/x'))).message).toBe('Conflict');

    const second = setup('brand', reply(500, {}));
    expect((await failure(second.client.get('/x'))).message).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('joins a list of messages', async () => {
    const { client } = setup('brand', reply(400, { message: ['first', 'second'] }));
    expect((await failure(client.get('/x'))).message).toBe('first. second');
  });

  it('treats other 2xx replies as failures too', async () => {
    const { client } = setup('brand', reply(202, { message: 'Accepted for later' }));
    const error = await failure(client.get('/x'));
    expect(error.status).toBe(202);
    expect(error.message).toBe('Accepted for later');

    const empty = setup('brand', () => new Response(null, { status: 204 }));
    expect((await failure(empty.client.get('/x'))).message).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('handles malformed and empty bodies', async () => {
    const html = setup('brand', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(html.client.get('/x'));
    expect(error.status).toBe(502);
    expect(error.message).toBe(UNKNOWN_ERROR_MESSAGE);

    const empty = setup('brand', () => new Response('', { status: 503 }));
    expect((await failure(empty.client.get('/x'))).message).toBe(UNKNOWN_ERROR_MESSAGE);

    const brokenSuccess = setup('brand', () => new Response('{"access_token":', { status: 200 }));
    const broken = await failure(brokenSuccess.client.get('/x'));
    expect(broken.status).toBe(200);
    expect(broken.message).toBe(UNKNOWN_ERROR_MESSAGE);

    const notAnObject = setup('brand', reply(400, 'just text'));
    expect((await failure(notAnObject.client.get('/x'))).message).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client, fetchMock } = setup('brand');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(client.get('/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets an abort pass through untouched', async () => {
    const { client, fetchMock } = setup('brand');
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(client.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: 401', () => {
  it('clears only its own session and calls the unauthorized handler', async () => {
    const { client, store, onUnauthorized } = setup('brand', reply(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' }));
    store.set('brand', { token: 'old' });
    store.set('sme', { token: 'sme' });

    const error = await failure(client.get('/user/merchant'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired');
    expect(store.get('brand')).toBeNull();
    expect(store.getToken('sme')).toBe('sme');
    expect(onUnauthorized).toHaveBeenCalledWith('brand');
  });

  it('clears the SME session for the SME client', async () => {
    const { client, store, onUnauthorized } = setup('sme', reply(401, { message: 'Unauthorized' }));
    store.set('brand', { token: 'brand' });
    store.set('sme', { token: 'sme' });
    await failure(client.get('/user/merchant'));
    expect(store.get('sme')).toBeNull();
    expect(store.getToken('brand')).toBe('brand');
    expect(onUnauthorized).toHaveBeenCalledWith('sme');
  });

  it('does not log out on a 401 of an unauthenticated call (wrong password)', async () => {
    const { client, store, onUnauthorized } = setup('brand', reply(401, { message: 'Invalid e-mail or password' }));
    store.set('brand', { token: 'keep' });
    const error = await failure(client.post('/auth/login/merchant', {}, { auth: 'none' }));
    expect(error.message).toBe('Invalid e-mail or password');
    expect(store.getToken('brand')).toBe('keep');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('can skip the handler for logout itself', async () => {
    const { client, store, onUnauthorized } = setup('brand', reply(401, { message: 'Unauthorized' }));
    store.set('brand', { token: 'x' });
    await failure(client.post('/auth/logout', undefined, { handleUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getToken('brand')).toBe('x');
  });

  it('sends brand users to /auth/login and SME users to /sme/auth/signin with the path', () => {
    expect(loginPathAfterUnauthorized('brand', '/companies/c1/dashboard')).toBe('/auth/login?redirect=%2Fcompanies%2Fc1%2Fdashboard');
    expect(loginPathAfterUnauthorized('sme', '/sme/s1/reports?x=1')).toBe('/sme/auth/signin?redirect=%2Fsme%2Fs1%2Freports%3Fx%3D1');
    expect(loginPathAfterUnauthorized('sme', '/faq')).toBe('/sme/auth/signin');
    expect(loginPathAfterUnauthorized('brand', '/sme/s1/dashboard')).toBe('/auth/login');
  });
});

describe('api client: 429', () => {
  it('raises an error with status 429 and the Retry-After seconds', async () => {
    const { client, store, onUnauthorized } = setup(
      'brand',
      reply(429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' }, { 'Retry-After': '42' }),
    );
    store.set('brand', { token: 'keep' });
    const error = await failure(client.post('/auth/login/merchant', {}, { auth: 'none' }));
    expect(error.status).toBe(429);
    expect(error.isRateLimited).toBe(true);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toBe('Rate limit exceeded');
    expect(describeError(error)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(store.getToken('brand')).toBe('keep');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('still carries 429 without a Retry-After header or body', async () => {
    const { client } = setup('brand', () => new Response('', { status: 429 }));
    const error = await failure(client.get('/x'));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeNull();
    expect(describeError(error)).toBe('Too many attempts. Try again later.');
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('garbage', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('describeError', () => {
  it('uses the message of any error, else a fallback', () => {
    expect(describeError(new ApiError(400, 'Bad thing'))).toBe('Bad thing');
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError('weird')).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(describeError(new ApiError(429, 'x', { retryAfterSeconds: 300 }))).toBe('Too many attempts. Try again in 5 minutes.');
  });
});
