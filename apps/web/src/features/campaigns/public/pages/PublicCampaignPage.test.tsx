import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { PublicCampaign } from '@app/shared/campaigns';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { PublicCampaignPage } from './PublicCampaignPage';

const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

const campaign: PublicCampaign = {
  id: campaignId,
  name: 'Cold-pressed launch',
  brand_name: 'Savannah Juice',
  brand_logo: null,
  start_date: '2027-03-05T06:00:00.000Z',
  end_date: '2027-03-30T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
  platforms: ['INSTAGRAM', 'TIKTOK'],
  description: 'Fresh juice, pressed cold.',
  call_to_action: 'Order at savannah.example',
  thumbnail: '/uploads/campaign-thumb.png',
  campaign_status_for_merchant: 'ONGOING',
  metrics: { posts_live: 3, reach: 12_500, views: 30_100, impressions: 40_000, engagement_rate: 4.5, simulated: false },
};

/** GET /api/public/campaigns/{id} answers `answer`, and is sent without a bearer. */
function serve(status: number, body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const path = new URL(request.url).pathname;
      if (path === `/api/public/campaigns/${campaignId}`)
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      return new Response(
        JSON.stringify({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return requests;
}

function renderAt() {
  return renderUi(
    <Routes>
      <Route path={ROUTES.publicCampaign} element={<PublicCampaignPage />} />
    </Routes>,
    { path: `/public/campaign-details/${campaignId}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicCampaignPage', () => {
  it('shows name, brand, dates in the campaign’s zone, platforms, texts, thumbnail; nothing about money', async () => {
    const requests = serve(200, campaign);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold-pressed launch' })).toBeTruthy();
    expect(screen.getByTestId('public-campaign-brand').textContent).toBe('Savannah Juice');
    expect(screen.getByTestId('campaign-dates').textContent).toBe(
      '05 Mar 2027 09:00 – 30 Mar 2027 18:00 (Africa/Nairobi)',
    );
    expect(screen.getByTestId('campaign-status').textContent).toBe('Ongoing');
    expect(screen.getByText('Fresh juice, pressed cold.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Call to action' }).textContent).toContain('Order at savannah.example');
    expect(screen.getByText('Instagram')).toBeTruthy();
    expect(document.querySelector(`img[src="${campaign.thumbnail}"]`)).toBeTruthy();
    expect(screen.getByTestId('public-campaign').textContent).not.toMatch(/budget|KES|creator|contract/i);
    const results = screen.getByTestId('public-campaign-results').textContent;
    expect(results).toContain('Reach12.5K');
    expect(results).toContain('Engagement rate4.50%');
    expect(results).toContain('Live posts3');
    expect(screen.queryByTestId('public-campaign-simulated')).toBeNull();
    const call = requests.find((r) => new URL(r.url).pathname.startsWith('/api/public/'))!;
    expect(call.headers.get('authorization')).toBeNull();
  });

  it('labels simulated demo figures', async () => {
    serve(200, { ...campaign, metrics: { ...campaign.metrics, simulated: true } });
    renderAt();
    expect((await screen.findByTestId('public-campaign-simulated')).textContent).toBe('Simulated demo figures');
  });

  it('shows no results section before any post is live', async () => {
    serve(200, { ...campaign, metrics: { ...campaign.metrics, posts_live: 0 } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold-pressed launch' })).toBeTruthy();
    expect(screen.queryByTestId('public-campaign-results')).toBeNull();
  });

  it('reads an unknown id as not found', async () => {
    serve(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Campaign not found' });
    renderAt();
    expect(await screen.findByTestId('public-campaign-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeTruthy();
  });
});
