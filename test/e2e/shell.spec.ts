import { expect, test } from '@playwright/test';
import { openModal, registerFounder, waitForApp } from './helpers';

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
