import { expect, test, type Locator, type Page } from '@playwright/test';
import { openModal, pngBytes, registerFounder } from './helpers';
import { nextMail } from './mail';

function confirmDialog(page: Page): Locator {
  return page.locator('[role="dialog"][data-confirm-dialog]');
}

test('a founder adds a co-founder with a photo, edits and removes them; their own row cannot be removed', async ({ page }) => {
  const me = await registerFounder(page);
  let modal = await openModal(page, 'founders-modal');
  const myRow = modal.locator('[data-founder-list] li').first();
  await expect(myRow).toContainText(`${me.firstName} ${me.lastName}`);
  await expect(myRow.locator('[data-you-badge]')).toHaveText('You');
  await expect(myRow.locator('[data-action="remove"]')).toHaveCount(0);
  // Your own row opens Personal details, where your name, title, photo and LinkedIn are edited (DESIGN §8).
  await myRow.locator('[data-action="edit"]').click();
  const personal = page.locator('[role="dialog"][data-modal="personal-details-modal"]');
  await expect(personal.locator('input[name="first_name"]')).toHaveValue(me.firstName);
  await page.keyboard.press('Escape');
  await expect(personal).toHaveCount(0);
  modal = await openModal(page, 'founders-modal');

  await modal.getByRole('button', { name: 'Add founder' }).click();
  let form = page.locator('[role="dialog"][data-modal="add-founder-modal"]');
  await expect(form.locator('input[name="title"]')).toHaveValue('Founder');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(form.locator('[data-field-error]').first()).toBeVisible();

  await form.locator('input[name="first_name"]').fill('Omar');
  await form.locator('input[name="last_name"]').fill('Haddad');
  await form.locator('input[name="email"]').fill(me.email); // already on the team: the server answers 422
  await form.locator('input[name="linkedin_url"]').fill('https://www.linkedin.com/in/omar-haddad');
  await form.locator('input[name="avatar"]').setInputFiles({ name: 'omar.png', mimeType: 'image/png', buffer: await pngBytes() });
  await expect(form.locator('[data-avatar-preview="new"] img')).toBeVisible();
  await form.getByRole('tab', { name: 'Extra Information' }).click();
  await form.locator('[data-editor-field="brief"] [contenteditable="true"]').click();
  await page.keyboard.type('Built logistics software for ten years.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fix the validation errors.')).toBeVisible();
  await expect(form.getByText('A founder with this email is already on your team.')).toBeVisible();
  await expect(form.locator('input[name="first_name"]')).toHaveValue('Omar');

  await form.locator('input[name="email"]').fill('omar@example.com');
  await form.getByRole('button', { name: 'Save' }).click();
  modal = page.locator('[role="dialog"][data-modal="founders-modal"]');
  const omar = modal.locator('[data-founder-list] li').filter({ hasText: 'Omar Haddad' });
  await expect(omar).toBeVisible();
  await expect(omar).toContainText('Built logistics software for ten years.');
  await expect(omar.getByRole('link', { name: 'LinkedIn profile of Omar Haddad' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/omar-haddad',
  );
  await expect
    .poll(() => omar.locator('img[data-founder-avatar]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await omar.getByRole('button', { name: 'Edit Omar Haddad' }).click();
  form = page.locator('[role="dialog"][data-modal="add-founder-modal"]');
  await expect(form.getByRole('heading', { name: 'Edit founder' })).toBeVisible();
  await expect(form.locator('input[name="email"]')).toHaveValue('omar@example.com');
  await form.locator('input[name="title"]').fill('CTO');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Founder updated successfully!')).toBeVisible();
  await expect(modal.locator('[data-founder-list] li').filter({ hasText: 'Omar Haddad' })).toContainText('CTO');
  await expect(page.locator('section#founders')).toContainText('Omar Haddad');

  await omar.getByRole('button', { name: 'Remove Omar Haddad' }).click();
  await expect(confirmDialog(page)).toContainText('Are you sure you want to remove Omar Haddad from the founders team?');
  await confirmDialog(page).getByRole('button', { name: 'Remove' }).click();
  await expect(omar).toHaveCount(0);
  await expect(modal.locator('[data-founder-list] li')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('section#founders').getByText('No co-founders added yet.')).toBeVisible();
});

test('adding a founder can also invite them: the mail goes out and the invitation is pending', async ({ page }) => {
  await registerFounder(page);
  const modal = await openModal(page, 'founders-modal');
  await modal.getByRole('button', { name: 'Add founder' }).click();
  const form = page.locator('[role="dialog"][data-modal="add-founder-modal"]');
  const email = `sara.${Date.now()}@example.com`;
  await form.locator('input[name="first_name"]').fill('Sara');
  await form.locator('input[name="last_name"]').fill('Nasser');
  await form.locator('input[name="email"]').fill(email);
  await form.getByRole('checkbox', { name: 'Also invite them to an account of their own' }).check();
  await form.getByRole('tab', { name: 'Extra Information' }).click();
  await form.locator('[data-editor-field="brief"] [contenteditable="true"]').click();
  await page.keyboard.type('Runs sales across the Gulf.');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`Invitation mailed to ${email}.`)).toBeVisible();
  const team = page.locator('[role="dialog"][data-modal="founders-modal"]');
  await expect(team.locator('[data-founder-list] li').filter({ hasText: 'Sara Nasser' })).toBeVisible();
  await expect(team.locator(`[data-invitation-email="${email}"]`)).toBeVisible();
  expect((await nextMail(email)).subject).toContain('on Founder Dashboard');
});
