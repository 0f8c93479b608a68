import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { expectMessage, field, fill, renderUi } from '../../../../test/render';
import { SignContractForm } from './SignContractForm';

const HASH = 'a'.repeat(64);

describe('SignContractForm', () => {
  it('needs a full name and the "I agree" tick', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(
      <SignContractForm textHash={HASH} defaultName="" onSubmit={onSubmit} pending={false} error={null} />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign contract' }));
    await expectMessage('Full name', 'Type your full name to sign');
    expect(await screen.findByText('Tick the box to agree to the contract')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs with the typed name and the text_hash of the contract as shown', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(
      <SignContractForm
        textHash={HASH}
        defaultName="Achieng Otieno"
        onSubmit={onSubmit}
        pending={false}
        error={null}
      />,
    );
    expect(field('Full name').value).toBe('Achieng Otieno');
    await fill(user, field('Full name'), '  Achieng A. Otieno ');
    await user.click(screen.getByLabelText('I have read this contract and agree to it'));
    await user.click(screen.getByRole('button', { name: 'Sign contract' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        full_name: 'Achieng A. Otieno',
        agree: true,
        text_hash: HASH,
      }),
    );
  });

  it("shows the server's message when the text changed since it was shown (409 on text_hash)", () => {
    const error = new ApiError(409, 'The contract changed since you read it: read it again before signing', {
      code: 'CONFLICT',
      field: 'text_hash',
    });
    renderUi(
      <SignContractForm
        textHash={HASH}
        defaultName="Achieng Otieno"
        onSubmit={() => undefined}
        pending={false}
        error={error}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The contract changed since you read it');
  });
});
