import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentDetail } from '@app/shared/content';
import { ROUTES } from '../../../../lib/paths';
import { companyId, conflict, contentId, detailOf, queueItem, serve } from '../test/fixtures';
import { renderContentPage } from '../test/render-page';
import { DEFAULT_QUEUE_FILTERS } from '../lib/queue-params';
import { ContentReviewPage } from './ContentReviewPage';

const id = contentId(2);
const detailRoute = `GET /api/content/${id}`;
const path = `/companies/${companyId}/pre-approval/${id}`;
const routes = [{ path: ROUTES.company.preApprovalTask, element: <ContentReviewPage /> }];

function renderAt(at = path) {
  return renderContentPage(routes, at);
}

/** A key pressed on the page, outside any field. */
const press = (key: string) => fireEvent.keyDown(document.documentElement, { key });

afterEach(() => {
  // Toasts live in a module-wide store: each test starts without the last one's.
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ContentReviewPage', () => {
  it('shows the latest round, its caption check, the brief, the earlier rounds and the moves offered', async () => {
    serve({ [detailRoute]: detailOf(), [`GET /api/companies/${companyId}/content`]: { results: [], total: 0 } });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Achieng O.: post 1 of Cold-pressed launch' })).toBeTruthy();
    expect(screen.getAllByTestId('content-status')[0]!.textContent).toBe('Waiting for review');

    const latest = screen.getByTestId('latest-round');
    expect(await within(latest).findByRole('img', { name: 'Image 1 of 2: shot-2.png' })).toBeTruthy();
    expect(await within(latest).findByLabelText('Video 2 of 2: clip-3.mp4')).toBeTruthy();
    expect(within(latest).getByTestId('caption').textContent).toBe(
      'Morning juice with @savannahjuice #coldpressed #ad',
    );
    expect(within(latest).getByText('The caption has everything the brief asks for.')).toBeTruthy();

    const earlier = screen.getByTestId('earlier-rounds');
    expect(within(earlier).getByText('The caption misses something the brief asks for.')).toBeTruthy();
    const marks = within(earlier).getAllByRole('listitem');
    expect(marks.map((m) => m.textContent)).toContain('@savannahjuice missing');
    expect(within(earlier).getByText('Tag the brand and say it is an ad.')).toBeTruthy();
    expect(within(earlier).getByText('Asked for changes')).toBeTruthy();

    const brief = screen.getByTestId('requirements');
    expect(within(brief).getByText('@savannahjuice')).toBeTruthy();
    expect(within(brief).getByText('#coldpressed')).toBeTruthy();
    expect(within(brief).getByText('Pour a glass')).toBeTruthy();
    expect(within(brief).getByText("Don't show other brands.")).toBeTruthy();

    // Only the moves the server offers.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify live post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject live link' })).toBeNull();
    expect(screen.getByTestId('review-shortcuts').textContent).toBe(
      'Keyboard: J next, K previous, A approve, R request changes',
    );
  });

  it('offers the live link moves, or none with the reason', async () => {
    let detail: ContentDetail = detailOf({
      status: 'LIVE_SUBMITTED',
      post_url: 'https://www.instagram.com/p/abc123/',
      moves: ['VERIFY_LIVE', 'REJECT_LIVE'],
    });
    const calls = serve({
      [detailRoute]: () => detail,
      [`POST /api/content/${id}/reject-live`]: () => {
        detail = detailOf({
          status: 'LIVE_REJECTED',
          post_url: 'https://www.instagram.com/p/abc123/',
          moves: [],
          live_reviews: [
            {
              action: 'REJECT_LIVE',
              comment: 'The link is private.',
              by: { name: 'Amina Brand', company_name: 'Savannah Juice' },
              created_at: '2027-03-10T08:00:00.000Z',
            },
          ],
        });
        return detail;
      },
    });
    const { user } = renderAt();
    expect(await screen.findByRole('button', { name: 'Verify live post' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request changes' })).toBeNull();
    expect(screen.getByTestId('live-link').getAttribute('href')).toBe('https://www.instagram.com/p/abc123/');

    await user.click(screen.getByRole('button', { name: 'Reject live link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the live link?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The link is private.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the link' }));
    await waitFor(() =>
      expect(calls.find((c) => c.route.endsWith('/reject-live'))?.body).toEqual({ reason: 'The link is private.' }),
    );
    expect(await screen.findByTestId('toast-success')).toBeTruthy();
    expect(await screen.findByTestId('review-waiting')).toBeTruthy();
    expect(screen.getByTestId('review-waiting').textContent).toBe(
      'Waiting for the creator to submit a corrected live link.',
    );
    expect(within(screen.getByTestId('live-post')).getByText('The link is private.')).toBeTruthy();
  });

  it('asks for changes only with a comment', async () => {
    let detail = detailOf();
    const calls = serve({
      [detailRoute]: () => detail,
      [`POST /api/content/${id}/request-changes`]: () => {
        detail = detailOf({ status: 'CHANGES_REQUESTED', moves: [] });
        return detail;
      },
    });
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes?' });
    const field = within(dialog).getByRole('textbox', { name: /What to change/ });
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(await within(dialog).findByText('Tell the creator what to change')).toBeTruthy();
    expect(calls.some((c) => c.route.endsWith('/request-changes'))).toBe(false);

    await user.clear(field);
    await user.type(field, 'Show the label.');
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.route.endsWith('/request-changes'))?.body).toEqual({ comment: 'Show the label.' }),
    );
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Your changes are sent to Achieng O.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('content-status')[0]!.textContent).toBe('Changes requested');
  });

  it('approves with the A key, never while typing, and R opens the request for changes', async () => {
    let detail = detailOf();
    const calls = serve({
      [detailRoute]: () => detail,
      [`POST /api/content/${id}/approve`]: () => {
        detail = detailOf({ status: 'APPROVED', moves: [] });
        return detail;
      },
    });
    const { user } = renderAt();
    await screen.findByRole('button', { name: 'Approve' });

    press('r');
    const changes = await screen.findByRole('dialog', { name: 'Request changes?' });
    // Typing in the comment field is text, not shortcuts.
    await user.type(within(changes).getByRole('textbox', { name: /What to change/ }), 'a');
    expect(screen.queryByRole('dialog', { name: 'Approve this draft?' })).toBeNull();
    await user.click(within(changes).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    press('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approve this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((c) => c.route.endsWith('/approve'))?.body).toEqual({}));
    expect((await screen.findByTestId('toast-success')).textContent).toContain("You approved Achieng O.'s draft.");
    await waitFor(() => expect(screen.getAllByTestId('content-status')[0]!.textContent).toBe('Approved: post it'));
    // Nothing left to approve: A does nothing now.
    press('a');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns and shows the item again when someone acted first (409)', async () => {
    let detail = detailOf();
    const calls = serve({
      [detailRoute]: () => detail,
      [`POST /api/content/${id}/approve`]: () => {
        detail = detailOf({ status: 'CHANGES_REQUESTED', moves: [] });
        return conflict('This content is changes requested; it cannot be approved now', 'CHANGES_REQUESTED');
      },
    });
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this draft?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Comment for the creator/ }), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const warning = await screen.findByTestId('toast-warning');
    expect(warning.textContent).toContain('This content is changes requested; it cannot be approved now.');
    expect(calls.find((c) => c.route.endsWith('/approve'))?.body).toEqual({ comment: 'Lovely' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.route === detailRoute)).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId('content-status')[0]!.textContent).toBe('Changes requested'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('steps through the queue kept by the queue page with J and K', async () => {
    sessionStorage.setItem(
      `content-review-queue:${companyId}`,
      JSON.stringify({
        filters: { ...DEFAULT_QUEUE_FILTERS, status: 'SUBMITTED' },
        ids: [contentId(1), id, contentId(3)],
        total: 3,
      }),
    );
    const calls = serve({
      [detailRoute]: detailOf(),
      [`GET /api/content/${contentId(3)}`]: detailOf({ id: contentId(3), creator: { id: 43, name: 'Brian M.' } }),
      [`GET /api/content/${contentId(1)}`]: detailOf({ id: contentId(1), creator: { id: 41, name: 'Wanjiru K.' } }),
    });
    const { location } = renderAt();
    await screen.findByRole('heading', { name: /Achieng O./ });
    expect(screen.getByTestId('queue-position').textContent).toBe('2 of 3');
    expect(screen.getByRole('link', { name: 'Back to the queue' }).getAttribute('href')).toBe(
      `/companies/${companyId}/pre-approval?status=SUBMITTED`,
    );

    press('j');
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/pre-approval/${contentId(3)}`));
    expect(await screen.findByRole('heading', { name: /Brian M./ })).toBeTruthy();
    press('j');
    expect((await screen.findByTestId('toast-default')).textContent).toContain('This is the last item of the queue.');
    press('k');
    press('k');
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/pre-approval/${contentId(1)}`));
    expect(await screen.findByRole('heading', { name: /Wanjiru K./ })).toBeTruthy();
    expect(calls.some((c) => c.route === `GET /api/companies/${companyId}/content`)).toBe(false);
  });

  it('without a kept queue, J goes through the first page of what is to review', async () => {
    const calls = serve({
      [detailRoute]: detailOf(),
      [`GET /api/companies/${companyId}/content`]: { results: [queueItem(2), queueItem(5)], total: 2 },
      [`GET /api/content/${contentId(5)}`]: detailOf({ id: contentId(5) }),
    });
    const { location } = renderAt();
    await screen.findByRole('heading', { name: /Achieng O./ });
    await waitFor(() => expect(screen.getByTestId('queue-position').textContent).toBe('1 of 2'));
    expect(calls.find((c) => c.route === `GET /api/companies/${companyId}/content`)?.query).toEqual({
      status: 'TO_REVIEW',
      page_number: '1',
      page_size: '10',
    });
    press('j');
    await waitFor(() => expect(location()).toBe(`/companies/${companyId}/pre-approval/${contentId(5)}`));
  });
});
