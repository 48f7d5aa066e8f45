#!/usr/bin/env node
// `npm test`: every automated check in order; stops at the first failure with its exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const INSTALL_HINT = 'Chromium not found: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH)';

/** CHROMIUM_PATH, then Debian's package, then the newest browser in Playwright's own cache. */
function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const revisions = readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const revision of revisions) {
    for (const binary of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = path.join(cache, revision, binary);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function run(command, args, env = process.env) {
  const label = [command, ...args].join(' ');
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const status = result.status ?? 1;
  if (status !== 0) {
    console.error(`\n✗ ${label} failed${result.signal ? ` (${result.signal})` : ` with exit code ${status}`}`);
    process.exit(status);
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * API_TESTS_POSTGRES_URL (CI sets it): the API suite also runs on that PostgreSQL database, in the background from
 * the start to just before the build, while the checks that use one core each (typecheck, lint, unit and the
 * SQLite API suite, whose files run one at a time) use the other. The browser tests then have both cores.
 */
function startPostgresApiSuite(databaseUrl) {
  const label = 'vitest run --project api (PostgreSQL)';
  console.log(`\n=== ${label}, in the background ===`);
  const started = Date.now();
  const output = [];
  const child = spawn('npx', ['vitest', 'run', '--project', 'api'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const finished = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  // A stage that fails first ends this script: the suite goes with it.
  process.on('exit', () => child.kill());
  return async () => {
    const status = await finished;
    // Its output in one piece, after the stages it ran beside.
    console.log(`\n=== ${label} ===`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) {
      console.error(`\n✗ ${label} failed with exit code ${status}`);
      process.exit(status);
    }
    console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
}

// Located first so a machine without a browser hears so at once, not after minutes of tests.
const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
const browserEnv = { ...process.env, CHROMIUM_PATH: chromium };

const started = Date.now();
const postgresApiSuite = process.env.API_TESTS_POSTGRES_URL ? startPostgresApiSuite(process.env.API_TESTS_POSTGRES_URL) : undefined;
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npx', ['vitest', 'run', '--project', 'unit']);
run('npx', ['vitest', 'run', '--project', 'api']);
await postgresApiSuite?.();
run('npm', ['run', 'build'], browserEnv);
console.log(`\nBrowser tests use ${chromium}`);
run('npx', ['playwright', 'test'], browserEnv);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
