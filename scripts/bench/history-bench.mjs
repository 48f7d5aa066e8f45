// The cost of keeping history (DESIGN §15): the brief's save, each one changing the brief, on the app as
// shipped (every save also writes its revision in its transaction, HISTORY_KEEP=200) against the same app
// with HISTORY_KEEP=0 (the save alone). Rounds alternate so a noisy moment hits both alike; medians by req/s.
import { appServer, PRODUCTION_ENV, startServer, stopServer } from './lib.mjs';
import { briefSaveScenario, runThroughput } from './throughput.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runHistoryBench({ log, durationSeconds, rounds }) {
  const variants = [
    { name: 'save + revision (HISTORY_KEEP=200)', server: await startServer(appServer), runs: [] },
    {
      name: 'save alone (HISTORY_KEEP=0)',
      server: await startServer({ ...appServer, name: 'app-without-history', env: { ...PRODUCTION_ENV, HISTORY_KEEP: '0' } }),
      runs: [],
    },
  ];
  try {
    for (let round = 1; round <= rounds; round++) {
      log(`History round ${round} of ${rounds}`);
      for (const variant of variants) variant.runs.push(await runThroughput(briefSaveScenario, variant.server, durationSeconds));
    }
  } finally {
    for (const { server } of variants) await stopServer(server);
  }
  const [withHistory, without] = variants.map(({ name, runs }) => {
    const middle = median(runs.map((run) => run.requestsPerSecond));
    return { name, ...runs.find((run) => run.requestsPerSecond === middle) };
  });
  log(`\nThe cost of keeping history: ${briefSaveScenario.name}, each save a change, median of ${rounds}`);
  for (const row of [withHistory, without]) {
    log(
      `  ${row.name.padEnd(36)} ${Math.round(row.requestsPerSecond).toLocaleString('en-US').padStart(6)} saves/s, ` +
        `p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${Math.round(row.cpuMicrosecondsPerAnswer)} µs CPU/save, ` +
        `${row.errors + row.timeouts + row.non2xx} failed`,
    );
  }
  log(
    `  with history: ${(withHistory.requestsPerSecond / without.requestsPerSecond).toFixed(2)}× the saves/s, ` +
      `${(withHistory.cpuMicrosecondsPerAnswer / without.cpuMicrosecondsPerAnswer).toFixed(2)}× the CPU per save.`,
  );
}
