import { screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDetail } from '@app/shared/companies';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { ReportsPage } from './ReportsPage';

// The charts draw on a canvas the simulated DOM lacks: stand-ins with the same accessible names.
vi.mock('../../components/charts', () => {
  const stand = ({ label }: { label: string }) => <canvas role="img" aria-label={label} />;
  return { PerformanceChart: stand, CreatorImpressionsChart: stand, AudienceDoughnut: stand };
});

const COMPANY = '7d1e2f3a-4b5c-4d6e-8f70-818283848586';
const DEMO = '0b6f3c1e-2a4d-4c8e-9f10-111213141516';
const postId = (n: number) => `5e6f7a8b-9c0d-4e1f-a2b3-${String(n).padStart(12, '0')}`;

const company = {
  id: COMPANY,
  name: 'Savannah Juice',
  company_role: 'BRAND',
  role: 'OWNER',
  permissions: ['company.view', 'reports.view'],
  children: [],
} as unknown as CompanyDetail;

const summary = {
  id: DEMO,
  company_id: COMPANY,
  brand_name: 'Savannah Juice',
  name: 'New year detox (demo)',
  start_date: '2026-01-05T06:00:00.000Z',
  end_date: '2026-01-19T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  budget_minor: 100_000_000,
  channels: ['INSTAGRAM'],
  campaign_status_for_merchant: 'COMPLETED',
  creators_count: 3,
  thumbnail: null,
  is_demo: true,
  created_at: '2025-12-01T08:00:00.000Z',
};

function metricsOf(posts: number): CampaignMetricsResponse {
  return {
    data: {
      performances: {
        label: ['2026-01-05', '2026-01-06'],
        data: { reach: [1_000, 2_360_003], engagement_rate: [2.5, 8.7], impressions: [1, 2], views: [1, 2] },
      },
      influencers: [
        { ...creator, influencer_id: 1, name: 'Brian', impressions: 500 },
        { ...creator, influencer_id: 2, name: 'Achieng', impressions: 9_000 },
      ],
      posts: Array.from({ length: posts }, (_, i) => ({
        id: postId(i + 1),
        influencer_id: 2,
        platform: 'INSTAGRAM',
        media_type: 'POST',
        submission_link: `https://www.instagram.com/p/post${i + 1}/`,
      })),
      totals: {
        posts_live: posts,
        impressions: 9_500,
        reach: 2_360_003,
        views: 5_210_003,
        engagements: 100,
        engagement_rate: 8.7,
      },
      sources: ['SIMULATED'],
      simulated: true,
    },
  };
}
const creator = {
  avatar: null,
  level: 'MICRO',
  posts: 1,
  reach: 0,
  views: 0,
  engagements: 0,
  engagement_rate: 0,
  cost_per_engagement: null,
};

const audience = {
  data: {
    age: { '18-24': 35, '25-34': 42, '35-44': 18, '45+': 5 },
    gender: { female: 60, male: 38, other: 2 },
    countries: [],
    cities: [],
    sample: true,
  },
};

