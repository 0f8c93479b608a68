import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import type { CampaignDraft, CampaignSummary } from '@app/shared/campaigns';
import type { CompanyDetail } from '@app/shared/companies';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { CampaignsPage } from './CampaignsPage';

const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';

const company = (permissions: string[]) =>
  ({
    id: companyId,
    name: 'Savannah Juice',
    company_role: 'BRAND',
    role: 'BRAND_MANAGER',
    permissions,
  }) as unknown as CompanyDetail;

const summary = (overrides: Partial<CampaignSummary>): CampaignSummary => ({
  id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  company_id: companyId,
  brand_name: 'Savannah Juice',
  name: 'Cold-pressed launch',
  start_date: '2027-03-05T06:00:00.000Z',
  end_date: '2027-03-30T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  budget_minor: 5_000_000,
  channels: ['INSTAGRAM', 'TIKTOK'],
  campaign_status_for_merchant: 'UPCOMING',
  creators_count: 3,
  thumbnail: null,
  is_demo: false,
  created_at: '2027-01-10T08:00:00.000Z',
  ...overrides,
});

const upcoming = summary({});
const cancelled = summary({
  id: '6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7a8b9c0',
  name: 'Winter promo',
  campaign_status_for_merchant: 'CANCELLED',
  budget_minor: 123_450,
});
const draft: CampaignDraft = {
  id: '7a8b9c0d-1e2f-4a3b-84c5-d6e7f8a9b0c1',
  company_id: companyId,
  name: null,
  step: 2,
  data: {},
  created_at: '2027-01-02T08:00:00.000Z',
  updated_at: '2027-01-03T09:30:00.000Z',
};

interface Backend {
  lists?: {
    ongoing_campaigns: CampaignSummary[];
    upcoming_campaigns: CampaignSummary[];
    finished_campaigns: CampaignSummary[];
  };
  drafts?: CampaignDraft[];
}

