import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, Route, Routes } from 'react-router';
import type { CompanyDetail } from '@app/shared/companies';
import type { Contract } from '@app/shared/contracts';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { ContractCampaignPage } from './ContractCampaignPage';

const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
const contractId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

const company = {
  id: companyId,
  name: 'Savannah Juice',
  company_role: 'BRAND',
  role: 'OWNER',
  permissions: ['company.view', 'contract.write'],
} as unknown as CompanyDetail;

const contract: Contract = {
  id: contractId,
  company_id: companyId,
  campaign: { id: campaignId, name: 'Cold-pressed launch' },
  creator: { id: 42, name: 'Wanjiru K.', avatar: null },
  template_id: null,
  template_title: 'Content usage rights',
  type: 'TEXT',
  text_hash: 'a3f1c9e0b7d24e6f8a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071',
  status: 'SIGNED',
  signed_at: '2027-02-03T09:15:00.000Z',
  signer_name: 'Wanjiru Kamau',
  created_at: '2027-02-01T08:00:00.000Z',
  body: {
    blocks: [{ type: 'paragraph', data: { text: 'The creator grants the brand the right to reuse the content.' } }],
  },
  file: null,
  events: [
    {
      event: 'CREATED',
      actor_name: 'Amina Otieno',
      ip: null,
      user_agent: null,
      text_hash: 'a3f1c9e0b7d24e6f8a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071',
      reason: null,
      at: '2027-02-01T08:00:00.000Z',
    },
    {
      event: 'SIGNED',
      actor_name: 'Wanjiru Kamau',
      ip: '197.248.10.4',
      user_agent: 'Mozilla/5.0 (Linux; Android 14) Mobile',
      text_hash: 'a3f1c9e0b7d24e6f8a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071',
      reason: null,
      at: '2027-02-03T09:15:00.000Z',
    },
  ],
};

/** The network boundary only: GET /api/contracts/{id} answers `answer`. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (request: Request) => {
    expect(new URL(request.url).pathname).toBe(`/api/contracts/${contractId}`);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(campaign = campaignId) {
  return renderUi(
    <Routes>
      <Route path={ROUTES.company.root} element={<Outlet context={{ company }} />}>
        <Route path={ROUTES.company.contractCampaign} element={<ContractCampaignPage />} />
      </Route>
    </Routes>,
    { path: `/companies/${companyId}/contracts/${contractId}/campaigns/${campaign}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContractCampaignPage', () => {
  it('shows the contract text, its status and the signature audit trail', async () => {
    answer(200, contract);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Content usage rights' })).toBeTruthy();
    expect(screen.getAllByText('Signed').length).toBeGreaterThan(0);
    expect(screen.getByText('The creator grants the brand the right to reuse the content.')).toBeTruthy();
    const trail = screen.getByTestId('signature-trail');
    expect(within(trail).getByText('Signed by Wanjiru Kamau')).toBeTruthy();
    expect(within(trail).getByText('197.248.10.4')).toBeTruthy();
    expect(within(trail).getByText('Mozilla/5.0 (Linux; Android 14) Mobile')).toBeTruthy();
    expect(within(trail).getAllByText(contract.text_hash)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Void contract' })).toBeTruthy();
  });

  it('reads a contract of another campaign under this address as not found', async () => {
    answer(200, contract);
    renderAt('11111111-2222-4333-8444-555555555555');
    expect(await screen.findByTestId('contract-not-found')).toBeTruthy();
  });

  it("says so when the API does not find it (decided on the reply's code)", async () => {
    answer(404, {
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Contract not found',
      field: 'contract_id',
    });
    renderAt();
    expect(await screen.findByTestId('contract-not-found')).toBeTruthy();
  });
});
