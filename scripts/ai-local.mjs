#!/usr/bin/env node
// `npm run ai:local`: installs node-llama-cpp and only this machine's CPU build into
// ./.ai-local, its own npm project, so package.json, the lockfile and node_modules stay as they are.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = '3.21.1';
// The provider looks for the package here too (LOCAL_INSTALL_DIR in src/server/ai/llama-runtime.ts).
const installDir = path.resolve(import.meta.dirname, '..', '.ai-local');
// node-llama-cpp's prebuilt CPU (or Metal) binaries; the CUDA and Vulkan ones (~600 MB) are left out.
const PLATFORM_PACKAGES = {
  'linux-x64': 'linux-x64',
  'linux-arm64': 'linux-arm64',
  'linux-arm': 'linux-armv7l',
  'linux-riscv64': 'linux-riscv64',
  'darwin-arm64': 'mac-arm64-metal',
  'darwin-x64': 'mac-x64',
  'win32-x64': 'win-x64',
  'win32-arm64': 'win-arm64',
};

const platform = `${process.platform}-${process.arch}`;
const binaryName = PLATFORM_PACKAGES[platform];
if (!binaryName) {
  console.error(
    `ai:local: node-llama-cpp has no prebuilt binary for ${platform}; supported: ${Object.keys(PLATFORM_PACKAGES).join(', ')}.`,
  );
  process.exit(1);
}
const packages = [`node-llama-cpp@${VERSION}`, `@node-llama-cpp/${binaryName}@${VERSION}`];

mkdirSync(installDir, { recursive: true });
// allowScripts approves node-llama-cpp's postinstall (it checks the binary), as npm 11 asks.
const manifest = {
  name: 'founder-dashboard-ai-local',
  private: true,
  description: 'Written by npm run ai:local.',
  allowScripts: { 'node-llama-cpp': true },
};
writeFileSync(path.join(installDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`ai:local: installing ${packages.join(' ')} into ${path.relative(process.cwd(), installDir) || '.'}/`);
const started = Date.now();
const install = spawnSync(
  'npm',
  ['install', '--prefix', installDir, '--omit=optional', '--save-exact', '--no-audit', '--no-fund', '--no-update-notifier', ...packages],
  { stdio: 'inherit' },
);
if (install.status !== 0) {
  console.error(`ai:local: npm install failed (exit ${install.status ?? install.signal}).`);
  process.exit(1);
}

// Starting the native runtime as the server does proves the install works on this CPU.
const entry = createRequire(path.join(installDir, 'package.json')).resolve('node-llama-cpp');
const { getLlama } = await import(pathToFileURL(entry).href);
const llama = await getLlama({ build: 'never' });
await llama.dispose();
console.log(
  `ai:local: node-llama-cpp ${VERSION} (${binaryName}) installed and runs here, in ${Math.round((Date.now() - started) / 1000)} s.`,
);
console.log('Next: npm run ai:pull, then start with the AI_PROVIDER=local AI_MODEL_PATH=… line it prints.');
