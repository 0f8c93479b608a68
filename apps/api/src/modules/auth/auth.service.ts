import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { InitiateRequest, LoginRequest, LoginResponse, MerchantProfile } from '@app/shared/auth';
import type { Tx } from '../../db/client';
import { companies, companyMemberships } from '../../db/schema/companies';
import { emailOtps, merchants, passwordResets, sessions } from '../../db/schema/merchants';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { passwordResetMail, verificationCodeMail } from '../../plugins/mail-templates';
import { findMerchantByEmail, findMerchantById, isSmeMerchant, listMemberships, toProfile } from '../merchants/merchants.repository';
import { refreshedProfile } from '../merchants/merchants.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  generateOtp,
  generateResetToken,
  hashOtp,
  hashResetToken,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  RESET_TTL_MINUTES,
  sameHash,
} from './secrets';

const UNIQUE_VIOLATION = '23505';
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

/** Replaces any open code with a fresh one; returns the code to e-mail. */
async function createOtp(deps: Deps, tx: Tx, merchantId: string): Promise<string> {
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
  return code;
}

function sendOtp(deps: Deps, merchant: { email: string; firstName: string }, code: string) {
  return deps.mailer.send(
    verificationCodeMail(merchant.email, merchant.firstName, code, OTP_TTL_MINUTES, deps.config.support.email),
  );
}

export async function initiateSignup(
  deps: Deps,
  input: InitiateRequest,
  isSme: boolean,
  request: FastifyRequest,
): Promise<{ access_token: string }> {
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  let result: { merchantId: string; code: string };
  try {
    result = await deps.db.transaction(async (tx) => {
      if (await findMerchantByEmail(tx, input.email)) throw fieldError('email', 'An account with this e-mail already exists');
      const [merchant] = await tx
        .insert(merchants)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          businessName: input.business_name,
          phone: input.phone,
          dateOfBirth: input.date_of_birth ?? null,
          acceptedTermsVersion: input.accepted_terms_version ?? null,
          signedUpAsSme: isSme,
        })
        .returning({ id: merchants.id });
      return { merchantId: merchant.id, code: await createOtp(deps, tx, merchant.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'An account with this e-mail already exists');
    throw error;
  }
  await sendOtp(deps, { email: input.email, firstName: input.first_name }, result.code);
  return { access_token: await deps.tokens.issue(deps.db, result.merchantId, request) };
}

export async function verifyEmail(deps: Deps, actor: Actor, otp: string, ip: string): Promise<{ email_verified: true }> {
  if (actor.emailVerified) return { email_verified: true };
  await deps.limits.consume('otp', { ip, account: actor.merchantId });
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
      await tx.update(emailOtps).set({ attempts: open.attempts + 1 }).where(eq(emailOtps.id, open.id));
      return open.attempts + 1 >= OTP_MAX_ATTEMPTS ? ('exhausted' as const) : ('wrong' as const);
    }
    await tx.update(emailOtps).set({ consumedAt: new Date() }).where(eq(emailOtps.id, open.id));
    await tx.update(merchants).set({ emailVerified: true, updatedAt: new Date() }).where(eq(merchants.id, actor.merchantId));
    return 'verified' as const;
  });
  switch (outcome) {
    case 'verified':
      await deps.cache.invalidateMerchant(actor.merchantId);
      await deps.limits.reset('otp', actor.merchantId);
      return { email_verified: true };
    case 'wrong':
      throw fieldError('otp', 'The code is not correct');
    case 'exhausted':
      throw fieldError('otp', 'Too many wrong attempts. Request a new code.');
    case 'expired':
      throw fieldError('otp', 'The code has expired. Request a new code.');
  }
}

export async function resendVerification(deps: Deps, actor: Actor, ip: string): Promise<{ message: string }> {
  if (actor.emailVerified) throw fieldError('email', 'Your e-mail is already verified', 'CONFLICT');
  await deps.limits.consume('resend', { ip, account: actor.merchantId });
  const merchant = await findMerchantById(deps.db, actor.merchantId);
  if (!merchant) throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
  const code = await deps.db.transaction((tx) => createOtp(deps, tx, merchant.id));
  await sendOtp(deps, merchant, code);
  return { message: `A new code was sent to ${merchant.email}` };
}

