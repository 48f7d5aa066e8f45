// The AI assistant's cost over its provider: POST /api/ai/complete against calling the fake
// OpenAI-compatible provider directly, and the time to the first streamed token through
// POST /api/ai/stream against streaming from the provider directly. Figures only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loggedInHeaders, root, startAppWithFakeAi, stopServer } from './lib.mjs';

const REQUESTS = 50;
const WARM_UP = 3;
// The fake provider writes one six-character chunk every TOKEN_DELAY_MS, like a model generating.
const TOKEN_DELAY_MS = 5;
const PROMPT = 'Mobile clinics for rural villages';

/** Median and 95th percentile (nearest rank) of a list of milliseconds. */
function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50: rank(0.5), p95: rank(0.95) };
}

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function expectText(text) {
  if (typeof text !== 'string' || text.trim() === '') throw new Error('an AI request answered without text');
}

/**
 * Sends a streaming request and reads its server-sent events to the end; resolves with the ms
 * until the first event that `isToken` accepts, after checking that `isEnd` saw the stream finish.
 */
async function firstTokenMs(send, isToken, isEnd) {
  const started = performance.now();
  const response = await send();
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  let firstTokenAt;
  let hasEnded = false;
  let buffer = '';
  for await (const text of response.body.pipeThrough(new TextDecoderStream())) {
    const events = (buffer + text).split('\n\n');
    buffer = events.pop();
    for (const event of events) {
      if (firstTokenAt === undefined && isToken(event)) firstTokenAt = performance.now();
      hasEnded ||= isEnd(event);
    }
  }
  if (firstTokenAt === undefined || !hasEnded) throw new Error('a stream ended without a token or without its end event');
  return firstTokenAt - started;
}

/** Each founder may send AI_RATE_LIMIT requests a minute: a new one is registered (untimed) for every block of that many. */
async function founderPool(baseUrl, needed, perFounder) {
  const founders = [];
  for (let made = 0; made < needed; made += perFounder) founders.push(await loggedInHeaders(baseUrl));
  let used = 0;
  return () => founders[Math.floor(used++ / perFounder)];
}

export async function runAiBench({ log }) {
  const entry = path.join(root, 'dist/server/main.js');
  if (!existsSync(entry)) throw new Error('dist/server/main.js is missing: run npx tsc -p tsconfig.server.json');
  const { AI_RATE_LIMIT, AI_PATHS } = await import(path.join(root, 'dist/shared/ai.js'));

  const servers = [];
  try {
    const { provider, app } = await startAppWithFakeAi(servers, { providerEnv: { FAKE_AI_TOKEN_DELAY_MS: String(TOKEN_DELAY_MS) } });

    const nextFounder = await founderPool(app.baseUrl, 2 * (WARM_UP + REQUESTS), AI_RATE_LIMIT);
    const appRequest = (route, action) =>
      fetch(app.baseUrl + route, {
        method: 'POST',
        headers: { ...nextFounder(), 'content-type': 'application/json' },
        body: JSON.stringify({
          prompt: PROMPT,
          context: PROMPT,
          action,
          field_name: 'description',
          session_id: 'startup-briefdescription',
        }),
      });
    const directRequest = (stream) =>
      fetch(`${provider.baseUrl}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
        body: JSON.stringify({
          model: 'fake-model',
          max_tokens: 400,
          stream,
          messages: [
            { role: 'system', content: 'You are a writing assistant. Task: Rewrite the text to be clearer.' },
            { role: 'user', content: PROMPT },
          ],
        }),
      });

    const measures = {
      complete: {
        label: 'POST /api/ai/complete, whole answer',
        direct: () => timed(async () => expectText((await (await directRequest(false)).json()).choices?.[0]?.message?.content)),
        app: () => timed(async () => expectText((await (await appRequest(AI_PATHS.complete, 'improve')).json()).text)),
      },
      stream: {
        label: 'POST /api/ai/stream, first token',
        direct: () =>
          firstTokenMs(
            () => directRequest(true),
            (event) => event.includes('"content"'),
            (event) => event === 'data: [DONE]',
          ),
        app: () =>
          firstTokenMs(
            () => appRequest(AI_PATHS.stream, 'improve'),
            (event) => event.startsWith('data: {"text"'),
            (event) => event.startsWith('event: done'),
          ),
      },
    };

    const rows = [];
    for (const measure of Object.values(measures)) {
      for (let round = 0; round < WARM_UP; round += 1) {
        await measure.direct();
        await measure.app();
      }
      const direct = [];
      const viaApp = [];
      // Sequential and interleaved, so a slow moment of the shared machine hits both sides alike.
      for (let round = 0; round < REQUESTS; round += 1) {
        direct.push(await measure.direct());
        viaApp.push(await measure.app());
      }
      rows.push({ label: measure.label, direct: summarise(direct), app: summarise(viaApp) });
    }
    printTable(rows, log);
    log(
      `\n${REQUESTS} sequential requests each after ${WARM_UP} warm-up; fake provider ${TOKEN_DELAY_MS} ms per chunk; ` +
        `one founder per ${AI_RATE_LIMIT} app requests (the per-user limit is ${AI_RATE_LIMIT}/min), registered before timing.`,
    );
    return rows;
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
}

function printTable(rows, log) {
  const ms = (value) => value.toFixed(1);
  const header = ['AI assistant', 'direct p50', 'app p50', '+ms p50', '× p50', 'direct p95', 'app p95', '+ms p95', '× p95'];
  const lines = rows.map(({ label, direct, app }) => [
    label,
    ms(direct.p50),
    ms(app.p50),
    ms(app.p50 - direct.p50),
    `${(app.p50 / direct.p50).toFixed(2)}×`,
    ms(direct.p95),
    ms(app.p95),
    ms(app.p95 - direct.p95),
    `${(app.p95 / direct.p95).toFixed(2)}×`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) log(format(line));
}
