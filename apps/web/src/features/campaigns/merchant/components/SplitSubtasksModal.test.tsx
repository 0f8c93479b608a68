/**
 * The split form's own check of the end dates: the calendar keeps a pick within the campaign, so this file stands a
 * plain text field in for Mantine's picker to enter a date the calendar would not offer.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@app/shared/campaigns';
import { fill, renderUi } from '../../../../test/render';
import { SplitSubtasksModal } from './SplitSubtasksModal';

vi.mock('@mantine/dates', async (original) => {
  const actual = await original<typeof import('@mantine/dates')>();
  /** Takes "YYYY-MM-DD HH:mm:ss" as typed, as the picker would hand it over. */
  function DateTimePicker({
    label,
    value,
    onChange,
    error,
  }: {
    label: string;
    value: string | null;
    onChange: (value: string | null) => void;
    error?: string;
  }) {
    return (
      <label>
        {label}
        <input value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)} />
        {error && <span data-testid="date-error">{error}</span>}
      </label>
    );
  }
  return { ...actual, DateTimePicker };
});

const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const taskId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const campaign = {
  id: campaignId,
  start_date: '2027-03-05T06:00:00.000Z',
  end_date: '2027-03-30T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
};

const deliverable: Campaign['deliverables'][number] = {
  id: taskId,
  channel: 'INSTAGRAM',
  post_content_type: 'REEL',
  start_date: '2027-03-06T06:00:00.000Z',
  end_date: '2027-03-20T15:00:00.000Z',
  bonus_type: 'NONE',
  bonus_amount_minor: 0,
  extra_instructions: '',
  number_of_posts: 1,
  influencers: [{ id: 41, name: 'Achieng O.', avatar: null, unit_cost_minor: 250_050, cost_minor: 250_050 }],
};

function serve() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(await request.json());
      return new Response(
        JSON.stringify([{ id: 's1', task_id: taskId, end_date: '2027-03-30T15:00:00.000Z', influencers: [] }]),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

describe('SplitSubtasksModal', () => {
  it("refuses an end date outside the campaign's dates before sending anything", async () => {
    const sent = serve();
    const onClose = vi.fn();
    const { user } = renderUi(
      <SplitSubtasksModal campaign={campaign} deliverable={deliverable} title="Instagram · Reel" onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Split Instagram · Reel into subtasks' });
    const date = within(dialog).getByRole('textbox', { name: 'End date' });
    expect(date).toHaveProperty('value', '2027-03-20 18:00:00');

    // A minute after the campaign ends (18:00 in Nairobi), then a minute before it starts.
    for (const outside of ['2027-03-30 18:01:00', '2027-03-05 08:59:00']) {
      await fill(user, date, outside);
      await user.click(within(dialog).getByRole('button', { name: 'Add 1 subtask' }));
      expect((await within(dialog).findByTestId('date-error')).textContent).toBe(
        'Choose an end date within the campaign: 05 Mar 2027 09:00 to 30 Mar 2027 18:00',
      );
    }
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    // The campaign's last minute is inside it.
    await fill(user, date, '2027-03-30 18:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 subtask' }));
    await waitFor(() =>
      expect(sent).toEqual([{ subtasks: [{ end_date: '2027-03-30T18:00:00+03:00', influencer_ids: [41] }] }]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
