#!/usr/bin/env node
// `npm run bench`: req/s and latency of the compiled server against a bare Fastify baseline, the
// logged-in 80/20 read/write load at a fixed rate (empty and with 100 000 startups), the highest rate
// that holds p99 < 100 ms, Lighthouse on the dashboard, the AI overhead, deck drafting, an AI rewrite shown as tracked changes,
// the cost of keeping history, and file reads during a login storm.
// Prints figures only; it fails when a server cannot start, never because it is slow.
import { runAiBench } from './bench/ai-bench.mjs';
import { runApplicationDraftBench } from './bench/application-draft-bench.mjs';
import { runApplicationPageBench } from './bench/application-page-bench.mjs';
import { runDeckDraftBench } from './bench/deck-draft-bench.mjs';
import { runHistoryBench } from './bench/history-bench.mjs';
import { splitCores } from './bench/core-split.mjs';
import { appServer, ensureServerBuild, startServer, stopAllServers, stopAllServersOnSignal, stopServer } from './bench/lib.mjs';
import { holds, probeMix, registerFounders, runFixedRate } from './bench/load-mix.mjs';
import { runLoginStorm } from './bench/login-storm.mjs';
import { runTrackedChangesBench } from './bench/tracked-changes-bench.mjs';
import { runTranslationBench } from './bench/translation-bench.mjs';
import { measureBrowserTimings, printBrowserTimings } from './bench/browser-timings.mjs';
import { measurePageSpeed, printPageSpeed } from './bench/page-speed.mjs';
import { findHighestHoldingRate } from './bench/rate-search.mjs';
import { copyDatabaseInto, seededDatabase } from './bench/seeded-database.mjs';
import { bareSaveServer, bareServer, CONNECTIONS, countRequestLogs, runThroughput, throughputScenarios } from './bench/throughput.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3); // throughput rows alternate round by round; medians are printed
// BENCH_ONLY=throughput stops after the throughput rows (a quick A/B of the hot path); BENCH_ONLY=deck runs deck drafting
// only, BENCH_ONLY=applications application drafting only, BENCH_ONLY=tracked an AI rewrite shown as tracked changes only,
// BENCH_ONLY=history the cost of keeping history only, BENCH_ONLY=translation what updating a stale translation sends only.
const ONLY_THROUGHPUT = process.env.BENCH_ONLY === 'throughput';
const ONLY_HISTORY = process.env.BENCH_ONLY === 'history';
const ONLY_DECK = process.env.BENCH_ONLY === 'deck';
const ONLY_APPLICATIONS = process.env.BENCH_ONLY === 'applications';
const ONLY_TRACKED = process.env.BENCH_ONLY === 'tracked';
const ONLY_TRANSLATION = process.env.BENCH_ONLY === 'translation';
const LOAD_RATE = 1_000;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const P99_GOAL_MS = 100;
const P99_AT_LOAD_RATE_GOAL_MS = 10; // issue 15: the mix at 1 000 req/s
const FOUNDERS = 10; // logged-in users sharing the load's connections
const SEEDED_STARTUPS = Number(process.env.BENCH_SEEDED_STARTUPS ?? 100_000);

