// Drafting the profile from a deck (DESIGN §12), three figures beside their baselines of the same run:
// - reading a 20- and an 80-page PDF and PPTX (the worker, as the route runs it) next to uploading the same file;
// - the click to the first proposal row through the stream route, over a provider that waits a fixed time before
//   its first token, next to that provider's own first token;
// - /healthz p99 while five hostile decks are being read at once, next to /healthz p99 alone.
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { loggedInHeaders, root, startAppWithFakeAi, stopServer } from './lib.mjs';

const WARM_UP = 1;
const READS = 7;
const FIRST_PROPOSALS = 15;
const PROVIDER_DELAY_MS = 300;
const HEALTH_SECONDS = 8;
const HOSTILE_AT_ONCE = 5;

const { makePdf, makePptx } = await tsImport(path.join(root, 'test/decks/make-decks.ts'), import.meta.url);
const { ENGLISH_SLIDES } = await import(path.join(root, 'test/e2e/deck-draft-answers.mjs'));

/** A realistic slide: a title and a few sentences of a founder's deck, numbered so no two pages are alike. */
function slideLines(number) {
  return [
    `Slide ${number}: Sahel Health`,
    'Rural clinics wait three weeks for lab results, and patients travel two hours to hear them.',
    'A courier network and an app bring the results back in two days, with a nurse to explain them.',
    `We serve ${number * 3} clinics in Jordan and plan ${number * 5} more by next year.`,
  ];
}

function deckOf(fileType, pages) {
  const slides = Array.from({ length: pages }, (_, index) => slideLines(index + 1));
  return fileType === 'pdf' ? makePdf(slides) : makePptx(slides.map((lines) => ({ lines })));
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function upload(app, headers, fileType, file) {
  const form = new FormData();
  form.append('deck_file', new Blob([file]), `deck.${fileType}`);
  form.append('file_name', `Bench deck.${fileType}`);
  const response = await fetch(`${app.baseUrl}/api/pitch-deck`, { method: 'POST', headers, body: form });
  if (response.status !== 201 && response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data.id;
}

/** Reading time (wall and this process's CPU, the worker included) against an upload of the same bytes. */
async function readingRows(app, headers) {
  const { readDeck } = await import(path.join(root, 'dist/server/deck-reading/read-deck.js'));
  const rows = [];
  for (const fileType of ['pdf', 'pptx']) {
    for (const pages of [20, 80]) {
      const file = deckOf(fileType, pages);
      const uploads = [];
      const reads = [];
      const cpu = [];
      for (let round = 0; round < WARM_UP + READS; round += 1) {
        let id;
        const uploadMs = await timed(async () => (id = await upload(app, headers, fileType, file)));
        await fetch(`${app.baseUrl}/api/pitch-deck/${id}`, { method: 'DELETE', headers });
        const cpuBefore = process.cpuUsage();
        const readMs = await timed(() => readDeck(file, fileType));
        const { user, system } = process.cpuUsage(cpuBefore);
        if (round < WARM_UP) continue;
        uploads.push(uploadMs);
        reads.push(readMs);
        cpu.push((user + system) / 1000);
      }
      rows.push({ label: `${pages}-page ${fileType.toUpperCase()} (${Math.round(file.length / 1024)} KB)`, uploads, reads, cpu });
    }
  }
  return rows;
}

/** The ms until the first `event: proposal` of the app's stream, and until the first chunk from the provider itself. */
async function firstEventMs(response, isFirst) {
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  let buffer = '';
  for await (const text of response.body.pipeThrough(new TextDecoderStream())) {
    buffer += text;
    if (isFirst(buffer)) {
      await response.body.cancel().catch(() => undefined);
      return true;
    }
  }
  throw new Error('the stream ended before its first event');
}

async function firstProposalRows(app, provider, headers, deckId) {
  const viaApp = [];
  const direct = [];
  for (let round = 0; round < WARM_UP + FIRST_PROPOSALS; round += 1) {
    const appMs = await timed(async () =>
      firstEventMs(
        await fetch(`${app.baseUrl}/api/startup/drafts/deck/stream`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ deck_id: deckId }),
        }),
        (text) => text.includes('event: proposal'),
      ),
    );
    const directMs = await timed(async () =>
      firstEventMs(
        await fetch(`${provider.baseUrl}/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'fake-model',
            stream: true,
            messages: [{ role: 'user', content: 'Slide 1: Sahel Health' }],
            response_format: { type: 'json_schema', json_schema: { name: 'bench', schema: {} } },
          }),
        }),
        (text) => text.includes('"content"'),
      ),
    );
    if (round < WARM_UP) continue;
    viaApp.push(appMs);
    direct.push(directMs);
  }
  return { viaApp, direct };
}

async function healthP99(app) {
  const result = await autocannon({ url: `${app.baseUrl}/healthz`, connections: 10, duration: HEALTH_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`/healthz answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return result.latency.p99;
}

/** /healthz p99 alone, then while HOSTILE_AT_ONCE founders draft from a 5 000-page PDF over and over. */
async function healthRows(app) {
  const alone = await healthP99(app);
  const hostile = makePdf(Array.from({ length: 5000 }, (_, index) => [`Page ${index + 1}`]));
  const founders = await Promise.all(Array.from({ length: HOSTILE_AT_ONCE }, () => loggedInHeaders(app.baseUrl)));
  const decks = await Promise.all(founders.map((headers) => upload(app, headers, 'pdf', hostile)));
  let isLoading = true;
  let readings = 0;
  const drafting = founders.map(async (headers, index) => {
    while (isLoading) {
      const response = await fetch(`${app.baseUrl}/api/startup/drafts/deck`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ deck_id: decks[index] }),
      });
      await response.arrayBuffer();
      readings += 1;
    }
  });
  const underLoad = await healthP99(app);
  isLoading = false;
  await Promise.all(drafting);
  return { alone, underLoad, readings };
}

