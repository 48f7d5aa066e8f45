import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES_AR } from '../../src/shared/i18n/messages-ar';
import { arModals } from '../../src/web/i18n/ar-modals';
import { startAiOffServer } from './ai-off-server';
import { BrowserApi, newFounder, openModal, registerByApi, type Founder } from './helpers';

// The app talks to test/e2e/fake-ai-server.mjs (see playwright.config.ts): a rewrite answers
// "Improved: <first three words>", `continue` answers "and more clinics.", "FAIL" gets an HTTP 500,
// "EMPTY" no text, "NUMBERS" a sentence with figures, and "SLOW" a long stream. A rewrite is shown in
// the text as tracked changes (DESIGN §16; tracked-changes.spec.ts goes through them in depth).

async function openBriefEditor(page: Page) {
  const founder = newFounder();
  await registerByApi(page, founder);
  await page.goto('/startup');
  const modal = await openModal(page, 'startup-brief-modal');
  const field = modal.locator('[data-editor-field="description"]');
  return { founder, modal, field, content: field.locator('.ProseMirror') };
}

/** The JSON body of the next AI request the editor sends. */
async function nextAiRequest(page: Page) {
  const request = await page.waitForRequest('**/api/ai/stream');
  return request.postDataJSON() as { prompt: string; context: string; action: string; field_name: string; session_id: string };
}

async function type(content: Locator, text: string) {
  await content.click();
  await content.pressSequentially(text);
}

async function chooseAction(page: Page, field: Locator, action: string) {
  await field.locator('[data-ai-menu]').click();
  await page.locator(`[data-ai-action="${action}"]`).click();
}

/** The pending changes in the text: each deletion's and insertion's words, in order. */
async function expectChanges(content: Locator, deleted: string[], inserted: string[]) {
  await expect(content.locator('[data-ai-change="delete"]')).toHaveText(deleted);
  await expect(content.locator('[data-ai-change="insert"]')).toHaveText(inserted);
}

test('improving a selection shows tracked changes against it; Accept all takes them, one undo each step back', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Clinics on wheels.');
  await content.press('Enter');
  await content.pressSequentially('Booked by SMS today');
  await content.press('Shift+Home');
  const sent = nextAiRequest(page);
  await chooseAction(page, field, 'improve');
  // The model rewrites only what will be replaced, knowing the whole field.
  expect(await sent).toEqual({
    action: 'improve',
    field_name: 'description',
    session_id: 'startup-briefdescription',
    prompt: 'Booked by SMS today',
    context: 'Clinics on wheels.\nBooked by SMS today',
  });

  // "Improved: Booked by SMS" against the selection only: the first line is left alone.
  await expectChanges(content, [' today'], ['Improved: ']);
  await expect(page.getByText('AI improve completed')).toBeVisible();
  await expect(field.locator('[data-ai-preview]')).toHaveCount(0);
  await expect(field.locator('[data-ai-changes-count]')).toHaveText('2 changes');
  await field.locator('[data-ai-accept-all]').click();
  await expect(content.locator('p')).toHaveText(['Clinics on wheels.', 'Improved: Booked by SMS']);
  await expect(field.locator('[data-ai-changes]')).toHaveCount(0);

  await content.press('ControlOrMeta+z'); // Accept all, taken back: the changes pend again
  await expectChanges(content, [' today'], ['Improved: ']);
  await content.press('ControlOrMeta+z'); // the rewrite itself
  await expect(content.locator('[data-ai-change]')).toHaveCount(0);
  await expect(content.locator('p')).toHaveText(['Clinics on wheels.', 'Booked by SMS today']);
});

test('improving without a selection shows the whole field’s changes, inside the text', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics for rural villages');
  await chooseAction(page, field, 'improve');
  await expectChanges(content, [' rural villages'], ['Improved: ']);
  await field.locator('[data-ai-accept-all]').click();
  await expect(content.locator('p')).toHaveText(['Improved: Mobile clinics for']);
});

