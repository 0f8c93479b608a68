import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseTheme } from './theme';

describe('base theme component defaults', () => {
  it("renders a closed select's options only when it opens (none at the page's first render)", async () => {
    render(
      <MantineProvider theme={baseTheme} env="test">
        <Select label="Country" data={['Kenya', 'Uganda']} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    await userEvent.setup().click(screen.getByLabelText('Country'));
    expect(screen.getByRole('option', { name: 'Kenya' })).toBeTruthy();
  });
});
