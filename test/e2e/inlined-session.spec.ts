import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { PAGE_DATA_ELEMENT_ID } from '../../src/shared/page-data';
import { expectNoSeriousViolations } from './axe';
import { registerByApi, waitForApp, type Founder } from './helpers';

const PAGE_DATA_ELEMENT = `id="${PAGE_DATA_ELEMENT_ID}"`;

function founderNamed(firstName: string, startupName: string): Founder {
  return {
    firstName,
    lastName: 'Haddad',
    email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    startupName,
  };
}

/** A logged-in browser of its own, with the HTML of every page it was served and every API request it made. */
async function founderBrowser(browser: Browser, founder: Founder) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const api = await registerByApi(page, founder);
  // A record of their own on the first screen: the contact card shows it.
  await api.post('/profile/update-contact-details', {
    json: { emails: [{ value: founder.email }], phones: [], whatsapps: [], linkedin: '', website: '' },
  });
  const documents: string[] = [];
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(new URL(request.url()).pathname);
  });
  return { context, page, founder, documents, apiRequests };
}

/** Loads a page and keeps the HTML it was served (read at once: the body is gone after the next navigation). */
async function load(own: { documents: string[] }, navigation: Promise<Response | null>) {
  const response = await navigation;
  own.documents.push(await response!.text());
}

async function expectOwnDashboard(page: Page, own: Founder, other: Founder) {
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${own.firstName}` })).toBeVisible();
  await expect(page.locator('#contactDetails')).toContainText(own.email);
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(other.firstName);
  await expect(page.locator('body')).not.toContainText(other.email);
}

test('each founder’s page carries only their own session and records, and a logged-out page none', async ({ browser, baseURL }) => {
  const first = await founderBrowser(browser, founderNamed('Samira', 'Cedar Robotics'));
  const second = await founderBrowser(browser, founderNamed('Karim', 'Atlas Water'));
  for (const [own, other] of [
    [first, second],
    [second, first],
  ] as const) {
    await load(own, own.page.goto('/dashboard'));
    await expectOwnDashboard(own.page, own.founder, other.founder);
    // The first screen came whole with the page: no session request, no summary read, nothing read again after.
    await own.page.waitForLoadState('networkidle');
    expect(own.apiRequests).toEqual([]);
    await load(own, own.page.reload());
    await expectOwnDashboard(own.page, own.founder, other.founder);
    await load(own, own.page.goto('/profile'));
    await expect(own.page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(own.page.locator('main [role="status"]')).toHaveCount(0);
    await expect(own.page.locator('#contactDetails')).toContainText(own.founder.email);
    await expect(own.page.locator('body')).not.toContainText(other.founder.email);
    await load(own, own.page.goto('/startup'));
    await expect(own.page.locator('#startupBrief')).toBeVisible();
    await expect(own.page.locator('main [role="status"]')).toHaveCount(0);
    // Each page's cards came with it (http/page-data.ts lists their reads): a card added without its read fails here.
    await own.page.waitForLoadState('networkidle');
    expect(own.apiRequests).toEqual([]);
    await load(own, own.page.goto('/dashboard'));
    await expectOwnDashboard(own.page, own.founder, other.founder);
  }
  await expectNoSeriousViolations(first.page, 'dashboard from the page data');

  // Every HTML each browser received holds its own founder's data, never the other's.
  for (const [own, other] of [
    [first, second],
    [second, first],
  ] as const) {
    expect(own.documents).toHaveLength(5);
    for (const html of own.documents) {
      expect(html).toContain(PAGE_DATA_ELEMENT);
      expect(html).toContain(own.founder.email);
      expect(html).not.toContain(other.founder.email);
      expect(html).not.toContain(other.founder.firstName);
    }
  }

  // The same URL right after, without a session: the app alone.
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(`${baseURL}/dashboard`);
  const anonymousHtml = await anonymous.text();
  expect(anonymousHtml).not.toContain(PAGE_DATA_ELEMENT);
  for (const founder of [first.founder, second.founder]) expect(anonymousHtml).not.toContain(founder.email);

  // Logged out, Back must not bring the founder's page (and its data) back from the browser's cache.
  await waitForApp(first.page);
  await first.page.locator('[data-account-menu]').click();
  await first.page.getByRole('menuitem', { name: 'Log out' }).click();
  await first.page.waitForURL('**/login');
  await first.page.goBack();
  await expect(first.page.getByRole('heading', { level: 1, name: `Welcome, ${first.founder.firstName}` })).toHaveCount(0);
  await expect(first.page).toHaveURL(/\/login$/);
  expect(await first.page.content()).not.toContain(first.founder.email);

  await Promise.all([first.context.close(), second.context.close(), visitor.close()]);
});
