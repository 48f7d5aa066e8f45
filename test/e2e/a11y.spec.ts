import { expect, test, type Cookie, type Locator, type Page } from '@playwright/test';
import { MODALS, type ModalName } from '../../src/shared/modals';
import { expectNoSeriousViolations } from './axe';
import {
  applyTheme,
  coFounderForm,
  expectModalLoaded,
  openModal,
  pdfDeck,
  registerByApi,
  waitForApp,
  type BrowserApi,
  type Theme,
} from './helpers';

// The scroll-in reveal starts cards at opacity 0; with reduced motion they show their final colours at once, which is what axe measures.
test.use({ reducedMotion: 'reduce' });

const THEMES: Theme[] = ['light', 'dark'];

/** add-founder-modal has no opener on the dashboard: a founder reaches it from the team list, here editing the co-founder. */
async function openFounderForm(page: Page) {
  const team = await openModal(page, MODALS.founders);
  await team.getByRole('button', { name: 'Edit Omar Haddad' }).click();
  const modal = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expect(modal).toBeVisible();
  return modal;
}

/** Every modal of DESIGN §5 and the tabs it has besides the one that opens first. */
const MODAL_SCREENS: { modal: ModalName; tabs?: string[]; open?: (page: Page) => Promise<Locator> }[] = [
  { modal: MODALS.contactDetails },
  { modal: MODALS.personalDetails },
  { modal: MODALS.programPreferences, tabs: ['Startup Locations'] },
  { modal: MODALS.pitchDeck },
  { modal: MODALS.founders },
  { modal: MODALS.addFounder, tabs: ['Extra Information'], open: openFounderForm },
  { modal: MODALS.startupDetails, tabs: ['Incorporation'] },
  { modal: MODALS.startupBrief, tabs: ['Vision & Mission', 'Problem & Solution', 'Unique Value', 'Highlights'] },
  { modal: MODALS.fundraising },
  { modal: MODALS.video },
];