test('continue goes after a blank line at the end without a cursor, and at the cursor with Ctrl+J', async ({ page }) => {
  const { modal, field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics for villages');
  await modal.getByRole('heading').first().click(); // the editor loses its cursor
  let sent = nextAiRequest(page);
  await chooseAction(page, field, 'continue');
  expect(await sent).toMatchObject({ prompt: 'Mobile clinics for villages', context: 'Mobile clinics for villages' });
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(content.locator('p')).toHaveText(['Mobile clinics for villages', '', 'and more clinics.']);

  // The editor is read-only while a preview is open; a click before it is editable again places no cursor.
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await content.locator('p').first().click();
  await content.press('End');
  await content.press('ControlOrMeta+j');
  await expect(page.locator('[data-ai-action="continue"]')).toHaveAttribute('data-focus', ''); // the menu opened on its first item
  sent = nextAiRequest(page);
  await page.keyboard.press('Enter');
  // The prompt is the text before the cursor, so the continuation fits where it goes.
  const atCursor = await sent;
  expect(atCursor.prompt).toBe('Mobile clinics for villages');
  expect(atCursor.context).toMatch(/^Mobile clinics for villages\n+and more clinics\.$/);
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(content.locator('p')).toHaveText(['Mobile clinics for villages and more clinics.', '', 'and more clinics.']);
});

test('Ctrl+J pressed as the caret moves continues from where the caret is now', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics for villages');
  await content.press('Enter');
  await content.pressSequentially('Booked by SMS');
  await expect(content.locator('p')).toHaveText(['Mobile clinics for villages', 'Booked by SMS']);
  // The caret goes to the end of the first line and Ctrl+J follows in the same task, before the browser
  // reports the move (selectionchange comes a task later), as when End and Ctrl+J are pressed at once.
  await content.evaluate((element) => {
    const text = element.querySelector('p')!.firstChild!;
    getSelection()!.collapse(text, text.textContent!.length);
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', ctrlKey: true, bubbles: true, cancelable: true }));
  });
  await expect(page.locator('[data-ai-action="continue"]')).toHaveAttribute('data-focus', '');
  const sent = nextAiRequest(page);
  await page.keyboard.press('Enter');
  expect((await sent).prompt).toBe('Mobile clinics for villages');
  await field.getByRole('button', { name: 'Accept' }).click();
  await expect(content.locator('p')).toHaveText(['Mobile clinics for villages and more clinics.', 'Booked by SMS']);
});

test('Esc stops a running request: what arrived stays as a preview, the editor is enabled again, nothing is inserted', async ({ page }) => {
  const { modal, field, content } = await openBriefEditor(page);
  await type(content, 'SLOW clinics');
  await chooseAction(page, field, 'improve');
  await expect(field.locator('[data-ai-loading]')).toBeVisible();
  await expect(content).toHaveAttribute('contenteditable', 'false');
  await expect(field.locator('[data-ai-preview-text]')).toContainText('word1');

  await page.keyboard.press('Escape');
  const preview = field.locator('[data-ai-preview="preview"]');
  await expect(preview).toContainText('Stopped: here is what arrived');
  await expect(preview.locator('[data-ai-preview-text]')).toContainText('word0 word1');
  await expect(modal).toBeVisible();
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await expect(content.locator('p')).toHaveText(['SLOW clinics']);

  // Taken, a stopped rewrite is shown as tracked changes like a finished one.
  await preview.getByRole('button', { name: 'Show as changes' }).click();
  await expect(field.locator('[data-ai-preview]')).toHaveCount(0);
  await expect(content.locator('[data-ai-change="delete"]').first()).toBeVisible();
  await expect(content.locator('[data-ai-change="insert"]').first()).toContainText('word0');
});

