/** Types of build-stamp.mjs for the TypeScript tests that import it. */
export const ROOT: string;
export interface StampState {
  hash: string;
  fingerprint: string;
}
export function checkStamp(
  stampFile: string,
  output: string,
  paths: string[],
  extra?: string[],
  root?: string,
): { current: boolean; state: StampState };
export function writeStamp(stampFile: string, state: StampState): void;