/** A dashboard with every section filled in, so each card shows its saved state rather than the empty one. */
async function fillDashboard(api: BrowserApi) {
  await api.post('/profile/update-contact-details', {
    json: {
      emails: [{ value: 'nour@example.com' }],
      phones: [{ number: '791234567', code: '+962', country: 'JO' }],
      whatsapps: [{ number: '791234567', code: '+962', country: 'JO' }],
      linkedin: 'https://www.linkedin.com/in/nour',
      website: 'https://sahel.example',
    },
  });
  await api.post('/profile/update-personal-details', {
    json: {
      biography: '<p>Physician turned <strong>founder</strong>.</p>',
      birth_date: '1990-04-12',
      gender: 'female',
      nationality: 'JO',
      country_of_residence: 'JO',
    },
  });
  await api.post('/dashboard/program-preferences', {
    json: {
      program_type: 'acceleration',
      program_duration: '6_months',
      program_location: 'hybrid',
      program_start_date: '2030-01-15',
      startup_locations: ['JO', 'SA'],
    },
  });
  await api.post('/startup/update-details', {
    json: {
      name: 'Sahel Health',
      business_stage: 'mvp',
      sector: 'healthtech',
      company_size: '2_5',
      financial_performance: 'under_10k',
      incorporation_type: 'llc',
      incorporation_date: '2023-03-05',
      country_of_incorporation: 'JO',
      headquarters: 'Amman, Jordan',
    },
  });
  await api.post('/dashboard/startup-brief', {
    json: {
      one_liner: 'Clinics on wheels for rural Jordan',
      description: '<p>Mobile clinics booked by SMS.</p>',
      vision: '<p>Care within an hour.</p>',
      mission: '<p>Every village.</p>',
      problem: '<p>Distance.</p>',
      solution: '<p>Vans.</p>',
      unique_value: '<p>Trust.</p>',
      highlights: '<ul><li>3 clinics</li></ul>',
    },
  });
  await api.post('/dashboard/fundraising', {
    json: {
      required_amount: '250000',
      currency: 'USD',
      current_stage: 'seed',
      min_ticket_size: '10000',
      max_ticket_size: '50000',
      use_of_funds: '<p>Two more vans.</p>',
    },
  });
  await api.post('/dashboard/video', { json: { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  await api.post('/dashboard/founders', { multipart: coFounderForm() });
  await api.post('/api/pitch-deck', { multipart: { deck_file: pdfDeck('Sahel seed deck.pdf'), file_name: 'Sahel seed deck' } });
}

/** A page of the dashboard with every card loaded. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main section').first()).toBeVisible();
  await waitForApp(page);
  await expect(page.locator('[data-account-menu]')).toBeVisible();
  await expect(page.locator('main section [role="status"]')).toHaveCount(0);
}

const openDashboard = (page: Page) => openPage(page, '/dashboard');

async function closeModal(page: Page, modal: Locator) {
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

for (const theme of THEMES) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(({ page }) => applyTheme(page, theme));

    test('the login and register pages have no serious or critical axe violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoSeriousViolations(page, `login (${theme})`);
      await page.goto('/register');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await expectNoSeriousViolations(page, `register (${theme})`);
    });

    test.describe('with every section filled in', () => {
      // axe takes seconds a screen on a busy machine; the account is filled once per worker and shared by these tests.
      test.describe.configure({ timeout: 90_000 });
      let session: Cookie[] = [];
      test.beforeAll(async ({ browser }, testInfo) => {
        const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
        await fillDashboard(await registerByApi(await context.newPage()));
        session = await context.cookies();
        await context.close();
      });
      test.beforeEach(({ context }) => context.addCookies(session));

      test('the dashboard has no serious or critical axe violations', async ({ page }) => {
        await openDashboard(page);
        await expect(page.locator('[data-summary-one-liner]')).toBeVisible();
        await expectNoSeriousViolations(page, `dashboard (${theme})`);
      });

      for (const { modal: name, tabs = [], open = (current: Page) => openModal(current, name) } of MODAL_SCREENS) {
        test(`${name}${tabs.length > 0 ? ', every tab,' : ''} has no serious or critical axe violations`, async ({ page }) => {
          await openDashboard(page);
          const modal = await open(page);
          await expectModalLoaded(modal);
          await expectNoSeriousViolations(page, `${name} (${theme})`);
          for (const tab of tabs) {
            await modal.getByRole('tab', { name: tab }).click();
            await expect(modal.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
            await expectNoSeriousViolations(page, `${name} › ${tab} (${theme})`);
          }
        });
      }
    });

    test('empty states, the other pages, open menus, pickers, a confirmation and validation errors have no serious or critical axe violations', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const api = await registerByApi(page);
      await openDashboard(page);
      await expect(page.getByRole('button', { name: 'Add: Founders team' })).toBeVisible();
      await expectNoSeriousViolations(page, `empty dashboard (${theme})`);
      await page.locator('[data-account-menu]').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `account menu (${theme})`);
      await page.keyboard.press('Escape');

      await openPage(page, '/profile');
      await expectNoSeriousViolations(page, `/profile (${theme})`);
      const contact = await openModal(page, MODALS.contactDetails);
      await expectModalLoaded(contact);
      await contact.locator('input[name="emails.0.value"]').fill('not-an-email');
      await contact.getByRole('button', { name: 'Save' }).click();
      await expect(contact.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, `contact-details-modal with errors and a notification (${theme})`);
      // What was typed is unsaved: closing asks first (issue 14).
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(contact).toBeHidden();

      await openPage(page, '/startup');
      await expectNoSeriousViolations(page, `/startup (${theme})`);
      const details = await openModal(page, MODALS.startupDetails);
      await expectModalLoaded(details);
      await details.getByRole('tab', { name: 'Incorporation' }).click();
      await details.getByLabel('Incorporation date').click();
      await expect(page.locator('.flatpickr-calendar.open')).toBeVisible();
      await expectNoSeriousViolations(page, `startup-details-modal date picker (${theme})`);
      // A past month: the days around it are selectable, not disabled like the days after today.
      await page.locator('.flatpickr-calendar.open .flatpickr-prev-month').click();
      await expect(page.locator('.flatpickr-calendar.open .flatpickr-day.prevMonthDay:not(.flatpickr-disabled)').first()).toBeVisible();
      await expectNoSeriousViolations(page, `startup-details-modal date picker, previous month (${theme})`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.flatpickr-calendar.open')).toBeHidden();
      await details.locator('input[name="country_of_incorporation"]').fill('Jo');
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoSeriousViolations(page, `startup-details-modal country list (${theme})`);

      await api.post('/dashboard/founders', { multipart: coFounderForm() });
      await openPage(page, '/startup');
      const team = await openModal(page, MODALS.founders);
      await expectModalLoaded(team);
      await team.getByRole('button', { name: 'Remove Omar Haddad' }).click();
      await expect(page.getByText('Are you sure you want to remove Omar Haddad from the founders team?')).toBeVisible();
      await expectNoSeriousViolations(page, `founders-modal remove confirmation (${theme})`);
    });
  });
}

// Not here: the video's iframe, whose controls belong to YouTube or Vimeo; and, as ARIA's patterns say, inactive tabs (a tab
// list is one Tab stop, arrows choose the tab) and a combobox's open button (the input opens its list with ArrowDown); both asserted below.
const KEYBOARD_CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
const ARROW_KEY_CONTROLS = '[role="tab"][tabindex="-1"], button[tabindex="-1"][aria-haspopup="listbox"]';

declare global {
  interface Window {
    focusLook(element: Element): string;
  }
}

/** How an element and its boxes look, as far as a focus indicator goes: outline and box-shadow (Tailwind's rings), on it and up to three ancestors (boxed inputs and editors ring their frame). */
function installFocusLook() {
  window.focusLook = (element) => {
    const looks: string[] = [];
    for (let node: Element | null = element, level = 0; node && level < 4; node = node.parentElement, level++) {
      const style = getComputedStyle(node);
      looks.push(`${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`);
    }
    return looks.join(' / ');
  };
}

/** Numbers every enabled, visible keyboard control inside `scope` and notes how it looks unfocused; returns one description per control. */
async function tagControls(scope: Locator): Promise<{ id: string; name: string; unfocusedLook: string }[]> {
  return scope.evaluate(
    (root, selector) => {
      (document.activeElement as HTMLElement | null)?.blur();
      const controls = [...root.querySelectorAll<HTMLElement>(selector.controls)].filter(
        (control) =>
          control.checkVisibility({ visibilityProperty: true }) &&
          !control.matches(':disabled') &&
          !control.matches(selector.arrowKeyControls) &&
          !control.closest('[inert]'),
      );
      return controls.map((control, index) => {
        control.dataset.keyboardId = String(index);
        const name = control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim().slice(0, 40) ?? '';
        return { id: String(index), name: `${control.tagName.toLowerCase()} "${name}"`, unfocusedLook: window.focusLook(control) };
      });
    },
    { controls: KEYBOARD_CONTROLS, arrowKeyControls: ARROW_KEY_CONTROLS },
  );
}

/**
 * Presses Tab twice round the controls; returns how each control looked when Tab first focused it, any stop that
 * is not a tagged control, and the order of the stops (for the failure message). Going round twice, not stopping at
 * the first repeat, lets a one-off refocus by the page (a late effect on a loaded machine) not end the walk early.
 */
async function walkTabOrder(page: Page, count: number) {
  const focusedLooks = new Map<string, string>();
  const strayStops: string[] = [];
  const order: string[] = [];
  for (let step = 0; step < count * 2 + 5; step++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      return { id: active.dataset.keyboardId, look: window.focusLook(active), html: active.outerHTML.slice(0, 120) };
    });
    order.push(stop?.id ?? (stop ? 'stray' : 'body'));
    if (!stop) continue;
    if (stop.id === undefined) strayStops.push(stop.html);
    else if (!focusedLooks.has(stop.id)) focusedLooks.set(stop.id, stop.look);
  }
  return { focusedLooks, strayStops, order };
}

/** Every control in `scope` is reached by Tab and looks different (outline or ring) while focused. */
async function expectTabReachesEveryControlVisibly(page: Page, scope: Locator) {
  const controls = await tagControls(scope);
  expect(controls.length).toBeGreaterThan(3);
  const { focusedLooks, strayStops, order } = await walkTabOrder(page, controls.length);
  expect(strayStops, 'Tab stopped on elements that are not controls').toEqual([]);
  const unreached = controls.filter((control) => !focusedLooks.has(control.id)).map((control) => control.name);
  expect(unreached, `controls Tab never reaches (stops in order: ${order.join(' ')})`).toEqual([]);
  const invisible = controls.filter((control) => focusedLooks.get(control.id) === control.unfocusedLook).map((control) => control.name);
  expect(invisible, 'controls with no visible focus indicator').toEqual([]);
}

test.describe('keyboard', () => {
  test.beforeEach(({ page }) => page.addInitScript(installFocusLook));

  test('every dashboard control is reached by Tab with a visible focus indicator and works from the keyboard', async ({ page }) => {
    await fillDashboard(await registerByApi(page));
    await openDashboard(page);
    await expectTabReachesEveryControlVisibly(page, page.locator('body'));

    // Every modal opener works with Enter or Space, and Escape gives focus back to it.
    const openers = page.locator('main [data-modal-target]');
    const openerCount = await openers.count();
    expect(openerCount).toBeGreaterThanOrEqual(9);
    for (let index = 0; index < openerCount; index++) {
      const opener = openers.nth(index);
      const name = await opener.getAttribute('data-modal-target');
      await opener.focus();
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      const modal = page.locator(`[role="dialog"][data-modal="${name}"]`);
      await expect(modal).toBeVisible();
      await closeModal(page, modal);
      await expect(opener).toBeFocused();
    }

    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await darkMode.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveClass(/dark/);

    const account = page.locator('[data-account-menu]');
    await account.focus();
    await page.keyboard.press('Enter');
    // Headless UI's menu keeps focus on the list and marks the active item (aria-activedescendant).
    await expect(page.getByRole('menuitem').first()).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    await page.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Expand sidebar' }).and(page.locator(':visible'))).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Startup', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/startup$/);
  });

  test('every control of the startup details modal is reached by Tab with a visible focus indicator, and the form is filled and saved by keyboard alone', async ({
    page,
  }) => {
    await registerByApi(page);
    await openDashboard(page);
    const modal = await openModal(page, MODALS.startupDetails);
    await expectModalLoaded(modal);
    await expectTabReachesEveryControlVisibly(page, modal);

    const name = modal.locator('input[name="name"]');
    await name.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Sahel Care');
    await modal.locator('select[name="sector"]').focus();
    await page.keyboard.press('ArrowDown');
    await expect(modal.locator('select[name="sector"]')).not.toHaveValue('');

    await modal.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(modal.getByRole('tab', { name: 'Incorporation' })).toHaveAttribute('aria-selected', 'true');
    // Headless UI moves focus to the chosen tab a frame later: a walk started before would be sent back to it mid-way.
    await expect(modal.getByRole('tab', { name: 'Incorporation' })).toBeFocused();
    await expectTabReachesEveryControlVisibly(page, modal);
    const country = modal.locator('input[name="country_of_incorporation"]');
    await country.focus();
    await page.keyboard.type('Jorda');
    // The list follows the typing a render later: choose once it shows only what matches.
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue(/Jordan/);

    await modal.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Startup details saved successfully!')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.locator('section#startupDetails')).toContainText('Sahel Care');
  });
});
