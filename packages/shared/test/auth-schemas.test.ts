import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  completeSignupRequestSchema,
  emailVerificationRequestSchema,
  initiateRequestSchema,
  loginRequestSchema,
  newPasswordFormSchema,
  signupFormSchema,
  updateMerchantRequestSchema,
} from '../src/auth';
import { TERMS_VERSION } from '../src/validation';

const validInitiate = {
  first_name: 'Ann',
  last_name: 'Otieno',
  business_name: 'Ann Bakes',
  email: 'ann@example.com',
  password: 'Abcdef1!',
  phone: '+254 712 345678',
};

const validSignupForm = { ...validInitiate, confirm_password: 'Abcdef1!', accept_terms: true as const };

type Issue = { path: PropertyKey[]; message: string };
function issues(result: { success: boolean; error?: { issues: Issue[] } }): Issue[] {
  return result.success ? [] : (result.error?.issues ?? []);
}
const issueAt = (result: { success: boolean; error?: { issues: Issue[] } }, field: string) =>
  issues(result).filter((i) => i.path[0] === field);

describe('terms version', () => {
  it('TERMS_VERSION is V1_MERCHANT_US_EN', () => {
    expect(TERMS_VERSION).toBe('V1_MERCHANT_US_EN');
  });

  it('initiate accepts V1_MERCHANT_US_EN and an absent version', () => {
    expect(
      initiateRequestSchema.safeParse({ ...validInitiate, accepted_terms_version: 'V1_MERCHANT_US_EN' }).success,
    ).toBe(true);
    expect(initiateRequestSchema.safeParse(validInitiate).success).toBe(true);
  });

  it.each(['V2_MERCHANT_US_EN', 'v1_merchant_us_en', 'V1_MERCHANT_US_EN ', 'V1_MERCHANT_PRIVACY_US_EN', ''])(
    'initiate and update refuse accepted_terms_version %j',
    (version) => {
      const initiate = initiateRequestSchema.safeParse({ ...validInitiate, accepted_terms_version: version });
      expect(initiate.success).toBe(false);
      expect(issueAt(initiate, 'accepted_terms_version')).toHaveLength(1);
      const update = updateMerchantRequestSchema.safeParse({
        first_name: 'Ann',
        last_name: 'O',
        accepted_terms_version: version,
      });
      expect(update.success).toBe(false);
      expect(issueAt(update, 'accepted_terms_version')[0]?.message).toBe('Terms version must be V1_MERCHANT_US_EN');
    },
  );

  it('update accepts V1_MERCHANT_US_EN and null', () => {
    expect(
      updateMerchantRequestSchema.safeParse({ first_name: 'A', last_name: 'B', accepted_terms_version: TERMS_VERSION })
        .success,
    ).toBe(true);
    expect(
      updateMerchantRequestSchema.safeParse({ first_name: 'A', last_name: 'B', accepted_terms_version: null }).success,
    ).toBe(true);
  });

  it('property: any other string is refused as accepted_terms_version', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== 'V1_MERCHANT_US_EN'),
        (version) => {
          expect(initiateRequestSchema.safeParse({ ...validInitiate, accepted_terms_version: version }).success).toBe(
            false,
          );
          expect(
            updateMerchantRequestSchema.safeParse({ first_name: 'A', last_name: 'B', accepted_terms_version: version })
              .success,
          ).toBe(false);
        },
      ),
    );
  });
});

describe('names are trimmed by the request schemas', () => {
  it('initiate trims first, last and business names and keeps inner spaces', () => {
    const out = initiateRequestSchema.parse({
      ...validInitiate,
      first_name: '  Anne Marie ',
      last_name: '\tOtieno\n',
      business_name: '   Ann Bakes Ltd.  ',
    });
    expect(out.first_name).toBe('Anne Marie');
    expect(out.last_name).toBe('Otieno');
    expect(out.business_name).toBe('Ann Bakes Ltd.');
  });

  it('complete sign-up trims the business name', () => {
    expect(completeSignupRequestSchema.parse({ business_name: '  Ann Bakes  ' }).business_name).toBe('Ann Bakes');
  });

  it('merchant update trims first, last and business names', () => {
    const out = updateMerchantRequestSchema.parse({
      first_name: ' José ',
      last_name: " O'Brien  ",
      business_name: '  Zoë Co ',
    });
    expect(out).toMatchObject({ first_name: 'José', last_name: "O'Brien", business_name: 'Zoë Co' });
  });

  it('sign-up form trims names too', () => {
    const out = signupFormSchema.parse({
      ...validSignupForm,
      first_name: ' Ann ',
      last_name: ' Otieno ',
      business_name: ' Ann Bakes ',
    });
    expect([out.first_name, out.last_name, out.business_name]).toEqual(['Ann', 'Otieno', 'Ann Bakes']);
  });

  it('property: surrounding whitespace never reaches the parsed name', () => {
    const ws = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), maxLength: 5 });
    fc.assert(
      fc.property(ws, fc.constantFrom('Ann', 'Jean-Luc', "D'Arcy", 'Anne Marie'), ws, (before, name, after) => {
        const out = initiateRequestSchema.parse({
          ...validInitiate,
          first_name: `${before}${name}${after}`,
          last_name: `${after}${name}${before}`,
        });
        expect(out.first_name).toBe(name);
        expect(out.last_name).toBe(name);
      }),
    );
  });

  it('blank names are refused after trimming', () => {
    const result = initiateRequestSchema.safeParse({ ...validInitiate, first_name: '   ', business_name: ' \t ' });
    expect(issueAt(result, 'first_name').map((i) => i.message)).toContain('First name is required');
    expect(issueAt(result, 'business_name').map((i) => i.message)).toContain('Business name is required');
  });

  it('the name pattern is enforced on each name field', () => {
    for (const field of ['first_name', 'last_name', 'business_name'] as const) {
      const result = initiateRequestSchema.safeParse({ ...validInitiate, [field]: 'Bob<script>' });
      expect(result.success).toBe(false);
      expect(issueAt(result, field)).toHaveLength(1);
    }
  });

  it('initiate validates e-mail and password with the shared rules', () => {
    expect(
      issueAt(initiateRequestSchema.safeParse({ ...validInitiate, email: 'ann @example.com' }), 'email'),
    ).toHaveLength(1);
    expect(
      issueAt(initiateRequestSchema.safeParse({ ...validInitiate, password: 'abcdefg1!' }), 'password').map(
        (i) => i.message,
      ),
    ).toEqual(['Password needs: one uppercase letter']);
  });
});

