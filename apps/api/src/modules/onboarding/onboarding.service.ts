import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Checklist } from '@app/shared/companies';
import { companies, companyMemberships, invitations } from '../../db/schema/companies';
import { merchants } from '../../db/schema/merchants';
import { contractTemplates } from '../../db/schema/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { reachableCompanies } from '../companies/access';
import { hasBillingMode } from '../payments/fundings.service';

/**
 * Every flag is read off real data (docs/permissions.md, "Onboarding checklist"); nothing is stored.
 * billing_mode_added: a company the merchant reaches has a billing mode (payments).
 * contract_created: a contract template exists in a company the merchant reaches.
 */
export async function checklist(deps: Deps, actor: Actor): Promise<Checklist> {
  const reachable = (await reachableCompanies(deps, actor.merchantId)).filter((c) => !c.is_sme);
  const ids = reachable.map((c) => c.id);
  const agencyIds = reachable.filter((c) => c.company_role === 'AGENCY').map((c) => c.id);
  const none = Promise.resolve([] as Array<{ id: string }>);
  // Six independent reads at once (one round trip, not six): the checklist shows on every dashboard load.
  const [[merchant], clients, invited, teammates, templates, billing] = await Promise.all([
    deps.db.select({ verified: merchants.emailVerified }).from(merchants).where(eq(merchants.id, actor.merchantId)),
    agencyIds.length
      ? deps.db
          .select({ id: companies.id })
          .from(companies)
          .where(and(inArray(companies.parentId, agencyIds), eq(companies.companyRole, 'ACCOUNT')))
          .limit(1)
      : none,
    ids.length
      ? deps.db.select({ id: invitations.id }).from(invitations).where(inArray(invitations.companyId, ids)).limit(1)
      : none,
    ids.length
      ? deps.db
          .select({ id: companyMemberships.merchantId })
          .from(companyMemberships)
          .where(and(inArray(companyMemberships.companyId, ids), ne(companyMemberships.merchantId, actor.merchantId)))
          .limit(1)
      : none,
    ids.length
      ? deps.db
          .select({ id: contractTemplates.id })
          .from(contractTemplates)
          .where(inArray(contractTemplates.companyId, ids))
          .limit(1)
      : none,
    hasBillingMode(deps.db, ids),
  ]);

  return {
    company_created: reachable.some((c) => c.company_role === 'ACCOUNT' || c.company_role === 'AGENCY'),
    brand_created: reachable.some((c) => c.company_role === 'BRAND'),
    // a cluster: an agency that holds at least one client company
    cluster_created: clients.length > 0,
    teammate_invited: invited.length > 0 || teammates.length > 0,
    billing_mode_added: billing,
    contract_created: templates.length > 0,
    email_verified: merchant?.verified ?? false,
  };
}
