import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RichText } from '@app/shared/rich-text';
import { renderUi } from '../test/render';
import { createRef } from 'react';
import { RichTextEditor, submitAfterEditors, type RichTextEditorHandle } from './RichTextEditor';

const doc: RichText = {
  blocks: [
    { type: 'header', data: { text: 'Campaign goals', level: 2 } },
    { type: 'paragraph', data: { text: 'Reach <b>new</b> buyers' } },
  ],
};

/** The editor's own element inside the labelled group, once Editor.js has loaded. */
async function loaded(label: string) {
  const group = screen.getByRole('group', { name: label });
  await waitFor(
    () => {
      expect(group.querySelector('.codex-editor')).not.toBeNull();
      expect(screen.queryByLabelText(`Loading ${label}`)).toBeNull();
    },
    { timeout: 5000 },
  );
  return group;
}

/**
 * A file pasted into a block. The clipboard is shaped as browsers report one ("Files" among its
 * types); happy-dom's DataTransfer lists the file's own type there instead.
 */
function paste(target: Element, file: File) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { types: ['Files'], files: [file], getData: () => '' } });
  target.dispatchEvent(event);
}

describe('RichTextEditor', () => {
  it('loads Editor.js after mounting, showing the document meanwhile as loading', async () => {
    renderUi(<RichTextEditor label="Overview" value={doc} onChange={() => undefined} />);
    // A status (axe: an aria-label needs a role), announced while the editor loads.
    expect(screen.getByRole('status', { name: 'Loading Overview' })).toBeTruthy();
    const group = await loaded('Overview');
    expect(group.querySelector('h2')?.textContent).toBe('Campaign goals');
    expect(group.querySelector('.ce-paragraph')?.innerHTML).toBe('Reach <b>new</b> buyers');
  });

  it('names the editor by its label and describes it by the description and error', () => {
    renderUi(
      <RichTextEditor
        label="Overview"
        description="What the creators should know"
        value={null}
        onChange={() => undefined}
        error="Write an overview"
        required
      />,
    );
    const group = screen.getByRole('group', { name: 'Overview' });
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['What the creators should know', 'Write an overview']);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });

  it('hands the text typed just before a submit to the form first (Editor.js reports changes late)', async () => {
    const onChange = vi.fn();
    const editor = createRef<RichTextEditorHandle>();
    renderUi(<RichTextEditor ref={editor} label="Overview" value={doc} onChange={onChange} />);
    const group = await loaded('Overview');
    const heading = group.querySelector('h2') as HTMLElement;
    heading.textContent = 'Typed at the last moment';
    const submitted: string[] = [];
    const submit = submitAfterEditors([editor], async () => {
      const first = (onChange.mock.lastCall?.[0] as RichText | undefined)?.blocks[0];
      submitted.push(first?.type === 'header' ? first.data.text : '');
    });
    const event = new Event('submit', { cancelable: true }) as unknown as Parameters<typeof submit>[0];
    await submit(event);
    expect(submitted).toEqual(['Typed at the last moment']);
    expect((event as unknown as Event).defaultPrevented).toBe(true);
  });

  it('reports the whole document after an edit', async () => {
    const onChange = vi.fn();
    renderUi(<RichTextEditor label="Overview" value={doc} onChange={onChange} />);
    const group = await loaded('Overview');
    const heading = group.querySelector('h2') as HTMLElement;
    heading.textContent = 'Campaign aims';
    heading.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 3000 });
    const saved = onChange.mock.lastCall?.[0] as RichText;
    expect(saved.blocks.map((block) => [block.type, block.data])).toEqual([
      ['header', { text: 'Campaign aims', level: 2 }],
      ['paragraph', { text: 'Reach <b>new</b> buyers' }],
    ]);
  });

  it('shows "Please implement an upload function…" for an image with no upload function (spec section 8)', async () => {
    // The image tool logs each failure itself.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    renderUi(<RichTextEditor label="Overview" value={doc} onChange={() => undefined} />);
    const group = await loaded('Overview');
    paste(group.querySelector('.ce-paragraph') as Element, new File(['x'], 'photo.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please implement an upload function for EditorJS to be able to upload images.');
    expect(group.getAttribute('aria-describedby')).toContain(alert.id);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('checks a pasted image with the shared upload rule before uploading it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const uploadImage = vi.fn(async () => ({ url: '/uploads/editor-images/00000000-0000-4000-8000-000000000006.png' }));
    renderUi(<RichTextEditor label="Overview" value={doc} onChange={() => undefined} uploadImage={uploadImage} />);
    const group = await loaded('Overview');
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    paste(group.querySelector('.ce-paragraph') as Element, big);
    expect((await screen.findByRole('alert')).textContent).toBe('File "huge.png is too large"');
    expect(uploadImage).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('follows readOnly, and a document given later replaces the content', async () => {
    const { rerender } = renderUi(<RichTextEditor label="Contract" value={doc} onChange={() => undefined} readOnly />);
    const group = await loaded('Contract');
    expect(group.querySelector('h2')?.getAttribute('contenteditable')).toBe('false');

    rerender(<RichTextEditor label="Contract" value={doc} onChange={() => undefined} />);
    await waitFor(() => expect(group.querySelector('h2')?.getAttribute('contenteditable')).toBe('true'));

    const replaced: RichText = { blocks: [{ type: 'header', data: { text: 'Terms', level: 4 } }] };
    rerender(<RichTextEditor label="Contract" value={replaced} onChange={() => undefined} />);
    await waitFor(() => expect(group.querySelector('h4')?.textContent).toBe('Terms'));
    expect(group.querySelector('h2')).toBeNull();
  });

  it('destroys the editor on unmount', async () => {
    const { unmount } = renderUi(<RichTextEditor label="Overview" value={doc} onChange={() => undefined} />);
    const group = await loaded('Overview');
    const own = group.firstElementChild as HTMLElement;
    expect(own.querySelector('.codex-editor')).not.toBeNull();
    unmount();
    await waitFor(() => expect(own.childElementCount).toBe(0));
    expect(own.isConnected).toBe(false);
  });
});
