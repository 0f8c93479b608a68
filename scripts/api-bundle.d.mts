/** Types of api-bundle.mjs for the TypeScript tests that import it. */
export const SERVER_BUNDLE: string;
export function ensureApiBundle(options?: { force?: boolean }): Promise<{ bundled: boolean; hash: string }>;
