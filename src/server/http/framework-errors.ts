import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/api.js';

/** Fastify answers these before any hook runs, so helmet never adds its headers: a strict set stands in for a JSON error. */
const ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Fastify's `frameworkErrors`: a malformed URL (400) or an over-long route parameter (414)
 * answered in the JSON envelope, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const message = status >= 500 ? MESSAGES.serverError : 'This address is not valid.';
  void reply.status(status).headers(ERROR_HEADERS).send({ success: false, message });
}
