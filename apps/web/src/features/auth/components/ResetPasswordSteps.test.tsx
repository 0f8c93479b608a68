import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { field, fill, renderUi } from '../../../test/render';
import type { AuthArea } from '../lib/auth-areas';
import { ResetPasswordSteps, type ResetPasswordCalls, type SavePasswordBody } from './ResetPasswordSteps';

/** The area's calls as real mutations over spies, as the pages pass them in. */
function fakeCalls(save: (body: SavePasswordBody) => Promise<unknown> = async () => ({})) {
  const request = vi.fn(async (_email: string) => ({}));
  const saveSpy = vi.fn(save);
  const calls: ResetPasswordCalls = {
    useRequestReset: () => useMutation({ mutationFn: request }),
    useSavePassword: () => useMutation({ mutationFn: saveSpy }),
  };
  return { calls, request, save: saveSpy };
}

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe.each([
  { area: 'brand', login: '/auth/login', reset: '/auth/reset-password', account: 'If an account exists for' },
  {
    area: 'creator',
    login: '/creator/login',
    reset: '/creator/reset-password',
    account: 'If a creator account exists for',
  },
] satisfies { area: AuthArea; login: string; reset: string; account: string }[])(
  'ResetPasswordSteps ($area)',
  ({ area, login, reset, account }) => {
    it("asks the area's call for the link and says where it went, whatever the answer", async () => {
      const { calls, request } = fakeCalls();
      const { user } = renderUi(<ResetPasswordSteps area={area} calls={calls} />, { path: reset });
      expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
      expect(linkTo('Back to login')).toBe(login);
      await fill(user, field('E-mail'), ' amani@example.com ');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      await screen.findByRole('heading', { name: 'Check your e-mail' });
      expect(request).toHaveBeenCalledOnce();
      expect(request.mock.calls[0]?.[0]).toBe('amani@example.com');
      expect(screen.getByRole('status').textContent).toContain(`${account} amani@example.com`);
      expect(linkTo('Back to login')).toBe(login);
      await user.click(screen.getByRole('button', { name: 'send it again' }));
      expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    });

    it("saves the new password with the link's token and address, then offers the area's login", async () => {
      const { calls, save } = fakeCalls();
      const { user } = renderUi(<ResetPasswordSteps area={area} calls={calls} />, {
        path: `${reset}?token=t0k3n&email=amani%40example.com`,
      });
      expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
      expect(screen.getByText('For amani@example.com')).toBeTruthy();
      // The live rules describe the new password (its aria-describedby names the element holding them).
      const rules = screen.getByTestId('password-rules');
      const describedBy = (field('New password').getAttribute('aria-describedby') ?? '').split(/\s+/);
      expect(describedBy.some((id) => document.getElementById(id)?.contains(rules))).toBe(true);
      await fill(user, field('New password'), 'N3w!Password');
      await fill(user, field('Confirm new password'), 'N3w!Password');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      await screen.findByRole('heading', { name: 'Password changed' });
      expect(save.mock.calls[0]?.[0]).toEqual({ email: 'amani@example.com', token: 't0k3n', password: 'N3w!Password' });
      expect(linkTo('Go to login')).toBe(login);
    });

    it("shows a refused link with the way to the area's request step", async () => {
      const { calls } = fakeCalls(async () => {
        throw new ApiError(400, 'The link has expired', { code: 'VALIDATION' });
      });
      const { user } = renderUi(<ResetPasswordSteps area={area} calls={calls} />, {
        path: `${reset}?token=old&email=amani%40example.com`,
      });
      await fill(user, field('New password'), 'N3w!Password');
      await fill(user, field('Confirm new password'), 'N3w!Password');
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The link has expired'));
      expect(screen.getByRole('alert').textContent).toContain('We could not change your password');
      expect(linkTo('Request a new link')).toBe(reset);
    });
  },
);
