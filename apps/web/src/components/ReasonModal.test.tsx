import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { declineInvitationRequestSchema } from '@app/shared/creator-accounts';
import { ApiError } from '../lib/api-client';
import { expectMessage, field, fill, renderUi } from '../test/render';
import { ReasonModal } from './ReasonModal';

function renderModal(onConfirm: (reason: string) => Promise<unknown>) {
  const onClose = vi.fn();
  const view = renderUi(
    <ReasonModal
      opened
      onClose={onClose}
      title="Decline this invitation?"
      message="Tell the brand why."
      confirmLabel="Decline invitation"
      schema={declineInvitationRequestSchema}
      onConfirm={onConfirm}
    />,
  );
  return { ...view, onClose };
}

describe('ReasonModal', () => {
  it('asks for a reason (the shared decline schema) before declining', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = renderModal(onConfirm);
    await fill(user, field('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    await expectMessage('Reason', 'Tell the brand why you decline');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, onClose } = renderModal(onConfirm);
    await fill(user, field('Reason'), ' Travelling that week ');
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledExactlyOnceWith('Travelling that week'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("stays open with the server's message when declining is refused (409)", async () => {
    const onConfirm = vi.fn(async () => {
      throw new ApiError(409, 'This invitation is already answered: accepted', { code: 'CONFLICT', field: 'status' });
    });
    const { user, onClose } = renderModal(onConfirm);
    await fill(user, field('Reason'), 'Busy');
    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation is already answered: accepted');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, onClose } = renderModal(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
