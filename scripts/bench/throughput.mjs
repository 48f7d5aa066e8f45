// Throughput rows: as many requests as CONNECTIONS connections get answered, each row read as a
// ratio of its bare Fastify baseline from the same run (the machine is shared: ratios, not absolutes).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loggedInHeaders } from './lib.mjs';
import { JSON_HEADERS, latencySummary, recordResponses, startupBrief } from './load-mix.mjs';

export const CONNECTIONS = 50;

export const bareServer = { name: 'bare', script: 'scripts/bench/hello-server.mjs', readyPath: '/' };
export const bareSaveServer = { name: 'bare-save', script: 'scripts/bench/bare-save-server.mjs', readyPath: '/', tempDataDir: true };

// The app's save edits one of the brief's seven rich-text fields each time, as a founder's does (the other six
// arrive as saved). The bare upsert sends one body throughout: what it stores does not change its cost, and
// building a body per request would make autocannon, not the server, its limit (~3 500 req/s here).
let edits = 0;
const editedBrief = () =>
  JSON.stringify({ ...startupBrief, description: startupBrief.description.replace(/<\/p>$/, ` Edit ${++edits}.</p>`) });
const savedBrief = { method: 'POST', body: JSON.stringify(startupBrief) };
const editedBriefSave = {
  method: 'POST',
  body: editedBrief(),
  requests: [{ setupRequest: (request) => ({ ...request, body: editedBrief() }) }],
};

/** A save that changes the brief every time (so each one also writes a revision, DESIGN §15). */
export const briefSaveScenario = {
  name: 'POST /dashboard/startup-brief (logged in, sanitized)',
  server: 'app',
  path: '/dashboard/startup-brief',
  request: editedBriefSave,
  prepare: loggedInHeaders,
  check: (body) => body?.success === true,
  baseline: 'bare Fastify POST, one SQLite upsert (synchronous=FULL)',
  goal: 0.5,
};

/**
 * `server` names the server a row runs against, `baseline` the row it is read against and `goal`
 * issue 15's ratio for it. `prepare(baseUrl)` returns request headers (a logged-in cookie and CSRF
 * token); `check(body)` proves the request does what the row claims before it is timed.
 */
export const throughputScenarios = [
  { name: 'bare Fastify GET /', server: 'bare', path: '/' },
  { name: 'bare Fastify POST, one SQLite upsert (synchronous=FULL)', server: 'bareSave', path: '/save', request: savedBrief },
  { name: 'GET /healthz', server: 'app', path: '/healthz', baseline: 'bare Fastify GET /', goal: 0.6 },
  {
    name: 'GET /api/auth/session (logged in)',
    server: 'app',
    path: '/api/auth/session',
    prepare: loggedInHeaders,
    check: (body) => body?.data?.user != null,
    baseline: 'bare Fastify GET /',
  },
  {
    name: 'GET /api/profile/contact-details (logged in)',
    server: 'app',
    path: '/api/profile/contact-details',
    prepare: loggedInHeaders,
    check: (body) => Array.isArray(body?.data?.emails),
    baseline: 'bare Fastify GET /',
    goal: 0.4,
  },
  {
    name: 'GET /api/startup/brief (logged in)',
    server: 'app',
    path: '/api/startup/brief',
    prepare: loggedInHeaders,
    check: (body) => body?.success === true,
    baseline: 'bare Fastify GET /',
    goal: 0.4,
  },
  briefSaveScenario,
];

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux (`getconf CLK_TCK`)

/** CPU seconds (user + system) a process has used: /proc/<pid>/stat fields 14 and 15. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Req/s, latency, and the server's CPU time per answer: on a machine other work shares, CPU per
 * answer moves far less than req/s does, so it is the steadier figure for an A/B.
 */
export async function runThroughput(scenario, server, durationSeconds) {
  const url = server.baseUrl + scenario.path;
  const headers = { ...(scenario.prepare ? await scenario.prepare(server.baseUrl) : {}), ...(scenario.request && JSON_HEADERS) };
  const probe = await fetch(url, { headers, ...scenario.request });
  const body = await probe.json().catch(() => undefined);
  if (!probe.ok || (scenario.check && !scenario.check(body))) {
    throw new Error(`${scenario.name}: the probe request answered ${probe.status} ${JSON.stringify(body)}`);
  }
  process.stdout.write(`- ${scenario.name}: ${durationSeconds} s with ${CONNECTIONS} connections…\n`);
  const responses = { latencies: [], at: [] };
  const instance = autocannon({ url, headers, ...scenario.request, connections: CONNECTIONS, duration: durationSeconds });
  recordResponses(instance, responses);
  const cpuBefore = cpuSecondsOf(server.child.pid);
  const result = await instance;
  const cpuMicrosecondsPerAnswer = ((cpuSecondsOf(server.child.pid) - cpuBefore) * 1e6) / responses.latencies.length;
  return {
    name: scenario.name,
    baseline: scenario.baseline,
    goal: scenario.goal,
    requestsPerSecond: result.requests.average,
    cpuMicrosecondsPerAnswer,
    ...latencySummary(responses.latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** How many request lines the app logged: proof the rows ran with request logs on. */
export function countRequestLogs(server) {
  const log = readFileSync(path.join(server.dataDir, 'server.log'), 'utf8');
  return log.split('\n').filter((line) => line.includes('"msg":"request completed"')).length;
}