test('on a phone the streaming answer, its Stop and then its changes stay in view above the sheet footer; Stop keeps what arrived', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const api = await registerByApi(page);
  // A description taller than the sheet: the answer streams in below it, out of sight unless brought up.
  const paragraphs = Array.from({ length: 14 }, (_, index) => `<p>SLOW clinics reach village ${index + 1} every week.</p>`).join('');
  await api.post('/dashboard/startup-brief', { json: { description: paragraphs } });
  await page.goto('/startup');
  const modal = await openModal(page, 'startup-brief-modal');
  const field = modal.locator('[data-editor-field="description"]');
  await expect(field.locator('.ProseMirror p')).toHaveCount(14);
  await chooseAction(page, field, 'improve');
  const stop = field.getByRole('button', { name: 'Stop' });
  await expect(field.locator('[data-ai-preview-text]')).toContainText('word3');
  await expect(stop).toBeInViewport({ ratio: 1 });
  await stop.click();
  const preview = field.locator('[data-ai-preview="preview"]');
  await expect(preview.getByRole('button', { name: 'Show as changes' })).toBeInViewport({ ratio: 1 });
  await expect(preview.locator('[data-ai-preview-text]')).toContainText('word3');
  // Shown as changes, the bar under the text comes up with them, Accept all whole above the footer.
  await preview.getByRole('button', { name: 'Show as changes' }).click();
  await expect(field.locator('[data-ai-accept-all]')).toBeInViewport({ ratio: 1 });
});

test('a provider error shows "AI error: " and the server\'s error', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'FAIL this one');
  const answer = page.waitForResponse('**/api/ai/stream');
  await chooseAction(page, field, 'shorten');
  const { error } = (await (await answer).json()) as { error: string };
  expect(error).toMatch(/^The AI provider failed \(HTTP 500\)/);
  // Beside the editor, not in a corner: with Retry, which asks again.
  await expect(field.locator('[data-ai-error]')).toHaveText(`AI error: ${error}`);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await expect(content.locator('p')).toHaveText(['FAIL this one']);
  const again = page.waitForRequest('**/api/ai/stream');
  await field.getByRole('button', { name: 'Retry' }).click();
  expect(((await again).postDataJSON() as { action: string }).action).toBe('shorten');
  await expect(field.locator('[data-ai-error]')).toHaveText(`AI error: ${error}`);
  await field.getByRole('button', { name: 'Dismiss' }).click();
  await expect(field.locator('[data-ai-preview]')).toHaveCount(0);
});

test('a request that never reaches the server says so in plain words', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics');
  await page.route('**/api/ai/stream', (route) => route.abort('internetdisconnected'));
  await chooseAction(page, field, 'improve');
  await expect(field.locator('[data-ai-error]')).toHaveText('AI error: Could not reach the server. Check your connection and try again.');
});

test('an answer without an error shows "AI error: AI request failed"', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics');
  // A proxy in front of the app answering with its own HTML page: no error for the editor to show.
  await page.route('**/api/ai/stream', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
  await chooseAction(page, field, 'improve');
  await expect(page.getByText('AI error: AI request failed', { exact: true })).toBeVisible();
  await expect(content).toHaveAttribute('contenteditable', 'true');
});

test('in Arabic, a failure and a success are said in Arabic', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'fd_locale', value: 'ar', url: baseURL! }]);
  const { field, content } = await openBriefEditor(page);
  await type(content, 'EMPTY answer please');
  await chooseAction(page, field, 'expand');
  await expect(
    page.getByText(`${arModals.ai.error.replace('{{message}}', MESSAGES_AR['AI request returned no text']!)}`, { exact: true }),
  ).toBeVisible();

  await content.press('ControlOrMeta+a');
  await content.pressSequentially('Clinics on wheels');
  await chooseAction(page, field, 'improve');
  await expect(
    page.getByText(arModals.ai.completed.replace('{{action}}', arModals.ai.completedAction.improve), { exact: true }),
  ).toBeVisible();
  await expect(field.locator('[data-ai-changes-count]')).toHaveText(arModals.ai.changes.count_one);
  await field.getByRole('button', { name: arModals.ai.changes.acceptAll }).click();
  await expect(content.locator('p')).toHaveText(['Improved: Clinics on wheels']);
});

