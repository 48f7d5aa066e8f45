import { expect, type Locator, type Page } from '@playwright/test';
import { STARTUP_LOCATION_COUNTRIES } from '../../src/shared/countries';
import { MODALS, type ModalName } from '../../src/shared/modals';
import { coFounderForm, expectModalLoaded, openModal, pdfDeck, waitForApp, type BrowserApi } from './helpers';

// Every page and modal (each tab) of the app, walked in any language: nothing here reads a label.

/** A screen the walk stopped at: a page, or a modal on one of its tabs. */
export interface Screen {
  /** Stable and file-name safe: `page-overview`, `modal-startup-brief-modal-tab-3`. */
  id: string;
  page: Page;
  /** The open modal, for a modal screen. */
  modal?: Locator;
}

export type ScreenVisitor = (screen: Screen) => Promise<void>;

/** Elements that scroll sideways: the page itself, or any box inside it (a modal's body, a card). Tab strips scroll on purpose. */
export function sidewaysScrollers(page: Page) {
  return page.evaluate(() => {
    const offenders: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) offenders.push(`page: ${root.scrollWidth} > ${window.innerWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('[role="tablist"]') || element.clientWidth === 0) continue;
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        offenders.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}: ${element.scrollWidth} > ${element.clientWidth}`,
        );
      }
    }
    return offenders;
  });
}

/** The pages a logged-out visitor sees. */
export const AUTH_PAGES = [
  { id: 'login', path: '/login' },
  { id: 'register', path: '/register' },
  { id: 'forgot-password', path: '/forgot-password' },
] as const;

/** The dashboard's pages (a path the app does not know shows the not-found page in the shell). */
export const DASHBOARD_PAGES = [
  { id: 'overview', path: '/dashboard' },
  { id: 'profile', path: '/profile' },
  { id: 'startup', path: '/startup' },
  { id: 'account', path: '/account' },
  { id: 'not-found', path: '/no-such-page' },
] as const;

/** add-founder-modal has no opener on the dashboard: a founder reaches it from the team list, editing a co-founder. */
async function openCoFounderForm(page: Page): Promise<Locator> {
  const team = await openModal(page, MODALS.founders);
  await expectModalLoaded(team);
  await team.locator('[data-founder-id]:not([data-founder-you]) [data-action="edit"]').first().click();
  const modal = page.locator(`[role="dialog"][data-modal="${MODALS.addFounder}"]`);
  await expect(modal).toBeVisible();
  return modal;
}

/** Every modal of DESIGN §5 and how it opens from the overview; deck-draft-modal needs a deck and the assistant (deck-draft.spec.ts). */
export const MODAL_SCREENS: { modal: ModalName; open: (page: Page) => Promise<Locator> }[] = Object.values(MODALS)
  .filter((modal) => modal !== MODALS.deckDraft)
  .map((modal) => ({
    modal,
    open: modal === MODALS.addFounder ? openCoFounderForm : (page: Page) => openModal(page, modal),
  }));

/** A dashboard page with every card loaded. */
export async function openDashboardPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible();
  // The server's markup holds the navigation of every screen width (src/web/entry-server.tsx); the app keeps this screen's one.
  await waitForApp(page);
  await expect(page.locator('[data-account-menu]')).toBeVisible();
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
}

/** The login and register pages; the page's browser must be logged out. */
export async function walkAuthPages(page: Page, visit: ScreenVisitor) {
  for (const { id, path } of AUTH_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('form input').first()).toBeVisible();
    await visit({ id: `page-${id}`, page });
  }
}

/** The dashboard's pages; the page's browser must be logged in. */
export async function walkDashboardPages(page: Page, visit: ScreenVisitor) {
  for (const { id, path } of DASHBOARD_PAGES) {
    await openDashboardPage(page, path);
    await visit({ id: `page-${id}`, page });
  }
}

/** Every modal, opened from the overview, on each of its tabs in turn; each is closed with Escape after its visits. */
export async function walkModals(page: Page, visit: ScreenVisitor) {
  await openDashboardPage(page, '/dashboard');
  for (const { modal: name, open } of MODAL_SCREENS) {
    const modal = await open(page);
    await expectModalLoaded(modal);
    const tabs = modal.getByRole('tab');
    const tabCount = await tabs.count();
    if (tabCount === 0) await visit({ id: `modal-${name}`, page, modal });
    for (let index = 0; index < tabCount; index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await visit({ id: `modal-${name}-tab-${index + 1}`, page, modal });
    }
    // The team list may stay open under the founder form: Escape closes one at a time.
    const dialogs = page.locator('[role="dialog"][data-modal]');
    for (let open = await dialogs.count(); open > 0; open -= 1) {
      await page.keyboard.press('Escape');
      await expect(dialogs).toHaveCount(open - 1);
    }
  }
}

