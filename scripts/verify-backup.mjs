#!/usr/bin/env node
// `npm run verify:backup`: founders save unique values through the real API (the durability ledger)
// until every save is acknowledged; then, under the 80/20 load, `npm run backup` of the live server,
// `npm run restore` into a new DATA_DIR (and database), a second instance started there, and every
// record and file of the ledger read back through it. A torn, an altered, a newer archive and a
// non-empty target must be refused in one line with the target left as found, a full backup folder
// (a small tmpfs, when run as root) must fail in one line leaving no file, and kill -9 during a
// backup and a restore must leave no archive or target that looks complete. Prints the backup's and
// restore's times and size beside `cp -a` and `tar -czf` of the same DATA_DIR. Exits 1 when a check fails.
// SQLite by default; DATABASE_URL=postgres://… runs it on PostgreSQL, restoring into
// RESTORE_DATABASE_URL (an empty database; default: DATABASE_URL's name + `_restored`, created).
// `--short` (CI): 4 founders, 8 s of load. `--seed N`: N more startups (scripts/seed-startups.mjs) first.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureServerBuild, freePort, root } from './bench/lib.mjs';
import { probeMix, registerFounders, runFixedRate } from './bench/load-mix.mjs';
import { startServer, stopServer } from './durability/server-process.mjs';

const isShort = process.argv.includes('--short');
const seedIndex = process.argv.indexOf('--seed');
const SEED = seedIndex > 0 ? Number(process.argv[seedIndex + 1]) : 0;
const CLIENTS = isShort ? 4 : 8;
const LEDGER_SECONDS = isShort ? 3 : 10;
const LOAD_SECONDS = isShort ? 8 : 20;
const LOAD_RATE = 100;

const databaseUrl = process.env.DATABASE_URL || undefined;
const workDir = mkdtempSync(path.join(tmpdir(), 'fd-verify-backup-'));
const runId = randomBytes(3).toString('hex');
const servers = [];
const checks = [];
const figures = [];

