// The compiled server as a child process in its own process group, so `kill -9` takes all of it at once.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * Spawns `command` in its own process group, its output appended to `logFile`, and resolves once
 * `baseUrl`/healthz answers 200; `stop` runs if it does not within `timeoutMs`.
 */
export async function spawnUntilHealthy({ name, command, args, options, baseUrl, logFile, timeoutMs, stop }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', log, log], detached: true });
  const started = { child, baseUrl, exited: false };
  started.exit = new Promise((resolve) => child.once('exit', resolve)).then(() => (started.exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.exited) throw new Error(`${name} exited during start-up (see ${logFile})`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop(started);
  throw new Error(`${name} did not answer /healthz within ${timeoutMs / 1000} s`);
}

/**
 * Starts dist/server/main.js and resolves once /healthz answers 200.
 * Its log lines (LOG_LEVEL=warn: warnings and errors only) are appended to `logFile`.
 */
export function startServer({ root, port, env, logFile }) {
  return spawnUntilHealthy({
    name: 'the server',
    command: process.execPath,
    args: ['dist/server/main.js'],
    options: { cwd: root, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' } },
    baseUrl: `http://127.0.0.1:${port}`,
    logFile,
    timeoutMs: 60_000,
    stop: (server) => stopServer(server, 'SIGKILL'),
  });
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
