/** CSV for downloads: one field quoted when it must be, and defused for spreadsheets. */

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of fields. */
export function csvLine(values: ReadonlyArray<string | number | null>): string {
  return `${values.map((v) => csvField(v === null ? '' : String(v))).join(',')}\n`;
}
