import { describe, expect, it } from 'vitest';
import { MAX_CONTENT_FILES } from '@app/shared/content';
import { addDraftFiles, CONTENT_MEDIA_HINT, contentFileProblem, contentMediaType } from './upload-files';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1024, lastModified = 1): File {
  const made = new File(['x'], name, { type, lastModified });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('draft files', () => {
  it('takes jpeg, png and webp images up to 5 MB and mp4, mov and webm videos up to 200 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
    ])
      expect(contentFileProblem(file(name, type, 5 * MB))).toBeNull();
    for (const [name, type] of [
      ['v.mp4', 'video/mp4'],
      ['v.mov', 'video/quicktime'],
      ['v.webm', 'video/webm'],
    ])
      expect(contentFileProblem(file(name, type, 200 * MB))).toBeNull();
    expect(CONTENT_MEDIA_HINT).toBe('JPEG, PNG or WebP images up to 5 MB; MP4, MOV or WebM videos up to 200 MB');
  });

  it("refuses other types and larger files with the spec's messages", () => {
    expect(contentFileProblem(file('anim.gif', 'image/gif'))).toBe('File "anim.gif" is not accepted');
    expect(contentFileProblem(file('brief.pdf', 'application/pdf'))).toBe('File "brief.pdf" is not accepted');
    expect(contentFileProblem(file('big.png', 'image/png', 5 * MB + 1))).toBe('File "big.png is too large"');
    expect(contentFileProblem(file('long.mp4', 'video/mp4', 200 * MB + 1))).toBe('File "long.mp4 is too large"');
  });

  it('reads the extension when the browser declares no type', () => {
    expect(contentMediaType(file('clip.MOV', ''))).toBe('video/quicktime');
    expect(contentMediaType(file('photo.jpeg', ''))).toBe('image/jpeg');
    expect(contentMediaType(file('notes.txt', ''))).toBeNull();
    expect(contentMediaType(file('README', ''))).toBeNull();
  });

  it('adds new acceptable files once each, up to the cap, and says what it left out', () => {
    const a = file('a.png', 'image/png');
    const first = addDraftFiles([], [a, file('x.gif', 'image/gif'), a]);
    expect(first).toEqual({ files: [a], problems: ['File "x.gif" is not accepted'] });

    const many = Array.from({ length: MAX_CONTENT_FILES + 2 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg', 10, i));
    const capped = addDraftFiles([a], many);
    expect(capped.files).toHaveLength(MAX_CONTENT_FILES);
    expect(capped.problems).toEqual([`Send at most ${MAX_CONTENT_FILES} files a round`]);
  });
});
