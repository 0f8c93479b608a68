import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '@app/shared/uploads';
import { renderUi } from '../test/render';
import { FileUpload } from './FileUpload';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1024): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

async function choose(input: string, ...files: File[]) {
  // The hidden input's accept list must not filter files before the widget sees them.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  await user.upload(screen.getByLabelText(input), files);
  // The dropzone reads a pick through promises; one macrotask lets them settle before the test reads the result.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The messages of the alert, one per line. */
const messages = () => Array.from(screen.getByRole('alert').children).map((line) => line.textContent);

describe('FileUpload', () => {
  it('hands over one accepted image and says what it takes', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUpload label="Thumbnail" kind="image" onFiles={onFiles} />);
    expect(screen.getByText('Drop an image here or click to choose one')).toBeTruthy();
    expect(screen.getByText('JPEG or PNG, up to 5 MB')).toBeTruthy();
    const png = file('thumb.png', 'image/png', 5 * MB);
    await choose('Thumbnail file', png);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([png]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another type with File "{name}" is not accepted (spec section 5)', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUpload label="Contract" kind="document" onFiles={onFiles} />);
    expect(screen.getByText('PDF, up to 5 MB')).toBeTruthy();
    await choose('Contract file', file('scan.png', 'image/png'));
    expect(screen.getByRole('alert').textContent).toBe('File "scan.png" is not accepted');
    expect(onFiles).not.toHaveBeenCalled();

    const pdf = file('contract.pdf', 'application/pdf');
    await choose('Contract file', pdf);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([pdf]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file over the limit with File "{name} is too large" (quote as the spec writes it)', async () => {
    const onFiles = vi.fn();
    const { rerender } = renderUi(<FileUpload label="Thumbnail" kind="image" onFiles={onFiles} />);
    await choose('Thumbnail file', file('huge.png', 'image/png', 5 * MB + 1));
    expect(screen.getByRole('alert').textContent).toBe('File "huge.png is too large"');

    rerender(<FileUpload label="Thumbnail" kind="image" maxBytes={MB} onFiles={onFiles} />);
    expect(screen.getByText('JPEG or PNG, up to 1 MB')).toBeTruthy();
    await choose('Thumbnail file', file('mid.jpg', 'image/jpeg', MB + 1));
    expect(screen.getByRole('alert').textContent).toBe('File "mid.jpg is too large"');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('checks several files one by one: passes the accepted, lists each refused one', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUpload label="Assets" kind="image-or-document" multiple onFiles={onFiles} />);
    expect(screen.getByText('Drop files here or click to choose them')).toBeTruthy();
    expect(screen.getByText('JPEG, PNG or PDF, up to 5 MB each')).toBeTruthy();
    const good = [file('brief.pdf', 'application/pdf'), file('look.jpg', 'image/jpeg')];
    await choose(
      'Assets files',
      good[0],
      file('clip.mp4', 'video/mp4'),
      good[1],
      file('deck.pdf', 'application/pdf', 6 * MB),
    );
    expect(onFiles).toHaveBeenCalledExactlyOnceWith(good);
    expect(messages().sort()).toEqual(['File "clip.mp4" is not accepted', 'File "deck.pdf is too large"']);
  });

  it('takes one file when not multiple', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUpload label="Thumbnail" kind="image" onFiles={onFiles} />);
    const first = file('a.png', 'image/png');
    await choose('Thumbnail file', first, file('b.png', 'image/png'));
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([first]);
  });

  it('names the zone by its label, describes it by the description and the error, reachable by keyboard', async () => {
    const { user, rerender } = renderUi(
      <FileUpload label="Thumbnail" description="Shown on the brief card" kind="image" onFiles={() => undefined} />,
    );
    const zone = screen.getByRole('group', { name: 'Thumbnail' });
    await user.tab();
    expect(document.activeElement).toBe(zone);
    const described = () =>
      (zone.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described()).toEqual([
      'Drop an image here or click to choose oneJPEG or PNG, up to 5 MB',
      'Shown on the brief card',
    ]);

    rerender(
      <FileUpload
        label="Thumbnail"
        description="Shown on the brief card"
        kind="image"
        onFiles={() => undefined}
        error="The upload failed"
      />,
    );
    expect(described().slice(1)).toEqual(['Shown on the brief card', 'The upload failed']);
  });

  it('shows a refusal instead of an older server error, and the server error once a good file follows', async () => {
    renderUi(<FileUpload label="Thumbnail" kind="image" onFiles={() => undefined} error="The upload failed" />);
    // The dropzone reads a pick asynchronously, so each message is awaited rather than read at once.
    await choose('Thumbnail file', file('anim.gif', 'image/gif'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('File "anim.gif" is not accepted'));
    await choose('Thumbnail file', file('ok.png', 'image/png'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The upload failed'));
  });

  it('lists stored files with links and remove buttons, and uploads with their progress', async () => {
    const stored: StoredFile[] = [
      { url: '/uploads/a1.pdf', name: 'brief.pdf', content_type: 'application/pdf', size: 2048 },
      { url: '/uploads/b2.png', name: 'look.png', content_type: 'image/png', size: 3 * MB },
    ];
    const onRemove = vi.fn();
    const { user } = renderUi(
      <FileUpload
        label="Assets"
        kind="image-or-document"
        multiple
        onFiles={() => undefined}
        files={stored}
        onRemove={onRemove}
        uploads={[{ name: 'next.png', progress: 40 }, { name: 'later.pdf' }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Assets: files' });
    expect(within(list).getByRole('link', { name: 'brief.pdf' }).getAttribute('href')).toBe('/uploads/a1.pdf');
    // PDFs are served as attachments: the link downloads them under their own name; images open.
    expect(within(list).getByRole('link', { name: 'brief.pdf' }).getAttribute('download')).toBe('brief.pdf');
    expect(within(list).getByRole('link', { name: 'look.png' }).hasAttribute('download')).toBe(false);
    expect(within(list).getByText('3 MB')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove look.png' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(stored[1]);
    screen.getByRole('button', { name: 'Remove brief.pdf' }).focus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenLastCalledWith(stored[0]);

    const bar = screen.getByRole('progressbar', { name: 'Uploading next.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(list).getByText('later.pdf').textContent).toBe('Uploading later.pdf');
  });

  it('offers no remove buttons without onRemove, and disables them with the widget', () => {
    const stored: StoredFile[] = [
      { url: '/uploads/a1.pdf', name: 'brief.pdf', content_type: 'application/pdf', size: 10 },
    ];
    const { rerender } = renderUi(
      <FileUpload label="Contract" kind="document" onFiles={() => undefined} files={stored} />,
    );
    expect(screen.queryByRole('button', { name: 'Remove brief.pdf' })).toBeNull();
    rerender(
      <FileUpload
        label="Contract"
        kind="document"
        onFiles={() => undefined}
        files={stored}
        onRemove={() => undefined}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove brief.pdf' })).toHaveProperty('disabled', true);
  });
});
