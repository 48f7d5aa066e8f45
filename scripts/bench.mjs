#!/usr/bin/env node
// `npm run bench`: req/s and latency of the compiled server against a bare Fastify baseline, the
// logged-in 80/20 read/write load at a fixed rate (empty and with 100 000 startups), the highest rate
// that holds p99 < 100 ms, Lighthouse on the dashboard, the AI overhead, and file reads during a login storm.
// Prints figures only; it fails when a server cannot start, never because it is slow.
import autocannon from 'autocannon';
import { runAiBench } from './bench/ai-bench.mjs';
import { appServer, ensureServerBuild, loggedInHeaders, startServer, stopAllServers, stopAllServersOnSignal, stopServer } from './bench/lib.mjs';
import { holds, latencySummary, probeMix, recordResponses, registerFounders, runFixedRate } from './bench/load-mix.mjs';
import { runLoginStorm } from './bench/login-storm.mjs';
import { measurePageSpeed, printPageSpeed } from './bench/page-speed.mjs';
import { findHighestHoldingRate } from './bench/rate-search.mjs';
import { copyDatabaseInto, seededDatabase } from './bench/seeded-database.mjs';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const LOAD_RATE = 1_000;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const P99_GOAL_MS = 100;
const FOUNDERS = 10; // logged-in users sharing the load's connections
const SEEDED_STARTUPS = Number(process.env.BENCH_SEEDED_STARTUPS ?? 100_000);

const bareServer = { name: 'bare', script: 'scripts/bench/hello-server.mjs', readyPath: '/' };

/**
 * Throughput rows: as many requests as CONNECTIONS connections get answered. `prepare(baseUrl)`
 * returns request headers (e.g. a logged-in cookie); `check(body)` proves the request does what
 * the row claims before it is timed.
 */
const throughputScenarios = [
  { name: 'bare Fastify GET /', server: 'bare', path: '/', isBaseline: true },
  { name: 'GET /healthz', server: 'app', path: '/healthz' },
  {
    name: 'GET /api/auth/session (logged in)',
    server: 'app',
    path: '/api/auth/session',
    prepare: loggedInHeaders,
    check: (body) => body?.data?.user != null,
  },
  {
    name: 'GET /api/profile/contact-details (logged in)',
    server: 'app',
    path: '/api/profile/contact-details',
    prepare: loggedInHeaders,
    check: (body) => Array.isArray(body?.data?.emails),
  },
  {
    name: 'GET /api/startup/brief (logged in)',
    server: 'app',
    path: '/api/startup/brief',
    prepare: loggedInHeaders,
    check: (body) => body?.success === true,
  },
];

