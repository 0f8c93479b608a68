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
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@app/api/db/client';
import { contentFiles } from '@app/api/db/schema/content';
import { PRIVATE_FOLDER } from '@app/api/infra/storage';
import { createAgreedCampaign, streamVideoUpload } from '@app/api/test/helpers';
import { benchContext } from './app-context';
import { expectShape, expectStatus, runBench, setting, SMOKE } from './checks';
import { round } from './timing';

const MB = 1024 * 1024;
const VIDEO_MB = setting('BENCH_UPLOAD_MB', 100, 5);
const RUNS = setting('BENCH_UPLOAD_RUNS', 3, 1);
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
        answer = await streamVideoUpload(url, creator.token, {
          megabytes: VIDEO_MB,
          fields: { caption: 'Big clip @juicebrand #FreshJuice #ad', post_index: String(post) },
        });
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
