import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, deliverOutbox, lastMail, signupBody, type TestContext } from './helpers';
import { startSmtpCapture } from './smtp-server';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'CreatorHub <hello@creatorhub.test>' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mail over SMTP_URL', () => {
  it('delivers the verification code over SMTP and records it as sent', async () => {
    const body = signupBody();
    const res = await call(ctx.app, { method: 'POST', url: '/api/merchant/auth/initiate', payload: body });
    expect(res.status).toBe(201);
    // sent after the reply (by the outbox), so a taken address cannot be told apart by the time the answer takes
    expect(smtp.received.find((m) => m.to.includes(body.email))).toBeUndefined();
    await deliverOutbox(ctx);
    const mail = smtp.received.find((m) => m.to.includes(body.email));
    expect(mail!.raw).toMatch(/From: CreatorHub <hello@creatorhub.test>/);
    const code = /\b(\d{6})\b is your CreatorHub verification code/.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await expect.poll(async () => (await lastMail(ctx, body.email))?.status).toBe('sent');
    const verify = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/email-verification',
      payload: { otp: code },
      token: res.body.access_token,
    });
    expect(verify.status).toBe(200);
  });

  it('keeps the sign-up when delivery fails and marks the mail failed', async () => {
    await smtp.close();
    const body = signupBody();
    const res = await call(ctx.app, { method: 'POST', url: '/api/merchant/auth/initiate', payload: body });
    expect(res.status).toBe(201);
    await expect.poll(async () => (await lastMail(ctx, body.email))?.status).toBe('failed');
    const recorded = await lastMail(ctx, body.email);
    expect(recorded.error).toEqual(expect.any(String));
  });
});
