import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, Subtask } from '@app/shared/campaigns';
import { renderUi } from '../../../../test/render';
import { SubtasksPanel } from './SubtasksPanel';
import { endDateProblem, splitFormSchema, subtaskBounds } from './subtask-form';

const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const taskId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const base = `/api/campaigns/${campaignId}/tasks/${taskId}/subtasks`;

// 05 Mar 2027 09:00 to 30 Mar 2027 18:00 in Nairobi (UTC+3).
const campaign = {
  id: campaignId,
  start_date: '2027-03-05T06:00:00.000Z',
  end_date: '2027-03-30T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
  campaign_status_for_merchant: 'UPCOMING' as Campaign['campaign_status_for_merchant'],
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
  number_of_posts: 2,
  influencers: [
    { id: 41, name: 'Achieng O.', avatar: null, unit_cost_minor: 250_050, cost_minor: 500_100 },
    { id: 42, name: 'Wanjiru K.', avatar: null, unit_cost_minor: 200_025, cost_minor: 400_050 },
  ],
};

const first: Subtask = {
  id: 's1',
  task_id: taskId,
  end_date: '2027-03-13T10:30:00.000Z',
  influencers: [
    { id: 41, name: 'Achieng O.' },
    { id: 42, name: 'Wanjiru K.' },
  ],
};
const second: Subtask = { id: 's2', task_id: taskId, end_date: '2027-03-20T15:00:00.000Z', influencers: [] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const reply = (status: number, code: string, field?: string) =>
  json(status, { statusCode: status, error: 'Error', code, message: field ? `${field}: refused` : 'refused', field });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The API's subtasks of the task (`list`); each change answers `answer` when given, else as the API would. */
function serve(list: Subtask[] | Response, answer?: () => Response) {
  let current = Array.isArray(list) ? [...list] : [];
  const sent: Sent[] = [];
  const reads = { count: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && path === base) {
        reads.count += 1;
        return list instanceof Response
          ? list.clone()
          : json(
              200,
              [...current].sort((a, b) => a.end_date.localeCompare(b.end_date)),
            );
      }
      const text = await request.text();
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      if (answer) return answer();
      const creator = /\/subtasks\/([^/]+)\/influencers\/(\d+)$/.exec(path);
      if (request.method === 'DELETE' && creator) {
        current = current.map((s) =>
          s.id === creator[1] ? { ...s, influencers: s.influencers.filter((c) => c.id !== Number(creator[2])) } : s,
        );
        return json(
          200,
          current.find((s) => s.id === creator[1]),
        );
      }
      const one = /\/subtasks\/([^/]+)$/.exec(path);
      if (request.method === 'DELETE' && one) {
        current = current.filter((s) => s.id !== one[1]);
        return json(200, { message: 'Subtask deleted' });
      }
      if (request.method === 'PATCH' && one) {
        current = current.map((s) => (s.id === one[1] ? { ...s, end_date: JSON.parse(text).end_date } : s));
        return json(
          200,
          current.find((s) => s.id === one[1]),
        );
      }
      if (request.method === 'POST' && path === base) {
        const made = (JSON.parse(text) as { subtasks: { end_date: string; influencer_ids?: number[] }[] }).subtasks.map(
          (row, index) => ({
            id: `new-${index}`,
            task_id: taskId,
            end_date: new Date(row.end_date).toISOString(),
            influencers: deliverable.influencers
              .filter((c) => row.influencer_ids?.includes(c.id))
              .map(({ id, name }) => ({ id, name })),
          }),
        );
        current = [...current, ...made];
        return json(201, made);
      }
      return reply(404, 'NOT_FOUND');
    }),
  );
  return { sent, reads };
}

function renderPanel(options: { mayEdit?: boolean; status?: Campaign['campaign_status_for_merchant'] } = {}) {
  return renderUi(
    <ModalsProvider>
      <SubtasksPanel
        campaign={{ ...campaign, campaign_status_for_merchant: options.status ?? 'UPCOMING' }}
        deliverable={deliverable}
        title="Instagram · Reel"
        mayEdit={options.mayEdit ?? true}
      />
    </ModalsProvider>,
  );
}

