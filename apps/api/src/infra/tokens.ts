import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { growingLru } from './lru';
import type { SessionCache } from './session-cache';
import { merchants, sessions } from '../db/schema/merchants';
import { creatorAccounts, creatorSessions } from '../db/schema/creator-accounts';
import { AppError, isUuid } from '../errors';
import type { Actor, ClientInfo, CreatorActor } from '../actor';

const ISSUER = 'creatorhub';

export interface Tokens {
  /** Opens a session row and returns a JWT that names it. */
  issue(db: Db, merchantId: string, client?: ClientInfo): Promise<string>;
  /** Resolves a bearer token to an actor, or throws 401. */
  authenticate(db: Db, cache: SessionCache, authorization: string | undefined): Promise<Actor>;
  /** A token for a sign-up waiting for its e-mail code: it opens the code and resend calls only. */
  issueSignup(attemptId: string, expiresAt: Date): Promise<string>;
  /**
   * The sign-up attempt a bearer token names, or null when it is not a sign-up token (throws 401 when it is invalid).
   */
  signupAttemptOf(authorization: string | undefined): Promise<string | null>;
  /** Opens a creator session row and returns a creator JWT (refused by merchant routes, and the reverse). */
  issueCreator(db: Db, accountId: string, client?: ClientInfo): Promise<string>;
  /**
   * Resolves a creator bearer token to a creator actor: 401 when invalid, 403 for a merchant token. Served from the
   * session cache when warm (dropped on logout, password reset and profile completion, everywhere through Redis).
   */
  authenticateCreator(db: Db, cache: SessionCache, authorization: string | undefined): Promise<CreatorActor>;
}

const SIGNUP_TOKEN = 'signup';
const CREATOR_TOKEN = 'creator';
export const bearerOf = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
/** Verified tokens remembered per process (about 1 KB each). */
const VERIFIED_TOKENS_CACHED = 20_000;
const INVALID_SESSION = 'Your session is invalid or has expired. Please log in again.';

export function createTokens(config: Config): Tokens {
  const key = new TextEncoder().encode(config.jwtSecret);
  const ttlMs = config.sessionTtlHours * 3600 * 1000;
  const sign = (claims: Record<string, string>, subject: string, expiresAt: Date) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  // A token's signature is checked once per process: the same string is the same valid claims until it expires
  // (jose imports the key and hashes on every call, a third of a cached profile read). Revocation is the session's
  // business (the session cache), not the signature's.
  const checked = growingLru<string, JWTPayload>(VERIFIED_TOKENS_CACHED);
  const verified = async (token: string) => {
    const known = checked.get(token);
    if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      checked.set(token, payload);
      return payload;
    } catch {
      throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
    }
  };
  return {
    async issue(db, merchantId, client) {
      const expiresAt = new Date(Date.now() + ttlMs);
      const [session] = await db
        .insert(sessions)
        .values({ merchantId, expiresAt, ...sessionClient(client) })
        .returning({ id: sessions.id });
      return sign({ sid: session.id }, merchantId, expiresAt);
    },

    async issueCreator(db, accountId, client) {
      const expiresAt = new Date(Date.now() + ttlMs);
      const [session] = await db
        .insert(creatorSessions)
        .values({ creatorAccountId: accountId, expiresAt, ...sessionClient(client) })
        .returning({ id: creatorSessions.id });
      return sign({ sid: session.id, typ: CREATOR_TOKEN }, accountId, expiresAt);
    },

    async authenticateCreator(db, cache, authorization) {
      const token = bearerOf(authorization);
      if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required: send a creator bearer token');
      const payload = await verified(token);
      if (payload.typ !== CREATOR_TOKEN)
        throw new AppError('FORBIDDEN', 'This is not a creator session: log in to the creator portal');
      if (
        typeof payload.sid !== 'string' ||
        typeof payload.sub !== 'string' ||
        !isUuid(payload.sid) ||
        !isUuid(payload.sub)
      )
        throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
      const cached = cache.getCreator(payload.sid);
      if (cached && cached.accountId === payload.sub) return cached;
      const [row] = await db
        .select({
          email: creatorAccounts.email,
          creatorId: creatorAccounts.creatorId,
          disabled: creatorAccounts.accountDisabled,
        })
        .from(creatorSessions)
        .innerJoin(creatorAccounts, eq(creatorAccounts.id, creatorSessions.creatorAccountId))
        .where(
          and(
            eq(creatorSessions.id, payload.sid),
            eq(creatorSessions.creatorAccountId, payload.sub),
            isNull(creatorSessions.revokedAt),
            gt(creatorSessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
      if (row.disabled) throw new AppError('FORBIDDEN', 'This creator account is disabled. Contact support.');
      const actor = { accountId: payload.sub, sessionId: payload.sid, email: row.email, creatorId: row.creatorId };
      cache.setCreator(actor);
      return actor;
    },

    issueSignup(attemptId, expiresAt) {
      return sign({ typ: SIGNUP_TOKEN }, attemptId, expiresAt);
    },

    async signupAttemptOf(authorization) {
      const token = bearerOf(authorization);
      if (!token) return null;
      const payload = await verified(token);
      if (payload.typ !== SIGNUP_TOKEN) return null;
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub))
        throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
      return payload.sub;
    },

    async authenticate(db, cache, authorization) {
      const token = bearerOf(authorization);
      if (!token) throw new AppError('UNAUTHENTICATED', 'Authentication required: send a bearer token');
      const payload = await verified(token);
      if (payload.typ === CREATOR_TOKEN)
        throw new AppError('FORBIDDEN', 'This is a creator session: merchant calls need a merchant login');
      // A sign-up token is not a session.
      if (
        payload.typ === SIGNUP_TOKEN ||
        typeof payload.sid !== 'string' ||
        typeof payload.sub !== 'string' ||
        !isUuid(payload.sid) ||
        !isUuid(payload.sub)
      ) {
        throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
      }
      const sessionId = payload.sid;
      const merchantId = payload.sub;
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
      if (!row) throw new AppError('UNAUTHENTICATED', INVALID_SESSION);
      const actor = { merchantId, sessionId, ...row };
      cache.setActor(actor);
      return actor;
    },
  };
}

function sessionClient(client: ClientInfo | undefined) {
  return { userAgent: client?.userAgent?.slice(0, 300) ?? null, ip: client?.ip ?? null };
}
