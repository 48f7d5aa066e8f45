import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ERROR_HEADERS } from './framework-errors.js';
import { headersLocale, localizeMessage } from './locale.js';
import { SERVER_MESSAGES } from './server-messages.js';

/** The whole request, 25 MB deck included, must arrive within this (45 KB/s, a weak 3G upload, fits). */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
/** A connection with no bytes either way for this long is closed (longer than keep-alive's 72 s). */
export const CONNECTION_TIMEOUT_MS = 2 * 60_000;
/** A body that brings less than BODY_MIN_PROGRESS_BYTES in this long has stopped arriving. */
export const BODY_TIMEOUT_MS = 10_000;
const BODY_MIN_PROGRESS_BYTES = 1024;

export interface RequestTimeouts {
  requestMs: number;
  connectionMs: number;
  bodyMs: number;
}

/** Fastify's options for Node's own limits: the whole request (answered 408) and idle sockets (closed). */
export function serverTimeoutOptions(timeouts: RequestTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    http: {
      // Node checks these limits this often (30 s by default, too coarse for short ones); headers must fit within the request's.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, timeouts.requestMs / 10)),
      headersTimeout: Math.min(60_000, timeouts.requestMs),
    },
  };
}

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** 408 in the visitor's language, then the connection goes: a stalled body is never read to its end. */
function cut(request: IncomingMessage, response: ServerResponse): void {
  const { socket } = request;
  if (response.headersSent) {
    socket.destroy();
    return;
  }
  const message = localizeMessage(headersLocale(request.headers.cookie, request.headers['accept-language']), SERVER_MESSAGES.bodyTooSlow);
  const body = JSON.stringify({ success: false, message });
  response.writeHead(408, {
    ...ERROR_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body, () => socket.destroy());
}

/**
 * Node's requestTimeout bounds a whole request, which must be long for a slow 25 MB upload; a client
 * trickling a byte every few seconds would hold a connection that long. So each BODY_TIMEOUT_MS of a
 * body must bring at least 1 KiB (or the rest of it), whether or not the app has answered already.
 * Bytes waiting unread mean the app is the slow side, and never count against the client.
 */
export function cutStalledBodies(server: Server, bodyMs: number): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request) || request.complete) return;
    const { socket } = request;
    let bytesSeen = socket.bytesRead;
    const watch = setInterval(() => {
      const arrived = socket.bytesRead - bytesSeen;
      bytesSeen = socket.bytesRead;
      if (request.complete || socket.destroyed) stop();
      else if (arrived < BODY_MIN_PROGRESS_BYTES && request.readableLength === 0) {
        stop();
        cut(request, response);
      }
    }, bodyMs);
    watch.unref();
    // A keep-alive socket carries many requests: each watch lets go of it as soon as its body is in.
    function stop() {
      clearInterval(watch);
      socket.off('close', stop);
      request.off('end', stop);
    }
    socket.once('close', stop);
    request.once('end', stop);
  });
}
