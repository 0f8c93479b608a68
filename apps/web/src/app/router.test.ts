import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildPath, paths, ROUTES } from '../lib/paths';
import { routes } from './router';

/** Every pattern of ROUTES, depth first. */
function patterns(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(patterns);
}

/** A concrete path for a pattern: each parameter filled with a sample value. */
function sample(pattern: string): string {
  const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, `${name}-1`]));
  return buildPath(pattern, params as never);
}

describe('router and paths', () => {
  it('has a route for every pattern of lib/paths (none falls through to the not-found page)', () => {
    for (const pattern of patterns(ROUTES)) {
      const matches = matchRoutes(routes, sample(pattern));
      expect(matches, pattern).not.toBeNull();
      const chain = matches!.map((match) => match.route.path);
      expect(chain, pattern).not.toContain('*');
      // The pattern itself is in the matched chain (a root like /auth lands on its index route).
      if (pattern !== ROUTES.home) expect(chain, pattern).toContain(pattern);
    }
  });

  it('sends unknown paths to the not-found route', () => {
    const matches = matchRoutes(routes, '/no-such-page');
    expect(matches?.at(-1)?.route.path).toBe('*');
  });

  it('builds concrete paths with encoded parameters and optional queries', () => {
    expect(paths.company.dashboard('c1')).toBe('/companies/c1/dashboard');
    expect(paths.company.groupDetails('c 1', 'g/2')).toBe('/companies/c%201/group-details/g%2F2');
    expect(paths.company.creatorDiscovery('c1', { add_to: 'g2' })).toBe('/companies/c1/creator-discovery?add_to=g2');
    expect(paths.company.bid('c1', 'j2', 'b3')).toBe('/companies/c1/job/j2/bids/b3');
    expect(paths.sme.company.report('s1', 'k2')).toBe('/sme/s1/reports/k2');
    expect(paths.auth.login()).toBe('/auth/login');
    expect(paths.auth.login({ redirect: '/companies/c1/dashboard' })).toBe(
      '/auth/login?redirect=%2Fcompanies%2Fc1%2Fdashboard',
    );
    expect(paths.auth.login({ redirect: null })).toBe('/auth/login');
    expect(paths.manageTeam({ company: 'c1' })).toBe('/manage-team?company=c1');
    expect(paths.influencerComparison(5, [7, 9])).toBe('/influencers-comparison/5?ids=7,9');
    expect(paths.onboarding()).toBe('/onboarding');
    expect(paths.onboarding('agency')).toBe('/onboarding/agency');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath(ROUTES.company.dashboard, { companyId: '' })).toThrow(/companyId/);
  });
});
