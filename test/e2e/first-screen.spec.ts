import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { LOCALE_COOKIE, type Locale } from '../../src/shared/i18n/locale';
import { ar } from '../../src/web/i18n/ar';
import { arForms } from '../../src/web/i18n/ar-forms';
import { en } from '../../src/web/i18n/en';
import { enForms } from '../../src/web/i18n/en-forms';
import { applyTheme, newFounder, registerByApi, waitForApp, type Founder, type Theme } from './helpers';

// The first screen is in the page's HTML (src/web/entry-server.tsx), painted before any script; the app then hydrates it.

const TEXTS = {
  en: {
    loginTitle: enForms.auth.loginTitle,
    welcome: (name: string) => en.pages.overview.title.replace('{{name}}', name),
    contactTitle: en.sections.contactDetails.title,
  },
  ar: {
    loginTitle: arForms.auth.loginTitle,
    welcome: (name: string) => ar.pages.overview.title.replace('{{name}}', name),
    contactTitle: ar.sections.contactDetails.title,
  },
} satisfies Record<Locale, unknown>;

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** A founder with a saved contact record, and the cookies of their logged-in browser in `locale`. */
async function founderSession(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext();
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
  const page = await context.newPage();
  const founder: Founder = { ...newFounder(), firstName: locale === 'ar' ? 'نور' : 'Nour' };
  const api = await registerByApi(page, founder);
  await api.post('/profile/update-contact-details', {
    json: {
      emails: [{ value: founder.email }],
      phones: [{ number: '791234567', code: '+962', country: 'JO' }],
      whatsapps: [],
      linkedin: '',
      website: '',
    },
  });
  const storageState = await context.storageState();
  await context.close();
  return { founder, storageState };
}

/** Every error the page reports: React reports a hydration mismatch as an uncaught (recoverable) error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Keeps the navigation elements of the server's markup (every screen width's), as parsed, before the app's
 * scripts run: the app must hydrate the one on screen, not draw it again, or a tap made meanwhile is lost.
 */
async function keepServerNavigation(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverNavigation: [...document.querySelectorAll('[data-sidebar], [data-top-bar]')] });
    });
  });
}

/** Whether every navigation element on the page now is one the server's markup held. */
function isServerNavigation(page: Page) {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverNavigation: Element[] }).serverNavigation;
    const now = [...document.querySelectorAll('[data-sidebar], [data-top-bar]')];
    return now.length > 0 && now.every((element) => kept.includes(element));
  });
}

/** Loads `path`, checks it came server-rendered, and waits for the app to have hydrated it (its effects name the tab). */
async function loadHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(await response!.text()).toContain('data-server-rendered');
  await expect(page).not.toHaveTitle('Founder Dashboard');
  await page.waitForLoadState('networkidle');
}

for (const locale of ['en', 'ar'] as const) {
  test(`the login form and a founder’s dashboard are in the ${locale} page before any script runs`, async ({ browser, baseURL }) => {
    const { founder, storageState } = await founderSession(browser, baseURL!, locale);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    await visitor.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.locator('html')).toHaveAttribute('lang', locale);
    await expect(login.getByRole('heading', { level: 1, name: TEXTS[locale].loginTitle })).toBeVisible();
    await expect(login.locator('input[type="email"]')).toBeVisible();
    await expect(login.locator('input[type="password"]')).toBeVisible();
    await expect(login.locator('button[type="submit"]')).toBeVisible();
    // Nothing to press yet: without the app a press would do nothing (or send the form as a GET).
    await expect(login.locator('button[type="submit"]')).toBeDisabled();
    await expect(login.locator('[data-locale]')).toHaveCount(2);
    await expect(login.locator('[data-page-skeleton], #page-skeleton')).toHaveCount(0);
    await visitor.close();

    const own = await browser.newContext({ javaScriptEnabled: false, storageState });
    const dashboard = await own.newPage();
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByRole('heading', { level: 1, name: TEXTS[locale].welcome(founder.firstName) })).toBeVisible();
    await expect(dashboard.locator('#contactDetails')).toContainText(TEXTS[locale].contactTitle);
    await expect(dashboard.locator('#contactDetails')).toContainText(founder.email);
    await expect(dashboard.locator('#contactDetails')).toContainText('+962 7 9123 4567');
    await expect(dashboard.locator('#page-skeleton')).toHaveCount(0);
    await own.close();
  });
}

for (const locale of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const [screen, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`the ${locale} login and dashboard hydrate without a mismatch (${theme}, ${screen})`, async ({ browser, baseURL }) => {
        const { founder, storageState } = await founderSession(browser, baseURL!, locale);
        const options: BrowserContextOptions = { viewport, colorScheme: theme };
        const visitor = await browser.newContext(options);
        await visitor.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL! }]);
        const login = await visitor.newPage();
        await applyTheme(login, theme);
        const loginErrors = collectErrors(login);
        await loadHydrated(login, '/login');
        // Hydrated, the form is the app's: submitted empty, it says what is missing instead of posting.
        await login.locator('button[type="submit"]').click();
        await expect(login.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(loginErrors).toEqual([]);
        await visitor.close();

        const own = await browser.newContext({ ...options, storageState });
        const dashboard = await own.newPage();
        await applyTheme(dashboard, theme);
        const dashboardErrors = collectErrors(dashboard);
        await keepServerNavigation(dashboard);
        await loadHydrated(dashboard, '/dashboard');
        await expect(dashboard.getByRole('heading', { level: 1, name: TEXTS[locale].welcome(founder.firstName) })).toBeVisible();
        // The variants the server sent for every screen are down to this screen's one, and the theme switch says the theme.
        if (screen === 'desktop') {
          await expect(dashboard.locator('[data-sidebar]')).toHaveCount(1);
          await expect(dashboard.locator('[data-top-bar]')).toHaveCount(0);
          await expect(dashboard.locator('[data-theme-toggle]')).toHaveAttribute('aria-checked', String(theme === 'dark'));
        } else {
          await expect(dashboard.locator('[data-top-bar]')).toHaveCount(1);
          await expect(dashboard.locator('[data-sidebar]')).toHaveCount(0);
        }
        expect(await isServerNavigation(dashboard)).toBe(true);
        await expect(dashboard.locator('#contactDetails')).toContainText(founder.email);
        expect(dashboardErrors).toEqual([]);
        await own.close();
      });
    }
  }
}

