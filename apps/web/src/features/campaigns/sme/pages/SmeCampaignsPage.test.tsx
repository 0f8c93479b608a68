import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import type { SmeCampaign } from '@app/shared/sme';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { SmeCampaignsPage } from './SmeCampaignsPage';

const smeId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const campaign = (overrides: Partial<SmeCampaign>): SmeCampaign => ({
  id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  name: 'Mandazi mornings',
  channels: ['INSTAGRAM', 'TIKTOK'],
  campaign_status_for_merchant: 'UPCOMING',
  start_date: '2027-03-04T21:00:00.000Z',
  end_date: '2027-03-20T20:59:59.000Z',
  currency: 'KES',
  budget: 130_000,
  budget_minor: 13_000_000,
  package: 'Boost',
  creator_selection_method: 'AUTO_SELECTION',
  ...overrides,
});

const upcoming = campaign({});
const ongoing = campaign({
  id: '6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7a8b9c0',
  name: 'Chapati Fridays',
  channels: ['FACEBOOK'],
  campaign_status_for_merchant: 'ONGOING',
  budget: 65_000,
  budget_minor: 6_500_000,
  package: 'Launch',
});
const completed = campaign({
  id: '7a8b9c0d-1e2f-4a3b-84c5-d6e7f8a9b0c1',
  name: 'Old promo',
  campaign_status_for_merchant: 'COMPLETED',
  package: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The network boundary only: GET /api/sme/{id}/campaigns answers `pages` in turn (or fails once when asked). */
function serve(all: SmeCampaign[], options: { failFirst?: boolean } = {}) {
  const asked: { page_number: number; page_size: number }[] = [];
  let fail = options.failFirst ?? false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === `/api/sme/${smeId}/campaigns`) {
        const page = Number(url.searchParams.get('page_number'));
        const size = Number(url.searchParams.get('page_size'));
        asked.push({ page_number: page, page_size: size });
        if (fail) {
          fail = false;
          return json(503, { statusCode: 503, error: 'Service Unavailable', code: 'UNAVAILABLE', message: 'Busy' });
        }
        const results = all.slice((page - 1) * size, page * size);
        return json(200, { results, results_count: all.length, page_number: page, page_size: size });
      }
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return { asked };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(search = '') {
  return renderUi(
    <>
      <Routes>
        <Route path={ROUTES.sme.company.campaigns} element={<SmeCampaignsPage />} />
        <Route path={ROUTES.sme.company.report} element={<p>Report page</p>} />
        <Route path={ROUTES.sme.company.createCampaign} element={<p>Create page</p>} />
      </Routes>
      <Where />
    </>,
    { path: `/sme/${smeId}/campaigns${search}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SmeCampaignsPage', () => {
  it('lists them in order: status pill lowercased then capitalised, dates, budget, package', async () => {
    const { asked } = serve([ongoing, upcoming, completed]);
    renderAt();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const cards = within(list).getAllByTestId('sme-campaign-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Chapati Fridays',
      'Mandazi mornings',
      'Old promo',
    ]);
    expect(cards.map((card) => within(card).getByTestId('sme-campaign-status').textContent)).toEqual([
      'Ongoing',
      'Upcoming',
      'Completed',
    ]);
    const second = cards[1];
    expect(within(second).getByTestId('sme-campaign-dates').textContent).toBe('Mar 05, 2027 – Mar 20, 2027');
    expect(within(second).getByTestId('sme-campaign-budget').textContent).toBe('KES 130,000.00');
    expect(within(second).getByTestId('sme-campaign-package').textContent).toBe('Package Boost');
    expect(
      within(within(second).getByRole('list', { name: 'Channels' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Instagram', 'TikTok']);
    expect(within(cards[2]).queryByTestId('sme-campaign-package')).toBeNull();
    expect(asked).toEqual([{ page_number: 1, page_size: 10 }]);
    expect(screen.getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe(
      `/sme/${smeId}/campaigns/create`,
    );
  });

  it('opens the report of a card', async () => {
    serve([upcoming]);
    const { user } = renderAt();
    await user.click(await screen.findByRole('link', { name: 'Mandazi mornings' }));
    expect(await screen.findByText('Report page')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/sme/${smeId}/reports/${upcoming.id}`);
  });

  it('pages with the page-size selector (5, 10, 20, 50) and the page numbers, kept in the address', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      campaign({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Campaign ${i + 1}` }),
    );
    const { asked } = serve(many);
    const { user } = renderAt();
    await screen.findByText('1–10 of 12 campaigns');
    const size = screen.getByTestId('page-size-select') as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10', '20', '50']);
    await user.selectOptions(size, '5');
    await screen.findByText('1–5 of 12 campaigns');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('11–12 of 12 campaigns');
    expect(screen.getAllByTestId('sme-campaign-card')).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe(`/sme/${smeId}/campaigns?size=5&page=3`);
    expect(asked.at(-1)).toEqual({ page_number: 3, page_size: 5 });
  });

  it('shows the empty state with Create campaign', async () => {
    serve([]);
    renderAt();
    const empty = await screen.findByTestId('sme-campaigns-empty');
    expect(within(empty).getByText('No campaigns yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Create campaign' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create campaign' })).toHaveLength(1);
  });

  it('shows skeletons while loading, a failure with Try again, then the list', async () => {
    serve([upcoming], { failFirst: true });
    const { user } = renderAt();
    expect(screen.getByRole('status', { name: 'Loading campaigns' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your campaigns')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('sme-campaign-card')).toHaveLength(1));
  });
});
