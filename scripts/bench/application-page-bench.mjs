// The application page's first render (DESIGN §13): from navigation until every question's answer box is on
// screen, for an application of 80 questions with 300-character answers, next to one with a single question,
// in Chromium on the production web build, a cold cache each run. Figures only.
/* global document -- the function handed to page.waitForFunction runs in the page */
import { chromium } from 'playwright';
import { browserCookies, ensureWebBuild, loggedInHeaders, startServer, stopServer, webAppServer } from './lib.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 7));
const ANSWER = 'We lend to smallholder farmers whom banks refuse, scoring each farm from satellite images and sales. '
  .repeat(3)
  .slice(0, 300);

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

async function createApplication(baseUrl, headers, program, count) {
  const questions = Array.from({ length: count }, (_, index) => ({
    text: `Question ${index + 1}: what does your startup do, and for whom?`,
    help: 'Name the customer and what it costs them today.',
    max_chars: 500,
    answer: ANSWER,
  }));
  const response = await fetch(`${baseUrl}/api/startup/applications`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ program, questions }),
  });
  if (response.status !== 201) throw new Error(`creating an application answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data.id;
}

/** Milliseconds from navigation start until `count` answer boxes are in the page and no loading state is left. */
async function timeToQuestions(browser, baseUrl, cookie, id, count) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies(browserCookies(cookie, baseUrl));
    const page = await context.newPage();
    await page.goto(`/applications/${id}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (expected) =>
        !document.querySelector('[data-application-loading], [data-page-skeleton]') &&
        document.querySelectorAll('[data-questions] textarea').length === expected
          ? performance.now()
          : false,
      count,
      { polling: 'raf', timeout: 30_000 },
    );
    return handle.jsonValue();
  } finally {
    await context.close();
  }
}

export async function runApplicationPageBench({ log }) {
  const server = await startServer(webAppServer(ensureWebBuild()));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const headers = await loggedInHeaders(server.baseUrl);
    const rows = [];
    for (const count of [1, 80]) {
      const id = await createApplication(server.baseUrl, headers, `Bench ${count}`, count);
      await timeToQuestions(browser, server.baseUrl, headers.cookie, id, count); // warm the server
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await timeToQuestions(browser, server.baseUrl, headers.cookie, id, count));
      rows.push({ count, p50: median(samples) });
    }
    const [one, eighty] = rows;
    log(`\nApplication page first render (DESIGN §13), Chromium, cold cache, median of ${RUNS}`);
    log(
      `80 questions with 300-character answers: ${eighty.p50.toFixed(0)} ms against ${one.p50.toFixed(0)} ms for 1 question ` +
        `(${(eighty.p50 / one.p50).toFixed(2)}×).`,
    );
  } finally {
    await browser.close();
    await stopServer(server);
  }
}
