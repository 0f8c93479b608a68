import { isApiError } from './api-client';

/** The API refuses every company call of a disabled account with a 403 that says so. */
export function isAccountDisabledError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && /disabled/i.test(error.message);
}

export const DISABLED_PATH = '/disabled';
