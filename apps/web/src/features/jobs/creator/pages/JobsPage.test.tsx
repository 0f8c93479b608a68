import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { CreatorBidsPage } from './BidsPage';
import { CreatorJobsPage } from './JobsPage';
import {
  acceptedBid,
  bidId,
  counteredBid,
  creatorJob,
  creatorProfile,
  stubApi,
  waitingBid,
} from '../../../creator-accounts/test/fixtures';

const bundle = {
  categories: [],
  channels: [
    {
      value: 'INSTAGRAM',
      label: 'Instagram',
      icon_location: '',
      levels: [],
      post_content_types: [{ value: 'POST', label: 'Feed post' }],
    },
    {
      value: 'TIKTOK',
      label: 'TikTok',
      icon_location: '',
      levels: [],
      post_content_types: [{ value: 'VIDEO', label: 'Video' }],
    },
  ],
  countries: [],
  all_locations: [],
  active_countries: [],
  verification_statuses: [],
  pre_live_check_statuses: [],
};

function renderAt(path: string) {
  return renderUi(
    <Routes>
      <Route path={ROUTES.creator.jobs} element={<CreatorJobsPage />} />
      <Route path={ROUTES.creator.bids} element={<CreatorBidsPage />} />
    </Routes>,
    { path },
  );
}

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorJobsPage', () => {
  it('lists open jobs with Bid, or Your bid where the creator bid; filters by channel, pages via address', async () => {
    const other = { ...creatorJob, id: 'j2', name: 'Juice launch', my_bid_id: bidId };
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      'GET /api/conf/all': { status: 200, body: bundle },
      'GET /api/creator/jobs': (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('channel') === 'TIKTOK') return { status: 200, body: { results: [], results_count: 0 } };
        return {
          status: 200,
          body: { results: query.get('page_number') === '2' ? [other] : [creatorJob], results_count: 11 },
        };
      },
    });
    const { user } = renderAt('/creator/jobs');
    const card = await screen.findByTestId('job-card');
    expect(within(card).getByRole('link', { name: 'Street food series' }).getAttribute('href')).toBe(
      `/creator/jobs/${creatorJob.id}`,
    );
    expect(within(card).getByRole('link', { name: 'Bid on Street food series' }).getAttribute('href')).toBe(
      `/creator/jobs/${creatorJob.id}`,
    );
    expect(card.textContent).toContain('Budget KES 50,000.00');
    expect(screen.getByTestId('pagination-bar').textContent).toContain('1–10 of 11 jobs');
    expect(screen.getByRole('link', { name: 'Open jobs' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const second = await screen.findByText('Juice launch');
    expect(
      within(second.closest('li')!).getByRole('link', { name: 'Your bid on Juice launch' }).getAttribute('href'),
    ).toBe(`/creator/bids/${bidId}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'TIKTOK');
    expect(await screen.findByText('No open jobs on TikTok')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === '/api/creator/jobs');
    expect(asked.map((url) => url.search)).toEqual([
      '?page_number=1&page_size=10',
      '?page_number=2&page_size=10',
      '?channel=TIKTOK&page_number=1&page_size=10',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show all channels' }));
    await waitFor(() => expect(screen.getByTestId('job-card')).toBeTruthy());
  });

  it('asks for the profile first while it is incomplete', async () => {
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: { ...creatorProfile, profile_complete: false, creator_id: null } },
    });
    renderAt('/creator/jobs');
    expect(await screen.findByTestId('profile-incomplete')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).url.includes('/creator/jobs'))).toBe(false);
  });
});

describe('CreatorBidsPage', () => {
  it("lists the creator's turn first, then the bids waiting for the brand, then the closed ones", async () => {
    const waiting = { ...waitingBid, bid_id: 'w', job_name: 'Waiting job' };
    const accepted = { ...acceptedBid, bid_id: 'a', job_name: 'Agreed job' };
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      'GET /api/creator/bids': { status: 200, body: [accepted, waiting, counteredBid] },
    });
    renderAt('/creator/bids');
    await screen.findAllByTestId('bid-card');
    const cards = screen.getAllByTestId('bid-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Street food series',
      'Waiting job',
      'Agreed job',
    ]);
    expect(cards.map((c) => within(c).getByTestId('bid-turn').textContent)).toEqual([
      'Your turn: the brand countered',
      'Waiting for the brand',
      'Agreed at KES 11,000.50',
    ]);
    expect(cards.map((c) => within(c).getByTestId('bid-status').textContent)).toEqual([
      'Ongoing',
      'Ongoing',
      'Accepted',
    ]);
    expect(screen.getByRole('link', { name: 'My bids' }).getAttribute('aria-current')).toBe('page');
  });

  it('says how to start when there is no bid yet', async () => {
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      'GET /api/creator/bids': { status: 200, body: [] },
    });
    renderAt('/creator/bids');
    expect(await screen.findByTestId('bids-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See open jobs' }).getAttribute('href')).toBe('/creator/jobs');
  });
});
