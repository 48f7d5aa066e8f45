import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/server/mail/layout.js';
import { createMailer } from '../../src/server/mail/mailer.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

const content = {
  subject: 'مرحبًا <b>',
  heading: 'Hello <script>',
  paragraphs: ['Line "one" & more'],
  action: { label: 'Open', url: 'https://example.test/x?a=1&b="2"' },
};

describe('mailer', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'fd-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends through SMTP_URL with the text and HTML twins, every value escaped in the HTML', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'App <app@example.test>', dir: dataDir }, { info: () => {} });
    await mailer.send({ to: 'someone@example.test', ...renderMail('ar', content) });
    mailer.close?.();
    const mail = await smtp.nextMail('someone@example.test');
    expect(mail.subject).toBe('مرحبًا <b>');
    expect(mail.text).toContain('Open: https://example.test/x?a=1&b="2"');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('Hello &#60;script&#62;');
    expect(mail.html).toContain('href="https://example.test/x?a=1&#38;b=&#34;2&#34;"');
    expect(mail.html).not.toContain('<script>');
  });

  it('writes each mail as an .eml file under DATA_DIR/mail when SMTP_URL is unset, and logs where', async () => {
    const logged: string[] = [];
    const log = { info: (details: { file: string }) => logged.push(details.file) };
    const dir = path.join(dataDir, 'mail');
    await createMailer({ smtpUrl: undefined, from: 'App <app@example.test>', dir }, log).send({
      to: 'file@example.test',
      ...renderMail('en', content),
    });
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, file!), 'utf8');
    expect(eml).toMatch(/^To: file@example\.test$/m);
    expect(eml).toMatch(/^From: App <app@example\.test>$/m);
    expect(eml).toContain('multipart/alternative');
    expect(logged).toEqual([path.join(dir, file!)]);
  });
});
