import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  ageOn,
  dateOfBirthSchema,
  EMAIL_PATTERN,
  emailSchema,
  isAdult,
  isValidEmail,
  isValidPassword,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  NAME_PATTERN,
  nameSchema,
  otpSchema,
  PASSWORD_RULES,
  PASSWORD_SYMBOLS,
  passwordRuleResults,
  passwordSchema,
  TERMS_VERSION,
} from '../src/validation';

/** Every code point JavaScript's \s (and String.prototype.trim) treats as whitespace. */
const WHITESPACE = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2002',
  '\u2003',
  '\u2004',
  '\u2005',
  '\u2006',
  '\u2007',
  '\u2008',
  '\u2009',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);
}

describe('section 9 constants', () => {
  it('minimum age is 18', () => expect(MIN_AGE).toBe(18));
  it('minimum password length is 8', () => expect(MIN_PASSWORD_LENGTH).toBe(8));
  it('terms version string is V1_MERCHANT_US_EN', () => expect(TERMS_VERSION).toBe('V1_MERCHANT_US_EN'));
  it('password symbols are exactly !@#&$%', () => expect([...PASSWORD_SYMBOLS].sort()).toEqual([...'!@#&$%'].sort()));
});

describe('e-mail: text@text.text, no spaces', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x+tag@sub.domain.org', 'A1@B2.C3'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'ab.co'],
    ['no text before @', '@b.co'],
    ['no dot after @', 'a@bco'],
    ['no text between @ and dot', 'a@.'],
    ['no text after the dot', 'a@b.'],
    ['two @', 'a@b@c.co'],
    ['space before @', 'a b@c.co'],
    ['space after @', 'a@b c.co'],
    ['space after the dot', 'a@b.c o'],
    ['tab inside', 'a\t@b.co'],
  ])('refuses %s (%j)', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(emailSchema.safeParse(email).success).toBe(false);
  });

  it('EMAIL_PATTERN and isValidEmail agree', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a @b.co')).toBe(false);
  });

  const token = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\s@]/.test(s));

  it('property: any text@text.text without whitespace is accepted', () => {
    fc.assert(
      fc.property(token, token, token, (local, domain, tld) => {
        expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
      }),
    );
  });

  it('property: any string containing whitespace is refused by isValidEmail', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...WHITESPACE), fc.string(), (before, ws, after) => {
        expect(isValidEmail(`${before}${ws}${after}`)).toBe(false);
      }),
    );
  });

  it('property: a well-formed e-mail with whitespace inserted anywhere is refused', () => {
    fc.assert(
      fc.property(token, token, token, fc.constantFrom(...WHITESPACE), fc.nat(), (local, domain, tld, ws, at) => {
        const email = `${local}@${domain}.${tld}`;
        const i = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, i) + ws + email.slice(i))).toBe(false);
      }),
    );
  });

  it('property: emailSchema refuses whitespace inside the address', () => {
    fc.assert(
      fc.property(token, token, token, fc.constantFrom(...WHITESPACE), fc.nat(), (local, domain, tld, ws, at) => {
        const email = `${local}@${domain}.${tld}`;
        const i = 1 + (at % (email.length - 1)); // strictly inside, so trimming cannot remove it
        expect(emailSchema.safeParse(email.slice(0, i) + ws + email.slice(i)).success).toBe(false);
      }),
    );
  });

  it('emailSchema gives the valid e-mail message', () => {
    expect(messages(emailSchema.safeParse('not-an-email'))).toContain('Enter a valid e-mail address');
  });
});

