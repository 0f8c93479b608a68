import { z } from 'zod';

/**
 * Every error reply carries one of these stable codes; clients decide on `code` and `field`,
 * never on message text. The HTTP status follows from the code.
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

export const errorIssueSchema = z.object({
  /** Dotted path of the field, e.g. "email" or "sortings.0.sort_by". */
  field: z.string(),
  /** The message for people, without the field name. */
  message: z.string(),
});

/** The body of every non-2xx reply, on /api and /ms alike. */
export const errorReplySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.enum(ERROR_CODES),
    /** Names the field in front ("email: ..."), as the spec's clients show it. */
    message: z.string(),
    /** The first field the error is about, when it is about a field. */
    field: z.string().optional(),
    /** Every field issue of a validation error. */
    issues: z.array(errorIssueSchema).optional(),
    /** On a 409 from a state machine: the state the resource is in now (e.g. a bid's status). */
    state: z.string().optional(),
    /**
     * The request's id, as in the `x-request-id` header and the request's log line: people quote it ("Reference")
     * when they report a failure.
     */
    request_id: z.string(),
  })
  .meta({ id: 'ErrorReply' });

export type ErrorReply = z.infer<typeof errorReplySchema>;
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

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
