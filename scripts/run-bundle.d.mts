/** Types of run-bundle.mjs for the TypeScript tests that import it. */
export function codeCacheOf(bundle: string): string;
export function runBundle(bundle: string, hash: string): { cached: boolean };
