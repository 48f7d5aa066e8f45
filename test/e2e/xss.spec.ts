import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { RICH_TEXT_MAX_LENGTH } from '../../src/shared/fields';
import type { Founder } from '../../src/shared/founders';
import { MODALS, type ModalName } from '../../src/shared/modals';
import { STARTUP_BRIEF_RICH_TEXT_FIELDS, type StartupBrief } from '../../src/shared/startup-brief';
import { coFounderForm, expectModalLoaded, openModal, registerByApi, waitForApp, type BrowserApi } from './helpers';
import { CANARY_FUNCTION, CANARY_HOST, xssPayloads } from './xss-payloads';

/** 500 in `npm test`; `npm run verify:xss` asks for more (scripts/verify-xss.mjs). */
const PAYLOAD_COUNT = Number(process.env.XSS_PAYLOADS ?? 500);

// This suite proves the first wall alone (sanitizer and rendering): the app's CSP, the second wall, would also block inline handlers and the canary's loads.
test.use({ bypassCSP: true });

/** Every rich-text field of the contract: the brief's seven, the biography, the use of funds and the founder brief. */
const RICH_TEXT_FIELDS = [
  ...STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => `startup brief ${field}`),
  'personal biography',
  'fundraising use_of_funds',
  'founder brief',
];
/** Plain-text fields shown on the dashboard and in modals, filled with short payloads. */
const PLAIN_TEXT_FIELDS = [
  'brief one_liner',
  'founder first_name',
  'founder last_name',
  'founder title',
  'startup name',
  'startup headquarters',
] as const;
const PLAIN_TEXT_MAX_LENGTH = 100;

// Ends whatever a payload leaves open (an attribute quote, a comment, raw text, foreign content), so the payloads of one save stay apart.
const ISOLATE = `"'>--></script></style></textarea></title></xmp></noscript></noembed></noframes></iframe></template></option></object></svg></math>`;
const marker = (index: number) => `[xss-${index}]`;

interface Entry {
  index: number;
  payload: string;
}

/** As many payloads as one rich-text field holds, each followed by the isolator and its marker. */
function takeBatch(queue: Entry[]): Entry[] {
  const batch: Entry[] = [];
  let length = 0;
  while (queue.length > 0) {
    const size = queue[0]!.payload.length + ISOLATE.length + 24;
    if (batch.length > 0 && length + size > RICH_TEXT_MAX_LENGTH - 100) break;
    batch.push(queue.shift()!);
    length += size;
  }
  return batch;
}

const batchHtml = (batch: Entry[]) => batch.map(({ index, payload }) => `${payload}${ISOLATE}<p>${marker(index)}</p>`).join('');

/** Records every sign of script running: the dialog functions and the canary function called, dialogs shown, popups, canary requests. */
async function watchExecutions(page: Page): Promise<string[]> {
  const executions: string[] = [];
  await page.exposeBinding(CANARY_FUNCTION, ({ frame }, ...args: unknown[]) => {
    executions.push(`${args.join(' ') || CANARY_FUNCTION} called in ${frame.url()}`);
  });
  await page.addInitScript((canary) => {
    const report = (window as unknown as Record<string, (...args: unknown[]) => void>)[canary]!;
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, { value: (...args: unknown[]) => report(`window.${name}(${args.join(',')})`) });
    }
  }, CANARY_FUNCTION);
  page.on('dialog', (dialog) => {
    executions.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => executions.push(`popup ${popup.url()}`));
  const isCanary = (url: URL) => url.hostname === CANARY_HOST || url.hostname.endsWith(`.${CANARY_HOST}`);
  await page.context().route(isCanary, (route) => {
    executions.push(`request ${route.request().url()}`);
    return route.abort();
  });
  return executions;
}

/** Markup that got through even if nothing ran yet: event-handler attributes, script URLs, foreign elements. */
async function findInjectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^(?:javascript|vbscript|data|livescript):/i;
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/[\s\p{Cc}]/gu, '');
        if (
          /^on/i.test(attribute.name) ||
          (/^(?:href|src|action|formaction|xlink:href|data|srcdoc|background|poster)$/i.test(attribute.name) && scriptUrl.test(value))
        ) {
          found.push(`${element.tagName.toLowerCase()}[${attribute.name}="${attribute.value.slice(0, 80)}"]`);
        }
      }
    }
    // The app's own scripts are in the head and come from its origin; it has no frames (but the video player), objects or base.
    for (const element of document.querySelectorAll(
      'body script, head script:not([src^="/"]), object, embed, frame, iframe:not([src^="https://www.youtube"]):not([src^="https://player.vimeo"]), base, meta[http-equiv]',
    )) {
      found.push(element.outerHTML.slice(0, 120));
    }
    return found;
  });
}

/** Lets anything a payload could have scheduled happen: images decode or fail, two frames pass (animation and focus events). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

interface Store {
  api: BrowserApi;
  founder: Founder;
}

/** Saves one batch into every rich-text field and the next plain payloads into the plain fields; returns the brief's stored description. */
async function storeEverywhere({ api, founder }: Store, html: string, plain: string[]): Promise<string> {
  const [oneLiner, firstName, lastName, title, name, headquarters] = plain;
  const brief = await api.post<StartupBrief>('/dashboard/startup-brief', {
    json: { one_liner: oneLiner, ...Object.fromEntries(STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => [field, html])) },
  });
  await api.post('/profile/update-personal-details', { json: { biography: html } });
  await api.post('/dashboard/fundraising', { json: { use_of_funds: html } });
  await api.post(`/dashboard/founders/${founder.id}`, {
    multipart: {
      _method: 'PUT',
      ...coFounderForm({ first_name: firstName, last_name: lastName, title, brief: html }),
      email: founder.email,
    },
  });
  await api.post('/startup/update-details', { json: { name, headquarters } });
  return brief.description;
}

