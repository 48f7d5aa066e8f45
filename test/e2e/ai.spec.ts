import { expect, test, type Locator, type Page } from '@playwright/test';
import { openModal, registerFounder } from './helpers';

// The app talks to test/e2e/fake-ai-server.mjs (see playwright.config.ts): a rewrite answers
// "Improved: <first three words>", `continue` answers "and more clinics.", "FAIL" gets an HTTP 500 and "SLOW" a long stream.

async function openBriefEditor(page: Page) {
  await registerFounder(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Startup', exact: true }).click();
  const modal = await openModal(page, 'startup-brief-modal');
  const field = modal.locator('[data-editor-field="description"]');
  return { modal, field, content: field.locator('.ProseMirror') };
}

async function type(content: Locator, text: string) {
  await content.click();
  await content.pressSequentially(text);
}

async function chooseAction(page: Page, field: Locator, action: string) {
  await field.locator('[data-ai-menu]').click();
  await page.locator(`[data-ai-action="${action}"]`).click();
}

test('improving a selection replaces it, and one undo restores the text', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Clinics on wheels.');
  await content.press('Enter');
  await content.pressSequentially('Booked by SMS today');
  await content.press('Shift+Home');
  await chooseAction(page, field, 'improve');

  await expect(field.locator('[data-ai-preview-text]')).toHaveText('Improved: Booked by SMS');
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('AI improve completed')).toBeVisible();
  await expect(content.locator('p')).toHaveText(['Clinics on wheels.', 'Improved: Booked by SMS']);
  await expect(field.locator('[data-ai-preview]')).toHaveCount(0);

  await content.press('ControlOrMeta+z');
  await expect(content.locator('p')).toHaveText(['Clinics on wheels.', 'Booked by SMS today']);
});

test('improving without a selection offers Replace all as the default', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics for rural villages');
  await chooseAction(page, field, 'improve');
  const replaceAll = field.getByRole('button', { name: 'Replace all' });
  await expect(replaceAll).toHaveClass(/bg-brand-600/);
  await expect(field.getByRole('button', { name: 'Insert below' })).toBeVisible();
  await replaceAll.click();
  await expect(content.locator('p')).toHaveText(['Improved: Mobile clinics for']);
});

test('continue goes after a blank line at the end without a cursor, and at the cursor with Ctrl+J', async ({ page }) => {
  const { modal, field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics for villages');
  await modal.getByRole('heading').first().click(); // the editor loses its cursor
  await chooseAction(page, field, 'continue');
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(content.locator('p')).toHaveText(['Mobile clinics for villages', '', 'and more clinics.']);

  await content.locator('p').first().click();
  await content.press('End');
  await content.press('ControlOrMeta+j');
  await expect(page.locator('[data-ai-action="continue"]')).toHaveAttribute('data-focus', ''); // the menu opened on its first item
  await page.keyboard.press('Enter');
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(content.locator('p')).toHaveText(['Mobile clinics for villages and more clinics.', '', 'and more clinics.']);
});

test('Esc cancels a running request: the editor is enabled again and nothing is inserted', async ({ page }) => {
  const { modal, field, content } = await openBriefEditor(page);
  await type(content, 'SLOW clinics');
  await chooseAction(page, field, 'improve');
  await expect(field.locator('[data-ai-loading]')).toBeVisible();
  await expect(content).toHaveAttribute('contenteditable', 'false');
  await expect(field.locator('[data-ai-preview-text]')).toContainText('word1');

  await page.keyboard.press('Escape');
  await expect(field.locator('[data-ai-preview]')).toHaveCount(0);
  await expect(modal).toBeVisible();
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await expect(content.locator('p')).toHaveText(['SLOW clinics']);
});

test('a provider error shows "AI error: " and the server\'s message', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'FAIL this one');
  await chooseAction(page, field, 'shorten');
  await expect(page.getByText(/^AI error: The AI provider failed \(HTTP 500\)/)).toBeVisible();
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await expect(content.locator('p')).toHaveText(['FAIL this one']);
});
