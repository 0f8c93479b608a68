/**
 * Sign-up without e-mail enumeration (docs/decisions/007-signup-without-enumeration.md): every sign-up,
 * with a free address or one that has an account, records a sign-up attempt, answers 201 with a sign-up
 * token and accepts codes and resends the same way. The account is created when the mailed code is
 * verified; an address that has an account gets a "someone tried to sign up" mail instead of a code, so
 * its attempt can never be verified. Creator accounts (decision 016) sign up the same way: the attempt's
 * `kind` says which account its code creates. Either mail is an outbox event recorded with the attempt's write
 * (decision 018) and sent after the reply.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InitiateRequest } from '@app/shared/auth';
import type { CreatorSignupRequest } from '@app/shared/creator-accounts';
import type { ClientInfo } from '../../actor';
import { type AccountKind, merchants, signupAttempts } from '../../db/schema/merchants';
import { creatorAccounts } from '../../db/schema/creator-accounts';
import type { Db, Tx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { findMerchantByEmail } from '../merchants/merchants.service';
import { hashPassword } from '../../infra/passwords';
import { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, sameHash } from '../../infra/secrets';

/** How long a sign-up token (and so an unfinished sign-up) lives. */
export const SIGNUP_TTL_HOURS = 24;
const UNIQUE_VIOLATION = '23505';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}

type Attempt = typeof signupAttempts.$inferSelect;

/** Why a code was refused, in the same words for a sign-up and for an older unverified account. */
export function codeRefusal(outcome: 'wrong' | 'exhausted' | 'expired') {
  const messages = {
    wrong: 'The code is not correct',
    exhausted: 'Too many wrong attempts. Request a new code.',
    expired: 'The code has expired. Request a new code.',
  };
  return fieldError('otp', messages[outcome]);
}

/** The account that holds an address already, of the attempt's kind. */
async function existingAccount(
  deps: Deps,
  kind: AccountKind,
  email: string,
): Promise<{ id: string; email: string; firstName: string } | undefined> {
  if (kind === 'MERCHANT') return findMerchantByEmail(deps.db, email);
  const [row] = await deps.db
    .select({ id: creatorAccounts.id, email: creatorAccounts.email, firstName: creatorAccounts.firstName })
    .from(creatorAccounts)
    .where(eq(sql`lower(${creatorAccounts.email})`, email.toLowerCase()));
  return row;
}

type Owner = Awaited<ReturnType<typeof existingAccount>>;

/**
 * Records the mail of an attempt in its transaction: the code to a free address, or a warning to the owner of a
 * taken one; either way the caller learns nothing. `owner` is looked up on both paths, so they take the same time.
 */
async function recordSignupMail(deps: Deps, tx: Db | Tx, attempt: Attempt, code: string, owner: Owner) {
  const existingId = attempt.existingMerchantId ?? attempt.existingCreatorAccountId;
  if (!existingId) {
    await deps.outbox.recordEvent(tx, 'mail.verification_code', {
      to: attempt.email,
      first_name: attempt.firstName,
      code,
      expires_in_minutes: OTP_TTL_MINUTES,
    });
    return;
  }
  if (!owner) return;
  const area = attempt.kind === 'CREATOR' ? '/creator' : '/auth';
  await deps.outbox.recordEvent(tx, 'mail.signup_address_taken', {
    to: owner.email,
    first_name: owner.firstName,
    login_path: `${area}/login`,
    reset_path: `${area}/reset-password`,
  });
}

type AttemptFields = Pick<
  typeof signupAttempts.$inferInsert,
  'email' | 'firstName' | 'lastName' | 'phone' | 'businessName' | 'dateOfBirth' | 'acceptedTermsVersion' | 'isSme'
>;

/** Records a sign-up attempt of either kind and its mail: the code, or a warning to the owner of a taken address. */
async function recordAttempt(
  deps: Deps,
  kind: AccountKind,
  fields: AttemptFields,
  password: string,
  client: ClientInfo,
): Promise<{ access_token: string }> {
  await deps.limits.consume('signup', { ip: client.ip, target: fields.email });
  // Both paths hash the password and write one row, so they take about the same time.
  const passwordHash = await hashPassword(password, deps.config.passwordHashCost);
  const existing = await existingAccount(deps, kind, fields.email);
  const id = randomUUID();
  const code = generateOtp();
  const expiresAt = new Date(Date.now() + SIGNUP_TTL_HOURS * 3_600_000);
  const attempt = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signupAttempts)
      .values({
        id,
        kind,
        ...fields,
        passwordHash,
        existingMerchantId: kind === 'MERCHANT' ? (existing?.id ?? null) : null,
        existingCreatorAccountId: kind === 'CREATOR' ? (existing?.id ?? null) : null,
        // A taken address gets a code too, which is never sent: its attempt cannot be verified.
        codeHash: hashOtp(deps.config.jwtSecret, id, code),
        expiresAt: minutesFromNow(OTP_TTL_MINUTES),
      })
      .returning();
    // Sent by the outbox after the commit, not in the request: sending must not make one path slower.
    await recordSignupMail(deps, tx, row, code, existing);
    return row;
  });
  return { access_token: await deps.tokens.issueSignup(attempt.id, expiresAt) };
}

export async function initiateSignup(
  deps: Deps,
  input: InitiateRequest & { is_sme: boolean; client: ClientInfo },
): Promise<{ access_token: string }> {
  const fields = {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    businessName: input.business_name,
    phone: input.phone,
    dateOfBirth: input.date_of_birth ?? null,
    acceptedTermsVersion: input.accepted_terms_version ?? null,
    isSme: input.is_sme,
  };
  return recordAttempt(deps, 'MERCHANT', fields, input.password, input.client);
}

