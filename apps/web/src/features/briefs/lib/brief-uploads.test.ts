import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { failedUploadsOf, uploadAll, type PendingUpload, type UploadProgress } from './brief-uploads';

const file = (name: string) => new File(['x'], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' });

describe('uploadAll', () => {
  it('sends one file at a time, in order; a failure names the file and the others still go up', async () => {
    const uploads: PendingUpload[] = [
      { slot: 'thumbnail', file: file('cover.png') },
      { slot: 'assets', file: file('deck.pdf') },
      { slot: 'assets', file: file('logo.png') },
    ];
    const sent: string[] = [];
    const progress: UploadProgress[] = [];
    const failed = await uploadAll(
      uploads,
      async ({ file: f }) => {
        sent.push(f.name);
        if (f.name === 'deck.pdf')
          throw new ApiError(400, 'File "deck.pdf" is not accepted', { code: 'VALIDATION', field: 'file' });
      },
      (p) => progress.push(p),
    );
    expect(sent).toEqual(['cover.png', 'deck.pdf', 'logo.png']);
    expect(failed).toEqual([{ name: 'deck.pdf', slot: 'assets', message: 'File "deck.pdf" is not accepted' }]);
    expect(progress.map((p) => [p.done, p.total, p.current?.file.name ?? null])).toEqual([
      [0, 3, 'cover.png'],
      [1, 3, 'deck.pdf'],
      [2, 3, 'logo.png'],
      [3, 3, null],
    ]);
  });

  it('reads the failed files back from the navigation state, ignoring anything else', () => {
    expect(
      failedUploadsOf({ failedUploads: [{ name: 'a.png', slot: 'assets', message: 'Too large' }, { nope: 1 }] }),
    ).toEqual([{ name: 'a.png', slot: 'assets', message: 'Too large' }]);
    expect(failedUploadsOf(null)).toEqual([]);
    expect(failedUploadsOf({ failedUploads: 'x' })).toEqual([]);
  });
});
