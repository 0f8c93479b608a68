import { fromPercent, roundTo2 } from '@app/shared/numbers';

/** Percentiles of repeated in-process calls: warm-up first, then `runs` timed samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fromPercent(p) * sorted.length) - 1)];
}

export const round = roundTo2;

export async function timeCalls(
  request: () => Promise<unknown>,
  runs: number,
  warmup = 3,
): Promise<{ p50_ms: number; p95_ms: number }> {
  for (let i = 0; i < warmup; i += 1) await request();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await request();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50_ms: round(percentile(samples, 50)), p95_ms: round(percentile(samples, 95)) };
}
