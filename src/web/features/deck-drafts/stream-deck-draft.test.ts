import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../../../shared/constants';
import { DECK_DRAFT_MESSAGES, DECK_DRAFT_PATHS, type DeckDraft, type DeckDraftProposal } from '../../../shared/deck-drafts';
import { rememberCsrfToken } from '../../lib/api-client';
import { DraftStreamError } from '../../lib/stream-draft';
import { streamDeckDraft } from './stream-deck-draft';

const problem: DeckDraftProposal = {
  record: 'startup-brief',
  field: 'problem',
  value: '<p>Rural clinics wait three weeks.</p>',
  slide: 2,
  quote: 'Rural clinics wait three weeks.',
};
const draft: DeckDraft = {
  deck_id: 'd1',
  pages_read: 5,
  characters: 300,
  truncated: false,
  language: 'en',
  proposals: [problem],
  skipped: [],
};

/** An SSE body delivered in the given pieces (an event may be split across reads). */
function sseResponse(...pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

function draftOnce() {
  const progress: unknown[] = [];
  const proposals: DeckDraftProposal[] = [];
  const result = streamDeckDraft({ deck_id: 'd1', locale: 'en' }, new AbortController().signal, {
    onProgress: (update) => progress.push(update),
    onProposal: (proposal) => proposals.push(proposal),
  });
  return { result, progress, proposals };
}

async function failureOf(promise: Promise<unknown>): Promise<DraftStreamError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DraftStreamError);
  return error as DraftStreamError;
}

beforeEach(() => rememberCsrfToken('csrf-token'));
afterEach(() => vi.unstubAllGlobals());

describe('streamDeckDraft', () => {
  it('posts the deck with the CSRF token, reports progress and each proposal, and resolves with the whole draft', async () => {
    const stream =
      event('progress', { stage: 'reading' }) + event('progress', { stage: 'drafting', pages_read: 5 }) + event('proposal', problem);
    const fetchMock = vi.fn(async () => sseResponse(stream.slice(0, 50), stream.slice(50), event('done', draft)));
    vi.stubGlobal('fetch', fetchMock);
    const { result, progress, proposals } = draftOnce();
    expect(await result).toEqual(draft);
    expect(progress).toEqual([{ stage: 'reading' }, { stage: 'drafting', pages_read: 5 }]);
    expect(proposals).toEqual([problem]);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(DECK_DRAFT_PATHS.stream);
    expect((init.headers as Record<string, string>)[CSRF_HEADER]).toBe('csrf-token');
    expect(JSON.parse(String(init.body))).toEqual({ deck_id: 'd1', locale: 'en' });
  });

  it("gives a 422's field error on deck_id (a scan, a PPT) before anything streams", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message: 'Validation failed', errors: { deck_id: [DECK_DRAFT_MESSAGES.noText] } }, { status: 422 }),
    );
    const error = await failureOf(draftOnce().result);
    expect([error.status, error.errors.deck_id]).toEqual([422, [DECK_DRAFT_MESSAGES.noText]]);
  });

  it('tells the assistant being off (503) from a provider failure (502)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ success: false, message: 'AI assistant is not configured' }, { status: 503 }));
    expect((await failureOf(draftOnce().result)).status).toBe(503);
    vi.stubGlobal('fetch', async () => Response.json({ success: false, message: 'The model is overloaded.' }, { status: 502 }));
    expect((await failureOf(draftOnce().result)).status).toBe(502);
  });

  it("fails with the stream's error event, and when the stream ends without `done`", async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse(event('progress', { stage: 'reading' }), event('error', { message: 'The model is overloaded.' })),
    );
    const error = await failureOf(draftOnce().result);
    expect([error.status, error.message]).toEqual([502, 'The model is overloaded.']);
    vi.stubGlobal('fetch', async () => sseResponse(event('proposal', problem)));
    expect((await failureOf(draftOnce().result)).status).toBe(502);
  });
});
