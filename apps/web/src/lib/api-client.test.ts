import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  describeError,
  errorFromReply,
  errorReference,
  fileNameOfDisposition,
  loginPathAfterUnauthorized,
  NETWORK_ERROR_MESSAGE,
  parseRetryAfter,
  UNKNOWN_ERROR_MESSAGE,
  withoutFieldPrefix,
  type MainPaths,
} from './api-client';
import { createMemoryStorage, createSessionStore, type SessionKind } from './session';

const BASE = 'http://api.test/api/';

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(kind: SessionKind = 'brand', response?: Response | (() => Response)) {
  const store = createSessionStore({ local: createMemoryStorage(), session: createMemoryStorage() });
  const fetchMock = vi.fn(async (_request: Request) =>
    typeof response === 'function' ? response() : (response ?? reply(200, {})),
  );
  const onUnauthorized = vi.fn();
  const client = createApiClient<MainPaths>({ baseUrl: BASE, session: kind, store, fetch: fetchMock, onUnauthorized });
  const sent = (index = 0): Request => fetchMock.mock.calls[index][0];
  return { store, fetchMock, onUnauthorized, client, sent };
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

const login = { username: 'a@b.co', password: 'secret' };

describe('api client: requests', () => {
  it('sends the bearer of its own session, JSON bodies and the query without empty values', async () => {
    const { client, store, sent } = setup('sme', reply(201, { ok: true }));
    store.set('brand', { token: 'brand-token' });
    store.set('sme', { token: 'sme-token' });

    await expect(
      client.POST('/auth/merchant/complete-signup', {
        params: { query: { is_sme: 'true' } },
        body: { business_name: 'Acme' },
      }),
    ).resolves.toEqual({
      ok: true,
    });

    const request = sent();
    expect(request.url).toBe('http://api.test/api/auth/merchant/complete-signup?is_sme=true');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer sme-token');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(await request.text()).toBe(JSON.stringify({ business_name: 'Acme' }));
  });

  it('fills and encodes path parameters and leaves out undefined query values', async () => {
    const { client, sent } = setup('brand', reply(200, { total: 0, total_pages: 0, results: [] }));
    await client.GET('/influencer_groups/{id}/influencers', {
      params: { path: { id: 'a/b c' }, query: { page_number: 2, page_size: 10, channel: undefined } },
    });
    expect(sent().url).toBe('http://api.test/api/influencer_groups/a%2Fb%20c/influencers?page_number=2&page_size=10');
    expect(sent().method).toBe('GET');
  });

  it('sends no bearer with auth none, and an explicit one when given', async () => {
    const { client, store, sent } = setup('brand');
    store.set('brand', { token: 'brand-token' });
    await client.POST('/auth/login/merchant', { body: login, auth: 'none' });
    expect(sent(0).headers.get('Authorization')).toBeNull();
    await client.POST('/auth/merchant/email-verification', { body: { otp: '123456' }, auth: { token: 'pending' } });
    expect(sent(1).headers.get('Authorization')).toBe('Bearer pending');
    await client.GET('/companies');
    expect(sent(2).headers.get('Authorization')).toBe('Bearer brand-token');
  });

  it('sends an upload as multipart, not as JSON', async () => {
    const { client, sent } = setup('brand', reply(200, { logo: '/uploads/x.png' }));
    const form = new FormData();
    form.append('company_id', 'c1');
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    await expect(client.POST('/upload/company/logo', { form })).resolves.toEqual({ logo: '/uploads/x.png' });
    expect(sent().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('returns null for an empty 200 body', async () => {
    const { client } = setup('brand', () => new Response('', { status: 200 }));
    await expect(client.GET('/health')).resolves.toBeNull();
  });
});

describe('api client: file answers', () => {
  it('returns a private PDF as a Blob with the session bearer, reads failures as errors with their code', async () => {
    const pdf = new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
    });
    const { client, store, sent } = setup('brand', pdf);
    store.set('brand', { token: 'tok' });
    const blob = (await client.GET('/contracts/{id}/file', {
      params: { path: { id: 'c1' } },
      as: 'blob',
    })) as unknown as Blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 5)).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
    );
    expect(sent().headers.get('authorization')).toBe('Bearer tok');

    const missing = setup(
      'brand',
      reply(404, {
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        field: 'contract_id',
        message: 'contract_id: Contract not found',
      }),
    );
    const error = await failure(
      missing.client.GET('/contracts/{id}/file', { params: { path: { id: 'c1' } }, as: 'blob' }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.field).toBe('contract_id');
  });
});