const post = (id: string) => ({
  id,
  influencer_id: 2,
  name: 'Achieng',
  image: null,
  handle: null,
  platform: 'INSTAGRAM',
  media_type: 'POST',
  submission_link: 'https://www.instagram.com/achieng.eats/p/abc/',
  followers: 20_700,
  impressions: 8_474,
  reach: 6_050,
  views: 7_000,
  shares: 17,
  saved: 19,
  engagement_rate: 4.66,
  cpe: 0.355,
  captured_at: '2026-01-20T08:00:00.000Z',
  source: 'SIMULATED',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () => json(500, { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'Boom' });

interface Served {
  metrics: () => Response;
  calls: Array<{ route: string; body: unknown }>;
}

function serve(metrics: () => Response): Served {
  const served: Served = { metrics, calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const text = request.method === 'GET' ? '' : await request.text();
      served.calls.push({ route, body: text ? JSON.parse(text) : null });
      if (route === `GET /api/campaigns/all/companies/${COMPANY}`)
        return json(200, { ongoing_campaigns: [], upcoming_campaigns: [], finished_campaigns: [summary] });
      if (route === 'POST /api/jobs-marketplace/campaign_jobs') return json(200, []);
      if (route === 'POST /api/reporting/campaign_metrics') return served.metrics();
      if (route === 'POST /api/reporting/audience_data') return json(200, audience);
      const card = /^GET \/api\/influencer\/social-media-data\/(.+)$/.exec(route);
      if (card) return json(200, post(card[1]));
      return json(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return served;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(query = '') {
  return renderUi(
    <Routes>
      <Route
        path={ROUTES.company.root}
        element={
          <>
            <Outlet context={{ company }} />
            <Where />
          </>
        }
      >
        <Route path={ROUTES.company.reports} element={<ReportsPage />} />
      </Route>
    </Routes>,
    { path: `/companies/${COMPANY}/reports${query}` },
  );
}

const location = () => screen.getByTestId('location').textContent;
const metricsCalls = (served: Served) => served.calls.filter((c) => c.route === 'POST /api/reporting/campaign_metrics');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportsPage', () => {
  it('offers the completed demo campaign, then shows its report with the API figures', async () => {
    const served = serve(() => json(200, metricsOf(2)));
    const { user } = renderPage();
    await screen.findByTestId('report-choose');
    await user.click(await screen.findByRole('button', { name: 'New year detox (demo)' }));
    expect(location()).toBe(`/companies/${COMPANY}/reports?campaign=${DEMO}`);

    expect((await screen.findByTestId('report-title')).textContent).toBe('New year detox (demo)');
    expect(screen.getByTestId('report-period').textContent).toBe('Jan 05, 2026 – Jan 19, 2026');
    expect(screen.getByTestId('simulated-badge').textContent).toBe('Simulated data');
    const value = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;
    expect(value('reach')).toBe('2.4M');
    expect(value('views')).toBe('5.2M');
    expect(value('engagement')).toBe('8.70%');
    expect(metricsCalls(served).map((c) => c.body)).toEqual([{ campaign_id: DEMO }]);

    // The charts, each named, with their figures in a table: the creators most first.
    expect(screen.getByRole('img', { name: /^Line chart of reach and engagement rate/ })).toBeTruthy();
    const creators = within(screen.getByTestId('chart-creators')).getAllByRole('row');
    expect(creators.slice(1).map((row) => row.textContent)).toEqual(['Achieng9,000', 'Brian500']);
    // The audience is the spec's placeholder: labelled sample data.
    expect(await screen.findAllByTestId('sample-badge')).toHaveLength(2);

    // One card per live post, each with its own figures.
    await waitFor(() => expect(screen.getAllByTestId('post-creator')).toHaveLength(2));
    const card = screen.getAllByTestId('post-metrics-card')[0];
    expect(within(card).getByText('@achieng.eats')).toBeTruthy();
    expect(within(card).getByText('$0.3550')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Open Achieng's .* post \(new tab\)/ })
        .getAttribute('href'),
    ).toBe('https://www.instagram.com/achieng.eats/p/abc/');
  });

  it('says "No live posts yet" when nothing is live, without asking for the audience', async () => {
    const served = serve(() => json(200, metricsOf(0)));
    renderPage(`?campaign=${DEMO}`);
    expect(await screen.findByText('No live posts yet')).toBeTruthy();
    expect(screen.queryByTestId('stat-cards')).toBeNull();
    expect(served.calls.some((c) => c.route === 'POST /api/reporting/audience_data')).toBe(false);
    expect(screen.getByTestId('export-csv').hasAttribute('disabled')).toBe(true);
  });

  it('shows a quiet retry, not the server message, when the report fails, and loads it on Try again', async () => {
    const served = serve(failure);
    const { user } = renderPage(`?campaign=${DEMO}`);
    const retry = await screen.findByTestId('report-retry');
    expect(retry.textContent).toContain('The report did not load.');
    expect(screen.queryByText('Boom')).toBeNull();
    served.metrics = () => json(200, metricsOf(1));
    await user.click(within(retry).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stat-cards')).toBeTruthy();
  });

  it('shows 12 post cards and the rest with Show more', async () => {
    serve(() => json(200, metricsOf(13)));
    const { user } = renderPage(`?campaign=${DEMO}`);
    await waitFor(() => expect(screen.getAllByTestId('post-metrics-card')).toHaveLength(12));
    expect(screen.getByText('Showing 12 of 13 posts')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('post-metrics-card')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('reports a brand over a range of days, kept in the address', async () => {
    const served = serve(() => json(200, metricsOf(1)));
    const { user } = renderPage();
    await screen.findByTestId('report-choose');
    await user.click(screen.getByRole('radio', { name: 'A brand over dates' }));
    await waitFor(() => expect(location()).toMatch(/\?brand=[^&]+&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/));
    const params = new URLSearchParams(location()!.split('?')[1]);
    expect(params.get('brand')).toBe(COMPANY);
    expect((await screen.findByTestId('report-title')).textContent).toBe('Savannah Juice');
    await waitFor(() =>
      expect(metricsCalls(served).at(-1)?.body).toEqual({
        brand_id: COMPANY,
        from: params.get('from'),
        to: params.get('to'),
      }),
    );
    // No import for a range (it belongs to one campaign).
    expect(screen.queryByRole('button', { name: /Import CSV/ })).toBeNull();
  });
});
