// The scale proof's table: one row per figure or check; a check's row says PASS or FAIL.

const formatMs = (ms) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a');

/** The mix's non-2xx answers that arrived between `from` and `to` (ms since the load started), e.g. `2 (502×2)`. */
export function errorsBetween(run, from = 0, to = Infinity) {
  const byStatus = new Map();
  run.statuses.forEach((status, index) => {
    if ((status < 200 || status >= 300) && run.at[index] >= from && run.at[index] <= to)
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  });
  const total = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
  return total === 0 ? '0' : `${total} (${[...byStatus].map(([status, count]) => `${status}×${count}`).join(', ')})`;
}

/** The rows of the table: [label, value, verdict?]; a verdict of false fails the proof. */
export function scaleRows({ run, ledger, restarts, checks }) {
  return [
    ['mix through nginx (80 % reads)', `${run.latencies.length} answers at ${run.achievedRate.toFixed(0)}/${run.rate} req/s`],
    ['  errors: non-2xx / socket / timeouts', `${errorsBetween(run)} / ${run.errors} / ${run.timeouts}`],
    ['  p50 / p99', `${formatMs(run.p50)} / ${formatMs(run.p99)}`],
    ['acknowledged writes (unique, ledger)', String(ledger.acked)],
    ['  lost writes (acknowledged, not read back)', String(ledger.lost.length), ledger.lost.length === 0],
    ['  errors: 5xx / no answer / 4xx', `${ledger.serverErrors} / ${ledger.unanswered} / ${ledger.rejected}`],
    ['  unacknowledged writes applied / not', `${ledger.inFlightApplied} / ${ledger.inFlightNotApplied}`],
    ...restarts.map((restart) => [
      `${restart.name}: ${restart.signal} at ${(restart.at / 1000).toFixed(1)} s`,
      `exit ${restart.exitCode ?? restart.exitSignal} after ${(restart.stopMs / 1000).toFixed(1)} s, serving again after ${(restart.downMs / 1000).toFixed(1)} s, mix errors meanwhile ${restart.mixErrors}`,
      // A graceful stop must exit 0; a killed process has no say.
      restart.signal === 'SIGTERM' ? restart.exitCode === 0 : undefined,
    ]),
    ...checks.map(({ label, isOk, detail }) => [label, detail, isOk]),
  ];
}

export function printTable(title, rows) {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  console.log(`\n${title}\n${'-'.repeat(labelWidth + valueWidth + 10)}`);
  for (const [label, value, verdict] of rows) {
    const mark = verdict === undefined ? '' : verdict ? '  PASS' : '  FAIL';
    console.log(`${label.padEnd(labelWidth)}  ${value.padEnd(valueWidth)}${mark}`);
  }
  return rows.every(([, , verdict]) => verdict !== false);
}
