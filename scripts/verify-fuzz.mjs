#!/usr/bin/env node
// `npm run verify:fuzz`: the API fuzz suite (test/api/fuzz) with 1 000 generated cases per route.
// FUZZ_RUNS raises the count (never below 1 000); DATABASE_URL runs it on PostgreSQL; FUZZ_SEED replays a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Math.max(Number(process.env.FUZZ_RUNS ?? 1000), 1000);
const reportDir = mkdtempSync(path.join(tmpdir(), 'verify-fuzz-'));
const report = path.join(reportDir, 'report.jsonl');
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'test/api/fuzz'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_REPORT: report },
});

const routes = existsSync(report)
  ? readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const cases = routes.reduce((sum, route) => sum + route.cases, 0);
const serverErrors = routes.reduce((sum, route) => sum + route.serverErrors, 0);
console.log(`\nfuzz on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${routes.length} routes, ${runs} runs each`);
for (const route of routes) console.log(`  ${route.route}: ${route.cases} cases, ${route.serverErrors} 5xx`);
console.log(`total: ${cases} cases, ${serverErrors} answers 5xx, ${((Date.now() - started) / 1000).toFixed(0)} s`);
rmSync(reportDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
