import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectModalLoaded, openModal, registerByApi, type BrowserApi, type FilePayload } from './helpers';

/** Issue 16 (forms, card summaries, the pitch-deck flow): what a founder sees and presses. */

const VALIDATION_TOAST = 'Please fix the validation errors.';

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Records every toast text shown from now on, however briefly. */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const counted = new WeakSet<Element>();
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (counted.has(toast)) continue;
        counted.add(toast);
        seen.push(toast.textContent ?? '');
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}

/**
 * The layout height of the modal's panel (the dialog root itself covers the whole screen): offsetHeight, as a box
 * measured through the panel's opening slide can read a fraction of a pixel off.
 */
async function panelHeight(modal: Locator): Promise<number> {
  return modal
    .locator('header')
    .first()
    .locator('..')
    .evaluate((panel: HTMLElement) => panel.offsetHeight);
}

test.describe('forms', () => {
  test('enumeration selects share the searchable select look, read a grey placeholder and work from the keyboard', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/startup');
    // The round is a native select beside the searchable currency on the same form.
    const modal = await openModal(page, 'fundraising-modal');
    await expectModalLoaded(modal);
    const round = modal.locator('select[name="current_stage"]');
    await expect(round).toHaveValue('');
    await expect(round).toHaveCSS('appearance', 'none');
    // The same chevrons as the currency picker on the same form.
    await expect(round.locator('xpath=..').locator('svg.lucide-chevrons-up-down')).toBeVisible();

    const colors = () =>
      round.evaluate((select) => {
        const form = select.closest('form')!;
        // The currency picker always holds a value: the blank amount beside it shows the form's placeholder grey.
        const text = form.querySelector<HTMLInputElement>('input[name="currency"]')!;
        const blankField = form.querySelector<HTMLInputElement>('input[name="required_amount"]')!;
        return {
          select: getComputedStyle(select).color,
          placeholder: getComputedStyle(blankField, '::placeholder').color,
          text: getComputedStyle(text).color,
        };
      });
    const blank = await colors();
    expect(blank.select).toBe(blank.placeholder);

    await round.focus();
    await page.keyboard.press('ArrowDown');
    await expect(round).not.toHaveValue('');
    const chosen = await colors();
    expect(chosen.select).toBe(chosen.text);
  });

  test('the one-liner grows to show its whole sentence and Enter still saves', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/startup');
    const modal = await openModal(page, 'startup-brief-modal');
    await expectModalLoaded(modal);
    const oneLiner = modal.getByLabel('One-liner');
    const oneLineHeight = (await oneLiner.boundingBox())!.height;
    const sentence =
      'Mobile clinics that rural families in Jordan book by SMS, staffed by local nurses and a doctor on video, paid for by insurers per visit.';
    await oneLiner.fill(sentence);
    await expect(modal.locator('[data-one-liner-counter]')).toHaveText(`${sentence.length}/160`);
    await expect.poll(async () => (await oneLiner.boundingBox())!.height).toBeGreaterThan(oneLineHeight * 1.5);
    const fits = await oneLiner.evaluate((field) => field.scrollHeight <= field.clientHeight);
    expect(fits).toBe(true);

    await page.keyboard.press('Enter');
    await expect(page.getByText('Startup brief saved successfully!')).toBeVisible();
    await expect(page.locator('section#startupBrief [data-summary-one-liner]')).toHaveText(sentence);
  });

  for (const { path, modal: name, tabs } of [
    { path: '/profile', modal: 'program-preferences-modal', tabs: ['Program', 'Startup Locations'] },
    { path: '/startup', modal: 'startup-details-modal', tabs: ['General', 'Incorporation'] },
    { path: '/startup', modal: 'startup-brief-modal', tabs: ['Startup Summary', 'Vision & Mission', 'Unique Value', 'Highlights'] },
  ]) {
    test(`${name} keeps one height across its tabs`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await registerByApi(page);
      await openPage(page, path);
      const modal = await openModal(page, name);
      await expectModalLoaded(modal);
      const first = await panelHeight(modal);
      for (const tab of tabs.slice(1)) {
        await modal.getByRole('tab', { name: tab }).click();
        await expect(modal.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        expect(await panelHeight(modal), tab).toBe(first);
      }
    });
  }

  test('a visible inline error is not repeated by a toast; an error scrolled out of sight still gets one', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/profile');
    const toastsSeen = await recordToasts(page);
    const modal = await openModal(page, 'contact-details-modal');
    await expectModalLoaded(modal);
    const email = modal.locator('input[name="emails.0.value"]');
    await email.fill('not-an-email');
    for (const [list, add] of [
      ['phones', 'Add phone number'],
      ['whatsapps', 'Add WhatsApp number'],
    ] as const) {
      for (let added = 0; added < 2; added += 1) await modal.getByRole('button', { name: add }).click();
      for (const index of [0, 1, 2]) await modal.locator(`input[name="${list}.${index}.number"]`).fill(`79 123 45${index}${list.length}`);
    }

    // Out of sight below the fold: the toast says why Save did nothing.
    await modal.locator('input[name="website"]').scrollIntoViewIfNeeded();
    await expect(email).not.toBeInViewport();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(VALIDATION_TOAST)).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();

    // In sight: the field is focused under its own message, and no second toast comes.
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('nour@example.com');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contact details saved successfully!')).toBeVisible();
    // Toasts come in order: by the time the success shows, a second validation toast would have too.
    expect((await toastsSeen()).filter((text) => text.includes(VALIDATION_TOAST))).toHaveLength(1);
  });
});

