import { expect, test, type Locator, type Page } from '@playwright/test';
import { arModals } from '../../src/web/i18n/ar-modals';
import { expectNoSeriousViolations } from './axe';
import { applyTheme, expectModalLoaded, openModal, registerByApi, type BrowserApi } from './helpers';

// DESIGN §16: an AI rewrite shown as tracked changes inside the text. The fake provider
// (fake-ai-server.mjs) answers a prompt holding "TRACKED" with the same text, these words swapped:
// cheap → affordable, slow → fast, villages → towns, متنقلة → حديثة, النائية → البعيدة; "SAME" comes back as it is.

const TEXT = 'TRACKED: cheap vans reach remote villages on slow roads.';

async function openDescription(page: Page): Promise<{ api: BrowserApi; modal: Locator; field: Locator; content: Locator }> {
  const api = await registerByApi(page);
  await page.goto('/startup');
  const modal = await openModal(page, 'startup-brief-modal');
  await expectModalLoaded(modal);
  const field = modal.locator('[data-editor-field="description"]');
  return { api, modal, field, content: field.locator('.ProseMirror') };
}

async function improve(page: Page, field: Locator, content: Locator, text: string) {
  await content.click();
  await content.pressSequentially(text);
  await field.locator('[data-ai-menu]').click();
  await page.locator('[data-ai-action="improve"]').click();
}

async function savedDescription(api: BrowserApi): Promise<string> {
  return (await api.get<{ description: string }>('/api/startup/brief')).description;
}

test('accept one change, reject another, and Save asks, then saves exactly the accepted one', async ({ page }) => {
  const { api, modal, field, content } = await openDescription(page);
  await improve(page, field, content, TEXT);

  const count = field.locator('[data-ai-changes-count]');
  await expect(count).toHaveText('3 changes');
  await expect(content.locator('del[data-ai-change="delete"]')).toHaveText(['cheap', 'villages', 'slow']);
  await expect(content.locator('ins[data-ai-change="insert"]')).toHaveText(['affordable', 'towns', 'fast']);
  // A replaced word is one change: its deletion and its insertion side by side, one id.
  const ids = await content.locator('[data-ai-change]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-ai-change-id')));
  expect(ids).toEqual([ids[0], ids[0], ids[2], ids[2], ids[4], ids[4]]);
  expect(new Set(ids).size).toBe(3);

  // Click into a change: its controls float beside it.
  await content.locator('ins', { hasText: 'affordable' }).click();
  const controls = field.locator('[data-ai-change-controls]');
  await expect(controls).toBeVisible();
  await expect(controls.locator('[data-ai-accept]')).toHaveAttribute('aria-keyshortcuts', 'Alt+Enter');
  await expect(controls.locator('[data-ai-reject]')).toHaveAttribute('aria-keyshortcuts', 'Alt+Backspace');
  await controls.locator('[data-ai-accept]').click();
  await expect(field.locator('[data-ai-announcer]')).toHaveText('Change accepted. 2 changes left.');
  await expect(count).toHaveText('2 changes');

  await content.locator('ins', { hasText: 'towns' }).click();
  await controls.locator('[data-ai-reject]').click();
  await expect(field.locator('[data-ai-announcer]')).toHaveText('Change rejected. 1 change left.');
  await expect(count).toHaveText('1 change');

  // One change still pends: Save asks first, and saves the text without it.
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.locator('[data-confirm-dialog]');
  await expect(confirm).toContainText('Save without the suggested changes?');
  await expect(confirm).toContainText('Not accepted yet: 1 change.');
  await confirm.getByRole('button', { name: 'Keep reviewing' }).click();
  await expect(count).toHaveText('1 change');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await confirm.getByRole('button', { name: 'Save without them' }).click();
  await expect(page.getByText('Startup brief saved successfully!')).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(await savedDescription(api)).toBe('<p>TRACKED: affordable vans reach remote villages on slow roads.</p>');
});

