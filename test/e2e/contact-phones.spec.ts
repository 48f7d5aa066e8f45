import { expect, test } from '@playwright/test';
import { CONTACT_DETAILS_PATHS } from '../../src/shared/contact-details';
import { MODALS } from '../../src/shared/modals';
import { PAGE_PATHS } from '../../src/shared/pages';
import { registerArabicFounder } from './arabic-founder';
import { openModal } from './helpers';

// Issue 35: Arabic keyboards type ٠-٩ by default, and a Jordanian number is written with its trunk 0.

test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

test('an Arabic founder at 360 px types a phone in Arabic-Indic digits and sees it saved in international format', async ({
  page,
  baseURL,
}) => {
  const api = await registerArabicFounder(page, baseURL!);
  await page.goto(PAGE_PATHS.profile);
  const modal = await openModal(page, MODALS.contactDetails);

  const phone = modal.locator('input[name="phones.0.number"]');
  await phone.pressSequentially('٠٧٩٥١٢٣٤٥٦');
  await expect(phone).toHaveValue('0795123456'); // shown as it is read and saved, while typing
  const whatsapp = modal.locator('input[name="whatsapps.0.number"]');
  await whatsapp.pressSequentially('۰۷۹ ۵۱۲ ۳۴۵۶');
  await expect(whatsapp).toHaveValue('079 512 3456');
  await modal.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(modal).toBeHidden();

  const card = page.locator('section#contactDetails');
  await expect(card.locator('[data-phone-country="JO"]')).toHaveText(['+962 7 9512 3456', '+962 7 9512 3456']);
  expect((await api.get<{ phones: { value: string; e164: string }[] }>(CONTACT_DETAILS_PATHS.get)).phones).toMatchObject([
    { value: '795123456', e164: '+962795123456' },
  ]);

  await page.reload();
  await expect(card.locator('[data-phone-country="JO"]').first()).toHaveText('+962 7 9512 3456');
});
