import { eq } from 'drizzle-orm';
import type { CompanyDetail, CompanySummary } from '@app/shared/companies';
import { createCompanyRequestSchema, updateCompanyRequestSchema } from '@app/shared/companies';
import { allowedActions, type Action } from '@app/shared/permissions';
import type { z } from 'zod';
import { companies, companyMemberships } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import type { Actor } from '../../actor';
import { audienceOf, authorize, companyNotFound, reachableCompanies, refuseDisabled } from './access';

type CompanyRow = typeof companies.$inferSelect;

/** Profiles list companies, so everyone who reaches a changed company gets a fresh one. */
export async function invalidateAudience(deps: Deps, companyId: string): Promise<void> {
  for (const merchantId of await audienceOf(deps.db, companyId)) await deps.cache.invalidateMerchant(merchantId);
}

export async function findCompany(deps: Deps, companyId: string): Promise<CompanyRow> {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw companyNotFound();
  return row;
}

export async function listCompanies(deps: Deps, actor: Actor): Promise<CompanySummary[]> {
  refuseDisabled(actor);
  const list = await reachableCompanies(deps, actor.merchantId);
  return list
    .filter((c) => !c.is_sme)
    .map(({ id, name, company_role, parent_id, is_sme, logo, role, inherited }) => ({
      id,
      name,
      company_role,
      parent_id,
      is_sme,
      logo,
      role,
      inherited,
    }));
}

export async function getCompany(deps: Deps, actor: Actor, input: { company_id: string }): Promise<CompanyDetail> {
  const companyId = input.company_id;
  const role = await authorize(deps, actor, companyId, 'company.view');
  const company = await findCompany(deps, companyId);
  const [parent] = company.parentId
    ? await deps.db
        .select({ id: companies.id, name: companies.name, company_role: companies.companyRole })
        .from(companies)
        .where(eq(companies.id, company.parentId))
    : [];
  const children = await deps.db
    .select({ id: companies.id, name: companies.name, company_role: companies.companyRole, logo: companies.logoUrl })
    .from(companies)
    .where(eq(companies.parentId, companyId))
    .orderBy(companies.name);
  const source = (await reachableCompanies(deps, actor.merchantId)).find((c) => c.id === companyId);
  const [sourceCompany] =
    source && source.inherited
      ? await deps.db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, source.source_id))
      : [];
  return {
    id: company.id,
    name: company.name,
    company_role: company.companyRole,
    parent_id: company.parentId,
    is_sme: company.isSme,
    logo: company.logoUrl,
    role,
    inherited: Boolean(source?.inherited),
    website: company.website,
    industry: company.industry,
    country: company.country,
    description: company.description,
    created_at: company.createdAt.toISOString(),
    parent: parent ?? null,
    role_source: sourceCompany ?? null,
    children,
    permissions: allowedActions(role),
  };
}

/** Which parent each kind of company may sit under, and what the caller needs there. */
const PARENT_RULES: Record<CompanyRow['companyRole'], { parents: CompanyRow['companyRole'][]; action: Action | null }> =
  {
    AGENCY: { parents: [], action: null },
    ACCOUNT: { parents: ['AGENCY'], action: 'client.create' },
    BRAND: { parents: ['ACCOUNT', 'AGENCY'], action: 'brand.create' },
  };

export async function createCompany(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createCompanyRequestSchema>,
): Promise<CompanyDetail> {
  refuseDisabled(actor);
  if (!actor.emailVerified) throw fieldError('email', 'Verify your e-mail before creating a company', 'FORBIDDEN');
  const rule = PARENT_RULES[input.company_role];
  if (input.parent_id) {
    if (!rule.action) throw fieldError('parent_id', 'An agency cannot sit under another company');
    await authorize(deps, actor, input.parent_id, rule.action);
    const parent = await findCompany(deps, input.parent_id);
    if (!rule.parents.includes(parent.companyRole)) {
      throw fieldError(
        'parent_id',
        `A ${input.company_role.toLowerCase()} cannot sit under a ${parent.companyRole.toLowerCase()}`,
      );
    }
    if (parent.isSme) throw fieldError('parent_id', 'SME businesses have no sub-companies');
  }
  const id = await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name,
        companyRole: input.company_role,
        parentId: input.parent_id ?? null,
        website: input.website,
        industry: input.industry,
        country: input.country,
        description: input.description,
        createdBy: actor.merchantId,
      })
      .returning({ id: companies.id });
    // A top-level company belongs to its creator; a child is reached through its parent.
    if (!input.parent_id) {
      await tx
        .insert(companyMemberships)
        .values({ merchantId: actor.merchantId, companyId: company.id, merchantRole: 'OWNER', clusterRole: 'OWNER' });
    }
    await tx
      .update(merchants)
      .set({ lastCompanyId: company.id, updatedAt: new Date() })
      .where(eq(merchants.id, actor.merchantId));
    return company.id;
  });
  await deps.cache.invalidateMerchant(actor.merchantId);
  await invalidateAudience(deps, id);
  return getCompany(deps, actor, { company_id: id });
}

export async function updateCompany(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof updateCompanyRequestSchema> & { company_id: string },
): Promise<CompanyDetail> {
  const companyId = input.company_id;
  await authorize(deps, actor, companyId, 'company.edit');
  await deps.db
    .update(companies)
    .set({
      name: input.name,
      website: input.website,
      industry: input.industry,
      country: input.country,
      description: input.description,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
  await invalidateAudience(deps, companyId);
  return getCompany(deps, actor, { company_id: companyId });
}
