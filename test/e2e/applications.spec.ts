import { expect, test, type Page } from '@playwright/test';
import { APPLICATION_PATHS, type Application } from '../../src/shared/applications';
import { applicationPagePath } from '../../src/shared/pages';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/resources';
import { expectArabicPage, registerArabicFounder } from './arabic-founder';
import { expectNoSeriousViolations } from './axe';
import { registerByApi, waitForApp, type BrowserApi } from './helpers';
import { sidewaysScrollers } from './screens';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };

/** `Y-m-d`, `days` from today on this machine's calendar (the browser's, in these tests). */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function openApplicationPage(page: Page, id: string) {
  await page.goto(applicationPagePath(id));
  await waitForApp(page);
  await expect(page.locator('[data-application-form]')).toBeVisible();
}

async function createFromTemplate(api: BrowserApi, program: string, deadline?: string): Promise<Application> {
  return api.post<Application>(APPLICATION_PATHS.list, { json: { program, template: 'accelerator', ...(deadline ? { deadline } : {}) } });
}

test('a founder adds an application from a template, answers within the limit, drafts, saves the selection and copies all', async ({
  page,
  context,
  baseURL,
}) => {
  // A whole journey with five axe runs: longer than one screen's check.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize(DESKTOP);
  const api = await registerByApi(page);
  await api.post(STARTUP_BRIEF_PATHS.save, { json: { problem: '<p>Smallholder farmers cannot get credit.</p>' } });

  // The page is in the navigation; with nothing yet it offers "Add an application".
  await page.goto('/dashboard');
  await waitForApp(page);
  await page.locator('nav a[href="/applications"]').first().click();
  await page.waitForURL('**/applications');
  await expect(page.locator('[data-applications-empty]')).toBeVisible();
  await expectNoSeriousViolations(page, 'applications, empty');

  await page.locator('[data-action="add-application"]').click();
  const dialog = page.locator('[data-modal="add-application"]');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="program"]').fill('Flat6Labs Cairo');
  await dialog.locator('[data-template="accelerator"]').click();
  await expect(dialog.locator('[data-template="accelerator"]')).toContainText(/\d+ questions/);
  await expectNoSeriousViolations(page, 'add application dialog');
  await dialog.locator('[data-action="create-application"]').click();
  await page.waitForURL(/\/applications\/[^/]+$/);
  const id = page.url().split('/').pop()!;
  await waitForApp(page);
  await expect(page.locator('main h1')).toHaveText('Flat6Labs Cairo');

  // The first question takes 140 characters: the count turns red past it, and Save refuses with the reason on the question.
  const first = page.locator('[data-questions] > li').first();
  const answer = first.locator('textarea[data-answer]');
  await answer.fill('x'.repeat(150));
  await expect(first.locator('[data-answer-count]')).toHaveAttribute('data-over', 'true');
  await expect(first.locator('[data-answer-count]')).toContainText('150 / 140 characters');
  await expect(first.locator('[data-over-limit-message]')).toHaveText('Over the limit by 10 characters.');
  // Screen readers hear that it went over once, not a new figure at every key press.
  const announced = first.locator('[data-answer-count] [aria-live]');
  await expect(announced).toHaveText('This answer is over its limit.');
  await answer.press('x');
  await expect(first.locator('[data-over-limit-message]')).toHaveText('Over the limit by 11 characters.');
  await expect(announced).toHaveText('This answer is over its limit.');
  await page.locator('[data-action="save-application"]').click();
  await expect(first.locator('[data-field-error]')).toHaveText('Over the limit by 11 characters.');
  await answer.fill('We lend to smallholder farmers in the Nile Delta.');
  await expect(first.locator('[data-answer-count]')).not.toHaveAttribute('data-over');
  await expect(first.locator('[data-answer-status]')).toHaveAttribute('data-answer-status', 'edited');
  await page.locator('[data-action="save-application"]').click();
  await expect(page.locator('[data-save-bar]')).toContainText('All changes saved');

  // Drafting proposes the unanswered questions in the §11 review, each checked, its source said in plain words.
  await page.locator('[data-action="draft-answers"]').click();
  const review = page.locator('[data-draft-review="done"]');
  await expect(review).toBeVisible({ timeout: 20_000 });
  const saved = await api.get<Application>(APPLICATION_PATHS.one(id));
  const second = saved.questions[1]!;
  const row = review.locator(`[data-proposal="application.${second.id}"]`);
  await expect(row.locator('input[type="checkbox"]')).toBeChecked();
  await expect(row.locator('[data-proposal-sources]')).toHaveText('From your problem');
  await expect(review.locator(`[data-proposal="application.${saved.questions[0]!.id}"]`)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'draft review');
  await review.locator('[data-action="save-selected"]').click();
  await expect(page.locator('[data-draft-saved]')).toBeVisible();
  const afterDraft = await api.get<Application>(APPLICATION_PATHS.one(id));
  expect(afterDraft.questions[0]!.answer).toBe('We lend to smallholder farmers in the Nile Delta.');
  expect(afterDraft.questions[1]!.status).toBe('drafted');
  expect(afterDraft.questions[1]!.answer).toContain('we lend to smallholder farmers');
  await expect(page.locator(`[data-question="${second.id}"]`)).toHaveAttribute('data-status', 'drafted');

  // "Copy all" puts every question and its answer on the clipboard as plain text.
  await page.locator('[data-action="copy-all"]').click();
  await expect(page.locator('[data-action="copy-all"]')).toContainText('All answers copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${afterDraft.questions[0]!.text}\n${afterDraft.questions[0]!.answer}\n\n${second.text}\n`)).toBe(true);
  await expectNoSeriousViolations(page, 'application page');

  // The list says how far along it is; the overview names the nearest deadline ahead and links to it.
  const soon = await createFromTemplate(api, 'Cairo Angels', dayFromToday(5));
  await page.goto('/applications');
  await waitForApp(page);
  const listed = page.locator(`[data-application-row="${id}"]`);
  await expect(listed.locator('[data-progress]')).toHaveText(
    `${afterDraft.questions.filter((question) => question.answer).length} of ${afterDraft.questions.length} answered`,
  );
  await expect(page.locator(`[data-application-row="${soon.id}"]`)).toContainText('Due in 5 days');
  await expectNoSeriousViolations(page, 'applications, listed');
  await page.goto('/dashboard');
  await waitForApp(page);
  await expect(page.locator(`[data-next-deadline="${soon.id}"]`)).toHaveText('Next deadline: Cairo Angels · in 5 days');
  await page.locator(`[data-next-deadline="${soon.id}"]`).click();
  await page.waitForURL(`**${applicationPagePath(soon.id)}`);
});

