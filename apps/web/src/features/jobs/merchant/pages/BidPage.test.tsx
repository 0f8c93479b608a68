import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobBid } from '@app/shared/jobs';
import { ROUTES } from '../../../../lib/paths';
import { bidId, bidOf, companyId, jobId, jobOf, json, serve } from '../test/fixtures';
import { renderJobsPage } from '../test/render-page';
import { BidPage } from './BidPage';

const path = `/companies/${companyId}/job/${jobId}/bids/${bidId}`;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** The bid and job calls answer from `state`; each move the brand sends is recorded and answered by `onMove`. */
function backend(
  initial: JobBid,
  onMove: (body: Record<string, unknown>) => Response | JobBid,
  more: Parameters<typeof serve>[0] = {},
) {
  const state = { bid: initial };
  const calls = serve({
    ...more,
    [`GET /api/jobs-marketplace/bids/${bidId}`]: () => state.bid,
    [`GET /api/jobs-marketplace/jobs/${jobId}`]: jobOf({ bids_count: 1 }),
    'POST /api/jobs-marketplace/bid': (body: Record<string, unknown> | null) => {
      const answer = onMove(body!);
      if (answer instanceof Response) return answer;
      state.bid = answer;
      return answer;
    },
  });
  return {
    calls,
    state,
    moves: () => calls.filter((c) => c.route === 'POST /api/jobs-marketplace/bid').map((c) => c.body),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BidPage', () => {
  it("counters with the creator's offer prefilled (whole units to minor), then waits for the creator", async () => {
    const { moves } = backend(bidOf(), (body) =>
      bidOf({
        last_role: 'MERCHANT',
        current_brand_offer: body.offer as JobBid['current_brand_offer'],
        current_brand_offer_total_minor: 1_200_100,
        history: [
          ...bidOf().history,
          {
            offer: body.offer as JobBid['current_influencer_offer'],
            offer_total_minor: 1_200_100,
            role: 'MERCHANT',
            action: 'COUNTER',
            created: '2027-01-12T07:00:00.000Z',
          },
        ],
      }),
    );
    const { user } = renderJobsPage(ROUTES.company.bid, <BidPage />, path);
    expect(await screen.findByRole('heading', { name: 'Bid from Wanjiru K.' })).toBeTruthy();
    expect(within(screen.getByTestId('creator-offer')).getByTestId('offer-total').textContent).toBe('KES 12,500.50');
    expect(screen.getByTestId('brand-offer').textContent).toContain('No counter-offer yet.');
    expect(screen.getByTestId('bid-turn').textContent).toContain('Wanjiru K. offers KES 12,500.50');
    expect(screen.getAllByTestId('bid-history-entry')).toHaveLength(1);

    await user.click(button('Counter'));
    const amounts = screen.getAllByTestId('counter-amount') as HTMLInputElement[];
    expect(amounts.map((input) => input.value)).toEqual(['10000', '2500.50']);
    expect(screen.getByLabelText(/^Feed post on Instagram/)).toBe(amounts[0]);
    await user.clear(amounts[0]);
    await user.type(amounts[0], '9,500.5');
    expect(screen.getByTestId('counter-total').textContent).toBe('KES 12,001.00');
    await user.click(button('Send counter-offer'));

    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toEqual({
      bid_id: bidId,
      action: 'COUNTER',
      offer: [
        { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 950_050 },
        { channel: 'INSTAGRAM', post_content_type: 'STORY', amount_minor: 250_050 },
      ],
    });
    expect(await screen.findByTestId('bid-waiting')).toBeTruthy();
    expect(screen.getByText('Waiting for the creator')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(screen.getByTestId('brand-offer')).getByTestId('offer-total').textContent).toBe('KES 12,001.00');
    expect(screen.getAllByTestId('bid-history-entry').map((e) => e.getAttribute('data-action'))).toEqual([
      'BID',
      'COUNTER',
    ]);
  });

  it('refuses amounts that are not amounts, on their line, and sends nothing', async () => {
    const { moves } = backend(bidOf(), () => bidOf());
    const { user } = renderJobsPage(ROUTES.company.bid, <BidPage />, path);
    await user.click(await screen.findByRole('button', { name: 'Counter' }));
    const [post, story] = screen.getAllByTestId('counter-amount') as HTMLInputElement[];
    await user.clear(post);
    await user.type(post, '12.345');
    await user.clear(story);
    await user.click(button('Send counter-offer'));
    expect(await screen.findByText('Use at most two decimals')).toBeTruthy();
    expect(screen.getByText('Give an amount')).toBeTruthy();
    expect(post.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('counter-total').textContent).toBe('–');
    expect(moves()).toHaveLength(0);
  });

  it('needs a reason to reject', async () => {
    const { moves } = backend(bidOf(), (body) =>
      bidOf({
        status: 'REJECTED',
        closed: true,
        closed_by: 'MERCHANT',
        closed_reason: String(body.reason),
        closed_date: '2027-01-12T08:00:00.000Z',
      }),
    );
    const { user } = renderJobsPage(ROUTES.company.bid, <BidPage />, path);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('button', { name: 'Reject the bid' }));
    expect(await screen.findByText('Say why you reject the bid')).toBeTruthy();
    expect(moves()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Over budget');
    await user.click(button('Reject the bid'));
    await waitFor(() => expect(moves()).toEqual([{ bid_id: bidId, action: 'REJECT', reason: 'Over budget' }]));
    expect((await screen.findByTestId('bid-closed')).textContent).toContain('Rejected by you');
    expect(screen.getByTestId('bid-closed').textContent).toContain('Reason: Over budget');
  });

  it('explains a refused move (409) and shows the bid as it is now', async () => {
    const { state, moves } = backend(bidOf(), () => {
      // The creator withdrew meanwhile.
      state.bid = bidOf({
        status: 'WITHDRAWN',
        closed: true,
        closed_by: 'INFLUENCER',
        closed_date: '2027-01-12T08:00:00.000Z',
      });
      return json(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'CONFLICT',
        field: 'status',
        state: 'WITHDRAWN',
        message: 'This bid is already withdrawn',
      });
    });
    const { user } = renderJobsPage(ROUTES.company.bid, <BidPage />, path);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    // The confirmation first.
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(moves()).toEqual([{ bid_id: bidId, action: 'ACCEPT' }]));
    expect((await screen.findByTestId('bid-conflict')).textContent).toContain('This bid is already withdrawn');
    await waitFor(() => expect(screen.getByTestId('bid-status').textContent).toBe('Withdrawn'));
    expect(screen.getByTestId('bid-closed').textContent).toContain('Withdrawn by Wanjiru K.');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows an accepted bid as agreed, without moves, and its funding', async () => {
    backend(
      bidOf({
        status: 'ACCEPTED',
        closed: true,
        closed_by: 'INFLUENCER',
        closed_date: '2027-01-13T08:00:00.000Z',
        last_role: 'MERCHANT',
        current_brand_offer: [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 900_000 }],
        current_brand_offer_total_minor: 900_000,
        history: [
          ...bidOf().history,
          {
            offer: [{ channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 900_000 }],
            offer_total_minor: 900_000,
            role: 'INFLUENCER',
            action: 'ACCEPT',
            created: '2027-01-13T08:00:00.000Z',
          },
        ],
      }),
      () => bidOf(),
      { [`GET /api/companies/${companyId}/fundings`]: { results: [] } },
    );
    renderJobsPage(ROUTES.company.bid, <BidPage />, path);
    await waitFor(() => expect(screen.getByTestId('bid-status').textContent).toBe('Accepted'));
    expect(screen.getByTestId('bid-closed').textContent).toContain('Accepted by Wanjiru K. on 13 Jan 2027 11:00');
    expect(screen.queryByTestId('bid-turn')).toBeNull();
    expect(screen.queryByTestId('bid-waiting')).toBeNull();
    const entries = screen.getAllByTestId('bid-history-entry');
    expect(entries[1].textContent).toContain('Wanjiru K. accepted your offer');
    expect(entries[1].textContent).toContain('KES 9,000.00');

    // The agreed work is funded from here: 9,000.00 + 30% fee + 15% VAT.
    const funding = await screen.findByTestId('funding-none');
    expect(funding.textContent).toContain('KES 13,050.00');
    expect(funding.textContent).toContain('KES 9,000.00');
    const asked = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname === `/api/companies/${companyId}/fundings`);
    expect(asked?.searchParams.get('bid_id')).toBe(bidId);
    expect(screen.getByRole('button', { name: 'Fund: Street food series - Wanjiru K.' })).toBeTruthy();
  });
});
