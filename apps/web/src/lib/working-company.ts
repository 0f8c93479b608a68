import type { CompanySummary } from '@app/shared/companies';
import { can } from '@app/shared/permissions';

/**
 * The company whose groups the brand-wide creator pages (/influencers...) work with: the one asked
 * for (URL), else the last company the user opened, else the first; only companies the user may
 * manage groups in, SME businesses excluded.
 */
export function pickWorkingCompany(
  companies: readonly CompanySummary[],
  requested: string | null | undefined,
  last: string | null | undefined,
): string | null {
  const usable = groupCompanies(companies);
  for (const id of [requested, last]) if (id && usable.some((c) => c.id === id)) return id;
  return usable[0]?.id ?? null;
}

export function groupCompanies(companies: readonly CompanySummary[]): CompanySummary[] {
  return companies.filter((c) => !c.is_sme && can(c.role, 'group.manage'));
}
