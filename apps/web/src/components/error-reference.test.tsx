/**
 * The reference of an unexpected failure (docs/decisions/028-error-reporting.md): a 5xx or an unreachable server shows
 * "Reference: <request id>" under its message (in a form's error, an inline error state and an error toast), so a
 * person's report finds the log line; the caller's own mistakes (4xx) show none.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderUi } from '../test/render';
import { ErrorState } from './ErrorState';
import { FormError } from './FormError';
import { toastError } from './toast';

afterEach(() => {
  act(() => notifications.clean());
});

const unexpected = new ApiError(500, 'Something went wrong on our side. Please try again later.', {
  requestId: '3f2b8a1e-9c4d-4e5f-8a7b-1c2d3e4f5a6b',
});
const offline = new ApiError(0, 'We could not reach the server.', { code: null, requestId: 'b6a5f4e3-0000-4000-8000' });
const mistake = new ApiError(409, 'name: Taken', { field: 'name', requestId: 'not-shown-0001' });

describe('error references', () => {
  it('a form error shows the reference under the message of a 5xx, none for a 4xx', () => {
    const { rerender } = renderUi(<FormError error={unexpected} />);
    const alert = screen.getByTestId('form-error');
    expect(within(alert).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(within(alert).getByTestId('error-reference').textContent).toBe(
      'Reference: 3f2b8a1e-9c4d-4e5f-8a7b-1c2d3e4f5a6b',
    );
    rerender(<FormError error={mistake} />);
    expect(screen.queryByTestId('error-reference')).toBeNull();
  });

  it('an error state shows it for a server that could not be reached', () => {
    renderUi(<ErrorState error={offline} />);
    expect(screen.getByTestId('error-reference').textContent).toBe('Reference: b6a5f4e3-0000-4000-8000');
  });

  it('an error toast shows it under the message', async () => {
    renderUi(<div />);
    act(() => {
      toastError(unexpected);
    });
    const shown = await screen.findByTestId('toast-error');
    expect(within(shown).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(within(shown).getByTestId('error-reference').textContent).toBe(
      'Reference: 3f2b8a1e-9c4d-4e5f-8a7b-1c2d3e4f5a6b',
    );
  });
});
