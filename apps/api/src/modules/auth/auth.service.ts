import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, MerchantProfile } from '@app/shared/auth';
import type { Db, Tx } from '../../db/client';
import { companies, companyMemberships } from '../../db/schema/companies';
import { type AccountKind, emailOtps, merchants, passwordResets, sessions } from '../../db/schema/merchants';
import { creatorAccounts, creatorSessions } from '../../db/schema/creator-accounts';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import type { Actor, ClientInfo } from '../../actor';
import type { CodeHolder } from '../../plugins/guards';
import { codeRefusal, resendSignupCode, verifySignupCode } from './signup.service';
import { findCreatorAccountByEmail } from '../creator-accounts/accounts.service';
import {
  findMerchantByEmail,
  findMerchantById,
  isSmeMerchant,
  listMemberships,
  refreshedProfile,
  toProfile,
} from '../merchants/merchants.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../infra/passwords';
import {
  generateOtp,
  generateResetToken,
  hashOtp,
  hashResetToken,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  RESET_TTL_MINUTES,
  sameHash,
} from '../../infra/secrets';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Replaces any open code with a fresh one and records its mail in the same transaction. */
async function createOtp(deps: Deps, tx: Tx, merchant: { id: string; email: string; firstName: string }) {
  const merchantId = merchant.id;
  await tx
    .update(emailOtps)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailOtps.merchantId, merchantId), isNull(emailOtps.consumedAt)));
  const code = generateOtp();
  await tx.insert(emailOtps).values({
    merchantId,
    codeHash: hashOtp(deps.config.jwtSecret, merchantId, code),
    expiresAt: minutesFromNow(OTP_TTL_MINUTES),
  });
  await deps.outbox.recordEvent(tx, 'mail.verification_code', {
    to: merchant.email,
    first_name: merchant.firstName,
    code,
    expires_in_minutes: OTP_TTL_MINUTES,
  });
}

/** The code of a sign-up (creates the account) or of an older account whose address is unverified. */
export async function verifyEmail(
  deps: Deps,
  holder: CodeHolder,
  input: { otp: string; client: ClientInfo },
): Promise<{ email_verified: true; access_token?: string }> {
  if ('attemptId' in holder) return verifySignupCode(deps, holder.attemptId, input);
  const { actor } = holder;
  if (actor.emailVerified) return { email_verified: true };
  const { otp } = input;
  const guess = { ip: input.client.ip, account: actor.merchantId };
  await deps.limits.beforeAttempt('otp', guess);
  const outcome = await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(emailOtps)
      .where(and(eq(emailOtps.merchantId, actor.merchantId), isNull(emailOtps.consumedAt)))
      .orderBy(desc(emailOtps.createdAt))
      .limit(1)
      .for('update');
    if (!open || open.expiresAt < new Date()) return 'expired' as const;
    if (open.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted' as const;
    if (!sameHash(open.codeHash, hashOtp(deps.config.jwtSecret, actor.merchantId, otp))) {
      await tx
        .update(emailOtps)
        .set({ attempts: open.attempts + 1 })
        .where(eq(emailOtps.id, open.id));
      return open.attempts + 1 >= OTP_MAX_ATTEMPTS ? ('exhausted' as const) : ('wrong' as const);
    }
    await tx.update(emailOtps).set({ consumedAt: new Date() }).where(eq(emailOtps.id, open.id));
    await tx
      .update(merchants)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(merchants.id, actor.merchantId));
    return 'verified' as const;
  });
  switch (outcome) {
    case 'verified':
      await deps.cache.invalidateMerchant(actor.merchantId);
      await deps.limits.recordSuccess('otp', guess);
      return { email_verified: true };
  }
  await deps.limits.recordFailure('otp', guess);
  throw codeRefusal(outcome);
}

