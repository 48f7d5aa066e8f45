#!/usr/bin/env node
// `npm run verify:xss`: the stored-XSS browser suite with ≥ 5 000 payloads (the corpus plus generated ones).
// It builds nothing: run `npm run build` first (Playwright serves dist/, or E2E_WEB_ROOT when set).
// XSS_PAYLOADS overrides the count; E2E_PORT / E2E_WEB_ROOT pass through to playwright.config.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const payloads = Math.max(Number(process.env.XSS_PAYLOADS ?? 5000), 5000);
if (!existsSync('dist/server/app.js')) {
  console.error('dist/server is missing: run `npm run build` first.');
  process.exit(1);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'verify-xss-'));
const report = path.join(reportDir, 'report.json');
const started = Date.now();
const result = spawnSync('npx', ['playwright', 'test', 'test/e2e/xss.spec.ts', '--reporter=list'], {
  stdio: 'inherit',
  env: { ...process.env, XSS_PAYLOADS: String(payloads), XSS_REPORT: report },
});

if (existsSync(report)) {
  const figures = JSON.parse(readFileSync(report, 'utf8'));
  console.log(
    `\nstored XSS: ${figures.payloads} payloads × ${figures.richTextFields} rich-text fields (+ ${figures.plainTextPayloads} through ${figures.plainTextFields} plain-text fields) × ${figures.screens} screens, ${figures.saves} saves`,
  );
  console.log(`executions: ${figures.executions}, injected markup: ${figures.injected}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
} else {
  console.error('\nthe suite wrote no report (it failed before the end): see the output above.');
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
