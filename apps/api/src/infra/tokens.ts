import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SessionCache } from './session-cache';
import { merchants, sessions } from '../db/schema/merchants';
import { AppError, isUuid } from '../errors';
import type { Actor, ClientInfo } from '../actor';

const ISSUER = 'creatorhub';

export interface Tokens {
  /** Opens a session row and returns a JWT that names it. */
  issue(db: Db, merchantId: string, client?: ClientInfo): Promise<string>;
  /** Resolves a bearer token to an actor, or throws 401. */
  authenticate(db: Db, cache: SessionCache, authorization: string | undefined): Promise<Actor>;
  /** A token for a sign-up waiting for its e-mail code: it opens the code and resend calls only. */
  issueSignup(attemptId: string, expiresAt: Date): Promise<string>;
  /** The sign-up attempt a bearer token names, or null when it is not a sign-up token (throws 401 when it is invalid). */
  signupAttemptOf(authorization: string | undefined): Promise<string | null>;
}

const SIGNUP_TOKEN = 'signup';
const INVALID_SESSION = 'Your session is invalid or has expired. Please log in again.';

export function createTokens(config: Config): Tokens {
  const key = new TextEncoder().encode(config.jwtSecret);
  const ttlMs = config.sessionTtlHours * 3600 * 1000;
  return {
    async issue(db, merchantId, client) {
      const expiresAt = new Date(Date.now() + ttlMs);
      const [session] = await db
        .insert(sessions)
        .values({
          merchantId,
          expiresAt,
          userAgent: client?.userAgent?.slice(0, 300) ?? null,
          ip: client?.ip ?? null,
        })
        .returning({ id: sessions.id });
      return new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(merchantId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },

    issueSignup(attemptId, expiresAt) {
      return new SignJWT({ typ: SIGNUP_TOKEN })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(attemptId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },

    async signupAttemptOf(authorization) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (payload.typ !== SIGNUP_TOKEN) return null;
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) throw new Error('claims');
        return payload.sub;
      } catch {
        throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
      }
    },

    async authenticate(db, cache, authorization) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
      if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required: send a bearer token');
      let sessionId: string;
      let merchantId: string;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (payload.typ === SIGNUP_TOKEN) throw new Error('a sign-up token is not a session');
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || !isUuid(payload.sid) || !isUuid(payload.sub)) throw new Error('claims');
        sessionId = payload.sid;
        merchantId = payload.sub;
      } catch {
        throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
      }
      const cached = cache.getActor(sessionId);
      if (cached && cached.merchantId === merchantId) return cached;
      const [row] = await db
        .select({
          email: merchants.email,
          emailVerified: merchants.emailVerified,
          accountDisabled: merchants.accountDisabled,
        })
        .from(sessions)
        .innerJoin(merchants, eq(merchants.id, sessions.merchantId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.merchantId, merchantId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
      const actor = { merchantId, sessionId, ...row };
      cache.setActor(actor);
      return actor;
    },
  };
}
