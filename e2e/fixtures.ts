/**
 * Browser-test stack: the real API (embedded database in memory) serving the built web app on a
 * loopback port, mail captured by a real SMTP server, and the system Chromium driven by playwright-core.
 */
import type { AddressInfo } from 'node:net';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { AxeBuilder } from '@axe-core/playwright';
import { test as baseTest, expect } from 'vitest';
import { buildApp } from '@app/api/app';
import { openDatabase, type Database } from '@app/api/db/client';
import { PNG_BYTES, testConfig } from '@app/api/test/helpers';
import { decideVerification } from '@app/api/modules/creator-accounts/accounts.service';
import { startSmtpCapture } from '@app/api/test/smtp-server';
import { formatMoney } from '@app/shared/money';
import { MERCHANT_PROFILE_VERSION } from '@app/shared/session';
import { paths } from '@app/web/paths';

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
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  api<T = any>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  /** Funds a campaign by M-Pesa on the sandbox provider (through the queue, as in production); waits until FUNDED. */
  fundCampaign(token: string, campaignId: string): Promise<{ id: string; amount_minor: number }>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
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

/**
 * `queue`: start the job queue (pg-boss, polling every 2 s), which the sandbox payment provider's callbacks
 * run on; only the files that move money ask for it, since its pollers share the embedded database with the test.
 */
