import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { z } from 'zod';
import { loadConfig } from '../../../src/server/config.js';
import { connectDatabase, type Db } from '../../../src/server/db/connect.js';
import { toFieldErrors } from '../../../src/server/http/errors.js';
import type { HttpCase } from './fuzz-requests.js';
import { COUNTER_TABLES } from './security-snapshot.js';
import type { ApiResponse, Client, TestServer } from './server.js';

/**
 * Cases per route: 200 in `npm test`, 1 000 in `npm run verify:fuzz`. A failure prints fast-check's
 * `{ seed, path }`: FUZZ_SEED=<seed> FUZZ_PATH=<path> with `-t '<test name>'` replays it.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Room for the runs on a 2-core machine shared with other work (`cost`: slower cases, like a scrypt hash); a real hang still fails. */
export const fuzzTimeout = (cost = 1) => 120_000 + FUZZ_RUNS * cost * 300;

/** fast-check's parameters: `numRuns` cases (FUZZ_RUNS unless a costlier suite takes fewer), or the replay of FUZZ_SEED. */
export function fuzzParameters<Cases extends unknown[] = [HttpCase]>(numRuns = FUZZ_RUNS): fc.Parameters<Cases> {
  const seed = process.env.FUZZ_SEED;
  return { numRuns, ...(seed && { seed: Number(seed), path: process.env.FUZZ_PATH }) };
}

/** What the server keeps: one hash per table and one of the stored files; and the upload spool's files. */
export interface ServerState {
  stored: Record<string, string>;
  /** DATA_DIR/tmp: a 2xx may answer before its spool is removed, so only files a request adds are its own. */
  spooled: string[];
}

/** Reads the ServerState of a test server. */
export class StateFingerprint {
  private constructor(
    private readonly db: Db,
    private readonly tables: string[],
    private readonly dataDir: string,
  ) {}

  /** A second connection to the server's database (its SQLite file, or DATABASE_URL). */
  static async open(server: TestServer): Promise<StateFingerprint> {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: server.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    const db = connectDatabase(config.database);
    const tables = (await db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !COUNTER_TABLES.has(name))
      .sort();
    return new StateFingerprint(db, tables, server.dataDir);
  }

  async take(): Promise<ServerState> {
    // All at once: on PostgreSQL the pool runs the queries side by side.
    const tables = this.tables.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(this.db);
      return [table, hash(rows.map((row) => JSON.stringify(row)).sort())];
    });
    const uploads = filesUnder(path.join(this.dataDir, 'uploads')).then((files) => ['uploads/', hash(files)]);
    const [stored, spooled] = await Promise.all([Promise.all([...tables, uploads]), filesUnder(path.join(this.dataDir, 'tmp'))]);
    return { stored: Object.fromEntries(stored), spooled };
  }

  close(): Promise<void> {
    return this.db.destroy();
  }
}

function hash(lines: string[]): string {
  return createHash('sha256').update(lines.join('\n')).digest('base64url');
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The client errors this API answers (DESIGN §4, plus the HTTP-level 400, 405, 413 and 415): anything else is a status a client cannot act on. */
const CLIENT_ERRORS = new Set([400, 401, 403, 404, 405, 413, 415, 419, 422, 429]);

/** DESIGN §4: `{ success:false, message }`, and a 422 names each bad field by its dotted path. */
export function expectFailureEnvelope(response: ApiResponse<unknown>): void {
  expect(CLIENT_ERRORS, `${response.status} ${response.text}`).toContain(response.status);
  expect(response.headers.get('content-type'), response.text).toMatch(/^application\/json/);
  const body = response.json as { success?: unknown; message?: unknown; errors?: Record<string, unknown> };
  expect(body?.success, response.text).toBe(false);
  expect(body.message, response.text).toEqual(expect.stringMatching(/\S/));
  if (response.status !== 422) return;
  expect(body.errors, response.text).toEqual(expect.any(Object));
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    // `_` is the body itself (a list or a number where the form belongs).
    expect(field).toMatch(/^(_|[a-z][a-z0-9_]*(\.([a-z][a-z0-9_]*|\d+))*)$/);
    const isMessageList =
      Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === 'string' && message.trim() !== '');
    expect(isMessageList, `errors.${field}`).toBe(true);
  }
}

