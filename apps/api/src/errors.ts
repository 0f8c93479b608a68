import { ERROR_STATUS, type ErrorCode } from '@app/shared/errors';

export { ERROR_STATUS, type ErrorCode };

export interface AppErrorOptions {
  /** The field the error is about; the message then starts with "field: ". */
  field?: string;
  /** Seconds until a rate-limited caller (or a caller during an outage) may retry. */
  retryAfter?: number;
  /** On a refused state move: the state the resource is in now, so the caller can update without a reload. */
  state?: string;
  /** Every problem when there are several (a file's lines): dotted paths such as "lines.3.reach". */
  issues?: Array<{ field: string; message: string }>;
}

/** Every failure a service reports: a stable code (mapped once to an HTTP status) and a message for people. */
export class AppError extends Error {
  readonly field?: string;
  readonly retryAfter?: number;
  readonly state?: string;
  readonly issues?: Array<{ field: string; message: string }>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.field = options.field;
    this.retryAfter = options.retryAfter;
    this.state = options.state;
    this.issues = options.issues;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** An error about one field: the message names it ("email: ...") and the reply carries it as `field`. */
export function fieldError(field: string, message: string, code: ErrorCode = 'VALIDATION'): AppError {
  return new AppError(code, `${field}: ${message}`, { field });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids of uuid columns: anything else is "not found" before it reaches SQL (which would fail on it). */
export const isUuid = (value: string) => UUID.test(value);
