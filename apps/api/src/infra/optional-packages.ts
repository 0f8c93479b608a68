/**
 * Packages that only some configurations use, loaded the first time they are needed rather than at every start
 * (issue 22: a restart answers within 2 s). Without REDIS_URL ioredis is never loaded (about 90 ms), without
 * SMTP_URL nodemailer (about 50 ms); the HTML sanitiser (about 40 ms) loads with the first rich text saved.
 * They are CommonJS packages, so a synchronous require loads them where an import would make every caller async.
 */
import { createRequire } from 'node:module';
import type { Redis, RedisOptions } from 'ioredis';
import type * as Nodemailer from 'nodemailer';
import type SanitizeHtml from 'sanitize-html';

const requirePackage = createRequire(import.meta.url);

/** A Redis client (ioredis). */
export function newRedis(url: string, options: RedisOptions = {}): Redis {
  const { Redis: Client } = requirePackage('ioredis') as typeof import('ioredis');
  return new Client(url, options);
}

/** nodemailer's module. */
export function nodemailer(): typeof Nodemailer {
  return requirePackage('nodemailer') as typeof Nodemailer;
}

/** The sanitize-html function. */
export function sanitizeHtml(): typeof SanitizeHtml {
  return requirePackage('sanitize-html') as typeof SanitizeHtml;
}
