import { describe, expect, it } from 'vitest';
import { isAccountDisabledError, isForbiddenError } from './account-disabled';
import { ApiError } from './api-client';

describe('isAccountDisabledError', () => {
  it('recognises the FORBIDDEN reply about account_disabled only, whatever its text', () => {
    expect(
      isAccountDisabledError(new ApiError(403, 'Any wording', { code: 'FORBIDDEN', field: 'account_disabled' })),
    ).toBe(true);
    // The text alone decides nothing.
    expect(isAccountDisabledError(new ApiError(403, 'Your account is disabled. Contact support.'))).toBe(false);
    expect(
      isAccountDisabledError(
        new ApiError(403, 'Your role (Brand manager) cannot do this', { code: 'FORBIDDEN', field: 'role' }),
      ),
    ).toBe(false);
    expect(
      isAccountDisabledError(new ApiError(404, 'company_id: Company not found', { field: 'account_disabled' })),
    ).toBe(false);
    expect(isAccountDisabledError(new Error('disabled'))).toBe(false);
  });

  it('treats every FORBIDDEN reply as a reason to check the profile again', () => {
    expect(isForbiddenError(new ApiError(403, 'x'))).toBe(true);
    expect(isForbiddenError(new ApiError(404, 'x'))).toBe(false);
    expect(isForbiddenError(new Error('x'))).toBe(false);
  });
});
