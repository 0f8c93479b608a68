import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { CreatorSignupForm } from './CreatorSignupForm';

const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValid(user: Parameters<typeof fill>[0], overrides: Record<string, string> = {}) {
  const values = {
    'First name': ' Achieng ',
    'Last name': 'Otieno',
    'E-mail': ' achieng@example.com ',
    'Phone number': '+254 712 345678',
    Password: 'Str0ng!Pass',
    'Confirm password': 'Str0ng!Pass',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await fill(user, field(label), value);
}

describe('CreatorSignupForm', () => {
  it('asks for every field with the shared messages before sending anything', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<CreatorSignupForm onSubmit={onSubmit} pending={false} error={null} />);
    await user.click(submit());
    await expectMessage('First name', 'First name is required');
    await expectMessage('Last name', 'Last name is required');
    await expectMessage('E-mail', 'E-mail is required');
    await expectMessage('Phone number', 'Enter a valid phone number, e.g. +254 712 345678');
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ticks the password rules as they are met and describes the field with them', async () => {
    const { user } = renderUi(<CreatorSignupForm onSubmit={() => undefined} pending={false} error={null} />);
    const rules = screen.getByTestId('password-rules');
    // The rules describe the password field (its aria-describedby names the element holding them).
    const describedBy = (field('Password').getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(describedBy.some((id) => document.getElementById(id)?.contains(rules))).toBe(true);
    const passed = () => [...rules.querySelectorAll('[data-passed="true"]')].map((item) => item.textContent);
    expect(passed()).toEqual([]);
    await fill(user, field('Password'), 'abc1');
    expect(passed()).toEqual(['At least one number (met)', 'One lowercase letter (met)']);
    await fill(user, field('Password'), 'Str0ng!Pass');
    expect(passed()).toHaveLength(5);
  });

  it('refuses a confirmation that differs, and a password missing a rule', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<CreatorSignupForm onSubmit={onSubmit} pending={false} error={null} />);
    await fillValid(user, { Password: 'weakpass1', 'Confirm password': 'weakpass2' });
    await user.click(submit());
    await expectMessage('Confirm password', 'Passwords do not match');
    await waitFor(() => expect(screen.getByText(/Password needs: one uppercase letter/)).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed sign-up body without the confirmation', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<CreatorSignupForm onSubmit={onSubmit} pending={false} error={null} />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        first_name: 'Achieng',
        last_name: 'Otieno',
        email: 'achieng@example.com',
        phone: '+254 712 345678',
        password: 'Str0ng!Pass',
      }),
    );
  });

  it("puts the server's field error on its field, and other errors in the alert", async () => {
    const fieldError = new ApiError(400, 'email: That address cannot be used', { code: 'VALIDATION', field: 'email' });
    const { rerender } = renderUi(<CreatorSignupForm onSubmit={() => undefined} pending={false} error={fieldError} />);
    await expectMessage('E-mail', 'That address cannot be used');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <CreatorSignupForm
        onSubmit={() => undefined}
        pending={false}
        error={new ApiError(503, 'The service is down for maintenance')}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The service is down for maintenance');
  });
});