test('an empty answer shows "AI error: AI request returned no text" and inserts nothing', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'EMPTY answer please');
  await chooseAction(page, field, 'expand');
  await expect(field.locator('[data-ai-error]')).toHaveText('AI error: AI request returned no text');
  await expect(field.locator('[data-ai-preview-text]')).toHaveCount(0);
  await expect(content.locator('p')).toHaveText(['EMPTY answer please']);
});

test('numbers the answer adds are flagged while its changes pend, and highlighted in a continuation', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'NUMBERS: clinics for 12 villages');
  await chooseAction(page, field, 'improve');
  const changes = field.locator('[data-ai-changes]');
  await expect(changes.getByRole('alert')).toHaveText('Check these numbers — they are not in your text: 40%, 2,000');
  // Accepting one change leaves others pending: the warning stays; with none left it goes.
  await content.locator('[data-ai-change="insert"]').first().click();
  await field.locator('[data-ai-accept]').click();
  await expect(changes.getByRole('alert')).toBeVisible();
  await changes.locator('[data-ai-accept-all]').click();
  await expect(content.locator('p')).toHaveText(['Mobile clinics cut travel costs by 40% for 2,000 families in 12 villages.']);
  await expect(field.locator('[data-ai-unsupported-numbers]')).toHaveCount(0);

  // A continuation still waits in the preview, its invented figures marked there.
  await content.press('ControlOrMeta+a');
  await content.pressSequentially('NUMBERS: clinics for 12 villages');
  await chooseAction(page, field, 'continue');
  const preview = field.locator('[data-ai-preview="preview"]');
  await expect(preview.getByRole('alert')).toHaveText('Check these numbers — they are not in your text: 40%, 2,000');
  await expect(preview.locator('[data-ai-unsupported-number]')).toHaveText(['40%', '2,000']);
});

test('a stale CSRF token (the founder logged in again in another tab) is refreshed and the request goes through', async ({ page }) => {
  const { founder, field, content } = await openBriefEditor(page);
  await type(content, 'Mobile clinics for villages');
  await logInAgainElsewhere(page, founder);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/ai/stream')) statuses.push(response.status());
  });
  await chooseAction(page, field, 'improve');
  await expect(content.locator('[data-ai-change="insert"]')).toHaveText(['Improved: ']);
  expect(statuses).toEqual([419, 200]);
});

/** Logs out and in again through the browser context's cookies (as another tab would): the page's CSRF token goes stale. */
async function logInAgainElsewhere(page: Page, founder: Founder) {
  const otherTab = new BrowserApi(page);
  await otherTab.post('/api/auth/logout', { json: {} });
  await otherTab.post('/api/auth/login', { json: { email: founder.email, password: founder.password } });
}

// A second app with AI_PROVIDER unset, started by this file's worker for these tests only.
const aiOff = test.extend<object, { aiOffBaseUrl: string }>({
  aiOffBaseUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const server = await startAiOffServer();
      await use(server.baseUrl);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ aiOffBaseUrl }, use) => use(aiOffBaseUrl),
});

