import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { toast, type ToastType } from './toast';

afterEach(() => {
  act(() => notifications.clean());
});

describe('toast', () => {
  it.each([
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
    ['default', 'Notice'],
  ] as const)('shows a %s toast with its title and the message (spec: Toast)', async (type: ToastType, title) => {
    renderUi(<div />);
    act(() => {
      toast({ type, message: `A ${type} message` });
    });
    const shown = await screen.findByTestId(`toast-${type}`);
    expect(shown.getAttribute('data-toast-type')).toBe(type);
    expect(within(shown).getByText(title)).toBeTruthy();
    expect(within(shown).getByText(`A ${type} message`)).toBeTruthy();
    // Its close button has a name a screen reader can say.
    expect(within(shown).getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });

  it('is of the default type when none is given', async () => {
    renderUi(<div />);
    act(() => {
      toast({ message: 'Saved for later' });
    });
    expect((await screen.findByTestId('toast-default')).textContent).toContain('Saved for later');
  });
});
