import { expect, test, type Locator, type Page } from '@playwright/test';
import { MODALS } from '../../src/shared/modals';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief';
import { STARTUP_DETAILS_PATHS } from '../../src/shared/startup-details';
import { TRANSLATION_PATHS } from '../../src/shared/translation';
import { coFounderForm, expectModalLoaded, openModal, registerByApi, type BrowserApi } from './helpers';
import { openDashboardPage } from './screens';

// Issue 32, DESIGN §14 on the web: the version switch, the translation beside its original, the stale
// note after an edit of the original and its drafted update through the §11 review.

const BRIEF = {
  one_liner: 'Freight for every truck',
  problem: '<p>Trucks run half empty. Shops wait a week.</p>',
  solution: '<p>We pool loads from many shops.</p>',
};

async function briefWithTranslation(api: BrowserApi) {
  await api.post(STARTUP_BRIEF_PATHS.save, { json: BRIEF });
  await api.post(TRANSLATION_PATHS.translation, {
    json: { locale: 'ar', fields: { 'startup-brief.problem': '<p>الشاحنات نصف فارغة. المتاجر تنتظر أسبوعًا.</p>' } },
  });
}

/** The brief's modal on its Arabic version. */
async function openArabicVersion(page: Page): Promise<Locator> {
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);
  await modal.locator('[data-profile-locale="ar"]').click();
  await expect(modal.locator('[data-translation-panel="ar"]')).toBeVisible();
  return modal;
}

const text = (modal: Locator, key: string) => modal.locator(`[data-translation-key="${key}"]`);

test('switches to the Arabic version, saves a translated text, and notes the one whose English changed since', async ({ page }) => {
  // Two visits, a save, a source edit, a draft and a second save: a long walk on a busy machine.
  test.slow();
  const api = await registerByApi(page);
  await briefWithTranslation(api);
  await openDashboardPage(page, '/startup');
  const modal = await openModal(page, MODALS.startupBrief);
  await expectModalLoaded(modal);

  // The profile's language first, marked as the original; its editors take its language.
  const options = modal.locator('[data-version-switch] [data-profile-locale]');
  await expect(options).toHaveText(['EnglishOriginal', 'العربية']);
  await expect(modal.locator('[data-profile-locale="en"]')).toHaveAttribute('aria-pressed', 'true');

  await modal.locator('[data-profile-locale="ar"]').click();
  const problem = text(modal, 'startup-brief.problem');
  // Side by side on a desktop: the English, read-only, beside the Arabic editor (right to left).
  await expect(problem.locator('[data-translation-original]')).toContainText('Trucks run half empty.');
  const editor = problem.locator('[data-translation-version] [role="textbox"]');
  await expect(editor).toHaveAttribute('lang', 'ar');
  await expect(editor).toHaveAttribute('dir', 'rtl');
  await expect(editor).toContainText('الشاحنات نصف فارغة.');

  const oneLiner = text(modal, 'startup-brief.one_liner').locator('textarea');
  await expect(oneLiner).toHaveAttribute('dir', 'rtl');
  await oneLiner.fill('شحن لكل شاحنة');
  await modal.locator('[data-action="save-translation"]').click();
  await expect(page.getByText('Translation saved')).toBeVisible();
  expect(
    (await api.get<{ fields: Record<string, { value: string }> }>(`${TRANSLATION_PATHS.translation}?locale=ar`)).fields[
      'startup-brief.one_liner'
    ]?.value,
  ).toBe('شحن لكل شاحنة');
  await expect(modal.locator('[data-stale-note]')).toHaveCount(0);

  // The assistant drafts what is missing (the solution), streamed, through the §11 review.
  await modal.locator('[data-action="translate-with-ai"]').click();
  const solution = modal.locator('[data-proposal="translation.startup-brief.solution"]');
  await expect(solution.locator('[data-review-proposed]')).toContainText('نجمع حمولات متاجر كثيرة.');
  // Empty until now: checked already.
  await expect(solution.getByRole('checkbox')).toBeChecked();
  await expect(modal.locator('[data-proposal]')).toHaveCount(1);
  await modal.locator('[data-action="save-selected"]').click();
  await expect(page.getByText('Saved: Solution')).toBeVisible();
  await expect(text(modal, 'startup-brief.solution').locator('[role="textbox"]')).toContainText('نجمع حمولات متاجر كثيرة.');

  // Back to the original: an edit of the problem makes its Arabic out of date.
  await modal.locator('[data-profile-locale="en"]').click();
  await modal.getByRole('tab', { name: 'Problem & Solution' }).click();
  const original = modal.locator('[data-editor-field="problem"] [role="textbox"]');
  await expect(original).toHaveAttribute('lang', 'en');
  await original.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Drivers lose a day.');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toBeHidden();

  const reopened = await openArabicVersion(page);
  const note = text(reopened, 'startup-brief.problem').locator('[data-stale-note]');
  const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long' }).format(new Date());
  await expect(note).toHaveText(`The English changed on ${today} — update?Update`);
  await expect(reopened.locator('[data-stale-note]')).toHaveCount(1);

  // Update: only what the English added is drafted, the rest of the Arabic stays word for word.
  await note.getByRole('button', { name: 'Update the translation of Problem' }).click();
  const row = reopened.locator('[data-proposal="translation.startup-brief.problem"]');
  await expect(row.locator('[data-review-proposed] ins')).toHaveText('ويخسر السائقون يومًا.');
  await expect(row.locator('[data-review-proposed] del')).toHaveCount(0);
  await row.getByRole('checkbox').check();
  await reopened.locator('[data-action="save-selected"]').click();
  await expect(page.getByText('Saved: Problem')).toBeVisible();
  await expect(reopened.locator('[data-stale-note]')).toHaveCount(0);
  await expect(text(reopened, 'startup-brief.problem').locator('[role="textbox"]')).toContainText('ويخسر السائقون يومًا.');
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();

  // The overview counts it, and opens the brief on its translation.
  await openDashboardPage(page, '/');
  const progress = page.locator('[data-readiness-translation]');
  await expect(progress).toHaveText('Arabic version: 3 of 3 texts');
  await progress.click();
  await expect(page.locator('[data-modal="startup-brief-modal"] [data-translation-panel="ar"]')).toBeVisible();
});

