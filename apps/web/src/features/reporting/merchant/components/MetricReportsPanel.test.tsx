import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricSnapshot } from '@app/shared/reporting';
import { expectMessage, field, fill } from '../../../../test/render';
import { companyOf, errorReply, json, serve, type Call } from '../../../payments/test/fixtures';
import { renderPayments } from '../../../payments/test/render';
import { contentId, readingId, readingOf } from '../../test/readings-fixtures';
import { MetricReportsPanel } from './MetricReportsPanel';

const listRoute = `GET /api/content/${contentId}/metrics`;
const reviewRoute = (n: number) => `POST /api/content/metrics/${readingId(n)}/review`;
const reviewer = companyOf('OWNER', ['company.view', 'reports.view', 'content.approve']);

function renderPanel(company = reviewer) {
  return renderPayments(<MetricReportsPanel contentId={contentId} />, {
    path: `/companies/${company.id}/pre-approval/${contentId}`,
    pattern: 'pre-approval/:taskId',
    company,
  });
}

const reading = async (n: number) =>
  (await screen.findAllByTestId('reading')).find((item) => item.getAttribute('data-reading-id') === readingId(n))!;
const reviews = (calls: Call[], n: number) => calls.filter((call) => call.route === reviewRoute(n));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MetricReportsPanel', () => {
  it('lists the readings with source, state, figures, engagement rate and the dispute reason', async () => {
    serve({
      [listRoute]: [
        readingOf(3),
        readingOf(2, { source: 'CSV_IMPORT', review_status: 'ACCEPTED', has_evidence: false }),
        readingOf(1, { review_status: 'DISPUTED', dispute_reason: 'Reach does not match the screenshot' }),
      ],
    });
    renderPanel();
    const pending = await reading(3);
    expect(within(pending).getByTestId('reading-source').textContent).toBe('Reported by the creator');
    expect(within(pending).getByTestId('reading-status').textContent).toBe('Waiting for the brand');
    const figure = (item: HTMLElement, name: string) =>
      item.querySelector(`[data-figure="${name}"]`)?.querySelector('dd')?.textContent;
    expect(figure(pending, 'Impressions')).toBe('12,500');
    expect(figure(pending, 'Reach')).toBe('4,000');
    expect(figure(pending, 'Engagement rate')).toBe('2.50%');
    expect(within(pending).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'View screenshot' })).toBeTruthy();

    const imported = await reading(2);
    expect(within(imported).getByTestId('reading-source').textContent).toBe('Imported from CSV');
    expect(within(imported).getByTestId('reading-status').textContent).toBe('Accepted');
    expect(within(imported).queryByRole('button')).toBeNull();

    const disputed = await reading(1);
    expect(within(disputed).getByTestId('reading-status').textContent).toBe('Disputed');
    expect(within(disputed).getByTestId('dispute-reason').textContent).toBe(
      'Disputed: Reach does not match the screenshot',
    );
    expect(screen.getByTestId('post-figures').textContent).toContain('A report waits for your review');
  });

  it('asks for a reason before disputing, then sends it', async () => {
    let status: MetricSnapshot['review_status'] = 'PENDING';
    const calls = serve({
      [listRoute]: () => [
        readingOf(1, { review_status: status, dispute_reason: status === 'DISPUTED' ? 'Too high' : null }),
      ],
      [reviewRoute(1)]: () => {
        status = 'DISPUTED';
        return readingOf(1, { review_status: 'DISPUTED', dispute_reason: 'Too high' });
      },
    });
    const { user } = renderPanel();
    await user.click(within(await reading(1)).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute these figures?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await expectMessage('Reason', 'Say what is wrong with the figures');
    expect(reviews(calls, 1)).toHaveLength(0);

    await fill(user, field('Reason'), 'Too high');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await screen.findByText('Figures disputed: the creator reads your reason.');
    expect(reviews(calls, 1)[0].body).toEqual({ move: 'DISPUTE', reason: 'Too high' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await reading(1)).getAttribute('data-status')).toBe('DISPUTED'));
  });

  it('accepts after a confirmation', async () => {
    const calls = serve({
      [listRoute]: [readingOf(1)],
      [reviewRoute(1)]: readingOf(1, { review_status: 'ACCEPTED' }),
    });
    const { user } = renderPanel();
    await user.click(within(await reading(1)).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept these figures?' });
    expect(reviews(calls, 1)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await screen.findByText('Figures accepted: they count in the reports now.');
    expect(reviews(calls, 1)[0].body).toEqual({ move: 'ACCEPT' });
  });

  it('on 409 reads the list again and says the figures were already decided', async () => {
    let decided = false;
    const calls = serve({
      [listRoute]: () => [readingOf(1, { review_status: decided ? 'ACCEPTED' : 'PENDING' })],
      [reviewRoute(1)]: () => {
        decided = true;
        return json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'status: This report is already accepted',
          field: 'status',
          state: 'ACCEPTED',
        });
      },
    });
    const { user } = renderPanel();
    await user.click(within(await reading(1)).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute these figures?' });
    await fill(user, field('Reason'), 'Too high');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await screen.findByText('These figures were already decided: accepted. The list is up to date.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await reading(1)).getAttribute('data-status')).toBe('ACCEPTED'));
    expect(calls.filter((call) => call.route === listRoute).length).toBeGreaterThanOrEqual(2);
    expect(within(await reading(1)).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('keeps the dialog open with the message of another refusal', async () => {
    serve({
      [listRoute]: [readingOf(1)],
      [reviewRoute(1)]: errorReply(403, 'FORBIDDEN', 'You may not review content of this company'),
    });
    const { user } = renderPanel();
    await user.click(within(await reading(1)).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute these figures?' });
    await fill(user, field('Reason'), 'Too high');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain(
      'You may not review content of this company',
    );
  });

  it('shows the screenshot fetched with the session', async () => {
    const calls = serve({
      [listRoute]: [readingOf(1)],
      [`GET /api/content/metrics/${readingId(1)}/evidence`]: () =>
        new Response(new Blob(['png'], { type: 'image/png' }), {
          status: 200,
          headers: { 'content-type': 'image/png' },
        }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:evidence');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = renderPanel();
    await user.click(within(await reading(1)).getByRole('button', { name: 'View screenshot' }));
    const image = await screen.findByTestId('evidence-image');
    expect(image.getAttribute('src')).toBe('blob:evidence');
    expect(calls.some((call) => call.route === `GET /api/content/metrics/${readingId(1)}/evidence`)).toBe(true);
  });

  it('offers no decision to a member who may only view reports', async () => {
    serve({ [listRoute]: [readingOf(1)] });
    renderPanel(companyOf('COMPANY_MANAGER', ['company.view', 'reports.view']));
    const pending = await reading(1);
    expect(within(pending).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(pending).queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  it('says when the post has no figures yet', async () => {
    serve({ [listRoute]: [] });
    renderPanel();
    expect((await screen.findByTestId('no-readings')).textContent).toContain('No figures yet.');
  });
});