test.describe('card summaries', () => {
  test('rich text keeps its paragraphs and list items apart, and a long list says how many more', async ({ page }) => {
    const api: BrowserApi = await registerByApi(page);
    await api.post('/dashboard/startup-brief', {
      json: {
        one_liner: 'Same-day freight for merchants',
        description: '<p>Traction:</p><ul><li><p>driver onboarding 35%</p></li><li><p>product: merchant app</p></li></ul>',
        vision: '',
        mission: '',
        problem: '',
        solution: '',
        unique_value: '',
        highlights: '',
      },
    });
    await api.post('/dashboard/program-preferences', {
      json: {
        program_type: 'acceleration',
        program_duration: '6_months',
        program_location: 'hybrid',
        program_start_date: '',
        startup_locations: ['EG', 'JO', 'MA', 'SA', 'AE'],
      },
    });

    await openPage(page, '/startup');
    const description = page.locator('section#startupBrief [data-summary-description]');
    await expect(description).toBeVisible();
    expect(await description.innerText()).toBe('Traction:\n• driver onboarding 35%\n• product: merchant app');

    await openPage(page, '/profile');
    const locations = page.locator('section#programPreferences [data-summary-locations]');
    await expect(locations).toHaveText('Egypt, Jordan +3');
    await expect(locations).toHaveAttribute('title', 'Egypt, Jordan, Morocco, Saudi Arabia, United Arab Emirates');
  });
});

function pdf(name: string, bytes: number): FilePayload {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(head + ' '.repeat(bytes - head.length - tail.length) + tail, 'latin1') };
}

test.describe('pitch deck flow', () => {
  test('an empty submit asks for the file first; choosing it clears the name error it fills; sizes read in words', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/startup');
    const toastsSeen = await recordToasts(page);
    const modal = await openModal(page, 'pitch-deck-modal');
    await expect(modal.locator('[data-empty]')).toBeVisible();
    // A mouse is offered drag and drop (a touch screen is not: below).
    await expect(modal.locator('[data-drop-zone]')).toContainText('Drag and drop your deck here, or browse', { useInnerText: true });

    // Upload is the footer's primary action, like Save in every other modal.
    const upload = modal.locator('footer').getByRole('button', { name: 'Upload' });
    await upload.click();
    await expect(modal.locator('input[name="deck_file"]')).toBeFocused();
    await expect(modal.getByText('Please choose a file to upload.')).toBeVisible();
    await expect(modal.getByText('Please enter a file name.')).toBeVisible();
    await expect.poll(toastsSeen).toEqual(['Please choose a file to upload.']);

    await modal.locator('input[name="deck_file"]').setInputFiles(pdf('seed-round.pdf', 602));
    await expect(modal.locator('input[name="file_name"]')).toHaveValue('seed-round');
    await expect(modal.getByText('Please enter a file name.')).toHaveCount(0);
    await expect(modal.getByText('Please choose a file to upload.')).toHaveCount(0);
    await expect(modal.locator('[data-drop-zone]')).toContainText('seed-round.pdf · 602 bytes');

    await upload.click();
    const row = modal.locator('[data-deck-list] li').filter({ hasText: 'seed-round' });
    await expect(row).toContainText('602 bytes');
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();

    await modal.locator('input[name="deck_file"]').setInputFiles(pdf('series-a.pdf', Math.round(1.2 * 1024 * 1024)));
    await expect(modal.locator('[data-drop-zone]')).toContainText('series-a.pdf · 1.2 MB');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('drag and drop is not offered, only the picker', async ({ page }) => {
      await registerByApi(page);
      await openPage(page, '/startup');
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const modal = await openModal(page, 'pitch-deck-modal');
      const zone = modal.locator('[data-drop-zone]');
      await expect(zone.getByText('Choose a deck file')).toBeVisible();
      await expect(zone).not.toContainText('Drag and drop', { useInnerText: true });
      await modal.locator('input[name="deck_file"]').setInputFiles(pdf('deck.pdf', 2048));
      await expect(zone).toContainText('deck.pdf · 2 kB');
    });
  });
});
