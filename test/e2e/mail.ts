import { expect } from '@playwright/test';

/** A mail the app sent, as test/e2e/mail-catcher.ts received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The next mail to `to`: the catcher answers as soon as it arrives (playwright.config.ts sets the port). */
export async function nextMail(to: string): Promise<CaughtMail> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/next?to=${encodeURIComponent(to)}`, {
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail;
}

/** The first link into the app a mail's text holds (`<origin>/<path>#<token>`). */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = new RegExp(`https?://[^\\s/]+${path}#[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return link!;
}
