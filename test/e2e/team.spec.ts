import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousViolations } from './axe';
import { newFounder, openModal, pngBytes, registerByApi, registerFounder } from './helpers';
import { openDashboardPage } from './screens';
import { linkIn, nextMail } from './mail';

const inviteeEmail = () => `huda-${randomUUID()}@example.com`;

/** Invites from the founders modal; returns the link the app shows to copy. */
async function inviteFromFoundersModal(page: Page, email: string): Promise<string> {
  await page.goto('/startup');
  const modal = await openModal(page, 'founders-modal');
  await modal.locator('[data-action="invite"]').click();
  await modal.getByLabel('Their email').fill(email);
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  const sent = modal.locator('[data-invitation-sent]');
  await expect(sent).toContainText(`Invitation sent to ${email}.`);
  // Set apart and left to right, so an Arabic sentence cannot reorder its dots and `@`.
  await expect(sent.locator('bdi[dir="ltr"]')).toHaveText(email);
  await expect(modal.locator(`[data-pending-invitations] [data-invitation-email="${email}"]`)).toContainText('Invited by Nour Khalil');
  return sent.locator('[data-copy-link]').inputValue();
}

test('a founder invites a co-founder, who accepts in another browser and edits the brief; the founder sees it after a reload', async ({
  page,
  browser,
}) => {
  test.slow(); // two accounts in two browsers
  await registerFounder(page);
  const email = inviteeEmail();
  const link = await inviteFromFoundersModal(page, email);
  expect(link).toMatch(/\/invite#[A-Za-z0-9_-]{43}$/);
  await expect(page.locator('[data-action="copy-link"]')).toHaveText('Copy');
  await expectNoSeriousViolations(page, 'founders modal with an invitation sent');
  // The same link went out by mail.
  expect(linkIn(await nextMail(email), '/invite')).toBe(link);

  const coFounder = await (await browser.newContext()).newPage();
  await coFounder.goto(link);
  await expect(coFounder.getByRole('heading', { level: 1, name: 'Join Sahel Health' })).toBeVisible();
  await expect(coFounder.getByText('Nour Khalil invited you to join Sahel Health on Founder Dashboard.')).toBeVisible();
  await expect(coFounder.getByLabel('Email')).toHaveValue(email);
  await expect(coFounder.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectNoSeriousViolations(coFounder, 'invitation page');
  await coFounder.getByLabel('First name').fill('Huda');
  await coFounder.getByLabel('Last name').fill('Saleh');
  await coFounder.getByLabel('Password').fill('invited horse battery');
  await coFounder.getByRole('button', { name: 'Join the team' }).click();
  await coFounder.waitForURL('**/dashboard');
  await expect(coFounder.getByRole('heading', { level: 1, name: 'Welcome, Huda' })).toBeVisible();

  await coFounder.goto('/startup');
  const brief = await openModal(coFounder, 'startup-brief-modal');
  await brief.locator('textarea[name="one_liner"]').fill('Clinics on wheels, booked by SMS');
  await brief.getByRole('button', { name: 'Save' }).click();
  await expect(coFounder.getByText('Startup brief saved successfully!')).toBeVisible();

  await page.reload();
  await expect(page.locator('section#startupBrief [data-summary-one-liner]')).toHaveText('Clinics on wheels, booked by SMS');
  const team = await openModal(page, 'founders-modal');
  await expect(team.locator('[data-founder-list] li').nth(1)).toContainText('Huda Saleh');
  await expect(team.locator('[data-pending-invitations]')).toHaveCount(0);
  await coFounder.context().close();
});

test('your own name and photo, changed in Personal details, show in the founders list and the sidebar at once', async ({ page }) => {
  await registerFounder(page);
  await page.goto('/profile');
  const modal = await openModal(page, 'personal-details-modal');
  await expect(modal.locator('input[name="first_name"]')).toHaveValue('Nour');
  await modal.locator('input[name="avatar"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBytes() });
  await expect(page.getByText('Photo saved.')).toBeVisible();
  await expect(modal.locator('[data-avatar-preview="saved"] img')).toBeVisible();
  await modal.locator('input[name="first_name"]').fill('Rania');
  await modal.locator('input[name="title"]').fill('CEO');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Personal details saved successfully!')).toBeVisible();
  await expect(modal).toHaveCount(0);

  const account = page.locator('[data-account-menu]');
  await expect(account).toContainText('Rania Khalil');
  await expect(account.locator('img[data-account-photo]')).toBeVisible();
  await page.goto('/startup');
  const team = await openModal(page, 'founders-modal');
  const own = team.locator('[data-founder-list] li').first();
  await expect(own).toContainText('Rania Khalil');
  await expect(own).toContainText('CEO');
  await expect(own.locator('img[data-founder-avatar]')).toBeVisible();
  await expect(page.locator('[data-account-menu]')).toContainText('Rania Khalil');
});

test("an Arabic name without a photo shows the family name's initial, not the article's, in the account button and the founders list", async ({
  page,
}) => {
  await registerByApi(page, { ...newFounder(), firstName: 'محمد', lastName: 'الحداد' });
  await openDashboardPage(page, '/startup');
  // م and ح kept apart by a zero-width non-joiner, so they do not join into a word's fragment.
  await expect(page.locator('[data-account-menu] span[aria-hidden]').first()).toHaveText('م\u200Cح');
  const team = await openModal(page, 'founders-modal');
  await expect(team.locator('[data-founder-list] li').first().locator('[data-founder-initials]')).toHaveText('م\u200Cح');
});

test('a revoked invitation link shows the dead-link page, in English and in Arabic, with a way to log in', async ({ page, browser }) => {
  test.slow(); // a second browser
  await registerFounder(page);
  const email = inviteeEmail();
  const link = await inviteFromFoundersModal(page, email);
  const modal = page.locator('[role="dialog"][data-modal="founders-modal"]');
  await modal.locator(`[data-invitation-email="${email}"] [data-action="revoke"]`).click();
  await page.locator('[data-confirm-dialog]').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invitation revoked. Its link no longer works.')).toBeVisible();
  await expect(modal.locator(`[data-invitation-email="${email}"]`)).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This invitation link does not work' })).toBeVisible();
  await expect(visitor.locator('[data-invitation-dead]')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log in' }), 'one way to log in, not a second in a footer').toHaveCount(1);
  await expectNoSeriousViolations(visitor, 'dead invitation link');
  await visitor.locator('[data-locale="ar"]').click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'رابط الدعوة هذا لا يعمل' })).toBeVisible();
  await visitor.locator('[data-invitation-dead]').getByRole('link', { name: 'تسجيل الدخول' }).click();
  await visitor.waitForURL('**/login');
  await visitor.context().close();

  // The API agrees: the token is dead.
  const token = new URL(link).hash.slice(1);
  expect((await page.request.get(`/api/invitations/${token}`)).status()).toBe(404);
});
