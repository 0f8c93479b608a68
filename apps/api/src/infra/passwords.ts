import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;

/** scrypt$N$r$p$salt$hash, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: 1,
    maxmem: 256 * cost * BLOCK_SIZE,
  });
  return ['scrypt', cost, BLOCK_SIZE, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: 256 * N * R,
  });
  return timingSafeEqual(key, expected);
}

/** A valid-looking hash for an unknown account, so a wrong e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(cost: number): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'), cost);
  return dummyHash;
}
