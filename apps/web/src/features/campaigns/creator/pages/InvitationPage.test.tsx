import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { CreatorInvitationPage } from './InvitationPage';
import { campaignId, creatorProfile, invitation, stubApi } from '../../../creator-accounts/test/fixtures';

function renderPage() {
  return renderUi(
    <Routes>
      <Route path={ROUTES.creator.invitation} element={<CreatorInvitationPage />} />
    </Routes>,
    { path: `/creator/invitations/${campaignId}` },
  );
}

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorInvitationPage', () => {
  it('shows the campaign, brand, dates, tasks with their amounts and the contract', async () => {
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/invitations/${campaignId}`]: { status: 200, body: invitation },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Cold-pressed launch', level: 1 })).toBeTruthy();
    expect(screen.getByText('Savannah Juice')).toBeTruthy();
    expect(screen.getByText('Awaiting your answer')).toBeTruthy();
    const task = screen.getByTestId('invitation-task');
    expect(within(task).getByText('KES 10,200.00')).toBeTruthy();
    expect(within(task).getByText('Tag the brand')).toBeTruthy();
    expect(screen.getByTestId('invitation-total').textContent).toBe('KES 10,200.00');
    expect(screen.getByRole('link', { name: 'Content usage rights' }).getAttribute('href')).toBe(
      `/creator/contracts/${invitation.contracts[0].id}`,
    );
    // Dates as 'DD MMM YYYY HH:mm'.
    expect(screen.getAllByText(/^\d{2} Mar 2027 \d{2}:\d{2} – \d{2} Mar 2027 \d{2}:\d{2}$/).length).toBeGreaterThan(0);
  });

  it("shows the server's message when accepting is refused (409), and the invitation as it is now", async () => {
    let answered = false;
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/invitations/${campaignId}`]: () => ({
        status: 200,
        body: answered ? { ...invitation, status: 'DECLINED', decline_reason: 'Busy' } : invitation,
      }),
      [`POST /api/creator/invitations/${campaignId}/accept`]: () => {
        answered = true;
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            field: 'status',
            message: 'This invitation is already answered: declined',
          },
        };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation is already answered: declined');
    await waitFor(() => expect(screen.getByText('Declined')).toBeTruthy());
    expect(screen.getByText('Busy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'POST')).toHaveLength(1);
  });

  it('declines with a reason after a confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/invitations/${campaignId}`]: { status: 200, body: invitation },
      [`POST /api/creator/invitations/${campaignId}/decline`]: {
        status: 200,
        body: { ...invitation, status: 'DECLINED', decline_reason: 'Travelling' },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Travelling');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    await waitFor(() => expect(screen.getAllByText('Declined').length).toBeGreaterThan(0));
    const decline = fetchMock.mock.calls.map(([request]) => request).find((request) => request.method === 'POST')!;
    expect(await decline.json()).toEqual({ reason: 'Travelling' });
  });

  it('asks for the profile first while it is incomplete, without asking the API for the invitation', async () => {
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: { ...creatorProfile, profile_complete: false, creator_id: null } },
    });
    renderPage();
    expect(await screen.findByTestId('profile-incomplete')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([request]) => request.url.includes('/invitations/'))).toBe(false);
  });
});
