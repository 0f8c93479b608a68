import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantProfile } from '@app/shared/auth';
import type { SessionKind } from '../../lib/session';
import { renderUi } from '../../test/render';
import { Navbar } from './Navbar';

/** Who is logged in, per session kind; the profile each session loads. */
const state: { sessions: Partial<Record<SessionKind, MerchantProfile>> } = { sessions: {} };

vi.mock('../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/session')>()),
  useSession: (kind: SessionKind) =>
    state.sessions[kind] ? { token: `${kind}-token`, profile: state.sessions[kind] } : null,
}));
vi.mock('../../features/auth/api/profile', () => ({
  useMerchantProfile: (kind: SessionKind) => ({ data: state.sessions[kind] }),
}));
vi.mock('../../features/auth/api/logout', () => ({
  AFTER_LOGOUT: { brand: '/auth/login', sme: '/sme/auth/signin' },
  useLogout: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../../features/config/api/site', () => ({ useSiteConfig: () => ({ data: undefined }) }));
vi.mock('../../features/theme/api/custom-config', () => ({ useCustomConfig: () => ({ data: undefined }) }));
// The bell has its own tests (features/notifications); here only where it is and where "See all" goes.
vi.mock('../../features/notifications/components/NotificationBell', () => ({
  NotificationBell: ({ seeAllPath }: { seeAllPath: string | null }) => (
    <span data-testid="notification-bell" data-see-all={seeAllPath ?? ''} />
  ),
}));

const profile = (extra: Partial<MerchantProfile>): MerchantProfile =>
  ({
    id: 'm1',
    email: 'amani@example.com',
    first_name: 'Amani',
    last_name: 'Otieno',
    name: 'Amani Otieno',
    avatar_url: null,
    last_company_id: null,
    companies: [],
    ...extra,
  }) as MerchantProfile;
const BRAND = profile({
  companies: [
    {
      id: 'b1',
      name: 'Kahawa House',
      company_role: 'BRAND',
      merchant_role: 'OWNER',
      cluster_role: null,
      is_sme: false,
      parent_id: null,
    },
  ] as MerchantProfile['companies'],
});
const SME = profile({
  name: 'Ushanga Beads',
  companies: [
    {
      id: 's1',
      name: 'Ushanga Beads',
      company_role: 'ACCOUNT',
      merchant_role: 'OWNER',
      cluster_role: null,
      is_sme: true,
      parent_id: null,
    },
  ] as MerchantProfile['companies'],
});

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const href = (name: string) => nav().getByRole('link', { name }).getAttribute('href');
const logoHref = () => screen.getByRole('link', { name: 'CreatorHub home' }).getAttribute('href');
/** The user menu's button, once its menu has loaded (it is drawn disabled until then). */
const userMenu = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'User menu' });
    expect(button.hasAttribute('disabled')).toBe(false);
    return button;
  });

beforeEach(() => {
  state.sessions = {};
});

describe('Navbar, brand area', () => {
  it('offers log in and sign up to a visitor; the logo goes to the login', () => {
    renderUi(<Navbar />);
    expect(href('Log in')).toBe('/auth/login');
    expect(href('Sign up')).toBe('/auth/signup');
    expect(logoHref()).toBe('/auth/login');
    expect(screen.queryByTestId('navbar-profile')).toBeNull();
  });

  it('shows a brand user the dashboard, their name linking to the profile, brand links in the user menu', async () => {
    state.sessions.brand = BRAND;
    const { user } = renderUi(<Navbar />);
    expect(logoHref()).toBe('/companies');
    expect(href('Dashboard')).toBe('/companies/b1/dashboard');
    expect(screen.getByTestId('navbar-profile').getAttribute('href')).toBe('/profile');
    expect(screen.getByTestId('navbar-profile').textContent).toContain('Amani Otieno');
    await user.click(await userMenu());
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'Companies', 'Influencers', 'Manage team', 'Payments', 'Log out']);
    // The bell's "See all": the notifications of the company shown, else of the last one used.
    expect((await screen.findByTestId('notification-bell')).dataset.seeAll).toBe('/companies/b1/notifications');
  });
});

describe('Navbar, SME area', () => {
  it('offers the SME sign-in and sign-up to a visitor; the logo goes to the SME sign-in', () => {
    renderUi(<Navbar area="sme" />);
    expect(href('Sign in')).toBe('/sme/auth/signin');
    expect(href('Sign up')).toBe('/sme/auth/signup');
    expect(logoHref()).toBe('/sme/auth/signin');
  });

  it('shows an SME user their business and dashboard, with only log out in the menu', async () => {
    state.sessions.sme = SME;
    const { user } = renderUi(<Navbar area="sme" />);
    expect(logoHref()).toBe('/sme/s1/dashboard');
    expect(href('Dashboard')).toBe('/sme/s1/dashboard');
    expect(screen.getByTestId('navbar-profile').textContent).toContain('Ushanga Beads');
    expect(screen.getByTestId('navbar-profile').getAttribute('href')).toBeNull();
    await user.click(await userMenu());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out']);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('ignores a brand session: the SME area has its own (spec section 4)', () => {
    state.sessions.brand = BRAND;
    renderUi(<Navbar area="sme" />);
    expect(href('Sign in')).toBe('/sme/auth/signin');
    expect(screen.queryByTestId('navbar-profile')).toBeNull();
  });
});
