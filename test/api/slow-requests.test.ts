import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PITCH_DECK_MAX_BYTES, PITCH_DECK_PATHS } from '../../src/shared/pitch-deck.js';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief.js';
import { pdfOfSize } from './helpers/fixtures.js';
import { multipart } from './helpers/uploads.js';
import { Client, type TestServer } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const BODY_TIMEOUT_MS = 2000;
const REQUEST_TIMEOUT_MS = 3000;
const CONNECTION_TIMEOUT_MS = 1500;
/** Timers on a busy machine fire late: a cut must come within its limit plus this. */
const SLACK_MS = 1500;

const server = useTestServer({ env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) } });
const strict = useTestServer({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
// Its own server: an idle limit this short would also close the test client's connections mid-registration.
const idle = useTestServer({ env: { CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS) } });

interface Exchange {
  /** Everything the server wrote back. */
  answer: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * A raw connection that sends `head`, then the body in `chunkBytes` pieces every `everyMs` until it is
 * all sent or the server closes the connection.
 */
function send(
  target: TestServer,
  head: string,
  body: Buffer,
  { chunkBytes, everyMs }: { chunkBytes: number; everyMs: number },
): Promise<Exchange> {
  const { hostname, port } = new URL(target.baseUrl);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket: Socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(head);
      let offset = 0;
      const pace = setInterval(() => {
        if (socket.destroyed || offset >= body.length) return clearInterval(pace);
        socket.write(body.subarray(offset, offset + chunkBytes));
        offset += chunkBytes;
      }, everyMs);
      socket.once('close', () => clearInterval(pace));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString('utf8'), closedAfterMs: performance.now() - started }));
  });
}

function head(method: string, path: string, headers: Record<string, string>, target: TestServer = server): string {
  const lines = Object.entries({ host: new URL(target.baseUrl).host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const messageOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).message as string;

async function loggedIn(target: TestServer) {
  const client = new Client(target);
  await client.register();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { client, headers: { cookie, 'x-csrf-token': client.csrfToken! } };
}

/** A byte a second: what a slow-body attack sends to hold a connection open. */
const TRICKLE = { chunkBytes: 1, everyMs: 1000 };

describe('a body that stops arriving', () => {
  it('is answered 408 and the connection closed within BODY_TIMEOUT_MS, for a logged-in save', async () => {
    const { headers } = await loggedIn(server);
    const { answer, closedAfterMs } = await send(
      server,
      head('POST', STARTUP_BRIEF_PATHS.save, { ...headers, 'content-type': 'application/json', 'content-length': '100000' }),
      Buffer.alloc(100_000, 0x20),
      TRICKLE,
    );
    expect(statusOf(answer), answer).toBe(408);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(messageOf(answer)).toBe('The upload stopped arriving. Check your connection and try again.');
    expect(closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
  });

  it('says so in Arabic to an Arabic browser', async () => {
    const { headers } = await loggedIn(server);
    const { answer } = await send(
      server,
      head('POST', STARTUP_BRIEF_PATHS.save, {
        ...headers,
        'accept-language': 'ar-JO',
        'content-type': 'application/json',
        'content-length': '5000',
      }),
      Buffer.alloc(5000, 0x20),
      TRICKLE,
    );
    expect(statusOf(answer), answer).toBe(408);
    expect(messageOf(answer)).toBe('توقّف وصول البيانات المرسلة. تحقّق من اتصالك وحاول مجددًا.');
  });

  it('is cut even after the app answered early (419 without a CSRF token), so it cannot hold the connection', async () => {
    const { answer, closedAfterMs } = await send(
      server,
      head('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': '100000' }),
      Buffer.alloc(100_000, 0x20),
      TRICKLE,
    );
    expect(statusOf(answer), answer).toBe(419);
    expect(closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
  });
});

describe('a slow but steady upload', () => {
  it('of 25 MB at 1 MiB/s (a phone on a weak connection) is taken whole, over many BODY_TIMEOUT_MS windows', async () => {
    const { client, headers } = await loggedIn(server);
    const form = new Response(
      multipart(
        { file_name: 'Slow deck' },
        { deck_file: { data: pdfOfSize(PITCH_DECK_MAX_BYTES), name: 'deck.pdf', type: 'application/pdf' } },
      ),
    );
    const body = Buffer.from(await form.arrayBuffer());
    const { answer, closedAfterMs } = await send(
      server,
      head('POST', PITCH_DECK_PATHS.upload, {
        ...headers,
        'content-type': form.headers.get('content-type')!,
        'content-length': String(body.length),
        connection: 'close',
      }),
      body,
      { chunkBytes: 64 * 1024, everyMs: 62 },
    );
    expect(statusOf(answer), answer.slice(0, 300)).toBe(201);
    expect(closedAfterMs).toBeGreaterThan(10 * BODY_TIMEOUT_MS);
    const decks = await client.get(PITCH_DECK_PATHS.list);
    expect(decks.json.data.map((deck: { size: number }) => deck.size)).toEqual([PITCH_DECK_MAX_BYTES]);
  }, 90_000);
});

describe("Node's own limits", () => {
  it('a request still arriving after REQUEST_TIMEOUT_MS is answered 408 in the JSON envelope and closed', async () => {
    const { headers } = await loggedIn(strict);
    const { answer, closedAfterMs } = await send(
      strict,
      head('POST', STARTUP_BRIEF_PATHS.save, { ...headers, 'content-type': 'application/json', 'content-length': '1000000' }, strict),
      Buffer.alloc(1_000_000, 0x20),
      { chunkBytes: 4096, everyMs: 200 },
    );
    expect(statusOf(answer), answer).toBe(408);
    expect(messageOf(answer)).toBe('The request took too long to arrive. Check your connection and try again.');
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('a connection that sends nothing is closed after CONNECTION_TIMEOUT_MS', async () => {
    const { closedAfterMs } = await send(idle, '', Buffer.alloc(0), TRICKLE);
    expect(closedAfterMs).toBeGreaterThan(CONNECTION_TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(CONNECTION_TIMEOUT_MS + SLACK_MS);
  });
});
