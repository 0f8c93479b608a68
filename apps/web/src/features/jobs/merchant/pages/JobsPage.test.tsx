import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobListing } from '@app/shared/jobs';
import { ROUTES } from '../../../../lib/paths';
import { jobKeys } from '../../api/keys';
import { companyId, jobId, json, serve } from '../test/fixtures';
import { renderJobsPage } from '../test/render-page';
import { JobsPage } from './JobsPage';

const listing = (overrides: Partial<JobListing> = {}): JobListing => ({
  id: jobId,
  name: 'Street food series',
  location: 'Kenya',
  country: 'KE',
  channels: ['INSTAGRAM'],
  potential_reach: 25_000,
  currency: 'KES',
  bid_price_minor: 1_250_050,
  status: 'Pending',
  job_status: 'OPEN',
  bids_count: 1,
  date: '2027-01-10T06:00:00.000Z',
  ...overrides,
});
const path = `/companies/${companyId}/jobs`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobsPage', () => {
  it("lists the brand's jobs and states, agreed ones under With agreement; filters by platform, currency", async () => {
    const draft = listing({
      id: 'd1',
      name: 'Winter promo',
      job_status: 'DRAFT',
      bid_price_minor: null,
      bids_count: 0,
      potential_reach: 0,
    });
    const calls = serve({
      'POST /api/jobs-marketplace/get_jobs': [listing(), draft],
      'POST /api/jobs-marketplace/campaign_jobs': [],
    });
    const { user, location } = renderJobsPage(ROUTES.company.jobs, <JobsPage />, path);
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeTruthy();
    const rows = await screen.findAllByTestId('job-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Street food series' }).getAttribute('href')).toBe(
      `/companies/${companyId}/jobs/${jobId}`,
    );
    expect(within(rows[0]).getByTestId('job-status').textContent).toBe('Open');
    expect(within(rows[0]).getByTestId('listing-status').textContent).toBe('Pending');
    expect(within(rows[0]).getByTestId('job-bid-price').textContent).toBe('KES 12,500.50');
    expect(within(rows[1]).getByTestId('job-status').textContent).toBe('Draft');
    expect(within(rows[1]).queryByTestId('listing-status')).toBeNull();
    expect(within(rows[1]).getByTestId('job-bid-price').textContent).toBe('No bid yet');
    expect(calls.find((c) => c.route === 'POST /api/jobs-marketplace/get_jobs')?.body).toEqual({ brand_id: companyId });

    await user.selectOptions(screen.getByLabelText('Platform'), 'TIKTOK');
    await user.selectOptions(screen.getByLabelText('Currency'), 'KES');
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'POST /api/jobs-marketplace/get_jobs').at(-1)?.body).toEqual({
        brand_id: companyId,
        platform: 'TIKTOK',
        currency: 'KES',
      }),
    );
    expect(location()).toBe(`${path}?platform=TIKTOK&currency=KES`);

    await user.click(screen.getByRole('tab', { name: 'With agreement' }));
    expect(await screen.findByText('No jobs with an agreement match these filters')).toBeTruthy();
    expect(calls.find((c) => c.route === 'POST /api/jobs-marketplace/campaign_jobs')?.body).toEqual({
      brand_id: companyId,
      platform: 'TIKTOK',
      currency: 'KES',
    });
  });

  it('offers to start a job when the brand has none', async () => {
    serve({ 'POST /api/jobs-marketplace/get_jobs': [] });
    renderJobsPage(ROUTES.company.jobs, <JobsPage />, path);
    const empty = await screen.findByTestId('jobs-empty');
    expect(within(empty).getByText('No jobs yet')).toBeTruthy();
    // One "Start a job" on screen: the empty list's own.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Start a job' })).toHaveLength(1));
    expect(within(empty).getByRole('link', { name: 'Start a job' }).getAttribute('href')).toBe(
      `/companies/${companyId}/start-job`,
    );
  });

  it('keeps the cached list when reloading it fails, saying from when it is (spec section 7)', async () => {
    serve({
      'POST /api/jobs-marketplace/get_jobs': () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'UNAVAILABLE',
          message: 'The database is not reachable',
        }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A copy loaded at 14:05 local time, older than the 5 minutes jobs stay fresh: it is fetched again on arrival.
    const loadedAt = new Date(2020, 0, 10, 14, 5).getTime();
    queryClient.setQueryData(jobKeys.list('all', { brandId: companyId, platform: null, currency: null }), [listing()], {
      updatedAt: loadedAt,
    });
    renderJobsPage(ROUTES.company.jobs, <JobsPage />, path, { queryClient });
    const notice = await screen.findByTestId('reload-failed');
    expect(notice.textContent).toContain('Showing the list from 14:05; reloading failed');
    expect(screen.getAllByTestId('job-row')).toHaveLength(1);
  });

  it('shows the failure when there is no cached list', async () => {
    serve({
      'POST /api/jobs-marketplace/get_jobs': () =>
        json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Something broke' }),
    });
    renderJobsPage(ROUTES.company.jobs, <JobsPage />, path);
    expect(await screen.findByText('We could not load the jobs')).toBeTruthy();
    expect(screen.queryByTestId('job-row')).toBeNull();
  });
});
