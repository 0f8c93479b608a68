/**
 * Secrets sealed at rest (AES-256-GCM): the outbox's secret payload fields, creators' platform tokens. Each use
 * derives its own key from the server secret (JWT_SECRET) with HKDF and its own purpose, so a value sealed for one
 * purpose never opens for another; the associated data binds a sealed value to its row (an event type, a creator's
 * channel), so it does not open when copied to another row either.
 *
 * The sealed form is `sealed:v1:` + base64url(iv) . base64url(tag) . base64url(ciphertext).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A value that is not sealed (`not-sealed`) or that does not open with this key and associated data. */
export class SealError extends Error {
  constructor(
    readonly reason: 'not-sealed' | 'does-not-open',
    message: string,
  ) {
    super(message);
    this.name = 'SealError';
  }
}

export interface Sealer {
  /** Seals `value`, bound to `associated` (which must be given again to open it). */
  seal(associated: string, value: string): string;
  /** Opens what `seal` made with the same associated data; throws SealError otherwise. */
  open(associated: string, sealed: unknown): string;
}

/**
 * A sealer whose key is HKDF-SHA256(secret, salt, purpose). Every process of a deployment shares the secret, so any
 * of them opens what another sealed. `salt` only exists so the outbox keeps the key its rows were sealed with.
 */
export function createSealer(secret: string, purpose: string, salt = 'creatorhub-sealing'): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, salt, purpose, 32));
  return {
    seal(associated, value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(associated));
      const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
    },
    open(associated, sealed) {
      if (typeof sealed !== 'string' || !sealed.startsWith(SEALED_PREFIX)) {
        throw new SealError('not-sealed', 'the value is missing or not sealed');
      }
      const parts = sealed.slice(SEALED_PREFIX.length).split('.');
      try {
        const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url'));
        if (parts.length !== 3 || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed');
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
          .setAAD(Buffer.from(associated))
          .setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        throw new SealError('does-not-open', 'the sealed value does not open (was JWT_SECRET changed?)');
      }
    },
  };
}