export async function startStack(env: Record<string, string> = {}, options: { queue?: boolean } = {}): Promise<Stack> {
  const smtp = await startSmtpCapture();
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  // E2E_WEB_DIST: a build of the web app elsewhere (e.g. a snapshot while apps/web/dist is being rebuilt).
  const webDist = process.env.E2E_WEB_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname;
  const config = testConfig({ SMTP_URL: smtp.url, WEB_DIST: webDist, SANDBOX_DELAY_SECONDS: '1', ...env });
  const app = await buildApp(config, { database, logger: false, queue: { pollingIntervalSeconds: 2 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As server.ts does: the outbox worker sends mail (codes, links) right after the commit that recorded it, and
  // the queue runs timed work (the sandbox payment provider's callbacks among it).
  app.deps.outbox.start();
  if (options.queue) await app.deps.queue.start();
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });

  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email)).map((m) => decodeQuotedPrintable(m.raw));

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
    async newPage(options = {}) {
      // Less motion, as a user may ask for (the theme honours it): a toast that starts to fade while axe reads
      // colours would otherwise be measured half-transparent.
      const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce', ...options });
      const page = await context.newPage();
      return { context, page };
    },
    async api(method, url, body, token) {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async fundCampaign(token, campaignId) {
      if (!app.deps.queue.started) throw new Error('fundCampaign needs the queue: browserTest({ queue: true })');
      const res = await fetch(`${baseUrl}/api/payments/fundings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ campaign_id: campaignId, method: 'MPESA', phone: '0712345678' }),
      });
      const funding = (await res.json()) as { id: string; amount_minor: number };
      if (res.status !== 201)
        throw new Error(`POST /payments/fundings answered ${res.status}: ${JSON.stringify(funding)}`);
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const read = await fetch(`${baseUrl}/api/payments/fundings/${funding.id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (((await read.json()) as { status: string }).status === 'FUNDED') return funding;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('timed out waiting for the sandbox to fund the campaign');
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
  // The code creates the account; its session replaces the sign-up token.
  const verified = await stack.api(
    'POST',
    '/api/auth/merchant/email-verification',
    { otp: await stack.otpFor(email) },
    signup.body.access_token as string,
  );
  const token = verified.body.access_token as string;
  let profile = (await stack.api('GET', '/api/user/merchant', undefined, token)).body;
  if (options.business) {
    profile = (
      await stack.api(
        'POST',
        `/api/auth/merchant/complete-signup${options.sme ? '?is_sme=true' : ''}`,
        { business_name: options.business },
        token,
      )
    ).body;
  }
  return { email, password: PASSWORD, token, profile };
}

/** Companies come with their own issue; until then browser tests insert them directly. */
export async function addCompany(
  stack: Stack,
  merchantId: string,
  company: { name: string; role: 'AGENCY' | 'ACCOUNT' | 'BRAND'; isSme?: boolean },
) {
  const { companies, companyMemberships } = await import('@app/api/db/schema/companies');
  const [row] = await stack.database.db
    .insert(companies)
    .values({ name: company.name, companyRole: company.role, isSme: company.isSme ?? false })
    .returning({ id: companies.id });
  await stack.database.db
    .insert(companyMemberships)
    .values({ merchantId, companyId: row.id, merchantRole: 'OWNER', clusterRole: 'OWNER' });
  await stack.app.deps.cache.invalidateMerchant(merchantId);
  return row.id;
}

export async function disableAccount(stack: Stack, merchantId: string) {
  const { merchants } = await import('@app/api/db/schema/merchants');
  const { eq } = await import('drizzle-orm');
  await stack.database.db.update(merchants).set({ accountDisabled: true }).where(eq(merchants.id, merchantId));
  await stack.app.deps.cache.invalidateMerchant(merchantId);
}

// ---- browser-session helpers (the storage layout of apps/web/src/lib/session.ts) ----

export type SessionKind = 'brand' | 'sme';

export const SESSION_KEYS = {
  brand: 'creatorhub.session.brand',
  sme: 'creatorhub.session.sme',
  pending: 'creatorhub.pending-verification',
} as const;

/**
 * Logs a user in without the UI: opens a static file of the app's origin (the app does not run) and
 * writes the session the way the web app keeps it. `profile` null makes the app load it; a
 * `profileSavedAt` in the past makes the cached profile stale.
 */
export async function storeSession(
  page: Page,
  kind: SessionKind,
  session: { token: string; profile?: unknown; profileSavedAt?: number | null },
): Promise<void> {
  await page.goto('/favicon.svg');
  const value = {
    token: session.token,
    profile: session.profile ?? null,
    profileSavedAt: session.profile ? (session.profileSavedAt ?? Date.now()) : null,
    ...(session.profile ? { profileVersion: MERCHANT_PROFILE_VERSION } : {}),
  };
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
    SESSION_KEYS[kind],
    JSON.stringify(value),
  ] as const);
}

/** The raw session entries of the page's origin (null when absent). */
export async function readStorage(
  page: Page,
): Promise<{ brand: string | null; sme: string | null; pending: string | null }> {
  return page.evaluate(
    (keys) => ({
      brand: localStorage.getItem(keys.brand),
      sme: localStorage.getItem(keys.sme),
      pending: sessionStorage.getItem(keys.pending),
    }),
    SESSION_KEYS,
  );
}

/** Path, query and hash of the page's current URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Waits until the page is at `expected` (path with query, exactly) and has rendered a page there:
 * a heading inside <main> (every screen has one; guards render a loader or a redirect instead, so a
 * heading means every guard above the screen let it through), then checks that the URL did not move
 * on meanwhile. Returns the path. No fixed sleep: it waits for what a person waits for.
 */
export async function waitForPath(page: Page, expected: string | RegExp): Promise<string> {
  const matches = (url: URL) => {
    const path = `${url.pathname}${url.search}${url.hash}`;
    return typeof expected === 'string' ? path === expected : expected.test(path);
  };
  try {
    await page.waitForURL(matches, { timeout: 10_000 });
    await page.locator('main').locator('h1, h2').first().waitFor({ timeout: 10_000 });
    // The router renders a new location in a React transition: let the page paint twice, so a
    // heading still on screen from the previous location cannot pass for this one.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForURL(matches, { timeout: 10_000 });
    await page.locator('main').locator('h1, h2').first().waitFor({ timeout: 10_000 });
  } catch (error) {
    throw new Error(`expected a page at ${String(expected)}, but it is at ${pathOf(page)}`, { cause: error });
  }
  const now = new URL(page.url());
  if (!matches(now)) throw new Error(`the page reached ${String(expected)} but moved on to ${pathOf(page)}`);
  return pathOf(page);
}

/** A same-site path from a link mailed with the configured PUBLIC_URL host. */
export function pathOfLink(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

// ---- companies and teams through the API (issue 3) ----

/** A company created by the merchant through POST /companies/new (the merchant becomes its owner). */
export async function createCompanyViaApi(
  stack: Stack,
  token: string,
  company: { name: string; company_role: 'AGENCY' | 'ACCOUNT' | 'BRAND'; parent_id?: string },
): Promise<string> {
  const reply = await stack.api<{ id: string }>('POST', '/api/companies/new', company, token);
  if (reply.status !== 200 && reply.status !== 201)
    throw new Error(`POST /companies/new answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.id;
}

/** The token of the last invitation link mailed to an address. */
export async function invitationTokenFor(stack: Stack, email: string): Promise<string> {
  const link = await stack.linkFor(email, '/auth/invite/merchant');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in the invitation link ${link}`);
  return token;
}

/** An existing merchant joins a company with a role: the owner invites them, they accept (both through the API). */
export async function joinCompanyViaApi(
  stack: Stack,
  ownerToken: string,
  companyId: string,
  member: { email: string; token: string },
  role: 'ADMIN' | 'COMPANY_MANAGER' | 'BRAND_MANAGER',
): Promise<void> {
  const invited = await stack.api(
    'POST',
    `/api/companies/${companyId}/team/invitations`,
    { email: member.email, role },
    ownerToken,
  );
  if (invited.status !== 200 && invited.status !== 201)
    throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const accepted = await stack.api(
    'POST',
    '/api/auth/accept_invite/merchant',
    { token: await invitationTokenFor(stack, member.email) },
    member.token,
  );
  if (accepted.status !== 200)
    throw new Error(`accept_invite answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
}

/** The value of a CSS custom property on the document's root element, as the page computes it. */
export async function rootCssVar(page: Page, name: string): Promise<string> {
  return page.evaluate((prop) => getComputedStyle(document.documentElement).getPropertyValue(prop).trim(), name);
}

// ---- creators and groups (issue 4) ----

/** A verified merchant owning a BRAND company (made through the API), with the company's id. */
export async function seedBrandCompany(stack: Stack, name = 'Kahawa House') {
  const merchant = await seedMerchant(stack);
  const companyId = await createCompanyViaApi(stack, merchant.token, { name, company_role: 'BRAND' });
  return { ...merchant, companyId };
}

/** POST /influencers/search_for_campaign through the API: the truth a screen is compared with. */
export async function searchCreatorsViaApi(stack: Stack, token: string, body: Record<string, unknown>) {
  const reply = await stack.api<{
    influencers_for_search: Array<{ id: number; name: string }>;
    total_search_results: number;
    total_is_estimate: boolean;
  }>('POST', '/api/influencers/search_for_campaign', body, token);
  if (reply.status !== 200)
    throw new Error(`search_for_campaign answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/**
 * A group "Nairobi launch" in the owner's company with the first `size` creators of the catalogue, made through the
 * API.
 */
export async function groupViaApi(stack: Stack, owner: { token: string; companyId: string }, size: number) {
  const creators = (await searchCreatorsViaApi(stack, owner.token, { page_size: size })).influencers_for_search;
  const created = await stack.api<{ id: string }>(
    'POST',
    '/api/merchant/influencer_groups',
    { name: 'Nairobi launch', company_id: owner.companyId, influencer_ids: creators.map((c) => c.id) },
    owner.token,
  );
  if (created.status !== 201)
    throw new Error(`group creation answered ${created.status}: ${JSON.stringify(created.body)}`);
  return { groupId: created.body.id, creators };
}

/** The creator ids of the discovery result cards, in the order shown. */
export async function shownCreatorIds(page: Page): Promise<number[]> {
  return page
    .getByTestId('creator-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-creator-id'))));
}

// ---- shared Vitest fixtures: one stack per file, pages closed after each test, accounts through the API ----

export type Merchant = Awaited<ReturnType<typeof seedMerchant>>;
/** A verified merchant owning a BRAND company (created through POST /companies/new). */
export type BrandOwner = Merchant & { companyId: string; companyName: string };
/** A verified SME merchant who finished the SME sign-up (their business is an SME ACCOUNT company). */
export type SmeOwner = Merchant & { smeId: string; business: string };

/** A verified SME merchant with their business, made through the API. */
export async function seedSmeOwner(stack: Stack, business = 'Kibanda Crafts'): Promise<SmeOwner> {
  const merchant = await seedMerchant(stack, { sme: true, business });
  const company = (merchant.profile.companies as { id: string; is_sme: boolean }[]).find((c) => c.is_sme);
  if (!company) throw new Error('the SME sign-up made no SME company');
  return { ...merchant, smeId: company.id, business };
}

/** The merchant's current profile from the API (after companies were added). */
export async function profileOf(stack: Stack, merchant: { token: string }) {
  const reply = await stack.api('GET', '/api/user/merchant', undefined, merchant.token);
  if (reply.status !== 200) throw new Error(`GET /user/merchant answered ${reply.status}`);
  return reply.body;
}

/** Waits for a heading (exact name, optionally of a level) to be shown. */
export async function heading(page: Page, name: string, level?: number): Promise<void> {
  await page.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) }).waitFor();
}

