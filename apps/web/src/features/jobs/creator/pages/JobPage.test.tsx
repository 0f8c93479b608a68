import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { ROUTES } from '../../../../lib/paths';
import { field, fill, renderUi } from '../../../../test/render';
import { CreatorJobPage } from './JobPage';
import {
  bidId,
  counteredBid,
  creatorJob,
  creatorProfile,
  jobId,
  stubApi,
  waitingBid,
} from '../../../creator-accounts/test/fixtures';

function renderPage() {
  return renderUi(
    <Routes>
      <Route path={ROUTES.creator.job} element={<CreatorJobPage />} />
      <Route path={ROUTES.creator.bid} element={<p>The bid page</p>} />
    </Routes>,
    { path: `/creator/jobs/${jobId}` },
  );
}

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorJobPage', () => {
  it('shows the brand, tasks with their counts, budget, bid window, start and duration', async () => {
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/jobs/${jobId}`]: { status: 200, body: creatorJob },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Street food series', level: 1 })).toBeTruthy();
    expect(screen.getByText('Savannah Juice')).toBeTruthy();
    expect(screen.getByTestId('job-budget').textContent).toBe('KES 50,000.00');
    expect(screen.getAllByTestId('job-task').map((t) => t.textContent)).toEqual([
      'Instagram: 2 × Post',
      'Instagram: 1 × Reel',
    ]);
    expect(screen.getByText('2 weeks')).toBeTruthy();
    expect(screen.getByText(/^\d{2} Feb 2027 \d{2}:\d{2} – \d{2} Feb 2027 \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getByText('01 Mar 2027')).toBeTruthy();
    expect(screen.getByTestId('job-bidding').textContent).toBe('Taking bids');
  });

  it('bids one price per post type in minor units, then opens the bid', async () => {
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/jobs/${jobId}`]: { status: 200, body: creatorJob },
      [`POST /api/creator/jobs/${jobId}/bids`]: { status: 201, body: waitingBid },
    });
    const { user } = renderPage();
    await fill(user, await waitFor(() => field('Instagram: Post')), '10,000');
    await fill(user, field('Instagram: Reel'), '4000.5');
    expect(screen.getByTestId('offer-form-total').textContent).toBe('KES 14,000.50');
    await user.click(screen.getByRole('button', { name: 'Send bid' }));
    expect(await screen.findByText('The bid page')).toBeTruthy();
    const bid = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'POST')!;
    expect(await bid.json()).toEqual({
      offer: [
        { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_000_000 },
        { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 400_050 },
      ],
    });
  });

  it('keeps the form disabled, saying when bidding opens, before the bid window', async () => {
    const later = {
      ...creatorJob,
      accepting_bids: false,
      bid_start_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    };
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/jobs/${jobId}`]: { status: 200, body: later },
    });
    renderPage();
    expect((await screen.findByTestId('offer-disabled')).textContent).toMatch(
      /^Bidding opens on \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}\./,
    );
    expect((screen.getByRole('button', { name: 'Send bid' }) as HTMLButtonElement).disabled).toBe(true);
    expect(field('Instagram: Post').disabled).toBe(true);
    expect(screen.getByTestId('job-bidding').textContent).toBe('Not taking bids');
  });

  it("links the creator's bid instead of the form once they bid", async () => {
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/jobs/${jobId}`]: { status: 200, body: { ...creatorJob, my_bid_id: bidId } },
    });
    renderPage();
    expect((await screen.findByRole('link', { name: 'See your bid' })).getAttribute('href')).toBe(
      `/creator/bids/${bidId}`,
    );
    expect(screen.queryByTestId('offer-form')).toBeNull();
  });

  it("shows the server's refusal (409) and the job as it is now", async () => {
    let job = creatorJob;
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/jobs/${jobId}`]: () => ({ status: 200, body: job }),
      'GET /api/creator/bids': { status: 200, body: [counteredBid] },
      [`POST /api/creator/jobs/${jobId}/bids`]: () => {
        job = { ...creatorJob, my_bid_id: bidId };
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            field: 'job_id',
            state: 'ONGOING',
            message: 'You already bid on this job (ongoing)',
          },
        };
      },
    });
    const { user } = renderPage();
    await fill(user, await waitFor(() => field('Instagram: Post')), '10000');
    await fill(user, field('Instagram: Reel'), '4000');
    await user.click(screen.getByRole('button', { name: 'Send bid' }));
    expect(await screen.findByRole('link', { name: 'See your bid' })).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toContain('You already bid on this job (ongoing)');
  });

  it('shows the refusal when bidding ended meanwhile', async () => {
    let open = true;
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/jobs/${jobId}`]: () =>
        open
          ? { status: 200, body: creatorJob }
          : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', field: 'job_id', message: 'Job not found' } },
      [`POST /api/creator/jobs/${jobId}/bids`]: () => {
        open = false;
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            field: 'job_id',
            state: 'OPEN',
            message: 'Bidding on this job has ended',
          },
        };
      },
    });
    const { user } = renderPage();
    await fill(user, await waitFor(() => field('Instagram: Post')), '10000');
    await fill(user, field('Instagram: Reel'), '4000');
    await user.click(screen.getByRole('button', { name: 'Send bid' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toContain('Bidding on this job has ended'),
    );
  });
});