export async function resendVerification(
  deps: Deps,
  holder: CodeHolder,
  input: { client: ClientInfo },
): Promise<{ message: string }> {
  if ('attemptId' in holder) return resendSignupCode(deps, holder.attemptId, input);
  const { actor } = holder;
  if (actor.emailVerified) throw fieldError('email', 'Your e-mail is already verified', 'CONFLICT');
  await deps.limits.consume('resend', { ip: input.client.ip, target: actor.merchantId });
  const merchant = await findMerchantById(deps.db, actor.merchantId);
  if (!merchant) throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
  await deps.db.transaction((tx) => createOtp(deps, tx, merchant));
  return { message: `A new code was sent to ${merchant.email}` };
}

export async function login(deps: Deps, input: LoginRequest & { client: ClientInfo }): Promise<LoginResponse> {
  const guess = { ip: input.client.ip, account: input.username };
  await deps.limits.beforeAttempt('login', guess);
  const merchant = await findMerchantByEmail(deps.db, input.username);
  const valid = await verifyPassword(
    input.password,
    merchant?.passwordHash ?? (await dummyPasswordHash(deps.config.passwordHashCost)),
  );
  if (!merchant || !valid) {
    await deps.limits.recordFailure('login', guess);
    throw new AppError('UNAUTHENTICATED', 'Invalid e-mail or password');
  }
  await deps.limits.recordSuccess('login', guess);
  const [memberships, access_token] = await Promise.all([
    listMemberships(deps.db, merchant.id),
    deps.tokens.issue(deps.db, merchant.id, input.client),
  ]);
  return {
    access_token,
    merchant_profile: toProfile(merchant, memberships),
    is_sme: isSmeMerchant(merchant, memberships),
  };
}

export async function logout(deps: Deps, actor: Actor): Promise<{ message: string }> {
  await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, actor.sessionId));
  await deps.cache.invalidateSession(actor.sessionId);
  return { message: 'You are logged out' };
}

/**
 * Creates the merchant's own account company (the SME's business when is_sme) with them as OWNER.
 * One merchant has one kind of own account: a brand account never becomes an SME account, nor the reverse.
 */
export async function completeSignup(
  deps: Deps,
  actor: Actor,
  input: { business_name: string; is_sme: boolean },
): Promise<MerchantProfile> {
  if (!actor.emailVerified) throw fieldError('email', 'Verify your e-mail before completing sign-up', 'FORBIDDEN');
  const { business_name: businessName, is_sme: isSme } = input;
  await deps.db.transaction(async (tx) => {
    // Serialises two concurrent completions of the same merchant.
    await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, actor.merchantId)).for('update');
    const own = (await listMemberships(tx, actor.merchantId)).filter(
      (c) => c.company_role === 'ACCOUNT' && c.merchant_role === 'OWNER',
    );
    if (own.some((c) => c.is_sme === isSme))
      throw fieldError('business_name', 'Your business is already set up', 'CONFLICT');
    if (own.length > 0) {
      throw fieldError(
        'is_sme',
        isSme
          ? 'This account already owns a brand account and cannot also become an SME account. ' +
              'Sign up for SME with another e-mail.'
          : 'This account is an SME account and cannot also own a brand account. Sign up with another e-mail.',
        'CONFLICT',
      );
    }
    const [company] = await tx
      .insert(companies)
      .values({ name: businessName, companyRole: 'ACCOUNT', isSme, createdBy: actor.merchantId })
      .returning({ id: companies.id });
    await tx
      .insert(companyMemberships)
      .values({ merchantId: actor.merchantId, companyId: company.id, merchantRole: 'OWNER', clusterRole: 'OWNER' });
    await tx
      .update(merchants)
      .set({ businessName, lastCompanyId: company.id, updatedAt: new Date() })
      .where(eq(merchants.id, actor.merchantId));
  });
  return refreshedProfile(deps, actor.merchantId);
}

