import { expect, test, type Locator, type Page } from '@playwright/test';
import { openModal, registerFounder } from './helpers';

async function goToProfilePage(page: Page) {
  const founder = await registerFounder(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return founder;
}

const card = (page: Page, id: string) => page.locator(`section#${id}`);
const phoneCountry = (modal: Locator, list: string, index: number) => modal.locator(`[data-searchable-select="${list}.${index}.country"]`);

async function pick(select: Locator, search: string, option: string | RegExp) {
  await select.click();
  await select.fill(search);
  await select.page().getByRole('option', { name: option }).first().click();
}

test('contact details: rows are added, US and CA stay distinct, and the card and a reload show them', async ({ page }) => {
  const founder = await goToProfilePage(page);
  const modal = await openModal(page, 'contact-details-modal');

  await expect(modal.locator('input[name="emails.0.value"]')).toHaveValue(founder.email);
  // A new account has no phones: one blank Jordan row, which cannot be removed.
  await expect(phoneCountry(modal, 'phones', 0)).toHaveAttribute('data-value', 'JO');
  await expect(modal.locator('input[name="phones.0.country"]')).toHaveValue('+962');
  const removeOnlyPhone = modal.getByRole('button', { name: 'Remove Phone number 1' });
  await expect(removeOnlyPhone).toBeDisabled();
  await expect(removeOnlyPhone).toHaveAttribute('title', 'At least one phone number must remain.');

  await modal.locator('input[name="phones.0.number"]').fill('79 123 4567');
  await modal.getByRole('button', { name: 'Add phone number' }).click();
  await expect(removeOnlyPhone).toBeEnabled();
  await pick(modal.locator('input[name="phones.1.country"]'), 'Canada', /Canada/);
  await modal.locator('input[name="phones.1.number"]').fill('416-555-0199');
  await modal.getByRole('button', { name: 'Add phone number' }).click();
  await pick(modal.locator('input[name="phones.2.country"]'), 'United States', /United States/);
  await modal.locator('input[name="phones.2.number"]').fill('(212) 555-0100');
  await modal.locator('input[name="whatsapps.0.number"]').fill('+962 79 765 4321');
  await modal.getByRole('button', { name: 'Add email' }).click();
  await modal.locator('input[name="emails.1.value"]').fill('team@sahel.example');
  await modal.locator('input[name="linkedin"]').fill('https://www.linkedin.com/in/nour-khalil');
  await modal.locator('input[name="website"]').fill('https://sahel.example');
  await modal.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Contact details saved successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  const contact = card(page, 'contactDetails');
  // Numbers are shown in international format, whatever way they were typed.
  for (const text of ['team@sahel.example', '+962 7 9123 4567', '+1 416 555 0199', 'linkedin.com/in/nour-khalil'])
    await expect(contact).toContainText(text);

  await page.reload();
  await expect(card(page, 'contactDetails').locator('[data-phone-country="CA"]')).toContainText('+1 416 555 0199');
  await expect(card(page, 'contactDetails').locator('[data-phone-country="US"]')).toContainText('+1 212 555 0100');
  const reopened = await openModal(page, 'contact-details-modal');
  // The form holds each number as saved: its national digits, without the trunk prefix.
  await expect(reopened.locator('input[name="phones.1.number"]')).toHaveValue('4165550199');
  await expect(phoneCountry(reopened, 'phones', 1)).toHaveAttribute('data-value', 'CA');
  await expect(phoneCountry(reopened, 'phones', 2)).toHaveAttribute('data-value', 'US');
  await expect(reopened.locator('input[name="whatsapps.0.number"]')).toHaveValue('797654321');
  await expect(reopened.getByRole('button', { name: 'Remove WhatsApp number 1' })).toBeDisabled();
});

test('contact details: a short phone number and a server 422 show their messages under the right row', async ({ page }) => {
  await goToProfilePage(page);
  const modal = await openModal(page, 'contact-details-modal');
  await modal.getByRole('button', { name: 'Add phone number' }).click();
  await modal.locator('input[name="phones.0.number"]').fill('79 123 4567');
  await modal.locator('input[name="phones.1.number"]').fill('123456');
  await modal.getByRole('button', { name: 'Save' }).click();

  const rows = modal.locator('[data-contact-row="phones"]');
  await expect(rows.nth(1).locator('[data-field-error]')).toHaveText('Please enter a valid phone number (7 to 15 digits).');
  await expect(rows.nth(0).locator('[data-field-error]')).toHaveCount(0);
  await expect(modal.locator('input[name="phones.1.number"]')).toHaveValue('123456');

  // What the server alone rejects lands under its row too, and nothing typed is lost.
  await page.route('**/profile/update-contact-details', (route) =>
    route.fulfill({
      status: 422,
      json: {
        success: false,
        message: 'The given data was invalid.',
        errors: { 'whatsapps.0.number': ['This number is not on WhatsApp.'] },
      },
    }),
  );
  await modal.locator('input[name="phones.1.number"]').fill('1234567');
  await modal.locator('input[name="whatsapps.0.number"]').fill('79 000 0000');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.locator('[data-contact-row="whatsapps"] [data-field-error]')).toHaveText('This number is not on WhatsApp.');
  await expect(rows.nth(1).locator('[data-field-error]')).toHaveCount(0);
  await expect(modal).toBeVisible();

  await page.route('**/profile/update-contact-details', (route) => route.fulfill({ status: 500, json: { success: false } }));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to save contact details')).toBeVisible();
  await expect(modal.locator('input[name="whatsapps.0.number"]')).toHaveValue('79 000 0000');
});

