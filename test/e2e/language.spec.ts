import { expect, test, type Page } from '@playwright/test';
import { CONTACT_DETAILS_MESSAGES } from '../../src/shared/contact-details';
import { MESSAGES_AR } from '../../src/shared/i18n/messages-ar';
import { READINESS_MESSAGES } from '../../src/shared/readiness';
import { ar } from '../../src/web/i18n/ar';
import { arForms } from '../../src/web/i18n/ar-forms';
import { expectNoSeriousViolations } from './axe';
import { expectModalLoaded, newFounder, openModal, registerByApi, waitForApp } from './helpers';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/** Picks a language in the account menu, as a founder on the dashboard does. */
async function chooseInAccountMenu(page: Page, locale: 'en' | 'ar') {
  await waitForApp(page);
  await page.locator('[data-account-menu]').first().click();
  await page
    .getByRole('menuitem')
    .and(page.locator(`[data-locale="${locale}"]`))
    .click();
}

/** A registered founder on an Arabic dashboard (chosen through the account menu). */
async function arabicDashboard(page: Page) {
  const founder = newFounder();
  await registerByApi(page, founder);
  await page.goto('/dashboard');
  await chooseInAccountMenu(page, 'ar');
  await expectArabicPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.pages.overview.title.replace('{{name}}', founder.firstName));
  // The readiness checklist's labels are the server's: read again in the new language.
  await expect(page.locator('[data-readiness]')).toContainText(MESSAGES_AR[READINESS_MESSAGES.one_liner]!);
  return founder;
}

test('the switch on the login page turns the page Arabic and back, keeping what was typed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const email = page.locator('input[name="email"]');
  await email.fill('someone@example.com');

  await page.locator('[data-locale="ar"]').click();
  await expectArabicPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arForms.auth.loginTitle);
  await expect(page.locator('[data-locale="ar"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(email).toHaveValue('someone@example.com');
  await expect(email).toHaveAttribute('dir', 'ltr');
  await expectNoSeriousViolations(page, 'the Arabic login page with its language switch');

  await page.locator('[data-locale="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your dashboard');
  await expect(email).toHaveValue('someone@example.com');
});

test('the choice is saved on the account: it survives a reload and a login in another browser', async ({ page, browser }) => {
  test.slow(); // two logins, two browsers
  const founder = await arabicDashboard(page);
  await page.locator('[data-account-menu]').first().click();
  await expect(page.locator('[data-locale="ar"][aria-current="true"]')).toBeVisible();
  await expectNoSeriousViolations(page, 'the open account menu with its languages');
  await page.keyboard.press('Escape');
  await page.reload();
  await expectArabicPage(page);

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/login');
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
  await fresh.locator('input[name="email"]').fill(founder.email);
  await fresh.locator('input[name="password"]').fill(founder.password);
  await fresh.getByRole('button', { name: 'Log in' }).click();
  await fresh.waitForURL('**/dashboard');
  await expectArabicPage(fresh);
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(ar.pages.overview.title.replace('{{name}}', founder.firstName));
  await expect(
    fresh.getByRole('status').filter({ hasText: arForms.auth.welcomeBack.replace('{{name}}', founder.firstName) }),
  ).toBeVisible();

  await chooseInAccountMenu(fresh, 'en');
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${founder.firstName}`);
  await fresh.reload();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});

test('in Arabic, a save’s notification and the field messages of both validations are Arabic', async ({ page }) => {
  await arabicDashboard(page);
  const modal = await openModal(page, 'contact-details-modal');
  await expectModalLoaded(modal);

  // Client side: the shared schema's message, shown in Arabic before anything is sent.
  const website = modal.locator('input[name="website"]');
  await expect(website).toHaveAttribute('dir', 'ltr');
  await website.fill('not a link');
  await modal.locator('button[type="submit"]').click();
  await expect(modal.locator('[data-field-error]')).toHaveText([MESSAGES_AR[CONTACT_DETAILS_MESSAGES.website]!]);

  await website.fill('https://sahel.example.com');
  await modal.locator('button[type="submit"]').click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toHaveText(ARABIC_LETTER);
  await expect(toast).not.toHaveText(LATIN_LETTER);
});

test('in Arabic, a refused login (a 422 from the server) is explained in Arabic under the field', async ({ page }) => {
  await page.goto('/login');
  await page.locator('[data-locale="ar"]').click();
  await expectArabicPage(page);
  await page.locator('input[name="email"]').fill('nobody@example.com');
  await page.locator('input[name="password"]').fill('wrong password here');
  await page.locator('button[type="submit"]').click();
  const error = page.locator('[data-field-error]');
  await expect(error).toHaveText(ARABIC_LETTER);
  await expect(error).not.toHaveText(LATIN_LETTER);

  // And the client-side check of the shared schema, before anything is sent.
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.locator('button[type="submit"]').click();
  await expect(error).toHaveText(ARABIC_LETTER);
  await expect(error).not.toHaveText(LATIN_LETTER);
});

test('in Arabic, the date picker shows Arabic months, runs right to left and stores Y-m-d; the country picker finds مصر and Egypt', async ({
  page,
}) => {
  await arabicDashboard(page);
  const modal = await openModal(page, 'personal-details-modal');
  await expectModalLoaded(modal);

  const visible = modal.locator('[data-date-picker="birth_date"] input:not([type="hidden"])');
  await visible.click();
  const calendar = page.locator('.flatpickr-calendar.open');
  await expect(calendar.locator('.flatpickr-monthDropdown-months option').first()).toHaveText('يناير');
  // The previous month's arrow is at the start, on the right (the next one is hidden: a birth date is never in the future).
  const [box, previous] = [await calendar.boundingBox(), await calendar.locator('.flatpickr-prev-month').boundingBox()];
  expect(previous!.x).toBeGreaterThan(box!.x + box!.width / 2);
  const firstWeekday = await calendar.locator('.flatpickr-weekday').first().boundingBox();
  const lastWeekday = await calendar.locator('.flatpickr-weekday').last().boundingBox();
  expect(firstWeekday!.x).toBeGreaterThan(lastWeekday!.x);
  await expect(calendar.locator('.flatpickr-weekday').first()).toHaveText('سبت');

  await calendar.locator('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)').nth(14).click();
  await expect(modal.locator('input[type="hidden"][name="birth_date"]')).toHaveValue(/^\d{4}-\d{2}-15$/);
  await expect(visible).toHaveValue(/^[\u0600-\u06FF]+ 15, \d{4}$/);

  const nationality = modal.locator('input[name="nationality"]');
  await nationality.fill('مصر');
  await expect(page.getByRole('option', { name: 'مصر' })).toBeVisible();
  await nationality.fill('Egypt');
  await expect(page.getByRole('option')).toHaveText(['مصر']);
});

test('an English page downloads no Arabic font; an Arabic page does, and Inter is self-hosted', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your dashboard');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((font) => /inter-latin-wght/.test(font))).toBe(true);
  expect(fonts.filter((font) => /arabic/i.test(font))).toEqual([]);

  const arabicFont = page.waitForRequest((request) => /cairo-arabic-wght-normal.*\.woff2$/.test(request.url()));
  await page.locator('[data-locale="ar"]').click();
  await expectArabicPage(page);
  await arabicFont;
});
