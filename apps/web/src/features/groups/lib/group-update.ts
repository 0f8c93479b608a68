/**
 * Spec section 5: empty values are removed from group updates, and engagement rates of 0 too.
 * Text is trimmed first, so "   " counts as empty.
 */
export function removeEmptyValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, raw] of Object.entries(values) as [keyof T & string, unknown][]) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key.endsWith('engagement_rate') && value === 0) continue;
    out[key] = value as T[typeof key];
  }
  return out;
}

export interface GroupChanges {
  name?: string | null;
  description?: string | null;
}

/**
 * The PATCH /merchant/influencer_groups/{id} body: only the fields that hold something and differ
 * from the group as it is. Null when there is nothing to send.
 */
export function groupUpdateBody(
  changes: GroupChanges,
  current?: { name: string; description: string | null },
): { name?: string; description?: string } | null {
  const body = removeEmptyValues({ name: changes.name, description: changes.description }) as {
    name?: string;
    description?: string;
  };
  if (current) {
    if (body.name === current.name) delete body.name;
    if (body.description === (current.description ?? '')) delete body.description;
  }
  return Object.keys(body).length ? body : null;
}

/** A group share code as typed: trimmed, upper-case, without spaces or dashes ("ab3d-ef7h" -> "AB3DEF7H"). */
export function normaliseGroupCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}
