import { describe, expect, it } from 'vitest';
import { formatBytes, uploadTypesLabel } from './uploads';

describe('upload helpers', () => {
  it('formats sizes', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 B');
  });

  it('names the accepted types of each upload kind', () => {
    expect(uploadTypesLabel('image')).toBe('JPEG or PNG');
    expect(uploadTypesLabel('document')).toBe('PDF');
    expect(uploadTypesLabel('image-or-document')).toBe('JPEG, PNG or PDF');
  });
});
