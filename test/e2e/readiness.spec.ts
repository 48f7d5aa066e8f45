import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { registerArabicFounder } from './arabic-founder';
import { expectNoSeriousViolations } from './axe';
import { applyTheme, expectModalLoaded, openModal, pdfDeck, registerByApi, type BrowserApi, type Theme } from './helpers';
import { sidewaysScrollers } from './screens';

/** The overview's readiness panel, once its data and its code have arrived (both load beside the first page). */
async function readinessPanel(page: Page): Promise<Locator> {
  const panel = page.locator('[data-readiness]');
  await expect(panel.locator('[data-readiness-summary]')).toBeVisible({ timeout: 15_000 });
  return panel;
}
const card = (page: Page, id: string) => page.locator(`section#${id}`);

/** The part of an application that is quick to fill: the one-liner and the startup's stage, sector and headquarters. */
async function fillQuickFields(api: BrowserApi) {
  await api.post('/dashboard/startup-brief', {
    json: { one_liner: 'Clinics book specialists by video.', description: '<p>Video consultations for rural clinics.</p>' },
  });
  await api.post('/startup/update-details', {
    json: { name: 'Sahel Health', business_stage: 'mvp', sector: 'healthtech', headquarters: 'Amman' },
  });
}

/** Every field a program application needs. */
async function fillApplication(api: BrowserApi) {
  await fillQuickFields(api);
  await api.post('/dashboard/startup-brief', {
    json: {
      one_liner: 'Clinics book specialists by video.',
      description: '<p>Video consultations for rural clinics.</p>',
      problem: '<p>Specialists are far.</p>',
      solution: '<p>Video visits.</p>',
    },
  });
  await api.post('/api/pitch-deck', { multipart: { deck_file: pdfDeck(), file_name: 'Seed deck' } });
}

test('a ready profile reads as one sentence: ready to apply, and how complete the profile is', async ({ page }) => {
  const api = await registerByApi(page);
  await fillApplication(api);
  await page.goto('/dashboard');
  const panel = await readinessPanel(page);
  await expect(panel.locator('[data-readiness-summary]')).toHaveText(/^Ready to apply · profile \d+% complete$/);
});

test('the next step opens the brief at the Problem & Solution tab with the problem editor focused, and a checklist entry opens its own modal', async ({
  page,
}) => {
  const api = await registerByApi(page);
  await fillQuickFields(api);
  await page.goto('/dashboard');
  const panel = await readinessPanel(page);
  await expect(panel.locator('[data-readiness-summary]')).toHaveText(/^3 steps left before you can apply · profile \d+% complete$/);

  await panel.getByRole('button', { name: 'Describe the problem you solve' }).first().click();
  const modal = page.locator('[role="dialog"][data-modal="startup-brief-modal"]');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('tab', { name: 'Problem & Solution' })).toHaveAttribute('aria-selected', 'true');
  const problem = modal.locator('[data-editor-field="problem"] [contenteditable="true"]');
  await expect(problem).toBeFocused();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  await panel.locator('[data-readiness-item="deck_file"]').click();
  const deckModal = page.locator('[role="dialog"][data-modal="pitch-deck-modal"]');
  await expect(deckModal).toBeVisible();
  await expect(deckModal.locator('input[name="deck_file"]')).toBeFocused();
});

/**
 * How two colours of an element's page contrast (WCAG's ratio), as painted: a canvas turns any CSS colour (Tailwind's
 * oklch too) into sRGB, and the background is the nearest opaque one up from `surface`.
 */
