import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { INVITATION_PATHS } from '../../src/shared/invitations';
import { MODALS } from '../../src/shared/modals';
import { ARABIC_FOUNDER, expectNoLatinText, registerArabicFounder } from './arabic-founder';
import { expectNoSeriousViolations } from './axe';
import { BrowserApi, coFounderForm, expectModalLoaded, newFounder, openModal, pdfDeck, registerByApi, type Founder } from './helpers';
import { openDashboardPage } from './screens';

// Issue 14, DESIGN §9: never lose an edit — the unsaved-changes guard, drafts, and co-founders' conflicts.

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });
const draftBanner = (modal: Locator) => modal.locator('[data-draft-banner]');

/** Resolves once the form's unsaved changes are written to the browser (debounced, within a second of typing). */
async function expectDraftStored(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (typed) => Object.keys(localStorage).some((key) => key.startsWith('fd-draft:') && localStorage.getItem(key)!.includes(typed)),
        text,
      ),
    )
    .toBe(true);
}

/** Startup details open with Headquarters typed over. */
async function dirtyDetails(page: Page): Promise<Locator> {
  const modal = await openModal(page, MODALS.startupDetails);
  await expectModalLoaded(modal);
  await modal.locator('input[name="headquarters"]').fill('Amman, Jordan');
  return modal;
}

