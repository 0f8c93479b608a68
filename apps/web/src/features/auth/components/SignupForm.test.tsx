import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { SignupForm } from './SignupForm';

const rules = () =>
  Object.fromEntries(
    ['length', 'number', 'uppercase', 'lowercase', 'symbol'].map((id) => [
      id,
      screen.getByTestId(`password-rule-${id}`).getAttribute('data-passed') === 'true',
    ]),
  );

async function fillValid(user: UserEvent) {
  await fill(user, field('First name'), '  Amani ');
  await fill(user, field('Last name'), 'Otieno');
  await fill(user, field('Business name'), ' Kahawa House  ');
  await fill(user, field('E-mail'), 'amani@example.com');
  await fill(user, field('Phone number'), '+254 712 345678');
  await fill(user, field('Password'), 'Kahawa@2026');
  await fill(user, field('Confirm password'), 'Kahawa@2026');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

describe('SignupForm', () => {
  it('ticks each password rule as the typed value meets it (spec section 5)', async () => {
    const { user } = renderUi(<SignupForm onSubmit={() => undefined} pending={false} error={null} />);
    expect(rules()).toEqual({ length: false, number: false, uppercase: false, lowercase: false, symbol: false });
    await fill(user, field('Password'), 'kahawa');
    expect(rules()).toEqual({ length: false, number: false, uppercase: false, lowercase: true, symbol: false });
    await fill(user, field('Password'), 'Kahawa2026');
    expect(rules()).toEqual({ length: true, number: true, uppercase: true, lowercase: true, symbol: false });
    await fill(user, field('Password'), 'Kahawa2026*');
    expect(rules().symbol).toBe(false);
    await fill(user, field('Password'), 'Kahawa2026&');
    expect(rules()).toEqual({ length: true, number: true, uppercase: true, lowercase: true, symbol: true });
  });

  it('describes the password field with the rules', () => {
    renderUi(<SignupForm onSubmit={() => undefined} pending={false} error={null} />);
    const rules = screen.getByTestId('password-rules');
    const describedBy = (field('Password').getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(describedBy.some((id) => document.getElementById(id)?.contains(rules))).toBe(true);
  });

  it('says so when the confirmation differs, once it has been left', async () => {
    const { user } = renderUi(<SignupForm onSubmit={() => undefined} pending={false} error={null} />);
    await fill(user, field('Password'), 'Kahawa@2026');
    await fill(user, field('Confirm password'), 'Kahawa@2027');
    await user.tab();
    await expectMessage('Confirm password', 'Passwords do not match');
    await fill(user, field('Confirm password'), 'Kahawa@2026');
    await expectMessage('Confirm password', '');
  });

  it('names every missing field and the terms, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<SignupForm onSubmit={onSubmit} pending={false} error={null} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await expectMessage('First name', 'First name is required');
    await expectMessage('Last name', 'Last name is required');
    await expectMessage('Business name', 'Business name is required');
    await expectMessage('E-mail', 'E-mail is required');
    await expectMessage('Phone number', 'Enter a valid phone number, e.g. +254 712 345678');
    await expectMessage('Password', 'Password needs: at least 8 characters');
    expect(await screen.findByText('Accept the terms and conditions')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses names with other characters than the name pattern allows', async () => {
    const { user } = renderUi(<SignupForm onSubmit={() => undefined} pending={false} error={null} />);
    await fill(user, field('First name'), 'Amani<script>');
    await user.tab();
    await expectMessage('First name', "First name may only contain letters, digits, spaces and - _ . '");
  });

  it('sends the trimmed API fields with the terms version, not the confirmation', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<SignupForm onSubmit={onSubmit} pending={false} error={null} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        first_name: 'Amani',
        last_name: 'Otieno',
        business_name: 'Kahawa House',
        email: 'amani@example.com',
        phone: '+254 712 345678',
        password: 'Kahawa@2026',
        accepted_terms_version: 'V1_MERCHANT_US_EN',
      }),
    );
  });

  it("is disabled while pending and carries the area's button label", () => {
    renderUi(<SignupForm onSubmit={() => undefined} pending error={null} submitLabel="Continue" />);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });
});