test.describe('with the assistant off (AI_PROVIDER unset)', () => {
  aiOff('no editor offers AI help, and nothing raises an error toast', async ({ page }) => {
    const { modal, field, content } = await openBriefEditor(page);
    // The page knows before any request: the server's meta tag reports AI_PROVIDER unset.
    await expect(page.locator('meta[name="ai-assistant"]')).toHaveAttribute('content', 'off');
    await expect(field.locator('[data-editor-command="bold"]')).toBeVisible();
    await expect(field.locator('[data-ai-menu]')).toHaveCount(0);

    // Ctrl/Cmd+J, the menu's shortcut, does nothing and sends nothing.
    let aiRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ai/')) aiRequests += 1;
    });
    await type(content, 'Mobile clinics');
    await content.press('ControlOrMeta+j');
    await expect(content).toBeFocused();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(content).toHaveAttribute('contenteditable', 'true');
    await expect(content.locator('p')).toHaveText(['Mobile clinics']);

    // Every editor of the page, on every tab, is the same: no AI button, no admin jargon, no toast.
    await modal.getByRole('tab', { name: 'Vision & Mission' }).click();
    const vision = modal.locator('[data-editor-field="vision"]');
    await expect(vision.locator('[data-editor-command="bold"]')).toBeVisible();
    await expect(modal.locator('[data-ai-menu]')).toHaveCount(0);
    await expect(page.getByText('AI assistant is not configured')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(aiRequests).toBe(0);
  });
});

test('Ask AI… sends the founder’s instruction with a tone, remembers it, and asks for one when there is none', async ({ page }) => {
  const { field, content } = await openBriefEditor(page);
  await type(content, 'Clinics on wheels for villages.');
  await chooseAction(page, field, 'custom');
  const panel = field.locator('[data-ai-ask]');
  const instruction = panel.locator('[data-ai-instruction]');
  await expect(instruction).toBeFocused();

  // Nothing to ask: said beside the field, no request.
  await panel.locator('[data-ai-ask-submit]').click();
  await expect(panel.locator('[data-field-error]')).toHaveText('Write an instruction, or choose a tone or a length.');
  await expect(instruction).toHaveAttribute('aria-invalid', 'true');

  await instruction.fill('mention the pilot with three hospitals');
  await panel.locator('[data-ai-choice="tone.formal"]').click();
  await expect(panel.locator('[data-ai-choice="tone.formal"]')).toHaveAttribute('aria-pressed', 'true');
  const sent = nextAiRequest(page);
  await instruction.press('Enter');
  expect(await sent).toMatchObject({
    action: 'custom',
    instruction: 'mention the pilot with three hospitals',
    tone: 'formal',
    length: null,
    prompt: 'Clinics on wheels for villages.',
  });
  await expect(content.locator('[data-ai-change="insert"]')).toHaveText(['Improved: ']);
  await expect(panel).toHaveCount(0);
  await field.getByRole('button', { name: 'Accept all' }).click();
  await expect(content.locator('p')).toHaveText(['Improved: Clinics on wheels']);

  // The instruction comes back as a chip; Esc closes the panel and gives the caret back to the text.
  await chooseAction(page, field, 'custom');
  await expect(panel.locator('[data-ai-recent]')).toHaveText(['mention the pilot with three hospitals']);
  await panel.locator('[data-ai-recent]').click();
  await expect(instruction).toHaveValue('mention the pilot with three hospitals');
  await instruction.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(content).toBeFocused();
  await expect(page.locator('[role="dialog"]')).toHaveCount(1);
});

test('Ask AI… speaks Arabic, and a length alone asks for the same text, longer', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'fd_locale', value: 'ar', url: baseURL! }]);
  const { field, content } = await openBriefEditor(page);
  await type(content, 'عيادات متنقلة للقرى.');
  await chooseAction(page, field, 'custom');
  const panel = field.locator('[data-ai-ask]');
  await expect(panel.getByText(arModals.ai.ask.label)).toBeVisible();
  await expect(panel.locator('[data-ai-choice="length.longer"]')).toHaveText(arModals.ai.lengths.longer);
  await panel.locator('[data-ai-choice="length.longer"]').click();
  const sent = nextAiRequest(page);
  await panel.locator('[data-ai-ask-submit]').click();
  expect(await sent).toMatchObject({ action: 'improve', length: 'longer', tone: null });
  await expect(content.locator('[data-ai-change="insert"]')).toHaveText(['Improved: ']);
  await expect(field.locator('[data-ai-changes]')).toContainText(arModals.ai.changes.acceptAll);
});
