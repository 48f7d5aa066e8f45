import { Writable } from 'node:stream';
import { AI_PATHS } from '../../../src/shared/ai.js';
import type { Client, ServerOptions, TestServer } from './server.js';

/** A valid body for both AI routes: improve the whole one-liner. */
export const aiRequest = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'we help farmers get loans using their farm data',
  action: 'improve',
  context: 'we help farmers get loans using their farm data',
  field_name: 'one_liner',
  session_id: 'startup-briefone_liner',
  ...overrides,
});

/** POSTs to a stream route (the assistant's unless `path` says) with the client's session; resolves once the headers arrive. */
export async function openStream(
  server: TestServer,
  client: Client,
  body: unknown,
  signal?: AbortSignal,
  { path = AI_PATHS.stream, headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  if (!client.csrfToken) await client.session();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': client.csrfToken ?? '', cookie, ...headers },
    body: JSON.stringify(body),
    signal,
  });
}

export interface StreamEvent<Data = { text?: string; error?: string }> {
  event: string;
  data: Data;
}

/** The server-sent events of a stream body, unnamed ones as `message`. */
export function parseEvents<Data = StreamEvent['data']>(text: string): StreamEvent<Data>[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as Data;
      return { event, data };
    });
}

/** A logger for startServer that keeps every line the app logs at `level` and above. */
export function captureLog(level = 'debug'): { lines: string[]; logger: ServerOptions['logger'] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(line: Buffer, _encoding, callback) {
      lines.push(line.toString());
      callback();
    },
  });
  return { lines, logger: { level, stream } };
}
