import { expect, test } from '@playwright/test';
import { newFounder, registerFounder } from './helpers';

test('a new founder registers, lands on the dashboard and sees every section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create account' }).click();
  const founder = await registerFounder(page);

  await expect(page.getByRole('status').filter({ hasText: `Welcome to Founder Dashboard, ${founder.firstName}!` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const section of [
    'Contact details',
    'Personal details',
    'Program preferences',
    'Startup details',
    'Startup brief',
    'Founders team',
    'Pitch deck',
    'Fundraising',
    'Pitch video',
  ]) {
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Startup', exact: true }).click();
  await expect(page).toHaveURL(/\/startup$/);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Startup', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a founder logs out from the accounts submenu and logs back in', async ({ page }) => {
  const founder = await registerFounder(page);
  await page.locator('[data-account-menu]').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password').fill(founder.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${founder.firstName}` })).toBeVisible();
});

test('a wrong password and a taken email show their messages under the field', async ({ page }) => {
  const founder = await registerFounder(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/register');
  const duplicate = { ...newFounder(), email: founder.email };
  await page.getByLabel('First name').fill(duplicate.firstName);
  await page.getByLabel('Last name').fill(duplicate.lastName);
  await page.getByLabel('Email').fill(duplicate.email);
  await page.getByLabel('Password').fill(duplicate.password);
  await page.getByLabel('Startup name').fill(duplicate.startupName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
