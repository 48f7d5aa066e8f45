#!/usr/bin/env node
// Where the compiled server spends its CPU under a logged-in load: `node scripts/bench/cpu-profile.mjs
// [path] [seconds] [server dir]` (defaults: /api/profile/contact-details, 10 s, dist/server). The server
// runs as the bench runs it, under V8's sampling profiler; autocannon -c 50 loads `path` as a logged-in
// founder; the samples of the load's window print as shares of busy time, by package and by function.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { appServer, ensureServerBuild, loggedInHeaders, root, startServer, stopServer } from './lib.mjs';

const [urlPath = '/api/profile/contact-details', seconds = '10', serverDir] = process.argv.slice(2);
const TOP = 25;

/** Samples of the last `windowSeconds` of the profile (the load; not start-up), with their stacks. */
function loadWindowSamples(profile, windowSeconds) {
  const times = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const from = profile.endTime - windowSeconds * 1e6;
  return profile.samples.filter((_sample, index) => times[index] >= from);
}

function packageOf({ url, functionName }) {
  if (url.includes('node_modules/')) return url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1');
  if (url.includes('/dist/server/') || url.includes('/server/')) return 'app';
  if (url.startsWith('node:')) return 'node';
  return functionName || '(native)'; // writev, (garbage collector), …
}

function printShares(title, shares, busy) {
  console.log(`\n${title}`);
  for (const [key, count] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${((100 * count) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
}

function report(profile, windowSeconds) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPackage = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const id of loadWindowSamples(profile, windowSeconds)) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy++;
    const where = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '')}:${frame.lineNumber + 1}`;
    byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + 1);
    byFunction.set(where, (byFunction.get(where) ?? 0) + 1);
  }
  printShares('Self time by package (share of busy samples):', byPackage, busy);
  printShares('Self time by function:', byFunction, busy);
}

if (!serverDir) ensureServerBuild();
const profileDir = mkdtempSync(path.join(tmpdir(), 'fd-cpu-profile-'));
const server = await startServer({
  ...appServer,
  script: path.join(serverDir ?? 'dist/server', 'main.js'),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
try {
  const headers = await loggedInHeaders(server.baseUrl);
  const result = await autocannon({ url: server.baseUrl + urlPath, headers, connections: 50, duration: Number(seconds) });
  console.log(`GET ${urlPath}: ${Math.round(result.requests.average)} req/s under the profiler, ${result.non2xx} non-2xx`);
} finally {
  await stopServer(server); // a graceful exit writes the profile
}
const [file] = readdirSync(profileDir);
report(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')), Number(seconds));
rmSync(profileDir, { recursive: true, force: true });