/** Fills the login (or SME sign-in) form and submits it. */
export async function logInThroughForm(
  page: Page,
  merchant: { email: string; password: string },
  button: 'Log in' | 'Sign in' = 'Log in',
) {
  await page.getByLabel('E-mail').fill(merchant.email);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

export const DESKTOP = { viewport: { width: 1280, height: 900 } } satisfies BrowserContextOptions;
/** A phone: 390 px wide (the width of the accessibility and layout checks). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

export interface BrowserTestOptions {
  /** Extra server configuration for this file's stack. */
  env?: Record<string, string>;
  /** Runs once after the stack has started (a creator catalogue, say). */
  seed?: (stack: Stack) => Promise<void>;
  /** Start the job queue (for the sandbox payment provider's callbacks). */
  queue?: boolean;
}

export interface PageFixtures {
  /** A page in a browser context of its own (its own storage: another person); closed after the test. */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** A page whose browser holds the merchant's session of the given kind (with their current profile). */
  pageAs: (merchant: { token: string }, kind?: SessionKind, options?: BrowserContextOptions) => Promise<Page>;
  /** A merchant with a BRAND company, fresh for the test. */
  brand: BrandOwner;
  /** An SME owner with their business, fresh for the test. */
  smeOwner: SmeOwner;
  /** A second tenant: another merchant with a company of their own ("Not Yours Ltd"). */
  tenant: BrandOwner;
}

