import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from './api-client';
import { parseFieldMessages, plainMessage } from './field-messages';
import { remainingMessage, serverFieldErrors } from './form-errors';

describe('field messages of the API', () => {
  it('splits "field: message" parts joined with "; "', () => {
    expect(parseFieldMessages('email: Enter a valid e-mail address; phone: Enter a valid phone number')).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address' },
      { field: 'phone', message: 'Enter a valid phone number' },
    ]);
    expect(parseFieldMessages('Invalid e-mail or password')).toEqual([{ field: null, message: 'Invalid e-mail or password' }]);
  });

  it('shows people the text without field names', () => {
    expect(plainMessage('otp: The code is not correct')).toBe('The code is not correct');
    expect(describeError(new ApiError(400, 'business_name: Your business is already set up'))).toBe('Your business is already set up');
    expect(describeError(new ApiError(401, 'Invalid e-mail or password'))).toBe('Invalid e-mail or password');
  });

  it('puts 4xx field errors on the form fields and keeps the rest for the alert', () => {
    const error = new ApiError(400, 'email: An account with this e-mail already exists; token: The link expired');
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual([{ field: 'email', message: 'An account with this e-mail already exists' }]);
    expect(remainingMessage(error, ['email', 'password'])).toBe('The link expired');
    expect(remainingMessage(error, ['email', 'token'])).toBe('');
  });

  it('leaves rate limits, server errors and other values to the alert', () => {
    expect(serverFieldErrors(new ApiError(429, 'email: slow down'), ['email'])).toEqual([]);
    expect(serverFieldErrors(new ApiError(500, 'email: boom'), ['email'])).toEqual([]);
    expect(serverFieldErrors(new Error('email: x'), ['email'])).toEqual([]);
  });
});
