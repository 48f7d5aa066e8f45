// An AI rewrite shown as tracked changes (DESIGN §16): the time from the last piece of the answer reaching the
// browser (the stream's `done` event, read as it passes the page's fetch) until the changes are on screen (the
// bar counting them is in the page), for a field of about 300 words, in Chromium on the production web build.
// The fake provider answers "TRACKED" prompts with the same text, known words swapped. Figures only.
/* global document, window, MutationObserver, requestAnimationFrame -- the functions handed to the page run there */
import { chromium } from 'playwright';
import { browserCookies, ensureWebBuild, loggedInHeaders, startServer, stopServer, webAppServer } from './lib.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 7));
const SETTLE_MS = 1_000;

/** About 300 words in three paragraphs, with 12 of the words the fake provider swaps ("cheap", "slow", "villages"). */
const SENTENCES = [
  'Our cheap mobile clinics reach remote villages on slow roads every week, and each van carries a nurse, a midwife and a small pharmacy.',
  'Patients book a visit by text message, pay what they can, and get a reminder the day before the van comes to their villages.',
  'We started with three vans in one district and now run eleven, each one serving about forty patients a day in cheap rented yards.',
  'Local health workers follow up after each visit, so chronic conditions are treated over months instead of one slow trip to the city.',
];
const PARAGRAPHS = Array.from({ length: 3 }, (_, index) =>
  [0, 1, 2, 3].map((offset) => SENTENCES[(index + offset) % SENTENCES.length]).join(' '),
);
const DESCRIPTION = `<p>TRACKED ${PARAGRAPHS.join('</p><p>')}</p>`;

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

/** Records, in the page, when the AI stream's `done` event passes the page's fetch (window.__aiDoneAt). */
function watchDoneEvent() {
  const original = window.fetch;
  window.fetch = async (...args) => {
    const response = await original(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0].url;
    if (!url.endsWith('/api/ai/stream') || !response.body) return response;
    const decoder = new TextDecoder();
    let seen = '';
    const tap = new TransformStream({
      transform(chunk, controller) {
        seen += decoder.decode(chunk, { stream: true });
        if (seen.includes('event: done')) window.__aiDoneAt ??= performance.now();
        seen = seen.slice(-16); // a marker cut between two chunks is still found
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(tap), { status: response.status, headers: response.headers });
  };
  // The bar counting the changes enters the page with them; the frame after it is when they are on screen.
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-ai-changes-count]')) return;
    observer.disconnect();
    window.__aiChangesAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (window.__aiPaintedAt = performance.now())));
  }).observe(document, { subtree: true, childList: true });
}

async function oneRun(browser, baseUrl, cookie) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(browserCookies(cookie, baseUrl));
    await context.addInitScript(watchDoneEvent);
    const page = await context.newPage();
    await page.goto('/startup');
    await page.locator('#root[data-server-rendered]').waitFor({ state: 'detached' });
    await page.locator('[data-modal-target="startup-brief-modal"]').first().click();
    const field = page.locator('[role="dialog"] [data-editor-field="description"]');
    await field.locator('.ProseMirror').waitFor();
    // The other tabs' editors are built in idle time after the dialog shows: a founder reads before asking.
    await page.waitForTimeout(SETTLE_MS);
    await field.locator('[data-ai-menu]').click();
    await page.locator('[data-ai-action="improve"]').click();
    const handle = await page.waitForFunction(
      () =>
        window.__aiPaintedAt && window.__aiDoneAt
          ? { inPage: window.__aiChangesAt - window.__aiDoneAt, onScreen: window.__aiPaintedAt - window.__aiDoneAt }
          : false,
      undefined,
      { timeout: 30_000 },
    );
    const ms = await handle.jsonValue();
    const changes = await field.locator('[data-ai-changes-count]').textContent();
    return { ms, changes };
  } finally {
    await context.close();
  }
}

export async function runTrackedChangesBench({ log }) {
  const webRoot = ensureWebBuild();
  const servers = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const provider = await startServer({
      name: 'fake AI provider',
      script: 'test/e2e/fake-ai-server.mjs',
      portVariable: 'FAKE_AI_PORT',
      readyPath: '/healthz',
    });
    servers.push(provider);
    const web = webAppServer(webRoot);
    const app = await startServer({
      ...web,
      env: { ...web.env, AI_PROVIDER: 'openai', AI_BASE_URL: `${provider.baseUrl}/v1`, AI_MODEL: 'fake-model', AI_API_KEY: 'bench-key' },
    });
    servers.push(app);
    const headers = await loggedInHeaders(app.baseUrl);
    const saved = await fetch(`${app.baseUrl}/dashboard/startup-brief`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ description: DESCRIPTION }),
    });
    if (!saved.ok) throw new Error(`saving the brief answered ${saved.status}: ${await saved.text()}`);
    const words = DESCRIPTION.replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

    await oneRun(browser, app.baseUrl, headers.cookie); // warm the server and the browser's code cache
    const inPage = [];
    const onScreen = [];
    let changes = '';
    for (let run = 0; run < RUNS; run += 1) {
      const result = await oneRun(browser, app.baseUrl, headers.cookie);
      inPage.push(result.ms.inPage);
      onScreen.push(result.ms.onScreen);
      changes = result.changes ?? '';
    }
    log(`\nAI rewrite as tracked changes (DESIGN §16), Chromium, median of ${RUNS}`);
    log(
      `A ${words}-word field (${changes}), from the answer's last event in the page: changes on screen in ` +
        `${median(onScreen).toFixed(0)} ms (min ${Math.min(...onScreen).toFixed(0)}, max ${Math.max(...onScreen).toFixed(0)}), ` +
        `in the page (before that frame) in ${median(inPage).toFixed(0)} ms.`,
    );
  } finally {
    await browser.close();
    for (const server of servers.reverse()) await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runTrackedChangesBench({ log: console.log });
}
