import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { PITCH_DECK_PATHS } from '../../src/shared/pitch-deck.js';
import { minimalPdf } from './helpers/fixtures.js';
import { Client, SUITE_LIMITS } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';

const root = path.resolve(import.meta.dirname, '../..');

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
}

/** `src/server/main.ts` as its own process (through tsx), logging JSON lines we can wait for. */
class ServerProcess {
  readonly lines: LogLine[] = [];
  private readonly waiters: { matches: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  readonly exit: Promise<number | null>;
  readonly child: ChildProcess;

  constructor(
    readonly dataDir: string,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...SUITE_LIMITS,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'debug', // a request's arrival is logged at debug: the tests wait for the upload's
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.exit = once(this.child, 'exit').then(([code]) => code as number | null);
    createInterface({ input: this.child.stdout! }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        return;
      }
      this.lines.push(line);
      for (const waiter of this.waiters.filter(({ matches }) => matches(line))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  }

  /** The first log line (already written or still to come) that `matches`. */
  logged(matches: (line: LogLine) => boolean): Promise<LogLine> {
    const seen = this.lines.find(matches);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ matches, resolve }));
  }

  /** The server's address, from Fastify's "Server listening at …" line. */
  async baseUrl(): Promise<string> {
    const line = await this.logged((entry) => entry.msg?.startsWith('Server listening at http://127.0.0.1:') === true);
    return line.msg!.slice('Server listening at '.length);
  }
}

let processes: ServerProcess[] = [];
afterEach(async () => {
  for (const server of processes) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exit;
    await rm(server.dataDir, { recursive: true, force: true });
  }
  processes = [];
});

async function startProcess(env: Record<string, string> = {}): Promise<{ server: ServerProcess; baseUrl: string; client: Client }> {
  const server = new ServerProcess(await mkdtemp(path.join(tmpdir(), 'fd-shutdown-')), env);
  processes.push(server);
  const baseUrl = await server.baseUrl();
  const client = new Client({ baseUrl, bodies: [] });
  // Logged in over fetch's keep-alive pool: that idle connection must not hold the shutdown up.
  const { response } = await client.register();
  expect(response.status, response.text).toBe(201);
  return { server, baseUrl, client };
}

interface SlowUpload {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; json: { success: boolean; data: { id: string } } }>;
  request: http.ClientRequest;
}

/** A deck upload whose first half is sent now and whose second half waits for `finish()`, on a keep-alive connection. */
async function startSlowUpload(baseUrl: string, client: Client): Promise<SlowUpload> {
  const encoded = new Request(baseUrl, {
    method: 'POST',
    body: multipart({ file_name: 'Seed round' }, { deck_file: { data: minimalPdf(64 * 1024), name: 'deck.pdf', type: 'application/pdf' } }),
  });
  const body = Buffer.from(await encoded.arrayBuffer());
  const request = http.request(baseUrl + PITCH_DECK_PATHS.upload, {
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': client.csrfToken!,
    },
  });
  const response = once(request, 'response').then(async ([message]) => {
    const answer = message as http.IncomingMessage;
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    return { status: answer.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  });
  request.write(body.subarray(0, body.length / 2));
  return { request, response, finish: () => request.end(body.subarray(body.length / 2)) };
}

/** Resolves with the error code of a fresh TCP connection to the server's port, or 'connected'. */
function connectionOutcome(baseUrl: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const isUploadRequest = (line: LogLine) =>
  line.msg === 'incoming request' && line.req?.method === 'POST' && line.req.url === PITCH_DECK_PATHS.upload;

// Each test starts the server through tsx (and on PostgreSQL migrates a database): seconds on a busy machine.
describe('graceful shutdown of the server process', { timeout: 60_000 }, () => {
  it('on SIGTERM refuses new connections, finishes the upload in flight, keeps its write and exits 0', async () => {
    const { server, baseUrl, client } = await startProcess();
    const upload = await startSlowUpload(baseUrl, client);
    await server.logged(isUploadRequest);

    server.child.kill('SIGTERM');
    await server.logged((line) => line.msg === 'shutdown: no longer accepting connections');
    expect(await connectionOutcome(baseUrl)).toBe('ECONNREFUSED');

    upload.finish();
    const { status, json } = await upload.response;
    expect(status).toBe(201);
    expect(json.success).toBe(true);
    expect(await server.exit).toBe(0);
    expect(server.lines.map((line) => line.msg)).toContain('shutdown complete');

    const db = connectDatabase(loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: process.env.DATABASE_URL }).database);
    try {
      const row = await db.selectFrom('pitch_decks').select(['file_name']).where('id', '=', json.data.id).executeTakeFirst();
      expect(row).toEqual({ file_name: 'Seed round' });
    } finally {
      await db.destroy();
    }
  });

  it('exits 1 with a log line when a request is still in flight after SHUTDOWN_TIMEOUT_MS', async () => {
    const { server, baseUrl, client } = await startProcess({ SHUTDOWN_TIMEOUT_MS: '300' });
    const upload = await startSlowUpload(baseUrl, client);
    upload.response.catch(() => undefined);
    await server.logged(isUploadRequest);

    server.child.kill('SIGTERM');

    expect(await server.exit).toBe(1);
    expect(server.lines.map((line) => line.msg)).toContain(
      'shutdown: requests still in flight after 300 ms (SHUTDOWN_TIMEOUT_MS), exiting without them',
    );
    upload.request.destroy();
  });
});
