import { describe, expect, it } from 'vitest';
import { formatBytes, imageFileProblem } from './uploads';

describe('imageFileProblem', () => {
  it('accepts jpeg and png up to 5 MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('uses the spec wording for a wrong type and for a file too large', () => {
    expect(imageFileProblem({ name: 'logo.gif', type: 'image/gif', size: 10 })).toBe('File "logo.gif" is not accepted');
    expect(imageFileProblem({ name: 'big.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('File "big.png is too large"');
  });

  it('formats sizes', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
