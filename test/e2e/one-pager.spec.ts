import { expect, test, type Page } from '@playwright/test';
import { MODALS } from '../../src/shared/modals';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS } from '../../src/shared/resources';
import type { ShareLink } from '../../src/shared/share-links';
import type { SessionData } from '../../src/shared/session-answer';
import { briefKey, founderKey, USE_OF_FUNDS_KEY } from '../../src/shared/translation';
import { fillInArabic, registerArabicFounder } from './arabic-founder';
import { contrastMeasured, expectNoSeriousViolations } from './axe';
import { applyTheme, coFounderForm, expectModalLoaded, openModal, registerByApi, type BrowserApi } from './helpers';
import { saveTranslations } from './database';
import { renderablePdf, pdfPageCount } from './renderable-pdf';
import { fillWithLongContent } from './screens';
import { CANARY_FUNCTION, CANARY_HOST, corpusPayloads } from './xss-payloads';

async function createLink(api: BrowserApi, options: { include_contact?: boolean; include_deck?: boolean } = {}): Promise<string> {
  const link = await api.post<ShareLink>('/api/startup/share-links', { json: options });
  return new URL(link.url).pathname;
}

async function fillProfile(api: BrowserApi) {
  await api.post('/startup/update-details', {
    json: { name: 'Sahel Health', business_stage: 'mvp', sector: 'healthtech', headquarters: 'Amman, Jordan' },
  });
  await api.post('/dashboard/startup-brief', {
    json: {
      one_liner: 'Mobile clinics for every village, booked by text message.',
      description: '<p>We run <strong>mobile clinics</strong> that reach villages two hours from the nearest hospital.</p>',
      problem: '<p>Distance keeps 2 million people from a doctor.</p>',
      solution: '<ul><li>Vans with a nurse and a doctor</li><li>Booking by SMS</li></ul>',
    },
  });
  await api.post('/dashboard/fundraising', {
    json: {
      required_amount: 750000,
      currency: 'USD',
      current_stage: 'seed',
      min_ticket_size: 25000,
      max_ticket_size: 150000,
      use_of_funds: '<p>Four more vans.</p>',
    },
  });
  await api.post('/dashboard/founders', { multipart: coFounderForm() });
}

/** fillProfile's texts in Arabic, as its team would write them; the solution is left untranslated. */
async function translateToArabic(api: BrowserApi) {
  const { user } = await api.get<SessionData>('/api/auth/session');
  const founders = await api.get<{ id: string; title: string }[]>('/api/startup/founders');
  const coFounder = founders.find((founder) => founder.title === 'CTO')!;
  await saveTranslations(user!.startup_id!, [
    { locale: 'ar', key: briefKey('one_liner'), value: 'عيادات متنقلة تصل إلى كل قرية، والحجز برسالة نصية.' },
    {
      locale: 'ar',
      key: briefKey('description'),
      value: '<p>نشغّل <strong>عيادات متنقلة</strong> تصل إلى قرى تبعد ساعتين عن أقرب مستشفى.</p>',
    },
    { locale: 'ar', key: briefKey('problem'), value: '<p>تحرم المسافة مليونَي شخص من زيارة الطبيب.</p>' },
    { locale: 'ar', key: USE_OF_FUNDS_KEY, value: '<p>أربع عيادات متنقلة أخرى.</p>' },
    { locale: 'ar', key: founderKey(coFounder.id, 'title'), value: 'المدير التقني' },
  ]);
}

/** The one-pager's deck viewer has drawn `page` into its canvas, and the canvas is not blank. */
async function expectDeckPageDrawn(page: Page, selector: string, number: number) {
  const viewer = page.locator(selector);
  await expect(viewer).toHaveAttribute('data-deck-page-shown', String(number));
  const isPainted = await viewer.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixel = canvas.getContext('2d')!.getImageData(Math.floor(canvas.width / 4), Math.floor(canvas.height / 4), 1, 1).data;
    return pixel[2]! > 150 && pixel[0]! < 120;
  });
  expect(isPainted, 'page 1 is drawn in the deck colour').toBe(true);
}

