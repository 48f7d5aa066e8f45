import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** ok; error500; hang (no answer at all); slow (a chunk every 50 ms); stall (one chunk, then silence). */
export type FakeMode = 'ok' | 'error500' | 'hang' | 'slow' | 'stall';

interface JsonSchemaObject {
  type?: unknown;
  properties?: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
}

export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    max_tokens?: number;
    temperature?: number;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: JsonSchemaObject } };
    messages: { role: string; content: string }[];
  };
}

export interface FakeOpenAi {
  /** The base URL for AI_BASE_URL (…/v1). */
  baseUrl: string;
  mode: FakeMode;
  /** What the model answers (streamed in chunks of a few characters). */
  answer: string;
  /** When set, the answer to each request, computed from it (e.g. one per application question); else `answer`. */
  respond: ((body: FakeRequest['body']) => string) | null;
  /** A pause before answering a non-streamed request, as a slow model takes. */
  answerDelayMs: number;
  /** In 'ok' mode, the pause between streamed chunks of `answer`. */
  chunkDelayMs: number;
  /** Streams of `answer` sent to their end. */
  streamsCompleted: number;
  /** Streams of `answer` whose client went away before their end. */
  streamsAbandoned: number;
  /** The error text of a 500 (may hold the key, to prove the app never repeats it). */
  errorText: string;
  requests: FakeRequest[];
  /** Resolves when a slow stream's connection closes: `finished` false means the client went away mid-stream. */
  slowStreamClosed(): Promise<{ finished: boolean; chunksSent: number }>;
  close(): Promise<void>;
}

function chunk(content: string): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

function splitAnswer(answer: string): string[] {
  return answer.match(/[\s\S]{1,8}/g) ?? [];
}

/** A real OpenAI-compatible Chat Completions server on loopback: POST /v1/chat/completions, plain or `stream: true`. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let slowClosed: Promise<{ finished: boolean; chunksSent: number }> | undefined;

  const fake = {
    mode: 'ok' as FakeMode,
    answer: 'A fine answer.',
    respond: null as ((body: FakeRequest['body']) => string) | null,
    answerDelayMs: 0,
    chunkDelayMs: 0,
    streamsCompleted: 0,
    streamsAbandoned: 0,
    errorText: 'The model is overloaded.',
    requests: [] as FakeRequest[],
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const part of request) text += String(part);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(text) as FakeRequest['body'];
    fake.requests.push({ authorization: request.headers.authorization, body });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'error500') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: fake.errorText, type: 'server_error' } }));
      return;
    }
    const answer = fake.respond ? fake.respond(body) : fake.answer;
    if (!body.stream) {
      if (fake.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.answerDelayMs));
      const completion = {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (fake.mode === 'stall') {
      response.write(chunk('Olive '));
      return;
    }
    if (fake.mode === 'slow') {
      let chunksSent = 0;
      const timer = setInterval(() => {
        response.write(chunk(`word${chunksSent} `));
        chunksSent += 1;
        if (chunksSent === 100) {
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
        }
      }, 50);
      slowClosed = new Promise((resolve) => {
        response.on('close', () => {
          clearInterval(timer);
          resolve({ finished: response.writableFinished, chunksSent });
        });
      });
      return;
    }
    for (const piece of splitAnswer(answer)) {
      if (response.destroyed) {
        fake.streamsAbandoned += 1;
        return;
      }
      response.write(chunk(piece));
      if (fake.chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.chunkDelayMs));
    }
    response.end('data: [DONE]\n\n');
    fake.streamsCompleted += 1;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.writeHead(400).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    slowStreamClosed() {
      if (!slowClosed) throw new Error('no slow stream was requested');
      return slowClosed;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
