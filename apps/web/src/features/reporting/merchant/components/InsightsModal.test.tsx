import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render';
import { InsightsModal } from './InsightsModal';

const CAMPAIGN = '0b6f3c1e-2a4d-4c8e-9f10-111213141516';
const COMPANY = '7d1e2f3a-4b5c-4d6e-8f70-818283848586';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The insights call answers `answer`; every other call (the config bundle) is not found. */
function serveInsights(answer: Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'POST' && url.pathname === '/api/reporting/insights') {
        bodies.push(JSON.parse(await request.text()));
        return answer.clone();
      }
      return json(404, { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Not found' });
    }),
  );
  return bodies;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderModal(onClose = vi.fn()) {
  const result = renderUi(
    <>
      <InsightsModal subject={{ campaign_id: CAMPAIGN }} opened onClose={onClose} companyId={COMPANY} />
      <Where />
    </>,
  );
  return { ...result, onClose };
}

const item = (Insight: string, Action: string, CTA: string) => ({ Insight, Action, CTA });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InsightsModal', () => {
  it('shows an empty list, never an error, when the insights call fails', async () => {
    const bodies = serveInsights(
      json(500, { statusCode: 500, code: 'INTERNAL', error: 'Internal Server Error', message: 'Boom' }),
    );
    renderModal();
    expect(await screen.findByText('No insights yet')).toBeTruthy();
    expect(bodies).toEqual([{ campaign_id: CAMPAIGN }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Boom')).toBeNull();
    expect(screen.queryAllByTestId('insight-row')).toHaveLength(0);
  });

  it('shows an empty list when the campaign has no insights', async () => {
    serveInsights(json(200, { data: { insights: {}, benchmark_source: 'Defaults', rewritten: false } }));
    renderModal();
    expect(await screen.findByTestId('insights-empty')).toBeTruthy();
    expect(screen.queryByTestId('insights-source')).toBeNull();
  });

  it('lists the rows by section in the spec order with the benchmark source; a call to action leads on', async () => {
    serveInsights(
      json(200, {
        data: {
          insights: {
            ALL: { budget: [item('Reach cost $1.20 per thousand.', 'Keep the mix.', 'Plan next campaign')] },
            INSTAGRAM: {
              improvements: [item('Reach was 12% of followers.', 'Post at peak hours.', 'Review content')],
              strengths: [item('Engagement was 6.20% vs 3.40%.', 'Keep these creators.', 'Find similar creators')],
            },
          },
          benchmark_source: 'Default benchmarks (industry reports 2025)',
          rewritten: false,
        },
      }),
    );
    const { user, onClose } = renderModal();
    const rows = await screen.findAllByTestId('insight-row');
    expect(rows.map((row) => within(row).getByTestId('insight-text').textContent)).toEqual([
      'Engagement was 6.20% vs 3.40%.',
      'Reach was 12% of followers.',
      'Reach cost $1.20 per thousand.',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Strong performance indicators',
      'Areas for improvement',
      'Recommendations',
    ]);
    expect(screen.getByRole('heading', { level: 4, name: 'Budget' })).toBeTruthy();
    expect(within(rows[0]).getByTestId('insight-platform').textContent).toBe('Instagram');
    expect(within(rows[0]).getByTestId('insight-category').textContent).toBe('Strong performance indicators');
    expect(within(rows[0]).getByTestId('insight-suggestion').textContent).toBe('Action: Keep these creators.');
    expect(within(rows[2]).getByTestId('insight-platform').textContent).toBe('All platforms');
    expect(screen.getByTestId('insights-source').textContent).toBe(
      'Benchmarks: Default benchmarks (industry reports 2025)',
    );

    await user.click(within(rows[0]).getByRole('button', { name: 'Find similar creators' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/companies/${COMPANY}/creator-discovery`),
    );
    await user.click(within(rows[1]).getByRole('button', { name: 'Review content' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/companies/${COMPANY}/pre-approval?campaign=${CAMPAIGN}`,
      ),
    );
  });
});