test.describe('the one-pager', () => {
  test('reads without serious accessibility issues in English and Arabic, light and dark', async ({ page, baseURL }) => {
    const api = await registerArabicFounder(page, baseURL!);
    await fillInArabic(api);
    const path = await createLink(api, { include_contact: true });
    for (const [lang, scheme] of [
      ['ar', 'light'],
      ['en', 'dark'],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1')).toBeVisible();
      await expectNoSeriousViolations(page, `one-pager ${lang} ${scheme}`);
    }
    // The dead-link page too, in the visitor's language.
    await page.goto('/p/not-a-link?lang=ar');
    await expect(page.locator('h1')).toHaveText('هذا الرابط لا يفتح أي صفحة');
    await expectNoSeriousViolations(page, 'one-pager not found ar');
  });

  test('the fundraising section reads with enough contrast in English and Arabic, light and dark', async ({ page }) => {
    test.setTimeout(90_000); // four axe runs, seconds each on a busy machine
    // A profile written in English: axe measures contrast only on a page whose first texts are not Arabic (see contrastMeasured).
    const api = await registerByApi(page);
    await fillProfile(api);
    const path = await createLink(api);
    for (const [lang, heading, round] of [
      ['en', 'Fundraising', 'Seed'],
      ['ar', 'جمع التمويل', 'البذرة'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('region', { name: heading })).toContainText(round);
        const results = await expectNoSeriousViolations(page, `one-pager fundraising ${lang} ${scheme}`);
        expect(contrastMeasured(results, '#ask-title'), `axe measured the fundraising heading (${lang} ${scheme})`).toBe(true);
      }
    }
  });

  test('renders the stored-XSS corpus from the brief inert', async ({ page }) => {
    const api = await registerByApi(page);
    const executions: string[] = [];
    await page.exposeBinding(CANARY_FUNCTION, (_source, ...args: unknown[]) => void executions.push(args.join(' ') || CANARY_FUNCTION));
    await page.addInitScript((canary) => {
      const report = (window as unknown as Record<string, (...args: unknown[]) => void>)[canary]!;
      for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
        Object.defineProperty(window, name, { value: () => report(`window.${name}`) });
    }, CANARY_FUNCTION);
    page.on('dialog', (dialog) => {
      executions.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.context().route(
      (url) => url.hostname.endsWith(CANARY_HOST),
      (route) => {
        executions.push(`request ${route.request().url()}`);
        return route.abort();
      },
    );
    const payloads = corpusPayloads();
    const half = Math.ceil(payloads.length / 2);
    await api.post('/dashboard/startup-brief', {
      json: {
        one_liner: payloads[0]!.slice(0, 160),
        description: `${payloads.slice(0, half).join('')}<p>[end-of-description]</p>`,
        vision: `${payloads.slice(half).join('')}<p>[end-of-vision]</p>`,
      },
    });
    await api.post('/startup/update-details', { json: { name: payloads[1]!.slice(0, 100), headquarters: payloads[2]!.slice(0, 200) } });
    await page.goto(await createLink(api));
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const injected = await page.evaluate(() =>
      [...document.querySelectorAll('main *')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*(javascript|data|vbscript):/i.test(attribute.value))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
    );
    expect(injected).toEqual([]);
    expect(
      await page
        .locator(
          'main script, main iframe:not([src^="https://www.youtube-nocookie.com"]), main object, main embed, main img:not([src^="data:image/webp"])',
        )
        .count(),
    ).toBe(0);
    expect(executions).toEqual([]);
  });

  test('prints to exactly one A4 page, even with the longest content', async ({ page }) => {
    const api = await registerByApi(page);
    await fillWithLongContent(api);
    // Every section of the brief long, as a founder who pasted a business plan in.
    const essay = `<p>${'Our clinics reach villages two hours from the nearest hospital, and every visit is booked by text message. '.repeat(30)}</p>`;
    await api.post('/dashboard/startup-brief', {
      json: {
        one_liner: 'Mobile clinics for every village, booked by a single text message.',
        ...Object.fromEntries(STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => [field, essay])),
      },
    });
    await page.goto(await createLink(api, { include_contact: true }));
    await expect(page.locator('h1')).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.media')).toBeHidden();
    // The paper leads back to the live page: its address and a QR code, clear of the heading.
    const printed = page.locator('.print-link');
    await expect(printed).toBeVisible();
    await expect(printed).toContainText(new URL(page.url()).pathname);
    const qr = (await printed.locator('svg').boundingBox())!;
    const heading = (await page.locator('h1').boundingBox())!;
    expect(qr.width).toBeGreaterThan(60);
    expect(heading.x + heading.width).toBeLessThanOrEqual(qr.x);
    await page.screenshot({ path: test.info().outputPath('printed-one-pager.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await expect(printed).toBeHidden();
  });

  test('reads an English profile in Arabic: each text in its own language and direction, on one printed A4 page', async ({ page }) => {
    const api = await registerByApi(page);
    await fillProfile(api);
    await translateToArabic(api);
    const path = await createLink(api, { include_contact: true });
    await page.goto(`${path}?lang=ar`);
    const direction = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).direction);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const lede = page.locator('.lede');
    await expect(lede).toHaveText('عيادات متنقلة تصل إلى كل قرية، والحجز برسالة نصية.');
    await expect(lede).toHaveAttribute('lang', 'ar');
    expect(await direction('.lede')).toBe('rtl');
    // The solution has no Arabic yet: its English reads left to right under the Arabic heading.
    const solution = page.getByRole('region', { name: 'الحل' }).locator('.rich');
    await expect(solution).toContainText('Vans with a nurse and a doctor');
    await expect(solution).toHaveAttribute('lang', 'en');
    expect(await direction('#section-solution + .rich')).toBe('ltr');
    await expect(page.locator('.person-title', { hasText: 'المدير التقني' })).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousViolations(page, 'one-pager in Arabic from an English profile');

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `no sideways scroll at ${width}`).toBe(true);
        await page.screenshot({ path: `/work/shots/onepager-ar-${scheme}-${width}.png`, fullPage: true });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: '/work/shots/onepager-ar-print.png', fullPage: true });
  });

  test('shows page 1 of the primary PDF deck, pages through it, and offers the download', async ({ page }) => {
    const api = await registerByApi(page);
    await fillProfile(api);
    await api.post('/api/pitch-deck', {
      multipart: { deck_file: renderablePdf(['Sahel Health', 'The problem', 'The ask'], 'sahel.pdf'), file_name: 'Sahel seed deck' },
    });
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (/pdf-pages|pdf\.worker/.test(request.url())) pdfRequests.push(request.url());
    });

    await page.goto(await createLink(api, { include_deck: false }));
    await expect(page.locator('h1')).toHaveText('Sahel Health');
    expect(pdfRequests, 'pdf.js loads only where a deck is shown').toEqual([]);

    await page.goto(await createLink(api, { include_deck: true }));
    await expectDeckPageDrawn(page, '[data-deck-viewer]', 1);
    expect(pdfRequests.length).toBeGreaterThan(0);
    await expect(page.locator('[data-deck-page]')).toHaveText('Page 1 of 3');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.locator('[data-deck-page]')).toHaveText('Page 2 of 3');
    await expect(page.locator('[data-deck-viewer]')).toHaveAttribute('data-deck-page-shown', '2');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Download the deck/ }).click();
    expect((await download).suggestedFilename()).toBe('Sahel seed deck.pdf');
  });
});