export async function runDeckDraftBench({ log }) {
  const servers = [];
  try {
    const { provider, app } = await startAppWithFakeAi(servers, {
      providerEnv: { FAKE_AI_FIRST_TOKEN_DELAY_MS: String(PROVIDER_DELAY_MS) },
      appEnv: { LIMIT_AI_REQUESTS_PER_USER: '100000', STARTUP_MAX_DECKS: '1000' },
    });
    const headers = await loggedInHeaders(app.baseUrl);

    const reading = await readingRows(app, headers);
    const deckId = await upload(app, headers, 'pptx', makePptx(ENGLISH_SLIDES));
    const first = await firstProposalRows(app, provider, headers, deckId);
    const health = await healthRows(app);

    const ms = (value) => `${value.toFixed(0)} ms`;
    log('\nDeck drafting (DESIGN §12), medians');
    log(`${'deck'.padEnd(24)}  ${'upload'.padStart(8)}  ${'reading'.padStart(8)}  ${'× upload'.padStart(8)}  ${'CPU'.padStart(8)}`);
    for (const row of reading) {
      const [upload, read, cpu] = [median(row.uploads), median(row.reads), median(row.cpu)];
      log(
        `${row.label.padEnd(24)}  ${ms(upload).padStart(8)}  ${ms(read).padStart(8)}  ${`${(read / upload).toFixed(1)}×`.padStart(8)}  ${ms(cpu).padStart(8)}`,
      );
    }
    const [appFirst, directFirst] = [median(first.viaApp), median(first.direct)];
    log(
      `\nClick → first proposal row (5-slide PPTX, provider waits ${PROVIDER_DELAY_MS} ms): ${ms(appFirst)} ` +
        `against the provider's own first token ${ms(directFirst)} → overhead ${ms(appFirst - directFirst)} (${FIRST_PROPOSALS} runs).`,
    );
    log(
      `/healthz p99 alone ${health.alone} ms; while ${HOSTILE_AT_ONCE} founders draft from 5 000-page PDFs ` +
        `(${health.readings} readings in ${HEALTH_SECONDS} s): ${health.underLoad} ms (${(health.underLoad / Math.max(1, health.alone)).toFixed(1)}×).`,
    );
    log('CPU: this process while the worker reads (the worker included). Reading includes the worker start, as each draft pays it.');
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
  }
}
