// What the benchmarks share: fresh builds, starting compiled servers in their own process groups,
// stopping every one of them whatever happens, and logging a founder in the way the browser does.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const running = new Set();

// Production mode as deployed, request logs on (LOG_LEVEL=info, into DATA_DIR/server.log); COOKIE_SECURE=false
// because the load runs over plain HTTP; every founder of the load registers from 127.0.0.1, past the
// 10 registrations an address may make in an hour.
export const PRODUCTION_ENV = { NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'info', LIMIT_REGISTRATIONS_PER_IP: '100000' };

/** The compiled app as `npm start` runs it, on a fresh SQLite DATA_DIR: spread into startServer's options. */
export const appServer = { name: 'app', script: 'dist/server/main.js', readyPath: '/healthz', env: PRODUCTION_ENV, tempDataDir: true };

/** The same app serving the web build in `webRoot` (test/e2e/serve.mjs), so nothing is written into dist/web. */
export const webAppServer = (webRoot) => ({
  ...appServer,
  name: 'web',
  script: 'test/e2e/serve.mjs',
  env: { ...PRODUCTION_ENV, E2E_WEB_ROOT: webRoot },
});

/**
 * Starts `node <script>` on a free port (PORT and HOST set; DATA_DIR a fresh temp folder when
 * `tempDataDir`, filled first by `prepareDataDir(dir)` when given, e.g. with a seeded database)
 * and waits until `readyPath` answers 2xx. `portVariable` names the port's variable; `nodeArgs` go before the script.
 */
