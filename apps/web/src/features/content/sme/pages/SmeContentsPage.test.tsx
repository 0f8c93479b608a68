import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { checkCaption, type ContentDetail } from '@app/shared/content';
import type { SmeContentItem } from '@app/shared/sme';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { SmeContentsPage } from './SmeContentsPage';

const smeId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const draftId = 'c0c0c0c0-0000-4000-8000-000000000001';
const liveId = 'c0c0c0c0-0000-4000-8000-000000000002';

const item = (overrides: Partial<SmeContentItem>): SmeContentItem => ({
  id: draftId,
  campaign_id: 'k1',
  campaign_name: 'Mandazi mornings',
  creator: { id: 41, name: 'Achieng Otieno', avatar: null },
  post_index: 1,
  status: 'SUBMITTED',
  round: 1,
  post_url: null,
  updated_at: '2027-03-07T08:00:00.000Z',
  metrics: null,
  ...overrides,
});

const draft = item({});
const live = item({
  id: liveId,
  post_index: 2,
  status: 'VERIFIED',
  round: 0,
  post_url: 'https://www.instagram.com/reel/abc/',
  metrics: { reach: 12_300, views: 13_900, engagement_rate: 8.12, simulated: true },
});

const caption = 'Fresh mandazi every morning #ad';
const detail = (overrides: Partial<ContentDetail> = {}): ContentDetail => ({
  id: draftId,
  assignment_id: 'a1',
  post_index: 1,
  status: 'SUBMITTED',
  round: 1,
  max_rounds: 3,
  late: false,
  due_at: null,
  post_url: null,
  live_reviews: [],
  rounds: [
    {
      round: 1,
      caption,
      files: [
        {
          id: 'f1',
          url: `/api/content/${draftId}/files/f1`,
          content_type: 'image/png',
          size_bytes: 1200,
          filename: 'a.png',
        },
      ],
      submitted_at: '2027-03-07T08:00:00.000Z',
      late: false,
      caption_check: checkCaption(caption, { handles: [], hashtags: [] }),
      reviews: [],
    },
  ],
  updated_at: '2027-03-07T08:00:00.000Z',
  channel: 'INSTAGRAM',
  post_content_type: 'REEL',
  creator: { id: 41, name: 'Achieng Otieno' },
  campaign: { id: 'k1', name: 'Mandazi mornings' },
  job: null,
  brand: { id: smeId, name: 'Mama Njeri Bakery' },
  requirements: {
    handles: [],
    hashtags: [],
    call_to_action: '',
    key_selling_points: [],
    content_creation_steps: [],
    extra_instructions: '',
  },
  moves: ['APPROVE', 'REQUEST_CHANGES'],
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  route: string;
  query: Record<string, string>;
  body: unknown;
}

/** The network boundary: the list (by filter), the item (answers in turn), its file, and the approval. */
function serve(options: { details: ContentDetail[]; approve: () => Response }) {
  const calls: Call[] = [];
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ route, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : null });
      if (route === `GET /api/sme/${smeId}/contents`) {
        const filter = url.searchParams.get('filter');
        const results = filter === 'TO_REVIEW' ? [draft] : filter === 'LIVE' ? [live] : [draft, live];
        return json(200, { results, results_count: results.length, page_number: 1, page_size: 10 });
      }
      if (route === `GET /api/content/${draftId}`) {
        const answer = options.details[Math.min(read, options.details.length - 1)];
        read += 1;
        return json(200, answer);
      }
      if (route.startsWith(`GET /api/content/${draftId}/files/`))
        return new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), {
          status: 200,
          headers: { 'content-type': 'image/png' },
        });
      if (route === `POST /api/content/${draftId}/approve`) return options.approve();
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

