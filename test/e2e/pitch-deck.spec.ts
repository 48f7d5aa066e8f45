import { expect, test, type Locator, type Page } from '@playwright/test';
import { openModal, pngBytes, registerFounder } from './helpers';

/** A small but genuine PDF: the header, one object, and the end-of-file marker the server looks for. */
function pdfBytes(): Buffer {
  const padding = '% filler line to give the upload some weight\n'.repeat(4000);
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${padding}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** Records every value the upload progress bar shows, however briefly. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

function confirmDialog(page: Page): Locator {
  return page.locator('[role="dialog"][data-confirm-dialog]');
}

test('a founder uploads a PDF deck with progress, sees it on the card, and deletes it after confirming', async ({ page }) => {
  await registerFounder(page);
  const card = page.locator('section#pitchDeck');
  await expect(card.getByText('No pitch deck uploaded yet.')).toBeVisible();

  const modal = await openModal(page, 'pitch-deck-modal');
  await expect(modal.locator('[data-empty]')).toBeVisible();
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText('Please enter a file name.')).toBeVisible();

  await modal.locator('input[name="file_name"]').fill('Seed round deck');
  await modal.locator('input[name="deck_file"]').setInputFiles({ name: 'seed.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  const progressSeen = await recordProgress(page);
  await modal.getByRole('button', { name: 'Upload' }).click();

  const row = modal.locator('[data-deck-list] li').filter({ hasText: 'Seed round deck' });
  await expect(row).toBeVisible();
  // Cancel, which had the focus during the upload, is gone: the new deck's row has it, inside the dialog.
  await expect(row.getByRole('button', { name: 'Preview Seed round deck' })).toBeFocused();
  await expect.poll(progressSeen).toContain(100);
  const values = await progressSeen();
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(row.locator('[data-file-type="pdf"]')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Download Seed round deck' })).toHaveAttribute('href', /\/api\/pitch-deck\/[^/]+\/download$/);
  await expect(page.getByText('File uploaded successfully!')).toBeVisible();
  await expect(card.getByText('Seed round deck')).toBeVisible();

  // A PNG renamed to .pdf passes the browser's first look but not the server's content check.
  await modal.locator('input[name="file_name"]').fill('Not a deck');
  await modal
    .locator('input[name="deck_file"]')
    .setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: await pngBytes() });
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please upload a valid file (PDF, PPT, PPTX)').first()).toBeVisible();
  await expect(modal.locator('input[name="file_name"]')).toHaveValue('Not a deck');
  await expect(modal.locator('[data-deck-list] li')).toHaveCount(1);

  await row.getByRole('button', { name: 'Delete Seed round deck' }).click();
  await expect(confirmDialog(page)).toContainText('Are you sure you want to delete this file?');
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Seed round deck' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(modal.locator('[data-empty]')).toBeVisible();
  await expect(page.getByText('File deleted successfully!')).toBeVisible();

  await page.reload();
  await expect(page.locator('section#pitchDeck').getByText('No pitch deck uploaded yet.')).toBeVisible();
});
