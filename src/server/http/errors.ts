import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES, type ApiFailure, type FieldErrors } from '../../shared/api.js';

/** An error whose status and message are safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(422, MESSAGES.validation, errors);
}

export function toFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The single error handler of STYLE.md: 422 map, safe 4xx, opaque 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    let status: number;
    let body: ApiFailure;
    if (error instanceof ZodError) {
      status = 422;
      body = { success: false, message: MESSAGES.validation, errors: toFieldErrors(error) };
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      body = { success: false, message: error.message, ...(error.errors && { errors: error.errors }) };
      reply.headers(error.headers);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type).
      status = error.statusCode;
      body = { success: false, message: status === 429 ? MESSAGES.tooManyRequests : error.message };
    } else {
      status = 500;
      body = { success: false, message: MESSAGES.serverError };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