describe('password rules', () => {
  const VALID = 'Abcdef1!';

  it('a password meeting every rule is valid', () => {
    expect(isValidPassword(VALID)).toBe(true);
    expect(passwordSchema.safeParse(VALID).success).toBe(true);
    expect(passwordRuleResults(VALID).every((r) => r.passed)).toBe(true);
  });

  it('length: 7 characters fail, 8 pass', () => {
    expect(isValidPassword('Abcde1!')).toBe(false);
    expect(isValidPassword('Abcdef1!')).toBe(true);
    const seven = passwordRuleResults('Abcde1!');
    expect(seven.find((r) => r.id === 'length')?.passed).toBe(false);
    expect(seven.filter((r) => r.id !== 'length').every((r) => r.passed)).toBe(true);
    expect(messages(passwordSchema.safeParse('Abcde1!'))).toEqual(['Password needs: at least 8 characters']);
  });

  it.each([
    ['number', 'Abcdefg!', 'Password needs: at least one number'],
    ['uppercase', 'abcdef1!', 'Password needs: one uppercase letter'],
    ['lowercase', 'ABCDEF1!', 'Password needs: one lowercase letter'],
    ['symbol', 'Abcdefg1', 'Password needs: one symbol from !@#&$%'],
  ])('missing %s fails that rule alone', (id, password, message) => {
    expect(isValidPassword(password)).toBe(false);
    const results = passwordRuleResults(password);
    expect(results.find((r) => r.id === id)?.passed).toBe(false);
    expect(results.filter((r) => r.id !== id).every((r) => r.passed)).toBe(true);
    expect(messages(passwordSchema.safeParse(password))).toEqual([message]);
  });

  it.each([...'!@#&$%'])('symbol %s satisfies the symbol rule', (symbol) => {
    expect(isValidPassword(`Abcdef1${symbol}`)).toBe(true);
  });

  it.each([...'*^?-_+=.,~()[]{}<>/\\|;:\'"` '])('symbol %j is not one of !@#&$%', (symbol) => {
    expect(isValidPassword(`Abcdef1${symbol}`)).toBe(false);
    expect(passwordRuleResults(`Abcdef1${symbol}`).find((r) => r.id === 'symbol')?.passed).toBe(false);
  });

  it('an empty password fails every rule and reports all of them', () => {
    expect(passwordRuleResults('').every((r) => !r.passed)).toBe(true);
    expect(messages(passwordSchema.safeParse(''))).toHaveLength(5);
  });

  it('live rule labels, in order', () => {
    expect(passwordRuleResults('').map((r) => [r.id, r.label])).toEqual([
      ['length', 'At least 8 characters'],
      ['number', 'At least one number'],
      ['uppercase', 'One uppercase letter'],
      ['lowercase', 'One lowercase letter'],
      ['symbol', 'One symbol from !@#&$%'],
    ]);
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual(passwordRuleResults('x').map((r) => r.label));
  });

  it('live rule results flip as the password is typed', () => {
    const passed = (p: string) =>
      passwordRuleResults(p)
        .filter((r) => r.passed)
        .map((r) => r.id);
    expect(passed('a')).toEqual(['lowercase']);
    expect(passed('aB')).toEqual(['uppercase', 'lowercase']);
    expect(passed('aB3')).toEqual(['number', 'uppercase', 'lowercase']);
    expect(passed('aB3%')).toEqual(['number', 'uppercase', 'lowercase', 'symbol']);
    expect(passed('aB3%aaaa')).toEqual(['length', 'number', 'uppercase', 'lowercase', 'symbol']);
  });

  // ---- properties: a password lacking any one class always fails ----
  const LOWER = 'abcdefghijklmnopqrstuvwxyz';
  const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const DIGITS = '0123456789';
  const OTHER = ' *^?-_+=.,~()[]{}<>/|;:éÉß'; // never satisfies any class rule
  const classes = { number: DIGITS, uppercase: UPPER, lowercase: LOWER, symbol: PASSWORD_SYMBOLS } as const;
  const fromChars = (chars: string, minLength = 0) =>
    fc.string({ unit: fc.constantFrom(...chars), minLength, maxLength: 40 });

  for (const [id, chars] of Object.entries(classes)) {
    it(`property: any password lacking the ${id} class fails`, () => {
      const others = Object.entries(classes)
        .filter(([other]) => other !== id)
        .map(([, c]) => c)
        .join('');
      fc.assert(
        fc.property(fromChars(others + OTHER, MIN_PASSWORD_LENGTH), (password) => {
          expect([...password].some((c) => chars.includes(c))).toBe(false);
          expect(isValidPassword(password)).toBe(false);
          expect(passwordRuleResults(password).find((r) => r.id === id)?.passed).toBe(false);
          expect(passwordSchema.safeParse(password).success).toBe(false);
        }),
      );
    });
  }

  it('property: any password shorter than 8 fails, whatever it contains', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MIN_PASSWORD_LENGTH - 1 }), (password) => {
        expect(isValidPassword(password)).toBe(false);
        expect(passwordSchema.safeParse(password).success).toBe(false);
      }),
    );
  });

  it('property: any password with all four classes and length >= 8 passes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIGITS),
        fc.constantFrom(...UPPER),
        fc.constantFrom(...LOWER),
        fc.constantFrom(...PASSWORD_SYMBOLS),
        fromChars(DIGITS + UPPER + LOWER + PASSWORD_SYMBOLS + OTHER, 4),
        (d, u, l, s, rest) => {
          const password = `${rest}${d}${u}${l}${s}`.slice(0, 128);
          expect(isValidPassword(password)).toBe(true);
          expect(passwordSchema.safeParse(password).success).toBe(true);
        },
      ),
    );
  });
});

