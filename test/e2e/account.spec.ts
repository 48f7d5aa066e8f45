import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { BrowserApi, newFounder, registerByApi, waitForApp } from './helpers';
import { linkIn, nextMail } from './mail';

test.describe('forgot password', () => {
  test('a mailed link sets a new password, logs in, ends the other session, and works only once', async ({ page, browser }) => {
    // Four scrypt hashes and two full page loads on a busy machine.
    test.setTimeout(90_000);
    const founder = newFounder();
    await registerByApi(page, founder);
    await page.goto('/dashboard');
    await waitForApp(page);
    await expect(page.locator('[data-account-menu]')).toBeVisible();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    await visitor.waitForURL('**/forgot-password');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoSeriousViolations(visitor, 'forgot password');
    await visitor.getByLabel('Email').fill(founder.email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(visitor.locator('[data-reset-sent]')).toContainText(founder.email);

    const mail = await nextMail(founder.email);
    expect(mail.subject).toBe('Reset your Founder Dashboard password');
    const link = linkIn(mail, '/reset-password');
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousViolations(visitor, 'reset password');
    await visitor.getByLabel('New password').fill('short');
    await visitor.getByRole('button', { name: 'Save new password' }).click();
    await expect(visitor.getByText('Password must be at least 8 characters.')).toBeVisible();
    await visitor.getByLabel('New password').fill('a brand new horse battery');
    await visitor.getByRole('button', { name: 'Save new password' }).click();
    await visitor.waitForURL('**/dashboard');
    await expect(visitor.getByText(`Your password has been changed. Welcome back, ${founder.firstName}!`)).toBeVisible();

    // The session of the first browser ended with the reset.
    await page.reload();
    await page.waitForURL('**/login');

    await visitor.goto(link);
    await visitor.getByLabel('New password').fill('yet another horse battery');
    await visitor.getByRole('button', { name: 'Save new password' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    await context.close();
  });
});

test.describe('account settings', () => {
  test('changes the password from the account menu: a wrong current password is shown under its field, then the new one logs in', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const founder = newFounder();
    await registerByApi(page, founder);
    await page.goto('/dashboard');
    await waitForApp(page);
    await page.locator('[data-account-menu]').click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.waitForURL('**/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.locator('[data-current-email]')).toHaveText(founder.email);
    await expectNoSeriousViolations(page, 'account settings');

    const section = page.locator('[data-account-section="password"]');
    await section.getByLabel('Current password').fill('not my password');
    await section.getByLabel('New password').fill('a brand new horse battery');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('This password is not correct.')).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel('New password')).toHaveValue('a brand new horse battery');

    await section.getByLabel('Current password').fill(founder.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed. Every other session has been logged out.')).toBeVisible();
    await expect(section.getByLabel('New password')).toHaveValue('');

    await page.locator('[data-account-menu]').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(founder.email);
    await page.getByLabel('Password').fill('a brand new horse battery');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('the delete-account dialog says what goes: the whole startup for its last account, only yours beside a co-founder', async ({
    page,
    browser,
    baseURL,
  }) => {
    const api = await registerByApi(page, newFounder());
    await page.goto('/account');
    await waitForApp(page);
    const openDialog = async () => {
      await page.locator('[data-account-section="delete"]').getByRole('button', { name: 'Delete my account' }).click();
      return page.getByRole('dialog', { name: 'Delete your account?' });
    };
    let dialog = await openDialog();
    await expect(dialog).toContainText('No other founder has an account, so the startup goes too');
    await expect(dialog).toContainText('investors’ links stop working');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A co-founder accepts an invitation in another browser: now the startup stays with them.
    const sami = newFounder();
    const { url } = await api.post<{ url: string }>('/api/startup/invitations', { json: { email: sami.email } });
    const elsewhere = await browser.newContext({ baseURL });
    await new BrowserApi(await elsewhere.newPage()).post(`/api/invitations/${new URL(url).hash.slice(1)}/accept`, {
      json: { first_name: sami.firstName, last_name: sami.lastName, password: sami.password },
    });
    await elsewhere.close();
    await page.reload();
    await waitForApp(page);
    dialog = await openDialog();
    await expect(dialog).toContainText('the startup and its profile stay with your co-founders');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
