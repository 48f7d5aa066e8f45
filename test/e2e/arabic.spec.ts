import { expect, test, type Cookie } from '@playwright/test';
import path from 'node:path';
import { expectArabicPage, expectNoLatinText, fillInArabic, registerArabicFounder } from './arabic-founder';
import { expectNoSeriousViolations } from './axe';
import { applyTheme, type Theme } from './helpers';
import { sidewaysScrollers, walkAuthPages, walkDashboardPages, walkModals, type Screen } from './screens';

// Issue 11: every page and modal (each tab) in Arabic, in both themes, on a desktop and on a phone:
// right to left, no English left over, no sideways scrolling, no serious axe finding. Each screen is
// also saved as a screenshot under test-results/ so a person can look at it.
test.use({ reducedMotion: 'reduce' });

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
] as const;
const THEMES: Theme[] = ['light', 'dark'];

for (const size of SIZES) {
  for (const theme of THEMES) {
    test.describe(`Arabic, ${size.name}, ${theme}`, () => {
      test.use({ viewport: size.viewport });
      test.describe.configure({ timeout: 240_000 });
      test.beforeEach(({ page }) => applyTheme(page, theme));

      async function check({ id, page }: Screen) {
        const screen = `${id} (${size.name}, ${theme})`;
        await expectArabicPage(page);
        await expectNoLatinText(page, screen);
        expect.soft(await sidewaysScrollers(page), `${screen}: scrolls sideways`).toEqual([]);
        await expectNoSeriousViolations(page, screen);
        await page.screenshot({ path: path.join(test.info().project.outputDir, 'screens', `ar-${size.name}-${theme}-${id}.png`) });
      }

      test('the login and register pages', async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'fd_locale', value: 'ar', url: baseURL! }]);
        await walkAuthPages(page, check);
      });

      test.describe('logged in', () => {
        let session: Cookie[] = [];
        test.beforeAll(async ({ browser }, testInfo) => {
          const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
          await fillInArabic(await registerArabicFounder(await context.newPage(), testInfo.project.use.baseURL!));
          session = await context.cookies();
          await context.close();
        });
        test.beforeEach(({ context }) => context.addCookies(session));

        test('every page', ({ page }) => walkDashboardPages(page, check));
        test('every modal, on each tab', ({ page }) => walkModals(page, check));
      });
    });
  }
}
