/** Values of raw (`db.execute`) query rows, which drivers answer as PostgreSQL's text forms. */

/**
 * A timestamp column as ISO text. Raw queries answer PostgreSQL's text form ("2026-05-30 06:46:29.123+00"), which
 * Date parses only on its slow legacy path (10 us a value, most of a 500-post report's time); written as ISO 8601
 * ("2026-05-30T06:46:29.123+00:00") it takes the fast one. PGlite may answer a Date already.
 */
export function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(
    String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  ).toISOString();
}
