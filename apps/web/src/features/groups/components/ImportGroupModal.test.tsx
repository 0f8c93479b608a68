import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill, renderUi } from '../../../test/render';
import { ImportGroupForm } from './ImportGroupModal';

function setup(props: { pending?: boolean; error?: unknown } = {}) {
  const onSubmit = vi.fn();
  const view = renderUi(
    <ImportGroupForm
      onSubmit={onSubmit}
      onCancel={() => undefined}
      pending={props.pending ?? false}
      error={props.error ?? null}
    />,
  );
  return { ...view, onSubmit, submit: () => view.user.click(screen.getByRole('button', { name: 'Import group' })) };
}

describe('ImportGroupForm', () => {
  it('takes a code as people type it: upper-cased, without spaces or dashes', async () => {
    const { user, submit, onSubmit } = setup();
    await fill(user, field('Share code'), 'ab3d-ef7h');
    expect(field('Share code').value).toBe('AB3D-EF7H');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('AB3DEF7H'));
  });

  it('asks for the 8 characters of a share code', async () => {
    const { user, submit, onSubmit } = setup();
    await submit();
    await expectMessage('Share code', 'A group code has 8 characters');
    await fill(user, field('Share code'), 'AB3 DEF');
    await submit();
    await expectMessage('Share code', 'A group code has 8 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows a failed import's message, and cannot be sent while pending", () => {
    const { unmount } = setup({ error: new Error('No group has this code') });
    expect(screen.getByRole('alert').textContent).toContain('No group has this code');
    unmount();
    setup({ pending: true });
    expect(screen.getByRole('button', { name: 'Import group' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });
});