/** Every screen that shows the stored fields: the dashboard's cards and each modal; returns what was injected on them. */
async function renderEverywhere(page: Page, founder: Founder, lastMarker: string): Promise<string[]> {
  const injected: string[] = [];
  const inspect = async (screen: string) => {
    await settle(page);
    injected.push(...(await findInjectedMarkup(page)).map((finding) => `${screen}: ${finding}`));
  };
  await page.goto('/dashboard');
  // Inspected once the app has taken over the server's markup (and removed the page data it read).
  await waitForApp(page);
  await expect(page.locator('main section').first()).toBeVisible();
  await expect(page.locator('main section [role="status"]')).toHaveCount(0);
  await inspect('dashboard');

  const editorModals: ModalName[] = [MODALS.startupBrief, MODALS.personalDetails, MODALS.fundraising, MODALS.startupDetails];
  for (const name of editorModals) {
    const modal = await openModal(page, name);
    await expectModalLoaded(modal);
    if (name !== MODALS.startupDetails) await expect(modal.locator('[data-editor-field] .ProseMirror').first()).toContainText(lastMarker);
    await inspect(name);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }

  const team = await openModal(page, MODALS.founders);
  await expectModalLoaded(team);
  await inspect(MODALS.founders);
  await team.locator(`[data-founder-id="${founder.id}"] [data-action="edit"]`).click();
  const form = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expectModalLoaded(form);
  await expect(form.locator('[data-editor-field="brief"] .ProseMirror')).toContainText(lastMarker);
  await inspect(MODALS.addFounder);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  return injected;
}

const SCREENS = 7;

test(`${PAYLOAD_COUNT} stored XSS payloads in every rich-text and plain-text field never run on the dashboard or in any modal`, async ({
  page,
}) => {
  test.setTimeout(60_000 + PAYLOAD_COUNT * 250);
  const started = Date.now();
  const payloads = xssPayloads(PAYLOAD_COUNT);
  const executions = await watchExecutions(page);
  const api = await registerByApi(page);
  const founder = await api.post<Founder>('/dashboard/founders', { multipart: coFounderForm() });
  const store = { api, founder };

  const queue: Entry[] = payloads.map((payload, index) => ({ index, payload }));
  const plainPayloads = payloads.filter((payload) => payload.trim() !== '' && payload.length <= PLAIN_TEXT_MAX_LENGTH);
  let plainUsed = 0;
  let saves = 0;
  const injected: string[] = [];
  const notIsolated: string[] = [];
  while (queue.length > 0) {
    const batch = takeBatch(queue);
    const plain = PLAIN_TEXT_FIELDS.map(() => plainPayloads[plainUsed++ % plainPayloads.length]!);
    const stored = await storeEverywhere(store, batchHtml(batch), plain);
    saves++;
    // A payload whose marker did not survive swallowed what followed it: the ones after it go round again.
    const lost = batch.findIndex(({ index }) => !stored.includes(marker(index)));
    if (lost >= 0 && lost < batch.length - 1) {
      notIsolated.push(batch[lost]!.payload);
      queue.unshift(...batch.slice(lost + 1));
    }
    const lastShown = batch[lost >= 0 ? lost - 1 : batch.length - 1];
    injected.push(...(await renderEverywhere(page, founder, lastShown ? marker(lastShown.index) : '')));
  }

  const summary = {
    payloads: payloads.length,
    richTextFields: RICH_TEXT_FIELDS.length,
    plainTextPayloads: Math.min(plainUsed, plainPayloads.length),
    plainTextFields: PLAIN_TEXT_FIELDS.length,
    screens: SCREENS,
    saves,
    executions: executions.length,
    injected: injected.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.log(`stored XSS: ${JSON.stringify(summary)}`);
  if (process.env.XSS_REPORT) writeFileSync(process.env.XSS_REPORT, JSON.stringify({ ...summary, notIsolated }, null, 2));
  expect(executions, 'payloads that ran').toEqual([]);
  expect(injected, 'markup that got through').toEqual([]);
});

test('the watchers see a payload that does run: dialogs, the canary function and canary requests', async ({ page }) => {
  const executions = await watchExecutions(page);
  await page.goto('/login');
  await page.evaluate(
    ({ host }) => {
      document.body.insertAdjacentHTML('beforeend', `<img src="https://${host}/probe.png"><img src=x onerror="alert(1)">`);
    },
    { host: CANARY_HOST },
  );
  await expect.poll(() => executions.length).toBe(2);
  expect(await findInjectedMarkup(page)).toEqual([expect.stringContaining('onerror')]);
  await page.evaluate(() => window.confirm('x'));
  expect(executions).toHaveLength(3);
  expect(executions).toEqual(
    expect.arrayContaining([
      expect.stringContaining('probe.png'),
      expect.stringContaining('window.alert(1)'),
      expect.stringContaining('window.confirm(x)'),
    ]),
  );
});