/** Opens pages in browser contexts of their own and closes them all at the end. */
function pageOpener(stack: Stack) {
  const contexts: BrowserContext[] = [];
  return {
    async open(contextOptions: BrowserContextOptions = {}): Promise<Page> {
      const { context, page } = await stack.newPage(contextOptions);
      contexts.push(context);
      // Every step takes well under a second; a failure should say so quickly.
      context.setDefaultTimeout(10_000);
      return page;
    },
    closeAll: () => Promise.all(contexts.splice(0).map((context) => context.close())),
  };
}

/**
 * The `test` of a browser-test file: `stack` is started once for the file (and closed after it);
 * the page and account fixtures are made per test, only when a test names them.
 *
 *   const test = browserTest();
 *   test('...', async ({ stack, brand, pageAs }) => { const page = await pageAs(brand); ... });
 */
export function browserTest(options: BrowserTestOptions = {}) {
  return baseTest.extend<{ $file: { stack: Stack }; $test: PageFixtures }>({
    stack: [
      // Vitest reads the fixtures a fixture needs from its first parameter, so it must be a pattern.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const stack = await startStack(options.env, { queue: options.queue });
        try {
          if (options.seed) await options.seed(stack);
          await use(stack);
        } finally {
          await stack.close();
        }
      },
      { scope: 'file' },
    ],
    openPage: async ({ stack }: { stack: Stack }, use: (value: PageFixtures['openPage']) => Promise<void>) => {
      const pages = pageOpener(stack);
      await use(pages.open);
      await pages.closeAll();
    },
    pageAs: async ({ stack }: { stack: Stack }, use: (value: PageFixtures['pageAs']) => Promise<void>) => {
      const pages = pageOpener(stack);
      await use(
        async (merchant: { token: string }, kind: SessionKind = 'brand', contextOptions?: BrowserContextOptions) => {
          const page = await pages.open(contextOptions);
          await storeSession(page, kind, { token: merchant.token, profile: await profileOf(stack, merchant) });
          return page;
        },
      );
      await pages.closeAll();
    },
    brand: async ({ stack }, use) => {
      const owner = await seedBrandCompany(stack, 'Kahawa House');
      await use({ ...owner, companyName: 'Kahawa House' });
    },
    smeOwner: async ({ stack }, use) => {
      await use(await seedSmeOwner(stack));
    },
    tenant: async ({ stack }, use) => {
      const owner = await seedBrandCompany(stack, 'Not Yours Ltd');
      await use({ ...owner, companyName: 'Not Yours Ltd' });
    },
  });
}

