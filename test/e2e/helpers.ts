import { expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

export interface Founder {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  startupName: string;
}

export function newFounder(): Founder {
  return {
    firstName: 'Nour',
    lastName: 'Khalil',
    email: `nour-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    startupName: 'Sahel Health',
  };
}

/** Registers through the real form and waits for the dashboard. */
export async function registerFounder(page: Page, founder = newFounder()): Promise<Founder> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(founder.firstName);
  await page.getByLabel('Last name').fill(founder.lastName);
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password').fill(founder.password);
  await page.getByLabel('Startup name').fill(founder.startupName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${founder.firstName}` })).toBeVisible();
  await waitForApp(page);
  return founder;
}

/** Waits until the app has taken over a page the server rendered (src/web/main.tsx): a click before then finds no handler. */
export async function waitForApp(page: Page) {
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
}

export async function openModal(page: Page, name: string) {
  await waitForApp(page);
  await page.locator(`[data-modal-target="${name}"]`).first().click();
  const modal = page.locator(`[role="dialog"][data-modal="${name}"]`);
  await expect(modal).toBeVisible();
  return modal;
}

export type Theme = 'light' | 'dark';

/** Opens every page of this test in `theme`, stored where the app reads it before first paint (src/web/app/theme.ts). */
export async function applyTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
}

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The app's HTTP API as this page's browser session: the same cookies, plus the CSRF token the app hands out. */
export class BrowserApi {
  private csrfToken: string | undefined;

  constructor(private readonly page: Page) {}

  private async token(): Promise<string> {
    if (!this.csrfToken) {
      const session = await this.page.request.get('/api/auth/session');
      this.csrfToken = (await session.json()).data.csrf_token as string;
    }
    return this.csrfToken;
  }

  /** POSTs JSON (or a multipart form) and fails the test unless the app answers 2xx; returns the answer's data. */
  async post<T = unknown>(path: string, payload: { json?: unknown; multipart?: Record<string, string | FilePayload> }): Promise<T> {
    const response = await this.page.request.post(path, {
      headers: { 'X-CSRF-Token': await this.token() },
      ...(payload.multipart ? { multipart: payload.multipart } : { data: payload.json }),
    });
    const body = await response.json();
    expect(response.ok(), `${path} answered ${response.status()}: ${JSON.stringify(body).slice(0, 500)}`).toBe(true);
    // Register and login rotate the token; keep the one the app just issued.
    if (typeof body.data?.csrf_token === 'string') this.csrfToken = body.data.csrf_token;
    return body.data as T;
  }

  async get<T = unknown>(path: string): Promise<T> {
    const response = await this.page.request.get(path);
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()).data as T;
  }
}

/** Registers through the API (faster than the form when registering is not what the test is about) and returns a client for the session. */
export async function registerByApi(page: Page, founder = newFounder()): Promise<BrowserApi> {
  const api = new BrowserApi(page);
  await api.post('/api/auth/register', {
    json: {
      first_name: founder.firstName,
      last_name: founder.lastName,
      email: founder.email,
      password: founder.password,
      startup_name: founder.startupName,
    },
  });
  return api;
}

/** A co-founder form with a unique email (DESIGN §4: POST /dashboard/founders). */
export function coFounderForm(fields: Partial<Record<'first_name' | 'last_name' | 'title' | 'brief' | 'linkedin_url', string>> = {}) {
  return {
    first_name: 'Omar',
    last_name: 'Haddad',
    email: `omar-${randomUUID()}@example.com`,
    title: 'CTO',
    brief: '<p>Builds the product.</p>',
    linkedin_url: 'https://www.linkedin.com/in/omar-haddad',
    ...fields,
  };
}

/** A small genuine PNG photo (96×96), for avatar uploads. */
export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toBuffer();
}

/** A small but genuine PDF: the header, one object, and the end-of-file marker the server looks for. */
export function pdfDeck(name = 'deck.pdf'): FilePayload {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${' '.repeat(2048)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** Waits until an open modal shows its content: its code loaded, its record loaded, its editors mounted. */
export async function expectModalLoaded(modal: Locator) {
  await expect(modal.getByRole('heading').first()).toBeVisible();
  await expect(modal.locator('[role="status"]')).toHaveCount(0);
  await expect(modal.locator('[data-editor-field]:not(:has(.ProseMirror))')).toHaveCount(0);
}
