import { and, eq, sql } from 'drizzle-orm';
import { generateCatalogue } from './creators';
import type { Db } from '../client';
import { companies, companyMemberships } from '../schema/companies';
import { merchants } from '../schema/merchants';
import { hashPassword } from '../../infra/passwords';
import { findMerchantByEmail } from '../../modules/merchants/merchants.service';
import { TERMS_VERSION } from '@app/shared/validation';
import type { Storage } from '../../infra/storage';
import { seedDemoDocuments } from './demo-documents';

/** Demo logins: printed at start, listed in the README. Every demo row carries is_demo = true. */
export const DEMO_ACCOUNTS = {
  brand: { email: 'brand@demo.creatorhub.africa', password: 'Demo!Brand2026', first: 'Amina', last: 'Otieno' },
  sme: { email: 'sme@demo.creatorhub.africa', password: 'Demo!Sme2026', first: 'Kamau', last: 'Njoroge' },
} as const;

/** Creator-portal logins (the creator side), made once the demo catalogue exists (demo-creator-side.ts). */
export const DEMO_CREATORS = [
  { email: 'creator@demo.creatorhub.africa', password: 'Demo!Creator2026', first: 'Wanjiku', last: 'Kariuki' },
  { email: 'creator2@demo.creatorhub.africa', password: 'Demo!Creator2026', first: 'Brian', last: 'Ochieng' },
] as const;

async function upsertMerchant(
  db: Db,
  account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
  extra: { businessName: string; signedUpAsSme: boolean },
  cost: number,
) {
  const existing = await findMerchantByEmail(db, account.email);
  if (existing) return existing.id;
  const [row] = await db
    .insert(merchants)
    .values({
      email: account.email,
      passwordHash: await hashPassword(account.password, cost),
      firstName: account.first,
      lastName: account.last,
      businessName: extra.businessName,
      phone: '+254 712 345678',
      emailVerified: true,
      acceptedTermsVersion: TERMS_VERSION,
      signedUpAsSme: extra.signedUpAsSme,
      isDemo: true,
    })
    .returning({ id: merchants.id });
  return row.id;
}

async function upsertCompany(
  db: Db,
  merchantId: string,
  company: { name: string; role: 'ACCOUNT' | 'BRAND'; isSme: boolean; parentId: string | null },
) {
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, company.name), eq(companies.isDemo, true)))
    .limit(1);
  const id =
    existing?.id ??
    (
      await db
        .insert(companies)
        .values({
          name: company.name,
          companyRole: company.role,
          isSme: company.isSme,
          parentId: company.parentId,
          isDemo: true,
          createdBy: merchantId,
        })
        .returning({ id: companies.id })
    )[0].id;
  await db
    .insert(companyMemberships)
    .values({ merchantId, companyId: id, merchantRole: 'OWNER', clusterRole: 'OWNER' })
    .onConflictDoNothing();
  return id;
}

/** Idempotent: running it again changes nothing. */
export async function seedDemo(db: Db, passwordHashCost: number, storage: Storage): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const brandMerchant = await upsertMerchant(
      t,
      DEMO_ACCOUNTS.brand,
      { businessName: 'Savannah Foods - Demo', signedUpAsSme: false },
      passwordHashCost,
    );
    const account = await upsertCompany(t, brandMerchant, {
      name: 'Savannah Foods - Demo',
      role: 'ACCOUNT',
      isSme: false,
      parentId: null,
    });
    const brand = await upsertCompany(t, brandMerchant, {
      name: 'Savannah Juice - Demo',
      role: 'BRAND',
      isSme: false,
      parentId: account,
    });
    await t.update(merchants).set({ lastCompanyId: brand }).where(eq(merchants.id, brandMerchant));
    await seedDemoDocuments(t, storage, { brandId: brand, merchantId: brandMerchant });

    const smeMerchant = await upsertMerchant(
      t,
      DEMO_ACCOUNTS.sme,
      { businessName: 'Mama Njeri Bakery - Demo', signedUpAsSme: true },
      passwordHashCost,
    );
    const sme = await upsertCompany(t, smeMerchant, {
      name: 'Mama Njeri Bakery - Demo',
      role: 'ACCOUNT',
      isSme: true,
      parentId: null,
    });
    await t.update(merchants).set({ lastCompanyId: sme }).where(eq(merchants.id, smeMerchant));
  });
}

export function demoLoginsText(publicUrl: string): string {
  return [
    'Demo data (companies named "- Demo", generated creators) is loaded. Log in at ' + publicUrl,
    `  Brand merchant: ${DEMO_ACCOUNTS.brand.email} / ${DEMO_ACCOUNTS.brand.password}   (${publicUrl}/auth/login)`,
    `  SME merchant:   ${DEMO_ACCOUNTS.sme.email} / ${DEMO_ACCOUNTS.sme.password}   (${publicUrl}/sme/auth/signin)`,
    ...DEMO_CREATORS.map(
      (c, i) => `  Creator ${i + 1}:      ${c.email} / ${c.password}   (${publicUrl}/creator/login)`,
    ),
  ].join('\n');
}

/** The catalogue a fresh install starts with. */
export const DEMO_CATALOGUE_SIZE = 2_000;

/** Generates the demo creator catalogue when there are no creators yet. */
export async function ensureDemoCatalogue(db: Db): Promise<void> {
  const [{ count }] = (await db.execute<{ count: number }>(sql`select count(*)::int as count from creators`)).rows;
  if (Number(count) === 0) await generateCatalogue(db, { count: DEMO_CATALOGUE_SIZE });
}
