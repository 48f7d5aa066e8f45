// Lighthouse on the logged-in dashboard of the demo startup (`npm run demo`'s seeded data).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_EMBED_ORIGINS } from '../../dist/shared/video.js';
import { ensureWebBuild, logInHeaders, root, startServer, stopServer, webAppServer } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags that run Debian's Chromium as root on these machines (ENVIRONMENT.md).
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];
// This machine has no internet: the demo video's player would hold the page "loading" until Lighthouse's 45 s limit.
const BLOCKED_URL_PATTERNS = VIDEO_EMBED_ORIGINS.map((origin) => `${origin}/*`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const PRESETS = [
  { name: 'desktop', flags: ['--preset=desktop'] },
  { name: 'mobile', flags: [] }, // Lighthouse's default: a throttled mid-range phone
];

/** Runs the demo seed into `dataDir` and returns the login it prints. */
function seedDemo(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // the same SQLite database the server will open
  const seed = spawnSync(process.execPath, ['dist/server/demo-seed.js'], { cwd: root, env, encoding: 'utf8' });
  const login = /Demo login: (\S+) \/ (.+)/.exec(seed.stdout);
  if (seed.status !== 0 || !login) throw new Error(`the demo seed failed: ${seed.stderr || seed.stdout}`);
  return { email: login[1], password: login[2].trim() };
}

function runLighthouse(url, preset, headers, outputDir) {
  const outputPath = path.join(outputDir, `${preset.name}.json`);
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js', url, ...preset.flags, '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--extra-headers=${JSON.stringify(headers)}`, ...BLOCKED_URL_PATTERNS.map((pattern) => `--blocked-url-patterns=${pattern}`), '--output=json', `--output-path=${outputPath}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`lighthouse (${preset.name}) failed: ${run.stderr.trim().split('\n').slice(-3).join(' ')}`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse (${preset.name}): ${report.runtimeError.message}`);
  for (const warning of report.runWarnings) console.log(`  Lighthouse warning: ${warning}`);
  const score = (category) => Math.round((report.categories[category]?.score ?? NaN) * 100);
  return {
    preset: preset.name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
  };
}

/** Lighthouse scores and LCP of the dashboard, one row per preset. */
export async function measurePageSpeed() {
  const webRoot = ensureWebBuild();
  let login;
  const server = await startServer({ ...webAppServer(webRoot), prepareDataDir: (dataDir) => (login = seedDemo(dataDir)) });
  const outputDir = mkdtempSync(path.join(tmpdir(), 'fd-lighthouse-'));
  try {
    // Only the cookie: Lighthouse adds it to every request of the page, as the browser's jar would.
    const { cookie } = await logInHeaders(server.baseUrl, login);
    const url = `${server.baseUrl}/dashboard`; // where `/` sends a logged-in founder
    const rows = [];
    for (const preset of PRESETS) {
      process.stdout.write(`- Lighthouse ${preset.name} on the dashboard…\n`);
      rows.push(runLighthouse(url, preset, { Cookie: cookie }, outputDir));
    }
    return rows;
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
    await stopServer(server);
  }
}

export function printPageSpeed(rows) {
  console.log('\nLighthouse 12 on the logged-in dashboard (demo data), scores out of 100:');
  console.log('preset    performance  accessibility  best-practices  LCP');
  for (const row of rows) {
    console.log(
      `${row.preset.padEnd(8)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ` +
        `${String(row.bestPractices).padStart(14)}  ${(row.lcpMs / 1000).toFixed(2)} s`,
    );
  }
}
