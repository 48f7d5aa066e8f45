import { expect, test } from '@playwright/test';
import { newFounder, openModal, registerFounder, waitForApp } from './helpers';

test('a new founder registers, lands on the dashboard and sees every section', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create account' }).click();
  const founder = await registerFounder(page);

  await expect(page.getByRole('status').filter({ hasText: `Welcome to Founder Dashboard, ${founder.firstName}!` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  for (const section of ['Contact details', 'Personal details', 'Program preferences', 'Startup details', 'Startup brief', 'Founders team', 'Pitch deck', 'Fundraising', 'Pitch video']) {
    await expect(nav.getByRole('link', { name: section })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Startup', exact: true }).click();
  await expect(page).toHaveURL(/\/startup$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Startup', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('dark mode and the collapsed sidebar are remembered across a reload', async ({ page }) => {
  await registerFounder(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.locator('aside[data-sidebar]')).toHaveAttribute('data-sidebar', 'closed');

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  // The server's page carries both sidebar widths until the app takes it over.
  await waitForApp(page);
  await expect(page.locator('aside[data-sidebar]')).toHaveAttribute('data-sidebar', 'closed');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.locator('aside[data-sidebar]')).toHaveAttribute('data-sidebar', 'open');
});

test('a modal opens from its data-modal-target button, locks scrolling and closes with Escape', async ({ page }) => {
  await registerFounder(page);
  const opener = page.locator('[data-modal-target="fundraising-modal"]').first();
  const modal = await openModal(page, 'fundraising-modal');
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  await expect(opener).toBeFocused();
});

test('open-modal and close-modal window events drive the one modal host', async ({ page }) => {
  await registerFounder(page);
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-modal', { detail: { name: 'video-modal' } })));
  await expect(page.locator('[role="dialog"][data-modal="video-modal"]')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-modal', { detail: { name: 'pitch-deck-modal' } })));
  await expect(page.locator('[role="dialog"]')).toHaveCount(1);
  await expect(page.locator('[role="dialog"][data-modal="pitch-deck-modal"]')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('close-modal')));
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
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
