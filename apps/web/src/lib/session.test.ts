import { describe, expect, it, vi } from 'vitest';
import type { MerchantProfile } from '@app/shared/auth';
import { MERCHANT_PROFILE_VERSION } from '@app/shared/session';
import {
  createMemoryStorage,
  createSessionStore,
  NAVIGATION_INTENT_TTL_MS,
  parseStoredPending,
  parseStoredSession,
  SESSION_KEYS,
} from './session';

const profile = (overrides: Partial<MerchantProfile> = {}): MerchantProfile => ({
  id: 'm1',
  email: 'ada@example.com',
  email_verified: true,
  phone: '+254712345678',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  business_name: null,
  date_of_birth: null,
  avatar_url: null,
  account_disabled: false,
  accepted_terms_version: 'V1_MERCHANT_US_EN',
  last_company_id: null,
  companies: [],
  ...overrides,
});

function setup() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  let clock = 1_000;
  const store = createSessionStore({ local, session }, () => clock);
  return { store, local, session, tick: (ms: number) => (clock += ms) };
}

describe('session store', () => {
  it('keeps brand and SME sessions apart, each under its own key', () => {
    const { store, local } = setup();
    store.set('brand', { token: 'brand-token', profile: profile() });
    store.set('sme', { token: 'sme-token' });

    expect(store.getToken('brand')).toBe('brand-token');
    expect(store.getToken('sme')).toBe('sme-token');
    expect(JSON.parse(local.getItem(SESSION_KEYS.brand) as string).token).toBe('brand-token');
    expect(JSON.parse(local.getItem(SESSION_KEYS.sme) as string).token).toBe('sme-token');
    expect(SESSION_KEYS.brand).not.toBe(SESSION_KEYS.sme);

    store.clear('brand');
    expect(store.get('brand')).toBeNull();
    expect(store.getToken('sme')).toBe('sme-token');
  });

  it('returns the same snapshot object until the stored value changes', () => {
    const { store } = setup();
    store.set('brand', { token: 't', profile: profile() });
    const first = store.get('brand');
    expect(store.get('brand')).toBe(first);
    store.setProfile('brand', profile({ first_name: 'Grace' }));
    const second = store.get('brand');
    expect(second).not.toBe(first);
    expect(second?.profile?.first_name).toBe('Grace');
    expect(second?.token).toBe('t');
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('sme', { token: 'x' });
    store.setProfile('sme', profile());
    store.clear('sme');
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.set('sme', { token: 'y' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('does not notify when a profile is unchanged or when the session is gone', () => {
    const { store } = setup();
    store.set('brand', { token: 't', profile: profile() });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setProfile('brand', profile());
    expect(listener).not.toHaveBeenCalled();
    store.clear('brand');
    store.setProfile('brand', profile());
    expect(store.get('brand')).toBeNull();
  });

  it('treats malformed stored values as no session', () => {
    const { store, local } = setup();
    local.setItem(SESSION_KEYS.brand, '{not json');
    expect(store.get('brand')).toBeNull();
    local.setItem(SESSION_KEYS.brand, JSON.stringify({ token: '' }));
    expect(store.get('brand')).toBeNull();
    local.setItem(SESSION_KEYS.brand, JSON.stringify({ token: 'ok', profile: { nope: true } }));
    expect(store.get('brand')).toEqual({ token: 'ok', profile: null, profileSavedAt: null });
  });

  it('keeps the pending verification token in session storage and promotes it after the code', () => {
    const { store, local, session } = setup();
    store.setPending({ token: 'pending', kind: 'sme', email: 'a@b.co', flow: 'signup', business_name: 'Acme' });
    expect(session.getItem(SESSION_KEYS.pending)).not.toBeNull();
    expect(local.getItem(SESSION_KEYS.sme)).toBeNull();
    expect(store.get('sme')).toBeNull();
    expect(store.getPending()).toMatchObject({ token: 'pending', kind: 'sme', business_name: 'Acme' });

    const promoted = store.promotePending(profile(), { next: '/sme/auth/complete-signup' });
    expect(promoted?.kind).toBe('sme');
    expect(store.getPending()).toBeNull();
    expect(store.get('sme')).toMatchObject({ token: 'pending', profile: { id: 'm1' } });
    expect(store.get('brand')).toBeNull();
    expect(store.peekNext()).toBe('/sme/auth/complete-signup');
  });

  it('promotes with the token the code returned, when it returned one', () => {
    const { store } = setup();
    store.setPending({ token: 'signup-token', kind: 'brand', email: 'a@b.co', flow: 'signup' });
    store.promotePending(profile(), { token: 'session-token', next: '/onboarding' });
    expect(store.getToken('brand')).toBe('session-token');
    expect(store.getPending()).toBeNull();
    expect(store.peekNext()).toBe('/onboarding');
  });

  it('returns null when there is nothing to promote', () => {
    const { store } = setup();
    expect(store.promotePending(profile())).toBeNull();
  });

  it('carries a navigation intent for a short time only', () => {
    const { store, tick } = setup();
    store.set('brand', { token: 't' }, { next: '/companies' });
    expect(store.peekNext()).toBe('/companies');
    tick(NAVIGATION_INTENT_TTL_MS + 1);
    expect(store.peekNext()).toBeNull();

    store.clear('brand', { next: '/auth/login' });
    expect(store.peekNext()).toBe('/auth/login');
    store.clearNext();
    expect(store.peekNext()).toBeNull();

    store.set('brand', { token: 't' }, { next: '/x' });
    store.set('brand', { token: 't2' });
    expect(store.peekNext()).toBeNull();
  });

  it('clearAll drops both sessions and the pending token', () => {
    const { store } = setup();
    store.set('brand', { token: 'a' });
    store.set('sme', { token: 'b' });
    store.setPending({ token: 'c', kind: 'brand', email: 'x@y.z', flow: 'login' });
    store.clearAll();
    expect(store.get('brand')).toBeNull();
    expect(store.get('sme')).toBeNull();
    expect(store.getPending()).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createSessionStore({ local: broken, session: broken });
    store.set('brand', { token: 'kept-in-memory' });
    expect(store.getToken('brand')).toBe('kept-in-memory');
    store.clear('brand');
    expect(store.getToken('brand')).toBeNull();
  });

  it('reports changes made by another tab for its own keys only', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.notifyExternalChange('unrelated');
    expect(listener).not.toHaveBeenCalled();
    store.notifyExternalChange(SESSION_KEYS.brand);
    store.notifyExternalChange(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('stored session parsing (a stored profile of this shape version only)', () => {
  const version = MERCHANT_PROFILE_VERSION;

  it('keeps a session with a profile stored under the current shape version', () => {
    const stored = JSON.stringify({ token: 't', profile: profile(), profileSavedAt: 5, profileVersion: version });
    expect(parseStoredSession(stored)).toEqual({ token: 't', profile: profile(), profileSavedAt: 5 });
  });

  it('drops a profile of another shape version (an older release) or none, keeping the token', () => {
    const noProfile = { token: 't', profile: null, profileSavedAt: null };
    expect(parseStoredSession(JSON.stringify({ token: 't', profile: profile(), profileSavedAt: 5 }))).toEqual(
      noProfile,
    );
    expect(
      parseStoredSession(JSON.stringify({ token: 't', profile: profile(), profileSavedAt: 5, profileVersion: 0 })),
    ).toEqual(noProfile);
    expect(parseStoredSession(JSON.stringify({ token: 't', profile: 'x', profileVersion: version }))).toEqual(
      noProfile,
    );
    expect(parseStoredSession(JSON.stringify({ token: 't' }))).toEqual(noProfile);
  });

  it('stores the shape version with a profile, and reads back what it stored', () => {
    const { store, local } = setup();
    store.set('brand', { token: 't', profile: profile() });
    expect(JSON.parse(local.getItem(SESSION_KEYS.brand)!)).toMatchObject({ profileVersion: version });
    // Another store on the same storage (a reload) reads it without a check.
    const reloaded = createSessionStore({ local, session: createMemoryStorage() });
    expect(reloaded.get('brand')).toEqual({ token: 't', profile: profile(), profileSavedAt: 1_000 });
  });

  it('has no session without a token, or without JSON', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('[]')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ token: 42, profile: profile() }))).toBeNull();
    expect(parseStoredSession('"t"')).toBeNull();
  });

  it('parses a pending verification with defaults for what is missing', () => {
    expect(parseStoredPending(JSON.stringify({ token: 'p', kind: 'sme' }))).toEqual({
      token: 'p',
      kind: 'sme',
      email: '',
      flow: 'signup',
      business_name: null,
      createdAt: 0,
    });
    expect(
      parseStoredPending(
        JSON.stringify({
          token: 'p',
          kind: 'brand',
          email: 'a@b.co',
          flow: 'login',
          business_name: 'Acme',
          createdAt: 9,
        }),
      ),
    ).toMatchObject({
      flow: 'login',
      business_name: 'Acme',
      createdAt: 9,
    });
    expect(parseStoredPending(JSON.stringify({ token: 'p', kind: 'creator' }))).toBeNull();
    expect(parseStoredPending(JSON.stringify({ kind: 'sme' }))).toBeNull();
    expect(parseStoredPending('{broken')).toBeNull();
  });
});
