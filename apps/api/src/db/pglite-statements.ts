/**
 * Prepared statements for the embedded database (decision 031). PGlite's `query()` parses, analyses and plans every
 * statement anew, in WebAssembly: for the heavier reads (a five-table join, the campaign lists' union) that costs
 * 1-2.5 ms a call, several times their execution. A statement text seen a second time outside a transaction is
 * PREPAREd once and from then on EXECUTEd with its values as literals, so PostgreSQL keeps the analysed statement
 * and, where its generic plan costs no more than a custom one, the plan too (as node-postgres's named statements do
 * on a server). Values are turned into text exactly as `query()` would bind them (PGlite's serializer for the
 * parameter's type, else `toString()`), then quoted.
 */
import { createHash } from 'node:crypto';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/** Statements kept prepared at once; the least recently used one is deallocated beyond it. */
export const PREPARED_LIMIT = 300;
/** Texts counted while waiting for their second sighting; the count restarts beyond it. */
const SIGHTINGS_LIMIT = 5_000;
const INVALID_STATEMENT_NAME = '26000';
const PREPARABLE = /^[\s(]*(select|with|insert|update|delete)\b/i;

type Prepared = { name: string; types: number[] };
type Query = PGlite['query'];

/** Makes `client.query` use prepared statements for repeated texts (transactions keep their own `query`). */
export function preparePgliteStatements(client: PGlite, limit = PREPARED_LIMIT): void {
  const query = client.query.bind(client) as Query;
  const prepared = new Map<string, Promise<Prepared>>();
  const sightings = new Map<string, number>();

  const prepare = (text: string): Promise<Prepared> => {
    const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    const made = (async () => {
      await query(`prepare ${name} as ${text}`);
      const { rows } = await query<{ types: number[] }>(
        'select parameter_types::oid[]::int[] as types from pg_prepared_statements where name = $1',
        [name],
      );
      return { name, types: rows[0]?.types ?? [] };
    })();
    // A text that cannot be prepared is left to query() (which reports its error as it always did).
    made.catch(() => prepared.delete(text));
    return made;
  };

  const preparedFor = (text: string): Promise<Prepared> | null => {
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known); // most recently used last
      return known;
    }
    const seen = (sightings.get(text) ?? 0) + 1;
    if (seen < 2) {
      if (sightings.size >= SIGHTINGS_LIMIT) sightings.clear();
      sightings.set(text, seen);
      return null;
    }
    sightings.delete(text);
    const made = prepare(text);
    prepared.set(text, made);
    if (prepared.size > limit) evictOldest();
    return made;
  };

  const evictOldest = () => {
    const [text, oldest] = prepared.entries().next().value as [string, Promise<Prepared>];
    prepared.delete(text);
    void oldest.then(({ name }) => query(`deallocate ${name}`)).catch(() => undefined);
  };

  const literal = (value: unknown, type: number, options?: QueryOptions): string => {
    if (value === null || value === undefined) return 'null';
    const serialize = options?.serializers?.[type] ?? client.serializers[type];
    const text = serialize ? serialize(value) : String(value);
    return `'${text.replace(/'/g, "''")}'`;
  };

  client.query = async function preparedQuery<T>(text: string, params?: unknown[], options?: QueryOptions) {
    const entry = options?.paramTypes || options?.blob || !PREPARABLE.test(text) ? null : preparedFor(text);
    const statement = entry ? await entry.catch(() => null) : null;
    if (!statement || (params?.length ?? 0) !== statement.types.length) return query<T>(text, params, options);
    const values = (params ?? []).map((value, i) => literal(value, statement.types[i], options));
    const call = values.length ? `execute ${statement.name}(${values.join(', ')})` : `execute ${statement.name}`;
    try {
      return await query<T>(call, [], options);
    } catch (error) {
      // Deallocated meanwhile (evicted while this call waited): run it as it came.
      if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME) throw error;
      prepared.delete(text);
      return query<T>(text, params, options);
    }
  } as Query;
}
