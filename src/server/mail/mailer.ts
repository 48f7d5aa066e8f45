import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message, already rendered in the recipient's language (see layout.ts). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** The one log call the file mailer makes (Fastify's logger fits). */
export interface MailLog {
  info(details: { file: string }, message: string): void;
}

export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`; unset → `.eml` files under `dir`. */
  smtpUrl: string | undefined;
  from: string;
  dir: string;
}

/** DESIGN §8: SMTP when `SMTP_URL` is set, else one `.eml` file per mail, so a single machine works without a mail server. */
export function createMailer(config: MailConfig, log: MailLog): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new FileMailer(config.dir, config.from, log);
}

class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}

class FileMailer implements Mailer {
  // nodemailer builds the RFC 822 message; it is only written, never sent.
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Sortable by time; the random part keeps two mails of the same millisecond apart.
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.log.info({ file }, 'SMTP_URL is not set: mail written to a file');
  }
}
