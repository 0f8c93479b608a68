/**
 * A 100 MB draft video is streamed to storage, never held whole in memory (issue 18, rule 3): the server process's
 * peak RSS growth during the upload stays well below the file's size. Sent over a real socket in 1 MB chunks from a
 * generator, so the client side holds 1 MB at a time too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAgreedCampaign, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
// Its own upload folder, removed afterwards: the test writes 100 MB.
const uploadDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-upload-test-'));
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const VIDEO_MB = 100;
const BOUNDARY = '----creatorhub-memory-test';

function upload(url: URL, token: string, totalMb: number): Promise<{ status: number; body: string }> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nBig clip #ad\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  // An MP4's first box (ftyp), then filler: one reused 1 MB chunk.
  const first = Buffer.alloc(MB, 1);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4), Buffer.from('isom')]).copy(
    first,
  );
  const chunk = Buffer.alloc(MB, 2);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + totalMb * MB + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (d: Buffer) => (body += d.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    const write = (buffer: Buffer) =>
      new Promise<void>((done) => (request.write(buffer) ? done() : request.once('drain', done)));
    void (async () => {
      await write(head);
      for (let i = 0; i < totalMb; i += 1) await write(i === 0 ? first : chunk);
      request.end(tail);
    })();
  });
}

it('streams a 100 MB video to storage with peak RSS growth far below its size', async () => {
  const { creator, assignmentId } = await createAgreedCampaign(ctx);
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await upload(
      new URL(`/api/creator/assignments/${assignmentId}/content`, address),
      creator.token,
      VIDEO_MB,
    );
    expect(result.status, result.body).toBe(201);
    const item = JSON.parse(result.body);
    expect(item.rounds[0].files[0]).toMatchObject({ content_type: 'video/mp4', size_bytes: VIDEO_MB * MB });
  } finally {
    clearInterval(sampler);
  }
  const growthMb = (peak - baseline) / MB;
  console.log(`[content upload] 100 MB video: peak RSS growth ${growthMb.toFixed(1)} MB`);
  expect(growthMb).toBeLessThan(40);
}, 120_000);
