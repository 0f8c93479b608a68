import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { WITHHOLDING_TAX } from '@app/shared/payments';

const partnerThemeSchema = z.object({
  name: z.string(),
  colorscheme: z
    .object({
      primary: z.array(z.string()).length(10),
      secondary: z.array(z.string()).length(10),
      gray: z.array(z.string()).length(10),
    })
    .partial(),
  button_style: z.string().optional(),
  logo: z.string().optional(),
});
export type PartnerTheme = z.infer<typeof partnerThemeSchema>;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  RESPONSE_CACHE: z.stringbool().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('CreatorHub <no-reply@creatorhub.local>'),
  UPLOAD_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CUBE_API_SECRET: z.string().min(32, 'CUBE_API_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  PUBLIC_URL: z.url().optional(),
  SUPPORT_PHONE: z.string().default('+254 700 000 000'),
  SUPPORT_EMAIL: z.email().default('support@creatorhub.africa'),
  OFFICE_ADDRESS: z.string().default('Westlands, Nairobi, Kenya'),
  PARTNER_THEMES: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as Record<string, PartnerTheme>;
      try {
        return z.record(z.string(), partnerThemeSchema).parse(JSON.parse(raw));
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `must be JSON {"host": {name, colorscheme, ...}}: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    }),
  SEED_DEMO: z.stringbool().optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1 << 20)
    .default(1 << 15),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(4096).default(200),
  MPESA_BASE_URL: z.url().default('https://sandbox.safaricom.co.ke'),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'MPESA_SHORTCODE is a 5 to 7 digit paybill or till number')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'MPESA_B2C_SHORTCODE is a 5 to 7 digit shortcode')
    .optional(),
  MPESA_INITIATOR_NAME: z.string().min(1).optional(),
  MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  MPESA_CALLBACK_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANDBOX_DELAY_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  WITHHOLDING_RESIDENT_PERCENT: z.coerce.number().int().min(0).max(100).default(WITHHOLDING_TAX.resident_percent),
  WITHHOLDING_NON_RESIDENT_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(WITHHOLDING_TAX.non_resident_percent),
  INSTAGRAM_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v21.0'),
  TIKTOK_API_URL: z.url({ protocol: /^https?$/ }).default('https://open.tiktokapis.com'),
  REPORTING_REFRESH_HOURS: z.coerce.number().int().min(1).max(168).default(6),
  INSIGHTS_LLM_URL: z.url({ protocol: /^https?$/ }).optional(),
  INSIGHTS_LLM_MODEL: z.string().min(1).max(200).optional(),
  INSIGHTS_LLM_KEY: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  // The web app's DSN is built into it (apps/web); the server reads it only to let the browser reach its origin (CSP).
  VITE_SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  AVATAR_URL_HOSTS: z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof envSchema>;

/** Relative paths in the environment are taken from the repository root, whatever the working directory. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The root package's version: the default error-reporting release. */
export const APP_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** A streaming replica for reads that may lag a moment (discovery, lists, reports); unset: the primary. */
  databaseReadUrl?: string;
  /** PostgreSQL connections per process and per pool (primary, replica). */
  databasePoolSize: number;
  /** Repeated statements sent named, parsed once per connection (false behind PgBouncer before 1.21). */
  databasePreparedStatements: boolean;
  /** The embedded database's buffer cache in MB; unset: db/client.ts's PGLITE_BUFFERS_MB. */
  pgliteSharedBuffersMb?: number;
  redisUrl?: string;
  /**
   * Answers of the busiest reads kept per session until a table they read is written (decision 035). RESPONSE_CACHE;
   * unset: on, except on PostgreSQL without REDIS_URL (another process's writes would go unheard).
   */
  responseCache: boolean;
  /** The largest video a creator may upload as a draft (VIDEO_MAX_MB), in bytes. */
  videoMaxBytes: number;
  smtpUrl?: string;
  mailFrom: string;
  uploadDir: string;
  jwtSecret: string;
  /** Signs the analytics query service's tokens (GET /auth/cube); derived from the JWT secret when unset. */
  cubeSecret: string;
  sessionTtlHours: number;
  publicUrl: string;
  support: { phone: string; email: string; officeAddress: string };
  partnerThemes: Record<string, PartnerTheme>;
  seedDemo: boolean;
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  /** Read the client IP from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  passwordHashCost: number;
  rateLimit: {
    authPerIp: number;
    authPerAccount: number;
    windowSeconds: number;
    analyticsPerMinute: number;
    slowdownMaxMs: number;
  };
  /** https hosts whose images may be used as avatar_url, besides our own uploads. */
  avatarUrlHosts: string[];
  /** An S3-compatible bucket for uploads (S3_*); null: the local driver under UPLOAD_DIR. */
  s3: {
    bucket: string;
    region: string;
    endpoint: string | null;
    credentials: { accessKeyId: string; secretAccessKey: string } | null;
    forcePathStyle: boolean;
    /** Where public files are read by browsers (a CDN or the bucket's URL); null: through /uploads on the API. */
    publicUrl: string | null;
  } | null;
  /** Error reporting (SENTRY_DSN); null: off. */
  sentry: { dsn: string; environment: string; release: string } | null;
  /** The origin the web app's error reports go to (VITE_SENTRY_DSN's), allowed by the CSP; null: none. */
  sentryBrowserOrigin: string | null;
  /** GET /metrics needs `Authorization: Bearer <token>` (METRICS_TOKEN), or is served only on METRICS_PORT. */
  metrics: { token: string | null; port: number | null };
  payments: {
    /** M-Pesa Daraja when every MPESA_* credential is set; null means the sandbox provider. */
    mpesa: Omit<DarajaSettings, 'callbackBase'> | null;
    /** The public origin M-Pesa's callbacks reach (MPESA_CALLBACK_BASE_URL, else PUBLIC_URL). */
    callbackOrigin: string;
    /** The unguessable path segment of our callback URLs, derived from JWT_SECRET (one per deployment). */
    callbackToken: string;
    sandboxDelaySeconds: number;
    withholding: { resident_percent: number; non_resident_percent: number };
  };
  reporting: {
    /** The Instagram Graph API's base URL with its version (INSTAGRAM_GRAPH_URL). */
    instagramGraphUrl: string;
    /** TikTok's API origin (TIKTOK_API_URL). */
    tiktokApiUrl: string;
    /** How old a connected post's latest reading may get before the refresh job reads it again. */
    refreshHours: number;
    /** An OpenAI-compatible chat endpoint that rewrites insight texts (INSIGHTS_LLM_*); null: the rule text. */
    llm: { url: string; model: string; key: string | null } | null;
  };
}

/** What the Daraja client needs (modules/payments/providers/daraja.ts). */
export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
  callbackBase: string;
}

const MPESA_VARIABLES = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_B2C_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_SECURITY_CREDENTIAL',
] as const;

/** Daraja's settings when every credential is set; none set means the sandbox; some set is a mistake, said at start. */
function mpesaSettings(env: Env): Config['payments']['mpesa'] {
  const missing = MPESA_VARIABLES.filter((name) => !env[name]);
  if (missing.length === MPESA_VARIABLES.length) return null;
  if (missing.length)
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: M-Pesa needs every MPESA_* credential ` +
        '(or none, for the sandbox)',
    );
  return {
    baseUrl: env.MPESA_BASE_URL.replace(/\/$/, ''),
    consumerKey: env.MPESA_CONSUMER_KEY!,
    consumerSecret: env.MPESA_CONSUMER_SECRET!,
    shortcode: env.MPESA_SHORTCODE!,
    passkey: env.MPESA_PASSKEY!,
    b2cShortcode: env.MPESA_B2C_SHORTCODE!,
    initiatorName: env.MPESA_INITIATOR_NAME!,
    securityCredential: env.MPESA_SECURITY_CREDENTIAL!,
  };
}

