import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

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
  return founder;
}

export async function openModal(page: Page, name: string) {
  await page.locator(`[data-modal-target="${name}"]`).first().click();
  const modal = page.locator(`[role="dialog"][data-modal="${name}"]`);
  await expect(modal).toBeVisible();
  return modal;
}
