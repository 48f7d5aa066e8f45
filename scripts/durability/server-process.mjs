// The compiled server as a child process in its own process group, so `kill -9` takes all of it at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Compiles dist/server when it is missing or older than any server or shared source file. */
export function ensureCompiledServer(root) {
  const entry = path.join(root, 'dist/server/main.js');
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const isStale = ['src/server', 'src/shared'].some((folder) =>
    readdirSync(path.join(root, folder), { recursive: true }).some(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && statSync(path.join(root, folder, file)).mtimeMs > builtAt,
    ),
  );
  if (!isStale) return;
  console.log('dist/server is missing or older than src: compiling the server…');
  const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('compiling the server failed');
}

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

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
