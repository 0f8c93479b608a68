/** The strict copies the API validates request bodies and query strings with (plugins/strict-input.ts). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coercionIn, strictInput } from '../src/plugins/strict-input';

const unknownKeys = (result: { success: boolean; error?: z.ZodError }) =>
  (result.error?.issues ?? []).filter((issue) => issue.code === 'unrecognized_keys');

describe('strictInput', () => {
  const schema = z
    .object({
      name: z.string().trim(),
      tags: z.array(z.object({ text: z.string() })).default([]),
      block: z.discriminatedUnion('type', [
        z.object({ type: z.literal('a'), data: z.object({ x: z.number() }) }),
        z.object({ type: z.literal('b') }),
      ]),
      either: z.union([z.string(), z.object({ y: z.number() })]).optional(),
      piped: z.object({ z: z.number() }).transform((v) => v.z),
      preprocessed: z.preprocess((v) => v, z.object({ w: z.number() })).optional(),
      meta: z.record(z.string(), z.unknown()).optional(),
      loose: z.looseObject({ k: z.string() }).optional(),
      later: z.lazy(() => z.object({ q: z.string() })).optional(),
    })
    .partial({ either: true })
    .refine((v) => v.name !== 'refused', { message: 'not this name', path: ['name'] });
  const strict = strictInput(schema);
  const valid = { name: ' n ', block: { type: 'a', data: { x: 1 } }, piped: { z: 3 } };

  it('parses what the original parses, with the same output and refinements', () => {
    expect(strict.parse(valid)).toEqual(schema.parse(valid));
    expect(strict.safeParse({ ...valid, name: 'refused' }).error?.issues[0].message).toBe('not this name');
  });

  it('refuses an unknown key at any depth, through arrays, unions, pipes, preprocess and lazy', () => {
    const cases: Array<[Record<string, unknown>, Array<string | number>]> = [
      [{ ...valid, extra: 1 }, []],
      [{ ...valid, tags: [{ text: 't', colour: 'red' }] }, ['tags', 0]],
      [{ ...valid, block: { type: 'a', data: { x: 1, y: 2 } } }, ['block', 'data']],
      [{ ...valid, block: { type: 'b', data: {} } }, ['block']],
      [{ ...valid, piped: { z: 1, zz: 2 } }, ['piped']],
      [{ ...valid, preprocessed: { w: 1, ww: 2 } }, ['preprocessed']],
      [{ ...valid, later: { q: 'q', qq: 1 } }, ['later']],
    ];
    for (const [input, path] of cases) {
      expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(true);
      const issues = unknownKeys(strict.safeParse(input));
      expect(
        issues.map((issue) => issue.path),
        JSON.stringify(input),
      ).toEqual([path]);
    }
    // A union has no single place to name: the object branch refuses the key, so the value is invalid.
    expect(strict.safeParse({ ...valid, either: { y: 1, yy: 2 } }).success).toBe(false);
  });

  it('leaves records and objects that are open on purpose open, and keeps descriptions', () => {
    expect(strict.safeParse({ ...valid, meta: { any: 1 }, loose: { k: 'k', more: true } }).success).toBe(true);
    const described = z.object({ a: z.string().describe('The a') }).describe('The thing');
    const copy = strictInput(described);
    expect(z.globalRegistry.get(copy)?.description).toBe('The thing');
    expect(z.toJSONSchema(copy, { io: 'input' })).toMatchObject({
      additionalProperties: false,
      description: 'The thing',
      properties: { a: { description: 'The a' } },
    });
  });

  it('copies once: the same schema gives the same copy, a copy is its own copy, a leaf is itself', () => {
    expect(strictInput(schema)).toBe(strict);
    expect(strictInput(strict)).toBe(strict);
    const leaf = z.string().max(3);
    expect(strictInput(leaf)).toBe(leaf);
    const already = z.strictObject({ a: z.string() });
    expect(strictInput(already)).toBe(already);
  });
});

describe('coercionIn', () => {
  it('finds z.coerce and z.preprocess anywhere in a body schema, and nothing in plain numbers', () => {
    expect(coercionIn(z.object({ a: z.array(z.object({ n: z.coerce.number() })) }))).toBe('z.coerce.number()');
    expect(coercionIn(z.object({ a: z.preprocess((v) => Number(v), z.number()) }))).toBe('z.preprocess()');
    expect(coercionIn(z.object({ a: z.number().int(), b: z.string().transform(Number) }))).toBeNull();
  });
});
