import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { MODALS } from '../../src/shared/modals';
import { applyTheme, expectModalLoaded, openModal, registerByApi, type Theme } from './helpers';
import {
  fillWithLongContent,
  openDashboardPage,
  sidewaysScrollers,
  walkAuthPages,
  walkDashboardPages,
  walkModals,
  type Screen,
} from './screens';

// DESIGN §7: every page and modal at phone width, with the longest content a founder could type.

test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 360, height: 740 };
const LARGE_PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const THEMES: Theme[] = ['light', 'dark'];
const TOUCH_TARGET = 44;

/** Text a founder types at under 16 px makes iOS zoom into the page on focus. */
function smallTextInputs(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), select, textarea, [contenteditable="true"]',
      ),
    ]
      .filter((input) => input.checkVisibility() && input.getBoundingClientRect().width > 0)
      .map((input) => ({
        name: input.getAttribute('name') ?? input.closest('[data-editor-field]')?.getAttribute('data-editor-field') ?? input.tagName,
        size: parseFloat(getComputedStyle(input).fontSize),
      }))
      .filter(({ size }) => size < 16),
  );
}

/**
 * Buttons, links and tabs inside `scope` smaller than a fingertip. Two exceptions: links inside rich
 * text a founder wrote (theirs, not ours), and a card's links to the founder's own pages (LinkedIn,
 * website, video), one truncated line of data each: they keep well over 24 px from any other
 * target, which is WCAG 2.5.8's spacing exception, and a taller box would be clipped by the row.
 */
function smallTouchTargets(page: Page, scope: string) {
  return page.evaluate(
    ({ scope, min }) =>
      [...document.querySelectorAll<HTMLElement>(scope)].flatMap((container) =>
        [...container.querySelectorAll<HTMLElement>('button, a[href], [role="tab"], label:has(input[type="checkbox"])')]
          .filter(
            (target) =>
              target.checkVisibility() && !target.closest('.rich-text-content') && !target.matches('main section a[target="_blank"]'),
          )
          .map((target) => {
            const box = target.getBoundingClientRect();
            return {
              target: (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40),
              width: Math.round(box.width),
              height: Math.round(box.height),
            };
          })
          .filter(({ width, height }) => width > 0 && (width < min || height < min)),
      ),
    { scope, min: TOUCH_TARGET },
  );
}

/** The footer's buttons (Cancel / Save) are on screen once the sheet's body is scrolled to its end. */
async function expectFooterReachable(screen: Screen) {
  const { page, modal } = screen;
  if (!modal) return;
  await modal.locator('[data-modal-body]').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
  const viewport = page.viewportSize()!;
  const buttons = modal.locator('footer button:visible');
  expect(await buttons.count(), `${screen.id}: footer buttons`).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, `${screen.id}: ${await button.textContent()} below the screen`).toBeLessThanOrEqual(viewport.height);
    expect(box.x >= 0 && box.x + box.width <= viewport.width, `${screen.id}: ${await button.textContent()} off the side`).toBe(true);
  }
}

