import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { RenameGroupForm } from './RenameGroupForm';

const group = { name: 'Nairobi launch', description: 'Food creators' };

function setup(pending = false) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const view = renderUi(<RenameGroupForm group={group} onSubmit={onSubmit} onCancel={onCancel} pending={pending} />);
  return { ...view, onSubmit, onCancel, save: () => view.user.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('RenameGroupForm', () => {
  it('starts from the group as it is; saving it unchanged sends nothing', async () => {
    const { save, onSubmit } = setup();
    expect(field('Group name').value).toBe('Nairobi launch');
    expect(field('Description').value).toBe('Food creators');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith(null));
  });

  it('sends only what changed, trimmed', async () => {
    const { user, save, onSubmit } = setup();
    await fill(user, field('Group name'), '  Nairobi launch 2026 ');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: 'Nairobi launch 2026' }));
  });

  it('keeps an emptied name or description: empty values are not sent (spec section 5)', async () => {
    const { user, save, onSubmit } = setup();
    await fill(user, field('Group name'), '   ');
    await fill(user, field('Description'), '');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith(null));
    await expectMessage('Group name', '');
  });

  it('refuses a name outside the name pattern, and sends nothing', async () => {
    const { user, save, onSubmit } = setup();
    await fill(user, field('Group name'), 'Launch <2026>');
    await save();
    await expectMessage('Group name', "Group name may only contain letters, digits, spaces and - _ . '");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes at most 80 characters of name and 500 of description', async () => {
    const { user } = setup();
    await fill(user, field('Group name'), 'a'.repeat(81));
    expect(field('Group name').value).toHaveLength(80);
    await fill(user, field('Description'), 'd'.repeat(501));
    expect(field('Description').value).toHaveLength(500);
  });

  it('drops the changes on Cancel or Escape', async () => {
    const { user, onCancel } = setup();
    await fill(user, field('Group name'), 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be saved or cancelled while the save is pending', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });
});
