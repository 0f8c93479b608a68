/**
 * Every error reply carries one of these stable codes; clients decide on `code` and `field`, never on message text.
 * The HTTP status follows from the code. Here without the reply's schema (errors.ts re-exports this module): the
 * web's API client reads the codes and every page loads it, so this module loads no zod (issue 22).
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The status an error code is answered with. */
export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Maps an HTTP status back to the closest code (for replies that did not carry one). */
export function codeForStatus(status: number): ErrorCode {
  const exact = (Object.entries(ERROR_STATUS) as Array<[ErrorCode, number]>).find(([, s]) => s === status);
  if (exact) return exact[0];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION';
}
