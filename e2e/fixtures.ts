/**
 * Browser-test stack: the real API (embedded database in memory) serving the built web app on a
 * loopback port, mail captured by a real SMTP server, and the system Chromium driven by playwright-core.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@app/api/app';
import { openDatabase, type Database } from '@app/api/db/client';
import { testConfig } from '@app/api/test/helpers';
import { startSmtpCapture } from '@app/api/test/smtp-server';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Stack {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  browser: Browser;
  /** The last 6-digit code mailed to an address (waits for it). */
  otpFor(email: string): Promise<string>;
  /** The last link of the given path mailed to an address (waits for it). */
  linkFor(email: string, path: string): Promise<string>;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  api<T = any>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const smtp = await startSmtpCapture();
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const config = testConfig({ SMTP_URL: smtp.url, WEB_DIST: new URL('../apps/web/dist', import.meta.url).pathname, ...env });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });

  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));

  return {
    baseUrl,
    app,
    database,
    browser,
    otpFor: (email) =>
      waitFor(() => {
        const last = mailsTo(email).at(-1);
        return last ? /\b(\d{6})\b/.exec(last)?.[1] : undefined;
      }, `a code mailed to ${email}`),
    linkFor: (email, path) =>
      waitFor(() => {
        const last = mailsTo(email).at(-1);
        const match = last ? new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`).exec(last) : null;
        return match ? match[0].replaceAll('&amp;', '&') : undefined;
      }, `a ${path} link mailed to ${email}`),
    async newPage() {
      const context = await browser.newContext({ baseURL: baseUrl });
      const page = await context.newPage();
      return { context, page };
    },
    async api(method, url, body, token) {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

export const PASSWORD = 'Str0ng!Pass';

/** A verified merchant made through the API; optionally with an SME business. */
export async function seedMerchant(stack: Stack, options: { sme?: boolean; business?: string } = {}) {
  const email = uniqueEmail(options.sme ? 'sme' : 'brand');
  const signup = await stack.api('POST', `/api/merchant/auth/initiate${options.sme ? '?is_sme=true' : ''}`, {
    first_name: 'Wanjiru',
    last_name: 'Mwangi',
    business_name: 'Duka Bora',
    email,
    password: PASSWORD,
    phone: '+254 712 000111',
  });
  const token = signup.body.access_token as string;
  await stack.api('POST', '/api/auth/merchant/email-verification', { otp: await stack.otpFor(email) }, token);
  let profile = (await stack.api('GET', '/api/user/merchant', undefined, token)).body;
  if (options.business) {
    profile = (await stack.api('POST', `/api/auth/merchant/complete-signup${options.sme ? '?is_sme=true' : ''}`, { business_name: options.business }, token)).body;
  }
  return { email, password: PASSWORD, token, profile };
}

/** Companies come with their own issue; until then browser tests insert them directly. */
export async function addCompany(stack: Stack, merchantId: string, company: { name: string; role: 'AGENCY' | 'ACCOUNT' | 'BRAND'; isSme?: boolean }) {
  const { companies, companyMemberships } = await import('@app/api/db/schema/companies');
  const [row] = await stack.database.db
    .insert(companies)
    .values({ name: company.name, companyRole: company.role, isSme: company.isSme ?? false })
    .returning({ id: companies.id });
  await stack.database.db.insert(companyMemberships).values({ merchantId, companyId: row.id, merchantRole: 'OWNER', clusterRole: 'OWNER' });
  await stack.app.deps.cache.invalidateMerchant(merchantId);
  return row.id;
}

export async function disableAccount(stack: Stack, merchantId: string) {
  const { merchants } = await import('@app/api/db/schema/merchants');
  const { eq } = await import('drizzle-orm');
  await stack.database.db.update(merchants).set({ accountDisabled: true }).where(eq(merchants.id, merchantId));
  await stack.app.deps.cache.invalidateMerchant(merchantId);
}
