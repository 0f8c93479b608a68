/**
 * Creator accounts (decision 016): log in, profile, verification steps. Sign-up, the e-mail code and
 * password resets share the merchant machinery (auth/signup.service, auth/auth.service) by account kind.
 * The first complete profile makes the account's catalogue creator (`is_generated` false), so discovery,
 * groups and campaigns find real creators beside generated ones.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatorProfile, creatorProfileUpdateSchema, VerificationStep } from '@app/shared/creator-accounts';
import { levelFor, type ConfigBundle, type VerificationStatus } from '@app/shared/config';
import { overallVerificationStatus } from '@app/shared/creators';
import { minorToUnits, toMinor } from '@app/shared/money';
import type { ClientInfo, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { creatorAccounts, creatorSessions } from '../../db/schema/creator-accounts';
import { creatorChannels, creators } from '../../db/schema/creators';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import type { UploadedFile } from '../../infra/uploads';
import { dummyPasswordHash, verifyPassword } from '../../infra/passwords';
import { configBundle, listContentCreatorTypes } from '../config/config.service';

type AccountRow = typeof creatorAccounts.$inferSelect;
type CreatorRow = typeof creators.$inferSelect;
type ProfileInput = z.output<typeof creatorProfileUpdateSchema>;

export function findCreatorAccountByEmail(db: Db | Tx, email: string): Promise<AccountRow | undefined> {
  return db
    .select()
    .from(creatorAccounts)
    .where(sql`lower(${creatorAccounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

async function accountOf(db: Db | Tx, accountId: string): Promise<AccountRow> {
  const [row] = await db.select().from(creatorAccounts).where(eq(creatorAccounts.id, accountId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
  return row;
}

const STEP_COLUMN = {
  IDENTITY: 'verificationIdentity',
  SOCIAL: 'verificationSocial',
  PAYMENT: 'verificationPayment',
} as const;

export async function creatorProfile(deps: Pick<Deps, 'db'>, accountId: string): Promise<CreatorProfile> {
  const account = await accountOf(deps.db, accountId);
  const [creator] = account.creatorId
    ? await deps.db.select().from(creators).where(eq(creators.id, account.creatorId))
    : [];
  const channelRows = creator
    ? await deps.db.select().from(creatorChannels).where(eq(creatorChannels.creatorId, creator.id))
    : [];
  const steps = [creator?.verificationIdentity, creator?.verificationSocial, creator?.verificationPayment].map(
    (s) => (s ?? 'NOT_VERIFIED') as VerificationStatus,
  ) as [VerificationStatus, VerificationStatus, VerificationStatus];
  return {
    id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    creator_id: creator?.id ?? null,
    profile_complete: Boolean(creator),
    country_code: creator?.countryCode ?? null,
    location_id: creator?.locationId ?? null,
    gender: creator?.gender ?? null,
    date_of_birth: creator?.dateOfBirth ?? null,
    income_category: (creator?.incomeCategory as CreatorProfile['income_category']) ?? null,
    content_creator_type_id: creator?.contentCreatorTypeId ?? null,
    interests: creator?.subcategories ?? [],
    bio: creator?.bio ?? '',
    currency: channelRows[0]?.currency ?? null,
    channels: channelRows.map((c) => ({
      channel: c.channel,
      handle: c.handle,
      followers: c.followers,
      level: c.level,
      rates: Object.entries(c.prices).map(([type, units]) => ({
        post_content_type: type,
        amount_minor: toMinor(units),
      })),
    })),
    mpesa_number: account.mpesaNumber,
    identity_document: Boolean(account.identityDocumentKey),
    verification: {
      identity: steps[0],
      social: steps[1],
      payment: steps[2],
      overall: overallVerificationStatus(steps),
    },
    is_demo: account.isDemo,
  };
}

export async function creatorLogin(deps: Deps, input: { username: string; password: string; client: ClientInfo }) {
  const guess = { ip: input.client.ip, account: input.username };
  await deps.limits.beforeAttempt('login', guess);
  const account = await findCreatorAccountByEmail(deps.db, input.username);
  const valid = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await dummyPasswordHash(deps.config.passwordHashCost)),
  );
  if (!account || !valid) {
    await deps.limits.recordFailure('login', guess);
    throw new AppError('UNAUTHENTICATED', 'Invalid e-mail or password');
  }
  if (account.accountDisabled) throw new AppError('FORBIDDEN', 'This creator account is disabled. Contact support.');
  await deps.limits.recordSuccess('login', guess);
  const accessToken = await deps.tokens.issueCreator(deps.db, account.id, input.client);
  return { access_token: accessToken, creator_profile: await creatorProfile(deps, account.id) };
}

export async function creatorLogout(deps: Deps, actor: CreatorActor): Promise<{ message: string }> {
  await deps.db.update(creatorSessions).set({ revokedAt: new Date() }).where(eq(creatorSessions.id, actor.sessionId));
  await deps.cache.invalidateSession(actor.sessionId);
  return { message: 'You are logged out' };
}

/** Checks the profile against the reference data: channels, post types, country, location, interests, type. */
function checkAgainstConfig(bundle: ConfigBundle, input: ProfileInput, creatorTypeIds: number[]) {
  const country = bundle.active_countries.find((c) => c.code === input.country_code);
  if (!country) throw fieldError('country_code', `We do not work in "${input.country_code}" yet`);
  if (
    input.location_id !== null &&
    !bundle.all_locations.some((l) => l.id === input.location_id && l.country_code === country.code)
  ) {
    throw fieldError('location_id', `That location is not in ${country.name}`);
  }
  const interests = new Set(bundle.categories.flatMap((c) => c.subcategories.map((s) => s.enum_value)));
  const unknown = input.interests.findIndex((i) => !interests.has(i));
  if (unknown >= 0) throw fieldError(`interests.${unknown}`, `Unknown interest "${input.interests[unknown]}"`);
  if (!creatorTypeIds.includes(input.content_creator_type_id))
    throw fieldError('content_creator_type_id', 'Choose a creator type from the list');
  return input.channels.map((c, i) => {
    const channel = bundle.channels.find((ch) => ch.value === c.channel);
    if (!channel) throw fieldError(`channels.${i}.channel`, `Unknown channel "${c.channel}"`);
    const types = new Set(channel.post_content_types.map((t) => t.value));
    const badRate = c.rates.findIndex((r) => !types.has(r.post_content_type));
    if (badRate >= 0)
      throw fieldError(
        `channels.${i}.rates.${badRate}.post_content_type`,
        `${channel.label} has no post type "${c.rates[badRate].post_content_type}"`,
      );
    // Below the lowest band a channel still gets the lowest level: every listed channel is findable.
    const level = levelFor(channel.levels, c.followers) ?? channel.levels[0]?.level ?? 'NANO';
    return { ...c, level, currency: country.currency };
  });
}

