// Password hashing must never starve file reads: the p50 of a static file GET alone and during 20
// concurrent bad-login loops, with the bounded hash queue (default K and K = 2) and without a bound (the
// old behaviour); then how many requests each abuse limit let through before it answered 429 (the
// global ceiling, 300 failures a minute, is above what one instance hashes: it is for several instances).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cookiesOf,
  ensureServerBuild,
  PRODUCTION_ENV,
  startServer,
  stopAllServers,
  stopAllServersOnSignal,
  stopServer,
  webAppServer,
} from './lib.mjs';

const LOOPS = 20;
const SAMPLES = 200;
const SAMPLE_SECONDS = 15;
const GOAL = { ratio: 10, ms: 100 };
const ASSET = '/assets/app-5f3c2a.js';

/** The per-address and global login limits out of the way: here only the hash queue stands in front of the storm. */
const STORM_LIMITS = { LIMIT_LOGIN_FAILURES_PER_IP: '1000000', LIMIT_LOGIN_FAILURES_GLOBAL: '1000000' };
/** The app's default K (from the compiled server), K = 2, and every hash handed to libuv at once, as before the queue. */
async function hashQueues() {
  const { PASSWORD_HASHING_DEFAULTS } = await import('../../dist/server/limits/rules.js');
  return [
    { name: `bounded queue, default K = ${PASSWORD_HASHING_DEFAULTS.concurrency}`, env: {} },
    { name: 'bounded queue, K = 2', env: { PASSWORD_HASH_CONCURRENCY: '2' } },
    {
      name: 'no bound (before)',
      env: { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '100000', PASSWORD_HASH_MAX_WAIT_MS: '600000' },
    },
  ];
}

function webRootWithAsset() {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'fd-bench-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // About the size of the app's first-page chunk.
  writeFileSync(path.join(webRoot, ASSET), `console.log(${JSON.stringify(randomBytes(60_000).toString('base64'))});`);
  return webRoot;
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const p99 = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)];
};