test("a founder's title and brief have their Arabic version too", async ({ page }) => {
  const api = await registerByApi(page);
  await api.post('/dashboard/founders', { json: coFounderForm({ title: 'Chief Technology Officer' }) });
  await openDashboardPage(page, '/startup');
  const team = await openModal(page, MODALS.founders);
  await expectModalLoaded(team);
  await team.locator('[data-founder-id]:not([data-founder-you]) [data-action="edit"]').first().click();
  const modal = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expect(modal.locator('input[name="title"]')).toHaveAttribute('lang', 'en');

  await modal.locator('[data-profile-locale="ar"]').click();
  await expect(modal.locator('[data-translation-key]')).toHaveCount(2);
  await expect(modal.locator('[data-translation-key$=".title"] [data-translation-original]')).toHaveText(/Chief Technology Officer/);
  await modal.locator('[data-translation-key$=".title"] textarea').fill('المدير التقني');
  await modal.locator('[data-action="save-translation"]').click();
  await expect(page.getByText('Translation saved')).toBeVisible();
  const saved = await api.get<{ fields: Record<string, { value: string }> }>(`${TRANSLATION_PATHS.translation}?locale=ar`);
  expect(Object.entries(saved.fields).find(([key]) => key.endsWith('.title') && saved.fields[key]!.value)?.[1].value).toBe('المدير التقني');
});

test('a provider failure says so and keeps what was typed', async ({ page }) => {
  const api = await registerByApi(page);
  // The fake provider fails on a text that says FAIL (fake-ai-server.mjs).
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { ...BRIEF, solution: '<p>FAIL to pool loads.</p>' } });
  await openDashboardPage(page, '/startup');
  const modal = await openArabicVersion(page);
  const oneLiner = text(modal, 'startup-brief.one_liner').locator('textarea');
  await oneLiner.fill('شحن لكل شاحنة');

  await modal.locator('[data-action="translate-with-ai"]').click();
  await expect(modal.locator('[data-draft-failure]')).toContainText('The assistant could not translate this time.');
  await expect(modal.locator('[data-proposal]')).toHaveCount(0);
  await modal.locator('[data-action="back-to-translation"]').click();
  await expect(oneLiner).toHaveValue('شحن لكل شاحنة');
  // Nothing was saved on the way.
  expect((await api.get<{ translated: number }>(`${TRANSLATION_PATHS.translation}?locale=ar`)).translated).toBe(0);
});

for (const [locale, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
  ['en', 'dark'],
  ['ar', 'light'],
] as const) {
  test(`the translated version looks right: ${locale}, ${theme}`, async ({ page, baseURL }) => {
    if (locale === 'ar') await page.context().addCookies([{ name: 'fd_locale', value: 'ar', url: baseURL! }]);
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    const api = await registerByApi(page);
    // An English profile read in either interface language.
    await api.post(STARTUP_DETAILS_PATHS.save, { json: { name: 'Haul Share', profile_locale: 'en' } });
    await briefWithTranslation(api);
    await api.post(STARTUP_BRIEF_PATHS.save, { json: { ...BRIEF, problem: '<p>Trucks run half empty. Shops wait ten days.</p>' } });
    for (const { width, height } of [
      { width: 1440, height: 900 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize({ width, height });
      await openDashboardPage(page, '/startup');
      const modal = await openArabicVersion(page);
      await expect(modal.locator('[data-stale-note]')).toBeVisible();
      await page.screenshot({ path: `/work/shots/tr-brief-${locale}-${theme}-${width}.png` });
      await modal.locator('[data-action="update-translation"]').click();
      await expect(modal.locator('[data-proposal="translation.startup-brief.problem"] ins')).toBeVisible();
      await page.screenshot({ path: `/work/shots/tr-review-${locale}-${theme}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
  });
}
