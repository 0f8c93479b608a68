/** Rules of spec section 5 and constants of section 9, shared by API and web. */
import { z } from 'zod';

export const MIN_AGE = 18;
export const MIN_PASSWORD_LENGTH = 8;
export const TERMS_VERSION = 'V1_MERCHANT_US_EN';
export const PRIVACY_VERSION = 'V1_MERCHANT_PRIVACY_US_EN';

/** text, @, text, dot, text, no spaces */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** letters (accented too), digits, hyphen, underscore, dot, apostrophe and spaces */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9\-_.' ]+$/u;
export const PASSWORD_SYMBOLS = '!@#&$%';
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]{6,18}$/;

/** The password rules, each with the label shown live under the sign-up field. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    test: (p: string) => p.length >= MIN_PASSWORD_LENGTH,
  },
  { id: 'number', label: 'At least one number', test: (p: string) => /[0-9]/.test(p) },
  { id: 'uppercase', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'symbol', label: `One symbol from ${PASSWORD_SYMBOLS}`, test: (p: string) => /[!@#&$%]/.test(p) },
] as const;

export function passwordRuleResults(password: string) {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, passed: rule.test(password) }));
}

export function isValidPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** Whole years between a date of birth and `today` (both ISO dates or Dates). */
export function ageOn(dateOfBirth: Date, today: Date = new Date()): number {
  let age = today.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dateOfBirth.getUTCMonth() ||
    (today.getUTCMonth() === dateOfBirth.getUTCMonth() && today.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function isAdult(dateOfBirth: Date, today: Date = new Date()): boolean {
  return ageOn(dateOfBirth, today) >= MIN_AGE;
}

// ---- zod building blocks: the same schema validates the form and the API body ----

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .regex(EMAIL_PATTERN, 'Enter a valid e-mail address');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .max(128, 'Password is too long')
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: `Password needs: ${rule.label.toLowerCase()}` });
    }
  });

/** A trimmed name (first, last, company, business) that follows the name pattern. */
export function nameSchema(label: string, max = 80) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NAME_PATTERN, `${label} may only contain letters, digits, spaces and - _ . '`);
}

export const phoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(PHONE_PATTERN, 'Enter a valid phone number, e.g. +254 712 345678');

/** YYYY-MM-DD, a real date, at least MIN_AGE years ago. */
export const dateOfBirthSchema = z.iso
  .date({ error: 'Date of birth must be a date (YYYY-MM-DD)' })
  .refine((value) => isAdult(new Date(`${value}T00:00:00Z`)), `You must be at least ${MIN_AGE} years old`);

export const otpSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^[0-9]{6}$/, 'The code has 6 digits');

// ---- whole numbers with bounds: nothing fractional or out of range reaches an integer column ----

/** The largest value of a PostgreSQL integer (int4) column, 2^31-1. */
export const INT32_MAX = 2_147_483_647;

export interface IntBounds {
  min?: number;
  max?: number;
}

/**
 * A whole number in a JSON body, from `min` (default 1) to `max` (default 2^31-1): ids of integer
 * columns, page numbers and sizes. Fractions (1.5), out-of-range values (2^31, -1, 1e20) and
 * non-numbers answer 400 naming the field; 1e3 is the same JSON number as 1000 and is accepted as such.
 */
export function boundedInt(label: string, { min = 1, max = INT32_MAX }: IntBounds = {}) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** The same bounds for a path or query parameter, which arrives as text ("42"). */
export function boundedIntParam(label: string, bounds: IntBounds = {}) {
  const { min = 1, max = INT32_MAX } = bounds;
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** An id of an integer (serial / identity) column in a JSON body: 1 to 2^31-1. */
export const int32Id = (label = 'id') => boundedInt(label);
/** An id of an integer column in a path or query parameter: 1 to 2^31-1. */
export const int32IdParam = (label = 'id') => boundedIntParam(label);