test('personal details: biography, date picker, gender and searchable countries are saved and shown', async ({ page }) => {
  test.slow(); // a long biography typed key by key, then three pickers
  await goToProfilePage(page);
  const personal = card(page, 'personalDetails');
  await expect(personal).toContainText('Introduce yourself');

  const modal = await openModal(page, 'personal-details-modal');
  const editor = modal.locator('[data-editor-field="biography"] [contenteditable="true"]');
  await editor.click();
  await editor.pressSequentially('Physician building mobile clinics for rural Jordan.');

  const birthDate = modal.getByLabel('Birth date');
  await birthDate.fill('1990-05-17');
  await birthDate.press('Enter');
  await expect(modal.locator('input[name="birth_date"]')).toHaveValue('1990-05-17');
  await expect(birthDate).toHaveValue('May 17, 1990');

  await pick(modal.locator('input[name="gender"]'), 'Fem', 'Female');

  const nationality = modal.locator('input[name="nationality"]');
  await nationality.click();
  await nationality.fill('jord');
  const options = page.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveText(/Jordan/);
  await options.first().click();
  await pick(modal.locator('input[name="country_of_residence"]'), 'United Arab', 'United Arab Emirates');
  await modal.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Personal details saved successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  for (const text of ['Physician building mobile clinics', 'May 17, 1990', 'Female', 'Jordan', 'United Arab Emirates'])
    await expect(personal).toContainText(text);

  await page.reload();
  await expect(card(page, 'personalDetails')).toContainText('May 17, 1990');
  const reopened = await openModal(page, 'personal-details-modal');
  await expect(reopened.locator('[data-editor-field="biography"]')).toContainText('Physician building mobile clinics for rural Jordan.');
  await expect(reopened.locator('input[name="birth_date"]')).toHaveValue('1990-05-17');
  await expect(reopened.locator('input[name="nationality"]')).toHaveValue('Jordan');
});

