// Lighthouse on the login page and the logged-in dashboard of the demo startup (`npm run demo`'s seeded data),
// each in English and Arabic (the fd_locale cookie), on a phone and a desktop.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_COOKIE } from '../../dist/shared/i18n/locale.js';
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
const PAGES = [
  { name: 'login', path: '/login', loggedIn: false },
  { name: 'dashboard', path: '/dashboard', loggedIn: true }, // where `/` sends a logged-in founder
];
const LOCALES = ['en', 'ar'];
// Issue 15's goal on a phone.
const MOBILE_GOAL = { performance: 98, lcpMs: 1_800 };

/** Runs the demo seed into `dataDir` and returns the login it prints. */
export function seedDemo(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL; // the same SQLite database the server will open
  const seed = spawnSync(process.execPath, ['dist/server/demo-seed.js'], { cwd: root, env, encoding: 'utf8' });
  const login = /Demo login: (\S+) \/ (.+)/.exec(seed.stdout);
  if (seed.status !== 0 || !login) throw new Error(`the demo seed failed: ${seed.stderr || seed.stdout}`);
  return { email: login[1], password: login[2].trim() };
}

function runLighthouse(url, preset, headers, outputPath) {
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
    meetsGoal: preset.name !== 'mobile' || (score('performance') >= MOBILE_GOAL.performance && report.audits['largest-contentful-paint'].numericValue <= MOBILE_GOAL.lcpMs),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
  };
}

/** Lighthouse scores and LCP of each page, one row per page, language and preset. */
export async function measurePageSpeed() {
  const webRoot = ensureWebBuild();
  let login;
  const server = await startServer({ ...webAppServer(webRoot), prepareDataDir: (dataDir) => (login = seedDemo(dataDir)) });
  const outputDir = mkdtempSync(path.join(tmpdir(), 'fd-lighthouse-'));
  try {
    // Only the cookie: Lighthouse adds it to every request of the page, as the browser's jar would.
    const { cookie } = await logInHeaders(server.baseUrl, login);
    const rows = [];
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const cookies = [`${LOCALE_COOKIE}=${locale}`, ...(page.loggedIn ? [cookie] : [])];
        for (const preset of PRESETS) {
          process.stdout.write(`- Lighthouse ${preset.name} on ${page.name} (${locale})…\n`);
          const outputPath = path.join(outputDir, `${page.name}-${locale}-${preset.name}.json`);
          const row = runLighthouse(server.baseUrl + page.path, preset, { Cookie: cookies.join('; ') }, outputPath);
          rows.push({ page: page.name, locale, ...row });
        }
      }
    }
    return rows;
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
    await stopServer(server);
  }
}

export function printPageSpeed(rows) {
  console.log(`\nLighthouse 12 (demo data), scores out of 100; mobile goal: performance ≥ ${MOBILE_GOAL.performance}, LCP ≤ ${MOBILE_GOAL.lcpMs / 1000} s:`);
  console.log('page       lang  preset    performance  accessibility  best-practices  LCP');
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(9)}  ${row.locale.padEnd(4)}  ${row.preset.padEnd(8)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ` +
        `${String(row.bestPractices).padStart(14)}  ${(row.lcpMs / 1000).toFixed(2)} s${row.meetsGoal ? '' : '  (under the goal)'}`,
    );
  }
}
