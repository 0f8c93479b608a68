import { isApiError } from './api-client';
import { paths } from './paths';

/**
 * The field a FORBIDDEN reply names when the account itself is disabled (the profile's own flag),
 * as opposed to a role that may not do something.
 */
export const ACCOUNT_DISABLED_FIELD = 'account_disabled';

/** The API refuses every company call of a disabled account: FORBIDDEN about `account_disabled`. */
export function isAccountDisabledError(error: unknown): boolean {
  return isApiError(error) && error.code === 'FORBIDDEN' && error.field === ACCOUNT_DISABLED_FIELD;
}

/**
 * Any FORBIDDEN reply may mean the account was disabled since its profile was loaded: the profile
 * is then loaded again, and the guards (which read `account_disabled`) take it from there.
 */
export function isForbiddenError(error: unknown): boolean {
  return isApiError(error) && error.code === 'FORBIDDEN';
}

export const DISABLED_PATH = paths.disabled();
