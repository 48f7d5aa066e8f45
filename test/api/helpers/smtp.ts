import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the test's SMTP server received, parsed just enough to assert on. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when none). */
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail received (or one already received and not yet taken) for this address. */
  nextMail(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port (random unless given; plain text, no login), collecting every mail. */
export async function startSmtpServer({ port: listenPort = 0 }: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const matches = (mail: ReceivedMail, to: string) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase());

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
          Buffer.concat(chunks).toString('utf8'),
        );
        received.push(mail);
        const waiter = waiters.findIndex((candidate) => matches(mail, candidate.to));
        if (waiter >= 0) {
          taken.add(mail);
          waiters.splice(waiter, 1)[0]!.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail(to) {
      const waiting = received.find((mail) => !taken.has(mail) && matches(mail, to));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve) => waiters.push({ to, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(to: string[], raw: string): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  const partOf = (type: string) => parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type));
  return {
    to,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: partOf('text/plain')?.content ?? '',
    html: partOf('text/html')?.content ?? '',
    raw,
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : normalized.slice(end + 2) };
}

function leafParts(headers: Map<string, string>, body: string): { headers: Map<string, string>; content: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, content: decodeBody(body, headers.get('content-transfer-encoding')) }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const entity = splitEntity(part.replace(/^\n/, ''));
      return leafParts(entity.headers, entity.body);
    });
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
