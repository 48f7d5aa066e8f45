import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_MESSAGES, AI_PATHS } from '../../src/shared/ai.js';
import { APPLICATION_PATHS, applicationDraftAnswer, isOverLimit, type Application } from '../../src/shared/applications.js';
import { DECK_DRAFT_PATHS, deckDraftAnswer, type DeckDraft } from '../../src/shared/deck-drafts.js';
import { fieldRule } from '../../src/server/ai/prompts.js';
import { aiRequest, captureLog, openStream, parseEvents } from './helpers/ai.js';
import { newFounder } from './helpers/resource.js';
import { startServer, type TestServer } from './helpers/server.js';
import { writeTinyGguf } from './helpers/tiny-gguf.js';
import { multipart } from './helpers/uploads.js';
import { makePptx } from '../decks/make-decks.js';
import { useTestServer } from './helpers/use-test-server.js';

// node-llama-cpp is an optional install: in the project's dependencies, or `npm run ai:local`'s folder.
const root = path.resolve(import.meta.dirname, '../..');
const isLlamaInstalled = ['node_modules', '.ai-local/node_modules'].some((folder) =>
  existsSync(path.join(root, folder, 'node-llama-cpp', 'package.json')),
);
// CI installs it and sets this, so a broken install fails here instead of testing the fallback.
const isLlamaRequired = process.env.AI_LOCAL_REQUIRED === '1';

/** Runs `check` against its own server with AI_PROVIDER=local and `env` (AI_MODEL_PATH, …), then stops it. */
async function withLocalServer(env: Record<string, string>, check: (server: TestServer) => Promise<void>) {
  const server = await startServer({ env: { AI_PROVIDER: 'local', ...env } });
  try {
    await check(server);
  } finally {
    await server.close();
  }
}

interface GenerationLog {
  msg: string;
  tokens: number;
  stopReason: string;
}