function paintedContrast([element, surface]: Element[]): number {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgb = (color: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  };
  let background = surface!;
  while (rgb(getComputedStyle(background).backgroundColor)[3] !== 255 && background.parentElement) background = background.parentElement;
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color)
      .map((channel) => channel / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(getComputedStyle(element!).color), luminance(getComputedStyle(background).backgroundColor)].sort(
    (a, b) => b - a,
  );
  return (light! + 0.05) / (dark! + 0.05);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`checklist rows read as buttons in ${theme} mode: a chevron at rest, a background and the brand colour on hover and keyboard focus`, async ({
    page,
  }) => {
    await applyTheme(page, theme);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await registerByApi(page);
    await page.goto('/dashboard');
    const panel = await readinessPanel(page);
    const rows = panel.locator('[data-readiness-item]');
    await expect(rows).toHaveCount(8);
    const row = rows.first();
    const label = row.locator('span').first();

    // At rest: each row ends in a chevron, as readable against the card as a control's edge must be (WCAG 1.4.11, 3:1).
    await expect(rows.locator('[data-readiness-chevron]')).toHaveCount(8);
    for (const chevron of await rows.locator('[data-readiness-chevron]').all()) await expect(chevron).toBeVisible();
    const chevron = row.locator('[data-readiness-chevron]');
    const restContrast = await page.evaluate(paintedContrast, [await chevron.elementHandle(), await panel.elementHandle()]);
    expect(restContrast, 'the chevron against the card').toBeGreaterThanOrEqual(3);

    const look = () =>
      row.evaluate((button) => ({
        background: getComputedStyle(button).backgroundColor,
        label: getComputedStyle(button.querySelector('span')!).color,
      }));
    const resting = await look();
    await row.hover();
    await expect.poll(look).not.toEqual(resting);
    const hovered = await look();
    expect(hovered.background, 'a hovered row has a background of its own').not.toBe(resting.background);
    expect(hovered.label, 'a hovered row’s label takes the link colour').not.toBe(resting.label);
    await expect(label).toHaveCSS('text-decoration-line', 'underline');

    // Keyboard focus: the same background and colour, and the focus ring.
    await page.mouse.move(0, 0);
    await expect.poll(look).toEqual(resting);
    await rows.nth(1).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(row).toBeFocused();
    await expect.poll(look).toEqual({ background: hovered.background, label: hovered.label });
    await expect(row).toHaveCSS('outline-style', 'solid');
  });
}

test('the meter and the checklist follow a save: the one-liner written through the next step counts at once', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/dashboard');
  const panel = await readinessPanel(page);
  const summary = panel.locator('[data-readiness-summary]');
  await expect(summary).toHaveText('8 steps left before you can apply · profile 0% complete');
  await expect(panel.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  await expect(panel.getByRole('heading', { name: '8 steps left before you can apply' })).toBeVisible();

  await panel.locator('[data-readiness-next="one_liner"]').click();
  const modal = page.locator('[role="dialog"][data-modal="startup-brief-modal"]');
  const oneLiner = modal.locator('textarea[name="one_liner"]');
  await expect(oneLiner).toBeFocused();
  await page.keyboard.type('Clinics book specialists by video.');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();

  await expect(summary).toHaveText(/^7 steps left before you can apply · profile [1-9]\d?% complete$/);
  await expect(panel.getByRole('meter')).toHaveAttribute('aria-valuenow', '1');
  await expect(panel.getByRole('heading', { name: '7 steps left before you can apply' })).toBeVisible();
  await expect(panel.locator('[data-readiness-item="one_liner"]')).toHaveCount(0);
  await expect(panel.locator('[data-readiness-next]')).toHaveAttribute('data-readiness-next', 'business_stage');
});

test('an empty card offers one "Add" button; once something is saved it reads "Edit"', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/startup');
  const fundraising = card(page, 'fundraising');
  await expect(fundraising.getByRole('button', { name: 'Add: Fundraising' })).toBeVisible();
  await expect(fundraising.locator('[data-modal-target]')).toHaveCount(1);
  const modal = await openModal(page, 'fundraising-modal');
  await expectModalLoaded(modal);
  await modal.locator('select[name="current_stage"]').selectOption('seed');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(fundraising.getByRole('button', { name: 'Edit: Fundraising' })).toBeVisible();
});

/** Types into an amount field key by key, as a founder does. */
async function typeAmount(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text);
}

