import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { packageSplit, SME_PACKAGES, type SmeCreator, type SmePreview } from '@app/shared/sme';
import { ROUTES } from '../../../../lib/paths';
import { expectMessage, field, fill, renderUi } from '../../../../test/render';
import { SmeCreateCampaignPage } from './SmeCreateCampaignPage';

const smeId = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

const creator = (id: number, name: string, overrides: Partial<SmeCreator> = {}): SmeCreator => ({
  influencer_id: id,
  name,
  avatar: null,
  channel: 'INSTAGRAM',
  post_content_type: 'REEL',
  level: 'MICRO',
  followers: 25_400,
  engagement_rate: 6.4,
  posts: 2,
  cost_minor: 2_000_000,
  ...overrides,
});

const chosen = [
  creator(11, 'Amina Wanjiru'),
  creator(12, 'Brian Otieno', { channel: 'TIKTOK', post_content_type: 'VIDEO', level: 'NANO', followers: 8_200 }),
  creator(13, 'Cynthia Muthoni'),
  creator(14, 'David Kiprop'),
];
const alternatives = [creator(21, 'Esther Achieng', { cost_minor: 1_800_000 }), creator(22, 'Felix Mwangi')];

/** The API's answer for `creators` on the Boost package: the priced lines of their work. */
function previewOf(creators: SmeCreator[]): SmePreview {
  const boost = SME_PACKAGES.find((p) => p.name === 'Boost')!;
  const work = creators.reduce((sum, c) => sum + c.cost_minor, 0);
  const fee = Math.round(work * 0.3);
  const vat = Math.round(work * 0.15);
  const ids = new Set(creators.map((c) => c.influencer_id));
  return {
    recommended_package: boost,
    package: boost,
    split: packageSplit(boost.price_minor),
    creators,
    alternatives: [...chosen, ...alternatives].filter((c) => !ids.has(c.influencer_id)),
    cost: {
      currency: 'KES',
      deliverables_total_minor: work,
      platform_fee_minor: fee,
      vat_minor: vat,
      total_minor: work + fee + vat,
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Calls {
  previews: Record<string, unknown>[];
  creates: Record<string, unknown>[];
  fundings: Record<string, unknown>[];
  retries: Record<string, unknown>[];
}

interface Options {
  /** How the first M-Pesa request ends (a retry is paid). */
  fundingOutcome?: 'FUNDED' | 'FAILED';
  /** The first creation is refused with this 400 body. */
  createRefusal?: Record<string, unknown>;
  /** How many reads of a new funding still answer PENDING (the page asks every 3 s). */
  pendingReads?: number;
  /** A preview with influencer_ids (a swap) is refused as the API refuses a creator who no longer matches. */
  refuseSwaps?: boolean;
}

/** The network boundary only: the SME and payment calls answer as the API does; bodies are recorded. */
function serve(options: Options = {}) {
  const calls: Calls = { previews: [], creates: [], fundings: [], retries: [] };
  let fundingPolls = 0;
  let outcome = options.fundingOutcome ?? 'FUNDED';
  let refusal = options.createRefusal;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      if (route === 'GET /api/sme/packages') return json(200, { packages: SME_PACKAGES });
      if (route === `GET /api/sme/${smeId}/settings`)
        return json(200, { business: {}, mpesa_phone: '254712345678', notification_preferences: {} });
      if (route === `POST /api/sme/${smeId}/campaigns/preview`) {
        const body = (await request.json()) as { influencer_ids?: number[] };
        calls.previews.push(body);
        if (body.influencer_ids && options.refuseSwaps)
          return json(400, {
            statusCode: 400,
            error: 'Bad Request',
            code: 'VALIDATION',
            field: 'influencer_ids',
            message: "influencer_ids: Creator 21 does not match this campaign's country and channels",
          });
        const all = [...chosen, ...alternatives];
        const set = body.influencer_ids
          ? body.influencer_ids.map((id) => all.find((c) => c.influencer_id === id)!)
          : chosen;
        return json(200, previewOf(set));
      }
      if (route === `POST /api/sme/${smeId}/campaigns`) {
        const body = (await request.json()) as Record<string, unknown>;
        calls.creates.push(body);
        if (refusal) {
          const answer = refusal;
          refusal = undefined;
          return json(400, { statusCode: 400, error: 'Bad Request', ...answer });
        }
        return json(201, {
          id: campaignId,
          name: body.name,
          channels: body.channels,
          campaign_status_for_merchant: 'UPCOMING',
          start_date: body.start_date,
          end_date: body.end_date,
          currency: 'KES',
          budget: 130_000,
          budget_minor: 13_000_000,
          package: 'Boost',
        });
      }
      const funding = (status: string) => ({
        id: 'f1',
        company_id: smeId,
        campaign_id: campaignId,
        bid_id: null,
        method: 'MPESA',
        status,
        currency: 'KES',
        amount_minor: previewOf(chosen).cost.total_minor,
        lines: [],
        provider: 'SANDBOX',
        phone: '254712345678',
        failure_reason: status === 'FAILED' ? 'The balance is insufficient for the transaction.' : null,
        escrow_minor: 0,
        refunded_minor: 0,
        invoice: null,
        receipt: null,
        created_at: '2027-01-10T08:00:00.000Z',
        updated_at: '2027-01-10T08:00:00.000Z',
      });
      if (route === 'POST /api/payments/fundings') {
        calls.fundings.push((await request.json()) as Record<string, unknown>);
        return json(201, funding('PENDING'));
      }
      if (route === 'GET /api/payments/fundings/f1') {
        fundingPolls += 1;
        return json(200, funding(fundingPolls > (options.pendingReads ?? 1) ? outcome : 'PENDING'));
      }
      if (route === 'POST /api/payments/fundings/f1/retry') {
        calls.retries.push((await request.json()) as Record<string, unknown>);
        fundingPolls = 0;
        outcome = 'FUNDED';
        return json(200, funding('PENDING'));
      }
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: `No ${route}` });
    }),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage() {
  return renderUi(
    <>
      <Routes>
        <Route path={ROUTES.sme.company.createCampaign} element={<SmeCreateCampaignPage />} />
        <Route path={ROUTES.sme.company.campaigns} element={<p>Campaigns list</p>} />
      </Routes>
      <Where />
    </>,
    { path: `/sme/${smeId}/campaigns/create` },
  );
}

