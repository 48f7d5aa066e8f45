import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MODALS } from '../../src/shared/modals';
import { FUNDRAISING_PATHS, STARTUP_BRIEF_PATHS, STARTUP_DETAILS_PATHS } from '../../src/shared/resources';
import { makePptx } from '../decks/make-decks';
import { expectArabicPage, expectNoLatinText, registerArabicFounder } from './arabic-founder';
import { expectNoSeriousViolations } from './axe';
import { ARABIC_SLIDES, ENGLISH_SLIDES } from './deck-draft-answers.mjs';
import { applyTheme, openModal, registerByApi, type BrowserApi, type Theme } from './helpers';
import { openDashboardPage, sidewaysScrollers } from './screens';

// DESIGN §11 and §12: draft the profile from a pitch deck, review it field by field, save only what was chosen.
// The fake AI server answers from deck-draft-answers.mjs; its quotes are the decks' own words.

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
// DECK_SHOTS=/tmp/shots-deck keeps a screenshot of each review screen, to look at; the run checks the same screens either way.
const shotsDir = process.env.DECK_SHOTS;

async function uploadDeck(api: BrowserApi, slides: typeof ENGLISH_SLIDES, fileName: string) {
  await api.post('/api/pitch-deck', {
    multipart: { deck_file: { name: 'deck.pptx', mimeType: PPTX, buffer: makePptx(slides) }, file_name: fileName },
  });
}

const draftModal = (page: Page) => page.locator(`[role="dialog"][data-modal="${MODALS.deckDraft}"]`);
const proposal = (modal: Locator, key: string) => modal.locator(`[data-proposal="${key}"]`);
const checkbox = (modal: Locator, key: string) => proposal(modal, key).getByRole('checkbox');

