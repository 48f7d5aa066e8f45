// The compiled server as a child process in its own process group, so `kill -9` takes all of it at once.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * Starts dist/server/main.js and resolves once /healthz answers 200.
 * Its log lines (LOG_LEVEL=warn: warnings and errors only) are appended to `logFile`.
 */
export async function startServer({ root, port, env, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const server = { child, baseUrl: `http://127.0.0.1:${port}`, exited: false };
  server.exit = new Promise((resolve) => child.once('exit', resolve)).then(() => (server.exited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`the server exited during start-up (see ${logFile})`);
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stopServer(server, 'SIGKILL');
  throw new Error('the server did not answer /healthz within 60 s');
}

/** Signals the server's whole process group and waits until it has exited. */
export async function stopServer(server, signal) {
  if (server.exited) return;
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // The group is already gone.
  }
  await server.exit;
}
