import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready, then again `intervalMs` after each run ends (so two never
 * overlap), until the app closes; closing waits for a run in progress. A failed run is logged by
 * `onError` and the next one comes as planned.
 */
export function repeatWhileOpen(
  app: FastifyInstance,
  task: () => Promise<void>,
  { intervalMs, onError }: { intervalMs: number; onError: (error: unknown) => void },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let isClosed = false;
  const run = () => {
    running = task()
      .catch(onError)
      .finally(() => {
        if (!isClosed) timer = setTimeout(run, intervalMs).unref();
      });
  };
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    isClosed = true;
    clearTimeout(timer);
    await running;
  });
}