export async function login(deps: Deps, input: LoginRequest, request: FastifyRequest): Promise<LoginResponse> {
  await deps.limits.consume('login', { ip: request.ip, account: input.username });
  const merchant = await findMerchantByEmail(deps.db, input.username);
  const valid = await verifyPassword(
    input.password,
    merchant?.passwordHash ?? (await dummyPasswordHash(deps.config.passwordHashCost)),
  );
  if (!merchant || !valid) throw new AppError('UNAUTHENTICATED', 'Invalid e-mail or password');
  await deps.limits.reset('login', input.username);
  const [memberships, access_token] = await Promise.all([
    listMemberships(deps.db, merchant.id),
    deps.tokens.issue(deps.db, merchant.id, request),
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

/** Creates the merchant's own account company (the SME's business when isSme) with them as OWNER. */
export async function completeSignup(deps: Deps, actor: Actor, businessName: string, isSme: boolean): Promise<MerchantProfile> {
  if (!actor.emailVerified) throw fieldError('email', 'Verify your e-mail before completing sign-up', 'FORBIDDEN');
  await deps.db.transaction(async (tx) => {
    const existing = await listMemberships(tx, actor.merchantId);
    if (existing.some((c) => c.company_role === 'ACCOUNT' && c.is_sme === isSme && c.merchant_role === 'OWNER')) {
      throw fieldError('business_name', 'Your business is already set up', 'CONFLICT');
    }
    const [company] = await tx
      .insert(companies)
      .values({ name: businessName, companyRole: 'ACCOUNT', isSme, createdBy: actor.merchantId })
      .returning({ id: companies.id });
    await tx.insert(companyMemberships).values({ merchantId: actor.merchantId, companyId: company.id, merchantRole: 'OWNER', clusterRole: 'OWNER' });
    await tx
      .update(merchants)
      .set({ businessName, lastCompanyId: company.id, updatedAt: new Date() })
      .where(eq(merchants.id, actor.merchantId));
  });
  return refreshedProfile(deps, actor.merchantId);
}

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this e-mail, we have sent a link to reset the password.';

export async function requestPasswordReset(deps: Deps, email: string, ip: string): Promise<{ message: string }> {
  await deps.limits.consume('reset', { ip, account: email });
  const merchant = await findMerchantByEmail(deps.db, email);
  if (merchant) {
    const token = generateResetToken();
    await deps.db.insert(passwordResets).values({
      merchantId: merchant.id,
      tokenHash: hashResetToken(token),
      expiresAt: minutesFromNow(RESET_TTL_MINUTES),
    });
    const url = `${deps.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(merchant.email)}`;
    const mail = passwordResetMail(merchant.email, merchant.firstName, url, RESET_TTL_MINUTES, deps.config.support.email);
    // Not awaited: the reply must not take longer when the account exists.
    deps.mailer.send(mail).catch((err) => deps.log.error({ err }, 'password reset mail failed'));
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/** Single use, expiring, bound to the e-mail; ends every open session of the account. */
export async function savePassword(
  deps: Deps,
  input: { email: string; password: string; token: string },
  ip: string,
): Promise<{ message: string }> {
  await deps.limits.consume('reset', { ip, account: input.email });
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const invalid = () => fieldError('token', 'The reset link is invalid or has expired. Request a new one.');
  const merchantId = await deps.db.transaction(async (tx) => {
    const merchant = await findMerchantByEmail(tx, input.email);
    if (!merchant) throw invalid();
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashResetToken(input.token)),
          eq(passwordResets.merchantId, merchant.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .limit(1)
      .for('update');
    if (!reset) throw invalid();
    const now = new Date();
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.merchantId, merchant.id), isNull(passwordResets.usedAt)));
    await tx.update(merchants).set({ passwordHash, updatedAt: now }).where(eq(merchants.id, merchant.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.merchantId, merchant.id), isNull(sessions.revokedAt)));
    return merchant.id;
  });
  await deps.cache.invalidateMerchant(merchantId);
  return { message: 'Your password has been changed. You can now log in.' };
}
