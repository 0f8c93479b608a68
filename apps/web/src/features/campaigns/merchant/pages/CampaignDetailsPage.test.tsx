import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, Route, Routes } from 'react-router';
import type { Campaign } from '@app/shared/campaigns';
import type { CompanyDetail } from '@app/shared/companies';
import type { ContractSummary } from '@app/shared/contracts';
import { ROUTES } from '../../../../lib/paths';
import { fill, renderUi } from '../../../../test/render';
import { CampaignDetailsPage } from './CampaignDetailsPage';

const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

const company = (permissions: string[]) =>
  ({
    id: companyId,
    name: 'Savannah Juice',
    company_role: 'BRAND',
    role: 'BRAND_MANAGER',
    permissions,
  }) as unknown as CompanyDetail;

const creators = [
  { id: 41, name: 'Achieng O.', avatar: null, invitation_status: 'ACCEPTED' },
  { id: 42, name: 'Wanjiru K.', avatar: null, invitation_status: 'PENDING' },
  { id: 43, name: 'Brian M.', avatar: null, invitation_status: 'DECLINED' },
];

const campaign: Campaign = {
  id: campaignId,
  company_id: companyId,
  brand_name: 'Savannah Juice',
  name: 'Cold-pressed launch',
  start_date: '2027-03-05T06:00:00.000Z',
  end_date: '2027-03-30T15:00:00.000Z',
  timezone: 'Africa/Nairobi',
  currency: 'KES',
  budget_minor: 5_000_000,
  channels: ['INSTAGRAM'],
  campaign_status_for_merchant: 'UPCOMING',
  creators_count: 3,
  thumbnail: null,
  is_demo: false,
  created_at: '2027-01-10T08:00:00.000Z',
  brief_id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  country: 'KE',
  platforms: ['INSTAGRAM'],
  subcategories: [],
  purchase_order: null,
  preferences: {
    gender: 'BOTH',
    age_group: { from: 18, to: 100 },
    age_groups: [],
    income_categories: [],
    influencer_levels: [],
    locations: [],
    countries: [],
  },
  content_creator_type_ids: [],
  campaign_objective: 'Awareness in Nairobi',
  description: 'Fresh juice, pressed cold.',
  call_to_action: 'Order at savannah.example',
  product_overview: '',
  assets: [],
  handles: [{ channel: 'INSTAGRAM', text: '@savannahjuice' }],
  hashtags: [{ channel: 'INSTAGRAM', text: 'coldpressed' }],
  selling_points: [
    { description: 'No added sugar', row_order: 1 },
    { description: 'Pressed daily', row_order: 0 },
  ],
  content_creation_steps: [],
  pre_approval: true,
  advertiser_pre_approval: false,
  max_content_rounds: 3,
  contract_signature_required: true,
  contract_template_ids: [],
  influencers: creators,
  deliverables: [
    {
      id: 'd1',
      channel: 'INSTAGRAM',
      post_content_type: 'REEL',
      start_date: '2027-03-06T06:00:00.000Z',
      end_date: '2027-03-20T15:00:00.000Z',
      bonus_type: 'EXTRA',
      bonus_amount_minor: 50_000,
      extra_instructions: 'Show the bottle.',
      number_of_posts: 2,
      influencers: [
        { id: 41, name: 'Achieng O.', avatar: null, unit_cost_minor: 250_050, cost_minor: 500_100 },
        { id: 42, name: 'Wanjiru K.', avatar: null, unit_cost_minor: 200_025, cost_minor: 400_050 },
      ],
    },
  ],
  cost: {
    currency: 'KES',
    deliverables_total_minor: 900_150,
    platform_fee_minor: 270_045,
    vat_minor: 135_023,
    total_minor: 1_305_218,
    budget_minor: 5_000_000,
    over_budget_by_minor: 0,
  },
  cancelled_at: null,
};

const contract: ContractSummary = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  company_id: companyId,
  campaign: { id: campaignId, name: campaign.name },
  creator: { id: 41, name: 'Achieng O.', avatar: null },
  template_id: null,
  template_title: 'Content usage rights',
  type: 'TEXT',
  text_hash: 'a3f1',
  status: 'PENDING_SIGNATURE',
  signed_at: null,
  signer_name: null,
  created_at: '2027-01-10T08:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The network boundary: GET the campaign (`answer`), its stats and contracts; POST cancel answers `cancelAnswer`. */
