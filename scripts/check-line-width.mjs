#!/usr/bin/env node
/**
 * Fails on a hand-written source line over 120 characters. Prettier wraps code at 120 but leaves long
 * comments, strings and template literals alone; this check covers them. Generated files are skipped.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX = 120;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const GENERATED = [/\.gen\.ts$/, /^apps\/api\/drizzle\//, /(^|\/)dist\//];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));

const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    if (line.length > MAX) long.push(`${file}:${index + 1}: ${line.length} characters`);
  });
}

if (long.length) {
  console.error(`${long.length} line(s) over ${MAX} characters (wrap the comment or split the string):`);
  console.error(long.join('\n'));
  process.exit(1);
}
console.log(`Line width: ${files.length} files, none over ${MAX} characters.`);
