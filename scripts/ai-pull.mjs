#!/usr/bin/env node
// `npm run ai:pull [-- <url of a .gguf>]`: downloads a small instruct model for AI_PROVIDER=local
// into DATA_DIR/models, through a temp file renamed when complete, so a failure leaves no partial model.
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Qwen2.5 1.5B Instruct, Q4_K_M (Apache-2.0, ~1.1 GB): good short business writing on a CPU, in English and Arabic.
const RECOMMENDED = 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf';
// Fail fast without internet: no connection, headers or data for this long ends the download.
const TIMEOUT_MS = 20_000;

const url = new URL(process.argv[2] ?? RECOMMENDED);
const modelsDir = path.resolve(process.env.DATA_DIR ?? './data', 'models');
const target = path.join(modelsDir, path.basename(url.pathname));
const partial = `${target}.part`;
const mb = (bytes) => (bytes / 1e6).toFixed(1);

function fail(message) {
  console.error(`ai:pull: ${message}`);
  process.exit(1);
}

function printNextStep() {
  console.log(`Start the app with the local model:\n  AI_PROVIDER=local AI_MODEL_PATH=${target} npm start`);
}

if (!target.endsWith('.gguf')) fail(`${url} does not name a .gguf file.`);
if ((await stat(target).catch(() => null))?.isFile()) {
  console.log(`ai:pull: ${target} is already here.`);
  printNextStep();
  process.exit(0);
}

// One timer: first for the connection and headers, then restarted by every piece of the body.
let received = 0;
const controller = new AbortController();
const timer = setTimeout(() => controller.abort(new Error(`no ${received ? 'data' : 'answer'} for ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
process.once('SIGINT', () => controller.abort(new Error('interrupted')));
try {
  console.log(`ai:pull: downloading ${url}`);
  const response = await fetch(url, { signal: controller.signal, redirect: 'follow' });
  if (!response.ok || !response.body) throw new Error(`the server answered HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  await mkdir(modelsDir, { recursive: true });
  const started = Date.now();
  let shownAt = 0;
  const progress = new Transform({
    transform(chunk, _encoding, callback) {
      timer.refresh();
      received += chunk.length;
      if (Date.now() - shownAt > 1000 || received === total) {
        shownAt = Date.now();
        const rate = received / 1e6 / Math.max((Date.now() - started) / 1000, 0.001);
        const share = total ? ` of ${mb(total)} MB (${Math.floor((received / total) * 100)} %)` : ' MB';
        process.stdout.write(`\r  ${mb(received)}${share}, ${rate.toFixed(1)} MB/s   `);
      }
      callback(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body), progress, createWriteStream(partial));
  process.stdout.write('\n');
  if (total && received !== total) throw new Error(`the download ended after ${mb(received)} of ${mb(total)} MB`);
  const file = await open(partial);
  const { buffer } = await file.read(Buffer.alloc(4), 0, 4, 0);
  await file.close();
  if (buffer.toString('latin1') !== 'GGUF') throw new Error('the file downloaded is not a GGUF model');
  await rename(partial, target);
} catch (error) {
  await rm(partial, { force: true });
  if (received > 0) process.stdout.write('\n');
  const reason = controller.signal.aborted ? controller.signal.reason.message : (error.cause?.message ?? error.message);
  fail(
    `could not download ${url.host}${url.pathname} (${reason}). Check this machine's internet access, or copy an instruct .gguf into ${modelsDir} yourself.`,
  );
} finally {
  clearTimeout(timer);
}
console.log(`ai:pull: saved ${target} (${mb(received)} MB).`);
printNextStep();
