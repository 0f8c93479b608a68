/** Upload rules of spec sections 5 and 9, shared by the dropzone and the API. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const fileNotAcceptedMessage = (name: string) => `File "${name}" is not accepted`;
// The spec's wording, quote placement included.
export const fileTooLargeMessage = (name: string) => `File "${name} is too large"`;

/** jpeg and png by their first bytes, so a renamed file is not taken for an image. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_MIME_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}
