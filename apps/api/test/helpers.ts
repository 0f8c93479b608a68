/**
 * Test harness: a fresh migrated database per test file, from a template migrated once per run
 * (test/global-setup.ts): an in-memory PGlite loaded from a data-directory dump, or reset to that state after
 * an earlier file of the same worker (pglite-pool.ts), or, when TEST_DATABASE_URL is set, a new PostgreSQL
 * database created from a template database.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { desc, eq } from 'drizzle-orm';
import { buildApp, type BuildOptions } from '../src/app';
import type { MailMessage } from '../src/infra/mail';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { databaseUrlFor, readPgliteTemplate } from '../src/db/migrate-template';
import { acquirePglite } from './pglite-pool';
import { mailOutbox } from '../src/db/schema/mail';
import { merchants } from '../src/db/schema/merchants';
import { allowCredit } from '../src/modules/payments/fundings.service';
import { decideVerification } from '../src/modules/creator-accounts/accounts.service';
import type {} from './provided-context';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every mail the app sent, secrets included (mail_outbox keeps them redacted). */
  mails: MailMessage[];
  close(): Promise<void>;
}

/** The PGlite dump, read once per worker. */
let pgliteTemplate: Blob | undefined;

/**
 * A migrated database of its own; without the global setup (a file run on its own config) it migrates itself.
 * `release` gives it back: an embedded one returns to this worker's pool (pglite-pool.ts), a PostgreSQL one is dropped.
 */
export async function createTestDatabase(): Promise<{ database: Database; release(): Promise<void> }> {
  // Imported here: e2e and bench import this file outside Vitest for testConfig.
  const { inject } = await import('vitest');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const templateFile = inject('pgliteTemplate');
    if (templateFile && !pgliteTemplate && existsSync(templateFile)) pgliteTemplate = readPgliteTemplate(templateFile);
    return acquirePglite(pgliteTemplate);
  }
  const template = inject('postgresTemplate');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let fromTemplate = Boolean(template);
  try {
    await admin.query(fromTemplate ? `create database ${name} template ${template}` : `create database ${name}`);
  } catch (error) {
    // The template was dropped under us (another run on a newer migration state, long after this one began).
    if (!fromTemplate) throw error;
    fromTemplate = false;
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  // With TEST_DATABASE_READ_URL (scripts/ci/replica.sh) the replica of that server serves the replica reads.
  const replica = process.env.TEST_DATABASE_READ_URL;
  const database = openDatabase({
    databaseUrl: databaseUrlFor(url, name),
    readUrl: replica ? databaseUrlFor(replica, name) : undefined,
    poolSize: 4,
    // scripts/ci/pgbouncer.sh: PgBouncer 1.18 in transaction mode carries no named statements.
    preparedStatements: process.env.TEST_DATABASE_PREPARED_STATEMENTS !== 'false',
  });
  if (!fromTemplate) await database.migrate();
  return {
    database,
    release: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}, configOverrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/creatorhub-test',
      PASSWORD_HASH_COST: '1024',
      RATE_LIMIT_AUTH_PER_IP: '1000',
      RATE_LIMIT_AUTH_PER_ACCOUNT: '1000',
      PUBLIC_URL: 'http://app.test',
      WEB_DIST: '/nonexistent',
      ...overrides,
    },
    { jwtSecret: 'test-secret-test-secret-test-secret-0123456789', ...configOverrides },
  );
}

/** What a test may set of the app it builds: the outbox worker's timings, an observer of the mail sent. */
export type TestAppOptions = Pick<BuildOptions, 'outbox' | 'observeMail' | 'queue'>;

/** A second API process on the same database, as behind a load balancer. */
export async function createSiblingApp(
  ctx: TestContext,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { database: ctx.database, logger: false, ...options });
  await app.ready();
  return app;
}

