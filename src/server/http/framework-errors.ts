import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { browserLocale, localizeMessage, rawRequestLocale } from './locale.js';
import { PERMISSIONS_POLICY } from './security-headers.js';
import { SERVER_MESSAGES } from './server-messages.js';

/** Fastify answers these before any hook runs, so security-headers.ts never adds its own: a strict set stands in for a JSON error. */
export const ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'permissions-policy': PERMISSIONS_POLICY,
  'cache-control': 'no-store',
};

/**
 * Fastify's `frameworkErrors`: a malformed URL (400) or an over-long route parameter (414)
 * answered in the JSON envelope, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  // Answered before any hook (so before http/locale.ts): put into the browser's language here.
  const message = localizeMessage(browserLocale(request), status >= 500 ? MESSAGES.serverError : SERVER_MESSAGES.addressInvalid);
  void reply.status(status).headers(ERROR_HEADERS).send({ success: false, message });
}

/** Node's HTTP parser errors Fastify passes on: the status each answers with. */
const CLIENT_ERROR_STATUS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', SERVER_MESSAGES.notHttp],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', SERVER_MESSAGES.requestTooSlow],
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (headers too large, a broken
 * request line) is answered on the raw socket, before any route or hook, so the security headers
 * and the JSON envelope are written here, in the language the bytes Node read ask for.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, text] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request', SERVER_MESSAGES.notHttp];
  // Node hands on a Buffer (Fastify's types say its JSON form).
  const message = localizeMessage(rawRequestLocale(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined), text);
  const body = JSON.stringify({ success: false, message });
  const headers = Object.entries({
    ...ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`);
  socket.destroy(error);
}
