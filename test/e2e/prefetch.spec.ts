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

test('an idle dashboard builds the startup brief modal out of sight: a click shows that very form, and closing gives focus back', async ({ page }) => {
  await openDashboard(page);
  const modal = page.locator('[role="dialog"][data-modal="startup-brief-modal"]');
  await expect(modal).toBeAttached();
  await expect(modal).toBeHidden();
  const builtForm = await modal.locator('form').elementHandle();

  const opener = page.locator('[data-modal-target="startup-brief-modal"]').first();
  await opener.click();
  await expect(modal).toBeVisible();
  // What shows is the form built before the click, not one the click made.
  expect(await builtForm!.evaluate((form) => form.isConnected && form.getBoundingClientRect().height > 0)).toBe(true);
  await expectModalLoaded(modal);
  const editor = modal.locator('[contenteditable="true"]').first();
  await editor.click();
  await page.keyboard.type('Typed at once');
  await expect(editor).toContainText('Typed at once');

  // Headless UI alone would give focus back to what had it when the modal was built (here, nothing).
  await modal.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a page without the startup brief\'s opener builds no modal out of sight', async ({ page }) => {
  const scripts = scriptRequests(page);
  await registerByApi(page);
  await page.goto('/profile');
  await settleIdle(page);
  await expect.poll(() => scripts.some((url) => BRIEF_MODAL_CHUNK.test(url))).toBe(true);
  await settleIdle(page);
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
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
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);

  await expectModalLoaded(await openModal(page, 'startup-brief-modal'));
  expect(scripts.some((url) => BRIEF_MODAL_CHUNK.test(url))).toBe(true);
});
