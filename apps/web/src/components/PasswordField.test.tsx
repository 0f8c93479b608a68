import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the characters until the toggle, a named button, shows them', async () => {
    const { user } = renderUi(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');

    const show = screen.getByRole('button', { name: 'Show characters' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide characters' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    await user.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('can be reached and used with the keyboard', async () => {
    const { user } = renderUi(<PasswordField label="Password" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show characters' }));
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });
});
