import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export * from './error-codes';

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
