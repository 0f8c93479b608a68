import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { currentPath, intentOr, settleIntent } from './intent';
import { isOpenPath } from './SessionRules';

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

describe('open paths', () => {
  it('are the public pages every visitor may open', () => {
    for (const path of ['/faq', '/terms-and-conditions', '/privacypolicy', '/contact', '/auth/thank-you', '/disabled', '/public/campaign-details/1', '/faq/']) {
      expect(isOpenPath(path)).toBe(true);
    }
    for (const path of ['/companies', '/auth/login', '/onboarding', '/profile/details', '/']) {
      expect(isOpenPath(path)).toBe(false);
    }
  });
});