test('by keyboard: Alt+Enter accepts, Ctrl+Z makes it pending again, Alt+Backspace rejects; Accept all is one step', async ({ page }) => {
  const { api, modal, field, content } = await openDescription(page);
  await improve(page, field, content, TEXT);
  const count = field.locator('[data-ai-changes-count]');
  await expect(count).toHaveText('3 changes');
  // The caret waits in the first change, so the keys work at once.
  await expect(content).toBeFocused();
  await page.keyboard.press('Alt+Enter');
  await expect(count).toHaveText('2 changes');
  await expect(content.locator('del')).toHaveText(['villages', 'slow']);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(count).toHaveText('3 changes');
  await expect(content.locator('del')).toHaveText(['cheap', 'villages', 'slow']);

  // Caret into the second change ("towns"), then reject it.
  await content.locator('ins', { hasText: 'towns' }).click();
  await page.keyboard.press('Alt+Backspace');
  await expect(count).toHaveText('2 changes');
  await expect(content.locator('del')).toHaveText(['cheap', 'slow']);

  await field.locator('[data-ai-accept-all]').click();
  await expect(field.locator('[data-ai-changes]')).toHaveCount(0);
  await expect(field.locator('[data-ai-announcer]')).toHaveText('All changes accepted.');
  await expect(content.locator('p')).toHaveText(['TRACKED: affordable vans reach remote villages on fast roads.']);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(count).toHaveText('2 changes');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(field.locator('[data-ai-changes]')).toHaveCount(0);

  // Nothing pends: Save goes straight through.
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toHaveCount(0);
  expect(await savedDescription(api)).toBe('<p>TRACKED: affordable vans reach remote villages on fast roads.</p>');
});

test('closing with changes pending asks first; an answer that changes nothing says so', async ({ page }) => {
  const { modal, field, content } = await openDescription(page);
  await improve(page, field, content, TEXT);
  await expect(field.locator('[data-ai-changes-count]')).toHaveText('3 changes');
  // The AI menu waits until these are settled.
  await expect(field.locator('[data-ai-menu]')).toBeDisabled();
  await page.keyboard.press('Escape');
  const confirm = page.locator('[data-confirm-dialog]');
  await expect(confirm).toContainText('The suggested changes you have not accepted yet will be lost.');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(modal).toBeVisible();
  await expect(field.locator('[data-ai-changes-count]')).toHaveText('3 changes');

  await field.locator('[data-ai-reject-all]').click();
  await expect(content.locator('[data-ai-change]')).toHaveCount(0);
  await content.press('ControlOrMeta+a');
  await content.pressSequentially('SAME: clinics on wheels.');
  await field.locator('[data-ai-menu]').click();
  await page.locator('[data-ai-action="fix_grammar"]').click();
  await expect(field.locator('[data-ai-unchanged]')).toHaveText('The assistant suggested no changes.');
  await expect(content.locator('[data-ai-change]')).toHaveCount(0);
  await expect(field.locator('[data-ai-changes]')).toHaveCount(0);
});

test('in Arabic: Arabic words compared whole, controls and counts in Arabic, saved without the rejected one', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'fd_locale', value: 'ar', url: baseURL! }]);
  const { api, modal, field, content } = await openDescription(page);
  await improve(page, field, content, 'TRACKED عيادات متنقلة تصل إلى القرى النائية');
  await expect(field.locator('[data-ai-changes-count]')).toHaveText(arModals.ai.changes.count_two);
  await expect(content.locator('del')).toHaveText(['متنقلة', 'النائية']);
  await expect(content.locator('ins')).toHaveText(['حديثة', 'البعيدة']);

  await content.locator('ins', { hasText: 'البعيدة' }).click();
  await field.getByRole('button', { name: arModals.ai.changes.reject }).click();
  await expect(field.locator('[data-ai-changes-count]')).toHaveText(arModals.ai.changes.count_one);
  await field.getByRole('button', { name: arModals.ai.changes.acceptAll }).click();
  await expect(content.locator('p')).toHaveText(['TRACKED عيادات حديثة تصل إلى القرى النائية']);
  await modal.locator('button[type="submit"]').click();
  await expect(modal).toHaveCount(0);
  expect(await savedDescription(api)).toBe('<p>TRACKED عيادات حديثة تصل إلى القرى النائية</p>');
});

for (const theme of ['light', 'dark'] as const) {
  test(`pending changes and their controls pass axe (${theme})`, async ({ page }) => {
    await applyTheme(page, theme);
    const { field, content } = await openDescription(page);
    await improve(page, field, content, TEXT);
    await expect(field.locator('[data-ai-changes-count]')).toHaveText('3 changes');
    await content.locator('ins', { hasText: 'towns' }).click();
    await expect(field.locator('[data-ai-change-controls]')).toBeVisible();
    // The change at the caret has its outline; the controls are reachable with Tab from the text.
    await expect(content.locator('.ai-change-active')).toHaveText(['villages', 'towns']);
    await page.keyboard.press('Tab');
    await expect(field.locator('[data-ai-accept]')).toBeFocused();
    await expectNoSeriousViolations(page, `tracked changes (${theme})`);
  });
}
