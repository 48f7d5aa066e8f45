import { expect, test, type Page } from '@playwright/test';
import { expectModalLoaded, openModal, registerByApi } from './helpers';

// Issue 15: once the dashboard has loaded and the browser is idle, the modals' code (the startup
// brief's first, with the editor) downloads before anyone clicks; on a data-saving connection nothing does.
const BRIEF_MODAL_CHUNK = /\/assets\/startup-brief-modal-[\w-]+\.js$/;
const EDITOR_CHUNK = /\/assets\/rich-text-editor-[\w-]+\.js$/;

/** Every script URL the page asks for, from before its first request. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Resolves after the load event and two idle periods: by then an idle prefetch has started. */
async function settleIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (then: () => void) => requestIdleCallback(then, { timeout: 2000 });
        const afterLoad = () => idle(() => idle(resolve));
        if (document.readyState === 'complete') afterLoad();
        else addEventListener('load', afterLoad, { once: true });
      }),
  );
}

async function openDashboard(page: Page) {
  await registerByApi(page);
  await page.goto('/dashboard');
  await expect(page.locator('[data-modal-target="startup-brief-modal"]').first()).toBeVisible();
}

test('an idle dashboard downloads the startup brief modal and its editor before any click, and the modal then opens', async ({ page }) => {
  const scripts = scriptRequests(page);
  await openDashboard(page);
  await settleIdle(page);
  await expect.poll(() => scripts.some((url) => BRIEF_MODAL_CHUNK.test(url))).toBe(true);
  await expect.poll(() => scripts.some((url) => EDITOR_CHUNK.test(url))).toBe(true);

  await expectModalLoaded(await openModal(page, 'startup-brief-modal'));
});

test('on a data-saving connection nothing is prefetched: the modal downloads when it is wanted', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  const scripts = scriptRequests(page);
  await openDashboard(page);
  await settleIdle(page);
  // The same wait that sees the brief's chunk requested above: here neither it nor the editor is.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  expect(scripts.filter((url) => BRIEF_MODAL_CHUNK.test(url) || EDITOR_CHUNK.test(url))).toEqual([]);

  await expectModalLoaded(await openModal(page, 'startup-brief-modal'));
  expect(scripts.some((url) => BRIEF_MODAL_CHUNK.test(url))).toBe(true);
});
