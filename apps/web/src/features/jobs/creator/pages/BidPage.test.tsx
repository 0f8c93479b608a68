import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { JobBid } from '@app/shared/jobs';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { ROUTES } from '../../../../lib/paths';
import { field, fill, renderUi } from '../../../../test/render';
import { CreatorBidPage } from './BidPage';
import {
  acceptedBid,
  bidId,
  counteredBid,
  creatorProfile,
  stubApi,
  waitingBid,
} from '../../../creator-accounts/test/fixtures';

function renderPage() {
  return renderUi(
    <Routes>
      <Route path={ROUTES.creator.bid} element={<CreatorBidPage />} />
    </Routes>,
    { path: `/creator/bids/${bidId}` },
  );
}

/** The API with the creator's bids as `current()` says, and the given moves. */
function api(
  current: () => JobBid,
  moves: Record<string, (request: Request) => { status: number; body: unknown }> = {},
) {
  return stubApi({
    'GET /api/creator/me': { status: 200, body: creatorProfile },
    'GET /api/creator/bids': () => ({ status: 200, body: [current()] }),
    ...Object.fromEntries(
      Object.entries(moves).map(([action, answer]) => [`POST /api/creator/bids/${bidId}/${action}`, answer]),
    ),
  });
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorBidPage', () => {
  it("on the creator's turn shows both offers, the history, and Accept, Counter and Withdraw", async () => {
    api(() => counteredBid);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Street food series', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('bid-state').getAttribute('data-turn')).toBe('creator');
    expect(screen.getByTestId('bid-state').textContent).toContain('The brand countered with KES 11,000.50');
    expect(within(screen.getByTestId('brand-offer')).getByTestId('offer-total').textContent).toBe('KES 11,000.50');
    expect(within(screen.getByTestId('creator-offer')).getByTestId('offer-total').textContent).toBe('KES 14,000.00');
    expect(
      screen
        .getAllByTestId('bid-history-entry')
        .map((e) => `${e.getAttribute('data-role')}:${e.getAttribute('data-action')}`),
    ).toEqual(['INFLUENCER:BID', 'MERCHANT:COUNTER']);
    expect(screen.getByText('The brand countered')).toBeTruthy();
    for (const name of ['Accept offer', 'Counter', 'Withdraw'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it("on the brand's turn only waits, and may withdraw", async () => {
    api(() => waitingBid);
    renderPage();
    expect((await screen.findByTestId('bid-state')).getAttribute('data-turn')).toBe('brand');
    expect(screen.getByTestId('bid-state').textContent).toContain('The brand has your offer of KES 14,000.00');
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Counter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByTestId('brand-offer')).toBeNull();
  });

  it("counters from the brand's prices, sending minor units, and then waits for the brand", async () => {
    let bid: JobBid = counteredBid;
    const fetchMock = api(() => bid, {
      counter: () => {
        bid = {
          ...counteredBid,
          last_role: 'INFLUENCER',
          current_influencer_offer: [
            { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 900_000 },
            { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 300_050 },
          ],
          current_influencer_offer_total_minor: 1_200_050,
        };
        return { status: 200, body: bid };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Counter' }));
    expect(field('Instagram: Post').value).toBe('8000');
    expect(field('Instagram: Reel').value).toBe('3000.50');
    await fill(user, field('Instagram: Post'), '9,000');
    expect(screen.getByTestId('offer-form-total').textContent).toBe('KES 12,000.50');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(screen.getByTestId('bid-state').getAttribute('data-turn')).toBe('brand'));
    const [counter] = posts(fetchMock);
    expect(await counter.json()).toEqual({
      offer: [
        { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 900_000 },
        { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 300_050 },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Send counter-offer' })).toBeNull();
  });

  it("accepts the brand's offer after a confirmation", async () => {
    let bid: JobBid = counteredBid;
    const fetchMock = api(() => bid, {
      accept: () => {
        bid = acceptedBid;
        return { status: 200, body: bid };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    const dialog = await screen.findByRole('dialog', { name: "Accept the brand's offer?" });
    expect(dialog.textContent).toContain('KES 11,000.50');
    expect(posts(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() =>
      expect(screen.getByTestId('bid-state').textContent).toContain(
        "You accepted the brand's offer: agreed at KES 11,000.50.",
      ),
    );
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expect(posts(fetchMock).map((r) => new URL(r.url).pathname)).toEqual([`/api/creator/bids/${bidId}/accept`]);
    expect(screen.queryByRole('button', { name: 'Counter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('shows why a move was refused (409) and the bid as it is now', async () => {
    let bid: JobBid = counteredBid;
    api(() => bid, {
      accept: () => {
        bid = {
          ...counteredBid,
          status: 'REJECTED',
          closed: true,
          closed_by: 'MERCHANT',
          closed_reason: 'We went with another creator',
        };
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            field: 'status',
            state: 'REJECTED',
            message: 'This bid is already rejected',
          },
        };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('This bid is already rejected'));
    await waitFor(() =>
      expect(screen.getByTestId('bid-state').textContent).toContain(
        'The brand rejected this bid. Reason: We went with another creator',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
  });

  it('withdraws with an optional reason after a confirmation', async () => {
    let bid: JobBid = waitingBid;
    const fetchMock = api(() => bid, {
      withdraw: () => {
        bid = {
          ...waitingBid,
          status: 'WITHDRAWN',
          closed: true,
          closed_by: 'INFLUENCER',
          closed_reason: 'Travelling that week',
        };
        return { status: 200, body: bid };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this bid?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Travelling that week');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw bid' }));
    await waitFor(() =>
      expect(screen.getByTestId('bid-state').textContent).toContain(
        'You withdrew this bid. Reason: Travelling that week',
      ),
    );
    expect(await posts(fetchMock)[0].json()).toEqual({ reason: 'Travelling that week' });
  });

  it("says so when the bid is not among the creator's", async () => {
    api(() => ({ ...counteredBid, bid_id: 'another' }));
    renderPage();
    expect(await screen.findByTestId('bid-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bid not found', level: 1 })).toBeTruthy();
  });
});
