import { eq, sql } from 'drizzle-orm';
import type { MerchantProfile } from '@app/shared/auth';
import type { Db, Tx } from '../../db/client';
import { merchants } from '../../db/schema/merchants';
import { listAccessibleCompanies } from '../companies/access';

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
