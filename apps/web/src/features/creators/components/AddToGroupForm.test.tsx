import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Group } from '@app/shared/groups';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { AddToGroupForm } from './AddToGroupForm';

const group = (id: string, name: string, creators: number): Group => ({
  id,
  company_id: 'c1',
  name,
  description: null,
  code: 'ABCD1234',
  creators_count: creators,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const GROUPS = [group('g1', 'Nairobi launch', 3), group('g2', 'Lagos creators', 1)];

function setup(props: Partial<ComponentProps<typeof AddToGroupForm>> = {}) {
  const onSubmit = vi.fn();
  const view = renderUi(
    <AddToGroupForm
      count={3}
      companyId="c1"
      groups={GROUPS}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      pending={false}
      {...props}
    />,
  );
  const submit = () => view.user.click(screen.getByTestId('add-to-group-submit'));
  return { ...view, onSubmit, submit };
}

const modeChosen = () => (screen.getByRole('radio', { checked: true }) as HTMLInputElement).value;

describe('AddToGroupForm', () => {
  it('asks to choose a group before adding to an existing one', async () => {
    const { submit, onSubmit } = setup();
    expect(modeChosen()).toBe('existing');
    expect(screen.getByTestId('add-to-group-submit').textContent).toBe('Add to group');
    await submit();
    await expectMessage('Group', 'Choose a group');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds to the group chosen, or to the one given at first', async () => {
    const { submit, onSubmit } = setup({ defaultGroupId: 'g2' });
    expect(field('Group').value).toBe('Lagos creators (1 creator)');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ mode: 'existing', group_id: 'g2' }, expect.anything()),
    );
  });

  it('starts on "New group" when the company has none, where "Existing group" cannot be chosen', () => {
    setup({ groups: [] });
    expect(modeChosen()).toBe('new');
    expect((screen.getByRole('radio', { name: 'Existing group' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('add-to-group-submit').textContent).toBe('Create group and add');
  });

  it('checks a new group name with the shared rules, then sends it trimmed', async () => {
    const { user, submit, onSubmit } = setup({ groups: [] });
    await submit();
    await expectMessage('Group name', 'Group name is required');
    await fill(user, field('Group name'), 'Launch <b>');
    await submit();
    await expectMessage('Group name', "Group name may only contain letters, digits, spaces and - _ . '");
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, field('Group name'), '  Mombasa coast ');
    await fill(user, field('Description'), 'Beach food');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
        { mode: 'new', name: 'Mombasa coast', description: 'Beach food' },
        expect.anything(),
      ),
    );
  });

  it('clears the messages of one mode when switching to the other', async () => {
    const { user, submit } = setup();
    await submit();
    await expectMessage('Group', 'Choose a group');
    await user.click(screen.getByText('New group'));
    await expectMessage('Group name', '');
    await user.click(screen.getByText('Existing group'));
    await expectMessage('Group', '');
  });

  it('cannot be sent without creators, without a company, or while pending', () => {
    const { unmount } = setup({ count: 0 });
    expect(screen.getByTestId('add-to-group-submit').hasAttribute('disabled')).toBe(true);
    unmount();
    const second = setup({ companyId: null, companies: { choices: [], pending: false, onChange: () => undefined } });
    expect(screen.getByText('You have no company where you can manage creator groups.')).toBeTruthy();
    expect(screen.getByTestId('add-to-group-submit').hasAttribute('disabled')).toBe(true);
    second.unmount();
    setup({ pending: true });
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('forgets the chosen group when another company is picked', async () => {
    const onChange = vi.fn();
    const { user } = setup({
      defaultGroupId: 'g1',
      companies: {
        choices: [
          { id: 'c1', name: 'Kahawa House' },
          { id: 'c2', name: 'Jamii Foods' },
        ],
        pending: false,
        onChange,
      },
    });
    expect(field('Group').value).toBe('Nairobi launch (3 creators)');
    await user.click(field('Company'));
    await user.click(await screen.findByRole('option', { name: 'Jamii Foods' }));
    expect(onChange).toHaveBeenCalledWith('c2');
    await waitFor(() => expect(field('Group').value).toBe(''));
  });
});