const rows = () => screen.getAllByTestId('subtask');

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a module store: one test's must not show in the next.
  act(() => notifications.clean());
});

describe('SubtasksPanel', () => {
  it("lists each subtask's end date in the campaign's zone and its creators, after a loading state", async () => {
    serve([first, second]);
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading the subtasks of Instagram · Reel' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Subtasks of Instagram · Reel' });
    expect(
      within(list)
        .getAllByTestId('subtask-end-date')
        .map((el) => el.textContent),
    ).toEqual(['13 Mar 2027 13:30', '20 Mar 2027 18:00']);
    const creators = within(rows()[0]!).getByRole('list', { name: 'Creators of Subtask 1' });
    expect(
      within(creators)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Achieng O.', 'Wanjiru K.']);
    expect(within(rows()[1]!).getByText('No creators on this subtask.')).toBeTruthy();
  });

  it('says when the deliverable is not split, and offers a retry when the list fails', async () => {
    serve([]);
    const first = renderPanel();
    expect((await screen.findByTestId('subtasks-empty')).textContent).toContain('Not split into subtasks yet.');
    first.unmount();

    serve(reply(500, 'INTERNAL'));
    renderPanel();
    expect(await screen.findByText('We could not load the subtasks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('removes a creator from a subtask only after confirming, with DELETE .../influencers/{id}', async () => {
    const { sent } = serve([first, second]);
    const { user } = renderPanel();
    await screen.findByRole('list', { name: 'Subtasks of Instagram · Reel' });

    await user.click(screen.getByRole('button', { name: 'Remove Wanjiru K. from subtask 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Wanjiru K. from this subtask?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Wanjiru K. from subtask 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Wanjiru K. from this subtask?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove creator' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `${base}/s1/influencers/42`, body: null }]));
    expect((await screen.findByTestId('toast-success')).textContent).toContain(
      'Wanjiru K. was taken off the subtask due 13 Mar 2027 13:30.',
    );
    await waitFor(() =>
      expect(within(rows()[0]!).queryByRole('button', { name: 'Remove Wanjiru K. from subtask 1' })).toBeNull(),
    );
  });

  it('toasts a refused removal by its code and reads the list again', async () => {
    const { sent, reads } = serve([first], () => reply(404, 'NOT_FOUND', 'influencer_id'));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Remove Achieng O. from subtask 1' }));
    await user.click(await screen.findByRole('button', { name: 'Remove creator' }));
    expect((await screen.findByTestId('toast-error')).textContent).toContain(
      'This creator is no longer on the subtask.',
    );
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(reads.count).toBe(2));
  });

  it('removes a subtask after confirming', async () => {
    const { sent } = serve([first, second]);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Remove subtask 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this subtask?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove subtask' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: `${base}/s2`, body: null }]));
    expect((await screen.findByTestId('toast-success')).textContent).toContain(
      'The subtask due 20 Mar 2027 18:00 was removed.',
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it("moves an end date inline, sent as ISO with the campaign's offset", async () => {
    const { sent } = serve([first, second]);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Change end date of subtask 1' }));
    const picker = screen.getByRole('button', { name: 'New end date of subtask 1' });
    expect(picker.textContent).toBe('13 Mar 2027 13:30');
    await user.click(picker);
    // Days outside the campaign cannot be picked.
    expect(screen.getByRole('button', { name: '4 March 2027' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '31 March 2027' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '25 March 2027' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PATCH', path: `${base}/s1`, body: { end_date: '2027-03-25T13:30:00+03:00' } }]),
    );
    expect((await screen.findByTestId('toast-success')).textContent).toContain(
      'Subtask 1 is now due 25 Mar 2027 13:30.',
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('subtask-end-date').map((el) => el.textContent)).toEqual([
        '20 Mar 2027 18:00',
        '25 Mar 2027 13:30',
      ]),
    );
  });

  it('splits a deliverable: one row per post, dates spread over its dates, the chosen creators', async () => {
    const { sent } = serve([]);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Split into subtasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split Instagram · Reel into subtasks' });
    const groups = within(dialog).getAllByTestId('split-row');
    expect(groups).toHaveLength(2);
    expect(groups.map((row) => within(row).getByRole('button', { name: /End date/ }).textContent)).toEqual([
      '13 Mar 2027 13:30',
      '20 Mar 2027 18:00',
    ]);
    await user.click(within(groups[1]!).getByRole('checkbox', { name: 'Achieng O.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 subtasks' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: base,
          body: {
            subtasks: [
              { end_date: '2027-03-13T13:30:00+03:00', influencer_ids: [41, 42] },
              { end_date: '2027-03-20T18:00:00+03:00', influencer_ids: [42] },
            ],
          },
        },
      ]),
    );
    expect((await screen.findByTestId('toast-success')).textContent).toContain('2 subtasks added to Instagram · Reel.');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('refuses a row without creators before sending, and shows the server’s field error on its row', async () => {
    const { sent } = serve([], () => reply(400, 'VALIDATION', 'subtasks.0.end_date'));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Split into subtasks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split Instagram · Reel into subtasks' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Number of subtasks' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Number of subtasks' }), '1');
    await waitFor(() => expect(within(dialog).getAllByTestId('split-row')).toHaveLength(1));
    // One subtask: due on the deliverable's end.
    expect(within(dialog).getByRole('button', { name: /End date/ }).textContent).toBe('20 Mar 2027 18:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Achieng O.' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Wanjiru K.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 subtask' }));
    expect(await within(dialog).findByText('Choose at least one creator')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Wanjiru K.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 subtask' }));
    expect(await within(dialog).findByText('refused')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('offers no changes without campaign.create, nor once the campaign is over', async () => {
    serve([first]);
    const readOnly = renderPanel({ mayEdit: false });
    await screen.findByRole('list', { name: 'Subtasks of Instagram · Reel' });
    expect(screen.queryByRole('button', { name: 'Split into subtasks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change end date of subtask 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Achieng O. from subtask 1' })).toBeNull();
    readOnly.unmount();

    serve([first]);
    renderPanel({ status: 'COMPLETED' });
    await screen.findByRole('list', { name: 'Subtasks of Instagram · Reel' });
    expect(screen.queryByRole('button', { name: 'Split into subtasks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove subtask 1' })).toBeNull();
    expect(screen.getByText('The campaign is over, so its subtasks can no longer change.')).toBeTruthy();
  });
});

describe('split form rules', () => {
  const bounds = subtaskBounds(campaign);

  it("bounds end dates by the campaign's dates in its zone", () => {
    expect(bounds).toEqual({ min: '2027-03-05T09:00', max: '2027-03-30T18:00', zone: 'Africa/Nairobi' });
    expect(endDateProblem('2027-03-05T09:00', bounds)).toBeNull();
    expect(endDateProblem('2027-03-30T18:00', bounds)).toBeNull();
    expect(endDateProblem('2027-03-05T08:59', bounds)).toBe(
      'Choose an end date within the campaign: 05 Mar 2027 09:00 to 30 Mar 2027 18:00',
    );
    expect(endDateProblem('', bounds)).toBe('Choose an end date');
  });

  it('refuses a row dated outside the campaign', () => {
    const schema = splitFormSchema(bounds, true);
    const result = schema.safeParse({ subtasks: [{ end_date: '2027-03-31T09:00', influencer_ids: ['41'] }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subtasks.0.end_date', 'Choose an end date within the campaign: 05 Mar 2027 09:00 to 30 Mar 2027 18:00'],
    ]);
  });
});
