// Issue 15's browser goals, timed in Chromium (Playwright) on the production web build with the demo
// startup: the dashboard's first screen, a page change, and the first open of the startup brief modal,
// in English and Arabic. Figures only: it never fails because the page is slow.
/* global document, window, requestAnimationFrame, cardsReadyInPage -- the functions handed to page.evaluate/waitForFunction run in the page */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { LOCALE_COOKIE } from '../../dist/shared/i18n/locale.js';
import { browserCookies, ensureWebBuild, logInHeaders, startServer, stopServer, webAppServer } from './lib.mjs';
import { seedDemo } from './page-speed.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 7));
const LOCALES = ['en', 'ar'];
const IDLE_BEFORE_MODAL_MS = 2_000;
const STARTUP_BRIEF_MODAL = 'startup-brief-modal';

/**
 * In the page: every section card of the page is on screen and none still shows its loading
 * placeholder (each summary's `role="status"`), nor is the page skeleton up.
 */
function cardsReady(expectedCards) {
  if (document.querySelector('[data-page-skeleton]')) return false;
  const cards = document.querySelectorAll('main section[aria-labelledby$="-title"][tabindex="-1"]');
  return cards.length === expectedCards && [...cards].every((card) => !card.querySelector('[role="status"]'));
}

/** Milliseconds from navigation start until `cardsReady`, read in the page (performance.now() starts at navigation). */
async function timeToCards(page, url, expectedCards) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction((cards) => (cardsReadyInPage(cards) ? performance.now() : false), expectedCards, {
    polling: 'raf',
    timeout: 30_000,
  });
  return handle.jsonValue();
}

/** The dashboard with `cardsReady` defined in every document of the context (a full page load drops page globals). */
async function newTimedContext(browser, baseUrl, cookie, locale) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addCookies([...browserCookies(cookie, baseUrl), { name: LOCALE_COOKIE, value: locale, url: baseUrl }]);
  await context.addInitScript(`window.cardsReadyInPage = ${cardsReady.toString()};`);
  return context;
}

