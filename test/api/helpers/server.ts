import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import type { RegisterInput, SessionData } from '../../../src/shared/auth.js';
import { checkAnswers } from './answer-check.js';

export interface TestServer {
  baseUrl: string;
  /** The origin of links in mails and share links: PUBLIC_URL unset, so localhost on this server's port. */
  appOrigin: string;
  /** This server's DATA_DIR (uploads live in its `uploads` folder with the local driver). */
  dataDir: string;
  /** Every response body the clients of this server received, to check for leaks. */
  bodies: string[];
  /** Success answers whose `data` did not match their route's `config.operation.answer`; close() fails on any. */
  answerErrors: string[];
  close(): Promise<void>;
}

type App = Awaited<ReturnType<typeof buildApp>>;

export interface ServerOptions {
  /** Adds stand-in routes before the server starts, to test app-wide hooks in isolation. */
  extendApp?: (app: App) => void;
  /** Extra environment, e.g. STORAGE_DRIVER=s3 and its S3_* settings. */
  env?: Record<string, string>;
  /** The app's logger (default: off), e.g. a stream that captures log lines. */
  logger?: AppOptions['logger'];
  /** Files of a built web app (path → content), written into DATA_DIR/web before the app starts. */
  webFiles?: Record<string, string | Uint8Array>;
  /** Another server's DATA_DIR (its SQLite database, uploads and secret): a second instance of the same app. */
  sharedDataDir?: string;
}

/**
 * The suite registers every account and fails its logins from 127.0.0.1, and registers founders in
 * parallel on a busy machine: the per-address and global limits and the hash queue's wait are raised.
 * The per-account limits (failed logins per email, AI requests per user) keep their defaults;
 * test/api/limits.test.ts checks the rest with theirs.
 */
export const SUITE_LIMITS = {
  LIMIT_REGISTRATIONS_PER_IP: '1000000',
  LIMIT_LOGIN_FAILURES_PER_IP: '1000000',
  LIMIT_LOGIN_FAILURES_GLOBAL: '1000000',
  PASSWORD_HASH_MAX_WAIT_MS: '600000',
};

/** The real app on a random loopback port: SQLite in a fresh DATA_DIR, or DATABASE_URL's PostgreSQL. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const dataDir = options.sharedDataDir ?? (await mkdtemp(path.join(tmpdir(), 'fd-api-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'silent',
    ...SUITE_LIMITS,
    ...options.env,
  });
  // An empty web root unless given: the API suite must not depend on whether `npm run build` ran.
  const webRoot = path.join(dataDir, 'web');
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
    await writeFile(path.join(webRoot, file), content);
  }
  const answerErrors: string[] = [];
  const app = await buildApp(config, {
    logger: options.logger ?? false,
    webRoot,
    beforeFeatures: (app) => checkAnswers(app, answerErrors),
  });
  options.extendApp?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    appOrigin: options.env?.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir,
    bodies: [],
    answerErrors,
    async close() {
      await app.close();
      // A second instance leaves the shared DATA_DIR to the server that made it.
      if (!options.sharedDataDir) await rm(dataDir, { recursive: true, force: true });
      if (answerErrors.length > 0) throw new Error(`Answers that do not match their schema:\n${answerErrors.join('\n')}`);
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: T;
  text: string;
  /** The raw body, for downloads. */
  bytes: Buffer;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body sent as is (for malformed payloads, bytes that are not UTF-8); wins over `body`. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  /** A multipart body (fetch sets the boundary); wins over `body`. */
  form?: FormData;
  /** Header pairs; a name given twice is sent twice. */
  headers?: [string, string][];
  /** false: send no X-CSRF-Token; a string: send that token instead of this client's. */
  csrf?: boolean | string;
}

// Loose on purpose: tests assert on fields, and a failing shape should fail an expect, not tsc.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A browser stand-in: a cookie jar plus the CSRF token the app handed out. */
export class Client {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(private readonly server: Pick<TestServer, 'baseUrl' | 'bodies'>) {}

  async request<T = Json>(method: string, urlPath: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers = new Headers(options.headers);
    if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false) {
      // Before the cookie header: fetching a first token also sets the fd_csrf cookie.
      headers.set('x-csrf-token', typeof options.csrf === 'string' ? options.csrf : await this.token());
    }
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    let body: string | Uint8Array<ArrayBuffer> | FormData | undefined = options.form ?? options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (typeof body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');

    const response = await fetch(this.server.baseUrl + urlPath, { method, headers, body, redirect: 'manual' });
    this.storeCookies(response.headers.getSetCookie());
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    this.server.bodies.push(text);
    let json: Json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // Login, register and logout rotate the token: keep the one the app just issued.
    if (typeof json?.data?.csrf_token === 'string') this.csrfToken = json.data.csrf_token;
    return { status: response.status, headers: response.headers, json, text, bytes };
  }

  get<T = Json>(urlPath: string, options?: RequestOptions) {
    return this.request<T>('GET', urlPath, options);
  }

  post<T = Json>(urlPath: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
    return this.request<T>('POST', urlPath, { ...options, body });
  }

  session() {
    return this.get<{ success: boolean; data: SessionData }>('/api/auth/session');
  }

  /** Registers a fresh account (unique email, so suites can share one database) and stays logged in. */
  async register(overrides: Partial<RegisterInput> = {}, options: Omit<RequestOptions, 'body'> = {}) {
    const account: RegisterInput = {
      first_name: 'Lina',
      last_name: 'Haddad',
      email: uniqueEmail(),
      password: 'correct horse battery',
      startup_name: 'Olive Labs',
      ...overrides,
    };
    const response = await this.post('/api/auth/register', account, options);
    return { account, response };
  }

  login(email: string, password: string) {
    return this.post('/api/auth/login', { email, password });
  }

  private async token(): Promise<string> {
    if (!this.csrfToken) await this.session();
    if (!this.csrfToken) throw new Error('GET /api/auth/session returned no csrf_token');
    return this.csrfToken;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private storeCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const isDeletion =
        value === '' ||
        attributes.some((attribute) => {
          const [key = '', attributeValue = ''] = attribute.split('=');
          if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
          if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
          return false;
        });
      if (isDeletion) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function uniqueEmail(): string {
  return `founder-${randomUUID()}@example.com`;
}
