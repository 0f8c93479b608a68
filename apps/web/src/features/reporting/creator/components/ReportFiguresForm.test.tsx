import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { NOT_A_NUMBER_MESSAGE } from '../../../../lib/numbers';
import { expectMessage, field, fill, renderUi } from '../../../../test/render';
import { errorReply, json, serve, type Call } from '../../../payments/test/fixtures';
import { contentId, readingOf } from '../../test/readings-fixtures';
import { PostFigures } from './PostFigures';
import { ReportFiguresForm } from './ReportFiguresForm';

const reportRoute = `POST /api/creator/content/${contentId}/metrics`;
const listRoute = `GET /api/creator/content/${contentId}/metrics`;

const FIGURES: Record<string, string> = {
  Impressions: '12,500',
  Reach: '4000',
  Views: '9100',
  Likes: '80',
  Comments: '10',
  Shares: '6',
  Saves: '4',
  Followers: '25,000',
};

async function fillFigures(user: UserEvent, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...FIGURES, ...overrides })) await fill(user, field(label), value);
}

const screenshot = () => new File(['png'], 'insights.png', { type: 'image/png' });

async function attach(user: UserEvent, file = screenshot()) {
  await user.upload(screen.getByLabelText('Screenshot of the insights file'), file);
  await screen.findByTestId('chosen-evidence');
}

const sent = (calls: Call[]) => calls.filter((call) => call.route === reportRoute);
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send figures' }));

beforeEach(() => {
  creatorSessionStore.set('creator-token');
});
afterEach(() => {
  creatorSessionStore.clear();
  vi.unstubAllGlobals();
});

describe('ReportFiguresForm', () => {
  it('refuses a figure that is not a number, and sends nothing', async () => {
    const calls = serve({ [reportRoute]: json(201, readingOf(1)) });
    const { user } = renderUi(<ReportFiguresForm contentId={contentId} postIndex={1} />);
    await fillFigures(user, { Likes: '80 likes' });
    await attach(user);
    await submit(user);
    await expectMessage('Likes', NOT_A_NUMBER_MESSAGE);
    expect(sent(calls)).toHaveLength(0);
  });

  it('refuses reach above impressions (the shared rule) and a missing screenshot', async () => {
    const calls = serve({ [reportRoute]: json(201, readingOf(1)) });
    const { user } = renderUi(<ReportFiguresForm contentId={contentId} postIndex={1} />);
    await fillFigures(user, { Impressions: '1000', Reach: '2000' });
    await submit(user);
    await expectMessage('Reach', 'Reach cannot be more than impressions');
    expect(screen.getByTestId('upload-error').textContent).toBe('Attach a screenshot of the insights screen');
    expect(sent(calls)).toHaveLength(0);
    // Put right, the message goes.
    await fill(user, field('Impressions'), '3000');
    await expectMessage('Reach', '');
  });

  it('needs every figure', async () => {
    serve();
    const { user } = renderUi(<ReportFiguresForm contentId={contentId} postIndex={1} />);
    await submit(user);
    await expectMessage('Impressions', 'Enter the impressions');
    await expectMessage('Saves', 'Enter the saves');
  });

  it('sends the figures as whole numbers with the screenshot, multipart', async () => {
    const calls = serve({ [reportRoute]: json(201, readingOf(1)) });
    const onSent = vi.fn();
    const { user } = renderUi(<ReportFiguresForm contentId={contentId} postIndex={1} onSent={onSent} />);
    await fillFigures(user);
    await attach(user);
    await submit(user);
    await screen.findByText('Figures sent: the brand checks them next.');
    expect(sent(calls)[0].body).toEqual({
      impressions: '12500',
      reach: '4000',
      views: '9100',
      likes: '80',
      comments: '10',
      shares: '6',
      saved: '4',
      followers: '25000',
      file: 'insights.png',
    });
    expect(onSent).toHaveBeenCalled();
  });

  it("puts the server's refusal on the field it names", async () => {
    serve({
      [reportRoute]: errorReply(
        400,
        'VALIDATION',
        'captured_at: captured_at is before the post was made',
        'captured_at',
      ),
    });
    const { user } = renderUi(<ReportFiguresForm contentId={contentId} postIndex={1} />);
    await fillFigures(user);
    await attach(user);
    await submit(user);
    await expectMessage('Day the figures were read', 'captured_at is before the post was made');
  });
});

describe('PostFigures', () => {
  it("lists the post's readings with their states, the dispute's reason, and opens the form", async () => {
    serve({
      [listRoute]: [
        readingOf(3),
        readingOf(2, { review_status: 'DISPUTED', dispute_reason: 'Reach does not match the screenshot' }),
        readingOf(1, { review_status: 'ACCEPTED' }),
      ],
    });
    const { user } = renderUi(<PostFigures contentId={contentId} postIndex={1} />);
    const list = await screen.findByRole('list', { name: 'Figures of this post' });
    expect(
      within(list)
        .getAllByTestId('reading-status')
        .map((badge) => badge.textContent),
    ).toEqual(['Waiting for the brand', 'Disputed', 'Accepted']);
    expect(within(list).getByTestId('dispute-reason').textContent).toBe(
      'Disputed: Reach does not match the screenshot',
    );
    expect(within(list).queryByRole('button', { name: 'Accept' })).toBeNull();

    const open = screen.getByRole('button', { name: 'Report figures' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const form = screen.getByRole('form', { name: 'Report figures of post 1' });
    await waitFor(() => expect(document.activeElement).toBe(field('Impressions')));
    expect(form).toBeTruthy();
  });
});
