import { describe, expect, it, vi } from 'vitest';
import { createApiClient, loginPathAfterUnauthorized, type MainPaths } from './api-client';
import {
  createCreatorSessionStore,
  CREATOR_SESSION_KEYS,
  parseStoredCreatorPending,
  parseStoredCreatorSession,
} from './creator-session';
import { createMemoryStorage, createSessionStore, SESSION_KEYS } from './session';

function stores() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  let now = 1_000;
  const creator = createCreatorSessionStore({ local, session }, () => now);
  const merchant = createSessionStore({ local, session }, () => now);
  return { local, session, creator, merchant, tick: (ms: number) => (now += ms) };
}

describe('creator session store', () => {
  it('keeps the creator session under its own key, beside the brand and SME sessions', () => {
    const { local, creator, merchant } = stores();
    merchant.set('brand', { token: 'brand-token' });
    merchant.set('sme', { token: 'sme-token' });
    creator.set('creator-token');
    expect(local.getItem(CREATOR_SESSION_KEYS.session)).toBe(JSON.stringify({ token: 'creator-token' }));
    expect(creator.getToken()).toBe('creator-token');
    expect(merchant.getToken('brand')).toBe('brand-token');
    // Clearing one kind leaves the others.
    creator.clear();
    expect(creator.get()).toBeNull();
    expect(local.getItem(SESSION_KEYS.brand)).not.toBeNull();
    merchant.clearAll();
    creator.set('creator-token');
    merchant.clearAll();
    expect(creator.getToken()).toBe('creator-token');
  });

  it('keeps the sign-up token in session storage until the code gives the session', () => {
    const { session, creator } = stores();
    creator.setPending({ token: 'signup-token', email: 'achieng@example.com' });
    expect(creator.getPending()).toEqual({ token: 'signup-token', email: 'achieng@example.com', createdAt: 1_000 });
    expect(session.getItem(CREATOR_SESSION_KEYS.pending)).not.toBeNull();
    expect(creator.get()).toBeNull();
    creator.set('session-token');
    expect(creator.getPending()).toBeNull();
    expect(creator.getToken()).toBe('session-token');
  });

  it('gives stable snapshots and notifies subscribers of changes, its own keys only from other tabs', () => {
    const { local, creator } = stores();
    const listener = vi.fn();
    const stop = creator.subscribe(listener);
    creator.set('t1');
    expect(creator.get()).toBe(creator.get());
    creator.notifyExternalChange(SESSION_KEYS.brand);
    expect(listener).toHaveBeenCalledTimes(1);
    local.setItem(CREATOR_SESSION_KEYS.session, JSON.stringify({ token: 't2' }));
    creator.notifyExternalChange(CREATOR_SESSION_KEYS.session);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(creator.getToken()).toBe('t2');
    stop();
    creator.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('carries the intent of a logout for a short time only', () => {
    const { creator, tick } = stores();
    creator.set('t1');
    creator.clear({ next: '/creator/login' });
    expect(creator.peekNext()).toBe('/creator/login');
    tick(10_001);
    expect(creator.peekNext()).toBeNull();
    creator.clear({ next: '/creator/login' });
    creator.set('t2');
    expect(creator.peekNext()).toBeNull();
  });

  it('treats malformed stored values as nothing, and survives a storage that throws', () => {
    expect(parseStoredCreatorSession('{"token":""}')).toBeNull();
    expect(parseStoredCreatorSession('not json')).toBeNull();
    expect(parseStoredCreatorPending('{"token":"t"}')).toEqual({ token: 't', email: '', createdAt: 0 });
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
    const creator = createCreatorSessionStore({ local: broken, session: broken });
    creator.set('t1');
    expect(creator.getToken()).toBe('t1');
    creator.clear();
    expect(creator.getToken()).toBeNull();
  });
});

describe('the creator client', () => {
  function setup(status: number) {
    const { creator, merchant } = stores();
    merchant.set('brand', { token: 'brand-token' });
    creator.set('creator-token');
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(
          JSON.stringify(status === 200 ? { id: 'a1' } : { code: 'UNAUTHENTICATED', message: 'Session expired' }),
          { status, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient<MainPaths>({
      baseUrl: 'http://api.test/api',
      session: 'creator',
      store: merchant,
      creatorStore: creator,
      fetch: fetchMock,
      onUnauthorized,
    });
    return { creator, merchant, client, fetchMock, onUnauthorized };
  }

  it('sends the creator token, never a merchant one', async () => {
    const { client, fetchMock } = setup(200);
    await client.GET('/creator/me');
    expect(fetchMock.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer creator-token');
  });

  it('clears the creator session on a 401 (not the merchant ones) and reports it as the creator kind', async () => {
    const { client, creator, merchant, onUnauthorized } = setup(401);
    await expect(client.GET('/creator/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(creator.getToken()).toBeNull();
    expect(merchant.getToken('brand')).toBe('brand-token');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('creator');
  });

  it('sends a creator whose session failed to the creator login, with the portal page to return to', () => {
    expect(loginPathAfterUnauthorized('creator', '/creator/contracts/c1')).toBe(
      '/creator/login?redirect=%2Fcreator%2Fcontracts%2Fc1',
    );
    expect(loginPathAfterUnauthorized('creator', '/companies/c1/dashboard')).toBe('/creator/login');
    expect(loginPathAfterUnauthorized('brand', '/companies/c1/dashboard')).toBe(
      '/auth/login?redirect=%2Fcompanies%2Fc1%2Fdashboard',
    );
  });
});