/** The review, once every proposal has arrived (the draft's `done`). */
async function expectReview(modal: Locator) {
  await expect(modal).toBeVisible();
  await expect(modal.locator('[data-draft-progress]')).toHaveCount(0, { timeout: 20_000 });
  await expect(modal.locator('[data-action="save-selected"]')).toBeVisible();
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

test('a founder drafts the profile from a PPTX deck, keeps a filled field, unchecks one, and saves exactly the checked values', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const api = await registerByApi(page);
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { solution: '<p>Our own courier app.</p>' } });
  await uploadDeck(api, ENGLISH_SLIDES, 'Seed deck');

  await openDashboardPage(page, '/startup');
  const decks = await openModal(page, MODALS.pitchDeck);
  const draftButton = decks.locator('[data-deck-list] li').filter({ hasText: 'Seed deck' }).locator('[data-action="draft-from-deck"]');
  await draftButton.click();
  const modal = draftModal(page);
  await expectReview(modal);

  // Each row cites its slide; empty fields come checked, the filled Solution unchecked.
  await expect(proposal(modal, 'startup-brief.problem').locator('[data-review-source]')).toHaveText(
    /^Slide 2: “\u2068?Rural clinics wait three weeks for lab results\.\u2069?”$/,
  );
  for (const key of ['startup-brief.one_liner', 'startup-brief.problem', 'startup-details.business_stage', 'fundraising.required_amount']) {
    await expect(checkbox(modal, key)).toBeChecked();
  }
  await expect(checkbox(modal, 'startup-brief.solution')).not.toBeChecked();
  await expect(proposal(modal, 'startup-brief.solution').locator('ins').first()).toBeVisible();
  // A choice shows its option's label; over an empty field the proposal reads plainly, with no marks.
  await expect(proposal(modal, 'startup-details.business_stage').locator('[data-review-proposed]')).toContainText('MVP');
  await expect(modal.locator('[data-draft-notes]')).toContainText('1 value was left out because the deck doesn’t say it.');
  await expectNoSeriousViolations(page, 'deck draft review');
  for (const theme of ['light', 'dark'] as Theme[]) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await shoot(page, `en-1440-${theme}`);
  }

  await checkbox(modal, 'startup-details.business_stage').uncheck();
  await modal.locator('[data-action="save-selected"]').click();
  await expect(modal.locator('[data-draft-saved]')).toContainText('Saved: One-liner, Problem, Current stage, and Required amount');
  await expect(page.getByText('Saved: One-liner, Problem, Current stage, and Required amount').first()).toBeVisible();

  const brief = await api.get<Record<string, string>>(STARTUP_BRIEF_PATHS.get);
  expect(brief.one_liner).toBe('Lab results for rural clinics in days, not weeks');
  expect(brief.problem).toBe('<p>Rural clinics wait three weeks for lab results.</p>');
  expect(brief.solution).toBe('<p>Our own courier app.</p>');
  expect(brief.vision).toBe('');
  expect((await api.get<Record<string, string>>(STARTUP_DETAILS_PATHS.get)).business_stage).toBe('');
  const fundraising = await api.get<Record<string, string>>(FUNDRAISING_PATHS.get);
  expect([fundraising.required_amount, fundraising.current_stage]).toEqual(['500000', 'seed']);

  // Once saved nothing is pending: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('a co-founder saving the brief meanwhile turns its rows into the comparison; the other records still save', async ({ page }) => {
  const api = await registerByApi(page);
  await uploadDeck(api, ENGLISH_SLIDES, 'Seed deck');
  await openDashboardPage(page, '/dashboard');
  await page.locator('[data-action="draft-from-primary-deck"]').click();
  const modal = draftModal(page);
  await expectReview(modal);

  // Escape with checked rows asks first.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(discard.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expect(discard).toContainText('The proposals you checked have not been saved yet.');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(modal).toBeVisible();

  // Omar writes the problem in between: his save changes the brief's ETag.
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { problem: '<p>Samples get lost on the way.</p>' } });
  await modal.locator('[data-action="save-selected"]').click();

  const conflict = modal.locator('[data-review-conflict="startup-brief"] [data-conflict-view]');
  await expect(conflict).toBeVisible();
  await expect(conflict.locator('[data-conflict-field="problem"]')).toContainText('Samples get lost on the way.');
  await expect(page.getByText('Saved: Business stage, Current stage, and Required amount').first()).toBeVisible();
  expect((await api.get<Record<string, string>>(FUNDRAISING_PATHS.get)).required_amount).toBe('500000');
  expect((await api.get<Record<string, string>>(STARTUP_BRIEF_PATHS.get)).problem).toBe('<p>Samples get lost on the way.</p>');
  await expectNoSeriousViolations(page, 'deck draft conflict');

  // Keeping theirs for Problem, the rest of the brief saves over their record.
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await modal.locator('[data-action="save-selected"]').click();
  await expect(modal.locator('[data-draft-saved]')).toBeVisible();
  const brief = await api.get<Record<string, string>>(STARTUP_BRIEF_PATHS.get);
  expect([brief.problem, brief.one_liner]).toEqual([
    '<p>Samples get lost on the way.</p>',
    'Lab results for rural clinics in days, not weeks',
  ]);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`an Arabic founder reviews an Arabic deck's draft at 360 px (${theme})`, async ({ page, baseURL }) => {
    await applyTheme(page, theme);
    await page.setViewportSize(PHONE);
    const api = await registerArabicFounder(page, baseURL!);
    await uploadDeck(api, ARABIC_SLIDES, 'العرض التقديمي');
    await openDashboardPage(page, '/dashboard');
    await expectArabicPage(page);
    await page.locator('[data-action="draft-from-primary-deck"]').click();
    const modal = draftModal(page);
    await expectReview(modal);

    await expect(proposal(modal, 'startup-brief.problem').locator('[data-review-source]')).toContainText('الشريحة 2');
    await expect(checkbox(modal, 'startup-brief.problem')).toBeChecked();
    expect(await sidewaysScrollers(page)).toEqual([]);
    const save = modal.locator('[data-action="save-selected"]');
    await expect(save).toBeInViewport();
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSeriousViolations(page, `Arabic deck draft review, ${theme}, 360 px`);
    await expectNoLatinText(page, 'Arabic deck draft review');
    await shoot(page, `ar-360-${theme}`);
    await page.setViewportSize(DESKTOP);
    await shoot(page, `ar-1440-${theme}`);
    await page.setViewportSize(PHONE);

    await save.click();
    await expect(modal.locator('[data-draft-saved]')).toContainText('تم حفظ');
    expect((await api.get<Record<string, string>>(STARTUP_BRIEF_PATHS.get)).problem).toBe(
      '<p>تنتظر العيادات الريفية ثلاثة أسابيع لتصلها نتائج المختبر.</p>',
    );
  });
}
