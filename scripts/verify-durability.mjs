#!/usr/bin/env node
// `npm run verify:durability`: concurrent founders save unique values through the real API,
// the server is killed with SIGKILL at a random moment, restarted, and everything it
// acknowledged must read back exactly; the files on disk must match the rows.
// SQLite by default; DATABASE_URL=postgres://… runs it on PostgreSQL (only the app is killed).
// ROUNDS (10), CLIENTS (12), KILL_MIN_MS / KILL_MAX_MS (1500 / 4000) tune a run.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { printRound, printTotals, summarize } from './durability/report.mjs';
import { ensureServerBuild, freePort } from './bench/lib.mjs';
import { startServer, stopServer } from './durability/server-process.mjs';
import { inspectStorage, openDatabase } from './durability/storage-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const CLIENTS = Number(process.env.CLIENTS ?? 12);
const KILL_MIN_MS = Number(process.env.KILL_MIN_MS ?? 1500);
const KILL_MAX_MS = Number(process.env.KILL_MAX_MS ?? 4000);
// Short on purpose, so each round can see the sweeper clean up after the crash.
const SWEEP_INTERVAL_MS = 1000;
const SWEEP_MAX_AGE_MS = 3000;

const databaseUrl = process.env.DATABASE_URL || undefined;
const workDir = mkdtempSync(path.join(tmpdir(), 'fd-durability-'));
const dataDir = path.join(workDir, 'data');
const logFile = path.join(workDir, 'server.log');
// Lower-case letters and digits: the run id goes into emails, URLs and one-liners.
const runId = randomBytes(3).toString('hex');
const emailPattern = `dur-${runId}-%`;
let server;

async function start() {
  const env = {
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    FILE_SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS),
    FILE_SWEEP_MAX_AGE_MS: String(SWEEP_MAX_AGE_MS),
    // The founders all register from 127.0.0.1.
    LIMIT_REGISTRATIONS_PER_IP: '100000',
  };
  server = await startServer({ root, port: await freePort(), env, logFile });
  return server;
}

async function inspect() {
  const database = await openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'app.db') });
  try {
    return {
      integrity: await database.integrity(),
      ...(await inspectStorage({ dataDir, database, emailPattern, maxAgeMs: SWEEP_MAX_AGE_MS })),
    };
  } finally {
    await database.close();
  }
}

/** Polls until the sweeper has removed every orphan and stale temporary file, or its deadline passes. */
async function afterSweep(killedAt) {
  const deadline = killedAt + SWEEP_MAX_AGE_MS + 3 * SWEEP_INTERVAL_MS + 10_000;
  for (;;) {
    const state = await inspect();
    if ((state.orphans.length === 0 && state.staleTempFiles === 0) || Date.now() > deadline) return state;
    await sleep(200);
  }
}

const serverErrorLines = () =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line)).length;

async function playRound(round, clients) {
  for (const client of clients) client.resetCounts();
  let isStopping = false;
  const runs = clients.map((client) => client.run(() => isStopping));
  const killAfterMs = randomInt(KILL_MIN_MS, KILL_MAX_MS + 1);
  // The crash moment is the experiment's random variable, not a wait for a result.
  await sleep(killAfterMs);
  const inFlight = clients.filter((client) => client.isInFlight).length;
  isStopping = true;
  const killedAt = Date.now();
  await stopServer(server, 'SIGKILL');
  await Promise.all(runs);

  const crash = await inspect();
  await start();
  for (const client of clients) client.useServer(server.baseUrl);
  const results = await Promise.all(clients.map((client) => client.verify()));
  const swept = await afterSweep(killedAt);
  return { round, killAfterMs, inFlight, clients: clients.map((client) => client.counts), results, crash, swept };
}

async function main() {
  ensureServerBuild();
  // Imported after compiling: the clients use the compiled shared paths and the avatar encoder.
  const { FounderClient } = await import('./durability/founder-client.mjs');
  const databaseName = databaseUrl ? "PostgreSQL (kill -9 of the app only; integrity is PostgreSQL's own, PRAGMA skipped)" : 'SQLite (WAL)';
  console.log(`Durability: ${ROUNDS} rounds × ${CLIENTS} founders on ${databaseName}`);
  console.log(
    `kill -9 after ${KILL_MIN_MS}–${KILL_MAX_MS} ms; sweeper every ${SWEEP_INTERVAL_MS} ms, max age ${SWEEP_MAX_AGE_MS} ms; DATA_DIR ${dataDir}\n`,
  );

  await start();
  const clients = Array.from({ length: CLIENTS }, (_, index) => new FounderClient({ baseUrl: server.baseUrl, runId, index }));
  await Promise.all(clients.map((client) => client.register()));

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const summary = summarize(await playRound(round, clients), databaseUrl !== undefined);
    rounds.push(summary);
    printRound(summary, round === 1);
  }
  await stopServer(server, 'SIGTERM');
  const isClean = printTotals(rounds, serverErrorLines());
  if (isClean) rmSync(workDir, { recursive: true, force: true });
  else console.log(`\nKept for inspection: ${workDir} (server.log, data/)`);
  return isClean;
}

// Never leave a server behind, whatever ends this script.
process.once('exit', () => {
  if (server && !server.exited) process.kill(-server.child.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(`verify:durability: ${error instanceof Error ? error.stack : String(error)}`);
  console.error(`Kept for inspection: ${workDir}`);
  process.exitCode = 1;
  // The child process would keep this script alive.
  if (server) await stopServer(server, 'SIGKILL');
}
