/** The API names the bad field in front of its message: "email: ...", several issues joined with "; ". */

export interface FieldMessage {
  field: string | null;
  message: string;
}

const FIELD_PREFIX = /^([A-Za-z_][\w.]*):\s+(.+)$/s;

export function parseFieldMessages(message: string): FieldMessage[] {
  return message
    .split(/;\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = FIELD_PREFIX.exec(part);
      return match ? { field: match[1], message: match[2] } : { field: null, message: part };
    });
}

/** The message for people: without the field names the API puts in front. */
export function plainMessage(message: string): string {
  return parseFieldMessages(message)
    .map((part) => part.message)
    .join(' ');
}