/** The network boundary only: the campaign calls answer from `backend`; searches are recorded. */
function serve(backend: Backend) {
  const lists = backend.lists ?? {
    ongoing_campaigns: [],
    upcoming_campaigns: [upcoming],
    finished_campaigns: [cancelled],
  };
  let drafts = backend.drafts ?? [draft];
  const searches: {
    campaign_statuses: string[];
    name?: string;
    page_number: number;
    page_size: number;
    sortings: unknown[];
  }[] = [];
  const deleted: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      if (route === `GET /api/campaigns/all/companies/${companyId}`) return json(200, lists);
      if (route === `POST /api/campaigns/search/companies/${companyId}`) {
        const body = (await request.json()) as (typeof searches)[number];
        searches.push(body);
        const all = [...lists.ongoing_campaigns, ...lists.upcoming_campaigns, ...lists.finished_campaigns];
        const found = all.filter(
          (c) =>
            body.campaign_statuses.includes(c.campaign_status_for_merchant) &&
            (!body.name || c.name.includes(body.name)),
        );
        return json(200, { search_results: found, results_count: found.length });
      }
      if (route === 'GET /api/campaign_drafts') return json(200, drafts);
      if (request.method === 'DELETE' && url.pathname.startsWith('/api/campaign_drafts/')) {
        const id = url.pathname.split('/').pop()!;
        deleted.push(id);
        drafts = drafts.filter((d) => d.id !== id);
        return json(200, { message: 'Draft deleted' });
      }
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return { searches, deleted };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(permissions = ['company.view', 'campaign.create'], search = '') {
  return renderUi(
    <ModalsProvider>
      <Routes>
        <Route path={ROUTES.company.root} element={<Outlet context={{ company: company(permissions) }} />}>
          <Route path={ROUTES.company.campaigns} element={<CampaignsPage />} />
        </Route>
      </Routes>
      <Where />
    </ModalsProvider>,
    { path: `/companies/${companyId}/campaigns${search}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CampaignsPage', () => {
  it('opens Upcoming when nothing is ongoing; shows each campaign with budget, dates in its zone, status', async () => {
    const { searches } = serve({});
    renderAt();
    const list = await screen.findByRole('list', { name: 'Upcoming campaigns' });
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy();
    expect(
      ['Ongoing', 'Upcoming', 'Completed', 'All', 'Drafts'].map((name) =>
        screen.getByRole('tab', { name }).getAttribute('aria-selected'),
      ),
    ).toEqual(['false', 'true', 'false', 'false', 'false']);
    expect(searches.at(-1)).toEqual({
      campaign_statuses: ['UPCOMING'],
      page_number: 1,
      page_size: 10,
      sortings: [{ sort_by: 'START_DATE', sort_direction: 'ASC' }],
    });
    // Nothing was searched for Ongoing before the lists by date chose the tab.
    expect(searches.some((s) => s.campaign_statuses.includes('ONGOING'))).toBe(false);
    const card = within(list).getByTestId('campaign-card');
    expect(within(card).getByRole('link', { name: 'Cold-pressed launch' }).getAttribute('href')).toBe(
      `/companies/${companyId}/details/${upcoming.id}`,
    );
    expect(within(card).getByTestId('campaign-budget').textContent).toBe('KES 50,000.00');
    // 06:00 UTC is 09:00 in Nairobi.
    expect(within(card).getByTestId('campaign-dates').textContent).toBe('05 Mar 2027 09:00 – 30 Mar 2027 18:00');
    expect(within(card).getByTestId('campaign-status').textContent).toBe('Upcoming');
    expect(within(card).getByText('3 creators')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create campaign' }).getAttribute('href')).toBe(
      `/companies/${companyId}/create`,
    );
  });

  it('lists completed and cancelled campaigns under Completed, narrowed by the status filter', async () => {
    const { searches } = serve({});
    const { user } = renderAt();
    await screen.findByRole('list', { name: 'Upcoming campaigns' });
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const list = await screen.findByRole('list', { name: 'Completed campaigns' });
    expect(searches.at(-1)).toMatchObject({
      campaign_statuses: ['COMPLETED', 'CANCELLED'],
      sortings: [{ sort_by: 'END_DATE', sort_direction: 'DESC' }],
    });
    expect(within(list).getByTestId('campaign-status').textContent).toBe('Cancelled');
    expect(within(list).getByTestId('campaign-budget').textContent).toBe('KES 1,234.50');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'COMPLETED' } });
    await waitFor(() => expect(searches.at(-1)?.campaign_statuses).toEqual(['COMPLETED']));
    expect(await screen.findByTestId('campaigns-no-match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    // Both statuses again (that search is cached, not sent twice).
    expect(await screen.findByRole('list', { name: 'Completed campaigns' })).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('location').textContent).toBe(`/companies/${companyId}/campaigns?tab=completed`);
  });

  it('has no status filter on a one-status tab and sends the page size and sort chosen', async () => {
    const { searches } = serve({});
    const { user } = renderAt(undefined, '?tab=upcoming');
    await screen.findByRole('list', { name: 'Upcoming campaigns' });
    expect(screen.queryByLabelText('Status')).toBeNull();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'NAME-ASC' } });
    await waitFor(() => expect(searches.at(-1)?.sortings).toEqual([{ sort_by: 'NAME', sort_direction: 'ASC' }]));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '20' } });
    await waitFor(() => expect(searches.at(-1)?.page_size).toBe(20));
    expect(screen.getByLabelText('Rows per page').querySelectorAll('option')).toHaveLength(4);
    await user.type(screen.getByLabelText('Search campaigns by name'), 'Cold');
    await waitFor(() => expect(searches.at(-1)?.name).toBe('Cold'));
  });

  it('lists drafts to resume or delete after a confirmation', async () => {
    const { deleted } = serve({});
    const { user } = renderAt(undefined, '?tab=drafts');
    const row = await screen.findByTestId('draft-row');
    expect(within(row).getByRole('heading', { name: 'Untitled draft' })).toBeTruthy();
    expect(within(row).getByText(/^Step 3 · Last changed 03 Jan 2027/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Resume Untitled draft' }).getAttribute('href')).toBe(
      `/companies/${companyId}/create?draft=${draft.id}`,
    );

    await user.click(within(row).getByRole('button', { name: 'Delete Untitled draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(deleted).toEqual([draft.id]));
    expect(await screen.findByTestId('drafts-empty')).toBeTruthy();
  });

  it('offers one Create campaign on an empty tab, and none without campaign.create', async () => {
    serve({ lists: { ongoing_campaigns: [], upcoming_campaigns: [], finished_campaigns: [] }, drafts: [] });
    const first = renderAt();
    const empty = await screen.findByTestId('campaigns-empty');
    expect(within(empty).getByText('No ongoing campaigns')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create campaign' })).toHaveLength(1);
    first.unmount();

    renderAt(['company.view']);
    await screen.findByTestId('campaigns-empty');
    expect(screen.queryByRole('link', { name: 'Create campaign' })).toBeNull();
  });
});
