import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from './api-client';
import { formLevelMessage, serverFieldErrors } from './form-errors';

const validation = new ApiError(400, 'email: Enter a valid e-mail address; token: The link expired; email: Too long', {
  code: 'VALIDATION',
  field: 'email',
  issues: [
    { field: 'email', message: 'Enter a valid e-mail address' },
    { field: 'token', message: 'The link expired' },
    { field: 'email', message: 'Too long' },
  ],
});

describe('server field errors', () => {
  it('puts each issue on the form field it names (first message per field), the rest on the alert', () => {
    expect(serverFieldErrors(validation, ['email', 'password'])).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address' },
    ]);
    expect(formLevelMessage(validation, ['email', 'password'])).toBe('The link expired');
    expect(formLevelMessage(validation, ['email', 'token'])).toBe('');
  });

  it('uses the single field of a reply without issues, its message without exactly that field prefix', () => {
    const conflict = new ApiError(409, 'email: An account with this e-mail already exists', {
      code: 'CONFLICT',
      field: 'email',
    });
    expect(serverFieldErrors(conflict, ['email'])).toEqual([
      { field: 'email', message: 'An account with this e-mail already exists' },
    ]);
    expect(formLevelMessage(conflict, ['email'])).toBe('');
    // Not a field of this form: the whole message, for people, goes to the alert.
    expect(serverFieldErrors(conflict, ['password'])).toEqual([]);
    expect(formLevelMessage(conflict, ['password'])).toBe('An account with this e-mail already exists');
  });

  it('decides on field, never on text shaped like "field: message"', () => {
    const noField = new ApiError(400, 'email: looks like a field', { code: 'VALIDATION' });
    expect(serverFieldErrors(noField, ['email'])).toEqual([]);
    expect(formLevelMessage(noField, ['email'])).toBe('email: looks like a field');
  });

  it('maps API field names the form calls differently', () => {
    const phone = new ApiError(400, 'phone_number: Enter a valid phone number', {
      code: 'VALIDATION',
      field: 'phone_number',
      issues: [{ field: 'phone_number', message: 'Enter a valid phone number' }],
    });
    expect(serverFieldErrors(phone, ['phone'])).toEqual([]);
    expect(serverFieldErrors(phone, ['phone'], { aliases: { phone_number: 'phone' } })).toEqual([
      { field: 'phone', message: 'Enter a valid phone number' },
    ]);
    expect(formLevelMessage(phone, ['phone'], { aliases: { phone_number: 'phone' } })).toBe('');
  });

  it('leaves rate limits, server errors, network failures and other values to the alert', () => {
    const rateLimited = new ApiError(429, 'email: slow down', {
      code: 'RATE_LIMITED',
      field: 'email',
      retryAfterSeconds: 30,
    });
    expect(serverFieldErrors(rateLimited, ['email'])).toEqual([]);
    expect(formLevelMessage(rateLimited, ['email'])).toBe('Too many attempts. Try again in 30 seconds.');
    expect(serverFieldErrors(new ApiError(500, 'email: boom', { field: 'email' }), ['email'])).toEqual([]);
    expect(serverFieldErrors(new ApiError(0, 'offline', { code: null }), ['email'])).toEqual([]);
    expect(serverFieldErrors(new Error('email: x'), ['email'])).toEqual([]);
    expect(formLevelMessage(new Error('plain'), ['email'])).toBe('plain');
    expect(formLevelMessage(null, ['email'])).toBe('');
  });

  it('shows people the text without field names', () => {
    expect(describeError(new ApiError(400, 'otp: The code is not correct', { field: 'otp' }))).toBe(
      'The code is not correct',
    );
    expect(describeError(new ApiError(401, 'Invalid e-mail or password', { code: 'UNAUTHENTICATED' }))).toBe(
      'Invalid e-mail or password',
    );
  });
});