function renderPage(path = `/sme/${smeId}/contents`) {
  return renderUi(
    <Routes>
      <Route
        path={ROUTES.sme.company.contents}
        element={
          <>
            <SmeContentsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

const cards = () => screen.getAllByTestId('sme-content-card');
const listCalls = (calls: Call[]) => calls.filter((c) => c.route === `GET /api/sme/${smeId}/contents`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the SME Contents page', () => {
  it('lists each piece: creator, campaign, post, state; a live one with its figures, labelled Simulated', async () => {
    serve({ details: [detail()], approve: () => json(200, detail({ status: 'APPROVED', moves: [] })) });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(first.textContent).toContain('Achieng Otieno');
    expect(first.textContent).toContain('Mandazi mornings');
    expect(first.textContent).toContain('Post 1 · Round 1');
    expect(within(first).getByTestId('content-status').textContent).toBe('Waiting for review');
    expect(within(first).queryByTestId('sme-content-metrics')).toBeNull();
    expect(within(second).getByTestId('content-status').textContent).toBe('Verified');
    expect(within(second).getByTestId('figure-reach').textContent).toBe('12.3K');
    expect(within(second).getByTestId('figure-views').textContent).toBe('13.9K');
    expect(within(second).getByTestId('figure-engagement').textContent).toBe('8.12%');
    expect(within(second).getByTestId('sme-content-simulated').textContent).toBe('Simulated');
    expect(
      within(second)
        .getByRole('link', { name: /Open the post/ })
        .getAttribute('href'),
    ).toBe(live.post_url);
  });

  it('filters with the tabs, kept in the address', async () => {
    const calls = serve({ details: [detail()], approve: () => json(200, detail()) });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(listCalls(calls).at(-1)?.query).toMatchObject({ filter: 'ALL', page_number: '1', page_size: '10' });
    await user.click(screen.getByRole('tab', { name: 'Live' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.filter).toBe('LIVE'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(location).toBe(`/sme/${smeId}/contents?filter=LIVE`);
    await user.click(screen.getByRole('tab', { name: 'To review' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.filter).toBe('TO_REVIEW'));
    expect(location).toBe(`/sme/${smeId}/contents?filter=TO_REVIEW`);
  });

  it('opens a draft, asks before approving, and approves it through the SME session', async () => {
    const calls = serve({
      details: [detail()],
      approve: () => json(200, detail({ status: 'APPROVED', moves: [] })),
    });
    const { user } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]).getByRole('button', { name: /^Review draft/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Achieng Otieno: post 1' });
    expect(location).toBe(`/sme/${smeId}/contents?item=${draftId}`);
    await within(dialog).findByText(caption);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // Nothing sent before the confirm.
    expect(calls.some((c) => c.route.endsWith('/approve'))).toBe(false);
    const confirm = within(dialog).getByRole('form', { name: 'Approve this draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, approve' }));
    await screen.findByText("You approved Achieng Otieno's draft.");
    expect(calls.find((c) => c.route.endsWith('/approve'))?.body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location).toBe(`/sme/${smeId}/contents`);
  });

  it('asks for a comment before sending a draft back', async () => {
    const calls = serve({ details: [detail()], approve: () => json(200, detail()) });
    const { user } = renderPage(`/sme/${smeId}/contents?item=${draftId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Achieng Otieno: post 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Request changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send to the creator' }));
    await within(dialog).findByText('Tell the creator what to change');
    expect(calls.some((c) => c.route.endsWith('/request-changes'))).toBe(false);
  });

  it('says a draft decided elsewhere first was already decided, and shows it as it now is', async () => {
    const calls = serve({
      details: [detail(), detail({ status: 'APPROVED', moves: [] })],
      approve: () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'This content is approved: post it; it cannot be approved now',
          field: 'status',
          state: 'APPROVED',
        }),
    });
    const { user } = renderPage(`/sme/${smeId}/contents?item=${draftId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Achieng Otieno: post 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    await screen.findByText('This content was already decided. It is shown as it is now.');
    await within(dialog).findByText('Approved: waiting for the creator to post it and send the link.');
    expect(calls.filter((c) => c.route === `GET /api/content/${draftId}`).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
