import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_MESSAGES } from '../../../shared/ai';
import { rememberCsrfToken } from '../../lib/api-client';
import { AiRequestError, streamAi } from './ai-request';

const body = {
  prompt: 'Clinics on wheels',
  action: 'improve' as const,
  context: 'Clinics on wheels',
  field_name: 'vision',
  session_id: 'startup-briefvision',
};

function sseResponse(...events: string[]): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

async function failureOf(promise: Promise<unknown>): Promise<AiRequestError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AiRequestError);
  return error as AiRequestError;
}

beforeEach(() => rememberCsrfToken('csrf-token'));
afterEach(() => vi.unstubAllGlobals());

describe('streamAi', () => {
  it('posts with the CSRF token, reports the text so far and resolves with the done event', async () => {
    const fetchMock = vi.fn(async () =>
      sseResponse('data: {"text":"Impro"}\n\ndata: {"te', 'xt":"ved"}\n\n', 'event: done\ndata: {"text":"Improved"}\n\n'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const chunks: string[] = [];
    await expect(streamAi(body, new AbortController().signal, (text) => chunks.push(text))).resolves.toBe('Improved');
    expect(chunks).toEqual(['Impro', 'Improved']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/ai/stream',
      expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'x-csrf-token': 'csrf-token' }) }),
    );
  });

  it('fails with the error event, or "no text" when the answer is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse('event: error\ndata: {"error":"The provider failed."}\n\n')),
    );
    expect((await failureOf(streamAi(body, new AbortController().signal, () => undefined))).message).toBe('The provider failed.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse('event: done\ndata: {"text":""}\n\n')),
    );
    expect((await failureOf(streamAi(body, new AbortController().signal, () => undefined))).message).toBe(AI_MESSAGES.noText);
  });

  it("fails with the server's error, and marks a 503 as not configured", async () => {
    const json = (status: number, error: string) => Response.json({ success: false, error, message: error }, { status });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, AI_MESSAGES.promptTooLong)),
    );
    expect((await failureOf(streamAi(body, new AbortController().signal, () => undefined))).message).toBe(AI_MESSAGES.promptTooLong);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, AI_MESSAGES.notConfigured)),
    );
    const error = await failureOf(streamAi(body, new AbortController().signal, () => undefined));
    expect(error.notConfigured).toBe(true);
    expect(error.message).toBe(AI_MESSAGES.notConfigured);
  });

  it('refreshes a stale CSRF token once and streams with the fresh one', async () => {
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/auth/session') return Response.json({ success: true, data: { user: null, csrf_token: 'fresh' } });
      const token = (init?.headers as Record<string, string>)['x-csrf-token'];
      if (token !== 'fresh') return Response.json({ success: false, message: 'CSRF token mismatch.' }, { status: 419 });
      return sseResponse('event: done\ndata: {"text":"Improved"}\n\n');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(streamAi(body, new AbortController().signal, () => undefined)).resolves.toBe('Improved');
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/ai/stream', '/api/auth/session', '/api/ai/stream']);
  });
});
