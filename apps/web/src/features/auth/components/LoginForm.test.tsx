import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { LoginForm } from './LoginForm';

const submitButton = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginForm', () => {
  it('asks for the e-mail and the password before sending anything', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<LoginForm onSubmit={onSubmit} pending={false} error={null} />);
    await user.click(submitButton());
    await expectMessage('E-mail', 'E-mail is required');
    await expectMessage('Password', 'Password is required');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an address without @ and dot (spec section 5)', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<LoginForm onSubmit={onSubmit} pending={false} error={null} />);
    await fill(user, field('E-mail'), 'amani@example');
    await fill(user, field('Password'), 'secret');
    await user.click(submitButton());
    await expectMessage('E-mail', 'Enter a valid e-mail address');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed e-mail as username with the password', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<LoginForm onSubmit={onSubmit} pending={false} error={null} />);
    await fill(user, field('E-mail'), '  amani@example.com ');
    await fill(user, field('Password'), 'Siri$2026');
    await user.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
        { username: 'amani@example.com', password: 'Siri$2026' },
        expect.anything(),
      ),
    );
    await expectMessage('E-mail', '');
  });

  it('cannot be sent twice while the login is pending', () => {
    renderUi(<LoginForm onSubmit={() => undefined} pending error={null} />);
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(submitButton().getAttribute('data-loading')).toBe('true');
  });

  it("shows the server's answer in an alert, with the area's button label and forgot-password link", () => {
    renderUi(
      <LoginForm
        onSubmit={() => undefined}
        pending={false}
        error={new Error('Wrong e-mail or password')}
        submitLabel="Sign in"
        forgotPath="/sme/auth/reset"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not log you in');
    expect(alert.textContent).toContain('Wrong e-mail or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/sme/auth/reset');
  });

  it("links to the area's password reset: merchants (brand and SME) share one, creators have their own", () => {
    const forgot = () => screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href');
    const { rerender } = renderUi(<LoginForm onSubmit={() => undefined} pending={false} error={null} />);
    expect(forgot()).toBe('/auth/reset-password');
    rerender(<LoginForm area="sme" onSubmit={() => undefined} pending={false} error={null} />);
    expect(forgot()).toBe('/auth/reset-password');
    rerender(<LoginForm area="creator" onSubmit={() => undefined} pending={false} error={null} />);
    expect(forgot()).toBe('/creator/reset-password');
  });
});
