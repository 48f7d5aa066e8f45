import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newFounder, registerByApi, waitForApp } from './helpers';

// Issue 16, navigation and login: sidebar sub-links, the not-found page, page titles, the loading skeleton, a refused login.

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

test('a sidebar sub-link scrolls to its card, marks it, focuses it and shows as the current location', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/dashboard');
  // Once the app runs: as it takes the page over it swaps the server's sidebar for its own, and a press across the swap is lost.
  await waitForApp(page);

  // From another page: a full load of /startup#video, then the card is brought into view once it exists.
  await sidebarLink(page, 'Pitch video').click();
  await page.waitForURL('**/startup#video');
  const video = page.locator('section#video');
  await expect(video).toHaveAttribute('data-highlight', '');
  await expect(video).toBeInViewport();
  await expect(video).toBeFocused();
  await expect(sidebarLink(page, 'Pitch video')).toHaveAttribute('aria-current', 'location');
  await expect(sidebarLink(page, 'Startup')).toHaveAttribute('aria-current', 'page');
  await expect(video).not.toHaveAttribute('data-highlight', '');

  // On the same page, by keyboard: no reload, the other card is marked and the current link moves.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await sidebarLink(page, 'Startup details').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/startup#startupDetails');
  const details = page.locator('section#startupDetails');
  await expect(details).toHaveAttribute('data-highlight', '');
  await expect(details).toBeInViewport();
  await expect(details).toBeFocused();
  await expect(sidebarLink(page, 'Startup details')).toHaveAttribute('aria-current', 'location');
  await expect(sidebarLink(page, 'Pitch video')).not.toHaveAttribute('aria-current');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Tab goes on from the card the link named, not from the top of the page.
  await page.keyboard.press('Tab');
  // A new startup's details are empty: the card's one button adds them.
  await expect(page.getByRole('button', { name: 'Add: Startup details' })).toBeFocused();
});

test('an unknown path shows a not-found page in the shell with a way back to the overview', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'This page does not exist' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Founder Dashboard');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toHaveCount(0);
  await expect(page.locator('section#contactDetails')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Back to overview' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

test('each page names itself in the document title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Founder Dashboard');
  await page.goto('/register');
  await expect(page).toHaveTitle('Create account · Founder Dashboard');
  await registerByApi(page);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Overview · Founder Dashboard');
  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile · Founder Dashboard');
  await page.goto('/startup');
  await expect(page).toHaveTitle('Startup · Founder Dashboard');
});

test('while the session loads, the shell or the login card is sketched, not a bare "Loading…"', async ({ page }) => {
  // A logged-in founder's page carries its session (src/server/http/page-data.ts): only a page without one waits for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the page may have moved on (a redirect) meanwhile
  });
  await page.goto('/dashboard');
  const skeleton = page.locator('[data-page-skeleton]');
  await expect(skeleton).toHaveAttribute('role', 'status');
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  // "Loading…" is only what a screen reader hears.
  await expect(page.getByText('Loading…')).toHaveCount(1);
  await expect(skeleton.getByText('Loading…')).toHaveClass(/sr-only/);
  // The shell's shape: a sidebar column as wide as the real one, and card placeholders.
  const sidebarColumn = skeleton.locator('.border-e').first();
  await expect(sidebarColumn).toBeVisible();
  expect((await sidebarColumn.boundingBox())?.width).toBe(256);
  await expect(skeleton.locator('.rounded-xl:visible')).toHaveCount(4);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // A visitor who is logged out gets the login form itself, server-rendered (src/web/entry-server.tsx), before the
  // session answers; its button waits for the app, so nothing is sent as a plain form meanwhile.
  await page.context().clearCookies();
  let releaseLogin!: () => void;
  const heldLogin = new Promise<void>((resolve) => (releaseLogin = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await heldLogin;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expect(skeleton).toHaveCount(0);
  releaseLogin();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('a wrong password marks both fields invalid, with the message under Email', async ({ page }) => {
  const founder = newFounder();
  await registerByApi(page, founder);
  await page.context().clearCookies();
  await page.goto('/login');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  await email.pressSequentially(founder.email);
  await page.keyboard.press('Tab');
  await password.pressSequentially('not the password');
  await page.keyboard.press('Enter');

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator('[data-field-error]');
  await expect(message).toHaveCount(1);
  await expect(email).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!);
  // The same red border on both.
  const borderOf = (field: typeof email) => field.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await borderOf(password)).toBe(await borderOf(email));
  await expect(password).toHaveCSS('border-top-color', /oklch\(0\.637 0\.237 25\.331\)|rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)/);
  await expectNoSeriousViolations(page);

  // The right password still gets in.
  await password.fill(founder.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
});
