import { Button } from '@mantine/core';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from './render';

afterEach(() => {
  vi.restoreAllMocks();
});

function LoadingButton() {
  const [loading, setLoading] = useState(false);
  return (
    <Button loading={loading} onClick={() => setLoading((value) => !value)}>
      Save
    </Button>
  );
}

describe('TestProviders', () => {
  it('lets no Mantine transition schedule a frame or timer that could outlive the test', async () => {
    const { user, getByRole } = renderUi(<LoadingButton />);
    // The reduced-motion media query is read in an effect after the first render.
    await act(async () => undefined);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await user.click(getByRole('button', { name: 'Save' }));
    expect(getByRole('button').getAttribute('data-loading')).toBe('true');
    expect(frames).not.toHaveBeenCalled();
  });
});
