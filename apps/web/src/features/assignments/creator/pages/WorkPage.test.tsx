import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { renderUi } from '../../../../test/render';
import { creatorProfile, stubApi } from '../../../creator-accounts/test/fixtures';
import { CreatorWorkPage } from './WorkPage';
import { activeAssignment, assignmentId, awaitingContract, postIn, withPosts, workContractId } from '../test/fixtures';

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorWorkPage', () => {
  it("links each card to its work's page with its posts' states; work awaiting a contract to it", async () => {
    const started = withPosts(activeAssignment, [postIn(1, 'CHANGES_REQUESTED', 1, true), postIn(2, 'VERIFIED')]);
    const direct = {
      ...activeAssignment,
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      campaign: null,
      source: 'JOB' as const,
      job: { id: 'j1', name: 'Street food series', bid_id: 'b1' },
      pre_approval: false,
      posts: 1,
      content: [{ post_index: 1, due_at: null, content: null }],
    };
    const waiting = {
      ...awaitingContract,
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      campaign: { id: 'c2', name: 'Launch' },
    };
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      'GET /api/creator/assignments': { status: 200, body: [started, direct, waiting] },
    });
    renderUi(<CreatorWorkPage />, { path: '/creator/work' });
    const cards = await screen.findAllByTestId('assignment-card');
    expect(cards).toHaveLength(3);

    const [first, second, third] = cards;
    expect(within(first).getByRole('link', { name: 'Cold-pressed launch' }).getAttribute('href')).toBe(
      `/creator/work/${assignmentId}`,
    );
    expect(
      within(first)
        .getAllByTestId('post-state')
        .map((chip) => chip.textContent),
    ).toEqual(['Post 1: Changes requested · late', 'Post 2: Verified']);

    expect(within(second).getByRole('link', { name: 'Street food series' }).getAttribute('href')).toBe(
      `/creator/work/${direct.id}`,
    );
    expect(
      within(second)
        .getAllByTestId('post-state')
        .map((chip) => chip.textContent),
    ).toEqual(['Post 1: To post']);

    expect(within(third).getByTestId('assignment-status').textContent).toBe('Sign the contract to start');
    expect(within(third).getByRole('link', { name: 'Launch' }).getAttribute('href')).toBe(
      `/creator/contracts/${workContractId}`,
    );
    expect(within(third).getByRole('link', { name: 'Sign “Content usage rights” to start' }).getAttribute('href')).toBe(
      `/creator/contracts/${workContractId}`,
    );
    expect(within(third).queryAllByTestId('post-state')).toHaveLength(0);
  });
});
