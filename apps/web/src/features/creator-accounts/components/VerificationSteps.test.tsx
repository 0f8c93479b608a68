import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import { ApiError } from '../../../lib/api-client';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { creatorProfile } from '../test/fixtures';
import { VerificationSteps, type VerificationActions } from './VerificationSteps';

const profile: CreatorProfile = {
  ...creatorProfile,
  channels: [{ ...creatorProfile.channels[0], rates: [] }],
  verification: { identity: 'NOT_VERIFIED', social: 'PENDING', payment: 'NOT_VERIFIED', overall: 'PENDING' },
};

function actions(overrides: Partial<VerificationActions> = {}): VerificationActions {
  return {
    sendIdentity: vi.fn(async () => undefined),
    sendSocial: vi.fn(async () => undefined),
    sendPayment: vi.fn(async () => undefined),
    ...overrides,
  };
}

const step = (name: string) => screen.getByTestId(`verification-step-${name}`);

describe('VerificationSteps', () => {
  it('shows each step with status; NOT_VERIFIED reads "Pending" (not sent yet), an approved step has no action', () => {
    renderUi(
      <VerificationSteps
        profile={{
          ...profile,
          verification: { ...profile.verification, payment: 'APPROVED' },
          mpesa_number: '254712345678',
        }}
        actions={actions()}
      />,
    );
    expect(within(step('IDENTITY')).getByText('Pending')).toBeTruthy();
    expect(within(step('IDENTITY')).getByText('Not sent yet')).toBeTruthy();
    expect(within(step('SOCIAL')).getByText('Sent, in review')).toBeTruthy();
    // In review: nothing to send again.
    expect(within(step('SOCIAL')).queryByRole('button')).toBeNull();
    expect(within(step('SOCIAL')).getByText('Instagram: @achieng.eats (25,000 followers)')).toBeTruthy();
    expect(within(step('PAYMENT')).getByText('Approved', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(step('PAYMENT')).queryByRole('textbox')).toBeNull();
    expect(within(step('PAYMENT')).getByText('Number on file: 254712345678')).toBeTruthy();
  });

  it('offers no step before the profile is complete (the API would answer 409)', () => {
    renderUi(
      <VerificationSteps
        profile={{
          ...profile,
          profile_complete: false,
          verification: { ...profile.verification, social: 'NOT_VERIFIED' },
        }}
        actions={actions()}
      />,
    );
    expect(screen.getByTestId('verification-needs-profile')).toBeTruthy();
    for (const name of ['IDENTITY', 'SOCIAL', 'PAYMENT']) expect(within(step(name)).queryByRole('button')).toBeNull();
  });

  it('checks the M-Pesa number with the shared rule and sends it normalised', async () => {
    const sendPayment = vi.fn(async () => undefined);
    const { user } = renderUi(<VerificationSteps profile={profile} actions={actions({ sendPayment })} />);
    await fill(user, field('M-Pesa number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send number' }));
    await expectMessage('M-Pesa number', 'Enter an M-Pesa number, e.g. 0712 345678');
    expect(sendPayment).not.toHaveBeenCalled();
    await fill(user, field('M-Pesa number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Send number' }));
    await waitFor(() => expect(sendPayment).toHaveBeenCalledExactlyOnceWith('254712345678'));
  });

  it("shows the server's answer when a step is refused (409)", async () => {
    const sendSocial = vi.fn(async () => {
      throw new ApiError(409, 'Complete your profile first', { code: 'CONFLICT', field: 'profile' });
    });
    const { user } = renderUi(
      <VerificationSteps
        profile={{ ...profile, verification: { ...profile.verification, social: 'REJECTED' } }}
        actions={actions({ sendSocial })}
      />,
    );
    expect(within(step('SOCIAL')).getByText('Not accepted: please send it again')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send my accounts for review' }));
    expect((await within(step('SOCIAL')).findByRole('alert')).textContent).toContain('Complete your profile first');
  });

  it('sends the chosen identity document', async () => {
    const sendIdentity = vi.fn(async () => undefined);
    const { user } = renderUi(<VerificationSteps profile={profile} actions={actions({ sendIdentity })} />);
    const send = screen.getByRole('button', { name: 'Send document' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'id.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Identity document file'), file);
    expect((await screen.findByTestId('identity-file')).textContent).toBe('Chosen: id.pdf');
    await user.click(send);
    await waitFor(() => expect(sendIdentity).toHaveBeenCalledExactlyOnceWith(file));
  });
});
