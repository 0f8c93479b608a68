/**
 * A 100 MB draft video is streamed to storage, never held whole in memory (issue 18, rule 3): the server process's
 * peak RSS growth during the upload stays well below the file's size. Sent over a real socket in 1 MB chunks from a
 * generator, so the client side holds 1 MB at a time too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAgreedCampaign, createTestContext, streamVideoUpload, type TestContext } from './helpers';

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
it('streams a 100 MB video to storage with peak RSS growth far below its size', async () => {
  const { creator, assignmentId } = await createAgreedCampaign(ctx);
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const url = new URL(`/api/creator/assignments/${assignmentId}/content`, address);
    const result = await streamVideoUpload(url, creator.token, {
      megabytes: VIDEO_MB,
      fields: { caption: 'Big clip #ad' },
    });
    expect(result.statusCode, result.body).toBe(201);
    const item = JSON.parse(result.body);
    expect(item.rounds[0].files[0]).toMatchObject({ content_type: 'video/mp4', size_bytes: VIDEO_MB * MB });
  } finally {
    clearInterval(sampler);
  }
  const growthMb = (peak - baseline) / MB;
  console.log(`[content upload] 100 MB video: peak RSS growth ${growthMb.toFixed(1)} MB`);
  expect(growthMb).toBeLessThan(40);
}, 120_000);
