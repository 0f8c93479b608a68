import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { crossAreaRule } from './SessionRules';

const visit = (path: string, sessions: { brand?: boolean; sme?: boolean }) => {
  const [pathname, search = ''] = path.split('?');
  return crossAreaRule({
    pathname,
    search: search ? `?${search}` : '',
    brand: Boolean(sessions.brand),
    sme: Boolean(sessions.sme),
  });
};

describe('cross-area rules and the creator portal (decision 016)', () => {
  const portal = [
    paths.creator.home(),
    `${paths.creator.home()}/`,
    paths.creator.login({ redirect: paths.creator.invitations() }),
    paths.creator.signup(),
    paths.creator.jobs(),
    paths.creator.job('j1'),
    paths.creator.bids(),
    paths.creator.bid('b1'),
    paths.creator.contract('c1'),
    '/creator/no-such-page',
  ];

  it('leave the portal to its own session, whatever merchant session the browser holds', () => {
    for (const path of portal) {
      expect(visit(path, { sme: true }), path).toBeNull();
      expect(visit(path, { brand: true }), path).toBeNull();
      expect(visit(path, { brand: true, sme: true }), path).toBeNull();
    }
  });

  it('still apply on paths that only start like the portal', () => {
    for (const path of ['/creators', '/creator-discovery', '/creatorx/jobs'])
      expect(visit(path, { sme: true }), path).toBe('sme-home');
    expect(visit('/companies/c1/creator-discovery', { sme: true })).toBe('sme-home');
  });
});

describe('cross-area rules and the pages open to any visitor (decision 014)', () => {
  const open = [
    paths.faq(),
    paths.terms(),
    paths.privacy(),
    paths.contact(),
    paths.auth.thankYou(),
    paths.publicCampaign('c1'),
    `${paths.faq()}/`,
  ];

  it('open for a signed-in SME user, with or without a brand session, and for a brand user', () => {
    for (const path of open) {
      expect(visit(path, { sme: true }), path).toBeNull();
      expect(visit(path, { brand: true, sme: true }), path).toBeNull();
      expect(visit(path, { brand: true }), path).toBeNull();
    }
  });

  it('still send an SME user home from every other non-SME path', () => {
    for (const path of [
      '/companies',
      '/auth/login',
      '/disabled',
      '/faqs',
      '/public/campaign-details',
      '/public/campaign-details/c1/more',
    ])
      expect(visit(path, { sme: true }), path).toBe('sme-home');
  });
});