/** The package cards' names, and the one highlighted as recommended (null when none is). */
function recommended(): string | null {
  const cards = screen.getAllByTestId('sme-package');
  const marked = cards.filter((card) => card.hasAttribute('data-recommended'));
  expect(marked.length).toBeLessThanOrEqual(1);
  return marked[0]?.getAttribute('data-package') ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof renderPage>['user'];

async function describeCampaign(user: User) {
  // The step shows once the budget step's answer is in: on a busy machine after the click has returned.
  await fill(user, await waitFor(() => field('Campaign name')), 'Mandazi mornings');
  await fill(user, field('Product'), 'Fresh mandazi');
  await fill(user, field('Goal'), 'More walk-ins before 9');
  await fill(user, field('Description'), 'A family bakery in Kilimani');
  await fill(user, field('First day'), '05/03/2030');
  await fill(user, field('Last day'), '20/03/2030');
  await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
  await user.click(screen.getByRole('checkbox', { name: 'TikTok' }));
}

async function toPayStep(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: /Your budget/ }), '100000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await describeCampaign(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('list', { name: 'Chosen creators' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('SmeCreateCampaignPage, budget and package', () => {
  it("shows the spec's four packages and highlights the recommended one as the budget is typed", async () => {
    serve();
    const { user } = renderPage();
    const cards = await screen.findAllByTestId('sme-package');
    expect(cards.map((card) => card.getAttribute('data-package'))).toEqual(['Launch', 'Boost', 'Scale', 'Platinum']);
    const boost = cards[1];
    expect(within(boost).getByText('KES 130,000')).toBeTruthy();
    expect(within(boost).getByText('4 creators · 8 videos')).toBeTruthy();
    expect(within(boost).getByText('Reach about 40K-60K · Engagement about 6-8%')).toBeTruthy();
    expect(within(boost).getByText('Popular')).toBeTruthy();
    expect(cards.filter((card) => within(card).queryByText('Popular'))).toHaveLength(1);
    expect(recommended()).toBeNull();

    await fill(user, field('Your budget (KES)'), '100,000');
    expect(recommended()).toBe('Boost');
    expect(within(screen.getByTestId('sme-recommendation')).getByText('Boost')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Boost/, checked: true })).toBeTruthy();

    await fill(user, field('Your budget (KES)'), '65000');
    expect(recommended()).toBe('Launch');
    expect(screen.getByRole('radio', { name: /^Launch/, checked: true })).toBeTruthy();

    await fill(user, field('Your budget (KES)'), '600,000');
    expect(recommended()).toBeNull();
    expect(screen.getByTestId('no-recommendation').textContent).toContain('above our largest package, Platinum');
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('asks for a package above the top tier, and for a budget that is a number', async () => {
    serve();
    const { user } = renderPage();
    await screen.findAllByTestId('sme-package');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectMessage('Your budget (KES)', 'Enter your budget in shillings');
    await fill(user, field('Your budget (KES)'), '12k');
    await expectMessage('Your budget (KES)', 'Value must be a number');
    await fill(user, field('Your budget (KES)'), '600000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Your budget is above our largest package: choose a package')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Platinum/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('sme-step-heading')).textContent).toBe('Step 2 of 4: Describe your campaign');
  });
});