/**
 * A fresh app on a database of its own. Its outbox worker is not started (server.ts starts it): mail goes when a
 * test delivers the outbox (`deliverOutbox`; the mail-reading helpers below do it themselves).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'outbox' | 'queue'> = {},
): Promise<TestContext> {
  const { database, release } = await createTestDatabase();
  const config = testConfig(env);
  const mails: MailMessage[] = [];
  const app = await buildApp(config, {
    database,
    logger: false,
    observeMail: (mail) => mails.push(mail),
    outbox: options.outbox,
    queue: options.queue,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await release();
    },
  };
}

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await app.inject({ ...rest, headers });
  return {
    status: response.statusCode,
    body: response.body ? safeJson(response.body) : undefined,
    headers: response.headers,
  };
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

export const STRONG_PASSWORD = 'Str0ng!Pass';

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Wanjiru',
    last_name: 'Mwangi',
    business_name: 'Duka Bora',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    phone: '+254 712 000111',
    ...overrides,
  };
}

/** Delivers every due outbox event now (mail included), as the worker of a running server would after the commit. */
export function deliverOutbox(ctx: Pick<TestContext, 'app'>) {
  return ctx.app.deps.outbox.drain();
}

/** The last code e-mailed to an address, read from mail_outbox once the outbox is delivered. */
export async function lastOtp(ctx: TestContext, email: string, timeoutMs = 2000): Promise<string> {
  const started = Date.now();
  for (;;) {
    await deliverOutbox(ctx);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() - started > timeoutMs) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The last mail sent to an address as its reader gets it (links included), once the outbox is delivered. */
export async function sentMail(ctx: TestContext, email: string, timeoutMs = 2000): Promise<MailMessage> {
  const started = Date.now();
  for (;;) {
    await deliverOutbox(ctx);
    const mail = ctx.mails.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1);
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail sent to ${email}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The first link of the last mail sent to an address, with its token and e-mail parameters. */
export async function mailedLink(ctx: TestContext, email: string) {
  const mail = await sentMail(ctx, email);
  const url = new URL(/(https?:\/\/\S+)/.exec(mail.text)![1]);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

/** The last mail_outbox row (sent, logged or failed) of an address, once the outbox is delivered. */
export async function lastMail(ctx: TestContext, email: string) {
  await deliverOutbox(ctx);
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return rows[0];
}

/** Signs up, verifies the e-mail and returns a fresh login. */
export async function createVerifiedMerchant(ctx: TestContext, overrides: Record<string, unknown> = {}, isSme = false) {
  const body = signupBody(overrides);
  const signup = await call(ctx.app, {
    method: 'POST',
    url: `/api/merchant/auth/initiate${isSme ? '?is_sme=true' : ''}`,
    payload: body,
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const otp = await lastOtp(ctx, body.email);
  const verified = await call(ctx.app, {
    method: 'POST',
    url: '/api/auth/merchant/email-verification',
    payload: { otp },
    token: signup.body.access_token,
  });
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  // The code creates the account: its session replaces the sign-up token.
  return { email: body.email, password: body.password, token: verified.body.access_token as string, body };
}

export async function setDisabled(ctx: TestContext, email: string, disabled: boolean) {
  const [row] = await ctx.database.db
    .update(merchants)
    .set({ accountDisabled: disabled })
    .where(eq(merchants.email, email))
    .returning({ id: merchants.id });
  await ctx.app.deps.cache.invalidateMerchant(row.id);
}

/** Creates a company through the API as `token`'s merchant. */
export async function createCompany(ctx: TestContext, token: string, body: Record<string, unknown>) {
  const res = await call(ctx.app, { method: 'POST', url: '/api/companies/new', token, payload: body });
  if (res.status !== 201) throw new Error(`company creation failed: ${JSON.stringify(res.body)}`);
  return res.body as { id: string; name: string; company_role: string };
}

/** Gives a merchant a direct role on a company, as an accepted invitation would. */
export async function addMember(
  ctx: TestContext,
  companyId: string,
  merchantEmail: string,
  role: 'OWNER' | 'ADMIN' | 'COMPANY_MANAGER' | 'BRAND_MANAGER',
) {
  const { companyMemberships } = await import('../src/db/schema/companies');
  const [merchant] = await ctx.database.db.select().from(merchants).where(eq(merchants.email, merchantEmail));
  await ctx.database.db.insert(companyMemberships).values({
    merchantId: merchant.id,
    companyId,
    merchantRole: role === 'OWNER' ? 'OWNER' : null,
    clusterRole: role,
  });
  await ctx.app.deps.cache.invalidateMerchant(merchant.id);
  return merchant.id;
}

/** A 1x1 PNG and a minimal one-page PDF: real files, as the upload service judges bytes, not names. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n' +
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const BOUNDARY = '----creatorhub-test';

/** A multipart/form-data body as browsers send it: text fields, then optionally one file in the field `file`. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { filename: string; type: string; bytes: Buffer },
) {
  const fieldParts = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const parts: Buffer[] = [Buffer.from(fieldParts)];
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat(parts) };
}

/** One file upload with its identifier fields (the spec's upload calls). */
export function multipart(filename: string, type: string, bytes: Buffer, fields: Record<string, string> = {}) {
  return multipartForm(fields, { filename, type, bytes });
}

/**
 * A creator's complete profile built from the reference data (Kenya, Instagram posts at the given rate in minor units).
 */
export async function creatorProfileBody(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const conf = (await call(ctx.app, { method: 'GET', url: '/api/conf/all' })).body;
  const types = (await call(ctx.app, { method: 'GET', url: '/api/content-creator-types' })).body;
  const interest = conf.categories
    .flatMap((c: { subcategories: Array<{ enum_value: string; subcategory_type: string }> }) => c.subcategories)
    .find((s: { subcategory_type: string }) => s.subcategory_type === 'POSTING');
  return {
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
    ...overrides,
  };
}

/** Signs a creator up through the API, verifies the code and (unless `profile` is false) completes the profile. */
export async function createCreatorAccount(
  ctx: TestContext,
  options: { profile?: Record<string, unknown> | false; email?: string } = {},
) {
  const email = options.email ?? uniqueEmail('creator');
  const signup = await call(ctx.app, {
    method: 'POST',
    url: '/api/creator/auth/signup',
    payload: { first_name: 'Achieng', last_name: 'Otieno', email, phone: '+254 712 345678', password: STRONG_PASSWORD },
  });
  if (signup.status !== 201) throw new Error(`creator signup failed: ${JSON.stringify(signup.body)}`);
  const otp = await lastOtp(ctx, email);
  const verified = await call(ctx.app, {
    method: 'POST',
    url: '/api/creator/auth/email-verification',
    payload: { otp },
    token: signup.body.access_token,
  });
  if (verified.status !== 200) throw new Error(`creator verification failed: ${JSON.stringify(verified.body)}`);
  const token = verified.body.access_token as string;
  let creatorId: number | null = null;
  if (options.profile !== false) {
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/creator/me',
      token,
      payload: await creatorProfileBody(ctx, options.profile ?? {}),
    });
    if (saved.status !== 200) throw new Error(`creator profile failed: ${JSON.stringify(saved.body)}`);
    creatorId = saved.body.creator_id;
  }
  return { email, password: STRONG_PASSWORD, token, creatorId: creatorId as number };
}

/** A multipart body with text fields and several files, each in a part named `file` (content drafts). */
export function multipartFiles(
  fields: Record<string, string>,
  files: { filename: string; type: string; bytes: Buffer }[],
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat(parts) };
}

const HOUR_MS = 3_600_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * An agreed job: an owner's company with a brand, an open job of `posts` Instagram posts, and a creator's bid the
 * brand accepted (one assignment).
 */
export async function createAgreedJob(ctx: TestContext, options: { posts?: number; pre_approval?: boolean } = {}) {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Work Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Work Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  const job = await call(ctx.app, {
    method: 'POST',
    url: '/api/jobs-marketplace/job',
    token: owner.token,
    payload: {
      brand_id: brand.id,
      name: 'Launch posts',
      bid_start_date: isoIn(-HOUR_MS),
      bid_end_date: isoIn(72 * HOUR_MS),
      budget_minor: 5_000_000,
      currency: 'KES',
      country: 'KE',
      estimated_campaign_start_date: isoIn(10 * 24 * HOUR_MS),
      campaign_period: 'week',
      campaign_duration: 2,
      marketplace_mode: 'influencer_attributes',
      marketplace_values_influencer_attributes: { countries: ['KE'] },
      channels: ['INSTAGRAM'],
      tasks: [{ channel: 'INSTAGRAM', post_content_type: 'POST', number: options.posts ?? 2 }],
      ...(options.pre_approval === undefined ? {} : { pre_approval: options.pre_approval }),
    },
  });
  if (job.status !== 200) throw new Error(`job failed: ${JSON.stringify(job.body)}`);
  const creator = await createCreatorAccount(ctx);
  const placed = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/jobs/${job.body.id}/bids`,
    token: creator.token,
    payload: { offer: [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_200_000 }] },
  });
  if (placed.status !== 201) throw new Error(`bid failed: ${JSON.stringify(placed.body)}`);
  const accepted = await call(ctx.app, {
    method: 'POST',
    url: '/api/jobs-marketplace/bid',
    token: owner.token,
    payload: { bid_id: placed.body.bid_id, action: 'ACCEPT' },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const work = await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token });
  return {
    owner,
    company,
    brand,
    creator,
    jobId: job.body.id as string,
    bidId: placed.body.bid_id as string,
    assignmentId: work.body[0].id as string,
  };
}

/** A rich-text contract template "Terms" of a company, made through the API. */
export async function createTextTemplate(ctx: TestContext, token: string, companyId: string) {
  const template = await call(ctx.app, {
    method: 'POST',
    url: '/api/contract_templates',
    token,
    ...multipartForm({
      company_id: companyId,
      title: 'Terms',
      type: 'TEXT',
      body: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Post twice, keep it up 30 days.' } }] }),
    }),
  });
  if (template.status !== 201) throw new Error(`template failed: ${JSON.stringify(template.body)}`);
  return template.body as { id: string; title: string };
}

/**
 * An agreed campaign: an agency owner's agency with a brand (and a member of the brand itself), a campaign of
 * `posts` Instagram posts with a text contract, and a creator who accepted the invitation (and signed, unless
 * `sign` is false, when a signature is required). One assignment.
 */
export async function createAgreedCampaign(
  ctx: TestContext,
  options: {
    posts?: number;
    signature?: boolean;
    sign?: boolean;
    pre_approval?: boolean;
    advertiser_pre_approval?: boolean;
    max_content_rounds?: number;
    /** Days from now until the deliverable is due (negative: already past). */
    due_in_days?: number;
    /**
     * Whether the work may start without a funding (default true: staff allowed credit, as `npm run payments --
     * allow-credit` does). False leaves the campaign unfunded: content is refused until it is funded.
     */
    credit?: boolean;
  } = {},
) {
  const owner = await createVerifiedMerchant(ctx);
  const agency = await createCompany(ctx, owner.token, { name: 'Agency Co', company_role: 'AGENCY' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Juice Brand',
    company_role: 'BRAND',
    parent_id: agency.id,
  });
  const brandMember = await createVerifiedMerchant(ctx);
  await addMember(ctx, brand.id, brandMember.email, 'BRAND_MANAGER');
  const template = await createTextTemplate(ctx, owner.token, brand.id);
  const creator = await createCreatorAccount(ctx);
  const start = Date.now() + 60_000;
  const dueIn = (options.due_in_days ?? 5) * 24 * HOUR_MS;
  const created = await call(ctx.app, {
    method: 'POST',
    url: '/api/campaigns',
    token: owner.token,
    payload: {
      brand_id: brand.id,
      name: 'Juice launch',
      country: 'KE',
      timezone: 'Africa/Nairobi',
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 20 * 24 * HOUR_MS).toISOString(),
      platforms: ['INSTAGRAM'],
      budget_minor: 100_000_000,
      currency: 'KES',
      influencer_ids: [creator.creatorId],
      contract_template_ids: [template.id],
      contract_signature_required: options.signature ?? false,
      pre_approval: options.pre_approval ?? true,
      advertiser_pre_approval: options.advertiser_pre_approval ?? false,
      ...(options.max_content_rounds === undefined ? {} : { max_content_rounds: options.max_content_rounds }),
      handles: [{ channel: 'INSTAGRAM', text: '@juicebrand' }],
      hashtags: [{ channel: 'INSTAGRAM', text: '#FreshJuice' }],
      deliverables: [
        {
          influencer_ids: [creator.creatorId],
          start_date: new Date(start).toISOString(),
          end_date: new Date(start + Math.max(dueIn, HOUR_MS)).toISOString(),
          channel: 'INSTAGRAM',
          post_content_type: 'POST',
          bonus_type: 'NONE',
          number_of_posts: options.posts ?? 1,
        },
      ],
    },
  });
  if (created.status !== 201) throw new Error(`campaign failed: ${JSON.stringify(created.body)}`);
  const campaign = created.body as { id: string };
  if (options.credit !== false) await allowCredit(ctx.app.deps, { campaign_id: campaign.id, note: 'test credit' });
  const accepted = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/invitations/${campaign.id}/accept`,
    token: creator.token,
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const contracts = await call(ctx.app, { method: 'GET', url: '/api/creator/contracts', token: creator.token });
  const contract = contracts.body[0] as { id: string; text_hash: string };
  if (options.signature && options.sign !== false) {
    const signed = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/contracts/${contract.id}/sign`,
      token: creator.token,
      payload: { full_name: 'Achieng Otieno', agree: true, text_hash: contract.text_hash },
    });
    if (signed.status !== 200) throw new Error(`sign failed: ${JSON.stringify(signed.body)}`);
  }
  const work = await call(ctx.app, { method: 'GET', url: '/api/creator/assignments', token: creator.token });
  return { owner, agency, brand, brandMember, creator, campaign, contract, assignmentId: work.body[0].id as string };
}

const STREAM_BOUNDARY = '----creatorhub-streamed-upload';
const MB = 1024 * 1024;

/**
 * Sends a draft video of `megabytes` MB over a real socket as multipart (the text `fields`, then the file), 1 MB at a
 * time, waiting for each to drain: the client never holds the file, so the server's memory is what is measured. The
 * answer's status and body.
 */
export function streamVideoUpload(
  url: URL,
  token: string,
  options: { megabytes: number; fields: Record<string, string> },
): Promise<{ statusCode: number; body: string }> {
  const fieldParts = Object.entries(options.fields)
    .map(
      ([name, value]) => `--${STREAM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    fieldParts +
      `--${STREAM_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${STREAM_BOUNDARY}--\r\n`);
  // An MP4's first box (ftyp), then filler: one reused 1 MB chunk.
  const first = Buffer.alloc(MB, 1);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4), Buffer.from('isom')]).copy(
    first,
  );
  const chunk = Buffer.alloc(MB, 2);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${STREAM_BOUNDARY}`,
        'content-length': head.length + options.megabytes * MB + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (d: string) => (body += d));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    const write = (buffer: Buffer) =>
      new Promise<void>((done) => (request.write(buffer) ? done() : request.once('drain', done)));
    void (async () => {
      await write(head);
      for (let i = 0; i < options.megabytes; i += 1) await write(i === 0 ? first : chunk);
      request.end(tail);
    })();
  });
}

/**
 * A context for payments: the sandbox provider answers at once (SANDBOX_DELAY_SECONDS 0) and the job queue is
 * started without workers, so a test runs the due jobs (the sandbox's callbacks) itself with `queue.runDue`.
 */
export async function createPaymentsContext(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestContext({ SANDBOX_DELAY_SECONDS: '0', ...env });
  await ctx.app.deps.queue.start({ workers: false });
  return ctx;
}

/** The creator sends their M-Pesa number for the payment step and staff approve it: payouts can go out. */
export async function approvePayoutNumber(
  ctx: TestContext,
  creator: { email: string; token: string },
  number = '254712345678',
): Promise<void> {
  const sent = await call(ctx.app, {
    method: 'POST',
    url: '/api/creator/verification/payment',
    token: creator.token,
    payload: { mpesa_number: number },
  });
  if (sent.status !== 200) throw new Error(`payment step failed: ${JSON.stringify(sent.body)}`);
  await decideVerification(ctx.app.deps.db, { email: creator.email, step: 'PAYMENT', status: 'APPROVED' });
}

/**
 * An agreed campaign (createAgreedCampaign, without pre-approval) whose `posts` Instagram posts are live and
 * verified: what reports measure. The content ids in post order and their live links.
 */
export async function createLiveCampaign(ctx: TestContext, options: { posts?: number } = {}) {
  const agreed = await createAgreedCampaign(ctx, { pre_approval: false, posts: options.posts ?? 1 });
  const contentIds: string[] = [];
  const links: string[] = [];
  for (let post = 1; post <= (options.posts ?? 1); post += 1) {
    const link = `https://www.instagram.com/reel/${agreed.campaign.id.slice(0, 8)}${post}/`;
    const sent = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${agreed.assignmentId}/live`,
      token: agreed.creator.token,
      payload: { post_url: link, post_index: post },
    });
    if (sent.status !== 200) throw new Error(`live link failed: ${JSON.stringify(sent.body)}`);
    const verified = await call(ctx.app, {
      method: 'POST',
      url: `/api/content/${sent.body.id}/verify-live`,
      token: agreed.owner.token,
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
    contentIds.push(sent.body.id as string);
    links.push(link);
  }
  return { ...agreed, contentIds, links };
}

/** A TCP port free on 127.0.0.1 at the moment of asking (for a process a test starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
