import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { bidOf, companyId, jobId, jobOf, serve } from '../test/fixtures';
import { renderJobsPage } from '../test/render-page';
import { JobDetailsPage } from './JobDetailsPage';

const path = `/companies/${companyId}/jobs/${jobId}`;
const names = () => screen.getAllByTestId('bid-row').map((row) => row.getAttribute('data-bid-id'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobDetailsPage', () => {
  it('shows the job, its bids sortable by offer, reach and date, each row opening its bid', async () => {
    const cheap = bidOf({
      bid_id: 'b-cheap',
      influencer: { id: 12, name: 'Otieno B.', avatar: null, followers: 90_000 },
      current_influencer_offer_total_minor: 500_000,
      updated: '2027-01-12T07:00:00.000Z',
      history: [],
    });
    const dear = bidOf({
      bid_id: 'b-dear',
      current_influencer_offer_total_minor: 2_000_000,
      last_role: 'MERCHANT',
      current_brand_offer_total_minor: 1_500_000,
      updated: '2027-01-11T07:00:00.000Z',
      history: [],
    });
    serve({
      [`GET /api/jobs-marketplace/jobs/${jobId}`]: jobOf({ bids_count: 2 }),
      'POST /api/jobs-marketplace/all_job_bids': [dear, cheap],
    });
    const { user, location } = renderJobsPage(ROUTES.company.job, <JobDetailsPage />, path, {
      others: [{ path: ROUTES.company.bid, element: <p>Bid page</p> }],
    });
    expect(await screen.findByRole('heading', { name: 'Street food series' })).toBeTruthy();
    expect(screen.getByTestId('job-status').textContent).toBe('Open');
    await waitFor(() =>
      expect(screen.getByTestId('job-bid-window').textContent).toBe('10 Jan 2027 09:00 – 20 Jan 2027 18:00'),
    );
    expect(screen.getByTestId('job-budget').textContent).toBe('KES 50,000.00');
    expect(screen.getByTestId('job-mode').textContent).toBe('Open selection');
    expect(screen.getByTestId('job-tasks').textContent).toContain('2 × Feed post on Instagram');
    // With bids, the job is no longer edited; bidding can be extended and the job closed.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Extend bidding' })).toBeTruthy();

    // Newest move first.
    await waitFor(() => expect(names()).toEqual(['b-cheap', 'b-dear']));
    await user.click(screen.getByTestId('sort-amount'));
    expect(names()).toEqual(['b-dear', 'b-cheap']);
    expect(screen.getByTestId('sort-amount').closest('th')?.getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByTestId('sort-amount'));
    expect(names()).toEqual(['b-cheap', 'b-dear']);
    await user.click(screen.getByTestId('sort-reach'));
    expect(names()).toEqual(['b-cheap', 'b-dear']);
    const dearRow = screen.getAllByTestId('bid-row')[1];
    expect(within(dearRow).getByTestId('bid-brand-offer').textContent).toBe('KES 15,000.00');
    expect(within(dearRow).getByText('Waiting for the creator')).toBeTruthy();

    await user.click(within(dearRow).getByRole('link', { name: 'Wanjiru K.' }));
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/job/${jobId}/bids/b-dear`));
  });

  it('publishes a draft after a confirmation and closes a job with a reason', async () => {
    let job = jobOf({ status: 'DRAFT', accepting_bids: false });
    const calls = serve({
      [`GET /api/jobs-marketplace/jobs/${jobId}`]: () => job,
      'POST /api/jobs-marketplace/all_job_bids': [],
      'POST /api/jobs-marketplace/update_job': (body: Record<string, unknown> | null) => {
        job = jobOf({ status: body?.action === 'PUBLISH' ? 'OPEN' : 'CLOSED' });
        return job;
      },
    });
    const { user } = renderJobsPage(ROUTES.company.job, <JobDetailsPage />, path);
    expect(await screen.findByTestId('bids-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/companies/${companyId}/start-job?job_id=${jobId}`,
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.getByTestId('job-status').textContent).toBe('Open'));

    await user.click(screen.getByRole('button', { name: 'Close job' }));
    await user.type(await screen.findByRole('textbox', { name: /^Reason/ }), 'Budget moved');
    await user.click(screen.getByTestId('confirm-close-job'));
    await waitFor(() => expect(screen.getByTestId('job-status').textContent).toBe('Closed'));
    expect(calls.filter((c) => c.route === 'POST /api/jobs-marketplace/update_job').map((c) => c.body)).toEqual([
      { job_id: jobId, action: 'PUBLISH' },
      { job_id: jobId, action: 'CLOSE', reason: 'Budget moved' },
    ]);
    // A closed job has no actions left.
    expect(screen.queryByRole('button', { name: 'Close job' })).toBeNull();
  });
});
