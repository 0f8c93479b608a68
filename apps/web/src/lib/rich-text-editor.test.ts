import { describe, expect, it, vi } from 'vitest';
import {
  createImageUploader,
  editorTools,
  FOREIGN_IMAGE_MESSAGE,
  NO_UPLOAD_FUNCTION_MESSAGE,
} from './rich-text-editor';

const MB = 1024 * 1024;
const image = (name = 'photo.png', type = 'image/png', size = 1024) => ({ name, type, size }) as File;

describe('the editor image uploader', () => {
  it('fails with the spec message when the page gives no upload function (spec section 8)', async () => {
    const onError = vi.fn();
    const uploader = createImageUploader(() => undefined, onError);
    await expect(uploader.uploadByFile(image())).rejects.toThrow(
      'Please implement an upload function for EditorJS to be able to upload images.',
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      'Please implement an upload function for EditorJS to be able to upload images.',
    );
    expect(NO_UPLOAD_FUNCTION_MESSAGE).toBe(
      'Please implement an upload function for EditorJS to be able to upload images.',
    );
  });

  it('uploads a jpeg or png and answers the image tool with its URL', async () => {
    const upload = vi.fn(async () => ({ url: '/uploads/editor-images/00000000-0000-4000-8000-000000000002.png' }));
    const uploader = createImageUploader(() => upload, vi.fn());
    const file = image();
    await expect(uploader.uploadByFile(file)).resolves.toEqual({
      success: 1,
      file: { url: '/uploads/editor-images/00000000-0000-4000-8000-000000000002.png' },
    });
    expect(upload).toHaveBeenCalledExactlyOnceWith(file);
  });

  it('checks type and size with the shared rule before uploading', async () => {
    const upload = vi.fn(async () => ({ url: '/uploads/editor-images/00000000-0000-4000-8000-000000000003.png' }));
    const onError = vi.fn();
    const uploader = createImageUploader(() => upload, onError);
    await expect(uploader.uploadByFile(image('anim.gif', 'image/gif'))).rejects.toThrow(
      'File "anim.gif" is not accepted',
    );
    await expect(uploader.uploadByFile(image('huge.jpg', 'image/jpeg', 5 * MB + 1))).rejects.toThrow(
      'File "huge.jpg is too large"',
    );
    expect(onError.mock.calls).toEqual([['File "anim.gif" is not accepted'], ['File "huge.jpg is too large"']]);
    expect(upload).not.toHaveBeenCalled();
  });

  it("passes on the upload's failure, or the spec's fallback when it has no message", async () => {
    const onError = vi.fn();
    await expect(
      createImageUploader(() => () => Promise.reject(new Error('Storage is full')), onError).uploadByFile(image()),
    ).rejects.toThrow('Storage is full');
    await expect(
      createImageUploader(() => () => Promise.reject('nope'), onError).uploadByFile(image()),
    ).rejects.toThrow('An unknown error occurred');
    expect(onError.mock.calls).toEqual([['Storage is full'], ['An unknown error occurred']]);
  });

  it('refuses an uploaded URL outside /uploads/, and pasted addresses other than ours', async () => {
    const onError = vi.fn();
    const uploader = createImageUploader(() => async () => ({ url: 'https://cdn.example/x.png' }), onError);
    await expect(uploader.uploadByFile(image())).rejects.toThrow(FOREIGN_IMAGE_MESSAGE);
    await expect(uploader.uploadByUrl('https://tracker.example/pixel.png')).rejects.toThrow(
      'Images must be uploaded through the editor',
    );
    await expect(uploader.uploadByUrl('/uploads/../etc/passwd')).rejects.toThrow(FOREIGN_IMAGE_MESSAGE);
    // The whole address is checked, not its start: nothing rides along after one of ours.
    const ours = '/uploads/editor-images/00000000-0000-4000-8000-000000000002.png';
    await expect(uploader.uploadByUrl(`${ours}"><img src=x>`)).rejects.toThrow(FOREIGN_IMAGE_MESSAGE);
    await expect(
      uploader.uploadByUrl('/uploads/editor-images/00000000-0000-4000-8000-000000000002.png'),
    ).resolves.toEqual({
      success: 1,
      file: { url: '/uploads/editor-images/00000000-0000-4000-8000-000000000002.png' },
    });
    expect(onError.mock.calls.filter(([problem]) => problem !== null)).toHaveLength(4);
  });

  it('reports null after a success, so an earlier message can be cleared', async () => {
    const report = vi.fn();
    const uploader = createImageUploader(
      () => async () => ({ url: '/uploads/editor-images/00000000-0000-4000-8000-000000000004.png' }),
      report,
    );
    await expect(uploader.uploadByFile(image('anim.gif', 'image/gif'))).rejects.toThrow();
    await uploader.uploadByFile(image());
    expect(report.mock.calls).toEqual([['File "anim.gif" is not accepted'], [null]]);
  });

  it('reads the upload function at upload time', async () => {
    const page: { upload?: () => Promise<{ url: string }> } = {};
    const uploader = createImageUploader(() => page.upload, vi.fn());
    await expect(uploader.uploadByFile(image())).rejects.toThrow(NO_UPLOAD_FUNCTION_MESSAGE);
    page.upload = async () => ({ url: '/uploads/editor-images/00000000-0000-4000-8000-000000000005.png' });
    await expect(uploader.uploadByFile(image())).resolves.toEqual({
      success: 1,
      file: { url: '/uploads/editor-images/00000000-0000-4000-8000-000000000005.png' },
    });
  });
});

describe('the editor tools', () => {
  it('offers headings 1 to 6, default 3, lists, delimiters and jpeg/png images through the uploader', () => {
    const classes = { Header: class {}, List: class {}, ImageTool: class {}, Delimiter: class {} };
    const uploader = createImageUploader(() => undefined, vi.fn());
    const tools = editorTools(classes, uploader);
    expect(Object.keys(tools)).toEqual(['header', 'list', 'image', 'delimiter']);
    expect(tools.header).toMatchObject({
      class: classes.Header,
      config: { levels: [1, 2, 3, 4, 5, 6], defaultLevel: 3 },
    });
    expect(tools.list.class).toBe(classes.List);
    expect(tools.image).toMatchObject({
      class: classes.ImageTool,
      config: { uploader, types: 'image/jpeg,image/png' },
    });
    expect(tools.delimiter.class).toBe(classes.Delimiter);
  });
});
