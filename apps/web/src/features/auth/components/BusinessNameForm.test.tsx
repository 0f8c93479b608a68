import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { BusinessNameForm } from './BusinessNameForm';

describe('BusinessNameForm', () => {
  it('starts from the name given at sign-up and sends it trimmed (spec section 5)', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(
      <BusinessNameForm
        defaultName="Mama Mboga"
        onSubmit={onSubmit}
        pending={false}
        error={null}
        submitLabel="Finish sign-up"
      />,
    );
    expect(field('Business name').value).toBe('Mama Mboga');
    await fill(user, field('Business name'), '  Mama Mboga Groceries  ');
    await user.click(screen.getByRole('button', { name: 'Finish sign-up' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Mama Mboga Groceries'));
  });

  it('needs a name, and not one of spaces only', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<BusinessNameForm onSubmit={onSubmit} pending={false} error={null} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectMessage('Business name', 'Business name is required');
    await fill(user, field('Business name'), '    ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectMessage('Business name', 'Business name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses characters outside the name pattern and names over 120 characters', async () => {
    const { user } = renderUi(<BusinessNameForm onSubmit={() => undefined} pending={false} error={null} />);
    await fill(user, field('Business name'), 'Duka <b>');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectMessage('Business name', "Business name may only contain letters, digits, spaces and - _ . '");
    await fill(user, field('Business name'), 'a'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectMessage('Business name', 'Business name must be at most 120 characters');
  });

  it('is disabled while pending and shows a failure in an alert', () => {
    renderUi(<BusinessNameForm onSubmit={() => undefined} pending error={new Error('The service is unavailable')} />);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('The service is unavailable');
  });
});
