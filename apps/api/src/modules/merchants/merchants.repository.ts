import { asc, eq, sql } from 'drizzle-orm';
import type { MerchantProfile } from '@app/shared/auth';
import type { Db, Tx } from '../../db/client';
import { companies, companyMemberships } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';

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

export function listMemberships(db: Db | Tx, merchantId: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      company_role: companies.companyRole,
      merchant_role: companyMemberships.merchantRole,
      cluster_role: companyMemberships.clusterRole,
      is_sme: companies.isSme,
      parent_id: companies.parentId,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.merchantId, merchantId))
    .orderBy(asc(companyMemberships.createdAt), asc(companies.name));
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