test('amounts group as they are typed, save the same bare value as before, and read compact on the card with the exact figure on focus', async ({
  page,
}) => {
  await registerByApi(page);
  await page.goto('/startup');
  const modal = await openModal(page, 'fundraising-modal');
  await expectModalLoaded(modal);
  const required = modal.locator('input[name="required_amount"]');
  await expect(modal.locator('[data-currency-symbol]').first()).toHaveText('$');
  await expect(required).toHaveAttribute('dir', 'ltr');

  await typeAmount(required, '1000000');
  await expect(required).toHaveValue('1,000,000');
  // The caret stays after the digit just typed while the commas move: three steps left is before the last group.
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('5');
  await expect(required).toHaveValue('10,005,000');
  await page.keyboard.type('1');
  await expect(required).toHaveValue('100,051,000');
  await required.fill('');
  await typeAmount(required, '750000');
  await expect(required).toHaveValue('750,000');

  // Pasted amounts, with or without separators.
  await modal.locator('input[name="min_ticket_size"]').fill('25,000');
  await expect(modal.locator('input[name="min_ticket_size"]')).toHaveValue('25,000');
  await modal.locator('input[name="max_ticket_size"]').fill('150000');
  await expect(modal.locator('input[name="max_ticket_size"]')).toHaveValue('150,000');
  await modal.locator('select[name="current_stage"]').selectOption('seed');

  const saveRequest = page.waitForRequest((request) => request.url().endsWith('/dashboard/fundraising') && request.method() === 'POST');
  await modal.getByRole('button', { name: 'Save' }).click();
  const sent = (await saveRequest).postDataJSON();
  expect(sent).toMatchObject({ required_amount: '750000', min_ticket_size: '25000', max_ticket_size: '150000', currency: 'USD' });
  await expect(modal).toBeHidden();

  const stored = await (await page.request.get('/api/startup/fundraising')).json();
  expect(stored.data).toMatchObject({ required_amount: '750000', min_ticket_size: '25000', max_ticket_size: '150000' });

  const fundraising = card(page, 'fundraising');
  // innerText: what is on screen, without the exact figures waiting in their tooltips.
  await expect(fundraising.locator('[data-summary-fundraising]')).toHaveText('Raising $750K · Seed · tickets $25K–$150K', {
    useInnerText: true,
  });
  const amount = fundraising.locator('[data-summary-required-amount]');
  const exact = fundraising.getByRole('tooltip', { includeHidden: true }).filter({ hasText: '$750,000.00' });
  await expect(exact).toBeHidden();
  // The closed dialog gives focus back to its opener (a frame later on a busy machine): only then is the amount focused.
  await expect(page.locator('[data-modal-target="fundraising-modal"]:focus')).toHaveCount(1);
  await amount.focus();
  await expect(exact).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('fundraising-card-exact-amount.png') });
  await expect(amount).toHaveAccessibleDescription('$750,000.00');
});

test('a refused save (422) keeps the grouped amounts as typed and shows the error under the field', async ({ page }) => {
  await registerByApi(page);
  await page.goto('/startup');
  await page.route('**/dashboard/fundraising', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'The given data was invalid.',
        errors: { required_amount: ['Amount is too large.'] },
      }),
    }),
  );
  const modal = await openModal(page, 'fundraising-modal');
  await expectModalLoaded(modal);
  const required = modal.locator('input[name="required_amount"]');
  await typeAmount(required, '750000');
  await modal.locator('input[name="min_ticket_size"]').fill('25,000');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Amount is too large.')).toBeVisible();
  await expect(required).toHaveValue('750,000');
  await expect(required).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.locator('input[name="min_ticket_size"]')).toHaveValue('25,000');
});