export async function initiateCreatorSignup(
  deps: Deps,
  input: CreatorSignupRequest & { client: ClientInfo },
): Promise<{ access_token: string }> {
  const fields = { email: input.email, firstName: input.first_name, lastName: input.last_name, phone: input.phone };
  return recordAttempt(deps, 'CREATOR', fields, input.password, input.client);
}

async function openAttempt(deps: Deps, attemptId: string, kind: AccountKind): Promise<Attempt> {
  const [attempt] = await deps.db.select().from(signupAttempts).where(eq(signupAttempts.id, attemptId));
  if (!attempt || attempt.kind !== kind)
    throw new AppError('UNAUTHENTICATED', 'Your sign-up has expired. Please sign up again.');
  if (attempt.completedAt)
    throw fieldError('email', 'Your e-mail is already verified. Log in to continue.', 'CONFLICT');
  return attempt;
}

/** Creates the verified account an attempt stands for; returns its id. */
async function createAccount(tx: Tx, attempt: Attempt): Promise<string> {
  const person = {
    email: attempt.email,
    passwordHash: attempt.passwordHash,
    firstName: attempt.firstName,
    lastName: attempt.lastName,
  };
  if (attempt.kind === 'CREATOR') {
    const [account] = await tx
      .insert(creatorAccounts)
      .values({ ...person, phone: attempt.phone ?? '' })
      .returning({ id: creatorAccounts.id });
    await tx
      .update(signupAttempts)
      .set({ completedAt: new Date(), creatorAccountId: account.id })
      .where(eq(signupAttempts.id, attempt.id));
    return account.id;
  }
  const [merchant] = await tx
    .insert(merchants)
    .values({
      ...person,
      businessName: attempt.businessName,
      phone: attempt.phone,
      dateOfBirth: attempt.dateOfBirth,
      acceptedTermsVersion: attempt.acceptedTermsVersion,
      signedUpAsSme: attempt.isSme,
      emailVerified: true,
    })
    .returning({ id: merchants.id });
  await tx
    .update(signupAttempts)
    .set({ completedAt: new Date(), merchantId: merchant.id })
    .where(eq(signupAttempts.id, attempt.id));
  return merchant.id;
}

/** Checks the code; on success creates the verified account (of the attempt's kind) and its first session. */
export async function verifySignupCode(
  deps: Deps,
  attemptId: string,
  input: { otp: string; client: ClientInfo; kind?: AccountKind },
): Promise<{ email_verified: true; access_token: string }> {
  const kind = input.kind ?? 'MERCHANT';
  const guess = { ip: input.client.ip, account: attemptId };
  await deps.limits.beforeAttempt('otp', guess);
  await openAttempt(deps, attemptId, kind);
  const outcome = await deps.db
    .transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(signupAttempts)
        .where(and(eq(signupAttempts.id, attemptId), isNull(signupAttempts.completedAt)))
        .for('update');
      if (!attempt || attempt.expiresAt < new Date()) return { result: 'expired' as const };
      if (attempt.attempts >= OTP_MAX_ATTEMPTS) return { result: 'exhausted' as const };
      if (!sameHash(attempt.codeHash, hashOtp(deps.config.jwtSecret, attempt.id, input.otp))) {
        await tx
          .update(signupAttempts)
          .set({ attempts: attempt.attempts + 1 })
          .where(eq(signupAttempts.id, attempt.id));
        return { result: attempt.attempts + 1 >= OTP_MAX_ATTEMPTS ? ('exhausted' as const) : ('wrong' as const) };
      }
      return { result: 'verified' as const, accountId: await createAccount(tx, attempt) };
    })
    .catch((error) => {
      // Someone else finished a sign-up with this address in the meantime.
      if (isUniqueViolation(error))
        throw fieldError('email', 'An account with this e-mail already exists. Log in instead.', 'CONFLICT');
      throw error;
    });
  if (outcome.result === 'verified') {
    await deps.limits.recordSuccess('otp', guess);
    const token =
      kind === 'CREATOR'
        ? deps.tokens.issueCreator(deps.db, outcome.accountId, input.client)
        : deps.tokens.issue(deps.db, outcome.accountId, input.client);
    return { email_verified: true, access_token: await token };
  }
  await deps.limits.recordFailure('otp', guess);
  throw codeRefusal(outcome.result);
}

/** A fresh code (and fresh attempts) for the sign-up; the answer is the same for a taken address. */
export async function resendSignupCode(
  deps: Deps,
  attemptId: string,
  input: { client: ClientInfo; kind?: AccountKind },
): Promise<{ message: string }> {
  await deps.limits.consume('resend', { ip: input.client.ip, target: attemptId });
  const attempt = await openAttempt(deps, attemptId, input.kind ?? 'MERCHANT');
  const owner = await existingAccount(deps, attempt.kind, attempt.email);
  const code = generateOtp();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(signupAttempts)
      .set({
        codeHash: hashOtp(deps.config.jwtSecret, attempt.id, code),
        attempts: 0,
        expiresAt: minutesFromNow(OTP_TTL_MINUTES),
      })
      .where(eq(signupAttempts.id, attempt.id));
    await recordSignupMail(deps, tx, attempt, code, owner);
  });
  return { message: `A new code was sent to ${attempt.email}` };
}
