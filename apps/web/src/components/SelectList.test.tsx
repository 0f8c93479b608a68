import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SELECT_SEARCH_LIMIT, SELECT_VIRTUALISATION_THRESHOLD } from '../lib/constants';
import { field, messageOf, renderUi } from '../test/render';
import { SelectList } from './SelectList';

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `c${i + 1}`, label: `Creator ${i + 1}` }));
const shownOptions = () => screen.queryAllByRole('option');

function Single({ count, onChange }: { count: number; onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectList
      label="Creator"
      data={options(count)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('SelectList', () => {
  it('lists every option up to the threshold (1000, spec section 9)', async () => {
    expect(SELECT_VIRTUALISATION_THRESHOLD).toBe(1000);
    const { user } = renderUi(<Single count={SELECT_VIRTUALISATION_THRESHOLD} />);
    await user.click(field('Creator'));
    expect(shownOptions()).toHaveLength(1000);
    expect(screen.queryByText(/Type to narrow/)).toBeNull();
  });

  it('above 1000 options renders at most 100 and says how many there are', async () => {
    const { user } = renderUi(<Single count={SELECT_VIRTUALISATION_THRESHOLD + 1} />);
    expect(screen.getByText('Type to narrow 1,001 options')).toBeTruthy();
    await user.click(field('Creator'));
    expect(shownOptions()).toHaveLength(SELECT_SEARCH_LIMIT);
    expect(shownOptions()[0].textContent).toBe('Creator 1');
  });

  it('above 1000 options filters by the typed text, so every option stays reachable', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Single count={5000} onChange={onChange} />);
    await user.click(field('Creator'));
    await user.keyboard('Creator 4999');
    expect(shownOptions().map((option) => option.textContent)).toEqual(['Creator 4999']);
    await user.click(screen.getByRole('option', { name: 'Creator 4999' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c4999');

    await user.clear(field('Creator'));
    await user.keyboard('Creator 12');
    // Creator 12, 120 to 129, 1200 to 1299: 111 matches, 100 shown.
    expect(shownOptions()).toHaveLength(100);
  });

  it('is used with the keyboard: type, arrow down, Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Single count={20} onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(field('Creator'));
    await user.keyboard('Creator 7');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c7');
    expect(field('Creator').value).toBe('Creator 7');
  });

  it('picks several values when multiple, on both paths', async () => {
    for (const count of [10, 2000]) {
      const onChange = vi.fn();
      const { user, unmount } = renderUi(
        <SelectList multiple label="Creators" data={options(count)} value={['c1']} onChange={onChange} />,
      );
      await user.click(field('Creators'));
      expect(shownOptions().length).toBe(Math.min(count, SELECT_SEARCH_LIMIT));
      await user.keyboard('Creator 3');
      await user.click(screen.getByRole('option', { name: 'Creator 3' }));
      expect(onChange).toHaveBeenLastCalledWith(['c1', 'c3']);
      unmount();
    }
  });

  it('shows the description, hint and error, the error linked to the field', () => {
    renderUi(
      <SelectList
        label="Country"
        data={options(1500)}
        value={null}
        onChange={() => undefined}
        description="Where the campaign runs"
        error="Choose a country"
      />,
    );
    const input = field('Country');
    expect(messageOf(input)).toBe('Choose a country');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const description = describedBy
      .map((id) => document.getElementById(id))
      .find((el) => el?.id.endsWith('-description'));
    expect(description && within(description).getByText('Type to narrow 1,500 options')).toBeTruthy();
    expect(description?.textContent).toBe('Where the campaign runs Type to narrow 1,500 options');
  });
});
