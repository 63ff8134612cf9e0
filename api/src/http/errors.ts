// The one place errors become HTTP responses: every error body is exactly { "error": "<message>",
// "code": "<code>" }, the code one of the contract's closed set (@whalewatch/contracts errors.ts).
import { ERRORS, errorMessage, type ErrorCode, type ErrorDetails } from '@whalewatch/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const NOT_FOUND = ERRORS.not_found.text;
export const INTERNAL_ERROR = ERRORS.internal_error.text;

/** An error meant for the client: its message is shown as is, with this status and code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** The contract's error `code`: its status and its words (composed from `details` where the contract says so). */
export function failure<C extends ErrorCode>(code: C, ...details: ErrorDetails<C>): HttpError {
  const { status } = ERRORS[code];
  return new HttpError(typeof status === 'number' ? status : status[0], errorMessage(code, ...details), code);
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: NOT_FOUND, code: 'not_found' }));

  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message, code } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) void reply.headers(error.headers);
    return reply.status(statusCode).send({ error: message, code });
  });
}

export function describe(error: unknown): { statusCode: number; message: string; code: ErrorCode } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message, code: error.code };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fallback = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.split('/').filter(Boolean).join('.') || fallback;
      return `${field}: ${issue.message}`;
    });
    return { statusCode: 400, message: problems.join('; '), code: 'invalid_request' };
  }
  // Fastify's own client errors (malformed JSON, body too large, …) carry a readable message.
  if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, message: error.message, code: 'request_failed' };
  }
  return { statusCode: 500, message: INTERNAL_ERROR, code: 'internal_error' };
}

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('FST_') &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
  );
}