/** Runs `measure(page)` in a fresh timed context (a cold cache), closed whatever happens. */
async function inNewContext(browser, baseUrl, cookie, locale, measure) {
  const context = await newTimedContext(browser, baseUrl, cookie, locale);
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Cold cache: a fresh context per run, timed to the nine cards of the overview. */
function dashboardRun(browser, baseUrl, cookie, locale) {
  return inNewContext(browser, baseUrl, cookie, locale, (page) => timeToCards(page, '/dashboard', 9));
}

/** Warm cache (the dashboard loaded once), then full page loads to /profile (3 cards) and /startup (6). */
function pageChangeRun(browser, baseUrl, cookie, locale) {
  return inNewContext(browser, baseUrl, cookie, locale, async (page) => {
    await timeToCards(page, '/dashboard', 9);
    const profile = await timeToCards(page, '/profile', 3);
    const startup = await timeToCards(page, '/startup', 6);
    return { profile, startup };
  });
}

/** Cold page, the dashboard idle for 2 s, then one click on the startup brief card: dialog shown, editor editable. */
function modalRun(browser, baseUrl, cookie, locale) {
  return inNewContext(browser, baseUrl, cookie, locale, async (page) => {
    await timeToCards(page, '/dashboard', 9);
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), IDLE_BEFORE_MODAL_MS);
    const dialog = `[role="dialog"][data-modal="${STARTUP_BRIEF_MODAL}"]`;
    // The click's time is taken in the page, so every figure shares one clock with what it waits for. The page's own
    // animation frames look for the dialog from the click on: the first frame that lays it out (its layout forced
    // here, the paint follows in the same frame) is when it shows. Playwright's poll, the first figure of this row,
    // runs only once the page has answered the protocol, behind the first editor's build.
    await page.evaluate((selector) => {
      document.addEventListener(
        'click',
        () => {
          window.benchClickAt = performance.now();
          const look = () => {
            const element = document.querySelector(selector);
            if (element && element.getBoundingClientRect().height > 0) window.benchDialogFrameAt = performance.now();
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    }, dialog);
    await page.locator(`[data-modal-target="${STARTUP_BRIEF_MODAL}"]`).first().click();
    const shownAt = await (
      await page.waitForFunction(
        (selector) => {
          const element = document.querySelector(selector);
          return element && element.getBoundingClientRect().height > 0 ? performance.now() : false;
        },
        dialog,
        { polling: 'raf', timeout: 30_000 },
      )
    ).jsonValue();
    const editableAt = await (
      await page.waitForFunction(
        (selector) => (document.querySelector(`${selector} [contenteditable="true"]`) ? performance.now() : false),
        dialog,
        { polling: 'raf', timeout: 30_000 },
      )
    ).jsonValue();
    // Editable means typing lands in it, not only that the attribute is there.
    const editor = page.locator(`${dialog} [contenteditable="true"]`).first();
    await editor.focus();
    await page.keyboard.type('x');
    if (!(await editor.textContent())?.includes('x')) throw new Error('the startup brief editor did not take typing');
    const clickAt = await page.evaluate(() => window.benchClickAt);
    const laidOutAt = await page.evaluate(() => window.benchDialogFrameAt);
    return { framed: laidOutAt - clickAt, dialog: shownAt - clickAt, editor: editableAt - clickAt };
  });
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

/** Medians (min–max) of each browser goal of issue 15, one row per figure and language. */
export async function measureBrowserTimings() {
  const webRoot = ensureWebBuild();
  let login;
  const server = await startServer({ ...webAppServer(webRoot), prepareDataDir: (dataDir) => (login = seedDemo(dataDir)) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { cookie } = await logInHeaders(server.baseUrl, login);
    const rows = [];
    for (const locale of LOCALES) {
      process.stdout.write(`- Browser timings (${locale}), ${RUNS} runs each…\n`);
      const samples = { dashboard: [], profile: [], startup: [], framed: [], dialog: [], editor: [] };
      for (let run = 0; run < RUNS; run++) {
        samples.dashboard.push(await dashboardRun(browser, server.baseUrl, cookie, locale));
        const change = await pageChangeRun(browser, server.baseUrl, cookie, locale);
        samples.profile.push(change.profile);
        samples.startup.push(change.startup);
        const modal = await modalRun(browser, server.baseUrl, cookie, locale);
        samples.framed.push(modal.framed);
        samples.dialog.push(modal.dialog);
        samples.editor.push(modal.editor);
      }
      rows.push(
        { figure: 'Dashboard, cold cache: 9 summaries shown', locale, goalMs: 500, ...summary(samples.dashboard) },
        { figure: 'Page change → /profile, warm cache', locale, goalMs: 350, ...summary(samples.profile) },
        { figure: 'Page change → /startup, warm cache', locale, goalMs: 350, ...summary(samples.startup) },
        { figure: 'Startup brief modal: click → dialog framed', locale, goalMs: 100, ...summary(samples.framed) },
        { figure: 'Startup brief modal: click → dialog polled', locale, ...summary(samples.dialog) },
        { figure: 'Startup brief modal: click → editable', locale, goalMs: 300, ...summary(samples.editor) },
      );
    }
    return rows;
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

export function printBrowserTimings(rows) {
  console.log('\nBrowser timings (Chromium, localhost, demo data), milliseconds:');
  console.log(
    `${'figure'.padEnd(42)}  lang  ${'median'.padStart(6)}  ${'min'.padStart(6)}  ${'max'.padStart(6)}  ${'goal'.padStart(5)}  runs`,
  );
  for (const row of rows) {
    const ms = (value) => String(Math.round(value)).padStart(6);
    console.log(
      `${row.figure.padEnd(42)}  ${row.locale.padEnd(4)}  ${ms(row.median)}  ${ms(row.min)}  ${ms(row.max)}  ${String(row.goalMs ?? '—').padStart(5)}  ${row.runs}` +
        (row.goalMs === undefined || row.median <= row.goalMs ? '' : '  (over the goal)'),
    );
  }
}

// `node scripts/bench/browser-timings.mjs` runs only these figures.
if (import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  printBrowserTimings(await measureBrowserTimings());
}
