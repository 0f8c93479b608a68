import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignMetricsResponse, InsightsResponse } from '@app/shared/reporting';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { SmeCampaignReportPage } from './SmeCampaignReportPage';

// The charts draw on a canvas the simulated DOM lacks: stand-ins with the same accessible names.
vi.mock('../../components/charts', () => {
  const stand = ({ label }: { label: string }) => <canvas role="img" aria-label={label} />;
  return { PerformanceChart: stand, CreatorImpressionsChart: stand, AudienceDoughnut: stand };
});

const SME = '7d1e2f3a-4b5c-4d6e-8f70-818283848586';
const CAMPAIGN = '0b6f3c1e-2a4d-4c8e-9f10-111213141516';

const campaign = {
  id: CAMPAIGN,
  company_id: SME,
  brand_name: 'Mama Njeri Bakery',
  name: 'Weekend cakes',
  description: 'Our new weekend cakes, baked fresh in Nairobi.',
  start_date: '2026-01-04T22:30:00.000Z',
  end_date: '2026-01-19T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  budget_minor: 13_000_000,
  channels: ['INSTAGRAM', 'TIKTOK'],
  campaign_status_for_merchant: 'ONGOING',
};

const entry = {
  id: CAMPAIGN,
  name: 'Weekend cakes',
  channels: ['INSTAGRAM', 'TIKTOK'],
  campaign_status_for_merchant: 'ONGOING',
  start_date: campaign.start_date,
  end_date: campaign.end_date,
  currency: 'KES',
  budget: 130_000,
  budget_minor: 13_000_000,
  package: 'Boost',
};

const creator = {
  avatar: null,
  level: 'MICRO',
  views: 0,
  engagements: 0,
  cost_per_engagement: 0.0123,
};

function metricsOf(live: boolean): CampaignMetricsResponse {
  return {
    data: {
      performances: {
        label: live ? ['2026-01-05', '2026-01-06'] : [],
        data: {
          reach: live ? [1_000, 2_360_003] : [],
          engagement_rate: live ? [2.5, 8.7] : [],
          impressions: live ? [1, 2] : [],
          views: live ? [1, 2] : [],
        },
      },
      influencers: live
        ? [
            { ...creator, influencer_id: 1, name: 'Brian', posts: 1, impressions: 500, reach: 400, engagement_rate: 3 },
            {
              ...creator,
              influencer_id: 2,
              name: 'Achieng',
              posts: 2,
              impressions: 9_000,
              reach: 8_000,
              engagement_rate: 9.5,
            },
          ]
        : [],
      posts: [],
      totals: live
        ? {
            posts_live: 3,
            impressions: 9_500,
            reach: 2_360_003,
            views: 5_210_003,
            engagements: 100,
            engagement_rate: 8.7,
          }
        : { posts_live: 0, impressions: 0, reach: 0, views: 0, engagements: 0, engagement_rate: 0 },
      sources: [],
      simulated: false,
    },
  };
}

