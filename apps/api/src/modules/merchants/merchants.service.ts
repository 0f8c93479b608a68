import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@app/shared/notifications';
import type { MerchantProfile, UpdateMerchantRequest } from '@app/shared/auth';
import type { Deps } from '../../deps';
import { merchants } from '../../db/schema/merchants';
import { AppError, fieldError } from '../../errors';
import { isUploadedFileUrl } from '@app/shared/uploads';
import type { Actor } from '../../actor';
import type { UploadedFile } from '../../infra/uploads';
import type { Db, Tx } from '../../db/client';
import { companyNotFound, listAccessibleCompanies, roleOn } from '../companies/access';

/** The caller's profile with their companies. */
export function getProfile(deps: Deps, actor: Actor): Promise<MerchantProfile> {
  return profileOf(deps, actor.merchantId);
}

/** Served from the session cache when warm; every write below invalidates it. */
async function profileOf(deps: Deps, merchantId: string): Promise<MerchantProfile> {
  return deps.cache.profile(merchantId, async () => {
    const [merchant, memberships] = await Promise.all([
      findMerchantById(deps.db, merchantId),
      listMemberships(deps.db, merchantId),
    ]);
    if (!merchant)
      throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
    return toProfile(merchant, memberships);
  });
}

/** After any change to a merchant, their memberships or sessions: drop cached copies, return the fresh profile. */
export async function refreshedProfile(deps: Deps, merchantId: string): Promise<MerchantProfile> {
  await deps.cache.invalidateMerchant(merchantId);
  return profileOf(deps, merchantId);
}

/**
 * An avatar is a file served by our upload service, or an https image on a host the operator allows
 * (AVATAR_URL_HOSTS): never any URL, which would let a profile load tracking pixels into teammates' pages.
 */
function allowedAvatarUrl(deps: Deps, url: string): string {
  // The whole value, never its start: one of our stored images, or an https URL exactly as the URL parser
  // writes it (a quote, a space or markup appended would be escaped by the parser, so it does not match).
  if (isUploadedFileUrl(url, 'image')) return url;
  let host: string | null = null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' && parsed.href === url) host = parsed.hostname.toLowerCase();
  } catch {
    host = null;
  }
  if (host && deps.config.avatarUrlHosts.includes(host)) return url;
  throw fieldError('avatar_url', 'Upload the picture, or use an image from an allowed host');
}

export async function updateProfile(deps: Deps, actor: Actor, input: UpdateMerchantRequest): Promise<MerchantProfile> {
  const changes: Partial<typeof merchants.$inferInsert> = {
    firstName: input.first_name,
    lastName: input.last_name,
    updatedAt: new Date(),
  };
  // Optional fields: absent keeps the stored value, null clears it.
  if (input.business_name !== undefined) changes.businessName = input.business_name;
  if (input.date_of_birth !== undefined) changes.dateOfBirth = input.date_of_birth;
  if (input.avatar_url !== undefined)
    changes.avatarUrl = input.avatar_url === null ? null : allowedAvatarUrl(deps, input.avatar_url);
  if (input.accepted_terms_version !== undefined) changes.acceptedTermsVersion = input.accepted_terms_version;
  await deps.db.update(merchants).set(changes).where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}

export async function updatePhone(deps: Deps, actor: Actor, input: { phone_number: string }): Promise<MerchantProfile> {
  const phone = input.phone_number;
  await deps.db.update(merchants).set({ phone, updatedAt: new Date() }).where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}

/** Remembers the company the merchant last worked in; only one they may enter. */
export async function setLastCompany(
  deps: Deps,
  actor: Actor,
  input: { company_id: string },
): Promise<MerchantProfile> {
  const companyId = input.company_id;
  if (!(await roleOn(deps, actor.merchantId, companyId))) throw companyNotFound();
  await deps.db
    .update(merchants)
    .set({ lastCompanyId: companyId, updatedAt: new Date() })
    .where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}

export async function getNotificationPreferences(deps: Deps, actor: Actor): Promise<NotificationPreferences> {
  const [row] = await deps.db
    .select({ prefs: merchants.notificationPreferences })
    .from(merchants)
    .where(eq(merchants.id, actor.merchantId));
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(row?.prefs ?? {}) } as NotificationPreferences;
}

export async function saveNotificationPreferences(
  deps: Deps,
  actor: Actor,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  await deps.db
    .update(merchants)
    .set({ notificationPreferences: prefs, updatedAt: new Date() })
    .where(eq(merchants.id, actor.merchantId));
  return getNotificationPreferences(deps, actor);
}

export async function uploadAvatar(deps: Deps, actor: Actor, input: { image: UploadedFile }): Promise<MerchantProfile> {
  const { image } = input;
  const url = await deps.storage.put('avatars', image.bytes, image.extension);
  await deps.db
    .update(merchants)
    .set({ avatarUrl: url, updatedAt: new Date() })
    .where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}

// ---- Reads other modules use (auth, team, seed): exported from here, the merchants module's one file of SQL. ----

export type MerchantRow = typeof merchants.$inferSelect;

export function findMerchantByEmail(db: Db | Tx, email: string) {
  return db
    .select()
    .from(merchants)
    .where(sql`lower(${merchants.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0] as MerchantRow | undefined);
}

export function findMerchantById(db: Db | Tx, id: string) {
  return db
    .select()
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1)
    .then((rows) => rows[0] as MerchantRow | undefined);
}

/** The profile's companies[]: every company the merchant may enter, direct or inherited. */
export async function listMemberships(db: Db | Tx, merchantId: string): Promise<MerchantProfile['companies']> {
  const companiesList = await listAccessibleCompanies(db, merchantId);
  return companiesList.map((c) => ({
    id: c.id,
    name: c.name,
    company_role: c.company_role,
    merchant_role: c.merchant_role,
    cluster_role: c.cluster_role,
    is_sme: c.is_sme,
    parent_id: c.parent_id,
  }));
}

export function toProfile(merchant: MerchantRow, companiesList: MerchantProfile['companies']): MerchantProfile {
  const fullName = `${merchant.firstName} ${merchant.lastName}`.trim();
  return {
    id: merchant.id,
    email: merchant.email,
    email_verified: merchant.emailVerified,
    phone: merchant.phone,
    first_name: merchant.firstName,
    last_name: merchant.lastName,
    name: merchant.businessName || fullName,
    business_name: merchant.businessName,
    date_of_birth: merchant.dateOfBirth,
    avatar_url: merchant.avatarUrl,
    account_disabled: merchant.accountDisabled,
    accepted_terms_version: merchant.acceptedTermsVersion,
    last_company_id: merchant.lastCompanyId,
    companies: companiesList,
  };
}

export function isSmeMerchant(merchant: MerchantRow, companiesList: MerchantProfile['companies']): boolean {
  return merchant.signedUpAsSme || companiesList.some((c) => c.is_sme && c.company_role === 'ACCOUNT');
}

/** The merchant's name as others see it (reviews, audit trails): first and last name, else the e-mail. */
export async function merchantName(db: Db | Tx, actor: Actor): Promise<string> {
  const merchant = await findMerchantById(db, actor.merchantId);
  return merchant ? `${merchant.firstName} ${merchant.lastName}`.trim() || actor.email : actor.email;
}
