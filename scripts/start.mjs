#!/usr/bin/env node
// `npm start` / `npm run demo`: build when the sources are newer than the build, then serve.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const isDemo = process.argv.includes('--demo');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildTime() {
  const outputs = ['dist/web/index.html', 'dist/server/main.js'].map((file) => path.join(root, file));
  return outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
}

const sourcesTime = Math.max(newestMtime(path.join(root, 'src')), statSync(path.join(root, 'package.json')).mtimeMs);
if (buildTime() < sourcesTime) {
  console.log('Building Founder Dashboard…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// COOKIE_SECURE stays as given: unset, cookies are Secure exactly when the request came over HTTPS.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
if (isDemo) {
  env.DATA_DIR ??= path.join(root, 'data-demo');
  const seed = spawnSync(process.execPath, [path.join(root, 'dist/server/demo-seed.js')], { cwd: root, env, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, env, stdio: 'inherit' });
const port = env.PORT ?? '3000';
server.once('spawn', () => console.log(`Founder Dashboard: http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
