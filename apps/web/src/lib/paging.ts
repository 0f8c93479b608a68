import { PAGE_SIZE_OPTIONS } from '@app/shared/creator-options';

/** The page-size selector's choices (5, 10, 20, 50), plus the screen's default when it is not one of them (25). */
export function pageSizeChoices(defaultSize: number, options: readonly number[] = PAGE_SIZE_OPTIONS): number[] {
  return [...new Set([...options, defaultSize])].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}

/** Pages needed for `total` rows, at least 1, at most `maxPages` (the API stops at page 10,000). */
export function pageCount(total: number, pageSize: number, maxPages = 10_000): number {
  if (pageSize <= 0) return 1;
  return Math.min(maxPages, Math.max(1, Math.ceil(total / pageSize)));
}

/** "Showing 26–50 of 2,000" style bounds of a page (1-based, inclusive); [0, 0] when empty. */
export function pageBounds(page: number, pageSize: number, total: number): [number, number] {
  if (total <= 0) return [0, 0];
  const first = (page - 1) * pageSize + 1;
  return [Math.min(first, total), Math.min(page * pageSize, total)];
}
