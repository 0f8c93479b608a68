import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { SmeReportsPage } from './SmeReportsPage';

const SME = '7d1e2f3a-4b5c-4d6e-8f70-818283848586';
const LIVE = '0b6f3c1e-2a4d-4c8e-9f10-111213141516';
const NEW = '0b6f3c1e-2a4d-4c8e-9f10-222222222222';

const entry = (id: string, name: string, status: string) => ({
  id,
  name,
  channels: ['INSTAGRAM'],
  campaign_status_for_merchant: status,
  start_date: '2026-01-05',
  end_date: '2026-01-19',
  currency: 'KES',
  budget: 130_000,
  budget_minor: 13_000_000,
  package: 'Boost',
});

const totals = (live: boolean) =>
  live
    ? { posts_live: 2, impressions: 9_500, reach: 2_360_003, views: 5_210_003, engagements: 100, engagement_rate: 8.7 }
    : { posts_live: 0, impressions: 0, reach: 0, views: 0, engagements: 0, engagement_rate: 0 };
const metrics = (live: boolean) => ({
  data: {
    performances: { label: [], data: { reach: [], engagement_rate: [], impressions: [], views: [] } },
    influencers: [],
    posts: [],
    totals: totals(live),
    sources: [],
    simulated: false,
  },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(results: unknown[]) {
  const calls: Array<{ route: string; query: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? (JSON.parse(text) as { campaign_id?: string }) : null;
      calls.push({ route, query: url.search, body });
      if (route === `GET /api/sme/${SME}/campaigns`)
        return json(200, { results, results_count: results.length, page_number: 1, page_size: 10 });
      if (route === 'POST /api/reporting/campaign_metrics') return json(200, metrics(body?.campaign_id === LIVE));
      return json(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage() {
  return renderUi(
    <>
      <Routes>
        <Route path={ROUTES.sme.company.reports} element={<SmeReportsPage />} />
        <Route path={ROUTES.sme.company.report} element={<h1>One report</h1>} />
      </Routes>
      <Where />
    </>,
    { path: `/sme/${SME}/reports` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SmeReportsPage', () => {
  it("lists the business's campaigns with their headline numbers, each opening its report", async () => {
    const calls = serve([entry(LIVE, 'Weekend cakes', 'ONGOING'), entry(NEW, 'Easter hampers', 'UPCOMING')]);
    const { user } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading the campaigns' })).toBeTruthy();
    const cards = await screen.findAllByTestId('sme-report-card');
    expect(cards.map((card) => within(card).getByTestId('report-card-name').textContent)).toEqual([
      'Weekend cakes',
      'Easter hampers',
    ]);
    expect(calls.find((c) => c.route === `GET /api/sme/${SME}/campaigns`)?.query).toBe('?page_number=1&page_size=10');

    const figures = await within(cards[0]).findByTestId('report-card-figures');
    const value = (key: string) => within(figures).getByTestId(`card-${key}`).textContent;
    expect(value('reach')).toBe('Reach2.4M');
    expect(value('views')).toBe('Views5.2M');
    expect(value('engagement')).toBe('Engagement8.70%');
    expect(cards[0].textContent).toContain('Ongoing');
    expect(cards[0].textContent).toContain('Jan 05, 2026 – Jan 19, 2026');
    expect((await within(cards[1]).findByTestId('report-card-empty')).textContent).toBe('No live posts yet');
    expect(calls.filter((c) => c.route === 'POST /api/reporting/campaign_metrics').map((c) => c.body)).toEqual([
      { campaign_id: LIVE },
      { campaign_id: NEW },
    ]);

    await user.click(screen.getByRole('link', { name: 'Weekend cakes' }));
    expect(screen.getByTestId('location').textContent).toBe(`/sme/${SME}/reports/${LIVE}`);
  });

  it('says there are no campaigns yet and offers to create one', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No campaigns yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a campaign' }).getAttribute('href')).toBe(
      `/sme/${SME}/campaigns/create`,
    );
  });
});
