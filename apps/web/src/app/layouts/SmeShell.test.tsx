import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { ROUTES } from '../../lib/paths';
import { renderUi } from '../../test/render';
import { SmeShell } from './SmeShell';

const smeId = 's1';

function renderAt(path: string) {
  return renderUi(
    <Routes>
      <Route path={ROUTES.sme.company.root} element={<SmeShell />}>
        <Route path="*" element={<p>The page</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

// The phone's bar (hidden from `sm` by a class) is read as hidden by happy-dom's accessibility tree.
const bottomNav = () => screen.getByTestId('sme-bottom-nav');
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

/** happy-dom's viewport: its media queries (Mantine's hiddenFrom / visibleFrom) read this size. */
type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const viewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

describe('SmeShell, phone first', () => {
  beforeEach(() => viewport(390, 844));
  afterEach(() => viewport(1024, 768));

  it('at 390 px has a bottom navigation with the five sections, icons and labels, the current one marked', () => {
    renderAt(`/sme/${smeId}/contents`);
    const nav = bottomNav();
    expect(nav.tagName).toBe('NAV');
    expect(nav.getAttribute('aria-label')).toBe('SME sections');
    expect(linksOf(nav)).toEqual([
      ['Dashboard', `/sme/${smeId}/dashboard`, null],
      ['Campaigns', `/sme/${smeId}/campaigns`, null],
      ['Reports', `/sme/${smeId}/reports`, null],
      ['Contents', `/sme/${smeId}/contents`, 'page'],
      ['Settings', `/sme/${smeId}/settings`, null],
    ]);
    // Each section has its icon (drawn, hidden from screen readers) above its label.
    for (const link of within(nav).getAllByRole('link', { hidden: true }))
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // Under 768 px only: Mantine hides it from `sm` on, where the links above the page show instead.
    expect(nav.className).toContain('mantine-hidden-from-sm');
    expect(getComputedStyle(nav).display).not.toBe('none');
    const wide = document.querySelector<HTMLElement>('.mantine-visible-from-sm')!;
    expect(getComputedStyle(wide).display).toBe('none');
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('marks the section holding a deeper page: a report under Reports, campaign creation under Campaigns', () => {
    const { unmount } = renderAt(`/sme/${smeId}/reports/c1`);
    expect(within(bottomNav()).getByRole('link', { current: 'page', hidden: true }).textContent).toBe('Reports');
    unmount();
    renderAt(`/sme/${smeId}/campaigns/create`);
    expect(within(bottomNav()).getByRole('link', { current: 'page', hidden: true }).textContent).toBe('Campaigns');
  });

  it('at 1024 px keeps the links above the page instead, with the same sections', () => {
    viewport(1024, 768);
    renderAt(`/sme/${smeId}/dashboard`);
    const navs = [...document.querySelectorAll<HTMLElement>('nav[aria-label="SME sections"]')];
    expect(navs).toHaveLength(2);
    const top = navs.find((nav) => nav !== bottomNav())!;
    // Shown from `sm` (768 px) on only.
    // At 1024 px the links above the page show and the bottom bar is gone.
    expect(getComputedStyle(top.closest<HTMLElement>('.mantine-visible-from-sm')!).display).not.toBe('none');
    expect(getComputedStyle(bottomNav()).display).toBe('none');
    expect(linksOf(top).map(([label, , current]) => [label, current])).toEqual([
      ['Dashboard', 'page'],
      ['Campaigns', null],
      ['Reports', null],
      ['Contents', null],
      ['Settings', null],
    ]);
  });
});
