import { and, eq } from 'drizzle-orm';
import type { MerchantProfile, UpdateMerchantRequest } from '@app/shared/auth';
import type { Deps } from '../../deps';
import { companyMemberships } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { findMerchantById, listMemberships, toProfile } from './merchants.repository';

/** Served from the session cache when warm; every write below invalidates it. */
export async function getProfile(deps: Deps, merchantId: string): Promise<MerchantProfile> {
  const cached = deps.cache.getProfile(merchantId);
  if (cached) return cached;
  const [merchant, memberships] = await Promise.all([findMerchantById(deps.db, merchantId), listMemberships(deps.db, merchantId)]);
  if (!merchant) throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
  const profile = toProfile(merchant, memberships);
  deps.cache.setProfile(profile);
  return profile;
}

/** After any change to a merchant, their memberships or sessions: drop cached copies, return the fresh profile. */
export async function refreshedProfile(deps: Deps, merchantId: string): Promise<MerchantProfile> {
  await deps.cache.invalidateMerchant(merchantId);
  return getProfile(deps, merchantId);
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
  if (input.avatar_url !== undefined) changes.avatarUrl = input.avatar_url;
  if (input.accepted_terms_version !== undefined) changes.acceptedTermsVersion = input.accepted_terms_version;
  await deps.db.update(merchants).set(changes).where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}

export async function updatePhone(deps: Deps, actor: Actor, phone: string): Promise<MerchantProfile> {
  await deps.db.update(merchants).set({ phone, updatedAt: new Date() }).where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}

/** Remembers the company the merchant last worked in; only one they belong to. */
export async function setLastCompany(deps: Deps, actor: Actor, companyId: string): Promise<MerchantProfile> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(companyId);
  const [membership] = isUuid
    ? await deps.db
        .select({ companyId: companyMemberships.companyId })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.merchantId, actor.merchantId), eq(companyMemberships.companyId, companyId)))
        .limit(1)
    : [];
  if (!membership) throw new AppError('NOT_FOUND', 'company_id: Company not found');
  await deps.db.update(merchants).set({ lastCompanyId: companyId, updatedAt: new Date() }).where(eq(merchants.id, actor.merchantId));
  return refreshedProfile(deps, actor.merchantId);
}