// ---- accessibility (axe-core) ----

/** The WCAG 2.0/2.1/2.2 A and AA rules and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Rules axe ships as experimental (off by default) that the accessibility review found. */
const AXE_EXTRA_RULES = ['label-content-name-mismatch'];

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now and returns the violations (impact, rule, where). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: AXE_TAGS },
      rules: Object.fromEntries(AXE_EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => {
      const summary = n.failureSummary ? ` :: ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : '';
      return `${n.target.join(' ')}${summary}`;
    }),
  }));
}

/** Only the serious and critical ones: what a test must not find. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits (up to 2 s) for the page's finite CSS animations and transitions: axe reads colours as they are, and a toast
 * fading in (a live notification arriving) has, for a moment, text too faint to pass. Endless ones (loaders) are not
 * waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/** No serious or critical axe finding on the page as it is now (`name` says which page in the failure). */
export async function expectAccessible(page: Page, name: string) {
  await settledAnimations(page);
  const serious = await seriousAxeViolations(page);
  expect(serious, `${name}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

// ---- rich text: Editor.js (issue 10) ----

/**
 * Picks a tool from an Editor.js toolbox on an empty block (`block`, one of the editor's
 * content-editable elements). Editor.js draws its toolbox without ARIA roles, so the tool is found
 * by its visible name ("Heading", "Image").
 */
export async function pickEditorTool(page: Page, editor: Locator, block: Locator, tool: string): Promise<void> {
  // A click makes the block the editor's current one ("/" typed right after an Enter did not always open the toolbox).
  await block.click();
  // The pointer leaves the editor: Editor.js moves its toolbar (closing the toolbox) to the block under the pointer.
  await page.mouse.move(0, 0);
  // "/" in an empty block opens the toolbox; its search field takes the focus.
  await page.keyboard.type('/');
  const filter = editor.getByRole('textbox', { name: 'Filter' });
  await expect
    .poll(() => filter.evaluate((input) => input === document.activeElement), {
      message: `the toolbox opens to pick "${tool}"`,
    })
    .toBe(true);
  await editor.getByText(tool, { exact: true }).click();
}

// ---- campaigns (issue 11) ----

const DAY_MS = 86_400_000;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day `days` from today in Nairobi (UTC+03:00 all year), "YYYY-MM-DD". */
export function nairobiDay(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** "2027-03-05" -> "05/03/2027": how a day is typed into a date field. */
export function typedDay(day: string): string {
  return day.split('-').reverse().join('/');
}

/** "2027-03-05" -> "05 Mar 2027": how campaign screens show a day ('DD MMM YYYY HH:mm' with the time after it). */
export function shownDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date} ${SHORT_MONTHS[Number(month) - 1]} ${year}`;
}

/** An amount in minor units as the screens show Kenyan shillings (the web's lib/money): 123450 -> "KES 1,234.50". */
export function kes(amountMinor: number): string {
  return formatMoney(amountMinor, 'KES');
}

/**
 * The `count` cheapest Instagram creators of the catalogue that have an Instagram feed post price,
 * with that price in KES minor units (POST /campaigns/prices, the prices the wizard and the server use).
 */
export async function pricedCreators(
  stack: Stack,
  token: string,
  count: number,
): Promise<Array<{ id: number; name: string; postPrice: number }>> {
  const found = (
    await searchCreatorsViaApi(stack, token, {
      channels_with_levels: [{ channel: 'INSTAGRAM', levels: [] }],
      page_size: 100,
    })
  ).influencers_for_search;
  const reply = await stack.api<{
    prices: Array<{ influencer_id: number; channel: string; post_content_type: string; amount_minor: number }>;
  }>(
    'POST',
    '/api/campaigns/prices',
    { currency: 'KES', influencer_ids: found.map((c) => c.id), channels: ['INSTAGRAM'] },
    token,
  );
  if (reply.status !== 200)
    throw new Error(`POST /campaigns/prices answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  const posts = reply.body.prices
    .filter((p) => p.channel === 'INSTAGRAM' && p.post_content_type === 'POST')
    .sort((a, b) => a.amount_minor - b.amount_minor || a.influencer_id - b.influencer_id);
  if (posts.length < count) throw new Error(`only ${posts.length} creators have an Instagram feed post price`);
  return posts.slice(0, count).map((p) => ({
    id: p.influencer_id,
    name: found.find((c) => c.id === p.influencer_id)!.name,
    postPrice: p.amount_minor,
  }));
}

/**
 * A creator in Kenya on Instagram with a complete profile (listed in the catalogue; the body of
 * apps/api/test/helpers.ts creatorProfileBody), through the creator API.
 */
export async function creatorViaApi(stack: Stack) {
  const email = uniqueEmail('creator');
  const signup = await stack.api('POST', '/api/creator/auth/signup', {
    first_name: 'Achieng',
    last_name: 'Otieno',
    email,
    phone: '+254 712 345678',
    password: PASSWORD,
  });
  if (signup.status !== 201)
    throw new Error(`creator sign-up answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  const verified = await stack.api(
    'POST',
    '/api/creator/auth/email-verification',
    { otp: await stack.otpFor(email) },
    signup.body.access_token as string,
  );
  if (verified.status !== 200)
    throw new Error(`creator verification answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const token = verified.body.access_token as string;
  const conf = (await stack.api('GET', '/api/conf/all')).body as {
    categories: Array<{ subcategories: Array<{ enum_value: string; subcategory_type: string }> }>;
  };
  const types = (await stack.api('GET', '/api/content-creator-types')).body as Array<{ id: number }>;
  const interest = conf.categories.flatMap((c) => c.subcategories).find((s) => s.subcategory_type === 'POSTING')!;
  const profile = await stack.api(
    'PUT',
    '/api/creator/me',
    {
      first_name: 'Achieng',
      last_name: 'Otieno',
      phone: '+254 712 345678',
      country_code: 'KE',
      location_id: null,
      gender: 'FEMALE',
      date_of_birth: '1998-04-12',
      income_category: 'LOWER_MIDDLE',
      content_creator_type_id: types[0].id,
      interests: [interest.enum_value],
      bio: 'Food and travel in Nairobi',
      channels: [
        {
          channel: 'INSTAGRAM',
          handle: '@achieng.eats',
          followers: 25_000,
          rates: [{ post_content_type: 'POST', amount_minor: 500_000 }],
        },
      ],
    },
    token,
  );
  if (profile.status !== 200)
    throw new Error(`creator profile answered ${profile.status}: ${JSON.stringify(profile.body)}`);
  return { email, token, creatorId: profile.body.creator_id as number };
}

/** The creator logs in through the portal's own form (the password of creatorViaApi) and lands on the portal's home. */
export async function logInAsCreator(page: Page, email: string) {
  await page.goto(paths.creator.login());
  await heading(page, 'Creator log in', 1);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await waitForPath(page, paths.creator.home());
}

// ---- agreed work through the API (issues 18, 19) ----

/** The body of an API reply that has the status expected (200 unless told); else an error naming `what`. */
export async function ok<T>(reply: Promise<{ status: number; body: T }>, what: string, status = 200): Promise<T> {
  const { status: got, body } = await reply;
  if (got !== status) throw new Error(`${what} answered ${got}: ${JSON.stringify(body)}`);
  return body;
}

/** A verified merchant with their account company "Juice Co" and its brand "Juice Brand", through the API. */
export async function juiceBrandViaApi(stack: Stack) {
  const merchant = await seedMerchant(stack);
  const companyId = await createCompanyViaApi(stack, merchant.token, { name: 'Juice Co', company_role: 'ACCOUNT' });
  const brandId = await createCompanyViaApi(stack, merchant.token, {
    name: 'Juice Brand',
    company_role: 'BRAND',
    parent_id: companyId,
  });
  return { merchant, companyId, brandId };
}

/** A company's TEXT contract template of one paragraph (POST /contract_templates, multipart as the web sends it). */
export async function textTemplateViaApi(
  stack: Stack,
  token: string,
  companyId: string,
  template: { title: string; text: string },
): Promise<string> {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('title', template.title);
  form.append('type', 'TEXT');
  form.append('body', JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: template.text } }] }));
  const res = await fetch(`${stack.baseUrl}/api/contract_templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { id: string };
  if (res.status !== 201) throw new Error(`POST /contract_templates answered ${res.status}: ${JSON.stringify(body)}`);
  return body.id;
}

/** The creator accepts the campaign's invitation: their one assignment, ACTIVE; its id. */
export async function acceptInvitationViaApi(stack: Stack, creatorToken: string, campaignId: string): Promise<string> {
  await ok(
    stack.api('POST', `/api/creator/invitations/${campaignId}/accept`, undefined, creatorToken),
    'accepting the invitation',
  );
  const work = await ok(
    stack.api<Array<{ id: string; status: string }>>('GET', '/api/creator/assignments', undefined, creatorToken),
    'GET /creator/assignments',
  );
  expect(work).toHaveLength(1);
  expect(work[0].status).toBe('ACTIVE');
  return work[0].id;
}

export interface AgreedCampaignOptions {
  /** The campaign's name (default "Juice launch"). */
  name?: string;
  /** Funded by M-Pesa on the sandbox (through the queue) before the creator answers; default true. */
  funded?: boolean;
  /** The creator accepts the invitation (default true): the answer then names their one assignment. */
  accept?: boolean;
}

/** What agreedCampaignViaApi made; `campaign` as the details page reads it (its company, the agreed work's cost). */
export interface SeededCampaign {
  merchant: Merchant;
  companyId: string;
  brandId: string;
  creator: Awaited<ReturnType<typeof creatorViaApi>>;
  campaign: { id: string; company_id: string; cost: { deliverables_total_minor: number; currency: string } };
}

/**
 * The merchant's account company "Juice Co" and its brand, a text contract template, a creator with a complete
 * profile (creatorViaApi) and a campaign with pre-approval selecting the creator, one Instagram post due in five days
 * (apps/api/test/helpers.ts createAgreedCampaign), all through the API; then, unless told otherwise, the campaign
 * funded and its invitation accepted.
 */
export async function agreedCampaignViaApi(
  stack: Stack,
  options: AgreedCampaignOptions & { accept: false },
): Promise<SeededCampaign>;
export async function agreedCampaignViaApi(
  stack: Stack,
  options?: AgreedCampaignOptions,
): Promise<SeededCampaign & { assignmentId: string }>;
export async function agreedCampaignViaApi(
  stack: Stack,
  { name = 'Juice launch', funded = true, accept = true }: AgreedCampaignOptions = {},
): Promise<SeededCampaign & { assignmentId?: string }> {
  const { merchant, companyId, brandId } = await juiceBrandViaApi(stack);
  const templateId = await textTemplateViaApi(stack, merchant.token, brandId, {
    title: 'Terms',
    text: 'Post once, keep it up 30 days.',
  });
  const creator = await creatorViaApi(stack);
  const start = Date.now() + 60_000;
  const created = await ok(
    stack.api<{ id: string }>(
      'POST',
      '/api/campaigns',
      {
        brand_id: brandId,
        name,
        country: 'KE',
        timezone: 'Africa/Nairobi',
        start_date: new Date(start).toISOString(),
        end_date: new Date(start + 20 * DAY_MS).toISOString(),
        platforms: ['INSTAGRAM'],
        budget_minor: 100_000_000,
        currency: 'KES',
        influencer_ids: [creator.creatorId],
        contract_template_ids: [templateId],
        contract_signature_required: false,
        pre_approval: true,
        advertiser_pre_approval: false,
        handles: [{ channel: 'INSTAGRAM', text: '@juicebrand' }],
        hashtags: [{ channel: 'INSTAGRAM', text: '#FreshJuice' }],
        deliverables: [
          {
            influencer_ids: [creator.creatorId],
            start_date: new Date(start).toISOString(),
            end_date: new Date(start + 5 * DAY_MS).toISOString(),
            channel: 'INSTAGRAM',
            post_content_type: 'POST',
            bonus_type: 'NONE',
            number_of_posts: 1,
          },
        ],
      },
      merchant.token,
    ),
    'POST /campaigns',
    201,
  );
  const campaign = await ok(
    stack.api<SeededCampaign['campaign']>('GET', `/api/campaigns/${created.id}`, undefined, merchant.token),
    'GET /campaigns/{id}',
  );
  const seeded = { merchant, companyId, brandId, creator, campaign };
  // The campaign's work starts once it is funded.
  if (funded) await stack.fundCampaign(merchant.token, campaign.id);
  if (!accept) return seeded;
  return { ...seeded, assignmentId: await acceptInvitationViaApi(stack, creator.token, campaign.id) };
}

// ---- The SME area (issue 21) ----

/** A multipart call (a PNG as `file` and text fields) with a bearer token; the answer's status and body. */
export async function postMultipart(stack: Stack, url: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'upload.png');
  const res = await fetch(`${stack.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { id: string } };
}

