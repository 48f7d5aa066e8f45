import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { newFounder, registerByApi, waitForApp } from './helpers';
import { linkIn, nextMail } from './mail';

const PHONE = { width: 360, height: 740 };

async function askForNewEmail(page: Page, password: string, email: string) {
  const section = page.locator('[data-account-section="email"]');
  await section.locator('input[name="email"]').fill(email);
  await section.locator('input[name="password"]').fill(password);
  // By keyboard: Enter in the password field sends the form.
  await section.locator('input[name="password"]').press('Enter');
  return section;
}

test.describe('change email', () => {
  test('changes nothing until the link mailed to the new address is opened, logged out; the link then works no more', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const founder = newFounder();
    await registerByApi(page, founder);
    await page.goto('/account');
    await waitForApp(page);
    const email = newFounder().email;

    const section = await askForNewEmail(page, founder.password, email);
    // A password check (scrypt) and two mails on a machine whose two cores run both workers.
    await expect(section.locator('[data-email-change-sent]')).toHaveText(
      `We sent a link to ${email}. Your email changes when you open it.The link works once, for 24 hours. Nothing there? Look in the spam folder, or send it again.`,
      { timeout: 15_000 },
    );
    await expect(section.locator('[data-current-email]')).toHaveText(founder.email);
    expect((await nextMail(founder.email)).subject).toBe('Your Founder Dashboard email is about to change');
    const link = linkIn(await nextMail(email), '/confirm-email');

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your email has changed' })).toBeVisible();
    await expect(visitor.locator('[data-email-confirmed]')).toContainText(`Your email is now ${email}.`);
    await expectNoSeriousViolations(visitor, 'email confirmed');
    await visitor.keyboard.press('Tab');
    await expect(visitor.getByRole('link', { name: 'Log in' })).toBeFocused();
    await visitor.keyboard.press('Enter');
    await visitor.waitForURL('**/login');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill(founder.password);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await visitor.waitForURL('**/dashboard');

    // The first browser's session stays, and shows the new address.
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('[data-current-email]')).toHaveText(email);

    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeVisible();
    await expect(visitor.locator('[data-email-link-problem="dead"]')).toContainText('Your email has not changed.');
    await expect(visitor.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account#email');
    await expectNoSeriousViolations(visitor, 'email link dead');
    await context.close();
  });

  test('in Arabic on a 360 px phone: the form says where the link went, and the link confirms in the same browser', async ({ page }) => {
    test.setTimeout(90_000);
    const founder = newFounder();
    const api = await registerByApi(page, founder);
    await api.post('/api/account/locale', { json: { locale: 'ar' } });
    await page.setViewportSize(PHONE);
    await page.goto('/account');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const email = newFounder().email;

    const section = await askForNewEmail(page, 'ليست كلمة المرور', email);
    await expect(section.getByText('كلمة المرور هذه غير صحيحة.')).toBeVisible();
    await section.locator('input[name="password"]').fill(founder.password);
    await section.getByRole('button', { name: 'تغيير البريد الإلكتروني' }).click();
    await expect(section.locator('[data-email-change-sent]')).toContainText(
      `أرسلنا رابطًا إلى ${email}، ولن يتغيّر بريدك الإلكتروني إلا بعد فتحه.`,
      {
        timeout: 15_000,
      },
    );
    await expectNoSeriousViolations(page, 'email change sent, Arabic');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const mail = await nextMail(email);
    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني الجديد في Founder Dashboard');
    await page.goto(linkIn(mail, '/confirm-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'تم تغيير البريد الإلكتروني' })).toBeVisible();
    await expect(page.locator('[data-email-confirmed]')).toContainText(email);
    await expectNoSeriousViolations(page, 'email confirmed, Arabic');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const toDashboard = page.getByRole('link', { name: 'الانتقال إلى لوحة التحكم' });
    expect((await toDashboard.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await toDashboard.click();
    await page.waitForURL('**/dashboard');
  });
});