function serve(
  answer: [number, unknown],
  cancelAnswer: [number, unknown] = [
    200,
    { ...campaign, campaign_status_for_merchant: 'CANCELLED', cancelled_at: '2027-02-01T08:00:00.000Z' },
  ],
) {
  const cancels: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      if (route === `GET /api/campaigns/${campaignId}`) return json(...answer);
      if (route === `GET /api/campaigns/${campaignId}/stats`)
        return json(200, {
          budget_spent_minor: 500_100,
          influencers_allocated: 2,
          posts_under_review: 0,
          posts_verified: 0,
          total_posts_count: 4,
          verified_content_percent: 0,
        });
      if (route === 'GET /api/contracts') {
        expect(Object.fromEntries(url.searchParams)).toEqual({ company_id: companyId, campaign_id: campaignId });
        return json(200, [contract]);
      }
      if (route === `GET /api/companies/${companyId}/fundings`) {
        expect(Object.fromEntries(url.searchParams)).toEqual({ campaign_id: campaignId });
        return json(200, { results: fundings });
      }
      if (route === 'POST /api/reporting/campaign_metrics') {
        expect(await request.json()).toEqual({ campaign_id: campaignId });
        return metrics ? json(200, metrics) : json(500, { statusCode: 500, code: 'INTERNAL', message: 'Boom' });
      }
      if (route === `POST /api/campaigns/${campaignId}/cancel`) {
        cancels.push(await request.json());
        return json(...cancelAnswer);
      }
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return { cancels };
}

function renderAt(permissions = ['company.view', 'campaign.create']) {
  return renderUi(
    <Routes>
      <Route path={ROUTES.company.root} element={<Outlet context={{ company: company(permissions) }} />}>
        <Route path={ROUTES.company.campaignDetails} element={<CampaignDetailsPage />} />
      </Route>
    </Routes>,
    { path: `/companies/${companyId}/details/${campaignId}` },
  );
}

/** The campaign's fundings (GET /companies/{id}/fundings), none by default. */
let fundings: unknown[] = [];
/** Its report (POST /reporting/campaign_metrics); null: the call fails. */
let metrics: unknown = null;

afterEach(() => {
  vi.unstubAllGlobals();
  fundings = [];
  metrics = null;
});