export class ConfigError extends Error {}

/** JWT_SECRET when given; else one generated on first start and kept in DATA_DIR so sessions survive restarts. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (VAR= in a .env file) means unset.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') refuseUnsafeProduction(env);
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR);
  const uploadDir = path.resolve(REPO_ROOT, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'));
  // Everything under UPLOAD_DIR (but its private folder) is served at /uploads: it must not hold the data.
  const dataUnderUploads = path.relative(uploadDir, dataDir);
  if (!dataUnderUploads.startsWith('..') && !path.isAbsolute(dataUnderUploads)) {
    throw new ConfigError(
      `Invalid configuration:\n  UPLOAD_DIR: ${uploadDir} would serve DATA_DIR (${dataDir}) to anyone; ` +
        'choose a folder that does not contain it',
    );
  }
  const jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(env, dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, '');
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    redisUrl: env.REDIS_URL,
    responseCache: env.RESPONSE_CACHE ?? (!env.DATABASE_URL || env.REDIS_URL !== undefined),
    videoMaxBytes: env.VIDEO_MAX_MB * 1024 * 1024,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    uploadDir,
    jwtSecret,
    cubeSecret: env.CUBE_API_SECRET ?? createHmac('sha256', jwtSecret).update('cube-api').digest('base64url'),
    sessionTtlHours: env.SESSION_TTL_HOURS,
    publicUrl,
    support: { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL, officeAddress: env.OFFICE_ADDRESS },
    partnerThemes: env.PARTNER_THEMES,
    // Demo data by default only on the embedded database, and never in production.
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? !env.DATABASE_URL),
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    passwordHashCost: env.PASSWORD_HASH_COST,
    rateLimit: {
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      authPerAccount: env.RATE_LIMIT_AUTH_PER_ACCOUNT,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      analyticsPerMinute: env.RATE_LIMIT_ANALYTICS_PER_MINUTE,
      slowdownMaxMs: env.RATE_LIMIT_SLOWDOWN_MAX_MS,
    },
    avatarUrlHosts: env.AVATAR_URL_HOSTS,
    s3: s3Settings(env),
    sentry: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
          release: env.SENTRY_RELEASE ?? `creatorhub@${APP_VERSION}`,
        }
      : null,
    sentryBrowserOrigin: env.VITE_SENTRY_DSN ? new URL(env.VITE_SENTRY_DSN).origin : null,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    payments: {
      mpesa: mpesaSettings(env),
      callbackOrigin: (env.MPESA_CALLBACK_BASE_URL ?? publicUrl).replace(/\/$/, ''),
      callbackToken: createHmac('sha256', jwtSecret).update('mpesa-callbacks').digest('base64url').slice(0, 32),
      sandboxDelaySeconds: env.SANDBOX_DELAY_SECONDS,
      withholding: {
        resident_percent: env.WITHHOLDING_RESIDENT_PERCENT,
        non_resident_percent: env.WITHHOLDING_NON_RESIDENT_PERCENT,
      },
    },
    reporting: {
      instagramGraphUrl: env.INSTAGRAM_GRAPH_URL.replace(/\/$/, ''),
      tiktokApiUrl: env.TIKTOK_API_URL.replace(/\/$/, ''),
      refreshHours: env.REPORTING_REFRESH_HOURS,
      llm: llmSettings(env),
    },
  };
  return { ...config, ...overrides };
}

/** The S3 driver needs a bucket; keys come in pairs (none: the SDK's own chain, e.g. an instance role). */
function s3Settings(env: Env): Config['s3'] {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)
      throw new ConfigError('Invalid configuration:\n  S3_BUCKET: the S3 storage driver needs a bucket name');
    return null;
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both (or neither, for the default chain)',
    );
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    credentials: env.S3_ACCESS_KEY_ID
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
      : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') ?? null,
  };
}