/**
 * A creator automatic selection may choose: creatorViaApi's, with an Instagram reel rate (the SME package's video)
 * and their identity and payout number approved by staff.
 */
export async function smeMatchingCreator(stack: Stack) {
  const creator = await creatorViaApi(stack);
  const me = await ok(stack.api<Record<string, any>>('GET', '/api/creator/me', undefined, creator.token), 'GET me');
  await ok(
    stack.api(
      'PUT',
      '/api/creator/me',
      {
        first_name: me.first_name,
        last_name: me.last_name,
        phone: me.phone,
        country_code: 'KE',
        location_id: null,
        gender: me.gender,
        date_of_birth: me.date_of_birth,
        income_category: me.income_category,
        content_creator_type_id: me.content_creator_type_id,
        interests: me.interests,
        bio: me.bio,
        channels: [
          {
            channel: 'INSTAGRAM',
            handle: '@achieng.eats',
            followers: 25_000,
            rates: [
              { post_content_type: 'POST', amount_minor: 500_000 },
              { post_content_type: 'REEL', amount_minor: 300_000 },
            ],
          },
        ],
      },
      creator.token,
    ),
    'PUT /creator/me (a reel rate)',
  );
  await ok(postMultipart(stack, '/api/creator/verification/identity', creator.token, {}), 'the identity step');
  await ok(
    stack.api('POST', '/api/creator/verification/payment', { mpesa_number: '254712345678' }, creator.token),
    'the payment step',
  );
  for (const step of ['IDENTITY', 'PAYMENT'] as const)
    await decideVerification(stack.database.db, { email: creator.email, step, status: 'APPROVED' });
  return creator;
}