/** The checks every phone screen passes, and its picture for a person to judge. */
async function checkPhoneScreen(screen: Screen, label: string, testInfo: TestInfo) {
  const { page, modal, id } = screen;
  expect.soft(await sidewaysScrollers(page), `${id}: scrolls sideways`).toEqual([]);
  expect.soft(await smallTextInputs(page), `${id}: text inputs under 16 px`).toEqual([]);
  const scopes = modal
    ? '[role="dialog"][data-modal] header, [role="dialog"][data-modal] footer, [role="dialog"][data-modal] [role="tablist"]'
    : '[data-top-bar], main section, main form, main > div > p';
  expect.soft(await smallTouchTargets(page, scopes), `${id}: touch targets under ${TOUCH_TARGET} px`).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${id}-${label}.png`), fullPage: !modal });
  if (modal) {
    const header = (await modal.locator('header').first().boundingBox())!;
    expect.soft(header.x, `${id}: the sheet is full width`).toBe(0);
    expect.soft(header.width, `${id}: the sheet is full width`).toBe(page.viewportSize()!.width);
    await expectFooterReachable(screen);
  }
}

for (const theme of THEMES) {
  test.describe(`${theme} mode at 360×740`, () => {
    test.use({ viewport: PHONE });
    test.beforeEach(({ page }) => applyTheme(page, theme));

    test('the login and register pages fit the phone, with 16 px inputs and finger-sized links', async ({ page }, testInfo) => {
      await walkAuthPages(page, (screen) => checkPhoneScreen(screen, `${theme}-phone`, testInfo));
    });

    test('every dashboard page and every modal tab fits the phone with long content', async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await fillWithLongContent(await registerByApi(page));
      await walkDashboardPages(page, (screen) => checkPhoneScreen(screen, `${theme}-phone`, testInfo));
      await walkModals(page, (screen) => checkPhoneScreen(screen, `${theme}-phone`, testInfo));
    });
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: LARGE_PHONE });

  test('the pages and modals fit a larger phone too', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await walkAuthPages(page, (screen) => checkPhoneScreen(screen, 'light-390', testInfo));
    await fillWithLongContent(await registerByApi(page));
    await walkDashboardPages(page, (screen) => checkPhoneScreen(screen, 'light-390', testInfo));
    await walkModals(page, (screen) => checkPhoneScreen(screen, 'light-390', testInfo));
  });
});

test.describe('the navigation drawer', () => {
  test.use({ viewport: PHONE });

  test('opens from the menu button over the page, keeps focus inside, closes on Escape, a backdrop tap or a chosen link', async ({
    page,
  }, testInfo) => {
    await registerByApi(page);
    await openDashboardPage(page, '/dashboard');
    await expect(page.locator('aside[data-sidebar]')).toHaveCount(0);
    // While the drawer is open the page under it is inert: find the button by its hook, not its role.
    const menuButton = page.locator('[data-drawer-toggle]');
    await expect(menuButton).toHaveAccessibleName('Open menu');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect((await menuButton.boundingBox())!.height).toBeGreaterThanOrEqual(TOUCH_TARGET);

    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const navigation = drawer.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Pitch deck', exact: true })).toBeVisible();
    // It slides in from the start side and covers the page's start, not the whole screen.
    const panel = (await drawer.locator('nav').boundingBox())!;
    expect(panel.x).toBeLessThan(20);
    await page.screenshot({ path: testInfo.outputPath('drawer-light-phone.png') });
    // Focus is trapped: twenty Tabs (more than the drawer holds) never leave it.
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A tap on the page beside the drawer closes it.
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(340, 400);
    await expect(drawer).toBeHidden();

    // A sub-link of this page closes the drawer and brings its card forward.
    await menuButton.click();
    await navigation.getByRole('link', { name: 'Fundraising', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/startup#fundraising$/);
    await expect(page.locator('section#fundraising')).toBeFocused();
    // On the same page only the hash changes: the drawer still closes, and the card keeps the focus it was given.
    await menuButton.click();
    await navigation.getByRole('link', { name: 'Pitch video', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/startup#video$/);
    await expect(page.locator('section#video')).toBeFocused();
    await expect(page.locator('section#video')).toBeInViewport();

    // A page link goes to the page.
    await menuButton.click();
    await navigation.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the dark-mode switch and the account menu stay reachable at phone width', async ({ page }, testInfo) => {
    await registerByApi(page);
    await openDashboardPage(page, '/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.screenshot({ path: testInfo.outputPath('drawer-dark-phone.png') });
    await page.keyboard.press('Escape');
    await page.locator('[data-top-bar] [data-account-menu]').click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('account-menu-dark-phone.png') });
  });
});

test('at phone width the loading skeleton sketches the top bar, not the 256 px sidebar', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // A logged-in founder's page carries its session (src/server/http/page-data.ts): only a page without one waits for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/dashboard');
  const skeleton = page.locator('[data-page-skeleton]');
  await expect(skeleton).toBeAttached();
  await expect(skeleton.locator('.border-e')).toBeHidden();
  const topBar = skeleton.locator('.border-b').first();
  await expect(topBar).toBeVisible();
  expect((await topBar.boundingBox())?.width).toBe(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a refused save in a phone sheet shows its field message on the right tab, with Save still on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerByApi(page);
  await openDashboardPage(page, '/dashboard');
  await page.route('**/dashboard/startup-brief', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: { success: false, message: 'The given data was invalid.', errors: { highlights: ['Highlights are too long.'] } },
        })
      : route.continue(),
  );
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  const save = modal.getByRole('button', { name: 'Save' });
  await save.click();
  // The error is on the last of five tabs: the strip brings that tab forward and into view.
  const highlightsTab = modal.getByRole('tab').last();
  await expect(highlightsTab).toHaveAttribute('aria-selected', 'true');
  await expect(highlightsTab).toBeInViewport({ ratio: 0.9 });
  await expect(modal.getByText('Highlights are too long.')).toBeVisible();
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
});

test('Back on a phone closes the open modal, asks first when something was typed, and never leaves with it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerByApi(page);
  await page.goto('/account');
  await expect(page.locator('main h1')).toBeVisible();
  await openDashboardPage(page, '/dashboard');
  const dashboard = page.url();
  const dialog = page.locator('[data-modal]');

  await openModal(page, MODALS.personalDetails);
  await expectModalLoaded(dialog);
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(dashboard);

  const modal = await openModal(page, MODALS.personalDetails);
  await expectModalLoaded(modal);
  const firstName = modal.locator('input[name="first_name"]');
  await firstName.fill('Lina');
  await page.goBack();
  const confirm = page.locator('[data-confirm-dialog]');
  await expect(confirm).toContainText('Discard unsaved changes?');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(firstName).toHaveValue('Lina');
  expect(page.url()).toBe(dashboard);
  // Its entry is back: Back asks again, and Discard closes.
  await page.goBack();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(dashboard);

  // Closed by its own button, the modal leaves no entry behind: Back goes where it went before.
  await openModal(page, MODALS.personalDetails);
  await expectModalLoaded(dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/account$/);
});

test('a tab strip wider than the sheet says there are more tabs, on the side where they are', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerByApi(page);
  await openDashboardPage(page, '/dashboard');
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await expect(modal.locator('[data-more-tabs="after"]')).toBeVisible();
  await expect(modal.locator('[data-more-tabs="before"]')).toHaveCount(0);
  await modal.getByRole('tab').last().click();
  await expect(modal.locator('[data-more-tabs="before"]')).toBeVisible();
  await expect(modal.locator('[data-more-tabs="after"]')).toHaveCount(0);
});

for (const theme of THEMES) {
  test(`${theme} mode at 1440×900: the sidebar as before, every page and modal without sideways scrolling`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await applyTheme(page, theme);
    const check = async (screen: Screen) => {
      expect.soft(await sidewaysScrollers(page), `${screen.id}: scrolls sideways`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${screen.id}-${theme}-desktop.png`), fullPage: !screen.modal });
    };
    await walkAuthPages(page, check);
    await fillWithLongContent(await registerByApi(page));
    await walkDashboardPages(page, async (screen) => {
      await expect(page.locator('aside[data-sidebar]')).toBeVisible();
      await expect(page.locator('[data-top-bar]')).toHaveCount(0);
      await check(screen);
    });
    await walkModals(page, check);
  });
}

