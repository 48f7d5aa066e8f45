import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account.js';
import { INVITATION_PATHS } from '../../src/shared/invitations.js';
import { captureLog } from './helpers/ai.js';
import { startServer, type TestServer } from './helpers/server.js';

interface RequestLine {
  level: number;
  msg: string;
  reqId: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

let server: TestServer | undefined;
afterEach(async () => server?.close());

async function logOf(level: string, requests: Array<{ method: string; path: string }>): Promise<RequestLine[]> {
  const log = captureLog(level);
  server = await startServer({ logger: log.logger });
  for (const { method, path } of requests) await fetch(server.baseUrl + path, { method });
  const lines = log.lines.map((line) => JSON.parse(line) as RequestLine);
  return lines.filter((line) => line.reqId !== undefined);
}

const LINK_TOKEN = 'a'.repeat(43);

describe('request log', () => {
  it('at info writes one line per request, once answered: method, URL, status and time', async () => {
    const lines = await logOf('info', [
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: '/api/no-such-route' },
    ]);
    expect(lines.map((line) => [line.msg, line.method, line.url, line.statusCode])).toEqual([
      ['request completed', 'GET', '/healthz', 200],
      ['request completed', 'GET', '/api/no-such-route', 401],
    ]);
    for (const line of lines) expect(line.responseTime).toBeGreaterThan(0);
  });

  it('at debug also writes a line as each request arrives, so one still in flight shows', async () => {
    const lines = await logOf('debug', [{ method: 'GET', path: '/healthz' }]);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
  });

  it('masks the token of a password-reset or invitation link in the path', async () => {
    const lines = await logOf('info', [
      { method: 'POST', path: `${ACCOUNT_PATHS.passwordReset}/${LINK_TOKEN}` },
      { method: 'GET', path: INVITATION_PATHS.byToken(LINK_TOKEN) },
    ]);
    expect(lines.map((line) => line.url)).toEqual([`${ACCOUNT_PATHS.passwordReset}/…`, INVITATION_PATHS.byToken('…')]);
    expect(JSON.stringify(lines)).not.toContain(LINK_TOKEN);
  });
});
