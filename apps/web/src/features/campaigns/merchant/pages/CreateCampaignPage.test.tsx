import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import type { Brief } from '@app/shared/briefs';
import type { CompanyDetail } from '@app/shared/companies';
import type { Channel, ConfigBundle } from '@app/shared/config';
import type { CreatorSearchResult } from '@app/shared/creators';
import { ROUTES } from '../../../../lib/paths';
import { field, fill, testTheme } from '../../../../test/render';
import { CreateCampaignPage } from './CreateCampaignPage';

const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
const groupId = '4b8d3c52-2f55-4c8e-9a53-1f5e2c1d8a70';
const briefId = '0b0a2f0e-55a8-4b8f-8b7c-9a1f8d6c7e21';
const draftId = '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f';
const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

const company = {
  id: companyId,
  name: 'Savannah Juice',
  company_role: 'BRAND',
  role: 'OWNER',
  parent_id: null,
  children: [],
  permissions: ['company.view', 'campaign.create'],
} as unknown as CompanyDetail;

const channels: Channel[] = [
  {
    value: 'INSTAGRAM',
    label: 'Instagram',
    icon_location: '',
    levels: [],
    post_content_types: [
      { value: 'REEL', label: 'Reel' },
      { value: 'STORY', label: 'Story' },
    ],
  },
  {
    value: 'TIKTOK',
    label: 'TikTok',
    icon_location: '',
    levels: [],
    post_content_types: [{ value: 'VIDEO', label: 'Video' }],
  },
];

const country = (code: string, name: string, currency: string, timezone: string) => ({
  code,
  name,
  currency,
  timezone,
  dial_code: '+1',
  active: true,
});
const config: ConfigBundle = {
  categories: [],
  channels,
  countries: [country('KE', 'Kenya', 'KES', 'Africa/Nairobi'), country('NG', 'Nigeria', 'NGN', 'Africa/Lagos')],
  active_countries: [country('KE', 'Kenya', 'KES', 'Africa/Nairobi'), country('NG', 'Nigeria', 'NGN', 'Africa/Lagos')],
  all_locations: [],
  verification_statuses: [],
  pre_live_check_statuses: [],
};

const creator = (id: number, name: string): CreatorSearchResult => ({
  id,
  name,
  avatar: null,
  country: 'KE',
  location: 'Nairobi',
  gender: 'FEMALE',
  age: 25,
  engagement_rate: 5,
  verification_status: 'APPROVED',
  matching_channels: ['INSTAGRAM'],
  matching_channels_with_levels: [],
  matching_combined_followers_count: 1000,
  combined_followers_count: 1000,
  channels: ['INSTAGRAM'],
  channels_levels: [],
});
const creators = [creator(11, 'Wanjiru K.'), creator(12, 'Otieno B.')];

const brief = {
  brief_id: briefId,
  brief_name: 'Cold-pressed launch',
  brand_id: companyId,
  brand_name: 'Savannah Juice',
  company_id: companyId,
  platform: 'INSTAGRAM',
  niche: [],
  start_date: '2027-01-01',
  end_date: '2027-02-01',
  overview: {
    time: 1,
    version: '2.31',
    blocks: [{ id: 'a', type: 'paragraph', data: { text: 'Fresh juice, <b>no sugar</b>' } }],
  },
  objectives: null,
  call_to_action: 'Order today',
  content_creation_steps: ['Unbox', 'Taste'],
  key_selling_points: ['No sugar'],
  handle: [],
  handles: ['@savannah'],
  hashtag: [],
  hashtags: [],
  thumbnail: [],
  assets: [],
  pre_approval: true,
  advertiser_pre_approval: false,
  is_demo: false,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
} as unknown as Brief;

interface Sent {
  drafts: { method: string; path: string; body: Record<string, unknown> }[];
  campaigns: Record<string, unknown>[];
}

