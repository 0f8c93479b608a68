import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { currentPath, intentOr, settleIntent } from './intent';
import { crossAreaRule } from './SessionRules';

afterEach(() => sessionStore.clearAll());

describe('navigation intent', () => {
  it('falls back to the rule without an intent', () => {
    expect(intentOr('/companies/c1/dashboard', '/auth/login')).toBe('/companies/c1/dashboard');
  });

  it('prefers the intent of the latest session change', () => {
    sessionStore.set('brand', { token: 't' }, { next: '/companies' });
    expect(intentOr('/companies/c1/dashboard', '/sme/auth/signin')).toBe('/companies');
  });

  it('never redirects to where the user already is, and is settled on arrival', () => {
    sessionStore.clear('brand', { next: '/auth/login' });
    expect(intentOr('/auth/login?redirect=%2Fx', '/auth/login')).toBe('/auth/login?redirect=%2Fx');
    settleIntent('/elsewhere');
    expect(sessionStore.peekNext()).toBe('/auth/login');
    settleIntent('/auth/login');
    expect(sessionStore.peekNext()).toBeNull();
  });

  it('builds the current path with query and hash', () => {
    expect(currentPath({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });
});

describe('cross-area rules (spec section 4)', () => {
  const visit = (path: string, sessions: { brand?: boolean; sme?: boolean }) => {
    const [pathname, search = ''] = path.split('?');
    return crossAreaRule({
      pathname,
      search: search ? `?${search}` : '',
      brand: Boolean(sessions.brand),
      sme: Boolean(sessions.sme),
    });
  };

  it('send an SME user on any non-SME path to their SME dashboard, except the pages open to anyone', () => {
    for (const path of ['/companies', '/onboarding', '/profile/details', '/auth/login', '/', '/disabled']) {
      expect(visit(path, { sme: true }), path).toBe('sme-home');
    }
    // Decision 014: the open pages win over the cross-area rule.
    for (const path of [
      '/faq',
      '/terms-and-conditions',
      '/privacypolicy',
      '/contact',
      '/auth/thank-you',
      '/public/campaign-details/1',
    ]) {
      expect(visit(path, { sme: true }), path).toBeNull();
    }
  });

  it('send a brand user on an SME path to the brand side, except on the SME token entry', () => {
    for (const path of ['/sme', '/sme/auth/signin', '/sme/x/dashboard'])
      expect(visit(path, { brand: true }), path).toBe('brand-on-sme');
    expect(visit('/sme?token=abc', { brand: true })).toBeNull();
  });

  it('apply when both sessions exist, the SME one deciding, so they never alternate', () => {
    expect(visit('/companies', { brand: true, sme: true })).toBe('sme-home');
    expect(visit('/faq', { brand: true, sme: true })).toBeNull();
    expect(visit('/sme/x/dashboard', { brand: true, sme: true })).toBeNull();
  });

  it('leave everyone else where they are', () => {
    for (const path of ['/companies', '/faq', '/sme/auth/signin', '/auth/login'])
      expect(visit(path, {}), path).toBeNull();
    expect(visit('/companies', { brand: true })).toBeNull();
    expect(visit('/sme/x/dashboard', { sme: true })).toBeNull();
  });
});