function check(label, ok, detail = '') {
  checks.push({ label, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${label}${detail ? ` — ${detail}` : ''}`);
}

const serverEnv = (dataDir, url) => ({
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: url ?? '',
  LIMIT_REGISTRATIONS_PER_IP: '1000000',
});

async function start(name, dataDir, url) {
  const server = await startServer({
    root,
    port: await freePort(),
    env: serverEnv(dataDir, url),
    logFile: path.join(workDir, `${name}.log`),
  });
  servers.push(server);
  return server;
}

/**
 * `npm run backup`/`restore` as an operator runs them, in its own process group. `killWhen()`, polled
 * every 10 ms, sends kill -9 once it answers true: the moment a check wants the process to die at.
 */
function runTool(args, { dataDir, url, killWhen } = {}) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/backup.mjs', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir ?? '', DATABASE_URL: url ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer =
    killWhen &&
    setInterval(() => {
      if (killWhen()) process.kill(-child.pid, 'SIGKILL');
    }, 10);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearInterval(timer);
      resolve({ code, signal, stdout, stderr, ms: performance.now() - startedAt });
    }),
  );
}

/** A PostgreSQL database for the restore, created empty (dropped first when a previous run left it). */
async function emptyRestoreDatabase() {
  if (!databaseUrl) return undefined;
  const { default: pg } = await import('pg');
  const url = new URL(process.env.RESTORE_DATABASE_URL ?? databaseUrl);
  if (!process.env.RESTORE_DATABASE_URL) url.pathname = `${url.pathname}_restored`;
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return url.toString();
}

async function tablesIn(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

const ARCHIVE = /^founder-dashboard-.*\.tar\.gz$/;
const archivesIn = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => ARCHIVE.test(name)) : []);

/** A copy of `archive` with `change(dir)` applied to its unpacked files, packed again manifest first. */
function repack(archive, name, change) {
  const dir = mkdtempSync(path.join(workDir, 'repack-'));
  spawnSync('tar', ['-xzf', archive, '-C', dir]);
  change(dir);
  const file = path.join(workDir, name);
  const entries = readdirSync(dir).filter((entry) => entry !== 'manifest.json');
  spawnSync('tar', ['-czf', file, '-C', dir, 'manifest.json', ...entries]);
  return file;
}

async function checkRefusals(archive, sourceDataDir) {
  const bytes = readFileSync(archive);
  const torn = path.join(workDir, 'torn.tar.gz');
  writeFileSync(torn, bytes.subarray(0, Math.floor(bytes.length / 2)));
  const flipped = Buffer.from(bytes);
  flipped[Math.floor(flipped.length / 2)] ^= 0xff;
  const altered = path.join(workDir, 'altered.tar.gz');
  writeFileSync(altered, flipped);
  const newer = repack(archive, 'newer.tar.gz', (dir) => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    manifest.migration = '9999-from-a-newer-app';
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  });
  const cases = [
    ['a torn archive', torn],
    ['an altered archive', altered],
    ['an archive from a newer migration', newer],
  ];
  for (const [label, file] of cases) {
    const parent = mkdtempSync(path.join(workDir, 'refused-'));
    const url = await emptyRestoreDatabase();
    const result = await runTool(['restore', file, '--data-dir', path.join(parent, 'data')], { url });
    const lines = result.stderr.trim().split('\n');
    const untouched = readdirSync(parent).length === 0 && (!url || (await tablesIn(url)) === 0);
    check(`restore refuses ${label}`, result.code === 1 && lines.length === 1 && /refused/.test(lines[0]) && untouched, lines[0]);
  }
  const intoSource = await runTool(['restore', archive, '--data-dir', sourceDataDir], { url: databaseUrl });
  check(
    'restore refuses a non-empty target',
    intoSource.code === 1 && /not empty|already has tables/.test(intoSource.stderr),
    intoSource.stderr.trim(),
  );
}

/** A backup folder too small for the archive (a 64 KiB tmpfs; mounting needs root): one clear line, no file left. */
async function checkFullTarget(dataDir) {
  const dir = path.join(workDir, 'full');
  mkdirSync(dir);
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]).status !== 0) {
    console.log('skip  a full backup folder (a small tmpfs cannot be mounted here: run as root)');
    return;
  }
  try {
    const result = await runTool(['backup', '--out', dir], { dataDir, url: databaseUrl });
    const line = result.stderr.trim().split('\n').at(-1);
    const isClean = result.code === 1 && /no space left on device/i.test(line) && readdirSync(dir).length === 0;
    check('a full backup folder is one clear error and leaves no file', isClean, line);
  } finally {
    spawnSync('umount', [dir]);
  }
}

/**
 * kill -9 of a backup while its archive is being written, and of a restore at a random moment after it
 * began unpacking: nothing that looks complete may be left half-written.
 */
async function checkKills(archive, sourceDataDir, restoreMs) {
  const outDir = path.join(workDir, 'killed-backup');
  const isWritingArchive = () => existsSync(outDir) && readdirSync(outDir).some((name) => name.endsWith('.tmp'));
  const backup = await runTool(['backup', '--out', outDir], { dataDir: sourceDataDir, url: databaseUrl, killWhen: isWritingArchive });
  const left = archivesIn(outDir);
  let restorable = true;
  for (const name of left)
    restorable &&=
      (
        await runTool(['restore', path.join(outDir, name), '--data-dir', path.join(workDir, `killed-check-${name}`)], {
          url: await emptyRestoreDatabase(),
        })
      ).code === 0;
  check(
    'kill -9 during a backup leaves no archive that looks complete but is not',
    restorable,
    `${backup.signal ? `killed after ${Math.round(backup.ms)} ms` : 'finished before the kill'}; ${left.length} archive(s), ${existsSync(outDir) ? readdirSync(outDir).length - left.length : 0} hidden temp file(s)`,
  );

  const hiddenBefore = readdirSync(outDir).filter((name) => name.startsWith('.')).length;
  const next = await runTool(['backup', '--out', outDir], { dataDir: sourceDataDir, url: databaseUrl });
  const hiddenAfter = readdirSync(outDir).filter((name) => name.startsWith('.'));
  check(
    'the next backup removes what the killed one left (its staging folder and temp archive)',
    next.code === 0 && hiddenAfter.length === 0,
    `${hiddenBefore} hidden leftover(s) before, ${hiddenAfter.length} after`,
  );

  const parent = mkdtempSync(path.join(workDir, 'killed-restore-'));
  const url = await emptyRestoreDatabase();
  const delayMs = randomInt(Math.max(1, Math.round(restoreMs / 2)));
  let unpackingSince;
  const restore = await runTool(['restore', archive, '--data-dir', path.join(parent, 'data')], {
    url,
    killWhen: () => {
      unpackingSince ??= readdirSync(parent).some((name) => name.includes('.restore-')) ? performance.now() : undefined;
      return unpackingSince !== undefined && performance.now() - unpackingSince >= delayMs;
    },
  });
  const visible = readdirSync(parent).filter((name) => !name.startsWith('.'));
  const complete = visible.length === 0 || existsSync(path.join(parent, 'data', databaseUrl ? 'session-secret' : 'app.db'));
  const tables = url ? await tablesIn(url) : undefined;
  check(
    'kill -9 during a restore leaves the target empty or complete',
    complete,
    `${restore.signal ? `killed after ${Math.round(restore.ms)} ms` : 'finished before the kill'}; data dir ${visible.length ? 'present' : 'absent'}${tables === undefined ? '' : `, ${tables} tables`}`,
  );
}

function timed(command, args) {
  const startedAt = performance.now();
  const result = spawnSync(command, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return performance.now() - startedAt;
}

async function main() {
  ensureServerBuild();
  // Imported once compiled: the clients use the compiled shared paths and the avatar encoder.
  const { FounderClient } = await import('./durability/founder-client.mjs');
  const dataDir = path.join(workDir, 'data');
  console.log(`verify:backup${isShort ? ' --short' : ''} on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}; work folder ${workDir}\n`);
  if (SEED > 0) {
    const seed = spawnSync(process.execPath, ['scripts/seed-startups.mjs', String(SEED)], {
      cwd: root,
      env: { ...process.env, ...serverEnv(dataDir, databaseUrl), SESSION_SECRET: '' },
      stdio: 'inherit',
    });
    if (seed.status !== 0) throw new Error('seeding failed');
  }
  const source = await start('source', dataDir, databaseUrl);

  // The ledger: every save acknowledged before the backup begins.
  const clients = Array.from({ length: CLIENTS }, (_, index) => new FounderClient({ baseUrl: source.baseUrl, runId, index }));
  await Promise.all(clients.map((client) => client.register()));
  let isStopping = false;
  const runs = clients.map((client) => client.run(() => isStopping));
  await sleep(LEDGER_SECONDS * 1000);
  isStopping = true;
  await Promise.all(runs);
  const acked = clients.reduce((total, client) => total + client.counts.acked, 0);

  // The backup, under the 80/20 mix of other founders.
  const founders = await registerFounders(source.baseUrl, 10);
  await probeMix(source.baseUrl, founders[0]);
  const load = runFixedRate({ baseUrl: source.baseUrl, founders, rate: LOAD_RATE, seconds: LOAD_SECONDS });
  await sleep(1000);
  const outDir = path.join(workDir, 'out');
  const backup = await runTool(['backup', '--out', outDir], { dataDir, url: databaseUrl });
  const run = await load;
  check('npm run backup under the 80/20 load', backup.code === 0, (backup.stderr || backup.stdout).trim());
  if (backup.code !== 0) return false;
  check(
    'the load saw no errors meanwhile',
    run.errors + run.timeouts + run.non2xx === 0,
    `${run.latencies.length} requests at ${run.achievedRate.toFixed(0)} req/s, p99 ${run.p99.toFixed(1)} ms`,
  );
  const [archiveName] = archivesIn(outDir);
  const archive = path.join(outDir, archiveName);

  const restoredDir = path.join(workDir, 'restored');
  const restoreUrl = await emptyRestoreDatabase();
  const restore = await runTool(['restore', archive, '--data-dir', restoredDir], { url: restoreUrl });
  check('npm run restore into a new DATA_DIR', restore.code === 0, (restore.stderr || restore.stdout).trim());
  if (restore.code !== 0) return false;

  const restored = await start('restored', restoredDir, restoreUrl);
  for (const client of clients) client.useServer(restored.baseUrl);
  const results = await Promise.all(clients.map((client) => client.verify()));
  const lost = results.flatMap((result) => [...result.lost, ...result.unexpected]);
  const read = results.reduce((total, result) => total + result.checked, 0);
  check(
    'the restored instance has every acknowledged record and file',
    lost.length === 0 && read > 0,
    `${acked} saves acknowledged, ${read} records and files read back, ${lost.length} lost`,
  );
  for (const detail of lost.slice(0, 10)) console.log(`      ${detail}`);

  await checkRefusals(archive, dataDir);
  await checkFullTarget(dataDir);
  await checkKills(archive, dataDir, restore.ms);
  for (const client of clients) client.useServer(source.baseUrl);
  const sourceResults = await Promise.all(clients.map((client) => client.verify()));
  check(
    'the source is untouched by all of it',
    sourceResults.every((result) => result.lost.length === 0 && result.unexpected.length === 0),
  );

  // The same bytes copied by cp and tar, in this run, for comparison.
  await stopServer(source, 'SIGTERM');
  const copyMs = timed('cp', ['-a', dataDir, path.join(workDir, 'cp-copy')]);
  const tarFile = path.join(workDir, 'data.tar.gz');
  const tarMs = timed('tar', ['-czf', tarFile, '-C', workDir, 'data']);
  figures.push(
    ['npm run backup', backup.ms, statSync(archive).size],
    ['npm run restore', restore.ms, undefined],
    ['cp -a DATA_DIR', copyMs, undefined],
    ['tar -czf DATA_DIR', tarMs, statSync(tarFile).size],
  );
  const dataBytes = Number(spawnSync('du', ['-sb', dataDir], { encoding: 'utf8' }).stdout.split('\t')[0]);
  console.log(
    `\nFigures (DATA_DIR ${(dataBytes / 1e6).toFixed(1)} MB${databaseUrl ? ', the database in PostgreSQL' : ''}; times include Node's start-up, ~0.5 s):`,
  );
  for (const [label, ms, size] of figures) {
    console.log(
      `  ${label.padEnd(18)} ${(ms / 1000).toFixed(2).padStart(7)} s${size === undefined ? '' : `  ${(size / 1e6).toFixed(2)} MB`}`,
    );
  }
  return checks.every((entry) => entry.ok);
}

// Never leave a server behind, whatever ends this script.
process.once('exit', () => {
  for (const server of servers) if (!server.exited) process.kill(-server.child.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

try {
  const isClean = await main();
  for (const server of servers) await stopServer(server, 'SIGTERM');
  console.log(isClean ? '\nPASS' : `\nFAIL (kept for inspection: ${workDir})`);
  if (isClean) rmSync(workDir, { recursive: true, force: true });
  process.exitCode = isClean ? 0 : 1;
} catch (error) {
  console.error(`verify:backup: ${error instanceof Error ? error.stack : String(error)}`);
  console.error(`Kept for inspection: ${workDir}`);
  for (const server of servers) await stopServer(server, 'SIGKILL');
  process.exitCode = 1;
}