describe('api client: downloads named by the server', () => {
  it('returns a File named as Content-Disposition says, a plain Blob when it names none', async () => {
    const csv = new Response('date,campaign\n', {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="report-new-year-detox-demo-2026-03-01.csv"',
      },
    });
    const { client } = setup('brand', csv);
    const file = (await client.GET('/reporting/campaign_metrics.csv', {
      params: { query: { campaign_id: 'c1' } },
      as: 'blob',
    })) as unknown as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('report-new-year-detox-demo-2026-03-01.csv');
    expect(await file.text()).toBe('date,campaign\n');
  });

  it('reads the quoted, bare and UTF-8 forms of the file name, never a folder', () => {
    expect(fileNameOfDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameOfDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOfDisposition('attachment; filename="x.csv"; filename*=UTF-8\'\'caf%C3%A9.csv')).toBe('café.csv');
    expect(fileNameOfDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});

describe('api client: failures', () => {
  it('carries the code, field and issues of an error reply', async () => {
    const { client } = setup(
      'brand',
      reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'email: Enter a valid e-mail address; phone: Enter a valid phone number',
        field: 'email',
        issues: [
          { field: 'email', message: 'Enter a valid e-mail address' },
          { field: 'phone', message: 'Enter a valid phone number' },
        ],
      }),
    );
    const error = await failure(client.POST('/auth/login/merchant', { body: login }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.field).toBe('email');
    expect(error.issues).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address' },
      { field: 'phone', message: 'Enter a valid phone number' },
    ]);
    expect(error.message).toBe('email: Enter a valid e-mail address; phone: Enter a valid phone number');
    expect(error.error).toBe('Bad Request');
    expect(describeError(error)).toBe('Enter a valid e-mail address Enter a valid phone number');
  });

  it('shows a field error without exactly its field prefix, and nothing else taken off', async () => {
    const { client } = setup(
      'brand',
      reply(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        message: 'email: An account: already there',
        field: 'email',
      }),
    );
    const error = await failure(client.GET('/companies'));
    expect(error.code).toBe('CONFLICT');
    expect(error.plainMessage).toBe('An account: already there');
    // A message that only looks like "field: ..." keeps its text when the reply names no field.
    expect(new ApiError(400, 'Note: read this', { code: 'VALIDATION' }).plainMessage).toBe('Note: read this');
    expect(withoutFieldPrefix('name: x', 'email')).toBe('name: x');
  });

  it('falls back to the error field, then to the unknown-error text, with a code from the status', async () => {
    const first = setup('brand', reply(409, { error: 'Conflict' }));
    const conflict = await failure(first.client.GET('/companies'));
    expect(conflict.message).toBe('Conflict');
    expect(conflict.code).toBe('CONFLICT');

    const second = setup('brand', reply(500, {}));
    const internal = await failure(second.client.GET('/companies'));
    expect(internal.message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(internal.code).toBe('INTERNAL');
  });

  it('ignores a code it does not know', () => {
    expect(errorFromReply(404, { code: 'SOMETHING_NEW', message: 'gone' }, null).code).toBe('NOT_FOUND');
  });

  it('joins a list of messages', async () => {
    const { client } = setup('brand', reply(400, { message: ['first', 'second'] }));
    expect((await failure(client.GET('/companies'))).message).toBe('first. second');
  });

  it('treats any status but 200 and 201 as a failure', async () => {
    const accepted = setup('brand', reply(202, { message: 'queued' }));
    const error = await failure(accepted.client.GET('/companies'));
    expect(error.status).toBe(202);
    expect(error.message).toBe('queued');

    const noContent = setup('brand', () => new Response(null, { status: 204 }));
    const empty = await failure(noContent.client.GET('/companies'));
    expect(empty.status).toBe(204);
    expect(empty.message).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('handles malformed and empty bodies', async () => {
    const html = setup('brand', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await failure(html.client.GET('/companies'));
    expect(gateway.status).toBe(502);
    expect(gateway.message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(gateway.code).toBe('INTERNAL');

    const empty = setup('brand', () => new Response('', { status: 503 }));
    const unavailable = await failure(empty.client.GET('/companies'));
    expect(unavailable.message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(unavailable.code).toBe('UNAVAILABLE');

    const brokenSuccess = setup('brand', () => new Response('{"access_token":', { status: 200 }));
    const broken = await failure(brokenSuccess.client.GET('/companies'));
    expect(broken.status).toBe(200);
    expect(broken.message).toBe(UNKNOWN_ERROR_MESSAGE);

    const notAnObject = setup('brand', reply(400, 'just text'));
    expect((await failure(notAnObject.client.GET('/companies'))).message).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('turns a network failure into an ApiError with status 0 and no code', async () => {
    const { client, fetchMock } = setup('brand');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(client.GET('/companies'));
    expect(error.status).toBe(0);
    expect(error.code).toBeNull();
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets an abort pass through untouched', async () => {
    const { client, fetchMock } = setup('brand');
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(client.GET('/companies')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: 401', () => {
  it('clears only its own session and calls the unauthorized handler', async () => {
    const { client, store, onUnauthorized } = setup(
      'brand',
      reply(401, { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Session expired' }),
    );
    store.set('brand', { token: 'old' });
    store.set('sme', { token: 'sme' });

    const error = await failure(client.GET('/user/merchant'));
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.message).toBe('Session expired');
    expect(store.get('brand')).toBeNull();
    expect(store.getToken('sme')).toBe('sme');
    expect(onUnauthorized).toHaveBeenCalledWith('brand');
  });

  it('clears the SME session for the SME client', async () => {
    const { client, store, onUnauthorized } = setup('sme', reply(401, { message: 'Unauthorized' }));
    store.set('brand', { token: 'brand' });
    store.set('sme', { token: 'sme' });
    await failure(client.GET('/user/merchant'));
    expect(store.get('sme')).toBeNull();
    expect(store.getToken('brand')).toBe('brand');
    expect(onUnauthorized).toHaveBeenCalledWith('sme');
  });

  it('does not log out on a 401 of an unauthenticated call (wrong password) or of an explicit token', async () => {
    const { client, store, onUnauthorized } = setup('brand', () =>
      reply(401, { code: 'UNAUTHENTICATED', message: 'Invalid e-mail or password' }),
    );
    store.set('brand', { token: 'keep' });
    const error = await failure(client.POST('/auth/login/merchant', { body: login, auth: 'none' }));
    expect(error.message).toBe('Invalid e-mail or password');
    await failure(client.GET('/user/merchant', { auth: { token: 'pending' } }));
    expect(store.getToken('brand')).toBe('keep');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('can skip the handler for logout itself', async () => {
    const { client, store, onUnauthorized } = setup('brand', reply(401, { message: 'Unauthorized' }));
    store.set('brand', { token: 'x' });
    await failure(client.POST('/auth/logout', { handleUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getToken('brand')).toBe('x');
  });

  it('sends brand users to /auth/login and SME users to /sme/auth/signin with the path', () => {
    expect(loginPathAfterUnauthorized('brand', '/companies/c1/dashboard')).toBe(
      '/auth/login?redirect=%2Fcompanies%2Fc1%2Fdashboard',
    );
    expect(loginPathAfterUnauthorized('sme', '/sme/s1/reports?x=1')).toBe(
      '/sme/auth/signin?redirect=%2Fsme%2Fs1%2Freports%3Fx%3D1',
    );
    expect(loginPathAfterUnauthorized('sme', '/faq')).toBe('/sme/auth/signin');
    expect(loginPathAfterUnauthorized('brand', '/sme/s1/dashboard')).toBe('/auth/login');
  });
});

describe('api client: 429 and 503', () => {
  it('raises an error with status 429, code RATE_LIMITED and the Retry-After seconds', async () => {
    const { client, store, onUnauthorized } = setup(
      'brand',
      reply(
        429,
        { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message: 'Rate limit exceeded' },
        { 'Retry-After': '42' },
      ),
    );
    store.set('brand', { token: 'keep' });
    const error = await failure(client.POST('/auth/login/merchant', { body: login, auth: 'none' }));
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.isRateLimited).toBe(true);
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toBe('Rate limit exceeded');
    expect(describeError(error)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(store.getToken('brand')).toBe('keep');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('still carries 429 without a Retry-After header or body', async () => {
    const { client } = setup('brand', () => new Response('', { status: 429 }));
    const error = await failure(client.GET('/companies'));
    expect(error.status).toBe(429);
    expect(error.isRateLimited).toBe(true);
    expect(error.retryAfterSeconds).toBeNull();
    expect(describeError(error)).toBe('Too many attempts. Try again later.');
  });

  it('reads Retry-After of a 503 too', async () => {
    const { client } = setup(
      'brand',
      reply(503, { code: 'UNAVAILABLE', message: 'The service is briefly unavailable.' }, { 'Retry-After': '5' }),
    );
    const error = await failure(client.GET('/companies'));
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.retryAfterSeconds).toBe(5);
    expect(describeError(error)).toBe('The service is briefly unavailable.');
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('garbage', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('describeError', () => {
  it('uses the message of any error, else a fallback', () => {
    expect(describeError(new ApiError(400, 'Bad thing'))).toBe('Bad thing');
    expect(
      describeError(new ApiError(400, 'business_name: Your business is already set up', { field: 'business_name' })),
    ).toBe('Your business is already set up');
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError('weird')).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(describeError(new ApiError(429, 'x', { retryAfterSeconds: 300 }))).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });

  it("uses the caller's fallback when the server said nothing, never by comparing texts", async () => {
    const silent = setup('brand', reply(500, {}));
    const error = await failure(silent.client.GET('/companies'));
    expect(error.hasServerMessage).toBe(false);
    expect(describeError(error)).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(describeError(error, 'Something went wrong. Please try again later.')).toBe(
      'Something went wrong. Please try again later.',
    );

    const said = setup('brand', reply(409, { code: 'CONFLICT', message: 'name: Taken', field: 'name' }));
    const conflict = await failure(said.client.GET('/companies'));
    expect(conflict.hasServerMessage).toBe(true);
    expect(describeError(conflict, 'fallback')).toBe('Taken');

    // A network failure keeps its own text; the server said nothing but the reason is known.
    const offline = setup('brand');
    offline.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(describeError(await failure(offline.client.GET('/companies')), 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('derives the code from the status when none is given', () => {
    expect(new ApiError(403, 'no').code).toBe('FORBIDDEN');
    expect(new ApiError(0, 'offline').code).toBeNull();
  });
});

describe('request ids and references', () => {
  it('sends an id of its own with every call and keeps the one the reply names', async () => {
    const { client, sent } = setup(
      'brand',
      reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Oops', request_id: 'server-said-0001' }),
    );
    const error = await failure(client.GET('/companies'));
    expect(sent().headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(error.requestId).toBe('server-said-0001');
    expect(errorReference(error)).toBe('Reference: server-said-0001');
  });

  it('falls back to the reply header, then to the id it sent (the server not reached)', async () => {
    const bare = setup('brand', reply(502, 'Bad gateway', { 'X-Request-Id': 'proxy-id-0001' }));
    expect((await failure(bare.client.GET('/companies'))).requestId).toBe('proxy-id-0001');

    const offline = setup('brand');
    offline.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(offline.client.GET('/companies'));
    expect(error.requestId).toBe(offline.sent().headers.get('X-Request-Id'));
    expect(errorReference(error)).toBe(`Reference: ${error.requestId}`);
  });

  it('gives no reference for the caller’s own mistakes (4xx) or errors that are not API errors', async () => {
    const { client } = setup('brand', reply(400, { code: 'VALIDATION', message: 'name: Required', request_id: 'r-1' }));
    expect(errorReference(await failure(client.GET('/companies')))).toBeNull();
    expect(errorReference(new Error('plain'))).toBeNull();
  });
});
