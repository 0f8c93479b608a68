/**
 * Percentages and two-decimal rounding, by name. Money never goes through here: it is integer minor units
 * (money.ts). The lint rule of decision 017 refuses `/ 100` and `* 100` outside money.ts, the web's lib/money.ts
 * and this file, because elsewhere they are a units bug waiting to happen; a percentage says so with these.
 */

/**
 * An en-US number format built on its first use and kept. Building one costs far more than formatting with it (ICU
 * loads its data: a compact format cost a page ~40 ms of its first render), so no module builds one as it loads.
 */
export function lazyNumberFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-US', options));
}

/**
 * Loads ICU's number data, which the first number format of a page pays for whatever its options (45-110 ms in
 * Chromium on a 2-core machine, then under 1 ms a format): called while the page waits for its data, the first
 * render that shows a figure does not pay it.
 */
export function warmNumberFormats(): void {
  new Intl.NumberFormat('en-US').format(0);
}

/** A fraction as a percentage: 0.25 -> 25. */
export function toPercent(fraction: number): number {
  return fraction * 100;
}

/** A percentage as a fraction: 25 -> 0.25. */
export function fromPercent(percent: number): number {
  return percent / 100;
}

/** Rounded to two decimals, for ratios shown with two (an engagement rate 5.8149 -> 5.81); never money. */
export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}
