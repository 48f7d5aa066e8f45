#!/usr/bin/env node
// `npm run verify:scale`: two instances of the compiled app behind nginx, on one PostgreSQL database
// and one S3-compatible store (s3rver). The 80/20 mix runs through nginx at a fixed rate while
// founders save unique values (the durability ledger); one instance is stopped with SIGTERM and
// restarted, the other killed with SIGKILL and restarted. Every acknowledged save must read back,
// and the instances must share sessions, files and login limits. Exits 1 when a check fails.
// Needs DATABASE_URL=postgres://… and /usr/sbin/nginx. `--short`: 15 s and one SIGTERM restart (CI).
// SCALE_SECONDS, SCALE_RATE (req/s of the mix, 200) and SCALE_CLIENTS (ledger founders, 6) tune a run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureServerBuild, freePort, root } from './bench/lib.mjs';
import { probeMix, registerFounders, runFixedRate } from './bench/load-mix.mjs';
import { startServer, stopServer } from './durability/server-process.mjs';
import { NGINX_BINARY, startNginx, stopNginx } from './scale/nginx.mjs';
import { startObjectStore } from './scale/object-store.mjs';
import { errorsBetween, printTable, scaleRows } from './scale/report.mjs';

const isShort = process.argv.includes('--short');
const SECONDS = Number(process.env.SCALE_SECONDS ?? (isShort ? 15 : 60));
const RATE = Number(process.env.SCALE_RATE ?? 200);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 6);
const MIX_FOUNDERS = 10;
// After a restart nginx may still be sending to the other instance alone; errors are counted this long after.
const RESTART_WINDOW_TAIL_MS = 2000;

const databaseUrl = process.env.DATABASE_URL;
const workDir = mkdtempSync(path.join(tmpdir(), 'fd-scale-'));
// Lower-case letters and digits: the run id goes into emails.
const runId = randomBytes(3).toString('hex');
const instances = {
  A: { name: 'A', server: undefined },
  B: { name: 'B', server: undefined },
};
let store;
let nginx;

async function start(instance) {
  instance.server = await startServer({
    root,
    port: instance.port,
    env: instance.env,
    logFile: path.join(workDir, `${instance.name}.log`),
  });
}

/** Stops `instance` with `signal`, starts it again, and says how it went (times in ms since `loadStartedAt`). */
async function restart(instance, signal, loadStartedAt) {
  const at = performance.now() - loadStartedAt;
  await stopServer(instance.server, signal);
  const stopMs = performance.now() - loadStartedAt - at;
  const { exitCode, signalCode } = instance.server.child;
  await start(instance);
  return { name: instance.name, signal, at, exitCode, exitSignal: signalCode, stopMs, downMs: performance.now() - loadStartedAt - at };
}

async function setUp() {
  if (!databaseUrl?.startsWith('postgres'))
    throw new Error('verify:scale needs PostgreSQL: set DATABASE_URL=postgres://… (the instances share it)');
  if (!existsSync(NGINX_BINARY)) throw new Error(`verify:scale needs nginx at ${NGINX_BINARY} (apt-get install -y nginx)`);
  ensureServerBuild();
  const s3Dir = path.join(workDir, 's3');
  mkdirSync(s3Dir);
  store = await startObjectStore(s3Dir);
  const sharedEnv = {
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...store.env,
    // Both instances sign cookies and CSRF tokens with the same secret, as a real deployment must.
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    // nginx is the one proxy in front: the client's address is the one it adds to X-Forwarded-For.
    TRUST_PROXY: '1',
    // Every founder of this proof registers and fails logins from 127.0.0.1; the per-email limit stays as shipped.
    LIMIT_REGISTRATIONS_PER_IP: '1000000',
    LIMIT_LOGIN_FAILURES_PER_IP: '1000000',
  };
  for (const instance of Object.values(instances)) {
    instance.port = await freePort();
    instance.env = { ...sharedEnv, DATA_DIR: path.join(workDir, `data-${instance.name}`) };
  }
  // One after the other: both would run the migrations at once on a fresh database.
  await start(instances.A);
  await start(instances.B);
  nginx = await startNginx({ workDir, port: await freePort(), upstreams: [instances.A.port, instances.B.port] });
}

