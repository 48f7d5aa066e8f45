#!/usr/bin/env node
// `npm run bench`: req/s and latency of the compiled server against a bare Fastify baseline.
// Prints figures only; it fails when a server cannot start, never because it is slow.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

/** How to start each server; each runs compiled JS in its own process group. */
const servers = {
  bare: { script: 'scripts/bench/hello-server.mjs', readyPath: '/', env: {} },
  app: {
    script: 'dist/server/main.js',
    readyPath: '/healthz',
    // Production mode as deployed; COOKIE_SECURE=false because the load runs over plain HTTP.
    env: { NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent' },
    tempDataDir: true,
  },
};

/**
 * One row each. `prepare(baseUrl)` returns request headers (e.g. a logged-in cookie);
 * `check(response, body)` proves the request does what the row claims before it is timed.
 */
const scenarios = [
  { name: 'bare Fastify GET /', server: 'bare', path: '/', isBaseline: true },
  { name: 'GET /healthz', server: 'app', path: '/healthz' },
  {
    name: 'GET /api/auth/session (logged in)',
    server: 'app',
    path: '/api/auth/session',
    prepare: loggedInHeaders,
    check: (body) => body?.data?.user != null,
  },
];

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const running = [];

async function startServer(name) {
  const spec = servers[name];
  const port = await freePort();
  const dataDir = spec.tempDataDir ? mkdtempSync(path.join(tmpdir(), 'fd-bench-')) : undefined;
  const child = spawn(process.execPath, [spec.script], {
    cwd: root,
    env: { ...process.env, ...spec.env, PORT: String(port), HOST: '127.0.0.1', ...(dataDir && { DATA_DIR: dataDir }) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it stops anything it spawned
  });
  const server = { name, child, dataDir, baseUrl: `http://127.0.0.1:${port}`, exited: false };
  child.once('exit', () => (server.exited = true));
  running.push(server);
  await waitUntilReady(server, spec.readyPath);
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

function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]);
}

/** Registers a founder the way the browser does (session → CSRF token → register) and returns its cookies. */
async function loggedInHeaders(baseUrl) {
  const session = await fetch(`${baseUrl}/api/auth/session`);
  const csrfCookies = cookiesOf(session);
  const { data } = await session.json();
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrf_token, cookie: csrfCookies.join('; ') },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email: `bench-${Date.now()}@example.com`,
      password: 'benchmark password',
      startup_name: 'Bench Labs',
    }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  return { cookie: cookiesOf(register).join('; ') };
}

async function runScenario(scenario, server) {
  const url = server.baseUrl + scenario.path;
  const headers = scenario.prepare ? await scenario.prepare(server.baseUrl) : {};
  const probe = await fetch(url, { headers });
  const body = await probe.json().catch(() => undefined);
  if (!probe.ok || (scenario.check && !scenario.check(body))) {
    throw new Error(`${scenario.name}: the probe request answered ${probe.status} ${JSON.stringify(body)}`);
  }
  process.stdout.write(`- ${scenario.name}: ${DURATION_SECONDS} s with ${CONNECTIONS} connections…\n`);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name: scenario.name,
    isBaseline: Boolean(scenario.isBaseline),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

// autocannon records whole milliseconds.
const formatLatency = (ms) => (ms < 1 ? '<1' : String(ms));

function printTable(rows) {
  const baseline = rows.find((row) => row.isBaseline);
  const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '–');
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs bare', 'p50 vs bare', 'p99 vs bare', 'non-2xx/errors'];
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    formatLatency(row.p50),
    formatLatency(row.p99),
    ratio(row.requestsPerSecond, baseline?.requestsPerSecond),
    ratio(row.p50, baseline?.p50),
    ratio(row.p99, baseline?.p99),
    String(row.failures),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

function signalGroup(server, signal) {
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stopServers() {
  await Promise.all(
    running.splice(0).map(async (server) => {
      if (!server.exited) {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        signalGroup(server, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(server, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
    }),
  );
}

/** Benchmarking yesterday's build would mislead: rebuild when any server source is newer. */
function isServerBuildStale() {
  const entry = path.join(root, 'dist/server/main.js');
  if (!existsSync(entry)) return true;
  const builtAt = statSync(entry).mtimeMs;
  return ['src/server', 'src/shared'].some((folder) =>
    readdirSync(path.join(root, folder), { recursive: true }).some(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && statSync(path.join(root, folder, file)).mtimeMs > builtAt,
    ),
  );
}

async function main() {
  if (isServerBuildStale()) {
    console.log('dist/server is missing or older than src: compiling the server…');
    const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('compiling the server failed');
  }
  console.log(`Benchmarks on Node ${process.version}, autocannon -c ${CONNECTIONS} -d ${DURATION_SECONDS}`);
  const started = new Map();
  const rows = [];
  for (const scenario of scenarios) {
    if (!started.has(scenario.server)) started.set(scenario.server, await startServer(scenario.server));
    rows.push(await runScenario(scenario, started.get(scenario.server)));
  }
  printTable(rows);
  console.log('\nFigures only: the load generator shares the machine with the server, so compare ratios, not absolutes.');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => void stopServers().then(() => process.exit(130)));
}
// Last resort when the bench itself dies (a crash, a closed stdout): never leave a server behind.
process.once('exit', () => {
  for (const server of running) {
    signalGroup(server, 'SIGKILL');
    if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
  }
});

try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServers();
}
