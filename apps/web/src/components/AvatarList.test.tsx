import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { AvatarList } from './AvatarList';

const people = ['Amani Otieno', 'Baraka Kiptoo', 'Chebet Wanjiru', 'Dalila Njeri', 'Eshe Muthoni'].map((name, i) => ({
  id: i + 1,
  name,
}));

/** The avatars drawn, in order: initials for people without a picture, then the "+N" count. */
const drawn = () => Array.from(screen.getByTestId('avatar-list').children).map((el) => el.textContent);

describe('AvatarList', () => {
  it('shows two avatars then +N for the rest (spec section 2)', () => {
    renderUi(<AvatarList items={people} noun="creators" />);
    expect(drawn()).toEqual(['AO', 'BK', '+3']);
    expect(screen.getByRole('img', { name: 'Amani Otieno, Baraka Kiptoo and 3 more creators' })).toBeTruthy();
  });

  it('counts from the total when only the first few are loaded', () => {
    renderUi(<AvatarList items={people.slice(0, 2)} total={40} />);
    expect(drawn()).toEqual(['AO', 'BK', '+38']);
  });

  it('has no count with two people or fewer, and nothing at all for none', () => {
    const { unmount } = renderUi(<AvatarList items={people.slice(0, 2)} />);
    expect(drawn()).toEqual(['AO', 'BK']);
    expect(screen.queryByTestId('avatar-list-rest')).toBeNull();
    unmount();
    renderUi(<AvatarList items={[]} />);
    expect(screen.queryByTestId('avatar-list')).toBeNull();
  });
});