/** A fixed-rate run of the mix as a table row. */
function loadRow(name, run) {
  return {
    name,
    baseline: 'bare Fastify GET /',
    requestsPerSecond: run.achievedRate,
    p50: run.p50,
    p99: run.p99,
    max: run.max,
    errors: run.errors,
    timeouts: run.timeouts,
    non2xx: run.non2xx,
  };
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

const ratio = (value, base) => (base ? `${(value / base).toFixed(2)}×` : '–');

/** Each row against its baseline row (`row.baseline`, a row's name; the load's rows: bare Fastify GET /). */
function printTable(rows) {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'req/s vs baseline',
    'goal',
    'p50 vs baseline',
    'p99 vs baseline',
    'CPU µs/answer',
    'vs baseline',
    'errors',
    'timeouts',
    'non-2xx',
  ];
  const lines = rows.map((row) => {
    const baseline = byName.get(row.baseline);
    return [
      row.name,
      Math.round(row.requestsPerSecond).toLocaleString('en-US'),
      formatLatency(row.p50),
      formatLatency(row.p99),
      formatLatency(row.max),
      ratio(row.requestsPerSecond, baseline?.requestsPerSecond),
      row.goal ? `≥ ${row.goal.toFixed(2)}×` : '',
      ratio(row.p50, baseline?.p50),
      ratio(row.p99, baseline?.p99),
      row.cpuMicrosecondsPerAnswer === undefined ? '' : String(Math.round(row.cpuMicrosecondsPerAnswer)),
      // As the req/s ratio reads: 0.25× = four times the baseline's CPU per answer.
      baseline?.cpuMicrosecondsPerAnswer === undefined ? '' : ratio(baseline.cpuMicrosecondsPerAnswer, row.cpuMicrosecondsPerAnswer),
      String(row.errors),
      String(row.timeouts),
      String(row.non2xx),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every throughput row ROUNDS times, alternating, so a noisy moment hits all rows alike; per row the median round by req/s. */
async function runThroughputRounds(servers) {
  const runs = new Map(throughputScenarios.map((scenario) => [scenario.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    process.stdout.write(`Throughput round ${round} of ${ROUNDS}\n`);
    for (const scenario of throughputScenarios)
      runs.get(scenario.name).push(await runThroughput(scenario, servers[scenario.server], DURATION_SECONDS));
  }
  return [...runs.values()].map((rounds) => {
    const middle = median(rounds.map((run) => run.requestsPerSecond));
    return rounds.find((run) => run.requestsPerSecond === middle);
  });
}

async function main() {
  const startedAt = performance.now();
  ensureServerBuild();
  if (ONLY_DECK) return runDeckDraftBench({ log: console.log });
  if (ONLY_TRACKED) return runTrackedChangesBench({ log: console.log });
  if (ONLY_TRANSLATION) return runTranslationBench({ log: console.log });
  if (ONLY_HISTORY) return runHistoryBench({ log: console.log, durationSeconds: DURATION_SECONDS, rounds: ROUNDS });
  if (ONLY_APPLICATIONS) {
    await runApplicationDraftBench({ log: console.log });
    return runApplicationPageBench({ log: console.log });
  }
  const seededFile = ONLY_THROUGHPUT ? undefined : seededDatabase(SEEDED_STARTUPS);
  console.log(`Benchmarks on Node ${process.version}, autocannon -c ${CONNECTIONS} -d ${DURATION_SECONDS}, ${ROUNDS} rounds`);

  const cores = splitCores();
  const servers = { bare: await startServer(bareServer), bareSave: await startServer(bareSaveServer), app: await startServer(appServer) };
  for (const server of Object.values(servers)) cores?.pin(server);
  console.log(
    cores
      ? `Throughput rows: each server on core ${cores.serverCore}, the load generator on the others.`
      : 'Throughput rows: cores not split (one core, or no taskset).',
  );
  const rows = await runThroughputRounds(servers);
  await stopServer(servers.bare);
  await stopServer(servers.bareSave);
  const app = servers.app;
  cores?.release([app]);
  console.log(`(The app logged ${countRequestLogs(app).toLocaleString('en-US')} requests at info level.)`);
  if (ONLY_THROUGHPUT) return printTable(rows);

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
  const browserTimings = await measureBrowserTimings();

  printTable(rows);
  const bareRate = rows[0].requestsPerSecond;
  console.log(
    `\nThe mix at ${LOAD_RATE} req/s on the empty database: p99 ${formatLatency(emptyRow.p99)} ms (goal < ${P99_AT_LOAD_RATE_GOAL_MS} ms).`,
  );
  console.log(
    `\nHighest fixed rate of the mix holding p99 < ${P99_GOAL_MS} ms with 0 errors: ${highest.rate.toLocaleString('en-US')} req/s` +
      ` = ${(highest.rate / bareRate).toFixed(3)}× bare Fastify (${Math.round(bareRate).toLocaleString('en-US')} req/s).`,
  );
  console.log(
    `With ${seededName} vs the empty database at ${LOAD_RATE} req/s: p50 ${(seededRow.p50 / emptyRow.p50).toFixed(2)}×, ` +
      `p99 ${(seededRow.p99 / emptyRow.p99).toFixed(2)}×.`,
  );
  printPageSpeed(pageSpeed);
  printBrowserTimings(browserTimings);
  await runAiBench({ log: console.log });
  await runDeckDraftBench({ log: console.log });
  await runApplicationDraftBench({ log: console.log });
  await runApplicationPageBench({ log: console.log });
  await runTrackedChangesBench({ log: console.log });
  await runTranslationBench({ log: console.log });
  await runHistoryBench({ log: console.log, durationSeconds: DURATION_SECONDS, rounds: ROUNDS });
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
