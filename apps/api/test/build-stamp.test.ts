/**
 * `npm start`'s build check (scripts/build-stamp.mjs, decision 011): the content hash decides whether a build is
 * current; unchanged sizes and modification times answer without reading (issue 22's restart).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStamp, writeStamp } from '../../../scripts/build-stamp.mjs';

let root: string;
let stamp: string;
let output: string;
const inputs = ['src', 'package.json'];
const check = (extra: string[] = []) => checkStamp(stamp, output, inputs, extra, root);
const stored = () => JSON.parse(readFileSync(stamp, 'utf8')) as { hash: string; fingerprint: string };

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'creatorhub-stamp-'));
  mkdirSync(path.join(root, 'src/node_modules'), { recursive: true });
  mkdirSync(path.join(root, 'dist'));
  writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'src/node_modules/ignored.js'), 'x');
  writeFileSync(path.join(root, 'package.json'), '{}\n');
  output = path.join(root, 'dist/out.js');
  stamp = path.join(root, 'dist/.build-stamp');
  writeFileSync(output, 'built');
  writeStamp(stamp, check().state);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('is current for the inputs it was written for, and not when a file, a new file or an extra changes', () => {
    expect(check().current).toBe(true);
    expect(check(['VITE_X=1']).current).toBe(false);
    writeFileSync(path.join(root, 'src/b.ts'), 'export const b = 2;\n');
    expect(check().current).toBe(false);
    rmSync(path.join(root, 'src/b.ts'));
    expect(check().current).toBe(true);
    writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 2;\n');
    expect(check().current).toBe(false);
  });

  it('ignores node_modules under an input folder, and is not current once its output is gone', () => {
    writeFileSync(path.join(root, 'src/node_modules/ignored.js'), 'changed');
    expect(check().current).toBe(true);
    rmSync(output);
    expect(check().current).toBe(false);
  });

  it('stays current when a file is touched without a change, and records the new times', () => {
    const before = stored();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/a.ts'), later, later);
    const result = check();
    expect(result.current).toBe(true);
    expect(stored().hash).toBe(before.hash);
    expect(stored().fingerprint).not.toBe(before.fingerprint);
    expect(stored().fingerprint).toBe(result.state.fingerprint);
  });

  it('answers from sizes and times alone when they are as recorded (the content is not read)', () => {
    // Same size, same times, other content: only a read would see it; the check must not have read.
    const file = path.join(root, 'src/a.ts');
    const fixed = new Date(1_700_000_000_000);
    utimesSync(file, fixed, fixed);
    writeStamp(stamp, check().state);
    writeFileSync(file, 'export const a = 9;\n');
    utimesSync(file, fixed, fixed);
    expect(check().current).toBe(true);
  });
});
