import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { PageSizeSelect } from './PageSizeSelect';

const offered = () =>
  within(screen.getByRole('combobox', { name: 'Rows per page' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('PageSizeSelect', () => {
  it('offers exactly 5, 10, 20 and 50 (spec section 2)', () => {
    renderUi(<PageSizeSelect value={10} onChange={() => undefined} />);
    expect(offered()).toEqual(['5', '10', '20', '50']);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveProperty('value', '10');
  });

  it('reports the chosen size as a number', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<PageSizeSelect value={10} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(50);
  });

  it('keeps a screen default outside the list as one more choice, in order', () => {
    renderUi(<PageSizeSelect value={25} onChange={() => undefined} />);
    expect(offered()).toEqual(['5', '10', '20', '25', '50']);
  });

  it('can be disabled', () => {
    renderUi(<PageSizeSelect value={10} onChange={() => undefined} disabled />);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveProperty('disabled', true);
  });
});