export async function startServer({
  name,
  script,
  env = {},
  readyPath,
  tempDataDir = false,
  prepareDataDir,
  portVariable = 'PORT',
  nodeArgs = [],
}) {
  const port = await freePort();
  const dataDir = tempDataDir ? mkdtempSync(path.join(tmpdir(), 'fd-bench-')) : undefined;
  if (dataDir) prepareDataDir?.(dataDir);
  const serverEnv = { ...process.env, ...env, [portVariable]: String(port), HOST: '127.0.0.1', ...(dataDir && { DATA_DIR: dataDir }) };
  // A temp DATA_DIR means its SQLite database, whatever database the caller's shell points at.
  if (dataDir) delete serverEnv.DATABASE_URL;
  // The log goes to a file, as a deployed server's goes to the journal: its cost is part of the figures.
  const log = dataDir ? openSync(path.join(dataDir, 'server.log'), 'a') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', log, 'inherit'],
    detached: true, // its own process group, so stopping it stops anything it spawned
  });
  if (typeof log === 'number') closeSync(log); // the child holds its own copy
  const server = { name, child, dataDir, port, baseUrl: `http://127.0.0.1:${port}`, exited: false };
  child.once('exit', () => (server.exited = true));
  running.add(server);
  try {
    await waitUntilReady(server, readyPath);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

async function waitUntilReady(server, readyPath) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`${server.name} server exited during start-up`);
    try {
      if ((await fetch(server.baseUrl + readyPath)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} server did not answer ${readyPath} within 30 s`);
}

function signalGroup(server, signal) {
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export async function stopServer(server) {
  running.delete(server);
  if (!server.exited) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    signalGroup(server, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(server, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
}

export async function stopAllServers() {
  await Promise.all([...running].map(stopServer));
}

// Last resort when the bench itself dies (a crash, a closed stdout): never leave a server behind.
process.once('exit', () => {
  for (const server of running) {
    signalGroup(server, 'SIGKILL');
    if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/**
 * The fake OpenAI-compatible provider (test/e2e/fake-ai-server.mjs, with `providerEnv`) and the app
 * using it (with `appEnv`), each pushed onto `servers` as it starts so the caller stops both.
 */
export async function startAppWithFakeAi(servers, { providerEnv = {}, appEnv = {} } = {}) {
  const provider = await startServer({
    name: 'fake AI provider',
    script: 'test/e2e/fake-ai-server.mjs',
    portVariable: 'FAKE_AI_PORT',
    env: providerEnv,
    readyPath: '/healthz',
  });
  servers.push(provider);
  const app = await startServer({
    ...appServer,
    env: {
      ...appServer.env,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `${provider.baseUrl}/v1`,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'bench-key',
      ...appEnv,
    },
  });
  servers.push(app);
  return { provider, app };
}

/** Ctrl-C or a kill stops every server before the bench exits. */
export function stopAllServersOnSignal() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => void stopAllServers().then(() => process.exit(130)));
  }
}

export function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]);
}

/** A `cookie` header's pairs as Playwright cookies for `url`: a browser context logged in as that request. */
export function browserCookies(cookie, url) {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/**
 * Posts `body` to an auth route as a fresh browser would (session → CSRF token → post) and returns
 * the headers of the browser it logged in: its cookies and its (rotated) X-CSRF-Token.
 */
async function authenticatedHeaders(baseUrl, authPath, body, expectedStatus) {
  const session = await fetch(`${baseUrl}/api/auth/session`);
  const csrfCookies = cookiesOf(session);
  const { data } = await session.json();
  const answer = await fetch(baseUrl + authPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrf_token, cookie: csrfCookies.join('; ') },
    body: JSON.stringify(body),
  });
  if (answer.status !== expectedStatus) throw new Error(`${authPath} answered ${answer.status}: ${await answer.text()}`);
  const cookies = new Map([...csrfCookies, ...cookiesOf(answer)].map((cookie) => [cookie.split('=')[0], cookie]));
  const { data: after } = await answer.json();
  return { cookie: [...cookies.values()].join('; '), 'x-csrf-token': after?.csrf_token ?? data.csrf_token };
}

/** POSTs JSON to `app` with `headers` (a session's); its `data`, or an error naming the route and the answer. */
export async function postJson(app, headers, path, body) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

/** Registers a new founder and returns the headers of a logged-in, CSRF-carrying request. */
export function loggedInHeaders(baseUrl) {
  return authenticatedHeaders(
    baseUrl,
    '/api/auth/register',
    {
      first_name: 'Bench',
      last_name: 'Mark',
      email: `bench-${randomUUID()}@example.com`,
      password: 'benchmark password',
      startup_name: 'Bench Labs',
    },
    201,
  );
}

/** Logs an existing account in (`{ email, password }`) and returns the same headers. */
export function logInHeaders(baseUrl, credentials) {
  return authenticatedHeaders(baseUrl, '/api/auth/login', credentials, 200);
}

/** True when `output` is missing or older than any source file under `folders` (tests excluded). */
function isOlderThanSources(output, folders) {
  const outputPath = path.join(root, output);
  if (!existsSync(outputPath)) return true;
  const builtAt = statSync(outputPath).mtimeMs;
  return folders.some((folder) =>
    readdirSync(path.join(root, folder), { recursive: true }).some(
      (file) =>
        /\.(ts|tsx|css|html)$/.test(file) && !/\.test\.tsx?$/.test(file) && statSync(path.join(root, folder, file)).mtimeMs > builtAt,
    ),
  );
}

function runOrThrow(command, args, what) {
  if (spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error(`${what} failed`);
}

/** Benchmarking yesterday's build would mislead: recompile the server when any source is newer. */
export function ensureServerBuild() {
  if (!isOlderThanSources('dist/server/main.js', ['src/server', 'src/shared'])) return;
  console.log('dist/server is missing or older than src: compiling the server…');
  runOrThrow('npx', ['tsc', '-p', 'tsconfig.server.json'], 'compiling the server');
}

/** The web build to serve: BENCH_WEB_ROOT when given (used as is), else dist/web, rebuilt when stale. */
export function ensureWebBuild() {
  if (process.env.BENCH_WEB_ROOT) return path.resolve(process.env.BENCH_WEB_ROOT);
  if (isOlderThanSources('dist/web/index.html', ['src/web', 'src/shared'])) {
    console.log('dist/web is missing or older than src: building the app…');
    // The whole build, so the budget check and the compressed assets are what gets measured.
    runOrThrow('npm', ['run', 'build'], 'building the app');
  }
  return path.join(root, 'dist/web');
}
