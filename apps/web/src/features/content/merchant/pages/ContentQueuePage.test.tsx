import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { campaignId, companyId, contentId, queueItem, serve } from '../test/fixtures';
import { renderContentPage } from '../test/render-page';
import { ContentQueuePage } from './ContentQueuePage';

const queueRoute = `GET /api/companies/${companyId}/content`;
const base = `/companies/${companyId}/pre-approval`;
const routes = [
  { path: ROUTES.company.preApproval, element: <ContentQueuePage /> },
  { path: ROUTES.company.preApprovalTask, element: <p>Review page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ContentQueuePage', () => {
  it('lists what is to review by default, each row with its facts, and opens an item', async () => {
    const job = queueItem(2, {
      campaign: null,
      job: { id: 'j1', name: 'Street food series' },
      status: 'LIVE_SUBMITTED',
      late: true,
      round: 3,
      due_at: null,
      preview: null,
    });
    const calls = serve({ [queueRoute]: { results: [queueItem(1), job], total: 2 } });
    const { user, location } = renderContentPage(routes, base);

    const rows = await screen.findAllByTestId('queue-row');
    expect(rows).toHaveLength(2);
    expect(calls.find((c) => c.route === queueRoute)?.query).toEqual({
      status: 'TO_REVIEW',
      page_number: '1',
      page_size: '10',
    });
    const [first, second] = rows;
    expect(within(first).getByText('Cold-pressed launch')).toBeTruthy();
    expect(within(first).getByText('Campaign')).toBeTruthy();
    expect(within(first).getByText('Savannah Juice')).toBeTruthy();
    expect(within(first).getByText('Instagram')).toBeTruthy();
    expect(within(first).getByText('Reel 1')).toBeTruthy();
    expect(within(first).getByTestId('content-status').textContent).toBe('Waiting for review');
    expect(within(first).queryByTestId('content-late')).toBeNull();
    expect(within(first).getByText('08 Mar 2027')).toBeTruthy();
    expect(await within(first).findByTestId('content-thumbnail')).toBeTruthy();

    expect(within(second).getByText('Street food series')).toBeTruthy();
    expect(within(second).getByText('Job')).toBeTruthy();
    expect(within(second).getByTestId('content-status').textContent).toBe('Live link to verify');
    expect(within(second).getByTestId('content-late')).toBeTruthy();
    expect(within(second).getByText('–')).toBeTruthy();

    // The page on screen is kept for the review page's J/K.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(`content-review-queue:${companyId}`) ?? '{}').ids).toEqual([
        contentId(1),
        contentId(2),
      ]),
    );

    await user.click(within(first).getByRole('link', { name: 'Creator 1: post 1 of Cold-pressed launch' }));
    await waitFor(() => expect(location()).toBe(`${base}/${contentId(1)}`));
  });

  it('reads its filters from the address and writes every change back to it', async () => {
    const calls = serve({ [queueRoute]: { results: [queueItem(1)], total: 45 } });
    const { user, location } = renderContentPage(
      routes,
      `${base}?status=CHANGES_REQUESTED&campaign=${campaignId}&creator=41&late=true&page=2&size=20`,
    );
    await screen.findAllByTestId('queue-row');
    expect(calls.find((c) => c.route === queueRoute)?.query).toEqual({
      status: 'CHANGES_REQUESTED',
      campaign_id: campaignId,
      creator_id: '41',
      late: 'true',
      page_number: '2',
      page_size: '20',
    });
    expect((screen.getByTestId('queue-status') as HTMLSelectElement).value).toBe('CHANGES_REQUESTED');
    expect(await screen.findByRole('option', { name: 'Winter promo' })).toBeTruthy();
    expect((screen.getByTestId('queue-campaign') as HTMLSelectElement).value).toBe(campaignId);
    expect((screen.getByTestId('queue-creator') as HTMLSelectElement).value).toBe('41');
    expect((screen.getByRole('switch', { name: 'Late only' }) as HTMLInputElement).checked).toBe(true);

    // A new status starts again at page 1 and keeps the other filters.
    await user.selectOptions(screen.getByTestId('queue-status'), 'Verified');
    await waitFor(() =>
      expect(location()).toBe(`${base}?status=VERIFIED&campaign=${campaignId}&creator=41&late=true&size=20`),
    );
    await user.click(screen.getByRole('switch', { name: 'Late only' }));
    await waitFor(() => expect(location()).toBe(`${base}?status=VERIFIED&campaign=${campaignId}&creator=41&size=20`));
    await user.selectOptions(screen.getByTestId('queue-campaign'), 'All campaigns and jobs');
    await user.selectOptions(screen.getByTestId('page-size-select'), '50');
    await waitFor(() => expect(location()).toBe(`${base}?status=VERIFIED&creator=41&size=50`));
    await user.selectOptions(screen.getByTestId('queue-status'), 'To review');
    await waitFor(() => expect(location()).toBe(`${base}?creator=41&size=50`));
    await waitFor(() =>
      expect(calls.filter((c) => c.route === queueRoute).at(-1)?.query).toEqual({
        status: 'TO_REVIEW',
        creator_id: '41',
        page_number: '1',
        page_size: '50',
      }),
    );
  });

  it('says when nothing is to review, and offers to clear filters that match nothing', async () => {
    serve({ [queueRoute]: { results: [], total: 0 } });
    const { user, location } = renderContentPage(routes, base);
    const empty = await screen.findByTestId('queue-empty');
    expect(within(empty).getByText('Nothing to review')).toBeTruthy();
    expect(within(empty).queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Late only' }));
    await waitFor(() => expect(location()).toBe(`${base}?late=true`));
    const filtered = await screen.findByText('No content matches these filters');
    await user.click(within(filtered.closest('[data-testid="queue-empty"]') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(location()).toBe(base));
  });

  it('shows the failure with a retry', async () => {
    let fail = true;
    serve({
      [queueRoute]: () =>
        fail
          ? new Response(JSON.stringify({ statusCode: 500, code: 'INTERNAL', error: 'x', message: 'Database down' }), {
              status: 500,
              headers: { 'content-type': 'application/json' },
            })
          : { results: [queueItem(1)], total: 1 },
    });
    const { user } = renderContentPage(routes, base);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database down')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('queue-row')).toHaveLength(1);
  });
});
