import { expect, test, type Locator, type Page } from '@playwright/test';
import { MODALS } from '../../src/shared/modals';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief';
import { expectNoLatinText, registerArabicFounder } from './arabic-founder';
import { expectNoSeriousViolations } from './axe';
import { APPLICATION_PATHS, type Application } from '../../src/shared/applications';
import { applicationPagePath } from '../../src/shared/pages';
import { FOUNDERS_PATHS, PROGRAM_PREFERENCES_PATHS } from '../../src/shared/resources';
import { TRANSLATION_PATHS, type Translation } from '../../src/shared/translation';
import type { Founder } from '../../src/shared/founders';
import { coFounderForm, expectModalLoaded, newFounder, openModal, registerByApi, waitForApp, type BrowserApi } from './helpers';
import { openDashboardPage, sidewaysScrollers } from './screens';

// Issue 34, DESIGN §15: History in each modal — who saved what and when, a version beside today's
// through the §11 review, and a restore of some of its fields that is itself a new version.

const PHONE = { width: 360, height: 740 };

const proposal = (modal: Locator, key: string) => modal.locator(`[data-proposal="${key}"]`);

/** Two saves of the brief: the one-liner and the problem, then both changed again. */
async function saveTwoVersions(api: BrowserApi, [first, second]: [string, string], [firstProblem, secondProblem]: [string, string]) {
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { one_liner: first, problem: `<p>${firstProblem}</p>` } });
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { one_liner: second, problem: `<p>${secondProblem}</p>` } });
}

/** The brief's modal showing its history, opened from the keyboard. */
async function openBriefHistory(page: Page): Promise<Locator> {
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await modal.locator('[data-action="history"]').focus();
  await page.keyboard.press('Enter');
  await expect(modal.locator('[data-history-list]')).toBeVisible();
  return modal;
}

test('history lists who saved what, opens a version beside today’s, and restores only the field chosen', async ({ page }) => {
  const founder = newFounder();
  const api = await registerByApi(page, founder);
  await saveTwoVersions(api, ['Freight that never runs empty', 'Freight for every truck'], ['Trucks run empty', 'Trucks run half empty']);
  await openDashboardPage(page, '/startup');
  const modal = await openBriefHistory(page);

  const versions = modal.locator('[data-revision]');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(`${founder.firstName} ${founder.lastName} · now`);
  await expect(versions.first().locator('[data-history-fields]')).toHaveText('Changed: One-liner and Problem');
  await expectNoSeriousViolations(page, 'the history list');

  await versions.nth(1).focus();
  await page.keyboard.press('Enter');
  const oneLiner = proposal(modal, 'startup-brief.one_liner');
  await expect(oneLiner.locator('[data-review-current]')).toContainText('Freight for every truck');
  // The version's words, marked against today's.
  await expect(oneLiner.locator('[data-review-proposed]')).toContainText('never runs empty');
  await expect(proposal(modal, 'startup-brief.problem')).toBeVisible();
  // Both are filled today: nothing is checked until the founder chooses.
  await expect(oneLiner.getByRole('checkbox')).not.toBeChecked();
  await expect(proposal(modal, 'startup-brief.problem').getByRole('checkbox')).not.toBeChecked();
  await expectNoSeriousViolations(page, 'a version beside today’s');

  await oneLiner.getByRole('checkbox').check();
  // A checked field not restored yet: going back to the list asks first, and "Keep editing" keeps the choice.
  await modal.locator('[data-action="history-back"]').click();
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toContainText('The fields you checked have not been restored yet.');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(oneLiner.getByRole('checkbox')).toBeChecked();
  await modal.locator('[data-action="save-selected"]').click();
  await expect(page.getByText('Saved: One-liner')).toBeVisible();
  // Back in the form, which shows the record as the restore left it.
  await expect(modal.locator('[name="one_liner"]')).toHaveValue('Freight that never runs empty');
  const brief = await api.get<Record<string, string>>(STARTUP_BRIEF_PATHS.get);
  expect([brief.one_liner, brief.problem]).toEqual(['Freight that never runs empty', '<p>Trucks run half empty</p>']);

  // The restore is a version of its own, naming only the field it brought back.
  await modal.locator('[data-action="history"]').click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first().locator('[data-history-fields]')).toHaveText('Changed: One-liner');
});