test('personal details: Escape (after "Discard unsaved changes?") closes without saving, and a future birth date is refused', async ({
  page,
}) => {
  await goToProfilePage(page);
  let modal = await openModal(page, 'personal-details-modal');
  await pick(modal.locator('input[name="gender"]'), 'Male', /^Male$/);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  modal = await openModal(page, 'personal-details-modal');
  await pick(modal.locator('input[name="gender"]'), 'Fem', 'Female');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
  modal = await openModal(page, 'personal-details-modal');
  await expect(modal.locator('[data-searchable-select="gender"]')).toHaveAttribute('data-value', 'male');

  await page.route('**/profile/update-personal-details', (route) =>
    route.fulfill({
      status: 422,
      json: { success: false, message: 'The given data was invalid.', errors: { birth_date: ['Birth date must be in the past.'] } },
    }),
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fix the validation errors.')).toBeVisible();
  await expect(modal.locator('[data-date-picker="birth_date"] [data-field-error]')).toHaveText('Birth date must be in the past.');
});

test('personal details: Gender is picked with the keyboard like the countries beside it, a refused gender shows under it, and a save is kept', async ({
  page,
}) => {
  await goToProfilePage(page);
  const modal = await openModal(page, 'personal-details-modal');
  const gender = modal.locator('input[name="gender"]');
  await expect(modal.locator('input[name="nationality"]')).toHaveRole('combobox');
  await expect(gender).toHaveRole('combobox');

  await page.route('**/profile/update-personal-details', (route) =>
    route.fulfill({
      status: 422,
      json: { success: false, message: 'The given data was invalid.', errors: { gender: ['The selected gender is invalid.'] } },
    }),
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.locator('[data-searchable-select="gender"] [data-field-error]')).toHaveText('The selected gender is invalid.');
  await expect(gender).toHaveAttribute('aria-invalid', 'true');
  await expect(gender).toHaveAccessibleDescription('The selected gender is invalid.');
  await page.unroute('**/profile/update-personal-details');

  await gender.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveText(['Male', 'Female', 'Prefer not to say']);
  await page.keyboard.type('pref');
  // The list follows the typing a render later: choose once it shows only what matches.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(gender).toHaveValue('Prefer not to say');
  await expect(page.getByRole('option')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Personal details saved successfully!')).toBeVisible();
  await expect(card(page, 'personalDetails')).toContainText('Prefer not to say');

  await page.reload();
  const reopened = await openModal(page, 'personal-details-modal');
  await expect(reopened.locator('input[name="gender"]')).toHaveValue('Prefer not to say');
  await expect(reopened.locator('[data-searchable-select="gender"]')).toHaveAttribute('data-value', 'prefer_not_to_say');
});

test('program preferences: both tabs are saved, All Locations selects and clears every country', async ({ page }) => {
  await goToProfilePage(page);
  const preferences = card(page, 'programPreferences');
  const modal = await openModal(page, 'program-preferences-modal');

  await modal.locator('select[name="program_type"]').selectOption('acceleration');
  await modal.locator('select[name="program_duration"]').selectOption('6_months');
  await modal.locator('select[name="program_location"]').selectOption('hybrid');
  const start = modal.getByLabel('Preferred start date');
  await start.fill('2027-01-10');
  await start.press('Enter');
  await expect(modal.locator('input[name="program_start_date"]')).toHaveValue('2027-01-10');

  await modal.getByRole('tab', { name: 'Startup Locations' }).click();
  const countries = modal.locator('input[name="startup_locations"]');
  await expect(countries).toHaveCount(22);
  const all = modal.getByRole('checkbox', { name: 'All Locations' });
  await all.check();
  await expect(modal.locator('input[name="startup_locations"]:checked')).toHaveCount(22);
  await all.uncheck();
  await expect(modal.locator('input[name="startup_locations"]:checked')).toHaveCount(0);
  await modal.getByRole('checkbox', { name: 'Jordan' }).check();
  await modal.getByRole('checkbox', { name: 'Palestine' }).check();
  await expect(modal.locator('[data-startup-locations] img[data-flag="PS"]')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Program preferences saved successfully!')).toBeVisible();
  for (const text of ['Acceleration', '6 months', 'Hybrid', 'January 10, 2027', 'Jordan, Palestine'])
    await expect(preferences).toContainText(text);

  await page.reload();
  const reopened = await openModal(page, 'program-preferences-modal');
  await expect(reopened.locator('select[name="program_type"]')).toHaveValue('acceleration');
  await expect(reopened.getByLabel('Preferred start date')).toHaveValue('January 10, 2027');
  await reopened.getByRole('tab', { name: 'Startup Locations' }).click();
  await expect(reopened.locator('input[name="startup_locations"]:checked')).toHaveCount(2);
  await expect(reopened.getByRole('checkbox', { name: 'Palestine' })).toBeChecked();
});