describe("name pattern: letters (accented), digits, - _ . ' and spaces", () => {
  const first = nameSchema('First name');

  it.each([
    'Ann',
    'José',
    'Zoë',
    'Ñandú',
    'François',
    'Łukasz',
    'Ærøskøbing',
    "O'Brien",
    'Jean-Luc',
    'a_b.c',
    'Anne Marie 2',
    'e\u0301',
  ])('accepts %j', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true);
    expect(first.safeParse(name).success).toBe(true);
  });

  it.each([
    'Bob!',
    'a@b',
    'x/y',
    'a,b',
    'a;b',
    '<b>',
    '(x)',
    '#1',
    '$5',
    '50%',
    'a*b',
    'a+b',
    'a=b',
    'say "hi"',
    'Tom\tJones',
    'Tom\nJones',
    '😀',
    'a&b',
  ])('refuses %j', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(false);
    const result = first.safeParse(name);
    expect(result.success).toBe(false);
    expect(messages(result)).toContain("First name may only contain letters, digits, spaces and - _ . '");
  });

  it('property: any name containing a character outside the allowed set is refused', () => {
    const forbidden = fc.oneof(
      fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme-ascii' }).filter((c) => !/[A-Za-z0-9\-_.' ]/.test(c)),
      fc.constantFrom('😀', '€', '×', '÷', '¿', '©', '\t', '\n', '\u0000', '<', '>'),
    );
    fc.assert(
      fc.property(fc.constantFrom('Ann', 'José', "O'Neil", 'a b'), forbidden, fc.nat(), (name, bad, at) => {
        const i = 1 + (at % (name.length - 1)); // strictly inside, so trimming cannot remove it
        expect(first.safeParse(name.slice(0, i) + bad + name.slice(i)).success).toBe(false);
      }),
    );
  });

  it('trims surrounding whitespace and keeps inner spaces', () => {
    expect(first.parse('  Anne Marie  ')).toBe('Anne Marie');
    expect(first.parse('\tJosé\n')).toBe('José');
  });

  it('whitespace only is "required" after trimming', () => {
    const result = first.safeParse('   ');
    expect(result.success).toBe(false);
    expect(messages(result)).toContain('First name is required');
  });

  it('length limit applies to the trimmed value', () => {
    expect(first.safeParse(`  ${'a'.repeat(80)}  `).success).toBe(true);
    expect(messages(first.safeParse('a'.repeat(81)))).toContain('First name must be at most 80 characters');
  });
});