/**
 * The server's verdict agrees with the shared schema: a 2xx only for a body the schema
 * accepts, and (with `exactErrors`) a 422 exactly when it rejects, naming the same fields.
 */
export function expectSchemaVerdict(schema: z.ZodType, httpCase: HttpCase, response: ApiResponse<unknown>, exactErrors: boolean): void {
  if (httpCase.parsedJson === undefined) return;
  // A JSON `null` is no form: the route refuses it like the schema does, never reads it as `{}`.
  const verdict = schema.safeParse(httpCase.parsedJson);
  if (response.status < 300) expect(verdict.success, `${response.status} for a body the schema rejects`).toBe(true);
  if (!exactErrors) return;
  if (verdict.success) {
    expect(response.status, response.text).toBeLessThan(300);
  } else {
    expect(response.status, response.text).toBe(422);
    expect(Object.keys((response.json as { errors: object }).errors).sort()).toEqual(Object.keys(toFieldErrors(verdict.error)).sort());
  }
}

/** Statuses seen per route, printed after each file and appended to FUZZ_REPORT (JSON lines) for `npm run verify:fuzz`. */
export class FuzzTally {
  private readonly statuses = new Map<string, Map<number, number>>();

  record(route: string, status: number): void {
    const counts = this.statuses.get(route) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(route, counts);
  }

  report(): void {
    for (const [route, counts] of this.statuses) {
      const cases = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const serverErrors = [...counts].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
      const byStatus = Object.fromEntries([...counts].sort(([a], [b]) => a - b));
      console.info(`fuzz ${route}: ${cases} cases, ${serverErrors} 5xx, by status ${JSON.stringify(byStatus)}`);
      if (process.env.FUZZ_REPORT) appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ route, cases, serverErrors, byStatus })}\n`);
    }
  }
}

export interface FuzzRouteOptions {
  method: string;
  path: string;
  /** The route as reported (default: method and path), e.g. with `{id}` for the id in the path. */
  label?: string;
  cases: fc.Arbitrary<HttpCase>;
  /** The client for the next case (a logged-in founder with a valid CSRF token, or an anonymous visitor). */
  client: () => Client;
  fingerprint: StateFingerprint;
  tally: FuzzTally;
  /** Further checks on every answer (read-backs of a 2xx, the schema's verdict). */
  check?: (response: ApiResponse, httpCase: HttpCase) => Promise<void> | void;
}

/**
 * Sends every generated case and holds the server to DESIGN §4: never a 5xx, every
 * 4xx in the JSON envelope with the database and the stored files exactly as before.
 */
export async function fuzzRoute({
  method,
  path: urlPath,
  label,
  cases,
  client,
  fingerprint,
  tally,
  check,
}: FuzzRouteOptions): Promise<void> {
  let state = await fingerprint.take();
  const route = label ?? `${method} ${urlPath}`;
  await fc.assert(
    fc.asyncProperty(cases, async (httpCase) => {
      const headers: [string, string][] = httpCase.contentType === undefined ? [] : [['content-type', httpCase.contentType]];
      const response = await client().request(method, urlPath, { rawBody: new Uint8Array(httpCase.body), headers });
      tally.record(route, response.status);
      expect(response.status, response.text).toBeLessThan(500);
      const after = await fingerprint.take();
      if (response.status >= 400) {
        expectFailureEnvelope(response);
        expect(after.stored, `${response.status} changed the stored state`).toEqual(state.stored);
        expect(
          after.spooled.filter((file) => !state.spooled.includes(file)),
          `${response.status} left a spooled upload`,
        ).toEqual([]);
      }
      state = after;
      await check?.(response, httpCase);
    }),
    fuzzParameters(),
  );
}
