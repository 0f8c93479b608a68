import { describe, expect, it } from 'vitest';
import { isAccountDisabledError } from './account-disabled';
import { ApiError } from './api-client';

describe('isAccountDisabledError', () => {
  it('recognises the 403 of a disabled account only', () => {
    expect(isAccountDisabledError(new ApiError(403, 'Your account is disabled. Contact support.'))).toBe(true);
    expect(isAccountDisabledError(new ApiError(403, 'Your role (Brand manager) cannot do this; it needs Admin or above'))).toBe(false);
    expect(isAccountDisabledError(new ApiError(404, 'company_id: Company not found'))).toBe(false);
    expect(isAccountDisabledError(new Error('disabled'))).toBe(false);
  });
});
