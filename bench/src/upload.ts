/**
 * Draft video upload benchmark (issue 18): a 100 MB video (5 MB in the smoke mode) streamed as a multipart body in
 * 1 MB chunks over a real socket to `POST /api/creator/assignments/{id}/content`, as
 * apps/api/test/content-upload-memory.test.ts does, three times (one post each; once in the smoke mode). Figures:
 * the process's RSS before each upload (after a collection), its peak growth during the upload (sampled every
 * 10 ms), and the upload's MB/s from the first byte sent to the answer. The API and the sender share this process
 * (the sender holds one 1 MB chunk at a time), as in the test. Every answer must be 201 with the video's size, and
 * the stored file must have exactly that size. A temporary UPLOAD_DIR, deleted afterwards. Run with --expose-gc
 * (npm run bench does). Prints one JSON document.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@app/api/db/client';
import { contentFiles } from '@app/api/db/schema/content';
import { PRIVATE_FOLDER } from '@app/api/infra/storage';
import { createAgreedCampaign } from '@app/api/test/helpers';
import { benchContext } from './app-context';
import { expectShape, expectStatus, runBench, setting, SMOKE } from './checks';
import { round } from './timing';

const MB = 1024 * 1024;
const VIDEO_MB = setting('BENCH_UPLOAD_MB', 100, 5);
const RUNS = setting('BENCH_UPLOAD_RUNS', 3, 1);
const BOUNDARY = '----creatorhub-bench-upload';

/** Sends the multipart body a chunk at a time, waiting for each to drain; the answer's status and body. */
function upload(url: URL, token: string, totalMb: number, postIndex: number) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nBig clip @juicebrand #FreshJuice #ad\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="post_index"\r\n\r\n${postIndex}\r\n` +
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
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + totalMb * MB + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (d: string) => (body += d));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
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

async function main() {
  const gc = (globalThis as { gc?: () => void }).gc;
  expectShape('setup', typeof gc === 'function', 'run with node --expose-gc (npm run bench:upload does)');
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-bench-upload-'));
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const ctx = await benchContext(database, {
    UPLOAD_DIR: uploadDir,
    VIDEO_MAX_MB: String(Math.max(200, VIDEO_MB)),
  });
  try {
    const { creator, assignmentId } = await createAgreedCampaign(ctx, { posts: RUNS });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL(`/api/creator/assignments/${assignmentId}/content`, address);
    const runs = [];
    for (let post = 1; post <= RUNS; post += 1) {
      gc!();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const started = performance.now();
      let answer;
      try {
        answer = await upload(url, creator.token, VIDEO_MB, post);
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - started) / 1000;
      peak = Math.max(peak, process.memoryUsage().rss);
      const item = expectStatus<{ post_index: number; rounds: Array<{ files: Array<Record<string, unknown>> }> }>(
        `upload ${post}`,
        answer,
        201,
      );
      const file = item.rounds?.[0]?.files?.[0];
      expectShape(
        `upload ${post}`,
        item.post_index === post && file?.content_type === 'video/mp4' && file?.size_bytes === VIDEO_MB * MB,
        `post ${item.post_index}, file ${JSON.stringify(file)}`,
      );
      const [stored] = await database.db
        .select({ key: contentFiles.storageKey })
        .from(contentFiles)
        .where(eq(contentFiles.id, String(file.id)));
      const size = statSync(path.join(uploadDir, PRIVATE_FOLDER, stored.key)).size;
      expectShape(`upload ${post}`, size === VIDEO_MB * MB, `stored ${size} bytes, not ${VIDEO_MB * MB}`);
      runs.push({
        baseline_rss_mb: round(baseline / MB),
        peak_rss_growth_mb: round((peak - baseline) / MB),
        seconds: round(seconds),
        mb_per_second: round(VIDEO_MB / seconds),
      });
    }
    const rates = runs.map((r) => r.mb_per_second).sort((a, b) => a - b);
    console.log(
      JSON.stringify(
        {
          benchmark: 'content-upload',
          smoke: SMOKE,
          video_mb: VIDEO_MB,
          chunk_mb: 1,
          runs,
          baseline_rss_mb: runs[0].baseline_rss_mb,
          max_peak_rss_growth_mb: Math.max(...runs.map((r) => r.peak_rss_growth_mb)),
          median_mb_per_second: rates[Math.floor(rates.length / 2)],
        },
        null,
        2,
      ),
    );
  } finally {
    await ctx.close();
    await database.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

await runBench(main);