test('each brief field says what programs look for, shows an example on request and counts words live, amber past the guide', async ({
  page,
}) => {
  await registerByApi(page);
  await page.goto('/startup');
  const modal = await openModal(page, 'startup-brief-modal');
  await expectModalLoaded(modal);
  const oneLiner = modal.locator('[data-brief-guide="one_liner"]');
  await expect(oneLiner).toContainText('Programs read it first.');
  await expect(modal.locator('label', { hasText: 'One-liner' }).locator('[data-needed-to-apply]')).toHaveText('Needed to apply');

  const guide = modal.locator('[data-brief-guide="description"]');
  const count = guide.locator('[data-word-count]');
  await expect(count).toHaveText('0 words · aim for 80–150');
  const example = guide.getByText(/^Qamar Labs lets clinics/);
  await expect(example).toBeHidden();
  await guide.getByText('See an example').click();
  await expect(example).toBeVisible();

  await modal.locator('[data-editor-field="description"] [contenteditable="true"]').click();
  await page.keyboard.type('Clinics book specialists by video.');
  await expect(count).toHaveText('5 words · aim for 80–150');
  await expect(count).not.toHaveAttribute('data-over-guide');
  await page.keyboard.insertText(' word'.repeat(150));
  await expect(count).toHaveText('155 words · aim for 80–150');
  await expect(count).toHaveAttribute('data-over-guide', 'true');
  // A guide, not a limit: the long description saves.
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Startup brief saved successfully!')).toBeVisible();
});

test('in Arabic: the meter, the checklist and the compact amounts read as an Arabic product says them', async ({ page, baseURL }) => {
  const api = await registerArabicFounder(page, baseURL!);
  await api.post('/dashboard/fundraising', {
    json: { required_amount: '750000', currency: 'USD', current_stage: 'seed', min_ticket_size: '25000', max_ticket_size: '150000' },
  });
  await page.goto('/dashboard');
  const panel = await readinessPanel(page);
  await expect(panel.locator('[data-readiness-summary]')).toHaveText('تبقّت 8 خطوات قبل التقديم · اكتمل 11٪ من الملف');
  await expect(panel.getByRole('heading', { name: 'تبقّت 8 خطوات قبل التقديم' })).toBeVisible();
  await expect(panel.locator('[data-readiness-next="one_liner"]')).toHaveText('كتابة الوصف بسطر واحد');
  const headline = card(page, 'fundraising').locator('[data-summary-fundraising]');
  await expect(headline).toContainText('نجمع 750 ألف دولار أمريكي');
  await expect(headline).toContainText('حجم الاستثمار 25–150 ألف دولار أمريكي');
});

/** The checks every screen passes, and its picture for a person to judge (in the test's output folder). */
async function checkScreen(page: Page, name: string, testInfo: TestInfo) {
  await expect.soft(sidewaysScrollers(page), `${name}: sideways scroll`).resolves.toEqual([]);
  await expectNoSeriousViolations(page, name);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const [device, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 360, height: 740 }],
  ] as const) {
    test(`the overview (empty, partial, ready) and the brief and fundraising modals: axe clean, no sideways scroll, ${theme}, ${device}, both languages`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(180_000);
      await applyTheme(page, theme);
      // Cards fade in as they scroll into view: axe and the screenshots see them settled.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(viewport);
      for (const language of ['en', 'ar'] as const) {
        await page.context().clearCookies();
        const api = language === 'ar' ? await registerArabicFounder(page, baseURL!) : await registerByApi(page);
        const prefix = `${language}-${theme}-${device}`;
        for (const [state, fill] of [
          ['empty', async () => undefined],
          ['partial', () => fillQuickFields(api)],
          ['ready', () => fillApplication(api)],
        ] as const) {
          await fill();
          await page.goto('/dashboard');
          await readinessPanel(page);
          await checkScreen(page, `overview-${state}-${prefix}`, testInfo);
        }
        await api.post('/dashboard/fundraising', {
          json: { required_amount: '750000', currency: 'USD', current_stage: 'seed', min_ticket_size: '25000', max_ticket_size: '150000' },
        });
        await page.goto('/startup');
        await card(page, 'fundraising').scrollIntoViewIfNeeded();
        await checkScreen(page, `startup-cards-${prefix}`, testInfo);
        for (const modalName of ['startup-brief-modal', 'fundraising-modal']) {
          const modal = await openModal(page, modalName);
          await expectModalLoaded(modal);
          await checkScreen(page, `${modalName}-${prefix}`, testInfo);
          await page.keyboard.press('Escape');
          await expect(modal).toBeHidden();
        }
      }
    });
  }
}
