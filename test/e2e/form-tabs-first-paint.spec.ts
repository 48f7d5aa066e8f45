import { expect, test, type Page } from '@playwright/test';
import { fillInArabic, registerArabicFounder } from './arabic-founder';
import { applyTheme, expectModalLoaded, registerByApi } from './helpers';
import { fillWithLongContent, openDashboardPage } from './screens';

/** Every modal whose form is split into tabs (src/web/components/form-tabs.tsx). */
const TABBED_MODALS = ['startup-brief-modal', 'startup-details-modal', 'program-preferences-modal'] as const;

interface FirstFrame {
  /** Rich-text editors already built (ProseMirror) and rich-text fields on screen, all tabs. */
  editors: number;
  fields: number;
  /**
   * Layout heights (offsetHeight) of the modal's scrolling body and of the tab panels' shared cell:
   * the dialog's opening slide moves them by a fraction of a pixel, and a box measured through that
   * transform can read 414.00003 for 414.
   */
  body: number;
  panels: number;
}

const dialog = (name: string) => `[role="dialog"][data-modal="${name}"]`;

/** What the modal's form looks like in the first frame that shows it (read in requestAnimationFrame, before that frame paints). */
async function watchFirstFrame(page: Page, name: string) {
  await page.evaluate((selector) => {
    const look = () => {
      const modal = document.querySelector(selector);
      const panels = modal?.querySelector('[role="tabpanel"]')?.parentElement;
      if (!modal || !panels) return void requestAnimationFrame(look);
      (window as unknown as { firstFrame: FirstFrame }).firstFrame = {
        editors: modal.querySelectorAll('.ProseMirror').length,
        fields: modal.querySelectorAll('[data-editor-field]').length,
        body: modal.querySelector<HTMLElement>('[data-modal-body]')!.offsetHeight,
        panels: panels.offsetHeight,
      };
    };
    requestAnimationFrame(look);
  }, dialog(name));
}

async function heights(page: Page, name: string) {
  return page.locator(dialog(name)).evaluate((modal) => ({
    body: modal.querySelector<HTMLElement>('[data-modal-body]')!.offsetHeight,
    panels: modal.querySelector('[role="tabpanel"]')!.parentElement!.offsetHeight,
  }));
}

/**
 * Opens each tabbed modal: its dialog paints before any rich-text editor is built (the brief's seven
 * follow one by one), and neither their arrival nor any tab change moves the dialog's height.
 */
async function expectEachModalPaintsFirstAndHoldsItsHeight(page: Page) {
  for (const name of TABBED_MODALS) {
    await watchFirstFrame(page, name);
    await page.locator(`[data-modal-target="${name}"]`).first().click();
    const modal = page.locator(dialog(name));
    await expectModalLoaded(modal);
    const first = await page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
    if (name === 'startup-brief-modal') expect(first).toMatchObject({ editors: 0, fields: 7 });
    const settled = { body: first.body, panels: first.panels };
    expect(await heights(page, name), `${name}: the editors arrived`).toEqual(settled);
    const tabs = modal.getByRole('tab');
    for (let index = (await tabs.count()) - 1; index >= 0; index--) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      expect(await heights(page, name), `${name}: tab ${index + 1} chosen`).toEqual(settled);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
}

test('in English on a desktop, each tabbed modal paints before its editors are built and keeps its height; typing on a tab chosen at once is saved, and a 422 brings its tab forward', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await fillWithLongContent(await registerByApi(page));
  await openDashboardPage(page, '/dashboard');
  await expectEachModalPaintsFirstAndHoldsItsHeight(page);

  // A tab chosen as the dialog opens builds its editors at once: typing lands, nothing is lost.
  await page.locator('[data-modal-target="startup-brief-modal"]').first().click();
  const modal = page.locator(dialog('startup-brief-modal'));
  await modal.getByRole('tab', { name: 'Highlights' }).click();
  const highlights = modal.locator('[data-editor-field="highlights"] [contenteditable="true"]');
  await highlights.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Ten thousand patients served.');
  await modal.getByRole('tab', { name: 'Startup Summary' }).click();

  // The server's per-field errors reach a field on a tab out of sight, and bring that tab forward.
  await page.route('**/dashboard/startup-brief', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: { success: false, message: 'The given data was invalid.', errors: { mission: ['The mission is too long.'] } },
        })
      : route.fallback(),
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('tab', { name: /Vision & Mission/ })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.locator('[data-editor-field="mission"]').getByText('The mission is too long.')).toBeVisible();
  await page.unroute('**/dashboard/startup-brief');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Startup brief saved successfully!')).toBeVisible();

  await page.reload();
  await page.locator('[data-modal-target="startup-brief-modal"]').first().click();
  await modal.getByRole('tab', { name: 'Highlights' }).click();
  await expect(modal.locator('[data-editor-field="highlights"]')).toContainText('Ten thousand patients served.');
});

test('in Arabic on a 360 px phone in dark mode, each tabbed modal paints before its editors are built and keeps its height', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await applyTheme(page, 'dark');
  await fillInArabic(await registerArabicFounder(page, baseURL!));
  await openDashboardPage(page, '/dashboard');
  await expectEachModalPaintsFirstAndHoldsItsHeight(page);
});