async function runThroughput(scenario, server) {
  const url = server.baseUrl + scenario.path;
  const headers = scenario.prepare ? await scenario.prepare(server.baseUrl) : {};
  const probe = await fetch(url, { headers });
  const body = await probe.json().catch(() => undefined);
  if (!probe.ok || (scenario.check && !scenario.check(body))) {
    throw new Error(`${scenario.name}: the probe request answered ${probe.status} ${JSON.stringify(body)}`);
  }
  process.stdout.write(`- ${scenario.name}: ${DURATION_SECONDS} s with ${CONNECTIONS} connections…\n`);
  const responses = { latencies: [], at: [] };
  const instance = autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  recordResponses(instance, responses);
  const result = await instance;
  return {
    name: scenario.name,
    isBaseline: Boolean(scenario.isBaseline),
    requestsPerSecond: result.requests.average,
    ...latencySummary(responses.latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A fixed-rate run of the mix as a table row. */
function loadRow(name, run) {
  return { name, requestsPerSecond: run.achievedRate, p50: run.p50, p99: run.p99, max: run.max, errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx };
}

/** Registers the founders, proves every request of the mix succeeds, then runs it at `rate`. */
async function loadAtFixedRate(server, name, rate, seconds) {
  const founders = await registerFounders(server.baseUrl, FOUNDERS);
  await probeMix(server.baseUrl, founders[0]);
  process.stdout.write(`- ${name}: ${rate} req/s for ${seconds} s, ${FOUNDERS} founders…\n`);
  return { founders, run: await runFixedRate({ baseUrl: server.baseUrl, founders, rate, seconds }) };
}

async function searchHighestRate(server, founders, ceiling) {
  process.stdout.write(`- highest rate holding p99 < ${P99_GOAL_MS} ms with 0 errors, ${STEP_SECONDS} s steps:\n`);
  let heldRun;
  const search = await findHighestHoldingRate({
    startRate: LOAD_RATE,
    ceiling,
    tryRate: async (rate) => {
      const run = await runFixedRate({ baseUrl: server.baseUrl, founders, rate, seconds: STEP_SECONDS });
      const held = holds(run, P99_GOAL_MS);
      if (held) heldRun = run;
      process.stdout.write(
        `    ${rate} req/s → ${Math.round(run.achievedRate)} answered/s, p99 ${formatLatency(run.p99)} ms, ` +
          `${run.errors + run.timeouts + run.non2xx} failed: ${held ? 'holds' : 'does not hold'}\n`,
      );
      return held;
    },
  });
  return { rate: search.highestHeld, run: heldRun };
}

const formatLatency = (ms) => (Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

function printTable(rows) {
  const baseline = rows.find((row) => row.isBaseline);
  const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '–');
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'req/s vs bare', 'p50 vs bare', 'p99 vs bare', 'errors', 'timeouts', 'non-2xx'];
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    formatLatency(row.p50),
    formatLatency(row.p99),
    formatLatency(row.max),
    ratio(row.requestsPerSecond, baseline?.requestsPerSecond),
    ratio(row.p50, baseline?.p50),
    ratio(row.p99, baseline?.p99),
    String(row.errors),
    String(row.timeouts),
    String(row.non2xx),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

async function main() {
  const startedAt = performance.now();
  ensureServerBuild();
  const seededFile = seededDatabase(SEEDED_STARTUPS);
  console.log(`Benchmarks on Node ${process.version}, autocannon -c ${CONNECTIONS} -d ${DURATION_SECONDS}`);
  const rows = [];

  const bare = await startServer(bareServer);
  rows.push(await runThroughput(throughputScenarios[0], bare));
  await stopServer(bare);
  const app = await startServer(appServer);
  for (const scenario of throughputScenarios.slice(1)) rows.push(await runThroughput(scenario, app));

  const empty = await loadAtFixedRate(app, 'mix 80/20, empty database', LOAD_RATE, LOAD_SECONDS);
  const emptyRow = loadRow(`mix 80/20 @ ${LOAD_RATE}/s, empty database`, empty.run);
  rows.push(emptyRow);
  const highest = await searchHighestRate(app, empty.founders, rows[0].requestsPerSecond);
  if (highest.run) rows.push(loadRow(`mix 80/20 @ ${highest.rate}/s, highest holding`, highest.run));
  await stopServer(app);

  const seededApp = await startServer({ ...appServer, prepareDataDir: copyDatabaseInto(seededFile) });
  const seededName = `${SEEDED_STARTUPS.toLocaleString('en-US')} startups`;
  const seeded = await loadAtFixedRate(seededApp, `mix 80/20, ${seededName}`, LOAD_RATE, LOAD_SECONDS);
  const seededRow = loadRow(`mix 80/20 @ ${LOAD_RATE}/s, ${seededName}`, seeded.run);
  rows.push(seededRow);
  await stopServer(seededApp);

  const pageSpeed = await measurePageSpeed();

  printTable(rows);
  const bareRate = rows[0].requestsPerSecond;
  console.log(
    `\nHighest fixed rate of the mix holding p99 < ${P99_GOAL_MS} ms with 0 errors: ${highest.rate.toLocaleString('en-US')} req/s` +
      ` = ${(highest.rate / bareRate).toFixed(3)}× bare Fastify (${Math.round(bareRate).toLocaleString('en-US')} req/s).`,
  );
  console.log(
    `With ${seededName} vs the empty database at ${LOAD_RATE} req/s: p50 ${(seededRow.p50 / emptyRow.p50).toFixed(2)}×, ` +
      `p99 ${(seededRow.p99 / emptyRow.p99).toFixed(2)}×.`,
  );
  printPageSpeed(pageSpeed);
  await runAiBench({ log: console.log });
  await runLoginStorm({ log: console.log });
  console.log('\nFigures only: the load generator shares the machine with the server, so compare ratios, not absolutes.');
  console.log(`Total bench time: ${((performance.now() - startedAt) / 60_000).toFixed(1)} min.`);
}

stopAllServersOnSignal();
try {
  await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
