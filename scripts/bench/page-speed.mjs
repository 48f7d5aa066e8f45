// Lighthouse on the login page and the logged-in dashboard of the demo startup (`npm run demo`'s seeded data),
// each in English and Arabic (the fd_locale cookie), on a phone and a desktop.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_COOKIE } from '../../dist/shared/i18n/locale.js';
import { VIDEO_EMBED_ORIGINS } from '../../dist/shared/video.js';
import { ensureWebBuild, logInHeaders, root, startServer, stopServer, webAppServer } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags that run Debian's Chromium as root on these machines (ENVIRONMENT.md).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
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
      'node_modules/lighthouse/cli/index.js',
      url,
      ...preset.flags,
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      `--extra-headers=${JSON.stringify(headers)}`,
      ...BLOCKED_URL_PATTERNS.map((pattern) => `--blocked-url-patterns=${pattern}`),
      '--output=json',
      `--output-path=${outputPath}`,
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
    meetsGoal:
      preset.name !== 'mobile' ||
      (score('performance') >= MOBILE_GOAL.performance && report.audits['largest-contentful-paint'].numericValue <= MOBILE_GOAL.lcpMs),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    // What else the performance score weighs most: main-thread blocking and layout shift.
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/** Lighthouse once more after a failed recording (NO_NAVSTART and the like, on a busy machine): up to three tries. */
function runLighthouseWithRetry(...args) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(...args);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${error.message}: trying again`);
    }
  }
}

/** Starts the app on the demo data, serving `build`'s web root with its compiled server, and logs the demo founder in. */
async function startBuild(build) {
  let login;
  const target = webAppServer(build.webRoot);
  const env = { ...target.env, ...(build.serverRoot && { E2E_SERVER_ROOT: build.serverRoot }) };
  const server = await startServer({ ...target, env, prepareDataDir: (dataDir) => (login = seedDemo(dataDir)) });
  // Only the cookie: Lighthouse adds it to every request of the page, as the browser's jar would.
  const { cookie } = await logInHeaders(server.baseUrl, login);
  return { ...build, server, cookie };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Lighthouse scores and LCP of each page, one row per build, page, language and preset: the median of `rounds`
 * runs. With several builds (an A/B), each page is measured on every build back to back, round after round, so
 * the machine's load falls on all of them alike.
 */
export async function measurePageSpeed(builds = [{ name: 'current', webRoot: ensureWebBuild() }], rounds = 1) {
  const started = [];
  const outputDir = mkdtempSync(path.join(tmpdir(), 'fd-lighthouse-'));
  try {
    for (const build of builds) started.push(await startBuild(build));
    const runs = new Map();
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of PAGES.filter(({ name }) => !process.env.PAGE_SPEED_PAGE || name === process.env.PAGE_SPEED_PAGE)) {
        for (const locale of LOCALES.filter((name) => !process.env.PAGE_SPEED_LOCALE || name === process.env.PAGE_SPEED_LOCALE)) {
          for (const preset of PRESETS.filter(({ name }) => !process.env.PAGE_SPEED_PRESET || name === process.env.PAGE_SPEED_PRESET)) {
            for (const build of started) {
              const label = `${build.name} ${page.name} ${locale} ${preset.name}`;
              process.stdout.write(
                `- Lighthouse ${preset.name} on ${page.name} (${locale})${builds.length > 1 ? `, ${build.name}` : ''}${rounds > 1 ? `, round ${round}` : ''}…\n`,
              );
              const cookies = [`${LOCALE_COOKIE}=${locale}`, ...(page.loggedIn ? [build.cookie] : [])];
              const outputPath = path.join(outputDir, `${label.replaceAll(' ', '-')}.json`);
              const row = runLighthouseWithRetry(build.server.baseUrl + page.path, preset, { Cookie: cookies.join('; ') }, outputPath);
              runs.set(label, [...(runs.get(label) ?? []), { build: build.name, page: page.name, locale, ...row }]);
            }
          }
        }
      }
    }
    return [...runs.values()].map((measured) => {
      const row = { ...measured[0] };
      for (const figure of ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls'])
        row[figure] = median(measured.map((run) => run[figure]));
      row.meetsGoal = row.preset !== 'mobile' || (row.performance >= MOBILE_GOAL.performance && row.lcpMs <= MOBILE_GOAL.lcpMs);
      return row;
    });
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
    await Promise.all(started.map((build) => stopServer(build.server)));
  }
}

export function printPageSpeed(rows) {
  const builds = new Set(rows.map((row) => row.build));
  console.log(
    `\nLighthouse 12 (demo data), scores out of 100; mobile goal: performance ≥ ${MOBILE_GOAL.performance}, LCP ≤ ${MOBILE_GOAL.lcpMs / 1000} s:`,
  );
  console.log(
    `${builds.size > 1 ? 'build     ' : ''}page       lang  preset    performance  accessibility  best-practices  TBT      CLS    LCP`,
  );
  for (const row of rows) {
    console.log(
      `${builds.size > 1 ? row.build.padEnd(10) : ''}${row.page.padEnd(9)}  ${row.locale.padEnd(4)}  ${row.preset.padEnd(8)}  ${String(row.performance).padStart(11)}  ${String(row.accessibility).padStart(13)}  ` +
        `${String(row.bestPractices).padStart(14)}  ${`${Math.round(row.tbtMs)} ms`.padEnd(7)}  ${row.cls.toFixed(3)}  ${(row.lcpMs / 1000).toFixed(2)} s${row.meetsGoal ? '' : '  (under the goal)'}`,
    );
  }
}

// `node scripts/bench/page-speed.mjs`: these rows alone. An A/B of builds made beforehand, each a web root and its
// compiled server: PAGE_SPEED_BUILDS="before=/tmp/a-web:dist/a/server,after=/tmp/b-web:dist/b/server" PAGE_SPEED_ROUNDS=3;
// PAGE_SPEED_PAGE=dashboard (or login), PAGE_SPEED_LOCALE=ar (or en) and PAGE_SPEED_PRESET=mobile (or desktop) narrow it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const builds = process.env.PAGE_SPEED_BUILDS?.split(',').map((entry) => {
    const [name, roots] = entry.split('=');
    const [webRoot, serverRoot] = roots.split(':');
    return { name, webRoot: path.resolve(webRoot), serverRoot: serverRoot && path.resolve(serverRoot) };
  });
  printPageSpeed(await measurePageSpeed(builds, Number(process.env.PAGE_SPEED_ROUNDS ?? 1)));
}