async function playLoad(FounderClient) {
  const founders = await registerFounders(nginx.baseUrl, MIX_FOUNDERS);
  await probeMix(nginx.baseUrl, founders[0]);
  const clients = Array.from({ length: CLIENTS }, (_, index) => new FounderClient({ baseUrl: nginx.baseUrl, runId, index }));
  await Promise.all(clients.map((client) => client.register()));

  let isStopping = false;
  const ledgerRuns = clients.map((client) => client.run(() => isStopping));
  const loadStartedAt = performance.now();
  const load = runFixedRate({ baseUrl: nginx.baseUrl, founders, rate: RATE, seconds: SECONDS });
  // The restart moments are the experiment's timeline, not waits for a result.
  const plan = isShort
    ? [[instances.A, 'SIGTERM', 1 / 2]]
    : [
        [instances.A, 'SIGTERM', 1 / 3],
        [instances.B, 'SIGKILL', 2 / 3],
      ];
  const restarts = [];
  for (const [instance, signal, fraction] of plan) {
    await sleep(Math.max(0, loadStartedAt + fraction * SECONDS * 1000 - performance.now()));
    restarts.push(await restart(instance, signal, loadStartedAt));
  }
  const run = await load;
  isStopping = true;
  await Promise.all(ledgerRuns);
  for (const entry of restarts) entry.mixErrors = errorsBetween(run, entry.at, entry.at + entry.downMs + RESTART_WINDOW_TAIL_MS);

  const results = await Promise.all(clients.map((client) => client.verify()));
  const sum = (items, pick) => items.reduce((total, item) => total + pick(item), 0);
  const ledger = {
    acked: sum(clients, (client) => client.counts.acked),
    serverErrors: sum(clients, (client) => client.counts.serverErrors),
    unanswered: sum(clients, (client) => client.counts.unanswered),
    rejected: sum(clients, (client) => client.counts.rejected),
    lost: results.flatMap((result) => result.lost),
    inFlightApplied: sum(results, (result) => result.inFlightApplied),
    inFlightNotApplied: sum(results, (result) => result.inFlightNotApplied),
  };
  return {
    run,
    ledger,
    restarts,
    rejections: clients.flatMap((client) => (client.counts.lastRejection ? [client.counts.lastRejection] : [])),
  };
}

async function main() {
  await setUp();
  // Imported once compiled: the clients use the compiled shared paths and the avatar encoder.
  const { FounderClient } = await import('./durability/founder-client.mjs');
  const { checkLoginLimitAcrossInstances, checkSessionAcrossInstances, checkUploadAcrossInstances } =
    await import('./scale/cluster-checks.mjs');
  console.log(
    `Scale: instances A and B behind nginx (${nginx.baseUrl}), PostgreSQL, s3rver; mix at ${RATE} req/s for ${SECONDS} s with ${CLIENTS} ledger founders`,
  );
  console.log(isShort ? 'A gets SIGTERM halfway and restarts.' : 'A gets SIGTERM at 1/3 and restarts; B gets SIGKILL at 2/3 and restarts.');

  const { run, ledger, restarts, rejections } = await playLoad(FounderClient);
  const [a, b] = [instances.A.server.baseUrl, instances.B.server.baseUrl];
  const checks = [
    { label: 'session made on A, used directly on B', ...(await checkSessionAcrossInstances(a, b, runId)) },
    { label: 'upload through A, download through B', ...(await checkUploadAcrossInstances(a, b, runId)) },
    { label: '6th failed login for one email → 429', ...(await checkLoginLimitAcrossInstances(a, b, runId)) },
  ];
  const isClean = printTable(`verify:scale${isShort ? ' --short' : ''}`, scaleRows({ run, ledger, restarts, checks }));
  for (const detail of [...ledger.lost.map((lost) => `LOST ${lost}`), ...rejections.map((rejection) => `REJECTED ${rejection}`)])
    console.log(`  ${detail}`);
  console.log(isClean ? '\nPASS' : `\nFAIL (logs kept in ${workDir})`);
  return isClean;
}

async function tearDown() {
  if (nginx) await stopNginx(nginx);
  for (const { server } of Object.values(instances)) if (server) await stopServer(server, 'SIGTERM');
  await store?.close();
}

// Never leave a child behind, whatever ends this script.
process.once('exit', () => {
  for (const child of [nginx, instances.A.server, instances.B.server]) {
    if (child && !child.exited) process.kill(-child.child.pid, 'SIGKILL');
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

try {
  const isClean = await main();
  await tearDown();
  if (isClean) rmSync(workDir, { recursive: true, force: true });
  process.exitCode = isClean ? 0 : 1;
} catch (error) {
  console.error(`verify:scale: ${error instanceof Error ? error.stack : String(error)}`);
  console.error(`Logs kept in ${workDir}`);
  await tearDown().catch(() => undefined);
  process.exitCode = 1;
}
