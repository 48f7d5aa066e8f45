#!/usr/bin/env node
// `npm run bench:soak`: the logged-in 80/20 read/write mix at a moderate fixed rate for SOAK_SECONDS
// (10 min by default); samples the server's RSS every 10 s and reports its growth and how steady the
// latency stays. Prints figures only; it fails when the server cannot start, never because it is slow.
import { readFileSync } from 'node:fs';
import { appServer, ensureServerBuild, startServer, stopAllServers, stopAllServersOnSignal } from './bench/lib.mjs';
import { latencySummary, probeMix, registerFounders, runFixedRate } from './bench/load-mix.mjs';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 300);
const FOUNDERS = 10;
const SAMPLE_MS = 10_000;
const REPORT_MS = 60_000; // one table line per minute
const WARM_UP_MS = 60_000;

/** The resident set size of process `pid` in MB, as the kernel counts it. */
function rssMegabytes(pid) {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kilobytes) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}

/** The slope of RSS over time in MB per minute (least squares). */
function rssTrend(samples) {
  const minutes = samples.map((sample) => sample.at / 60_000);
  const meanX = minutes.reduce((sum, x) => sum + x, 0) / samples.length;
  const meanY = samples.reduce((sum, sample) => sum + sample.rss, 0) / samples.length;
  const covariance = samples.reduce((sum, sample, index) => sum + (minutes[index] - meanX) * (sample.rss - meanY), 0);
  const variance = minutes.reduce((sum, x) => sum + (x - meanX) ** 2, 0);
  return covariance / variance;
}

/** The responses that arrived in [from, to) ms of the run, as a latency summary and a rate. */
function windowOf(run, from, to) {
  const latencies = run.latencies.filter((_, index) => run.at[index] >= from && run.at[index] < to);
  return { requestsPerSecond: (latencies.length * 1000) / (to - from), ...latencySummary(latencies) };
}

const megabytes = (value) => `${value.toFixed(1)} MB`;
const milliseconds = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

function printReport(run, samples) {
  console.log('\nminute  RSS at end  req/s  p50 ms  p99 ms  max ms');
  for (let from = 0; from < run.seconds * 1000; from += REPORT_MS) {
    const to = Math.min(from + REPORT_MS, run.seconds * 1000);
    const window = windowOf(run, from, to);
    const rss = samples.filter((sample) => sample.at <= to).at(-1).rss;
    console.log(
      `${String(from / REPORT_MS + 1).padStart(6)}  ${megabytes(rss).padStart(10)}  ${String(Math.round(window.requestsPerSecond)).padStart(5)}  ` +
        `${milliseconds(window.p50).padStart(6)}  ${milliseconds(window.p99).padStart(6)}  ${milliseconds(window.max).padStart(6)}`,
    );
  }
  const start = samples[0];
  const end = samples.at(-1);
  // The first minute is warm-up (JIT, V8 growing its heap); a leak shows as a trend after it.
  const steady = samples.filter((sample) => sample.at >= WARM_UP_MS);
  const afterWarmUp = steady[0] ?? start;
  const peak = Math.max(...samples.map((sample) => sample.rss));
  const growth = (from) =>
    `${end.rss - from.rss >= 0 ? '+' : ''}${megabytes(end.rss - from.rss)} (${(((end.rss - from.rss) / from.rss) * 100).toFixed(1)} %)`;
  console.log(
    `\nRSS: start ${megabytes(start.rss)}, after the ${WARM_UP_MS / 1000} s warm-up ${megabytes(afterWarmUp.rss)}, peak ${megabytes(peak)}, end ${megabytes(end.rss)}`,
  );
  console.log(`RSS growth: ${growth(start)} from start, ${growth(afterWarmUp)} after the warm-up`);
  if (steady.length >= 3)
    console.log(`RSS trend after the warm-up (least squares over ${steady.length} samples): ${rssTrend(steady).toFixed(2)} MB/min`);
  const runMs = run.seconds * 1000;
  const firstSteadyMinute = windowOf(run, Math.min(WARM_UP_MS, runMs - REPORT_MS), Math.min(WARM_UP_MS + REPORT_MS, runMs));
  const lastMinute = windowOf(run, Math.max(0, runMs - REPORT_MS), runMs);
  console.log(
    `Latency: whole run p50 ${milliseconds(run.p50)} ms, p99 ${milliseconds(run.p99)} ms, max ${milliseconds(run.max)} ms; ` +
      `last minute vs the first after the warm-up: p50 ${(lastMinute.p50 / firstSteadyMinute.p50).toFixed(2)}×, p99 ${(lastMinute.p99 / firstSteadyMinute.p99).toFixed(2)}×`,
  );
  console.log(
    `Requests: ${run.latencies.length.toLocaleString('en-US')} answered, ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx`,
  );
}

async function main() {
  ensureServerBuild();
  const app = await startServer(appServer);
  const founders = await registerFounders(app.baseUrl, FOUNDERS);
  await probeMix(app.baseUrl, founders[0]);
  console.log(
    `Soak on Node ${process.version}: the 80/20 mix at ${SOAK_RATE} req/s for ${SOAK_SECONDS} s, ${FOUNDERS} founders, RSS every ${SAMPLE_MS / 1000} s`,
  );

  const startedAt = performance.now();
  const samples = [{ at: 0, rss: rssMegabytes(app.child.pid) }];
  const sampler = setInterval(() => {
    const sample = { at: performance.now() - startedAt, rss: rssMegabytes(app.child.pid) };
    samples.push(sample);
    process.stdout.write(`  ${Math.round(sample.at / 1000)} s: RSS ${megabytes(sample.rss)}\n`);
  }, SAMPLE_MS);
  const run = await runFixedRate({ baseUrl: app.baseUrl, founders, rate: SOAK_RATE, seconds: SOAK_SECONDS }).finally(() =>
    clearInterval(sampler),
  );
  // The end of the run counts as the end of its last minute (the staggered slices finish within a second).
  samples.push({ at: SOAK_SECONDS * 1000, rss: rssMegabytes(app.child.pid) });
  printReport(run, samples);
  console.log('\nFigures only: the load generator shares the machine with the server.');
}

stopAllServersOnSignal();
try {
  await main();
} catch (error) {
  console.error(`bench:soak: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