describe('SmeCreateCampaignPage, creators and payment', () => {
  it('previews the creators; a swap asks the preview again with the new set and shows its priced lines', async () => {
    const calls = serve();
    const { user } = renderPage();
    await fill(user, await screen.findByRole('textbox', { name: /Your budget/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await describeCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const list = await screen.findByRole('list', { name: 'Chosen creators' });
    expect(
      within(list)
        .getAllByTestId('sme-creator-name')
        .map((n) => n.textContent),
    ).toEqual(['Amina Wanjiru', 'Brian Otieno', 'Cynthia Muthoni', 'David Kiprop']);
    expect(calls.previews).toEqual([
      {
        budget: 100_000,
        channels: ['INSTAGRAM', 'TIKTOK'],
        start_date: '2030-03-05T00:00:00+03:00',
        end_date: '2030-03-20T23:59:59+03:00',
        description: 'A family bakery in Kilimani',
      },
    ]);
    const brian = within(list).getAllByTestId('sme-creator')[1];
    expect(within(brian).getByText('TikTok')).toBeTruthy();
    expect(within(brian).getByText('· Nano')).toBeTruthy();
    expect(screen.getByTestId('funding-total').textContent).toBe('KES 116,000.00');

    await user.click(screen.getByRole('button', { name: 'Swap Brian Otieno' }));
    const modal = await screen.findByRole('dialog', { name: 'Swap Brian Otieno' });
    await user.click(within(modal).getByRole('button', { name: 'Choose Esther Achieng' }));

    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('sme-creator-name')
          .map((n) => n.textContent),
      ).toEqual(['Amina Wanjiru', 'Esther Achieng', 'Cynthia Muthoni', 'David Kiprop']),
    );
    expect(calls.previews).toHaveLength(2);
    expect(calls.previews[1]).toEqual({ ...calls.previews[0], influencer_ids: [11, 21, 13, 14] });
    expect(screen.getByTestId('funding-line-WORK').textContent).toContain('KES 78,000.00');
    expect(screen.getByTestId('funding-total').textContent).toBe('KES 113,100.00');
    expect(screen.getByTestId('sme-package-price').textContent).toBe('Within the Boost package price of KES 130,000.');
  });

  it('creates the campaign with the kept creators, pays by M-Pesa (prefilled), then goes to Campaigns', async () => {
    const calls = serve();
    const { user } = renderPage();
    await toPayStep(user);

    await waitFor(() => expect(field('M-Pesa number').value).toBe('+254 712 345 678'));
    await user.click(screen.getByRole('button', { name: 'Pay KES 116,000.00 with M-Pesa' }));
    expect(await screen.findByTestId('sme-pay-pending')).toBeTruthy();
    expect(calls.creates).toEqual([
      {
        ...calls.previews[0],
        name: 'Mandazi mornings',
        product: 'Fresh mandazi',
        goal: 'More walk-ins before 9',
        dos: '',
        donts: '',
        influencer_ids: [11, 12, 13, 14],
      },
    ]);
    expect(calls.fundings).toEqual([{ campaign_id: campaignId, method: 'MPESA', phone: '254712345678' }]);
    const paid = await screen.findByTestId('sme-pay-paid', {}, { timeout: 8_000 });
    await user.click(within(paid).getByRole('button', { name: 'Go to campaigns' }));
    expect(await screen.findByText('Campaigns list')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/sme/${smeId}/campaigns`);
  });
});

describe('SmeCreateCampaignPage, refusals', () => {
  it('a swap the server refuses keeps the creators shown and says why; Choose creators again asks afresh', async () => {
    const calls = serve({ refuseSwaps: true });
    const { user } = renderPage();
    await fill(user, await screen.findByRole('textbox', { name: /Your budget/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await describeCampaign(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const list = await screen.findByRole('list', { name: 'Chosen creators' });
    await user.click(screen.getByRole('button', { name: 'Swap Brian Otieno' }));
    const modal = await screen.findByRole('dialog', { name: 'Swap Brian Otieno' });
    await user.click(within(modal).getByRole('button', { name: 'Choose Esther Achieng' }));
    const alert = await screen.findByTestId('sme-creators-error');
    expect(alert.textContent).toContain("Creator 21 does not match this campaign's country and channels");
    expect(
      within(list)
        .getAllByTestId('sme-creator-name')
        .map((n) => n.textContent),
    ).toEqual(['Amina Wanjiru', 'Brian Otieno', 'Cynthia Muthoni', 'David Kiprop']);
    await user.click(within(alert).getByRole('button', { name: 'Choose creators again' }));
    await waitFor(() => expect(screen.queryByTestId('sme-creators-error')).toBeNull());
    expect(calls.previews).toHaveLength(3);
    expect(calls.previews[2]).toEqual(calls.previews[0]);
  });

  it("a creation refused on a field goes back to that field's step with the server's message", async () => {
    const calls = serve({
      createRefusal: {
        code: 'VALIDATION',
        field: 'channels',
        message: 'channels: Only 3 matching creators fit the Boost package: add a channel or choose another package',
      },
    });
    const { user } = renderPage();
    await toPayStep(user);
    await user.click(await screen.findByRole('button', { name: /^Pay KES/ }));
    expect((await screen.findByTestId('sme-step-heading')).textContent).toBe('Step 2 of 4: Describe your campaign');
    expect(
      await screen.findByText(
        'Only 3 matching creators fit the Boost package: add a channel or choose another package',
      ),
    ).toBeTruthy();
    expect(calls.fundings).toEqual([]);
  });

  it('a failed M-Pesa payment says why; Try again asks the same funding again and it is paid', async () => {
    const calls = serve({ fundingOutcome: 'FAILED', pendingReads: 0 });
    const { user } = renderPage();
    await toPayStep(user);
    await fill(user, await waitFor(() => field('M-Pesa number')), '0700 000 001');
    await user.click(screen.getByRole('button', { name: /^Pay KES/ }));
    const failed = await screen.findByTestId('sme-pay-failed', {}, { timeout: 8_000 });
    expect(failed.textContent).toContain('The balance is insufficient for the transaction.');
    await fill(user, field('M-Pesa number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('sme-pay-paid', {}, { timeout: 8_000 });
    expect(calls.creates).toHaveLength(1);
    expect(calls.fundings).toEqual([{ campaign_id: campaignId, method: 'MPESA', phone: '254700000001' }]);
    expect(calls.retries).toEqual([{ phone: '254712345678' }]);
  });
});
