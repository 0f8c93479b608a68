/**
 * The S3 storage driver (docs/decisions/027-s3-storage.md) against a real S3-compatible server on loopback: s3rver
 * (pure JavaScript, a dev dependency), which parses the SDK's requests (it checks the access key id, not SigV4
 * signatures) and keeps objects and multipart parts in a folder. s3rver 3.7 has no AbortMultipartUpload (it
 * answers 405), so the test adds that one call over s3rver's own store (removing the upload's folder of parts);
 * "no unfinished multipart upload" is read from that store. First the driver alone, then the app built with
 * `config.s3`, through HTTP.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '../src/infra/storage';
import { createS3Storage, type S3Settings, type S3Storage } from '../src/infra/storage-s3';
import {
  call,
  createAgreedCampaign,
  createCompany,
  createSiblingApp,
  createTestContext,
  createVerifiedMerchant,
  multipartForm,
  multipartFiles,
  PDF_BYTES,
  PNG_BYTES,
  streamVideoUpload,
  type TestContext,
} from './helpers';

/** What the test uses of s3rver (a Koa app; it ships no types). */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
}
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;

const MB = 1024 * 1024;
const BUCKET = 'creatorhub-test';
const directory = mkdtempSync(path.join(tmpdir(), 'creatorhub-s3rver-'));
let server: S3rverServer;
let endpoint: string;
let storage: S3Storage;
let settings: S3Settings;
/** The SDK commands the driver sent, in order. */
const commands: string[] = [];

/** s3rver's folder of unfinished multipart uploads (one folder per upload id). */
const unfinishedUploads = () => {
  const folder = server.store.getResourcePath(BUCKET, undefined, 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
};

beforeAll(async () => {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  // AbortMultipartUpload (DELETE /bucket/key?uploadId=...), which s3rver lacks: drop the upload's parts, as S3 does.
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    if (!/^[0-9a-f]+$/.test(uploadId)) throw new Error('unexpected upload id');
    const bucket = ctx.path.split('/')[1];
    rmSync(path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId), {
      recursive: true,
      force: true,
    });
    ctx.status = 204;
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  settings = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    publicUrl: null,
  };
  storage = await createS3Storage(settings);
  storage.client.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(String(context.commandName).replace(/Command$/, ''));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
});

