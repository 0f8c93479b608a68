/** Redirect rules of spec section 4, pure so web and tests share them. */
import type { CompanyMembership, MerchantProfile } from './auth';

type ProfileLike = Pick<MerchantProfile, 'companies' | 'last_company_id'>;

export const SME_PREFIX = '/sme';

/**
 * The shape of a merchant profile (auth.ts's merchantProfileSchema) as the web stores it beside a session: a stored
 * profile of another version (an older release's) is loaded again instead of trusted, so the first page needs no
 * schema check (docs/decisions/030-web-speed.md). Bump it with any change to that schema: the shared session test
 * pins the schema it stands for.
 */
export const MERCHANT_PROFILE_VERSION = 1;

export function isSmePath(path: string): boolean {
  return path === SME_PREFIX || path.startsWith(`${SME_PREFIX}/`) || path.startsWith(`${SME_PREFIX}?`);
}

/**
 * A `redirect` query value is followed only when it is a same-site path:
 * starts with one slash, is not protocol-relative (`//host`) or a backslash trick.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://same.site');
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can collapse into a protocol-relative path ("/.//evil.com" -> "//evil.com").
    if (url.origin !== 'http://same.site' || path.startsWith('//') || path.startsWith('/\\')) return null;
    return path;
  } catch {
    return null;
  }
}

export function smeCompany(profile: ProfileLike): CompanyMembership | undefined {
  return profile.companies.find((c) => c.company_role === 'ACCOUNT' && c.is_sme);
}

/** Where an authenticated SME user belongs: their dashboard, or brand creation when they have no SME company yet. */
export function smeHomePath(profile: ProfileLike): string {
  const company = smeCompany(profile);
  return company ? `/sme/${company.id}/dashboard` : '/sme/auth/create-brand';
}

/** A brand user on an SME path: the first BRAND company's dashboard, or /companies. */
export function brandOnSmePath(profile: ProfileLike): string {
  const brand = profile.companies.find((c) => c.company_role === 'BRAND');
  return brand ? `/companies/${brand.id}/dashboard` : '/companies';
}

/**
 * "Their company dashboard": the last company used, else the first brand, else the first company; onboarding when none.
 */
export function brandHomePath(profile: ProfileLike): string {
  const companies = profile.companies.filter((c) => !c.is_sme);
  if (companies.length === 0) return '/onboarding';
  const last = companies.find((c) => c.id === profile.last_company_id);
  const target = last ?? companies.find((c) => c.company_role === 'BRAND') ?? companies[0];
  return `/companies/${target.id}/dashboard`;
}

export function ownsCompany(profile: ProfileLike, companyId: string): boolean {
  return profile.companies.some((c) => c.id === companyId);
}

export function loginPathFor(path: string): string {
  const redirect = encodeURIComponent(path);
  return isSmePath(path) ? `/sme/auth/signin?redirect=${redirect}` : `/auth/login?redirect=${redirect}`;
}
