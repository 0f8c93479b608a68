/** Helmet's headers, worked out once at start (plugins/security-headers.ts), on every reply. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/plugins/security-headers';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('security headers', () => {
  it('are the ones helmet itself sets for the options', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(helmetHeaders({ strictTransportSecurity: false })['strict-transport-security']).toBeUndefined();
  });

  it('go on API answers, errors and unknown routes alike', async () => {
    for (const url of ['/api/ping', '/api/user/merchant', '/api/no-such-route']) {
      const reply = await ctx.app.inject({ method: 'GET', url });
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy'], url).toContain("frame-src 'self' blob:");
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      // Plain http: no HSTS (plugins/hsts.ts sends it over https only).
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
