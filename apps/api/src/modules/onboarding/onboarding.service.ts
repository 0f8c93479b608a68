import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Checklist } from '@app/shared/companies';
import { companies, companyMemberships, invitations } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import { contractTemplates } from '../../db/schema/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { reachableCompanies } from '../companies/access';
import { billingModeQuery } from '../payments/fundings.service';

/**
 * Every flag is read off real data (docs/permissions.md, "Onboarding checklist"); nothing is stored.
 * billing_mode_added: a company the merchant reaches has a billing mode (payments).
 * contract_created: a contract template exists in a company the merchant reaches.
 */
export async function checklist(deps: Deps, actor: Actor): Promise<Checklist> {
  const reachable = (await reachableCompanies(deps, actor.merchantId)).filter((c) => !c.is_sme);
  const ids = reachable.map((c) => c.id);
  const agencyIds = reachable.filter((c) => c.company_role === 'AGENCY').map((c) => c.id);
  const { db } = deps;
  // One statement for every flag (the checklist shows on every dashboard load): six round trips were a sixth of
  // the load benchmark's statements (issue 22).
  const [flags] = await db
    .select({
      verified: merchants.emailVerified,
      // a cluster: an agency that holds at least one client company
      clients: existsIf(
        agencyIds.length > 0 &&
          db
            .select({ id: companies.id })
            .from(companies)
            .where(and(inArray(companies.parentId, agencyIds), eq(companies.companyRole, 'ACCOUNT')))
            .limit(1),
      ),
      invited: existsIf(
        ids.length > 0 &&
          db.select({ id: invitations.id }).from(invitations).where(inArray(invitations.companyId, ids)).limit(1),
      ),
      teammates: existsIf(
        ids.length > 0 &&
          db
            .select({ id: companyMemberships.merchantId })
            .from(companyMemberships)
            .where(and(inArray(companyMemberships.companyId, ids), ne(companyMemberships.merchantId, actor.merchantId)))
            .limit(1),
      ),
      templates: existsIf(
        ids.length > 0 &&
          db
            .select({ id: contractTemplates.id })
            .from(contractTemplates)
            .where(inArray(contractTemplates.companyId, ids))
            .limit(1),
      ),
      billing: existsIf(ids.length > 0 && billingModeQuery(db, ids)),
    })
    .from(merchants)
    .where(eq(merchants.id, actor.merchantId));

  return {
    company_created: reachable.some((c) => c.company_role === 'ACCOUNT' || c.company_role === 'AGENCY'),
    brand_created: reachable.some((c) => c.company_role === 'BRAND'),
    cluster_created: flags?.clients ?? false,
    teammate_invited: Boolean(flags?.invited || flags?.teammates),
    billing_mode_added: flags?.billing ?? false,
    contract_created: flags?.templates ?? false,
    email_verified: flags?.verified ?? false,
  };
}

/** `exists (query)` as a column, or false without asking when there is nothing to look in. */
function existsIf(query: SQLWrapper | false): SQL<boolean> {
  return query ? sql<boolean>`exists (${query})` : sql<boolean>`false`;
}