const insights: InsightsResponse = {
  data: {
    insights: {
      ALL: {
        strengths: [
          { Insight: 'Engagement beats the benchmark', Action: 'Keep the format', CTA: 'Plan next campaign' },
        ],
        improvements: [{ Insight: 'Reach is below the benchmark', Action: 'Add creators', CTA: 'Find creators' }],
        creator_performance: [{ Insight: 'Achieng leads the campaign', Action: 'Work with her again', CTA: '' }],
        timing: [{ Insight: 'Evenings work best', Action: 'Post at 6 pm', CTA: '' }],
      },
    },
    benchmark_source: 'defaults',
    rewritten: false,
  },
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () => json(500, { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'Boom' });

interface Served {
  metrics: () => Response;
  insights: () => Response;
  routes: string[];
}

function serve(options: Partial<Served> = {}): Served {
  const served: Served = {
    metrics: () => json(200, metricsOf(true)),
    insights: () => json(200, insights),
    routes: [],
    ...options,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      served.routes.push(route);
      if (route === `GET /api/campaigns/${CAMPAIGN}`) return json(200, campaign);
      if (route === `GET /api/sme/${SME}/campaigns`)
        return json(200, { results: [entry], results_count: 1, page_number: 1, page_size: 50 });
      if (route === 'POST /api/reporting/campaign_metrics') return served.metrics();
      if (route === 'POST /api/reporting/audience_data') return json(200, audience);
      if (route === 'POST /api/reporting/insights') return served.insights();
      return json(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return served;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage() {
  return renderUi(
    <>
      <Routes>
        <Route path={ROUTES.sme.company.report} element={<SmeCampaignReportPage />} />
        <Route path={ROUTES.sme.company.reports} element={<h1>Reports list</h1>} />
      </Routes>
      <Where />
    </>,
    { path: `/sme/${SME}/reports/${CAMPAIGN}` },
  );
}

const stat = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SmeCampaignReportPage', () => {
  it("shows a skeleton, then the header, the API's figures, the package, charts and creator cards", async () => {
    serve();
    renderPage();
    expect(screen.getByTestId('sme-report-skeleton')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend cakes' })).toBeTruthy();
    expect(screen.getByTestId('sme-report-description').textContent).toBe(campaign.description);
    expect(screen.getByTestId('sme-status-pill').textContent).toBe('Ongoing');
    // The campaign's days in its zone (it starts 01:30 in Nairobi on Jan 5).
    expect(screen.getByTestId('sme-report-dates').textContent).toBe('Jan 05, 2026 – Jan 19, 2026');
    expect(screen.getAllByTestId('sme-channel-pill').map((pill) => pill.textContent)).toEqual(['Instagram', 'Tiktok']);

    await screen.findByTestId('stat-cards');
    expect(stat('reach')).toBe('2.4M');
    expect(stat('views')).toBe('5.2M');
    expect(stat('engagement')).toBe('8.70%');
    expect((await screen.findByTestId('sme-package-name')).textContent).toBe('Boost');
    expect(screen.getByTestId('sme-budget').textContent).toBe('KES 130,000.00');

    expect(screen.getByRole('img', { name: /^Line chart of reach and engagement rate/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Bar chart of impressions by creator/ })).toBeTruthy();
    expect(await screen.findAllByTestId('sample-badge')).toHaveLength(2);
    // The doughnuts only: no top countries and cities on the SME report.
    expect(screen.queryByText('Top countries')).toBeNull();

    const cards = screen.getAllByTestId('creator-performance-card');
    expect(cards.map((card) => within(card).getByTestId('creator-name').textContent)).toEqual(['Achieng', 'Brian']);
    expect(cards[0].textContent).toContain('9,000');
    expect(cards[0].textContent).toContain('9.50%');
    expect(cards[0].textContent).toContain('$0.0123');
  });

  it('opens the AI insights from the real insights, with scrolling locked, and closes them', async () => {
    const served = serve();
    const { user } = renderPage();
    await screen.findByTestId('stat-cards');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'AI Insights' }));

    const dialog = await screen.findByRole('dialog', { name: 'AI Campaign Insights' });
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await within(dialog).findByText('Engagement beats the benchmark');
    expect(
      within(within(dialog).getByTestId('insights-weaknesses')).getByText('Reach is below the benchmark'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('top-creator-name').textContent).toBe('Achieng');
    expect(within(dialog).getByTestId('top-creator-stats').textContent).toContain('9.50%');
    expect(within(dialog).getByText('Achieng leads the campaign')).toBeTruthy();
    expect(within(dialog).getByTestId('recommendation-timing').textContent).toContain('Evenings work best');
    expect(within(dialog).getByTestId('recommendation-budget-items-empty')).toBeTruthy();
    expect(within(dialog).queryByTestId('insights-sample')).toBeNull();
    expect(served.routes.filter((r) => r === 'POST /api/reporting/insights')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close the insights' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });

  it('shows empty lists, never an error, when the insights call fails', async () => {
    serve({ insights: failure });
    const { user } = renderPage();
    await screen.findByTestId('stat-cards');
    await user.click(screen.getByRole('button', { name: 'AI Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Campaign Insights' });
    await within(dialog).findByTestId('insights-strengths-empty');
    expect(within(dialog).getByTestId('insights-weaknesses-empty')).toBeTruthy();
    expect(within(dialog).queryByText('Boom')).toBeNull();
    expect(within(dialog).queryByTestId('insights-sample')).toBeNull();
  });

  it('shows the labelled sample insights only while nothing is live, without asking for insights', async () => {
    const served = serve({ metrics: () => json(200, metricsOf(false)) });
    const { user } = renderPage();
    expect(await screen.findByText('No live posts yet')).toBeTruthy();
    expect(stat('reach')).toBe('0');
    expect(screen.getByTestId('export-report').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'AI Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Campaign Insights' });
    expect(within(dialog).getByTestId('insights-sample-badge').textContent).toBe('Sample');
    expect(within(dialog).getByTestId('top-creator-name').textContent).toBe('Sample creator');
    expect(served.routes).not.toContain('POST /api/reporting/insights');
    expect(served.routes).not.toContain('POST /api/reporting/audience_data');
  });

  it('offers a quiet retry when the figures fail, and goes back to the reports', async () => {
    const served = serve({ metrics: failure });
    const { user } = renderPage();
    const retry = await screen.findByTestId('report-retry');
    expect(retry.textContent).toContain('The figures did not load.');
    expect(screen.queryByText('Boom')).toBeNull();
    served.metrics = () => json(200, metricsOf(true));
    await user.click(within(retry).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('stat-cards')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to reports' }));
    expect(screen.getByTestId('location').textContent).toBe(`/sme/${SME}/reports`);
  });
});