/** The network boundary only: each call the wizard makes answers from these fixtures; what it sends is recorded. */
function serve(options: { draft?: Record<string, unknown>; createStatus?: number; createAnswer?: unknown } = {}): Sent {
  const sent: Sent = { drafts: [], campaigns: [] };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const body =
        request.method === 'GET' || request.method === 'DELETE'
          ? null
          : ((await request.json()) as Record<string, unknown>);
      switch (route) {
        case 'GET /api/conf/all':
          return json(200, config);
        case 'GET /api/companies':
          return json(200, [
            {
              id: companyId,
              name: 'Savannah Juice',
              company_role: 'BRAND',
              parent_id: null,
              is_sme: false,
              logo: null,
              role: 'OWNER',
              inherited: false,
            },
          ]);
        case 'POST /ms/briefs/get_briefs':
          return json(200, { briefs: [brief] });
        case 'GET /api/conf/budget_min_max/KES':
          return json(200, { currency: 'KES', min_minor: 1_000_000, max_minor: 10_000_000_000 });
        case 'GET /api/conf/budget_min_max/NGN':
          return json(200, { currency: 'NGN', min_minor: 15_000_000, max_minor: 90_000_000_000 });
        case 'GET /api/conf/channels/countries/KE':
          return json(200, channels);
        case 'GET /api/conf/channels/countries/NG':
          return json(200, [channels[1]]);
        case 'GET /api/conf/currencies/countries/KE':
          return json(200, [{ code: 'KES', name: 'Kenyan shilling', symbol: 'KSh' }]);
        case 'GET /api/conf/currencies/countries/NG':
          return json(200, [{ code: 'NGN', name: 'Naira', symbol: 'N' }]);
        case 'GET /api/merchant/influencer_groups':
          return json(200, [
            {
              id: groupId,
              company_id: companyId,
              name: 'Nairobi foodies',
              description: null,
              code: 'ABCD1234',
              creators_count: 2,
              created_at: '2026-12-01T00:00:00Z',
              updated_at: '2026-12-01T00:00:00Z',
            },
          ]);
        case `GET /api/influencer_groups/${groupId}/influencers`:
          return json(200, {
            total: 2,
            total_pages: 1,
            page_number: 1,
            page_size: 100,
            results: creators.map((c) => ({
              id: c.id,
              name: c.name,
              avatar: null,
              country: 'KE',
              combined_followers_count: 1000,
              engagement_rate: 5,
              channels: ['INSTAGRAM'],
              channel: null,
              added_at: '2026-12-01T00:00:00Z',
            })),
          });
        case 'POST /api/influencers/find_by_ids': {
          const ids = (body?.ids as number[]) ?? [];
          const found = creators.filter((c) => ids.includes(c.id));
          return json(200, { influencers: found, total: found.length, page_number: 1, page_size: 50 });
        }
        case 'POST /api/influencers/search_for_campaign':
          return json(200, {
            influencers_for_search: creators,
            total_search_results: creators.length,
            total_is_estimate: false,
            page_number: body?.page_number ?? 1,
            page_size: body?.page_size ?? 10,
          });
        case 'POST /api/campaigns/prices':
          return json(200, {
            currency: body?.currency,
            prices: [
              { influencer_id: 11, channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 1_000_000 },
              { influencer_id: 12, channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: 2_000_050 },
            ],
          });
        case 'POST /api/campaign_drafts':
          sent.drafts.push({ method: 'POST', path: url.pathname, body: body! });
          return json(201, {
            id: draftId,
            company_id: companyId,
            name: body?.name ?? null,
            step: body?.step,
            data: body?.data,
            created_at: '2027-01-01T00:00:00Z',
            updated_at: '2027-01-01T00:00:00Z',
          });
        case `GET /api/campaign_drafts/${draftId}`:
          return options.draft
            ? json(200, options.draft)
            : json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Draft not found' });
        case `PATCH /api/campaign_drafts/${draftId}`:
          sent.drafts.push({ method: 'PATCH', path: url.pathname, body: body! });
          return json(200, { ...options.draft, ...body, id: draftId, company_id: companyId });
        case 'POST /api/campaigns':
          sent.campaigns.push(body!);
          return json(options.createStatus ?? 201, options.createAnswer ?? { id: campaignId, name: body?.name });
        default:
          return json(200, []);
      }
    }),
  );
  return sent;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The page in a data router (the leave-page question needs one), inside the company's outlet context. */
