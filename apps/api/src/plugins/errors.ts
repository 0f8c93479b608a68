import { MoneyError } from '@app/shared/money';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { codeForStatus, type ErrorCode, type ErrorIssue, type ErrorReply } from '@app/shared/errors';
import { AppError, ERROR_STATUS } from '../errors';
import type { ErrorReporter } from '../infra/error-reporting';
import { REQUEST_ID_HEADER } from './request-id';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

function send(
  response: FastifyReply,
  code: ErrorCode,
  message: string,
  extra: { field?: string; issues?: ErrorIssue[]; state?: string } = {},
) {
  const statusCode = ERROR_STATUS[code];
  const requestId = response.request.id;
  const body: ErrorReply = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...extra,
    request_id: requestId,
  };
  return response.code(statusCode).header(REQUEST_ID_HEADER, requestId).send(body);
}

export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

/**
 * Field issues of a schema validation error: "email" -> "Enter a valid e-mail address". A key the
 * schema does not know (zod's `unrecognized_keys`, from the strict request schemas) is one issue per
 * key, named by its own dotted path: "tasks.0.colour: Unknown field".
 */
function validationIssues(
  error: { validation: Array<{ instancePath: string; message?: string; keyword?: string; params?: unknown }> },
  context?: string,
): ErrorIssue[] {
  return error.validation.flatMap((issue) => {
    const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0)
      return keys.map((key) => ({ field: at ? `${at}.${String(key)}` : String(key), message: UNKNOWN_FIELD_MESSAGE }));
    return [{ field: at || context || 'body', message: issue.message ?? 'is invalid' }];
  });
}

/** Fastify's own 4xx errors (body parser, multipart, content type) by their error codes. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; field: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION', field: 'body', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION',
    field: 'body',
    message: 'The request body is empty; send a JSON object',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', field: 'body', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    field: 'body',
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION',
    field: 'body',
    message: 'The Content-Length does not match the body',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    field: 'file',
    message: 'Send the file as multipart/form-data',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', field: 'file', message: 'The file is too large' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', field: 'file', message: 'Too many parts in the upload' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', field: 'file', message: 'Send one file per request' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', field: 'body', message: 'Too many fields in the upload' },
  FST_PROTO_VIOLATION: { code: 'VALIDATION', field: 'body', message: 'The request body is not allowed' },
};

/** Messages (any case) in which the drivers say the connection is lost or cannot be made. */
const CONNECTION_LOST = [
  'connection terminated',
  'terminating connection',
  'timeout exceeded when trying to connect',
  'client has encountered a connection error',
  'the database system is starting up',
  'the database system is shutting down',
];

/** Node's database drivers say "the server is gone" in these ways; such a request gets 503, not 500. */
export function isDatabaseOutage(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 08xxx connection exceptions, 53300 too many
    // connections
    if (/^(57P0[123]|08\d{3}|53300)$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
    const message = typeof e.message === 'string' ? e.message.toLowerCase() : '';
    if (CONNECTION_LOST.some((phrase) => message.includes(phrase))) return true;
  }
  return false;
}

export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler: every non-2xx reply is {statusCode, error, code, message, field?, issues?, request_id}; 5xx
 * details stay in the log and go to error reporting (when on), tagged with the request id; a 4xx is the caller's
 * input and is not reported.
 */
export function registerErrorHandling(app: FastifyInstance, reporter?: ErrorReporter): void {
  const report = (error: unknown, request: FastifyRequest) =>
    reporter?.capture(error, { requestId: request.id, method: request.method, route: request.routeOptions.url });
  app.setErrorHandler((error: FastifyError | AppError, request, response) => {
    if (error instanceof AppError) {
      // A service that says INTERNAL found something that should not be (a stored file missing): worth a report.
      if (error.code === 'INTERNAL') report(error, request);
      if (error.retryAfter) response.header('Retry-After', String(error.retryAfter));
      return send(response, error.code, error.message, {
        ...(error.field ? { field: error.field } : {}),
        ...(error.state ? { state: error.state } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    // A money rule refused an amount (too large, too precise): the caller's input, named by its field.
    if (error instanceof MoneyError)
      return send(response, 'VALIDATION', `${error.field}: ${error.message}`, { field: error.field });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error, error.validationContext);
      return send(response, 'VALIDATION', issues.map((i) => `${i.field}: ${i.message}`).join('; '), {
        field: issues[0]?.field,
        issues,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      report(error, request);
      return send(response, 'INTERNAL', INTERNAL_MESSAGE);
    }
    if (isDatabaseOutage(error)) {
      // Not reported: an outage answers every request alike; the readiness check and the metrics tell of it.
      request.log.warn({ err: error }, 'database unavailable');
      response.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return send(response, 'UNAVAILABLE', 'The service is briefly unavailable. Please try again in a few seconds.');
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(response, known.code, `${known.field}: ${known.message}`, { field: known.field });
    if (error instanceof SyntaxError)
      return send(response, 'VALIDATION', 'body: The request body is not valid JSON', { field: 'body' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(response, codeForStatus(status), error.message);
    request.log.error({ err: error }, 'unhandled error');
    report(error, request);
    return send(response, 'INTERNAL', INTERNAL_MESSAGE);
  });
}