afterAll(async () => {
  storage?.client.destroy();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The bucket's keys under a prefix. */
async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `total` bytes of a repeating, position-dependent pattern, produced 64 KB at a time; `failAt` throws there. */
function patterned(total: number, options: { failAt?: number; produced?: { bytes: number } } = {}): Readable {
  const chunk = 64 * 1024;
  return Readable.from(
    (function* () {
      for (let at = 0; at < total; at += chunk) {
        if (options.failAt !== undefined && at >= options.failAt) throw new Error('the source broke');
        const size = Math.min(chunk, total - at);
        const bytes = Buffer.alloc(size);
        for (let i = 0; i < size; i += 1) bytes[i] = (at + i) % 251;
        if (options.produced) options.produced.bytes += size;
        yield bytes;
      }
    })(),
  );
}
const patternHash = (total: number) => {
  const bytes = Buffer.alloc(total);
  for (let i = 0; i < total; i += 1) bytes[i] = i % 251;
  return createHash('sha256').update(bytes).digest('hex');
};

describe('the S3 driver', () => {
  it('keeps a private file under private/, read back whole; a public one at the root, by /uploads/ URL', async () => {
    const key = await storage.putPrivate('contract-templates', PDF_BYTES, 'pdf');
    expect(key).toMatch(/^contract-templates\/[0-9a-f-]{36}\.pdf$/);
    expect(await keysUnder('private/contract-templates/')).toContain(`private/${key}`);
    expect((await storage.readPrivate(key))?.equals(PDF_BYTES)).toBe(true);
    expect(await storage.statPrivate(key)).toEqual({ size: PDF_BYTES.length });
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `private/${key}` }));
    expect(head.ContentType).toBe('application/pdf');

    const url = await storage.put('avatars', PNG_BYTES, 'png');
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const publicKey = url.slice('/uploads/'.length);
    expect(await keysUnder('avatars/')).toContain(publicKey);
    // A public key is not a private one: the private calls never see it.
    expect(await storage.readPrivate(publicKey)).toBeNull();
  });

  it('answers null for a missing or malformed key, and deleting a missing key is fine', async () => {
    const missing = newStorageKey('content', 'mp4');
    expect(await storage.readPrivate(missing)).toBeNull();
    expect(await storage.statPrivate(missing)).toBeNull();
    expect(await storage.readPrivate('../../etc/passwd')).toBeNull();
    expect(await storage.openPublic('private/content/x.png')).toBeNull();
    await expect(storage.deletePrivate(missing)).resolves.toBeUndefined();
    const key = await storage.putPrivate('identity', PNG_BYTES, 'png');
    await storage.deletePrivate(key);
    expect(await storage.readPrivate(key)).toBeNull();
    await expect(storage.deletePrivate(key)).resolves.toBeUndefined();
  });

  it('reads exactly the bytes of a range', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const key = await storage.putPrivateStream('content', Readable.from([bytes]), 'mp4');
    const range = (start: number, end: number) => readAll(storage.readPrivateStream(key, { start, end }));
    expect((await range(100, 199)).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await range(990, 999)).equals(bytes.subarray(990))).toBe(true);
    // One byte. (Not `bytes=0-0`: s3rver reads an end of 0 as "to the end" and answers the whole file; S3 does not.)
    expect((await range(1, 1)).equals(bytes.subarray(1, 2))).toBe(true);
    expect((await readAll(storage.readPrivateStream(key))).equals(bytes)).toBe(true);
    // A stream of a missing key fails (the media route asks statPrivate first, so it never sends one).
    await expect(readAll(storage.readPrivateStream(newStorageKey('content', 'mp4')))).rejects.toThrow();
  });

  it('streams a 12 MB upload in several parts, reading at most two parts ahead, and it arrives whole', async () => {
    const total = 12 * MB;
    const produced = { bytes: 0 };
    let producedAtFirstPart = -1;
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'UploadPartCommand' && producedAtFirstPart < 0)
          producedAtFirstPart = produced.bytes;
        return next(args);
      },
      { step: 'initialize', name: 'firstPart' },
    );
    commands.length = 0;
    try {
      const key = await storage.putPrivateStream('content', patterned(total, { produced }), 'mp4');
      expect(commands.filter((c) => c === 'CreateMultipartUpload')).toHaveLength(1);
      expect(commands.filter((c) => c === 'UploadPart')).toHaveLength(3); // 5 + 5 + 2 MB
      expect(commands.filter((c) => c === 'CompleteMultipartUpload')).toHaveLength(1);
      // The first part left with at most two parts read (the driver's two 5 MB part buffers, plus the source
      // stream's own buffer of 16 chunks) and the rest of the file unread: memory holds parts, never the file.
      expect(producedAtFirstPart).toBeGreaterThanOrEqual(5 * MB);
      expect(producedAtFirstPart).toBeLessThanOrEqual(2 * 5 * MB + 16 * 64 * 1024);
      expect(await storage.statPrivate(key)).toEqual({ size: total });
      const back = await readAll(storage.readPrivateStream(key));
      expect(createHash('sha256').update(back).digest('hex')).toBe(patternHash(total));
      expect(unfinishedUploads()).toEqual([]);
    } finally {
      storage.client.middlewareStack.remove('firstPart');
    }
  });

  it('leaves no object and no unfinished multipart upload when the source fails midway', async () => {
    commands.length = 0;
    const failing = patterned(12 * MB, { failAt: 7 * MB });
    await expect(storage.putPrivateStream('broken-videos', failing, 'mp4')).rejects.toThrow('the source broke');
    // A part had gone up (a multipart upload was under way), and it was aborted.
    expect(commands).toContain('CreateMultipartUpload');
    expect(commands).toContain('UploadPart');
    expect(commands).toContain('AbortMultipartUpload');
    expect(commands).not.toContain('CompleteMultipartUpload');
    expect(await keysUnder('private/broken-videos/')).toEqual([]);
    expect(unfinishedUploads()).toEqual([]);
    // A source that fails before a whole part leaves nothing either (no upload was started).
    commands.length = 0;
    await expect(storage.putPrivateStream('broken-videos', patterned(MB, { failAt: MB / 2 }), 'mp4')).rejects.toThrow(
      'the source broke',
    );
    expect(commands).toEqual([]);
    expect(await keysUnder('private/broken-videos/')).toEqual([]);
  });
});

