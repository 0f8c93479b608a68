/**
 * The brand and SME authentication areas (spec sections 2 and 4): their screens, and which session
 * a login becomes and where it lands. One login, sign-up and e-mail code screen serves both.
 */
import type { LoginResponse } from '@app/shared/auth';
import { brandHomePath, isSmePath, smeHomePath } from '@app/shared/session';
import { paths } from '../../../lib/paths';
import type { SessionKind } from '../../../lib/session';

export interface AuthAreaPaths {
  login: string;
  signup: string;
  verifyEmail: string;
}

export const AUTH_AREA_PATHS: Record<SessionKind, AuthAreaPaths> = {
  brand: { login: paths.auth.login(), signup: paths.auth.signup(), verifyEmail: paths.auth.verifyEmail() },
  sme: { login: paths.sme.signin(), signup: paths.sme.signup(), verifyEmail: paths.sme.verifyEmail() },
};

export interface LoginLanding {
  /** The session the login is stored as: the account's own kind, whichever screen it used. */
  kind: SessionKind;
  next: string;
}

/**
 * Where a verified login goes. Through the brand login: a brand account to the safe `redirect` or its
 * company dashboard; an SME account to its SME dashboard. Through the SME sign-in: an SME account to
 * a safe SME `redirect` or its dashboard (create-brand without a business); any other account to
 * /companies. `redirect` must already be a safe path (safeRedirectPath).
 */
export function loginLanding(
  area: SessionKind,
  reply: Pick<LoginResponse, 'merchant_profile' | 'is_sme'>,
  redirect: string | null,
): LoginLanding {
  const profile = reply.merchant_profile;
  if (area === 'sme') {
    if (!reply.is_sme) return { kind: 'brand', next: paths.companies() };
    return { kind: 'sme', next: redirect && isSmePath(redirect) ? redirect : smeHomePath(profile) };
  }
  if (reply.is_sme) return { kind: 'sme', next: smeHomePath(profile) };
  return { kind: 'brand', next: redirect ?? brandHomePath(profile) };
}
