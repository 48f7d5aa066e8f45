// The per-round table and the totals of the durability proof.

const COLUMNS = [
  ['round', (row) => String(row.round)],
  ['kill at ms', (row) => String(row.killAfterMs)],
  ['in flight', (row) => String(row.inFlight)],
  ['acked writes', (row) => String(row.acked)],
  ['read back ok', (row) => String(row.checked)],
  ['lost', (row) => String(row.lost)],
  ['unacked new/old', (row) => `${row.inFlightApplied}/${row.inFlightNotApplied}`],
  ['4xx/5xx', (row) => `${row.rejected}/${row.serverErrors}`],
  ['integrity', (row) => row.integrity],
  ['rows w/o file', (row) => String(row.rowsWithoutFile)],
  ['orphans crash→left', (row) => `${row.orphansAtCrash}→${row.orphansLeft}`],
  ['temp crash→stale left', (row) => `${row.tempAtCrash}→${row.staleTempLeft}`],
];
const WIDTHS = COLUMNS.map(([title]) => Math.max(title.length, 9));
const format = (cells) => cells.map((cell, column) => cell.padStart(WIDTHS[column])).join('  ');
const sum = (items, pick) => items.reduce((total, item) => total + pick(item), 0);

/** One round's figures, and what (if anything) went wrong in it. */
export function summarize({ round, killAfterMs, inFlight, clients, results, crash, swept }, isPostgres) {
  const lostDetails = results.flatMap((result) => result.lost);
  const unexpected = results.flatMap((result) => result.unexpected);
  const rejections = clients.flatMap((counts) => (counts.lastRejection ? [counts.lastRejection] : []));
  // Checked at the crash and again after the sweep; a row missing its file at both is one row.
  const rowsWithoutFile = [...new Set([...crash.rowsWithoutFile, ...swept.rowsWithoutFile])];
  const row = {
    round,
    killAfterMs,
    inFlight,
    acked: sum(clients, (counts) => counts.acked),
    rejected: sum(clients, (counts) => counts.rejected),
    serverErrors: sum(clients, (counts) => counts.serverErrors),
    checked: sum(results, (result) => result.checked),
    lost: lostDetails.length,
    inFlightApplied: sum(results, (result) => result.inFlightApplied),
    inFlightNotApplied: sum(results, (result) => result.inFlightNotApplied),
    // Read straight after the kill, before the restart could repair anything.
    integrity: crash.integrity,
    rowsWithoutFile: rowsWithoutFile.length,
    orphansAtCrash: crash.orphans.length,
    orphansLeft: swept.orphans.length,
    tempAtCrash: crash.tempFiles,
    staleTempLeft: swept.staleTempFiles,
  };
  const problems = [
    ...lostDetails.map((detail) => `LOST ${detail}`),
    ...unexpected.map((detail) => `UNEXPECTED ${detail}`),
    ...rejections.map((detail) => `REJECTED ${detail}`),
    ...rowsWithoutFile.map((key) => `ROW WITHOUT FILE ${key}`),
    ...swept.orphans.map((key) => `ORPHAN NOT SWEPT ${key}`),
    ...(swept.staleTempFiles > 0 ? [`${swept.staleTempFiles} temporary files older than the sweeper's max age remain`] : []),
    ...(isPostgres || crash.integrity === 'ok' ? [] : [`integrity_check: ${crash.integrity}`]),
    ...(row.serverErrors > 0 ? [`${row.serverErrors} answers were 5xx`] : []),
  ];
  return { ...row, problems };
}

export function printRound(row, withHeader) {
  if (withHeader) console.log(`${format(COLUMNS.map(([title]) => title))}\n${WIDTHS.map((width) => '-'.repeat(width)).join('  ')}`);
  console.log(format(COLUMNS.map(([, cell]) => cell(row))));
  for (const problem of row.problems) console.log(`    ${problem}`);
}

/** Prints the totals; true when nothing acknowledged was lost and disk and database agree. */
export function printTotals(rows, serverErrorLines) {
  const total = (key) => sum(rows, (row) => row[key]);
  const integrityOk = rows.filter((row) => row.integrity === 'ok').length;
  const totals = {
    round: 'total',
    killAfterMs: '',
    inFlight: total('inFlight'),
    acked: total('acked'),
    checked: total('checked'),
    lost: total('lost'),
    inFlightApplied: total('inFlightApplied'),
    inFlightNotApplied: total('inFlightNotApplied'),
    rejected: total('rejected'),
    serverErrors: total('serverErrors'),
    integrity: rows.every((row) => row.integrity.startsWith('n/a')) ? 'n/a' : `${integrityOk}/${rows.length} ok`,
    rowsWithoutFile: total('rowsWithoutFile'),
    orphansAtCrash: total('orphansAtCrash'),
    orphansLeft: total('orphansLeft'),
    tempAtCrash: total('tempAtCrash'),
    staleTempLeft: total('staleTempLeft'),
  };
  console.log(`${WIDTHS.map((width) => '-'.repeat(width)).join('  ')}\n${format(COLUMNS.map(([, cell]) => cell(totals)))}`);
  console.log(`\nerror lines in the server log: ${serverErrorLines}`);
  const isClean = rows.every((row) => row.problems.length === 0);
  console.log(
    isClean
      ? `PASS: ${totals.acked} acknowledged writes over ${rows.length} crashes, 0 lost; no row without its file; every orphan and stale temp file swept.`
      : `FAIL: ${sum(rows, (row) => row.problems.length)} problems (listed under their rounds).`,
  );
  return isClean;
}
