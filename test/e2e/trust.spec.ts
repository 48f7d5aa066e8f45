import { expect, test, type Page } from '@playwright/test';
import { arForms } from '../../src/web/i18n/ar-forms';

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

test.describe('password show/hide', () => {
  test('the login password is shown and hidden by a keyboard-reachable button that does not submit', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password');
    await password.fill('typed-secret');
    const show = page.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');

    await password.focus();
    await page.keyboard.press('Tab');
    await expect(show).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('typed-secret');
    const hide = page.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-field-error]')).toHaveCount(0);

    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    // The eye sits at the input's end: its right in English.
    const input = await boxOf(page, 'input[name="password"]');
    const eye = await boxOf(page, '[data-password-toggle]');
    expect(eye.x).toBeGreaterThan(input.x + input.width / 2);
  });

  test('in Arabic the button is named in Arabic and sits at the left end', async ({ page }) => {
    await page.goto('/login');
    await page.locator('[data-locale="ar"]').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: arForms.auth.showPassword })).toBeVisible();
    const input = await boxOf(page, 'input[name="password"]');
    const eye = await boxOf(page, '[data-password-toggle]');
    expect(eye.x + eye.width).toBeLessThan(input.x + input.width / 2);
  });

  test('every password field has the toggle: register and reset', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(1);
    await page.goto('/reset-password#some-token');
    await expect(page.locator('input[autocomplete="new-password"]')).toHaveCount(1); // one field: show/hide confirms it
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(1);
  });
});

test('the email typed on the login page is filled in on "Forgot password"', async ({ page }) => {
  await page.goto('/login');
  // The link carries what the form knows, so type once the page has hydrated (Log in turns enabled).
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.getByLabel('Email').fill('amira@example.com');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password#*');
  expect(new URL(page.url()).search).toBe(''); // not in the query, so no request log carries it
  await expect(page.getByLabel('Email')).toHaveValue('amira@example.com');
});