test('every way of closing a form with unsaved changes asks first; a clean form closes at once', async ({ page }) => {
  await registerByApi(page);
  await openDashboardPage(page, '/startup');
  const modal = await dirtyDetails(page);
  const headquarters = modal.locator('input[name="headquarters"]');

  const ways: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['a click on the backdrop', () => page.mouse.click(8, 8)],
    ['the × button', () => modal.getByRole('button', { name: 'Close' }).click()],
    ['Cancel', () => modal.getByRole('button', { name: 'Cancel' }).click()],
  ];
  for (const [way, close] of ways) {
    await close();
    await expect(confirmDialog(page).getByRole('button', { name: 'Discard' }), way).toBeVisible();
    await expect(confirmDialog(page)).toContainText('What you typed in this form since it was last saved will be lost.');
    await expect(confirmDialog(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    if (way === 'Escape') await expectNoSeriousViolations(page, 'the discard question over a modal');
    await confirmDialog(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(modal, way).toBeVisible();
    await expect(headquarters).toHaveValue('Amman, Jordan');
  }

  await modal.getByRole('button', { name: 'Cancel' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
  // Discarded means gone: no value, and no draft offered back.
  const reopened = await openModal(page, MODALS.startupDetails);
  await expectModalLoaded(reopened);
  await expect(reopened.locator('input[name="headquarters"]')).toHaveValue('');
  await expect(draftBanner(reopened)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  await expect(page.locator('[data-confirm-dialog]')).toHaveCount(0);
});

test('Escape typed in a rich-text editor asks too, and keeps the text when the founder keeps editing', async ({ page }) => {
  await registerByApi(page);
  await openDashboardPage(page, '/startup');
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  const editor = modal.locator('[data-editor-field="description"] .ProseMirror');
  await editor.click();
  await page.keyboard.type('Rural clinics are hours away');
  await page.keyboard.press('Escape');
  await confirmDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(editor).toHaveText('Rural clinics are hours away');
  await editor.click();
  await page.keyboard.press('Escape');
  await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
});

test('the founder form asks too, and Cancel after Discard goes back to the team list', async ({ page }) => {
  await registerByApi(page);
  await openDashboardPage(page, '/startup');
  const team = await openModal(page, MODALS.founders);
  await expectModalLoaded(team);
  await expect(team.getByRole('button', { name: 'Add founder' })).toHaveAttribute('data-modal-target', MODALS.addFounder);
  await team.getByRole('button', { name: 'Add founder' }).click();
  const form = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expect(form.getByRole('heading', { name: 'Add founder' })).toBeVisible();
  await form.locator('input[name="first_name"]').fill('Omar');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.locator('input[name="first_name"]')).toHaveValue('Omar');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page.locator(`[role="dialog"][data-modal="${MODALS.founders}"]`)).toBeVisible();
});

test('a pitch deck chosen but not uploaded yet counts as an unsaved change', async ({ page }) => {
  await registerByApi(page);
  await openDashboardPage(page, '/startup');
  const modal = await openModal(page, MODALS.pitchDeck);
  await expectModalLoaded(modal);
  await modal.locator('input[name="deck_file"]').setInputFiles(pdfDeck('seed.pdf'));
  await page.keyboard.press('Escape');
  await confirmDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(modal.locator('input[name="file_name"]')).toHaveValue('seed');
  await page.keyboard.press('Escape');
  await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
  await expect(modal).toBeHidden();
});

test('which founder the form edits travels with the open-modal event', async ({ page }) => {
  const api = await registerByApi(page);
  const omar = await api.post<{ id: string }>('/dashboard/founders', { multipart: coFounderForm({ title: 'CTO' }) });
  await openDashboardPage(page, '/startup');
  await page.evaluate(
    (founderId) => window.dispatchEvent(new CustomEvent('open-modal', { detail: { name: 'add-founder-modal', founderId } })),
    omar.id,
  );
  const form = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expect(form.getByRole('heading', { name: 'Edit founder' })).toBeVisible();
  await expect(form.locator('input[name="title"]')).toHaveValue('CTO');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // A plain open-modal is add mode.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-modal', { detail: { name: 'add-founder-modal' } })));
  await expect(form.getByRole('heading', { name: 'Add founder' })).toBeVisible();
  await expect(form.locator('input[name="first_name"]')).toHaveValue('');
});

test('unsaved text survives a reload and a closed browser, and is offered back until restored or discarded', async ({ page, browser }) => {
  test.slow(); // a reload and a second browser
  await registerByApi(page);
  await openDashboardPage(page, '/startup');
  let modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await modal.locator('textarea[name="one_liner"]').fill('Clinics on wheels for rural Jordan');
  await expectDraftStored(page, 'Clinics on wheels for rural Jordan');

  // Leaving the page with unsaved changes asks as well (the browser's own prompt).
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type();
    await dialog.accept();
    return type;
  });
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await openDashboardPage(page, '/startup');
  modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await expect(draftBanner(modal)).toContainText(/Restore your unsaved changes from \d{1,2}:\d{2}\s?[AP]M\?/);
  await expect(modal.locator('textarea[name="one_liner"]')).toHaveValue('');
  await expectNoSeriousViolations(page, 'the draft banner');
  await draftBanner(modal).getByRole('button', { name: 'Restore' }).click();
  await expect(modal.locator('textarea[name="one_liner"]')).toHaveValue('Clinics on wheels for rural Jordan');
  await expect(draftBanner(modal)).toHaveCount(0);

  // The browser closed, then opened again with the same storage.
  const storage = await page.context().storageState();
  await page.context().close();
  const again = await browser.newContext({ storageState: storage });
  const next = await again.newPage();
  await openDashboardPage(next, '/startup');
  modal = await openModal(next, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await draftBanner(modal).getByRole('button', { name: 'Discard' }).click();
  await expect(modal.locator('textarea[name="one_liner"]')).toHaveValue('');
  await expect(draftBanner(modal)).toHaveCount(0);
  await expect.poll(() => next.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fd-draft:')))).toEqual([]);
  await again.close();
});

/** A co-founder with an account of their own, through an invitation (DESIGN §8), logged in in another browser. */
async function coFounderSession(
  browser: Browser,
  inviter: BrowserApi,
  name = { firstName: 'Omar', lastName: 'Haddad' },
  arabicAt?: string,
): Promise<{ page: Page; founder: Founder }> {
  const founder = { ...newFounder(), ...name };
  const invitation = await inviter.post<{ url: string }>(INVITATION_PATHS.create, { json: { email: founder.email } });
  const token = invitation.url.split('#')[1]!;
  const context = await browser.newContext();
  if (arabicAt) await context.addCookies([{ name: 'fd_locale', value: 'ar', url: arabicAt }]);
  const page = await context.newPage();
  await new BrowserApi(page).post(INVITATION_PATHS.accept(token), {
    json: { first_name: founder.firstName, last_name: founder.lastName, password: founder.password },
  });
  return { page, founder };
}

async function openBrief(page: Page): Promise<Locator> {
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  return modal;
}

async function saveOneLiner(modal: Locator, text: string) {
  await modal.locator('textarea[name="one_liner"]').fill(text);
  await modal.getByRole('button', { name: 'Save' }).click();
}

test("a save over a co-founder's newer one shows both versions; keep mine saves mine, take theirs takes theirs", async ({
  page,
  browser,
}) => {
  test.slow(); // two accounts in two browsers
  const nour = await registerByApi(page);
  const omar = await coFounderSession(browser, nour);
  await openDashboardPage(page, '/startup');
  await openDashboardPage(omar.page, '/startup');

  // Both open the brief; Nour saves first, then Omar, from the version he read.
  const nourBrief = await openBrief(page);
  const omarBrief = await openBrief(omar.page);
  await saveOneLiner(nourBrief, 'Clinics on wheels, booked by SMS');
  await expect(nourBrief).toBeHidden();
  await saveOneLiner(omarBrief, 'Mobile clinics for rural Jordan');

  const conflict = omarBrief.locator('[data-conflict-view]');
  await expect(conflict).toContainText('This section changed while you were editing');
  await expect(conflict).toContainText('Saved by Nour');
  const field = conflict.locator('[data-conflict-field="one_liner"]');
  await expect(field.locator('legend')).toHaveText('One-liner');
  await expect(field.locator('[data-version="theirs"]')).toContainText('Clinics on wheels, booked by SMS');
  await expect(field.locator('[data-version="mine"]')).toContainText('Mobile clinics for rural Jordan');
  await expect(omarBrief.locator('textarea[name="one_liner"]')).toHaveValue('Mobile clinics for rural Jordan');
  await expectNoSeriousViolations(omar.page, 'the conflict view');

  await field.getByRole('button', { name: 'Keep mine' }).click();
  await omarBrief.getByRole('button', { name: 'Save' }).click();
  await expect(omar.page.getByText('Startup brief saved successfully!')).toBeVisible();
  await expect(omarBrief).toBeHidden();

  await page.reload();
  await openDashboardPage(page, '/startup');
  const card = page.locator('section#startupBrief');
  await expect(card.locator('[data-summary-one-liner]')).toHaveText('Mobile clinics for rural Jordan');
  await expect(card.locator('[data-last-edited]')).toHaveText(/^Last edited by Omar · (now|\d+ seconds? ago|1 minute ago)$/);
  await expect(omar.page.locator('section#startupBrief [data-last-edited]')).toHaveText(/^Last edited by you · /);

  // Again, and this time Omar takes what Nour saved.
  const omarAgain = await openBrief(omar.page);
  const nourAgain = await openBrief(page);
  await saveOneLiner(nourAgain, 'Clinics on wheels, now in Irbid too');
  await expect(nourAgain).toBeHidden();
  await saveOneLiner(omarAgain, 'Something Omar typed');
  const again = omarAgain.locator('[data-conflict-field="one_liner"]');
  await again.getByRole('button', { name: 'Take theirs' }).click();
  await expect(again.getByRole('button', { name: 'Take theirs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(omarAgain.locator('textarea[name="one_liner"]')).toHaveValue('Clinics on wheels, now in Irbid too');
  await omarAgain.getByRole('button', { name: 'Save' }).click();
  await expect(omarAgain).toBeHidden();
  await expect(omar.page.locator('section#startupBrief [data-summary-one-liner]')).toHaveText('Clinics on wheels, now in Irbid too');
  await omar.page.context().close();
});

test('a draft typed over a record saved since is offered with that warning, and saving it compares the two', async ({ page, browser }) => {
  test.slow();
  const nour = await registerByApi(page);
  const omar = await coFounderSession(browser, nour);
  await openDashboardPage(page, '/startup');
  const brief = await openBrief(page);
  await brief.locator('textarea[name="one_liner"]').fill('Typed by Nour, never saved');
  await expectDraftStored(page, 'Typed by Nour, never saved');
  const storage = await page.context().storageState();

  await openDashboardPage(omar.page, '/startup');
  await saveOneLiner(await openBrief(omar.page), 'Saved by Omar meanwhile');
  await expect(omar.page.getByText('Startup brief saved successfully!')).toBeVisible();

  const later = await (await browser.newContext({ storageState: storage })).newPage();
  await openDashboardPage(later, '/startup');
  const reopened = await openBrief(later);
  await expect(reopened.locator('[data-draft-stale]')).toBeVisible();
  await draftBanner(reopened).getByRole('button', { name: 'Restore' }).click();
  await reopened.getByRole('button', { name: 'Save' }).click();
  const field = reopened.locator('[data-conflict-field="one_liner"]');
  await expect(field.locator('[data-version="theirs"]')).toContainText('Saved by Omar meanwhile');
  await expect(field.locator('[data-version="mine"]')).toContainText('Typed by Nour, never saved');
  await later.context().close();
  await omar.page.context().close();
});

test('in Arabic: the comparison, the discard question and the last-edited line', async ({ page, browser, baseURL }) => {
  test.slow();
  const nour = await registerArabicFounder(page, baseURL!);
  const omar = await coFounderSession(browser, nour, { firstName: 'عمر', lastName: 'حداد' }, baseURL!);
  await openDashboardPage(page, '/startup');
  await openDashboardPage(omar.page, '/startup');
  const nourBrief = await openBrief(page);
  const omarBrief = await openBrief(omar.page);
  await nourBrief.locator('textarea[name="one_liner"]').fill('عيادات متنقلة تُحجز برسالة نصية');
  await nourBrief.locator('button[type="submit"]').click();
  await expect(nourBrief).toBeHidden();
  await omarBrief.locator('textarea[name="one_liner"]').fill('عيادات متنقلة للقرى');
  await omarBrief.locator('button[type="submit"]').click();

  const conflict = omarBrief.locator('[data-conflict-view]');
  await expect(conflict).toContainText('تغيّر هذا القسم أثناء التعديل عليه');
  await expect(conflict.locator('[data-version="theirs"]')).toContainText(`المحفوظة من ${ARABIC_FOUNDER.firstName}`);
  await expect(conflict.locator('[data-conflict-field="one_liner"] legend')).toHaveText('وصف بسطر واحد');
  await expectNoLatinText(omar.page, 'the comparison in Arabic');

  await omar.page.keyboard.press('Escape');
  const question = omar.page.getByRole('dialog', { name: 'تجاهل التغييرات غير المحفوظة؟' });
  await question.getByRole('button', { name: 'متابعة التعديل' }).click();
  await conflict.getByRole('button', { name: 'الإبقاء على نسختي' }).click();
  await omarBrief.locator('button[type="submit"]').click();
  await expect(omarBrief).toBeHidden();

  await page.reload();
  await openDashboardPage(page, '/startup');
  await expect(page.locator('section#startupBrief [data-last-edited]')).toHaveText(/^آخر تعديل: عمر · /);
  await expectNoLatinText(page, 'the startup page with its last-edited line');
  await omar.page.context().close();
});
