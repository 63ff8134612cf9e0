// The one place errors become HTTP responses: every error body is exactly { "error": "<message>" }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const NOT_FOUND = 'Not found';
export const INTERNAL_ERROR = 'Internal server error';

export const errorBody = z.object({ error: z.string() });

/** An error meant for the client: its message is shown as is, with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable machine-readable code (Supabase's error codes on the auth routes). */
    readonly code = 'request_failed',
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: NOT_FOUND }));

  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message } = describe(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof HttpError) void reply.headers(error.headers);
    return reply.status(statusCode).send({ error: message });
  });
}

export function describe(error: unknown): { statusCode: number; message: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fallback = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const field = issue.instancePath.split('/').filter(Boolean).join('.') || fallback;
      return `${field}: ${issue.message}`;
    });
    return { statusCode: 400, message: problems.join('; ') };
  }
  // Fastify's own client errors (malformed JSON, body too large, …) carry a readable message.
  if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, message: error.message };
  }
  return { statusCode: 500, message: INTERNAL_ERROR };
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