/**
 * Saves the whole profile: the account's names and phone, and its catalogue creator (made on the first
 * save) with channels, levels from the follower counts, rates and the search columns, in one transaction.
 */
export async function updateCreatorProfile(
  deps: Deps,
  actor: CreatorActor,
  input: ProfileInput,
): Promise<CreatorProfile> {
  const bundle = await configBundle(deps);
  const typeIds = (await listContentCreatorTypes(deps)).map((t) => t.id);
  const channels = checkAgainstConfig(bundle, input, typeIds);
  const name = `${input.first_name} ${input.last_name}`;
  const values = {
    name,
    gender: input.gender,
    dateOfBirth: input.date_of_birth,
    countryCode: input.country_code,
    locationId: input.location_id,
    incomeCategory: input.income_category,
    contentCreatorTypeId: input.content_creator_type_id,
    bio: input.bio,
    combinedFollowers: channels.reduce((sum, c) => sum + c.followers, 0),
    channels: channels.map((c) => c.channel),
    channelLevels: channels.map((c) => `${c.channel}:${c.level}`),
    subcategories: input.interests,
    searchText: [name, ...channels.map((c) => c.handle)].join(' '),
    isGenerated: false,
  } satisfies Partial<CreatorRow>;
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(creatorAccounts)
      .where(eq(creatorAccounts.id, actor.accountId))
      .for('update');
    let creatorId = account.creatorId;
    if (creatorId === null) {
      const [made] = await tx
        .insert(creators)
        .values({ ...values, engagementRate: 0 })
        .returning({ id: creators.id });
      creatorId = made.id;
    } else {
      await tx.update(creators).set(values).where(eq(creators.id, creatorId));
    }
    await tx.delete(creatorChannels).where(eq(creatorChannels.creatorId, creatorId));
    await tx.insert(creatorChannels).values(
      channels.map((c) => ({
        creatorId: creatorId!,
        channel: c.channel,
        handle: c.handle,
        followers: c.followers,
        level: c.level,
        engagementRate: 0,
        avgViews: 0,
        currency: c.currency,
        // The catalogue keeps whole units (the generated catalogue's prices); rates arrive in minor units.
        prices: Object.fromEntries(c.rates.map((r) => [r.post_content_type, minorToUnits(r.amount_minor)])),
      })),
    );
    await tx
      .update(creatorAccounts)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        creatorId,
        updatedAt: new Date(),
      })
      .where(eq(creatorAccounts.id, account.id));
  });
  // The first save links the account to its catalogue creator: cached sessions must learn the creator id.
  await deps.cache.invalidateCreatorAccount(actor.accountId);
  return creatorProfile(deps, actor.accountId);
}

