/**
 * The brands whose briefs a company page shows: the company itself when it is a brand, and the
 * brands below it (its own children, and deeper ones from the companies list: an agency's
 * client companies have brands too). Briefs belong to brands only (the API refuses others).
 */
import type { CompanyDetail, CompanySummary } from '@app/shared/companies';
import { can, type TeamRole } from '@app/shared/permissions';

export interface BrandOption {
  id: string;
  name: string;
  /** The caller's role on the brand when known (from the companies list); null when not listed. */
  role: TeamRole | null;
}

type CompanyForBrands = Pick<CompanyDetail, 'id' | 'name' | 'company_role' | 'role' | 'children'>;

export function brandsOf(company: CompanyForBrands, companies: readonly CompanySummary[] | undefined): BrandOption[] {
  const roleOf = (id: string) => companies?.find((c) => c.id === id)?.role ?? null;
  const found = new Map<string, BrandOption>();
  if (company.company_role === 'BRAND')
    found.set(company.id, { id: company.id, name: company.name, role: company.role });
  for (const child of company.children) {
    if (child.company_role === 'BRAND') found.set(child.id, { id: child.id, name: child.name, role: roleOf(child.id) });
  }
  // Brands further down (company > client > brand), reachable through the companies list.
  if (companies) {
    const below = new Set([company.id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of companies) {
        if (c.parent_id && below.has(c.parent_id) && !below.has(c.id)) {
          below.add(c.id);
          grew = true;
        }
      }
    }
    for (const c of companies) {
      if (c.id !== company.id && below.has(c.id) && c.company_role === 'BRAND' && !found.has(c.id))
        found.set(c.id, { id: c.id, name: c.name, role: c.role });
    }
  }
  const [self, ...rest] = [...found.values()].sort((a, b) =>
    a.id === company.id
      ? -1
      : b.id === company.id
        ? 1
        : a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
  return self ? [self, ...rest] : [];
}

/** The brand asked for (URL) when it is one of `brands`, else the first; null when there is none. */
export function pickBrand(brands: readonly BrandOption[], requested: string | null | undefined): BrandOption | null {
  return brands.find((b) => b.id === requested) ?? brands[0] ?? null;
}

/**
 * Whether the caller may write briefs for the brand: the brand's own role when the companies list
 * has it (a role there is at least the company's), else the company page's permissions. The UI
 * mirrors the API's check; the API decides.
 */
export function canWriteBriefs(
  brand: BrandOption | null,
  company: Pick<CompanyDetail, 'permissions' | 'role'>,
): boolean {
  if (brand?.role) return can(brand.role, 'brief.write');
  return company.permissions ? company.permissions.includes('brief.write') : can(company.role, 'brief.write');
}
