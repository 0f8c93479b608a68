import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../../../lib/api-client';
import { FakeXhr } from './upload-fake-xhr';
import { isUploadInterrupted, sendForm, UploadInterruptedError, type UploadProgress } from './upload';

const URL = '/api/creator/assignments/a1/content';

function form(): FormData {
  const body = new FormData();
  body.append('caption', 'Sun is out #ad');
  body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
  return body;
}

/** The promise's rejection (fails the test if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('The upload resolved');
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendForm', () => {
  it('posts the form with the bearer token, reports whole percents and resolves with the 201 answer', async () => {
    const seen: UploadProgress[] = [];
    const sent = sendForm<{ id: string }>({ url: URL, form: form(), token: 'tok', onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(URL);
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' });
    expect(xhr.form.get('caption')).toBe('Sun is out #ad');
    expect((xhr.form.get('file') as File).name).toBe('a.png');

    xhr.progress(0, 0); // length unknown: not reported
    xhr.progress(333, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, { id: 'c1' });
    await expect(sent).resolves.toEqual({ id: 'c1' });
    expect(seen).toEqual([
      { loaded: 333, total: 1000, percent: 33 },
      { loaded: 1000, total: 1000, percent: 100 },
    ]);
  });

  it('sends no Authorization header without a token', () => {
    void sendForm({ url: URL, form: form() });
    expect(FakeXhr.latest().headers).toEqual({ Accept: 'application/json' });
  });

  it("rejects an error reply with its code, field and message (the field's name taken off for people)", async () => {
    const sent = sendForm({ url: URL, form: form(), token: 'tok' });
    FakeXhr.latest().respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      field: 'file',
      message: 'file: File "notes.txt" is not accepted',
    });
    const error = await rejection(sent);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', field: 'file' });
    expect((error as ApiError).plainMessage).toBe('File "notes.txt" is not accepted');
    expect(isUploadInterrupted(error)).toBe(false);
  });

  it('reads a 413 as PAYLOAD_TOO_LARGE and a 409 as CONFLICT', async () => {
    const large = sendForm({ url: URL, form: form() });
    FakeXhr.latest().respond(413, {
      code: 'PAYLOAD_TOO_LARGE',
      field: 'file',
      message: 'file: File "v.mp4 is too large"',
    });
    expect(await rejection(large)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', field: 'file' });

    const conflict = sendForm({ url: URL, form: form() });
    FakeXhr.latest().respond(409, { code: 'CONFLICT', field: 'status', message: 'This content is verified' });
    expect(await rejection(conflict)).toMatchObject({ status: 409, code: 'CONFLICT', field: 'status' });
  });

  it('derives the code from the status when the reply has none, and keeps Retry-After', async () => {
    const sent = sendForm({ url: URL, form: form() });
    FakeXhr.latest().respond(429, 'Too many', { 'Retry-After': '30' });
    expect(await rejection(sent)).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 });
  });

  it('calls onUnauthorized on a 401 before rejecting', async () => {
    const onUnauthorized = vi.fn();
    const sent = sendForm({ url: URL, form: form(), token: 'old', onUnauthorized });
    FakeXhr.latest().respond(401, { code: 'UNAUTHENTICATED', message: 'Log in again' });
    expect(await rejection(sent)).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects a 200 that is not JSON as an INTERNAL error', async () => {
    const sent = sendForm({ url: URL, form: form() });
    FakeXhr.latest().respond(200, '<html>proxy</html>');
    expect(await rejection(sent)).toMatchObject({ status: 200, code: 'INTERNAL' });
  });

  it('rejects a dropped connection as an interrupted upload (a network error, status 0)', async () => {
    const sent = sendForm({ url: URL, form: form() });
    FakeXhr.latest().progress(10, 100);
    FakeXhr.latest().fail();
    const error = await rejection(sent);
    expect(error).toBeInstanceOf(UploadInterruptedError);
    expect(error).toMatchObject({ reason: 'error', status: 0, isNetworkError: true });
  });

  it('treats an abort it did not ask for (the browser cut it off) as interrupted', async () => {
    const sent = sendForm({ url: URL, form: form() });
    FakeXhr.latest().abort();
    expect(await rejection(sent)).toMatchObject({ reason: 'abort', status: 0 });
  });

  it('gives up after the stall time without progress, and each progress restarts the wait', async () => {
    vi.useFakeTimers();
    const sent = sendForm({ url: URL, form: form(), stallMs: 1_000 });
    const xhr = FakeXhr.latest();
    vi.advanceTimersByTime(900);
    xhr.progress(50, 100);
    vi.advanceTimersByTime(900);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(xhr.aborted).toBe(true);
    const error = await rejection(sent);
    expect(isUploadInterrupted(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'timeout' });
  });

  it('rejects with an AbortError when the caller cancels, and sends nothing when it is cancelled already', async () => {
    const controller = new AbortController();
    const sent = sendForm({ url: URL, form: form(), signal: controller.signal });
    controller.abort();
    expect(FakeXhr.latest().aborted).toBe(true);
    expect(await rejection(sent)).toMatchObject({ name: 'AbortError' });

    FakeXhr.reset();
    const again = sendForm({ url: URL, form: form(), signal: controller.signal });
    expect(await rejection(again)).toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('settles once: a late event after the reply changes nothing', async () => {
    const sent = sendForm<{ id: string }>({ url: URL, form: form() });
    const xhr = FakeXhr.latest();
    xhr.respond(201, { id: 'c1' });
    xhr.fail();
    await expect(sent).resolves.toEqual({ id: 'c1' });
  });
});
