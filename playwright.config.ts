import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// The fake OpenAI-compatible provider every browser test's AI assistant talks to (test/e2e/fake-ai-server.mjs).
const aiPort = Number(process.env.E2E_AI_PORT ?? port + 500);
// The mail server every browser test's app sends to (test/e2e/mail-catcher.ts), and the HTTP API specs read mails with (mail.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 600);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? port + 700);
// The workers inherit it: test/e2e/mail.ts asks this port for the mails.
process.env.E2E_MAIL_API_PORT = String(mailApiPort);
// A fresh database for every run: tests create their own accounts and never share state. The workers
// inherit it, for the few specs that write what no route writes yet (test/e2e/database.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'founder-dashboard-e2e-')));

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Long journeys (nine modals by keyboard, photo uploads) take 20–35 s on this 2-core machine when both workers are busy.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node test/e2e/fake-ai-server.mjs',
      url: `http://127.0.0.1:${aiPort}/healthz`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { FAKE_AI_PORT: String(aiPort) },
    },
    {
      command: 'node --import tsx test/e2e/mail-catcher.ts',
      url: `http://127.0.0.1:${mailApiPort}/healthz`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_API_PORT: String(mailApiPort) },
    },
    {
      // The built app, as `npm start` serves it (npm test builds first).
      command: 'node test/e2e/serve.mjs',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...(process.env.E2E_WEB_ROOT && { E2E_WEB_ROOT: process.env.E2E_WEB_ROOT }),
        ...(process.env.E2E_SERVER_ROOT && { E2E_SERVER_ROOT: process.env.E2E_SERVER_ROOT }),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        // Every test registers (and some fail a login) from 127.0.0.1: the per-address limits would stop the run.
        LIMIT_REGISTRATIONS_PER_IP: '100000',
        LIMIT_LOGIN_FAILURES_PER_IP: '100000',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
        AI_MODEL: 'fake-model',
        AI_API_KEY: 'test-key',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
