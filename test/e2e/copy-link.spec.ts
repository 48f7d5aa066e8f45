import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { openModal, registerFounder } from './helpers';

/** Sends an invitation from the founders modal and returns the modal, showing the link to copy. */
async function sentInvitation(page: Page) {
  await registerFounder(page);
  await page.goto('/startup');
  const modal = await openModal(page, 'founders-modal');
  await modal.locator('[data-action="invite"]').click();
  await modal.getByLabel('Their email').fill(`huda-${randomUUID()}@example.com`);
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal.locator('[data-invitation-sent]')).toBeVisible();
  return modal;
}

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy puts the invitation link on the clipboard and says so, then reads Copy again', async ({ page }) => {
    const modal = await sentInvitation(page);
    const link = await modal.locator('[data-copy-link]').inputValue();
    const copy = modal.locator('[data-action="copy-link"]');
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(copy).toHaveText('Copy');
  });
});

test('where the page may not write the clipboard, the link is selected and a note says to copy it by hand', async ({ page }) => {
  // An embedded page or a browser policy refuses the write, as Chromium does without the permission.
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  const modal = await sentInvitation(page);
  await modal.locator('[data-action="copy-link"]').click();
  await expect(page.getByText('Copying is not allowed here: the link is selected, copy it with your keyboard.')).toBeVisible();
  await expect(modal.locator('[data-action="copy-link"]')).toHaveText('Copy');
  const field = modal.locator('[data-copy-link]');
  await expect(field).toBeFocused();
  const selected = await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0));
  expect(selected).toBe(await field.inputValue());
});
