import { and, eq } from 'drizzle-orm';
import type { MerchantProfile, UpdateMerchantRequest } from '@app/shared/auth';
import type { Db } from '../../db/client';
import { companyMemberships } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import { AppError } from '../../errors';
import type { Actor } from '../../plugins/auth';
import { findMerchantById, listMemberships, toProfile } from './merchants.repository';

export async function getProfile(db: Db, merchantId: string): Promise<MerchantProfile> {
  const [merchant, memberships] = await Promise.all([findMerchantById(db, merchantId), listMemberships(db, merchantId)]);
  if (!merchant) throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please log in again.');
  return toProfile(merchant, memberships);
}

export async function updateProfile(db: Db, actor: Actor, input: UpdateMerchantRequest): Promise<MerchantProfile> {
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
  await db.update(merchants).set(changes).where(eq(merchants.id, actor.merchantId));
  return getProfile(db, actor.merchantId);
}

export async function updatePhone(db: Db, actor: Actor, phone: string): Promise<MerchantProfile> {
  await db.update(merchants).set({ phone, updatedAt: new Date() }).where(eq(merchants.id, actor.merchantId));
  return getProfile(db, actor.merchantId);
}

/** Remembers the company the merchant last worked in; only one they belong to. */
export async function setLastCompany(db: Db, actor: Actor, companyId: string): Promise<MerchantProfile> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(companyId);
  const [membership] = isUuid
    ? await db
        .select({ companyId: companyMemberships.companyId })
        .from(companyMemberships)
        .where(and(eq(companyMemberships.merchantId, actor.merchantId), eq(companyMemberships.companyId, companyId)))
        .limit(1)
    : [];
  if (!membership) throw new AppError('NOT_FOUND', 'company_id: Company not found');
  await db.update(merchants).set({ lastCompanyId: companyId, updatedAt: new Date() }).where(eq(merchants.id, actor.merchantId));
  return getProfile(db, actor.merchantId);
}
