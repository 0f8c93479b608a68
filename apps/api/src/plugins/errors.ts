import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { AppError } from '../errors';

function reply(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Names the field: "email: Enter a valid e-mail address". */
function validationMessage(error: { validation: Array<{ instancePath: string; message?: string }> }, context?: string): string {
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field || context || 'body'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** One error handler: every non-2xx reply is {statusCode, error, message}; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, response) => {
    if (error instanceof AppError) {
      if (error.retryAfter) response.header('Retry-After', String(error.retryAfter));
      return response.code(error.statusCode).send(reply(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return response.code(400).send(reply(400, validationMessage(error, error.validationContext)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return response.code(500).send(reply(500, 'Something went wrong on our side. Please try again later.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'body: The request body is not valid JSON'
        : error.message;
      return response.code(status).send(reply(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return response.code(500).send(reply(500, 'Something went wrong on our side. Please try again later.'));
  });
}
