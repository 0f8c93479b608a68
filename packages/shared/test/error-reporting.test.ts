/**
 * The error-reporting scrubber (docs/decisions/028-error-reporting.md): what it removes from texts, keys, events and
 * breadcrumbs, and what it leaves (ids, versions, dates, trace ids) so a report stays useful.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText, scrubValue } from '../src/error-reporting';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxMjM0NTY3OC0xMjM0LTEyMzQtMTIzNC0xMjM0NTY3ODkwMTIifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubText', () => {
  it.each([
    ['user amani.otieno+test@kahawa.co.ke failed', 'user [email] failed'],
    ['/auth/verify?email=amani%40kahawa.co.ke&step=2', '/auth/verify?email=[email]&step=2'],
    ['call +254 712 345678 now', 'call [phone] now'],
    ['call +254712345678', 'call [phone]'],
    ['msisdn 254712345678.', 'msisdn [phone].'],
    ['local 0712 345 678 or 0112-345-678', 'local [phone] or [phone]'],
    ['phone=%2B254712345678', 'phone=[phone]'],
    ['US +1 415 555 2671', 'US [number]'],
    ['account 123456789012', 'account [number]'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: [Filtered] [Filtered]'],
    [`token ${JWT} seen`, `token ${FILTERED} seen`],
    ['{"email":"a@b.io","password":"hunter2!"}', '{"email":"[email]","password":[Filtered]}'],
    ['/reset?token=Zx81kq&next=/home', '/reset?token=[Filtered]&next=/home'],
    ['cookie: sid=abc', 'cookie: [Filtered]'],
    [
      'callback /api/payments/mpesa/Q2xh8w_Pz7mK1vR9sT3uY5bN0cD4eF6gH8jL/stk',
      'callback /api/payments/mpesa/[Filtered]/stk',
    ],
  ])('%s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it.each([
    'campaign 3f2b8a1e-9c4d-4e5f-8a7b-1c2d3e4f5a6b not found',
    'trace 4bf92f3577b34da6a3ce929d0e0e4736',
    'creatorhub@0.1.0 on node 20.20.0',
    'at handler (/work/main/apps/api/src/app.ts:123:45)',
    'due 2026-11-22 10:00:00, 30 items, 5 MB',
    'Cannot read properties of undefined (reading "id")',
    'KES 130000',
  ])('leaves "%s" alone', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('never lets an e-mail address or a Kenyan mobile number through, wherever it sits', () => {
    const email = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}$/), fc.stringMatching(/^[a-z]{2,10}\.(com|co\.ke|io)$/))
      .map(([local, domain]) => `${local}@${domain}`);
    const phone = fc
      .tuple(fc.constantFrom('+254', '254', '0', '+254 '), fc.constantFrom('7', '1'), fc.stringMatching(/^\d{8}$/))
      .map(([prefix, first, rest]) => `${prefix}${first}${rest}`);
    fc.assert(
      fc.property(fc.string(), email, phone, fc.string(), (before, address, number, after) => {
        const out = scrubText(`${before} ${address} ${number} ${after}`);
        expect(out).not.toContain(address);
        expect(out).not.toContain(number.replace(/\s/g, ''));
      }),
    );
  });
});

describe('scrubValue', () => {
  it('withholds sensitive keys at any depth and scrubs every string', () => {
    const out = scrubValue({
      headers: { Authorization: 'Bearer x', Cookie: 'a=b', 'x-request-id': 'req-1', 'user-agent': 'Chrome' },
      nested: [{ password: 'hunter2', note: 'write to a@b.io' }],
      phone_number: '0712345678',
      count: 254712345678,
    });
    expect(out).toEqual({
      headers: { Authorization: FILTERED, Cookie: FILTERED, 'x-request-id': 'req-1', 'user-agent': 'Chrome' },
      nested: [{ password: FILTERED, note: 'write to [email]' }],
      phone_number: FILTERED,
      count: 254712345678,
    });
  });

  it('cuts cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(scrubValue(a)).toEqual({ name: 'a', self: FILTERED });
  });
});

describe('scrubEvent', () => {
  it('drops bodies, cookies, query strings, the user and sensitive headers; keeps tags and the exception', () => {
    const event = {
      event_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      message: 'failed for amani@kahawa.co.ke',
      exception: { values: [{ type: 'Error', value: 'boom 0712345678' }] },
      tags: { request_id: '3f2b8a1e-9c4d-4e5f-8a7b-1c2d3e4f5a6b' },
      user: { ip_address: '10.0.0.1', email: 'amani@kahawa.co.ke' },
      request: {
        url: 'http://app.test/api/reset?token=abc123&x=1',
        method: 'POST',
        data: '{"password":"x"}',
        cookies: { sid: 'abc' },
        query_string: 'token=abc123&x=1',
        env: { REMOTE_ADDR: '10.0.0.1' },
        headers: { authorization: 'Bearer t', cookie: 'sid=abc', 'x-forwarded-for': '10.0.0.1', accept: 'json' },
      },
    };
    expect(scrubEvent(event)).toEqual({
      event_id: '4bf92f3577b34da6a3ce929d0e0e4736',
      message: 'failed for [email]',
      exception: { values: [{ type: 'Error', value: 'boom [phone]' }] },
      tags: { request_id: '3f2b8a1e-9c4d-4e5f-8a7b-1c2d3e4f5a6b' },
      request: {
        url: `http://app.test/api/reset?token=${FILTERED}&x=1`,
        method: 'POST',
        headers: { accept: 'json' },
      },
    });
    // the event handed in is left as it was
    expect(event.request.data).toBe('{"password":"x"}');
  });

  it('scrubs breadcrumbs (an HTTP call with a personal query)', () => {
    expect(scrubBreadcrumb({ category: 'fetch', data: { url: '/api/x?phone=0712345678', status_code: 500 } })).toEqual({
      category: 'fetch',
      data: { url: '/api/x?phone=[phone]', status_code: 500 },
    });
  });
});
