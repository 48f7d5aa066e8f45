import { afterAll, beforeAll } from 'vitest';
import { startServer, type ServerOptions, type TestServer } from './server.js';
import { startUploadServer, type StorageDriver, type UploadServer } from './uploads.js';

/** Options known when the file loads, or a function for those that an earlier hook makes (a fake provider's URL). */
type Deferred<Options> = Options | (() => Options | Promise<Options>);

const resolve = async <Options>(options: Deferred<Options>): Promise<Options> =>
  typeof options === 'function' ? (options as () => Options | Promise<Options>)() : options;

/**
 * Starts a server (the app, a fake provider, an SMTP sink) in beforeAll and closes it in afterAll of the
 * calling scope (file or describe), and returns a handle that forwards to it: it can be handed to clients
 * and helpers at once, and read and set in hooks and tests. Hooks run in the order they are declared and
 * close in reverse, so a server declared later may use one declared earlier.
 */
export function useStarted<Resource extends { close(): Promise<void> }>(start: () => Promise<Resource>): Resource {
  let started: Resource | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const current = (key: string | symbol): Resource => {
    if (!started) throw new Error(`${String(key)} read outside the hooks and tests of the scope that started it`);
    return started;
  };
  return new Proxy({} as Resource, {
    get(_target, key) {
      const value: unknown = Reflect.get(current(key), key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
    set(_target, key, value) {
      return Reflect.set(current(key), key, value);
    },
  });
}

/** The real app (see startServer) for the tests of this file or describe block. */
export function useTestServer(options: Deferred<ServerOptions> = {}): TestServer {
  return useStarted(async () => startServer(await resolve(options)));
}

/** The app on the given storage driver (see startUploadServer) for the tests of this file or describe block. */
export function useUploadServer(driver: StorageDriver, env: Record<string, string> = {}): UploadServer {
  return useStarted(() => startUploadServer(driver, env));
}
