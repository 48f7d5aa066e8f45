import { expect, test, type Page } from '@playwright/test';
import { registerByApi } from './helpers';
import { openDashboardPage } from './screens';

/**
 * The account button is a stand-in until its menu's code arrives (src/web/app/account-menu.tsx).
 * Holding that code back puts the founder's press in the window where the real menu swaps in:
 * the press must still open the menu, the way the real button opens it.
 */
async function holdMenuCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const isRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/account-menu-popover-[\w-]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { isRequested, release };
}

test.beforeEach(async ({ page }) => {
  await registerByApi(page);
});

test('a mouse press on the account button while its menu code is still on the way opens the menu, and the release keeps it open', async ({
  page,
}) => {
  const code = await holdMenuCode(page);
  await openDashboardPage(page, '/dashboard');
  const account = page.locator('[data-account-menu]').and(page.locator(':visible'));
  await account.hover();
  await code.isRequested;
  await page.mouse.down();
  code.release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.mouse.up();
  await expect(menu).toBeVisible();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await page.waitForURL('**/account');
});

test('Enter on the account button while its menu code is still on the way opens the menu on its first item, and Escape gives focus back', async ({
  page,
}) => {
  const code = await holdMenuCode(page);
  await openDashboardPage(page, '/dashboard');
  const account = page.locator('[data-account-menu]').and(page.locator(':visible'));
  await account.focus();
  await code.isRequested;
  await page.keyboard.press('Enter');
  code.release();
  await expect(page.getByRole('menu')).toBeFocused();
  await expect(page.getByRole('menuitem').first()).toHaveAttribute('data-focus', '');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').nth(1)).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();
});