test('a server-rendered page asks for its scripts only once it is painted, then the app takes it over', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  const { paintedAt, scripts } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(paintedAt).toBeDefined();
  expect(scripts.length).toBeGreaterThan(2);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paintedAt!);
  // Taken over: the form checks its fields itself.
  await page.locator('button[type="submit"]').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
});

/**
 * Opens the server's page at `path` with every script of the app held until `release` is called: the page
 * stays as it came, painted and inert.
 */
async function openBeforeApp(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  return release;
}

test('a button pressed before the app runs is pressed again once it has: a card’s dialog opens, the language changes', async ({ page }) => {
  await registerByApi(page);
  let release = await openBeforeApp(page, '/dashboard');
  await page.locator('section#contactDetails [data-modal-target="contact-details-modal"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-waiting-for-app', '');
  const modal = page.locator('[role="dialog"][data-modal="contact-details-modal"]');
  await expect(modal).toHaveCount(0);
  release();
  await expect(modal).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-waiting-for-app', '');

  await page.context().clearCookies();
  await page.unrouteAll();
  release = await openBeforeApp(page, '/login');
  await page.locator('[data-locale="ar"]').click();
  release();
  await expect(page.getByRole('heading', { level: 1, name: arForms.auth.loginTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('Enter pressed in a login field before the app runs sends the form once it has', async ({ page }) => {
  const founder = newFounder();
  await registerByApi(page, founder);
  await page.context().clearCookies();
  const release = await openBeforeApp(page, '/login');
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-waiting-for-app', '');
  // Nothing went as a plain form meanwhile: the page is still the login page, with no values in its address.
  expect(page.url()).toMatch(/\/login$/);
  release();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-field-error]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-waiting-for-app', '');
});

test('on a phone, the menu button tapped before the app runs opens the drawer once it has', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await registerByApi(page);
  const release = await openBeforeApp(page, '/startup');
  await page.locator('[data-drawer-toggle]:visible').click();
  await expect(page.locator('html')).toHaveAttribute('data-waiting-for-app', '');
  release();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('[data-drawer-toggle]')).toHaveAttribute('aria-expanded', 'true');
});

test('what a founder types before the app runs stays once it has, with a flash on the page too', async ({ page }) => {
  const founder = newFounder();
  await registerByApi(page, founder);
  // Logging out leaves a flash for the login page (app/flash.ts), which only this tab knows: not the server's render.
  await page.goto('/dashboard');
  await waitForApp(page);
  await page.evaluate(() => sessionStorage.setItem('flash', JSON.stringify({ kind: 'info', message: 'You have been logged out.' })));
  await page.context().clearCookies();
  // React reports markup it could not hydrate (and then drew again) as an uncaught error: minified #418 and the like.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const release = await openBeforeApp(page, '/login');
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password').fill(founder.password);
  const emailTop = async () => (await page.getByLabel('Email').boundingBox())?.y;
  const topBeforeApp = await emailTop();
  release();
  await waitForApp(page);
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out.' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(founder.email);
  // The flash's place was held from the first paint: the form did not move down when it appeared.
  expect(await emailTop()).toBe(topBeforeApp);
  expect(pageErrors).toEqual([]);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
});

test('on a phone, a flash that wraps to two lines held its two lines: the form does not move when it appears', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await waitForApp(page);
  const message = 'Your account and everything in it have been deleted.';
  await page.evaluate((text) => sessionStorage.setItem('flash', JSON.stringify({ kind: 'info', message: text })), message);
  const release = await openBeforeApp(page, '/login');
  const emailTop = async () => (await page.getByLabel('Email').boundingBox())?.y;
  const topBeforeApp = await emailTop();
  release();
  await waitForApp(page);
  const flash = page.getByRole('status').filter({ hasText: message });
  await expect(flash).toBeVisible();
  // Two lines or more at this width (one line is 50 px high), and the place held for it was as high.
  expect((await flash.boundingBox())!.height).toBeGreaterThan(60);
  expect(await emailTop()).toBe(topBeforeApp);
});

test('the cards a server-rendered page painted stay shown once the app has taken it over', async ({ page }) => {
  await registerByApi(page);
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/dashboard');
  await waitForApp(page);
  const opacityOf = (id: string) => page.locator(`section#${id}`).evaluate((card) => getComputedStyle(card).opacity);
  // Past the 800 ms the reveal's transition would take to hide a card the app lost track of.
  await expect.poll(() => opacityOf('contactDetails'), { timeout: 3_000, intervals: [900, 300] }).toBe('1');
  expect(await opacityOf('personalDetails')).toBe('1');
});