describe('date of birth in the sign-up and update bodies', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exactly 18 passes, one day short fails', () => {
    expect(initiateRequestSchema.safeParse({ ...validInitiate, date_of_birth: '2006-06-15' }).success).toBe(true);
    const short = initiateRequestSchema.safeParse({ ...validInitiate, date_of_birth: '2006-06-16' });
    expect(issueAt(short, 'date_of_birth').map((i) => i.message)).toEqual(['You must be at least 18 years old']);
    expect(
      updateMerchantRequestSchema.safeParse({ first_name: 'A', last_name: 'B', date_of_birth: '2006-06-16' }).success,
    ).toBe(false);
    expect(
      updateMerchantRequestSchema.safeParse({ first_name: 'A', last_name: 'B', date_of_birth: '2006-06-15' }).success,
    ).toBe(true);
  });
});

describe('OTP verification body', () => {
  it('accepts 6 digits and refuses anything else', () => {
    expect(emailVerificationRequestSchema.safeParse({ otp: '123456' }).success).toBe(true);
    expect(emailVerificationRequestSchema.safeParse({ otp: '12345' }).success).toBe(false);
    expect(emailVerificationRequestSchema.safeParse({ otp: '1234567' }).success).toBe(false);
    expect(emailVerificationRequestSchema.safeParse({ otp: 'abcdef' }).success).toBe(false);
  });
});

describe('sign-up form: password confirmation', () => {
  it('a matching confirmation passes', () => {
    expect(signupFormSchema.safeParse(validSignupForm).success).toBe(true);
  });

  it('a mismatching confirmation fails on confirm_password with "Passwords do not match"', () => {
    const result = signupFormSchema.safeParse({ ...validSignupForm, confirm_password: 'Abcdef1?' });
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([
      expect.objectContaining({ path: ['confirm_password'], message: 'Passwords do not match' }),
    ]);
  });

  it('comparison is exact (case and whitespace matter)', () => {
    expect(signupFormSchema.safeParse({ ...validSignupForm, confirm_password: 'abcdef1!' }).success).toBe(false);
    expect(signupFormSchema.safeParse({ ...validSignupForm, confirm_password: 'Abcdef1! ' }).success).toBe(false);
  });

  it('the mismatch is reported even when another field is invalid', () => {
    const result = signupFormSchema.safeParse({ ...validSignupForm, email: 'bad', confirm_password: 'Zbcdef1!' });
    expect(issueAt(result, 'confirm_password').map((i) => i.message)).toContain('Passwords do not match');
  });

  it('confirmation must be at least 8 characters', () => {
    const result = signupFormSchema.safeParse({ ...validSignupForm, confirm_password: 'Abc1!' });
    expect(issueAt(result, 'confirm_password').map((i) => i.message)).toContain(
      'Confirm your password (at least 8 characters)',
    );
  });

  it('terms must be accepted', () => {
    expect(
      issueAt(signupFormSchema.safeParse({ ...validSignupForm, accept_terms: false }), 'accept_terms'),
    ).toHaveLength(1);
  });

  it('property: any different confirmation is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 30 }).filter((s) => s !== 'Abcdef1!'),
        (confirm) => {
          const result = signupFormSchema.safeParse({ ...validSignupForm, confirm_password: confirm });
          expect(issueAt(result, 'confirm_password').map((i) => i.message)).toContain('Passwords do not match');
        },
      ),
    );
  });

  it('new-password form applies the same rules', () => {
    expect(newPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirm_password: 'Abcdef1!' }).success).toBe(true);
    const mismatch = newPasswordFormSchema.safeParse({ password: 'Abcdef1!', confirm_password: 'Abcdef1@' });
    expect(issueAt(mismatch, 'confirm_password').map((i) => i.message)).toEqual(['Passwords do not match']);
    expect(newPasswordFormSchema.safeParse({ password: 'abcdefg1', confirm_password: 'abcdefg1' }).success).toBe(false);
  });
});

describe('login body', () => {
  it('requires a valid e-mail and a non-empty password', () => {
    expect(loginRequestSchema.safeParse({ username: 'ann@example.com', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ username: 'ann@example', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'ann@example.com', password: '' }).success).toBe(false);
  });
});
