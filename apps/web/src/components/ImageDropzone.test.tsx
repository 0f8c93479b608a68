import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ImageDropzone } from './ImageDropzone';

const MB = 1024 * 1024;

function image(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function choose(file: File) {
  // The hidden input's accept list must not filter the file before the widget sees it.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  await user.upload(screen.getByLabelText('Logo file'), file);
}

describe('ImageDropzone', () => {
  it('hands over a png or jpeg up to 5 MB, with no message', async () => {
    const onFile = vi.fn();
    renderUi(<ImageDropzone label="Logo" onFile={onFile} />);
    const png = image('logo.png', 'image/png', 5 * MB);
    await choose(png);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(png);
    expect(screen.queryByTestId('upload-error')).toBeNull();

    const jpeg = image('photo.jpg', 'image/jpeg');
    await choose(jpeg);
    expect(onFile).toHaveBeenLastCalledWith(jpeg);
  });

  it('refuses another type with File "{name}" is not accepted (spec section 5)', async () => {
    const onFile = vi.fn();
    renderUi(<ImageDropzone label="Logo" onFile={onFile} />);
    await choose(image('anim.gif', 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe('File "anim.gif" is not accepted');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB with File "{name} is too large" (spec section 5, quote as written)', async () => {
    const onFile = vi.fn();
    renderUi(<ImageDropzone label="Logo" onFile={onFile} />);
    await choose(image('huge.png', 'image/png', 5 * MB + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('File "huge.png is too large"');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('clears the message once a good file follows, and shows a server error passed in', async () => {
    const { rerender } = renderUi(<ImageDropzone label="Logo" onFile={() => undefined} />);
    await choose(image('anim.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await choose(image('logo.png', 'image/png'));
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<ImageDropzone label="Logo" onFile={() => undefined} error="The upload failed" />);
    expect(screen.getByRole('alert').textContent).toBe('The upload failed');
  });
});
