import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { ROUTES } from '../../../../lib/paths';
import { renderUi } from '../../../../test/render';
import { CreatorContractPage } from './ContractPage';
import { contract, contractId, creatorProfile, stubApi } from '../../../creator-accounts/test/fixtures';

function renderPage() {
  return renderUi(
    <Routes>
      <Route path={ROUTES.creator.contract} element={<CreatorContractPage />} />
    </Routes>,
    { path: `/creator/contracts/${contractId}` },
  );
}

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  creatorSessionStore.clear();
});

describe('CreatorContractPage', () => {
  it('signs the text as shown with its text_hash, then shows SIGNED with the time', async () => {
    const signedAt = '2027-02-03T09:15:00.000Z';
    const fetchMock = stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/contracts/${contractId}`]: { status: 200, body: contract },
      [`POST /api/creator/contracts/${contractId}/sign`]: {
        status: 200,
        body: { ...contract, status: 'SIGNED', signed_at: signedAt, signer_name: 'Achieng Otieno' },
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('The creator grants the brand the right to reuse the content.')).toBeTruthy();
    await user.click(screen.getByLabelText('I have read this contract and agree to it'));
    await user.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect((await screen.findByTestId('contract-signed')).textContent).toMatch(
      /^SignedSigned by Achieng Otieno on 03 Feb 2027 \d{2}:15\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Sign contract' })).toBeNull();
    const sign = fetchMock.mock.calls.map(([request]) => request).find((request) => request.method === 'POST')!;
    expect(await sign.json()).toEqual({ full_name: 'Achieng Otieno', agree: true, text_hash: contract.text_hash });
  });

  it('shows the new text if it changed since shown (409 on text_hash), to be read and signed again', async () => {
    let changed = false;
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/contracts/${contractId}`]: () => ({
        status: 200,
        body: changed
          ? {
              ...contract,
              text_hash: 'b'.repeat(64),
              body: { blocks: [{ type: 'paragraph', data: { text: 'New terms.' } }] },
            }
          : contract,
      }),
      [`POST /api/creator/contracts/${contractId}/sign`]: () => {
        changed = true;
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'CONFLICT',
            field: 'text_hash',
            message: 'The contract text changed: read it again before signing',
          },
        };
      },
    });
    const { user } = renderPage();
    await screen.findByText('The creator grants the brand the right to reuse the content.');
    await user.click(screen.getByLabelText('I have read this contract and agree to it'));
    await user.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect((await screen.findByTestId('form-error')).textContent).toContain(
      'The contract text changed: read it again before signing',
    );
    await waitFor(() => expect(screen.getByText('New terms.')).toBeTruthy());
  });

  it('says so when the contract is not found (decided on the code)', async () => {
    stubApi({
      'GET /api/creator/me': { status: 200, body: creatorProfile },
      [`GET /api/creator/contracts/${contractId}`]: {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Contract not found' },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Contract not found', level: 1 })).toBeTruthy();
  });
});