test('a failed draft offers Retry, and Retry drafts', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const api = await registerByApi(page);
  const application = await createFromTemplate(api, 'Grant round');
  await openApplicationPage(page, application.id);
  const stream = `**${APPLICATION_PATHS.draftStream(application.id)}`;
  await page.route(stream, (route) =>
    route.fulfill({ status: 502, json: { success: false, message: 'The AI provider could not answer. Please try again.' } }),
  );
  await page.locator('[data-action="draft-answers"]').click();
  const failure = page.locator('[data-draft-failure="502"]');
  await expect(failure).toContainText('The assistant could not draft your answers this time.');
  await page.unroute(stream);
  await failure.locator('[data-action="retry-draft"]').click();
  await expect(page.locator('[data-draft-review="done"] [data-proposal]').first()).toBeVisible({ timeout: 20_000 });
});

test('in Arabic on a 360 px phone the application reads right to left, without sideways scrolling, Save in reach', async ({
  page,
  baseURL,
}) => {
  // Two pages with axe each, on a phone: longer than one screen's check.
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const api = await registerArabicFounder(page, baseURL!);
  const application = await createFromTemplate(api, 'فلات6لابز القاهرة', dayFromToday(12));
  await page.goto('/applications');
  await waitForApp(page);
  await expectArabicPage(page);
  await expect(page.locator(`[data-application-row="${application.id}"]`)).toContainText('الموعد النهائي خلال 12 يومًا');
  expect(await sidewaysScrollers(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'applications, Arabic phone');

  await openApplicationPage(page, application.id);
  const first = page.locator('[data-questions] > li').first();
  await first.locator('textarea[data-answer]').fill('نقرض صغار المزارعين في دلتا النيل.');
  await expect(first.locator('[data-answer-count]')).toContainText('/ 140 حرف');
  await expect(page.locator('[data-action="save-application"]')).toBeInViewport();
  await expect(page.locator('[data-action="save-application"]')).toHaveText('حفظ');
  expect(await sidewaysScrollers(page)).toEqual([]);
  await expectNoSeriousViolations(page, 'application page, Arabic phone');
  await page.locator('[data-action="save-application"]').click();
  await expect(page.locator('[data-save-bar]')).toContainText('كل التغييرات محفوظة');
});