/** The pixels of the deck page drawn in `selector`'s canvas, as a PNG data URL. */
function deckPixels(page: Page, selector: string): Promise<string> {
  return page.locator(`${selector} canvas`).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
}

test('a deck reads the same in the Arabic interface: its canvas is drawn left to right, in the app and on the one-pager', async ({
  page,
}) => {
  const api = await registerByApi(page);
  // Latin words are garbled by a right-to-left canvas too ("Zaytoun" drawn as "Zay bun").
  await api.post('/api/pitch-deck', {
    multipart: { deck_file: renderablePdf(['Zaytoun Foods: olive oil, traced'], 'z.pdf'), file_name: 'Zaytoun' },
  });
  const path = await createLink(api, { include_deck: true });
  const drawn: Record<string, string> = {};
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${path}?lang=${lang}`);
    await expectDeckPageDrawn(page, '[data-deck-viewer]', 1);
    drawn[`one-pager ${lang}`] = await deckPixels(page, '[data-deck-viewer]');

    await api.post('/api/account/locale', { json: { locale: lang } });
    await page.goto('/dashboard');
    const modal = await openModal(page, MODALS.pitchDeck);
    await expectModalLoaded(modal);
    await modal.locator('[data-deck-id] button[aria-label*="Zaytoun"]').first().click();
    await expectDeckPageDrawn(page, '[data-deck-preview]', 1);
    drawn[`app ${lang}`] = await deckPixels(page, '[data-deck-preview]');
  }
  expect(drawn['one-pager ar'] === drawn['one-pager en'], 'the one-pager draws the Arabic page pixel for pixel as the English one').toBe(
    true,
  );
  expect(drawn['app ar'] === drawn['app en'], 'the app draws the Arabic preview pixel for pixel as the English one').toBe(true);
});

test.describe('in the app', () => {
  test('the pitch deck modal previews page 1 of a PDF and marks the primary deck', async ({ page }) => {
    const api = await registerByApi(page);
    await api.post('/api/pitch-deck', {
      multipart: { deck_file: renderablePdf(['Page one', 'Page two'], 'first.pdf'), file_name: 'First deck' },
    });
    await api.post('/api/pitch-deck', { multipart: { deck_file: renderablePdf(['Newer'], 'second.pdf'), file_name: 'Second deck' } });
    await page.goto('/dashboard');
    // The card shows the deck the one-pager shows, not the newest upload.
    const card = page.locator('[data-summary="pitch-deck"]');
    await expect(card).toContainText('Primary deck');
    await expect(card).toContainText('First deck');
    const modal = await openModal(page, MODALS.pitchDeck);
    await expectModalLoaded(modal);

    const first = modal.locator('[data-deck-id]', { hasText: 'First deck' });
    await expect(first.locator('[data-primary-deck]')).toHaveText('Primary');
    await first.getByRole('button', { name: 'Preview First deck' }).click();
    await expectDeckPageDrawn(page, '[data-deck-preview]', 1);
    await expect(modal.locator('[data-deck-page]')).toHaveText('Page 1 of 2');

    const second = modal.locator('[data-deck-id]', { hasText: 'Second deck' });
    await second.getByRole('button', { name: 'Make Second deck the primary deck' }).click();
    await expect(second.locator('[data-primary-deck]')).toBeVisible();
    await expect(first.locator('[data-primary-deck]')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'pitch deck modal with preview');
    await page.goto('/dashboard');
    await expect(card).toContainText('Second deck');
  });

  test('creates a share link in the Share modal, shows it, and revokes it after confirming', async ({ page }) => {
    await registerByApi(page);
    await page.goto('/dashboard');
    const modal = await openModal(page, MODALS.shareLinks);
    await expectModalLoaded(modal);
    await expect(modal.locator('[data-empty]')).toBeVisible();

    await modal.getByLabel('Include the founders’ contact details').check();
    await modal.getByRole('button', { name: 'Create link' }).click();
    const row = modal.locator('[data-share-link-id]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Contact details');
    await expect(row).toContainText('Not opened yet');
    const url = await row.locator('input').inputValue();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{32}$/);
    await expectNoSeriousViolations(page, 'share modal with a link');

    const visitor = await page.context().browser()!.newPage();
    expect((await visitor.goto(url))?.status()).toBe(200);
    await visitor.close();

    await row.getByRole('button', { name: /Revoke the link created/ }).click();
    await page.locator('[data-confirm-dialog]').getByRole('button', { name: 'Revoke' }).click();
    await expect(modal.locator('[data-empty]')).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test("creates a link whose page opens in Arabic, chosen by keyboard, and shows it in the link's row", async ({ page }) => {
    const api = await registerByApi(page);
    await fillProfile(api);
    await translateToArabic(api);
    await page.goto('/dashboard');
    const modal = await openModal(page, MODALS.shareLinks);
    await expectModalLoaded(modal);
    const languages = modal.getByRole('group', { name: 'Page language' });
    await expect(languages.getByRole('radio', { name: 'Automatic' })).toBeChecked();
    await languages.getByRole('radio', { name: 'Automatic' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(languages.getByRole('radio', { name: 'العربية' })).toBeChecked();
    await expectNoSeriousViolations(page, 'share modal with the page language');
    await modal.getByRole('button', { name: 'Create link' }).click();

    const row = modal.locator('[data-share-link-id]');
    await expect(row.locator('[data-share-link-locale="ar"]')).toHaveText('Arabic page');
    await page.setViewportSize({ width: 360, height: 740 });
    for (const theme of ['light', 'dark'] as const) {
      await applyTheme(page, theme);
      await page.reload();
      const sheet = await openModal(page, MODALS.shareLinks);
      await expectModalLoaded(sheet);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await sheet.getByRole('group', { name: 'Page language' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/share-link-language-${theme}-360.png` });
      await sheet.locator('[data-share-link-locale]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/share-link-row-${theme}-360.png` });
    }
    // In the Arabic interface (dark, as last applied).
    await api.post('/api/account/locale', { json: { locale: 'ar' } });
    await page.reload();
    const arabicSheet = await openModal(page, MODALS.shareLinks);
    await expectModalLoaded(arabicSheet);
    await expect(arabicSheet.locator('[data-share-link-locale="ar"]')).toHaveText('صفحة بالعربية');
    await arabicSheet.getByRole('group', { name: 'لغة الصفحة' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/shots/share-link-language-ar-dark-360.png' });
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(await row.locator('input').inputValue());
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(visitor.locator('.lede')).toHaveText('عيادات متنقلة تصل إلى كل قرية، والحجز برسالة نصية.');
    await visitor.close();
  });

  test('names a link, keeps the focus in the dialog on the new link, and keeps what was typed when the name is refused', async ({
    page,
  }) => {
    await registerByApi(page);
    await page.goto('/dashboard');
    const modal = await openModal(page, MODALS.shareLinks);
    await expectModalLoaded(modal);
    const name = modal.getByLabel('Name', { exact: true });

    await name.fill('x'.repeat(81));
    await modal.getByLabel('Include the founders’ contact details').check();
    await modal.getByRole('button', { name: 'Create link' }).click();
    await expect(modal.locator('[data-field-error]')).toHaveText('Must be at most 80 characters.');
    await expect(name).toHaveValue('x'.repeat(81));
    await expect(modal.getByLabel('Include the founders’ contact details')).toBeChecked();
    await expect(modal.locator('[data-share-link-id]')).toHaveCount(0);

    await name.fill('Flat6Labs Cairo');
    await modal.getByRole('button', { name: 'Create link' }).click();
    const row = modal.locator('[data-share-link-id]');
    await expect(row.getByRole('textbox', { name: 'Flat6Labs Cairo' })).toBeFocused();
    await expect(row.getByRole('button', { name: 'Revoke the link “Flat6Labs Cairo”' })).toBeVisible();
    await expect(name).toHaveValue('');
  });

  test("sends a link through the phone's share sheet, else WhatsApp, and the overview says when it was first opened", async ({ page }) => {
    // A phone's browser: navigator.share opens its share sheet; here it records what it was given.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value(data: ShareData) {
          (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
          return Promise.resolve();
        },
      });
    });
    const api = await registerByApi(page);
    const link = await api.post<ShareLink>('/api/startup/share-links', { json: { name: 'Flat6Labs Cairo' } });
    await page.goto('/dashboard');
    const entry = page.locator('[data-share-entry]');
    await expect(entry).toBeVisible();
    await expect(entry.locator('[data-share-first-opened]')).toHaveCount(0);

    const modal = await openModal(page, MODALS.shareLinks);
    await expectModalLoaded(modal);
    await modal.getByRole('button', { name: 'Share…' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title: 'Our startup’s one-pager', url: link.url }]);

    // A desktop browser without a share sheet offers WhatsApp with the same message.
    const desktop = await page.context().newPage();
    await desktop.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
    await desktop.goto('/dashboard');
    const desktopModal = await openModal(desktop, MODALS.shareLinks);
    await expectModalLoaded(desktopModal);
    await expect(desktopModal.getByRole('button', { name: 'Share…' })).toHaveCount(0);
    const whatsapp = desktopModal.getByRole('link', { name: 'Send on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Our startup’s one-pager: ${link.url}`)}`);
    await desktop.close();

    const visitor = await page.context().browser()!.newPage();
    expect((await visitor.goto(link.url))?.status()).toBe(200);
    await visitor.close();
    await page.goto('/dashboard');
    await expect(entry.locator('[data-share-first-opened]')).toHaveText('“Flat6Labs Cairo” was opened for the first time now.');
  });
});
