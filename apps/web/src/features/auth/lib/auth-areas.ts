/**
 * The authentication areas: brand and SME (spec sections 2 and 4), and the creator portal (decision 016,
 * a session of its own). Their screens, and which merchant session a login becomes and where it lands.
 * One login, sign-up and e-mail code screen serves brand and SME; the login form, the sign-up fields,
 * the password rules, the card and the password reset serve all three.
 */
import type { LoginResponse } from '@app/shared/auth';
import { brandHomePath, isSmePath, smeHomePath } from '@app/shared/session';
import { paths } from '../../../lib/paths';
import type { SessionKind } from '../../../lib/session';

/** An authentication area: a merchant session kind, or the creator portal (lib/creator-session.ts). */
export type AuthArea = SessionKind | 'creator';

export interface AuthAreaPaths {
  login: string;
  signup: string;
  verifyEmail: string;
  /** Brand and SME accounts are merchant accounts: they share one password reset. */
  resetPassword: string;
}

export const AUTH_AREA_PATHS: Record<AuthArea, AuthAreaPaths> = {
  brand: {
    login: paths.auth.login(),
    signup: paths.auth.signup(),
    verifyEmail: paths.auth.verifyEmail(),
    resetPassword: paths.auth.resetPassword(),
  },
  sme: {
    login: paths.sme.signin(),
    signup: paths.sme.signup(),
    verifyEmail: paths.sme.verifyEmail(),
    resetPassword: paths.auth.resetPassword(),
  },
  creator: {
    login: paths.creator.login(),
    signup: paths.creator.signup(),
    verifyEmail: paths.creator.verify(),
    resetPassword: paths.creator.resetPassword(),
  },
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
