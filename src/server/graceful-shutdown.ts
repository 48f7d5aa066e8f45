import type { Server } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long a shutdown waits for requests in flight (SHUTDOWN_TIMEOUT_MS overrides it). */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Lets a closing app finish its requests in flight without waiting on their connections.
 * `app.close()` stops accepting connections and closes the idle keep-alive ones, but a
 * connection whose request is still running would stay open for the whole keep-alive timeout
 * after its answer: answers sent while closing say `Connection: close`, and each one that
 * finishes closes whatever went idle (a streamed answer's headers left before the close).
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // Callback-style: these run on every answer, and an async hook costs each one a promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (isClosing) app.server.closeIdleConnections();
    done();
  });
}

/** Resolves once the server has closed its listening socket (Fastify does it a tick or two into `close()`), or `closed` settled. */
async function stoppedListening(server: Server, closed: Promise<unknown>): Promise<void> {
  let isSettled = false;
  void closed.finally(() => (isSettled = true)).catch(() => undefined);
  while (server.listening && !isSettled) await nextTurn();
}

/**
 * SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (at most
 * `timeoutMs`), close the database and storage (the app's onClose hooks), exit 0. Past the
 * timeout, or on a second signal, it exits 1 at once, saying why.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let isShuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) {
      app.log.error(`${signal} during shutdown: exiting without waiting for requests in flight`);
      process.exit(1);
    }
    isShuttingDown = true;
    app.log.info(`${signal}: shutting down, waiting up to ${timeoutMs} ms for requests in flight`);
    setTimeout(() => {
      app.log.error(`shutdown: requests still in flight after ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS), exiting without them`);
      process.exit(1);
    }, timeoutMs);
    const closed = app.close();
    await stoppedListening(app.server, closed);
    app.log.info('shutdown: no longer accepting connections');
    try {
      await closed;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('shutdown complete');
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutDown(signal));
}