/** The catalogue creator of a complete profile; a step cannot be sent before. */
async function profileCreatorId(db: Db | Tx, actor: CreatorActor): Promise<number> {
  const account = await accountOf(db, actor.accountId);
  if (account.creatorId === null) throw fieldError('profile', 'Complete your profile first', 'CONFLICT');
  return account.creatorId;
}

/** Sending a step puts it in review (PENDING); an approved step is not sent again. */
async function submitStep(tx: Tx, creatorId: number, step: VerificationStep) {
  const column = STEP_COLUMN[step];
  const [row] = await tx.select().from(creators).where(eq(creators.id, creatorId)).for('update');
  if (row[column] === 'APPROVED') throw fieldError('step', 'This step is already approved', 'CONFLICT');
  await tx
    .update(creators)
    .set({ [column]: 'PENDING' })
    .where(eq(creators.id, creatorId));
}

export async function submitIdentity(deps: Deps, actor: CreatorActor, file: UploadedFile): Promise<CreatorProfile> {
  const creatorId = await profileCreatorId(deps.db, actor);
  const key = await deps.storage.putPrivate('identity', file.bytes, file.extension);
  await deps.db.transaction(async (tx) => {
    await submitStep(tx, creatorId, 'IDENTITY');
    await tx
      .update(creatorAccounts)
      .set({ identityDocumentKey: key, updatedAt: new Date() })
      .where(eq(creatorAccounts.id, actor.accountId));
  });
  return creatorProfile(deps, actor.accountId);
}

export async function submitSocial(deps: Deps, actor: CreatorActor): Promise<CreatorProfile> {
  const creatorId = await profileCreatorId(deps.db, actor);
  await deps.db.transaction((tx) => submitStep(tx, creatorId, 'SOCIAL'));
  return creatorProfile(deps, actor.accountId);
}

export async function submitPayment(
  deps: Deps,
  actor: CreatorActor,
  input: { mpesa_number: string },
): Promise<CreatorProfile> {
  const creatorId = await profileCreatorId(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    await submitStep(tx, creatorId, 'PAYMENT');
    await tx
      .update(creatorAccounts)
      .set({ mpesaNumber: input.mpesa_number, updatedAt: new Date() })
      .where(eq(creatorAccounts.id, actor.accountId));
  });
  return creatorProfile(deps, actor.accountId);
}

/**
 * Platform staff decide a step that is in review (the reviewer CLI, `npm run creators:verify`); only a
 * PENDING step can be decided (409 otherwise).
 */
export async function decideVerification(
  db: Db,
  input: { email: string; step: VerificationStep; status: 'APPROVED' | 'REJECTED' },
): Promise<CreatorProfile> {
  const account = await findCreatorAccountByEmail(db, input.email);
  if (!account || account.creatorId === null)
    throw fieldError('email', 'No creator with a complete profile has this e-mail', 'NOT_FOUND');
  const column = STEP_COLUMN[input.step];
  const updated = await db
    .update(creators)
    .set({ [column]: input.status })
    .where(and(eq(creators.id, account.creatorId), eq(creators[column], 'PENDING')))
    .returning({ id: creators.id });
  if (!updated.length)
    throw fieldError('step', `The ${input.step.toLowerCase()} step is not waiting for review`, 'CONFLICT');
  return creatorProfile({ db }, account.id);
}

/** For the creator side's own checks: the catalogue creator of the caller, or 409 before the profile is complete. */
export function requireCreatorId(actor: CreatorActor): number {
  if (actor.creatorId === null) throw fieldError('profile', 'Complete your profile first', 'CONFLICT');
  return actor.creatorId;
}