const LONG_WORD = 'Supercalifragilisticexpialidocious';

/**
 * Everything filled in with the longest content a founder could plausibly type: three founders
 * with long names, long unbroken file names and links, twelve-digit amounts, all 22 locations.
 */
export async function fillWithLongContent(api: BrowserApi) {
  await api.post('/profile/update-contact-details', {
    json: {
      emails: [{ value: `nour.abdelrahman.alkhalili.${LONG_WORD.toLowerCase()}@sahel-health-clinics.example.com` }],
      phones: [{ number: '791234567', code: '+962', country: 'JO' }],
      whatsapps: [{ number: '791234567', code: '+962', country: 'JO' }],
      linkedin: `https://www.linkedin.com/in/nour-abdelrahman-alkhalili-${LONG_WORD.toLowerCase()}-founder-and-ceo-1234567890`,
      website: `https://${LONG_WORD.toLowerCase()}-sahel-health-mobile-clinics.example.com/about/team`,
    },
  });
  await api.post('/profile/update-personal-details', {
    json: {
      biography: `<p>${LONG_WORD.repeat(4)} physician turned founder.</p>`,
      birth_date: '1990-04-12',
      gender: 'prefer_not_to_say',
      nationality: 'JO',
      country_of_residence: 'AE',
    },
  });
  await api.post('/dashboard/program-preferences', {
    json: {
      program_type: 'investment_readiness',
      program_duration: '12_months',
      program_location: 'hybrid',
      program_start_date: '2030-09-15',
      startup_locations: [...STARTUP_LOCATION_COUNTRIES],
    },
  });
  await api.post('/startup/update-details', {
    json: {
      name: `Sahel Health ${LONG_WORD}${LONG_WORD} Mobile Clinics`,
      business_stage: 'early_revenue',
      sector: 'healthtech',
      company_size: '201_plus',
      financial_performance: '100k_1m',
      incorporation_type: 'sole_proprietorship',
      incorporation_date: '2023-03-05',
      country_of_incorporation: 'AE',
      headquarters: `${LONG_WORD}${LONG_WORD}, Abu Dhabi, United Arab Emirates`,
    },
  });
  await api.post('/dashboard/startup-brief', {
    json: {
      one_liner: `${LONG_WORD}${LONG_WORD}${LONG_WORD} clinics on wheels for every village, booked by a single text message`.slice(0, 160),
      description: `<p>${LONG_WORD.repeat(5)}</p>`,
      vision: '<p>Care within an hour.</p>',
      mission: '<p>Every village.</p>',
      problem: '<p>Distance.</p>',
      solution: '<p>Vans.</p>',
      unique_value: '<p>Trust.</p>',
      highlights: `<ul><li>${LONG_WORD.repeat(3)}</li></ul>`,
    },
  });
  await api.post('/dashboard/fundraising', {
    json: {
      required_amount: '999999999999',
      currency: 'USD',
      current_stage: 'series_b_plus',
      min_ticket_size: '999999999998',
      max_ticket_size: '999999999999',
      use_of_funds: `<p>${LONG_WORD.repeat(4)}</p>`,
    },
  });
  await api.post('/dashboard/video', { json: { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  for (const [first, last] of [
    ['Abdelrahman-Mohammed', `Al-Khalili-${LONG_WORD}`],
    ['Maryam-Alexandrina', `Bin-Abdulaziz-${LONG_WORD}`],
  ] as const) {
    await api.post('/dashboard/founders', {
      multipart: coFounderForm({
        first_name: first,
        last_name: last,
        title: `Chief ${LONG_WORD} Officer and Co-founder`,
        linkedin_url: `https://www.linkedin.com/in/${first.toLowerCase()}-${LONG_WORD.toLowerCase()}-1234567890`,
      }),
    });
  }
  const deckName = `Sahel_Health_${LONG_WORD}_Series_A_investor_deck_final_v12`;
  await api.post('/api/pitch-deck', { multipart: { deck_file: pdfDeck(`${deckName}.pdf`), file_name: deckName } });
}