if (isLlamaInstalled) {
  // The first request starts node-llama-cpp's native runtime: seconds on a busy 2-core machine.
  describe('local AI provider, node-llama-cpp installed: a tiny GGUF model generates through the real routes', { timeout: 60_000 }, () => {
    const log = captureLog('info');
    const generations = () =>
      log.lines.map((line) => JSON.parse(line) as GenerationLog).filter((entry) => entry.msg === 'local AI generation ended');
    let modelDir: string;
    let modelPath: string;

    beforeAll(async () => {
      modelDir = await mkdtemp(path.join(tmpdir(), 'fd-gguf-'));
      modelPath = path.join(modelDir, 'tiny.gguf');
      await writeTinyGguf(modelPath);
    });

    afterAll(async () => {
      await rm(modelDir, { recursive: true, force: true });
    });

    const server = useTestServer(() => ({ env: { AI_PROVIDER: 'local', AI_MODEL_PATH: modelPath }, logger: log.logger }));

    it('answers POST /api/ai/complete with 200 and generated text within the field’s token cap', async () => {
      const { client } = await newFounder(server);
      const response = await client.post(AI_PATHS.complete, aiRequest());
      expect(response.status, response.text).toBe(200);
      expect(response.json).toEqual({ success: true, text: expect.any(String) });
      expect(response.json.text.trim()).not.toBe('');
      // Each token of the tiny model is at most one character.
      expect(response.json.text.length).toBeLessThanOrEqual(fieldRule('one_liner').maxTokens);
      expect(generations().at(-1)?.tokens).toBeLessThanOrEqual(fieldRule('one_liner').maxTokens);
    });

    it('streams POST /api/ai/stream token by token: several chunks, then a done event with the whole text', async () => {
      const { client } = await newFounder(server);
      const response = await openStream(server, client, aiRequest({ field_name: 'mission' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = parseEvents(await response.text());
      const chunks = events.filter((event) => event.event === 'message');
      expect(chunks.length).toBeGreaterThan(1);
      expect(events.slice(0, -1)).toEqual(chunks);
      const done = events.at(-1);
      expect(done?.event).toBe('done');
      expect(done?.data.text).toBe(
        chunks
          .map((event) => event.data.text)
          .join('')
          .trim(),
      );
      expect(done?.data.text).not.toBe('');
    });

    it('stops generating when the client aborts mid-stream, and answers the next request', async () => {
      const { client } = await newFounder(server);
      const before = generations().length;
      const controller = new AbortController();
      // A description may run to 400 tokens: seconds of work, unless the abort stops it.
      const response = await openStream(server, client, aiRequest({ field_name: 'description', action: 'expand' }), controller.signal);
      expect(response.status).toBe(200);
      const first = await response.body!.getReader().read();
      expect(new TextDecoder().decode(first.value)).toMatch(/^data: /);
      controller.abort();

      const ended = await vi.waitFor(
        () => {
          const entry = generations()[before];
          if (!entry) throw new Error('the generation has not ended yet');
          return entry;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(ended.stopReason).toBe('abort');
      expect(ended.tokens).toBeLessThan(fieldRule('description').maxTokens);

      const next = await client.post(AI_PATHS.complete, aiRequest());
      expect(next.status, next.text).toBe(200);
    });

    it('drafts from a deck through the JSON-schema grammar: 200, an answer of the §12 shape from parseable JSON', async () => {
      const { client } = await newFounder(server);
      const form = multipart(
        { file_name: 'Deck' },
        { deck_file: { data: makePptx([{ lines: ['Olive Labs', 'Loans for farmers'] }]), name: 'd.pptx' } },
      );
      const deckId = (await client.request<{ data: { id: string } }>('POST', '/api/pitch-deck', { form })).json.data.id;
      const response = await client.post<{ data: DeckDraft }>(DECK_DRAFT_PATHS.draft, { deck_id: deckId });
      // 200 means the whole text parsed as a JSON object: a cut-off or garbled answer is a 502.
      expect(response.status, response.text).toBe(200);
      const draft = deckDraftAnswer.parse(response.json.data);
      expect(draft).toMatchObject({ deck_id: deckId, pages_read: 1, truncated: false });
      // Gibberish is never in the deck: whatever the tiny model filled in is skipped, never proposed.
      expect(draft.proposals).toEqual([]);
      expect(generations().at(-1)?.stopReason).not.toBe('maxTokens');
    });

    it('drafts application answers through the JSON-schema grammar: 200, each proposal of the §13 shape and within its limit', async () => {
      const { client } = await newFounder(server);
      await client.post('/dashboard/startup-brief', { problem: '<p>Banks refuse most smallholder farmers.</p>' });
      const questions = [
        { text: 'What problem do you solve?', max_chars: 60 },
        { text: 'Who are your customers?', max_words: 8 },
      ];
      const created = await client.post<{ data: Application }>(APPLICATION_PATHS.list, { program: 'Local test', questions });
      const response = await client.post(APPLICATION_PATHS.draft(created.json.data.id), {});
      expect(response.status, response.text).toBe(200);
      const { proposals } = applicationDraftAnswer.parse(response.json.data);
      for (const proposal of proposals) {
        const question = created.json.data.questions.find((entry) => entry.id === proposal.question_id)!;
        expect(isOverLimit(proposal.answer, question)).toBe(false);
      }
    });

    it('answers 502 when the model does not answer within AI_TIMEOUT_MS', async () => {
      await withLocalServer({ AI_MODEL_PATH: modelPath, AI_TIMEOUT_MS: '1' }, async (slowServer) => {
        const { client } = await newFounder(slowServer);
        const response = await client.post(AI_PATHS.complete, aiRequest());
        expect(response.status, response.text).toBe(502);
        expect(response.json).toMatchObject({ success: false, error: 'The local AI model did not answer within 0.001 s.' });
      });
    });

    it('answers 503 naming AI_MODEL_PATH, not the path, when the model file is missing or not a GGUF model', async () => {
      const notAModel = path.join(modelDir, 'notes.gguf');
      await writeFile(notAModel, 'not a model');
      const cases = [
        { modelPath: path.join(modelDir, 'missing.gguf'), error: AI_MESSAGES.localModelUnreadable },
        { modelPath: notAModel, error: AI_MESSAGES.localModelInvalid },
      ];
      for (const { modelPath: badPath, error } of cases) {
        await withLocalServer({ AI_MODEL_PATH: badPath }, async (badServer) => {
          const { client } = await newFounder(badServer);
          for (const route of [AI_PATHS.complete, AI_PATHS.stream]) {
            const response = await client.post(route, aiRequest());
            expect(response.status, response.text).toBe(503);
            expect(response.json).toEqual({ success: false, error, message: error });
            expect(response.text).not.toContain(modelDir);
          }
        });
      }
    });
  });
} else {
  describe('local AI provider, node-llama-cpp not installed: the assistant answers 503 with the install hint', () => {
    it('is allowed to be missing here (AI_LOCAL_REQUIRED is not set)', () => {
      expect(isLlamaRequired, 'AI_LOCAL_REQUIRED=1 but node-llama-cpp is not installed: run npm run ai:local').toBe(false);
    });

    it('answers 503 with "npm run ai:local" on both routes', async () => {
      await withLocalServer({ AI_MODEL_PATH: '/nonexistent/model.gguf' }, async (server) => {
        const { client } = await newFounder(server);
        for (const route of [AI_PATHS.complete, AI_PATHS.stream]) {
          const response = await client.post(route, aiRequest());
          expect(response.status).toBe(503);
          expect(response.json).toEqual({ success: false, error: AI_MESSAGES.localNotInstalled, message: AI_MESSAGES.localNotInstalled });
          expect(response.json.error).toContain('npm run ai:local');
        }
      });
    });
  });
}
