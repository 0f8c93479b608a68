import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { merchantProfileSchema, type CompanyMembership } from '../src/auth';
import {
  MERCHANT_PROFILE_VERSION,
  brandHomePath,
  brandOnSmePath,
  isSmePath,
  loginPathFor,
  ownsCompany,
  safeRedirectPath,
  smeHomePath,
} from '../src/session';

function company(id: string, company_role: CompanyMembership['company_role'], is_sme = false): CompanyMembership {
  return {
    id,
    name: `Company ${id}`,
    company_role,
    merchant_role: 'OWNER',
    cluster_role: null,
    is_sme,
    parent_id: null,
  };
}
const profile = (companies: CompanyMembership[], last_company_id: string | null = null) => ({
  companies,
  last_company_id,
});

const BASE = 'http://same.site';

describe('safeRedirectPath', () => {
  it.each([
    ['/companies/x?y=1#z', '/companies/x?y=1#z'],
    ['/companies', '/companies'],
    ['/sme/abc/dashboard', '/sme/abc/dashboard'],
    ['/', '/'],
  ])('accepts same-site path %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([null, undefined, ''])('returns null for %j', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each([
    'https://evil.com',
    'http://evil.com/companies',
    'HTTPS://evil.com',
    'evil.com',
    'companies/x',
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    ' /companies',
    '\\\\evil.com',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each([
    ['tab', '/\t/evil.com'],
    ['newline', '/\n/evil.com'],
    ['carriage return', '/companies\r\nSet-Cookie: x=1'],
    ['NUL', '/companies\u0000'],
    ['unit separator', '/\u001f'],
  ])('refuses control characters (%s)', (_name, input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  // Dot segments are resolved by the URL parser: '/./' + '/evil.com' normalises to '//evil.com',
  // a protocol-relative URL that a browser follows to another host.
  it.each(['/.//evil.com', '/a/..//evil.com', '/%2e//evil.com', '/.\\/evil.com'])(
    'never turns %j into a protocol-relative URL',
    (input) => {
      const out = safeRedirectPath(input);
      if (out !== null) {
        expect(out.startsWith('//')).toBe(false);
        expect(new URL(out, BASE).origin).toBe(BASE);
      }
    },
  );

  const pieces = fc.constantFrom(
    '/',
    '\\',
    '.',
    '..',
    './',
    '../',
    '%2e',
    '%2F',
    'evil.com',
    'a',
    ':',
    '@',
    '?',
    '#',
    'javascript:',
    '\t',
    ' ',
  );
  const crafted = fc.array(pieces, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);
  const anything = fc.oneof(
    crafted,
    fc.string(),
    fc.webUrl(),
    fc.webPath(),
    crafted.map((s) => s.replace(/^\//, '')),
  );

  it('property: the result never starts with // and always stays on the same origin', () => {
    fc.assert(
      fc.property(anything, (input) => {
        const out = safeRedirectPath(input);
        if (out === null) return;
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.startsWith('/\\')).toBe(false);
        expect(new URL(out, BASE).origin).toBe(BASE);
        expect(new URL(out, 'https://other.example:8443').origin).toBe('https://other.example:8443');
      }),
      { numRuns: 5000 },
    );
  });

  it('property: plain same-site paths are kept unchanged', () => {
    const segment = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
  });
});

describe('isSmePath', () => {
  it.each(['/sme', '/sme/', '/sme/auth/signin', '/sme/abc/dashboard', '/sme?token=abc'])(
    '%j is an SME path',
    (path) => {
      expect(isSmePath(path)).toBe(true);
    },
  );

  it.each(['/smelly', '/smes', '/sme-old', '/companies', '/auth/login', '/', '', '/companies/sme', 'sme'])(
    '%j is not an SME path',
    (path) => {
      expect(isSmePath(path)).toBe(false);
    },
  );
});

describe('smeHomePath', () => {
  it('goes to the SME ACCOUNT company dashboard', () => {
    expect(smeHomePath(profile([company('b1', 'BRAND'), company('s1', 'ACCOUNT', true)]))).toBe('/sme/s1/dashboard');
  });

  it('goes to brand creation when no SME ACCOUNT company exists', () => {
    expect(smeHomePath(profile([]))).toBe('/sme/auth/create-brand');
    expect(smeHomePath(profile([company('b1', 'BRAND')]))).toBe('/sme/auth/create-brand');
  });

  it('needs both role ACCOUNT and the SME flag', () => {
    expect(smeHomePath(profile([company('a1', 'ACCOUNT', false)]))).toBe('/sme/auth/create-brand');
    expect(smeHomePath(profile([company('s1', 'BRAND', true)]))).toBe('/sme/auth/create-brand');
  });
});

describe('brandOnSmePath', () => {
  it('goes to the first BRAND company dashboard', () => {
    expect(brandOnSmePath(profile([company('ag', 'AGENCY'), company('b1', 'BRAND'), company('b2', 'BRAND')]))).toBe(
      '/companies/b1/dashboard',
    );
  });

  it('goes to /companies when no BRAND company exists', () => {
    expect(brandOnSmePath(profile([]))).toBe('/companies');
    expect(brandOnSmePath(profile([company('ag', 'AGENCY'), company('ac', 'ACCOUNT')]))).toBe('/companies');
  });

  it('does not use last_company_id', () => {
    expect(brandOnSmePath(profile([company('ag', 'AGENCY'), company('b1', 'BRAND')], 'ag'))).toBe(
      '/companies/b1/dashboard',
    );
  });
});

describe('brandHomePath', () => {
  const agency = company('ag', 'AGENCY');
  const brand1 = company('b1', 'BRAND');
  const brand2 = company('b2', 'BRAND');
  const account = company('ac', 'ACCOUNT');
  const sme = company('s1', 'ACCOUNT', true);
  const smeBrand = company('sb', 'BRAND', true);

  it('prefers the last company used', () => {
    expect(brandHomePath(profile([agency, brand1, brand2], 'b2'))).toBe('/companies/b2/dashboard');
    expect(brandHomePath(profile([brand1, agency], 'ag'))).toBe('/companies/ag/dashboard');
  });

  it('falls back to the first BRAND company when last_company_id is missing or unknown', () => {
    expect(brandHomePath(profile([agency, brand1, brand2]))).toBe('/companies/b1/dashboard');
    expect(brandHomePath(profile([agency, brand1, brand2], 'gone'))).toBe('/companies/b1/dashboard');
  });

  it('falls back to the first company when none is a BRAND', () => {
    expect(brandHomePath(profile([account, agency]))).toBe('/companies/ac/dashboard');
  });

  it('goes to /onboarding with no companies', () => {
    expect(brandHomePath(profile([]))).toBe('/onboarding');
  });

  it('ignores SME companies: only SME companies means /onboarding', () => {
    expect(brandHomePath(profile([sme, smeBrand], 's1'))).toBe('/onboarding');
  });

  it('ignores SME companies: last_company_id pointing at an SME company is not used', () => {
    expect(brandHomePath(profile([sme, agency, brand1], 's1'))).toBe('/companies/b1/dashboard');
  });

  it('ignores SME companies: an SME BRAND is not the first brand, nor the first company', () => {
    expect(brandHomePath(profile([smeBrand, agency, brand1]))).toBe('/companies/b1/dashboard');
    expect(brandHomePath(profile([sme, smeBrand, agency]))).toBe('/companies/ag/dashboard');
  });
});

describe('ownsCompany', () => {
  it('is true only for a company in the profile', () => {
    const p = profile([company('b1', 'BRAND'), company('s1', 'ACCOUNT', true)]);
    expect(ownsCompany(p, 'b1')).toBe(true);
    expect(ownsCompany(p, 's1')).toBe(true);
    expect(ownsCompany(p, 'b2')).toBe(false);
  });
});

describe('loginPathFor', () => {
  it('sends brand paths to /auth/login with the redirect encoded', () => {
    expect(loginPathFor('/companies/c1/dashboard')).toBe('/auth/login?redirect=%2Fcompanies%2Fc1%2Fdashboard');
  });

  it('sends SME paths to /sme/auth/signin with the redirect encoded', () => {
    expect(loginPathFor('/sme/s1/dashboard')).toBe('/sme/auth/signin?redirect=%2Fsme%2Fs1%2Fdashboard');
  });

  it('/smelly is a brand path', () => {
    expect(loginPathFor('/smelly')).toBe('/auth/login?redirect=%2Fsmelly');
  });

  it('encodes query and fragment characters so they stay inside redirect', () => {
    const out = loginPathFor('/companies/x?tab=a&b=c#z');
    expect(out).toBe('/auth/login?redirect=%2Fcompanies%2Fx%3Ftab%3Da%26b%3Dc%23z');
    const url = new URL(out, BASE);
    expect([...url.searchParams.keys()]).toEqual(['redirect']);
    expect(url.hash).toBe('');
  });

  it('property: the redirect parameter round-trips to the original path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webPath(),
          fc.string().map((s) => `/sme/${s}`),
          fc.string(),
        ),
        (path) => {
          const url = new URL(loginPathFor(path), BASE);
          expect(url.pathname).toBe(isSmePath(path) ? '/sme/auth/signin' : '/auth/login');
          expect(url.searchParams.getAll('redirect')).toEqual([path]);
          expect(url.hash).toBe('');
        },
      ),
    );
  });
});

describe('MERCHANT_PROFILE_VERSION', () => {
  it('stands for the merchant profile schema as it is: a change to the schema needs a new version', () => {
    const shape = createHash('sha256')
      .update(JSON.stringify(z.toJSONSchema(merchantProfileSchema)))
      .digest('hex')
      .slice(0, 16);
    // When this fails: bump MERCHANT_PROFILE_VERSION (src/session.ts), then put the new pair here.
    expect({ version: MERCHANT_PROFILE_VERSION, shape }).toEqual({ version: 1, shape: '3e4939340b53ef16' });
  });
});