describe('the app on a bucket', () => {
  let ctx: TestContext;
  const env = () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // Nothing may reach the folder: a path that cannot be written to.
    UPLOAD_DIR: path.join(directory, 'unused-upload-dir'),
  });
  const siblings: FastifyInstance[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(env());
  });
  afterAll(async () => {
    for (const app of siblings) await app.close();
    await ctx?.close();
  });

  it('stores an avatar in the bucket and serves its URL with the same bytes and safety headers', async () => {
    const m = await createVerifiedMerchant(ctx);
    const uploaded = await call(ctx.app, {
      method: 'POST',
      url: '/api/user/merchant/avatar',
      token: m.token,
      ...multipartForm({}, { filename: 'me.png', type: 'image/png', bytes: PNG_BYTES }),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const url = uploaded.body.avatar_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(await keysUnder('avatars/')).toContain(url.slice('/uploads/'.length));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(PNG_BYTES.length);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
    expect(existsSync(path.join(directory, 'unused-upload-dir', 'avatars'))).toBe(false);
  });

  it('answers 404 for a missing public file, a malformed path and anything under private/', async () => {
    const key = await ctx.app.deps.storage.putPrivate('contract-templates', PDF_BYTES, 'pdf');
    for (const url of [
      `/uploads/avatars/${newStorageKey('x', 'png').split('/')[1]}`,
      `/uploads/private/${key}`,
      `/uploads/PRIVATE/${key}`,
      `/uploads/${key}`.replace('contract-templates', 'private'),
      '/uploads/avatars/../private/x.png',
      '/uploads/',
    ]) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.status, url).toBe(404);
      expect(res.body.code, url).toBe('NOT_FOUND');
    }
  });

  it('keeps a contract template PDF private in the bucket and serves it through its access-checked route', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Bucket Co', company_role: 'ACCOUNT' });
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/contract_templates',
      token: owner.token,
      ...multipartForm(
        { company_id: company.id, title: 'Terms', type: 'FILE' },
        { filename: 'terms.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await keysUnder('private/contract-templates/')).length).toBeGreaterThan(0);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/contract_templates/${created.body.id}/file`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('streams draft videos into the bucket and serves them with Range; a refused one leaves nothing', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await keysUnder('private/content/');
    const sent = await streamVideoUpload(
      new URL(`/api/creator/assignments/${assignmentId}/content`, address),
      creator.token,
      {
        megabytes: 12,
        fields: { caption: 'A clip from the bucket #ad' },
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const file = JSON.parse(sent.body).rounds[0].files[0];
    expect(file).toMatchObject({ content_type: 'video/mp4', size_bytes: 12 * MB });
    const after = await keysUnder('private/content/');
    expect(after.filter((k) => !before.includes(k))).toHaveLength(1);
    const url = (file.url as string).replace('/api/creator/', '/api/');
    const tail = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}`, range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${12 * MB - 10}-${12 * MB - 1}/${12 * MB}`);
    expect(tail.rawPayload.equals(Buffer.alloc(10, 2))).toBe(true); // the filler of streamVideoUpload
    const head = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}`, range: 'bytes=4-11' },
    });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.toString()).toBe('ftypisom');

    // A process allowing 6 MB videos refuses an 8 MB one mid-stream (after a part went up): nothing stays behind.
    const strict = await createSiblingApp(ctx, { ...env(), VIDEO_MAX_MB: '6' });
    siblings.push(strict);
    const strictAddress = await strict.listen({ port: 0, host: '127.0.0.1' });
    const second = await createAgreedCampaign(ctx);
    const refused = await streamVideoUpload(
      new URL(`/api/creator/assignments/${second.assignmentId}/content`, strictAddress),
      second.creator.token,
      { megabytes: 8, fields: { caption: 'Too long #ad' } },
    );
    expect(refused.statusCode, refused.body).toBe(413);
    expect(await keysUnder('private/content/')).toEqual(after);
    expect(unfinishedUploads()).toEqual([]);
  }, 60_000);

  it('reads a small draft image back through the media route', async () => {
    const { owner, creator, assignmentId } = await createAgreedCampaign(ctx);
    const sent = await call(ctx.app, {
      method: 'POST',
      url: `/api/creator/assignments/${assignmentId}/content`,
      token: creator.token,
      ...multipartFiles({ caption: 'A look #ad' }, [{ filename: 'look.png', type: 'image/png', bytes: PNG_BYTES }]),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const url = (sent.body.rounds[0].files[0].url as string).replace('/api/creator/', '/api/');
    const whole = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('with S3_PUBLIC_URL, /uploads/ redirects to the bucket, which serves the bytes; the CSP allows it', async () => {
    const publicUrl = `${endpoint}/${BUCKET}`;
    const app = await createSiblingApp(ctx, { ...env(), S3_PUBLIC_URL: publicUrl });
    siblings.push(app);
    const m = await createVerifiedMerchant(ctx);
    const uploaded = await call(app, {
      method: 'POST',
      url: '/api/user/merchant/avatar',
      token: m.token,
      ...multipartForm({}, { filename: 'me.png', type: 'image/png', bytes: PNG_BYTES }),
    });
    expect(uploaded.status).toBe(200);
    // The stored URL stays ours (the shared URL rules take only /uploads/ paths).
    const url = uploaded.body.avatar_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const redirect = await app.inject({ method: 'GET', url });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${publicUrl}/${url.slice('/uploads/'.length)}`);
    const fromBucket = await fetch(redirect.headers.location as string);
    expect(fromBucket.status).toBe(200);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(fromBucket.headers.get('content-type')).toBe('image/png');
    expect((await app.inject({ method: 'GET', url: '/uploads/private/x/y.png' })).statusCode).toBe(404);
    const csp = String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
  });
});