/** An element's text colour as [r, g, b]. */
async function textColour(locator: Locator): Promise<number[]> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).color);
  return colour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
}

/** The brand's indigo, not the near-white of plain text on a dark page: blue well above red, and not every channel bright. */
async function expectLinkColour(locator: Locator, what: string) {
  const [red, green, blue] = await textColour(locator);
  expect(blue! - red!, `${what}: rgb(${red}, ${green}, ${blue}) reads as a link`).toBeGreaterThanOrEqual(60);
  await locator.hover();
  await expect(locator, `${what}: hover underlines it`).toHaveCSS('text-decoration-line', 'underline');
}

test('in dark mode links and text buttons look like links: brand-coloured, underlined on hover', async ({ page }) => {
  await applyTheme(page, 'dark');
  await page.goto('/login');
  await expectLinkColour(page.getByRole('link', { name: 'Create account' }), "the login page's register link");
  await page.goto('/register');
  await expectLinkColour(page.getByRole('link', { name: 'Log in' }), "the register page's login link");
});

/**
 * The whole box of `locator` is on screen: nothing clipped by the sheet or the screen's edge. `slack`:
 * flatpickr decides above or below from its content's height without its own border, so a calendar
 * may end up to its border's width (1 px each side) past the bottom.
 */
async function expectWhollyOnScreen(page: Page, locator: Locator, what: string, slack = 0) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x >= 0 && box.x + box.width <= viewport.width, `${what}: ${box.x}…${box.x + box.width} of ${viewport.width}`).toBe(true);
  expect(box.y >= 0 && box.y + box.height <= viewport.height + slack, `${what}: ${box.y}…${box.y + box.height} of ${viewport.height}`).toBe(
    true,
  );
}

test('pickers opened inside a phone sheet show whole, over the sheet', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerByApi(page);
  await openDashboardPage(page, '/dashboard');
  const modal = await openModal(page, MODALS.personalDetails);
  await expectModalLoaded(modal);
  await modal.getByLabel('Birth date').click();
  await expectWhollyOnScreen(page, page.locator('.flatpickr-calendar.open'), 'the date picker', 2);
  await page.keyboard.press('Escape');
  await expect(page.locator('.flatpickr-calendar.open')).toHaveCount(0);
  const nationality = modal.getByRole('combobox', { name: 'Nationality' });
  await nationality.scrollIntoViewIfNeeded();
  await nationality.click();
  await nationality.press('ArrowDown');
  await expectWhollyOnScreen(page, page.getByRole('listbox'), 'the country list');
});