function renderWizard(path = `/companies/${companyId}/create`) {
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.company.root,
        element: (
          <>
            <Outlet context={{ company }} />
            <Where />
          </>
        ),
        children: [
          { path: ROUTES.company.createCampaign, element: <CreateCampaignPage /> },
          { path: ROUTES.company.campaignDetails, element: <p>Campaign details</p> },
          {
            path: ROUTES.company.campaigns,
            element: (
              <p>
                Campaigns <Link to={`/companies/${companyId}/create`}>Create</Link>
              </p>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test" theme={testTheme}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user, router };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepHeading = () => screen.getByTestId('wizard-step-heading').textContent;

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Steps 0 and 1 filled: the brief chosen, Kenya, dates, Instagram, a budget. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/For the brand/);
  await waitFor(() => expect(field('Brief').getAttribute('placeholder')).toBe('No brief'));
  await pick(user, 'Brief', 'Cold-pressed launch');
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Details'));
  await pick(user, 'Country', 'Kenya');
  await waitFor(() => expect(field('Budget').value).toBe('10000'));
  await fill(user, field('Start date'), '10/01/2027');
  await fill(user, field('End date'), '31/01/2027');
  await fill(user, field('Budget'), '200,000');
  await user.click(button('Next'));
  await waitFor(() => expect(stepHeading()).toBe('Step 3 of 5: Creators'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateCampaignPage', () => {
  it('fills the campaign from a brief; a new country resets currency, time zone, budget and platforms', async () => {
    serve();
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Create a campaign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await screen.findByText(/For the brand/);
    await waitFor(() => expect(field('Brief').getAttribute('placeholder')).toBe('No brief'));
    await pick(user, 'Brief', 'Cold-pressed launch');
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Details'));
    expect(field('Campaign name').value).toBe('Cold-pressed launch');
    expect(field('Description').value).toBe('Fresh juice, no sugar');
    expect(field('Call to action').value).toBe('Order today');
    expect(field('Selling point 1').value).toBe('No sugar');
    expect(field('Step 2').value).toBe('Taste');

    await pick(user, 'Country', 'Kenya');
    await waitFor(() => expect(field('Budget').value).toBe('10000'));
    expect(screen.getByLabelText('Budget currency')).toHaveProperty('value', 'KES');
    expect(screen.getByTestId('wizard-timezone').textContent).toContain('Africa/Nairobi (UTC+03:00)');
    // The brief's platform is available in Kenya.
    expect((screen.getByRole('checkbox', { name: 'Instagram' }) as HTMLInputElement).checked).toBe(true);

    await pick(user, 'Country', 'Nigeria');
    await waitFor(() => expect(field('Budget').value).toBe('150000'));
    expect(screen.getByLabelText('Budget currency')).toHaveProperty('value', 'NGN');
    expect(screen.getByTestId('wizard-timezone').textContent).toContain('Africa/Lagos');
    // Instagram is not offered in Nigeria: it goes; TikTok is the one platform left to choose.
    expect(screen.queryByRole('checkbox', { name: 'Instagram' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'TikTok' }) as HTMLInputElement).checked).toBe(false);
  });

  it('refuses to move on with a step incomplete, naming the fields', async () => {
    serve();
    const { user } = renderWizard();
    await screen.findByText(/For the brand/);
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Details'));
    await user.click(button('Next'));
    expect(await screen.findByText('Give the campaign a name')).toBeTruthy();
    expect(screen.getByText('Choose a country')).toBeTruthy();
    expect(stepHeading()).toBe('Step 2 of 5: Details');
    // A message goes as soon as its field is put right.
    await fill(user, field('Campaign name'), 'Launch');
    await waitFor(() => expect(screen.queryByText('Give the campaign a name')).toBeNull());
    expect(screen.getByText('Choose a country')).toBeTruthy();
  });

  it('creates a campaign from a group with a deliverable, live cost matching prices, opens its details', async () => {
    const sent = serve();
    const { user } = renderWizard();
    await fillDetails(user);

    // The cost panel is there from the creators step on.
    expect(screen.getByTestId('cost-panel')).toBeTruthy();
    await user.click(screen.getByTestId('mode-GROUP'));
    await user.click(field('Creator groups'));
    await user.click(await screen.findByRole('option', { name: /Nairobi foodies/ }));
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('2 creators selected'));
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading()).toBe('Step 4 of 5: Deliverables'));
    // Step 3 holds the selected creators and the deliverables.
    await waitFor(() =>
      expect(within(screen.getByTestId('selected-creators')).getAllByTestId('creator-row')).toHaveLength(2),
    );

    await user.click(button('Add a deliverable'));
    // A new deliverable is not told off before anything is asked of it.
    expect(screen.queryByText('Choose the type of post')).toBeNull();
    expect(screen.getByTestId('deliverable-creator-count').textContent).toBe('2 of 2 selected creators on Instagram');
    await user.selectOptions(field('Type of post'), 'REEL');
    await user.click(screen.getByRole('radio', { name: 'Bonus payment' }));
    await fill(user, field('Bonus per post'), '100');
    await fill(user, field('Posts per creator'), '2');
    // (10,000 + 100) x 2 + (20,000.50 + 100) x 2 = 60,401.00; fee 18,120.30; VAT 9,060.15.
    await waitFor(() => expect(screen.getByTestId('cost-deliverables').textContent).toBe('KES 60,401.00'));
    expect(screen.getByTestId('cost-fee').textContent).toBe('KES 18,120.30');
    expect(screen.getByTestId('cost-vat').textContent).toBe('KES 9,060.15');
    expect(screen.getByTestId('cost-total').textContent).toBe('KES 87,581.45');
    expect(screen.getByTestId('cost-remaining').textContent).toBe('KES 112,418.55');

    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading()).toBe('Step 5 of 5: Contracts and review'));
    await user.click(button('Create campaign'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/companies/${companyId}/details/${campaignId}`),
    );
    expect(sent.campaigns).toHaveLength(1);
    expect(sent.campaigns[0]).toMatchObject({
      brand_id: companyId,
      brief_id: briefId,
      name: 'Cold-pressed launch',
      country: 'KE',
      timezone: 'Africa/Nairobi',
      start_date: '2027-01-10T09:00:00+03:00',
      end_date: '2027-01-31T18:00:00+03:00',
      budget_minor: 20_000_000,
      currency: 'KES',
      platforms: ['INSTAGRAM'],
      influencer_groups: [groupId],
      influencer_ids: [],
      selling_points: [{ description: 'No sugar', row_order: 0 }],
      handles: [{ channel: 'INSTAGRAM', text: '@savannah' }],
      deliverables: [
        {
          channel: 'INSTAGRAM',
          post_content_type: 'REEL',
          influencer_ids: [11, 12],
          bonus_type: 'EXTRA',
          bonus_amount_minor: 10_000,
          number_of_posts: 2,
          start_date: '2027-01-10T09:00:00+03:00',
          end_date: '2027-01-31T18:00:00+03:00',
        },
      ],
    });
    expect(sent.campaigns[0]).not.toHaveProperty('draft_id');
  });

  it('clears the creators when another way of choosing them is taken, and takes the results of filters', async () => {
    const sent = serve();
    const { user } = renderWizard();
    await fillDetails(user);
    await user.click(screen.getByTestId('mode-GROUP'));
    await user.click(field('Creator groups'));
    await user.click(await screen.findByRole('option', { name: /Nairobi foodies/ }));
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('2 creators selected'));

    await user.click(screen.getByTestId('mode-FILTERS'));
    expect(screen.getByTestId('selected-count').textContent).toBe('0 creators selected');
    expect(await screen.findByText('The chosen creators and deliverables were cleared.')).toBeTruthy();
    // The filter's matches are listed 10 a page, then taken.
    await waitFor(() =>
      expect(within(screen.getByTestId('filter-results')).getAllByTestId('creator-row')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Take these 2 creators' }));
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('2 creators selected'));
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Add a deliverable' }));
    await user.selectOptions(field('Type of post'), 'REEL');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(sent.campaigns).toHaveLength(1));
    expect(sent.campaigns[0]).toMatchObject({
      influencer_ids: [11, 12],
      influencer_groups: [],
      preferences: { gender: 'BOTH', age_group: { from: 18, to: 100 } },
    });
  });

  it('shows a refused budget on its step with the message naming the gap', async () => {
    serve({
      createStatus: 400,
      createAnswer: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        field: 'budget_minor',
        message: 'KES 87,581.45 with fee and VAT: KES 77,581.45 over the budget',
      },
    });
    const { user } = renderWizard();
    await fillDetails(user);
    await user.click(screen.getByTestId('mode-GROUP'));
    await user.click(field('Creator groups'));
    await user.click(await screen.findByRole('option', { name: /Nairobi foodies/ }));
    await waitFor(() => expect(screen.getByTestId('selected-count').textContent).toBe('2 creators selected'));
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Add a deliverable' }));
    await user.selectOptions(field('Type of post'), 'REEL');
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Details'));
    expect(screen.getByTestId('form-error').textContent).toContain('over the budget');
    expect(field('Budget').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a draft with the step and null dates, puts it in the address, and resumes it at its step', async () => {
    const sent = serve();
    const { user } = renderWizard();
    await screen.findByText(/For the brand/);
    await user.click(button('Next'));
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Details'));
    await fill(user, field('Campaign name'), 'Half done');
    await user.click(button('Save draft'));
    await waitFor(() => expect(sent.drafts).toHaveLength(1));
    expect(sent.drafts[0].body).toMatchObject({ company_id: companyId, name: 'Half done', step: 1 });
    expect((sent.drafts[0].body.data as Record<string, unknown>).start_date).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/companies/${companyId}/create?draft=${draftId}`),
    );
    // Still the same wizard, not reloaded.
    expect(field('Campaign name').value).toBe('Half done');
    // A second save changes the same draft.
    await user.click(button('Save draft'));
    await waitFor(() => expect(sent.drafts).toHaveLength(2));
    expect(sent.drafts[1]).toMatchObject({ method: 'PATCH', path: `/api/campaign_drafts/${draftId}` });
  });

  it('resumes a draft at its step with its values', async () => {
    serve({
      draft: {
        id: draftId,
        company_id: companyId,
        name: 'Half done',
        step: 1,
        data: { name: 'Half done', start_date: null, budget_minor: 1_200_000 },
        created_at: '2027-01-01T00:00:00Z',
        updated_at: '2027-01-01T00:00:00Z',
      },
    });
    renderWizard(`/companies/${companyId}/create?draft=${draftId}`);
    expect(await screen.findByRole('heading', { name: 'Resume a campaign draft' })).toBeTruthy();
    await waitFor(() => expect(stepHeading()).toBe('Step 2 of 5: Details'));
    expect(field('Campaign name').value).toBe('Half done');
    expect(field('Budget').value).toBe('12000');
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const { user, router } = renderWizard();
    await screen.findByText(/For the brand/);
    await user.click(button('Next'));
    await fill(user, field('Campaign name'), 'Unsaved');
    void router.navigate(`/companies/${companyId}/campaigns`);
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await user.click(button('Stay'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe(`/companies/${companyId}/create`);
    void router.navigate(`/companies/${companyId}/campaigns`);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/companies/${companyId}/campaigns`));
  });
});