test('a record never saved says so; a restore over a newer save gets the conflict view and overwrites nothing', async ({ page }) => {
  const api = await registerByApi(page);
  await openDashboardPage(page, '/startup');
  const video = await openModal(page, MODALS.video);
  await expectModalLoaded(video);
  await video.locator('[data-action="history"]').click();
  await expect(video.locator('[data-history-empty]')).toContainText('No earlier versions yet');
  await video.locator('[data-action="history-back"]').click();
  await expect(video.locator('input[name="video_url"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();

  await saveTwoVersions(api, ['Cold chain for every clinic', 'Cold chain on demand'], ['Vaccines spoil', 'Vaccines spoil on the road']);
  const modal = await openBriefHistory(page);
  await modal.locator('[data-revision]').nth(1).click();
  await proposal(modal, 'startup-brief.one_liner').getByRole('checkbox').check();
  // A co-founder saves while this version is open.
  await api.post(STARTUP_BRIEF_PATHS.save, {
    json: { one_liner: 'Cold chain by a co-founder', problem: '<p>Vaccines spoil on the road</p>' },
  });
  await modal.locator('[data-action="save-selected"]').click();

  await expect(modal.locator('[data-conflict-view]')).toContainText('This section changed while you were editing');
  expect((await api.get<Record<string, string>>(STARTUP_BRIEF_PATHS.get)).one_liner).toBe('Cold chain by a co-founder');
});

test('an Arabic founder reads the history and a version at 360 px', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  const api = await registerArabicFounder(page, baseURL!);
  await saveTwoVersions(api, ['نقل بضائع بلا شاحنات فارغة', 'نقل بضائع لكل شاحنة'], ['الشاحنات تعود فارغة', 'الشاحنات تعود نصف فارغة']);
  await openDashboardPage(page, '/startup');
  const modal = await openBriefHistory(page);

  await expect(modal.locator('[data-revision]').first().locator('[data-history-fields]')).toContainText('الحقول المعدّلة');
  expect(await sidewaysScrollers(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'Arabic history list, 360 px');
  await expectNoLatinText(page, 'Arabic history list');

  await modal.locator('[data-revision]').nth(1).click();
  await expect(proposal(modal, 'startup-brief.one_liner').locator('[data-review-proposed]')).toContainText('بلا شاحنات فارغة');
  expect(await sidewaysScrollers(page)).toEqual([]);
  const save = modal.locator('[data-action="save-selected"]');
  await expect(save).toBeInViewport();
  expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousViolations(page, 'Arabic version review, 360 px');
  await expectNoLatinText(page, 'Arabic version review');
});

/** A co-founder added, then saved twice (CTO → Head of product → COO), with their form's History open. */
async function openCoFounderHistory(page: Page) {
  const api = await registerByApi(page);
  const form = coFounderForm({ title: 'CTO', brief: '<p>Builds the product.</p>' });
  const { id } = await api.post<Founder>(FOUNDERS_PATHS.create, { multipart: form });
  const update = (fields: Record<string, string>) =>
    api.post(FOUNDERS_PATHS.founder(id), { multipart: { ...form, ...fields, _method: 'PUT' } });
  await update({ title: 'Head of product', brief: '<p>Runs the roadmap.</p>' });
  await update({ title: 'COO', brief: '<p>Runs operations.</p>' });
  await openDashboardPage(page, '/startup');
  const team = await openModal(page, MODALS.founders);
  await team.locator(`[data-founder-id="${id}"] [data-action="edit"]`).click();
  const modal = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expectModalLoaded(modal);
  await modal.locator('[data-action="history"]').click();
  const saved = async () => (await api.get<Founder[]>(FOUNDERS_PATHS.list)).find((founder) => founder.id === id)!;
  return { modal, update, saved };
}

test('a co-founder’s row: History lists their saves, and one field of an older version comes back', async ({ page }) => {
  const { modal, saved } = await openCoFounderHistory(page);
  await expect(modal.getByRole('heading', { name: 'History: Omar Haddad' })).toBeVisible();
  const versions = modal.locator('[data-revision]');
  // Added, then saved twice.
  await expect(versions).toHaveCount(3);
  await expect(versions.first().locator('[data-history-fields]')).toHaveText('Changed: Title and Brief');
  await versions.nth(1).click();
  const title = proposal(modal, 'founders.title');
  await expect(title.locator('[data-review-current]')).toHaveText(/COO/);
  await expect(title.locator('[data-review-proposed]')).toContainText('Head of product');
  await expect(proposal(modal, 'founders.brief')).toBeVisible();
  await title.getByRole('checkbox').check();
  await modal.locator('[data-action="save-selected"]').click();

  await expect(page.getByText('Saved: Title')).toBeVisible();
  await expect(modal.locator('[name="title"]')).toHaveValue('Head of product');
  const { title: savedTitle, brief } = await saved();
  expect([savedTitle, brief]).toEqual(['Head of product', '<p>Runs operations.</p>']);
});

test('a co-founder’s row changed while a version is open: the restore shows the conflict, overwriting nothing', async ({ page }) => {
  const { modal, update, saved } = await openCoFounderHistory(page);
  await modal.locator('[data-revision]').nth(1).click();
  await proposal(modal, 'founders.title').getByRole('checkbox').check();
  // The founders' list has no ETag (§9): the restore reads the row again before it saves.
  await update({ title: 'Chief of staff', brief: '<p>Runs operations.</p>' });
  await modal.locator('[data-action="save-selected"]').click();

  await expect(modal.locator('[data-conflict-view]')).toContainText('This section changed while you were editing');
  expect((await saved()).title).toBe('Chief of staff');
});

test('an application: an earlier answer comes back, after the conflict a co-founder’s newer save raises', async ({ page }) => {
  const api = await registerByApi(page);
  const { id, questions } = await api.post<Application>(APPLICATION_PATHS.list, {
    json: { program: 'Flat6Labs Cairo', questions: [{ text: 'What problem do you solve?' }, { text: 'Who is on the team?' }] },
  });
  const answer = (text: string) =>
    api.post(APPLICATION_PATHS.one(id), {
      json: { questions: questions.map((question, index) => (index === 0 ? { ...question, answer: text, status: 'edited' } : question)) },
    });
  await answer('Clinics lose vaccines to heat');
  await answer('Clinics lose vaccines on the road');
  await page.goto(applicationPagePath(id));
  await waitForApp(page);
  await page.locator('[data-application-form] [data-action="history"]').click();
  const dialog = page.locator('[role="dialog"][data-modal="application-history"]');
  const versions = dialog.locator('[data-revision]');
  await expect(versions).toHaveCount(3);
  await expect(versions.first().locator('[data-history-fields]')).toHaveText('Changed: Answers');
  await versions.nth(1).click();
  const row = proposal(dialog, `applications.${questions[0]!.id}`);
  await expect(row).toContainText('What problem do you solve?');
  await expect(row.locator('[data-review-proposed]')).toContainText('heat');
  await row.getByRole('checkbox').check();

  // A co-founder saves the same answer meanwhile: nothing is overwritten, the two are compared.
  await answer('Clinics lose vaccines in the last mile');
  await dialog.locator('[data-action="save-selected"]').click();
  await expect(dialog.locator('[data-conflict-view]')).toBeVisible();
  const saved = async () => (await api.get<Application>(APPLICATION_PATHS.one(id))).questions[0]!.answer;
  expect(await saved()).toBe('Clinics lose vaccines in the last mile');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await dialog.locator('[data-action="save-selected"]').click();

  await expect(page.getByText('Saved: What problem do you solve?')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-question="${questions[0]!.id}"] textarea`)).toHaveValue('Clinics lose vaccines to heat');
  expect(await saved()).toBe('Clinics lose vaccines to heat');
});

test('the translation: its history in the Arabic version, and an earlier translated text brought back', async ({ page }) => {
  const api = await registerByApi(page);
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { one_liner: 'Freight that never runs empty', problem: '<p>Trucks run empty</p>' } });
  const translate = (oneLiner: string) =>
    api.post(TRANSLATION_PATHS.translation, { json: { locale: 'ar', fields: { 'startup-brief.one_liner': oneLiner } } });
  await translate('شحن لا يسير فارغًا أبدًا');
  await translate('شحن لكل شاحنة');
  await openDashboardPage(page, '/startup');
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await modal.locator('[data-profile-locale="ar"]').click();
  await modal.locator('[data-translation-panel="ar"] [data-action="history"]').click();

  await expect(modal.getByRole('heading', { name: 'History: Startup brief · Arabic' })).toBeVisible();
  const versions = modal.locator('[data-revision]');
  await expect(versions).toHaveCount(2);
  await expect(versions.first().locator('[data-history-fields]')).toHaveText('Changed: One-liner');
  await versions.nth(1).click();
  const row = proposal(modal, 'translation.startup-brief.one_liner');
  await expect(row.locator('[data-review-proposed]')).toContainText('فارغًا');
  await row.getByRole('checkbox').check();
  await modal.locator('[data-action="save-selected"]').click();

  await expect(page.getByText('Saved: One-liner')).toBeVisible();
  await expect(modal.locator('[data-translation-key="startup-brief.one_liner"] textarea')).toHaveValue('شحن لا يسير فارغًا أبدًا');
  const saved = await api.get<Translation>(`${TRANSLATION_PATHS.translation}?locale=ar`);
  expect(saved.fields['startup-brief.one_liner']!.value).toBe('شحن لا يسير فارغًا أبدًا');
});

test('the startup’s locations: a changed list is one row in the page’s language, restored whole', async ({ page }) => {
  const api = await registerByApi(page);
  await api.post(PROGRAM_PREFERENCES_PATHS.save, { json: { startup_locations: ['JO', 'SA'] } });
  await api.post(PROGRAM_PREFERENCES_PATHS.save, { json: { startup_locations: ['EG'] } });
  await openDashboardPage(page, '/profile');
  const modal = await openModal(page, MODALS.programPreferences);
  await expectModalLoaded(modal);
  await modal.locator('[data-action="history"]').click();
  await expect(modal.locator('[data-revision]').first().locator('[data-history-fields]')).toHaveText('Changed: Startup locations');
  await modal.locator('[data-revision]').nth(1).click();

  const row = proposal(modal, 'program-preferences.startup_locations');
  await expect(row.locator('[data-review-current]')).toHaveText(/Egypt$/);
  await expect(row.locator('[data-review-proposed]')).toContainText('Jordan and Saudi Arabia');
  await row.getByRole('checkbox').check();
  await modal.locator('[data-action="save-selected"]').click();
  await expect(page.getByText('Saved: Startup locations')).toBeVisible();
  expect((await api.get<{ startup_locations: string[] }>(PROGRAM_PREFERENCES_PATHS.get)).startup_locations).toEqual(['JO', 'SA']);
});