describe('CampaignDetailsPage', () => {
  it("shows the status, dates in the campaign's zone, budget and the server's cost breakdown", async () => {
    serve([200, campaign]);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Cold-pressed launch' })).toBeTruthy();
    expect(screen.getAllByTestId('campaign-status')[0]!.textContent).toBe('Upcoming');
    expect(screen.getByTestId('campaign-dates').textContent).toBe(
      '05 Mar 2027 09:00 – 30 Mar 2027 18:00 (Africa/Nairobi)',
    );
    expect(screen.getByTestId('campaign-budget').textContent).toBe('KES 50,000.00');
    const breakdown = screen.getByTestId('cost-breakdown');
    const rows = within(breakdown)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Budget', 'KES 50,000.00'],
      ['Deliverables', 'KES 9,001.50'],
      ['Platform fee (30%)', 'KES 2,700.45'],
      ['VAT (15%)', 'KES 1,350.23'],
      ['Total', 'KES 13,052.18'],
      ['Left in budget', 'KES 36,947.82'],
    ]);
    expect(screen.queryByTestId('over-budget')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the brief' }).getAttribute('href')).toBe(
      `/companies/${companyId}/campaign-briefs/${campaign.brief_id}`,
    );
    expect(screen.getByRole('link', { name: 'Open public page' }).getAttribute('href')).toBe(
      `/public/campaign-details/${campaignId}`,
    );
  });

  it('lists deliverables with each creator’s cost, creators with invitation and contracts, and figures', async () => {
    serve([200, campaign]);
    renderAt();
    const deliverable = await screen.findByTestId('deliverable');
    expect(within(deliverable).getByText('Bonus payment: KES 500.00 on top of the level price')).toBeTruthy();
    expect(within(deliverable).getByText('KES 9,001.50')).toBeTruthy();
    expect(within(deliverable).getByText('KES 4,000.50')).toBeTruthy();
    // Two avatars then +1 on the creators list.
    const creatorsList = screen.getByRole('list', { name: 'Creators' });
    expect(within(creatorsList).getAllByTestId('campaign-creator')).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Achieng O., Wanjiru K. and 1 more creators' })).toHaveLength(1);
    expect(within(creatorsList).getByText('Accepted')).toBeTruthy();
    expect(within(creatorsList).getByText('Declined')).toBeTruthy();
    expect(await within(creatorsList).findByText('Awaiting signature')).toBeTruthy();
    const contractLink = await screen.findByRole('link', { name: 'Contract of Achieng O.: Content usage rights' });
    expect(contractLink.getAttribute('href')).toBe(
      `/companies/${companyId}/contracts/${contract.id}/campaigns/${campaignId}`,
    );
    expect((await screen.findByTestId('stat-budget-spent')).textContent).toContain('KES 5,001.00');
    expect(screen.getByTestId('stat-total-posts').textContent).toContain('4');
  });

  it('shows by how much the campaign is over its budget', async () => {
    serve([200, { ...campaign, cost: { ...campaign.cost, budget_minor: 1_300_000, over_budget_by_minor: 5_218 } }]);
    renderAt();
    expect((await screen.findByTestId('cost-balance')).textContent).toBe('KES 52.18');
    expect(screen.getByText('Over budget by')).toBeTruthy();
    expect(screen.getByTestId('over-budget').textContent).toContain('KES 52.18 over the budget of KES 13,000.00');
  });

  it('cancels only with a reason, then shows the campaign cancelled', async () => {
    const { cancels } = serve([200, campaign]);
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await fill(user, reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    expect(await within(dialog).findByText('Say why the campaign is cancelled')).toBeTruthy();
    expect(cancels).toEqual([]);

    await fill(user, reason, 'The product launch moved to May.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(cancels).toEqual([{ reason: 'The product launch moved to May.' }]));
    expect(await screen.findByTestId('toast-success')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('campaign-status')[0]!.textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
    expect(screen.getByTestId('cancelled-note')).toBeTruthy();
  });

  it("shows the server's message when the campaign can no longer be cancelled (409)", async () => {
    serve(
      [200, { ...campaign, campaign_status_for_merchant: 'ONGOING' }],
      [
        409,
        { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message: 'A completed campaign cannot be cancelled' },
      ],
    );
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain(
      'A completed campaign cannot be cancelled',
    );
  });

  it('offers no cancel on a completed campaign or without campaign.create', async () => {
    serve([200, { ...campaign, campaign_status_for_merchant: 'COMPLETED' }]);
    const first = renderAt();
    await screen.findByRole('heading', { name: 'Cold-pressed launch' });
    expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
    first.unmount();
    serve([200, campaign]);
    renderAt(['company.view']);
    await screen.findByRole('heading', { name: 'Cold-pressed launch' });
    expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
  });

  it('shows the funding: the total and a Fund button for owners only, then a funding with its receipt', async () => {
    serve([200, campaign]);
    const first = renderAt(['company.view', 'campaign.create', 'payments.view', 'payments.manage']);
    const section = await screen.findByTestId('section-funding');
    expect((await within(section).findByTestId('funding-none')).textContent).toContain('KES 13,052.18');
    expect(within(section).getByRole('button', { name: 'Fund: Cold-pressed launch' })).toBeTruthy();
    first.unmount();

    serve([200, campaign]);
    const second = renderAt();
    await within(await screen.findByTestId('section-funding')).findByTestId('funding-none');
    expect(screen.queryByRole('button', { name: /^Fund/ })).toBeNull();
    expect(screen.getByText("Only the company's owners can fund it.")).toBeTruthy();
    second.unmount();

    fundings = [
      {
        id: 'f1',
        company_id: companyId,
        campaign_id: campaignId,
        bid_id: null,
        subject: campaign.name,
        method: 'MPESA',
        status: 'FUNDED',
        amount_minor: 1_305_218,
        currency: 'KES',
        lines: [],
        provider: 'SANDBOX',
        phone: '254712345678',
        failure_reason: null,
        escrow_minor: 1_000_000,
        released_minor: 305_218,
        refunded_minor: 0,
        invoice: null,
        receipt: { id: 'd1', number: 'RCT-0001' },
        created_at: '2027-01-11T08:00:00.000Z',
        funded_at: '2027-01-11T08:01:00.000Z',
      },
    ];
    serve([200, campaign]);
    renderAt(['company.view', 'campaign.create', 'payments.view', 'payments.manage']);
    const funded = await screen.findByTestId('funding-funded');
    expect(funded.textContent).toBe(
      'KES 13,052.18 funded; KES 10,000.00 is held in escrow until the work is verified.',
    );
    expect(screen.getByTestId('funding-status').textContent).toBe('Funded');
    expect(screen.getByRole('button', { name: 'Download receipt RCT-0001 (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Fund/ })).toBeNull();
  });

  it('reads NOT_FOUND as a campaign that is not there', async () => {
    serve([
      404,
      { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Campaign not found', field: 'campaign_id' },
    ]);
    renderAt();
    expect(await screen.findByTestId('campaign-not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all campaigns' }).getAttribute('href')).toBe(
      `/companies/${companyId}/campaigns`,
    );
  });

  it("shows the report's headline figures with a link to the report, and a quiet retry when they fail", async () => {
    metrics = {
      data: {
        performances: { label: [], data: { reach: [], engagement_rate: [], impressions: [], views: [] } },
        influencers: [],
        posts: [],
        totals: {
          posts_live: 6,
          impressions: 3_100_000,
          reach: 2_360_003,
          views: 5_210_003,
          engagements: 205_320,
          engagement_rate: 8.7,
        },
        sources: ['SIMULATED'],
        simulated: true,
      },
    };
    serve([200, campaign]);
    const { unmount } = renderAt();
    const headline = await screen.findByTestId('report-headline');
    expect(
      within(headline)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Reach', '2.4M', 'Views', '5.2M', 'Engagement rate', '8.70%', 'Live posts', '6']);
    expect(screen.getByTestId('simulated-badge').textContent).toBe('Simulated data');
    expect(screen.getByRole('link', { name: 'Open report' }).getAttribute('href')).toBe(
      `/companies/${companyId}/reports?campaign=${campaignId}`,
    );
    unmount();

    metrics = null;
    serve([200, campaign]);
    renderAt();
    const retry = await screen.findByTestId('report-retry');
    expect(retry.textContent).toContain("The report's figures did not load.");
    expect(within(retry).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Boom')).toBeNull();
  });
});