/** Spends one unit of a per-address mail budget; false (and nothing thrown) when it is used up. */
async function withinBudget(deps: Deps, action: 'reset' | 'signup', address: string): Promise<boolean> {
  try {
    await deps.limits.consume(action, { target: address });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail, we have sent a link to reset the password.';

interface ResetAccount {
  find(db: Db | Tx, email: string): Promise<{ id: string; email: string; firstName: string } | undefined>;
  owner(id: string): Pick<typeof passwordResets.$inferInsert, 'merchantId' | 'creatorAccountId'>;
  ownerColumn: typeof passwordResets.merchantId | typeof passwordResets.creatorAccountId;
  resetPath: string;
  /** Sets the password and ends every open session of the account. */
  setPassword(tx: Tx, id: string, passwordHash: string, now: Date): Promise<void>;
  forget(deps: Deps, id: string): Promise<void>;
}

/** Password resets serve merchants and creator accounts (decision 016) with the same rules. */
const RESET_ACCOUNTS: Record<AccountKind, ResetAccount> = {
  MERCHANT: {
    find: (db, email) => findMerchantByEmail(db, email),
    owner: (id) => ({ merchantId: id }),
    ownerColumn: passwordResets.merchantId,
    resetPath: '/auth/reset-password',
    async setPassword(tx, id, passwordHash, now) {
      await tx.update(merchants).set({ passwordHash, updatedAt: now }).where(eq(merchants.id, id));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.merchantId, id), isNull(sessions.revokedAt)));
    },
    forget: (deps, id) => deps.cache.invalidateMerchant(id),
  },
  CREATOR: {
    find: (db, email) => findCreatorAccountByEmail(db, email),
    owner: (id) => ({ creatorAccountId: id }),
    ownerColumn: passwordResets.creatorAccountId,
    resetPath: '/creator/reset-password',
    async setPassword(tx, id, passwordHash, now) {
      await tx.update(creatorAccounts).set({ passwordHash, updatedAt: now }).where(eq(creatorAccounts.id, id));
      await tx
        .update(creatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(creatorSessions.creatorAccountId, id), isNull(creatorSessions.revokedAt)));
    },
    forget: (deps, id) => deps.cache.invalidateCreatorAccount(id),
  },
};

export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; client: ClientInfo; kind?: AccountKind },
): Promise<{ message: string }> {
  const { email } = input;
  const accounts = RESET_ACCOUNTS[input.kind ?? 'MERCHANT'];
  await deps.limits.consume('reset', { ip: input.client.ip });
  const account = await accounts.find(deps.db, email);
  // Past the per-address budget the answer stays the same; only the mail is skipped, so nobody can
  // bomb an inbox, lock the owner out of resets or learn from the answer whether the account exists.
  if (account && (await withinBudget(deps, 'reset', account.email))) {
    const token = generateResetToken();
    // The mail goes after the reply (outbox), so the reply takes no longer when the account exists.
    await deps.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        ...accounts.owner(account.id),
        tokenHash: hashResetToken(token),
        expiresAt: minutesFromNow(RESET_TTL_MINUTES),
      });
      await deps.outbox.recordEvent(tx, 'mail.password_reset', {
        to: account.email,
        first_name: account.firstName,
        reset_path: accounts.resetPath,
        token,
        expires_in_minutes: RESET_TTL_MINUTES,
      });
    });
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/** Single use, expiring, bound to the e-mail; ends every open session of the account. */
export async function savePassword(
  deps: Deps,
  input: { email: string; password: string; token: string; client: ClientInfo; kind?: AccountKind },
): Promise<{ message: string }> {
  const accounts = RESET_ACCOUNTS[input.kind ?? 'MERCHANT'];
  const guess = { ip: input.client.ip, account: input.email };
  await deps.limits.beforeAttempt('reset-token', guess);
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const invalid = () => fieldError('token', 'The reset link is invalid or has expired. Request a new one.');
  const accountId = await deps.db.transaction(async (tx) => {
    const account = await accounts.find(tx, input.email);
    if (!account) return null;
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashResetToken(input.token)),
          eq(accounts.ownerColumn, account.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .limit(1)
      .for('update');
    if (!reset) return null;
    const now = new Date();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(accounts.ownerColumn, account.id), isNull(passwordResets.usedAt)));
    await accounts.setPassword(tx, account.id, passwordHash, now);
    return account.id;
  });
  if (!accountId) {
    await deps.limits.recordFailure('reset-token', guess);
    throw invalid();
  }
  await deps.limits.recordSuccess('reset-token', guess);
  await accounts.forget(deps, accountId);
  return { message: 'Your password has been changed. You can now log in.' };
}