/** The insights rewriter needs its URL and model together (the key is optional: local models take none). */
function llmSettings(env: Env): Config['reporting']['llm'] {
  if (!env.INSIGHTS_LLM_URL && !env.INSIGHTS_LLM_MODEL) return null;
  if (!env.INSIGHTS_LLM_URL || !env.INSIGHTS_LLM_MODEL)
    throw new ConfigError(
      'Invalid configuration:\n  INSIGHTS_LLM_URL, INSIGHTS_LLM_MODEL: set both to rewrite insights (or neither)',
    );
  return {
    url: env.INSIGHTS_LLM_URL.replace(/\/$/, ''),
    model: env.INSIGHTS_LLM_MODEL,
    key: env.INSIGHTS_LLM_KEY ?? null,
  };
}

/**
 * Production never runs on the embedded database, never with a generated secret, and never with the
 * demo accounts (whose passwords are in the README).
 */
function refuseUnsafeProduction(env: Env): void {
  const problems: string[] = [];
  if (!env.DATABASE_URL)
    problems.push('DATABASE_URL: production needs a PostgreSQL server (the embedded database is for development)');
  if (!env.JWT_SECRET)
    problems.push(
      'JWT_SECRET: production needs a secret of 32+ characters shared by every process (not one generated on disk)',
    );
  else if (/change-?me|example/i.test(env.JWT_SECRET))
    problems.push(
      'JWT_SECRET: the example value from the README is not a secret; generate one (e.g. openssl rand -base64 48)',
    );
  if (env.SEED_DEMO) problems.push('SEED_DEMO: demo accounts are never created in production');
  if (problems.length)
    throw new ConfigError(
      `Invalid configuration for NODE_ENV=production:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
}

/** Loads the repository's .env, when there is one, without overriding variables already set. */
export function loadDotEnv(file = path.join(REPO_ROOT, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