describe('age: date of birth at least 18 years ago', () => {
  it('exactly 18 today passes, one day short fails', () => {
    const today = utc('2024-06-15');
    expect(ageOn(utc('2006-06-15'), today)).toBe(18);
    expect(isAdult(utc('2006-06-15'), today)).toBe(true);
    expect(ageOn(utc('2006-06-16'), today)).toBe(17);
    expect(isAdult(utc('2006-06-16'), today)).toBe(false);
  });

  it('one day before the 18th birthday fails, the birthday passes (month boundary)', () => {
    const dob = utc('2006-07-01');
    expect(isAdult(dob, utc('2024-06-30'))).toBe(false);
    expect(isAdult(dob, utc('2024-07-01'))).toBe(true);
  });

  it('end of year boundary', () => {
    const dob = utc('2006-01-01');
    expect(isAdult(dob, utc('2023-12-31'))).toBe(false);
    expect(isAdult(dob, utc('2024-01-01'))).toBe(true);
  });

  it('born on 29 February turns 18 on 1 March of a non-leap year', () => {
    const dob = utc('2004-02-29');
    expect(isAdult(dob, utc('2022-02-28'))).toBe(false);
    expect(isAdult(dob, utc('2022-03-01'))).toBe(true);
  });

  it('time of day on `today` does not matter', () => {
    const dob = utc('2006-06-15');
    expect(isAdult(dob, new Date('2024-06-15T00:00:00Z'))).toBe(true);
    expect(isAdult(dob, new Date('2024-06-14T23:59:59Z'))).toBe(false);
  });

  it('ageOn counts whole years', () => {
    expect(ageOn(utc('1990-03-10'), utc('2024-03-09'))).toBe(33);
    expect(ageOn(utc('1990-03-10'), utc('2024-03-10'))).toBe(34);
  });

  it('property: isAdult is exactly ageOn >= 18 and flips on the 18th birthday', () => {
    fc.assert(
      fc.property(fc.date({ min: utc('1950-01-01'), max: utc('2030-12-31'), noInvalidDate: true }), (raw) => {
        const dob = utc(raw.toISOString().slice(0, 10));
        const birthday = new Date(dob);
        birthday.setUTCFullYear(dob.getUTCFullYear() + 18);
        // a 29 February birth rolls to 1 March in non-leap years
        const dayBefore = new Date(birthday.getTime() - 86_400_000);
        expect(isAdult(dob, birthday)).toBe(true);
        expect(isAdult(dob, dayBefore)).toBe(false);
      }),
    );
  });

  describe('dateOfBirthSchema (system clock fixed)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('accepts a date exactly 18 years ago and refuses one day short', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2024-06-15T12:00:00Z'));
      expect(dateOfBirthSchema.safeParse('2006-06-15').success).toBe(true);
      const short = dateOfBirthSchema.safeParse('2006-06-16');
      expect(short.success).toBe(false);
      expect(messages(short)).toContain('You must be at least 18 years old');
    });

    it('refuses non-dates and impossible dates', () => {
      for (const value of ['15/06/2000', '2000-13-01', '2001-02-29', 'yesterday', '']) {
        expect(dateOfBirthSchema.safeParse(value).success).toBe(false);
      }
      expect(dateOfBirthSchema.safeParse('2000-02-29').success).toBe(true);
    });
  });
});

describe('OTP: 6 digits', () => {
  it.each(['123456', '000000', ' 987654 '])('accepts %j', (otp) => {
    expect(otpSchema.safeParse(otp).success).toBe(true);
  });

  it('trims before checking', () => expect(otpSchema.parse(' 123456\n')).toBe('123456'));

  it.each(['', '12345', '1234567', '12a456', '12 456', '12345.', '١٢٣٤٥٦', '+12345'])('refuses %j', (otp) => {
    const result = otpSchema.safeParse(otp);
    expect(result.success).toBe(false);
    expect(messages(result)).toContain('The code has 6 digits');
  });

  it('property: every 6-digit string is accepted', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 6 }), (otp) => {
        expect(otpSchema.safeParse(otp).success).toBe(true);
      }),
    );
  });

  it('property: a digit string of any other length is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 }).filter((s) => s.length !== 6),
        (otp) => {
          expect(otpSchema.safeParse(otp).success).toBe(false);
        },
      ),
    );
  });
});