/** Sequential GETs of the asset: SAMPLES of them, or as many as SAMPLE_SECONDS allow. */
async function sampleAsset(baseUrl) {
  const latencies = [];
  const deadline = performance.now() + SAMPLE_SECONDS * 1000;
  while (latencies.length < SAMPLES && performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(baseUrl + ASSET);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${ASSET} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return { p50: median(latencies), p99: p99(latencies), count: latencies.length };
}

/** A browser with no account: its cookies and CSRF token, as the login form has them. */
async function visitor(baseUrl, headers = {}) {
  const session = await fetch(`${baseUrl}/api/auth/session`, { headers });
  const { data } = await session.json();
  return { cookie: cookiesOf(session).join('; '), token: data.csrf_token };
}

async function post(baseUrl, route, body, { headers = {} } = {}) {
  const browser = await visitor(baseUrl, headers);
  const response = await fetch(baseUrl + route, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': browser.token, cookie: browser.cookie },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const unknownEmail = () => `storm-${randomUUID()}@example.com`;

/** LOOPS clients logging in with wrong passwords back to back until `stop()`; counts answers by status. */
function startStorm(baseUrl) {
  const statuses = new Map();
  let isOver = false;
  const loops = Array.from({ length: LOOPS }, async () => {
    const browser = await visitor(baseUrl);
    while (!isOver) {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': browser.token, cookie: browser.cookie },
        body: JSON.stringify({ email: unknownEmail(), password: 'not the password' }),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  });
  return {
    statuses,
    async stop() {
      isOver = true;
      await Promise.all(loops);
    },
  };
}

async function measureQueue(queue, webRoot) {
  const server = await startServer({
    ...webAppServer(webRoot),
    env: { ...PRODUCTION_ENV, E2E_WEB_ROOT: webRoot, ...STORM_LIMITS, ...queue.env },
  });
  try {
    await sampleAsset(server.baseUrl); // warm-up
    const alone = await sampleAsset(server.baseUrl);
    const storm = startStorm(server.baseUrl);
    const stormStartedAt = performance.now();
    // Let every loop reach the server before sampling.
    while ([...storm.statuses.values()].reduce((sum, count) => sum + count, 0) < LOOPS)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const during = await sampleAsset(server.baseUrl);
    const stormSeconds = (performance.now() - stormStartedAt) / 1000;
    await storm.stop();
    return { name: queue.name, alone, during, stormSeconds, statuses: storm.statuses };
  } finally {
    await stopServer(server);
  }
}

/** Sends `attempt(index)` (one request, resolving to its status) until one answers 429: how many were let through before. */
async function requestsUntilLimited(attempt, { parallel = 1, ceiling = 200 } = {}) {
  let sent = 0;
  let allowed = 0;
  let isLimited = false;
  const worker = async () => {
    while (!isLimited && sent < ceiling) {
      const status = await attempt(++sent);
      if (status === 429) isLimited = true;
      else allowed += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return isLimited ? `${allowed} let through, the next answered 429` : `no 429 in ${ceiling}`;
}

/** The app's default limits (no LIMIT_* overrides), behind one trusted proxy so the bench can be many clients. */
async function measureAbuseLimits(webRoot) {
  const { LIMIT_REGISTRATIONS_PER_IP: _raised, ...defaults } = PRODUCTION_ENV;
  const server = await startServer({ ...webAppServer(webRoot), env: { ...defaults, E2E_WEB_ROOT: webRoot, TRUST_PROXY: '1' } });
  const base = server.baseUrl;
  const address = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
  const from = (ip) => ({ headers: { 'x-forwarded-for': ip } });
  try {
    const email = unknownEmail();
    const oneClient = address();
    const oneRegistrar = address();
    return [
      [
        'failed logins, one email (5 / min)',
        await requestsUntilLimited(() => post(base, '/api/auth/login', { email, password: 'wrong' }, from(address()))),
      ],
      [
        'failed logins, one address, many emails (20 / 15 min)',
        await requestsUntilLimited(() => post(base, '/api/auth/login', { email: unknownEmail(), password: 'wrong' }, from(oneClient)), {
          parallel: 4,
        }),
      ],
      [
        'registrations, one address (10 / h)',
        await requestsUntilLimited(
          (index) =>
            post(
              base,
              '/api/auth/register',
              {
                first_name: 'Storm',
                last_name: 'Bench',
                email: unknownEmail(),
                password: `bench password ${index}`,
                startup_name: 'Storm Labs',
              },
              from(oneRegistrar),
            ),
          { parallel: 2 },
        ),
      ],
    ];
  } finally {
    await stopServer(server);
  }
}

const format = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

export async function runLoginStorm({ log }) {
  log(
    `\nLogin storm: GET ${ASSET} (${SAMPLES} sequential requests at most, ${SAMPLE_SECONDS} s) alone and during ${LOOPS} concurrent bad-login loops`,
  );
  const webRoot = webRootWithAsset();
  try {
    const rows = [];
    for (const queue of await hashQueues()) {
      log(`- ${queue.name}…`);
      rows.push(await measureQueue(queue, webRoot));
    }
    const header = [
      'hash queue',
      'p50 alone',
      'p50 storm',
      'ratio',
      'p99 alone',
      'p99 storm',
      'GETs in storm',
      'logins hashed/s',
      '503s',
      `goal ≤ ${GOAL.ratio}× and ≤ ${GOAL.ms} ms`,
    ];
    const lines = rows.map((row) => {
      const ratio = row.during.p50 / row.alone.p50;
      const hashed = (row.statuses.get(422) ?? 0) / row.stormSeconds;
      return [
        row.name,
        `${format(row.alone.p50)} ms`,
        `${format(row.during.p50)} ms`,
        `${ratio.toFixed(1)}×`,
        `${format(row.alone.p99)} ms`,
        `${format(row.during.p99)} ms`,
        String(row.during.count),
        hashed.toFixed(1),
        String(row.statuses.get(503) ?? 0),
        ratio <= GOAL.ratio && row.during.p50 <= GOAL.ms ? 'met' : 'not met',
      ];
    });
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
    const print = (cells) =>
      log(cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
    log('');
    print(header);
    log(widths.map((width) => '-'.repeat(width)).join('  '));
    lines.forEach(print);

    log('\nRequests each abuse limit let through, the last one answered 429 (default limits, counted in the database):');
    for (const [name, count] of await measureAbuseLimits(webRoot)) log(`  ${name.padEnd(52)} ${count}`);
  } finally {
    rmSync(webRoot, { recursive: true, force: true });
  }
}

// `node scripts/bench/login-storm.mjs`: this part of `npm run bench` alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  stopAllServersOnSignal();
  try {
    ensureServerBuild();
    await runLoginStorm({ log: console.log });
  } finally {
    await stopAllServers();
  }
}
