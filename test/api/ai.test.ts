import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES, AI_PATHS, AI_RATE_LIMIT } from '../../src/shared/ai.js';
import { ACCOUNT_LOCALE_PATH } from '../../src/shared/i18n/locale.js';
import { aiRequest, captureLog, openStream, parseEvents } from './helpers/ai.js';
import { startFakeOpenAi } from './helpers/fake-openai.js';
import { newFounder } from './helpers/resource.js';
import { Client, startServer } from './helpers/server.js';
import { useStarted, useTestServer } from './helpers/use-test-server.js';

const API_KEY = 'sk-fake-7Qz9-distinctive-key-4242';
const MODEL = 'fake-instruct-3b';
describe('AI assistant with an OpenAI-compatible provider', () => {
  const { lines: logLines, logger } = captureLog();
  const fake = useStarted(startFakeOpenAi);
  const server = useTestServer(() => ({
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_API_KEY: API_KEY, AI_MODEL: MODEL, AI_TIMEOUT_MS: '1000' },
    logger,
  }));

  beforeEach(() => {
    fake.mode = 'ok';
    fake.answer = 'A fine answer.';
  });

  afterAll(() => {
    // Every body any client of this server received, and every log line, are free of the key.
    expect(server.bodies.length).toBeGreaterThan(0);
    for (const body of server.bodies) expect(body).not.toContain(API_KEY);
    expect(logLines.join('\n')).toContain('AI provider failed');
    expect(logLines.join('\n')).not.toContain(API_KEY);
  });

  it('answers 200 with the cleaned text, having sent the model, the field rule, the startup and the text', async () => {
    const { client } = await newFounder(server);
    fake.answer = 'Sure! Here is the improved one-liner:\n"Olive Labs turns farm data into fair loans for smallholders."';
    const response = await client.post(AI_PATHS.complete, aiRequest());
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ success: true, text: 'Olive Labs turns farm data into fair loans for smallholders.' });

    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body.model).toBe(MODEL);
    expect(sent.body.stream).toBeFalsy();
    expect(sent.body.max_tokens).toBe(60);
    const [system, user] = sent.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('at most 12 words');
    expect(system?.content).toContain('Never invent numbers');
    expect(system?.content).toContain('[startup-details.name] Startup name:\nOlive Labs');
    expect(system?.content).toContain('Answer in the language of the text you are given');
    expect(user?.role).toBe('user');
    expect(user?.content).toBe('we help farmers get loans using their farm data');
  });

  it('puts the whole field in as context when the prompt is a selection or the text before the cursor', async () => {
    const { client } = await newFounder(server);
    await client.post('/startup/update-details', { name: 'Olive Labs', sector: 'fintech', business_stage: 'mvp' });
    const response = await client.post(
      AI_PATHS.complete,
      aiRequest({
        action: 'continue',
        field_name: 'problem',
        prompt: 'Smallholder farmers',
        context: 'Smallholder farmers cannot get credit.',
      }),
    );
    expect(response.status, response.text).toBe(200);
    const [system, user] = fake.requests.at(-1)!.body.messages;
    expect(system?.content).toMatch(/who has the problem, what the pain is, and what it costs/);
    expect(system?.content).toContain('[startup-details.sector] Sector:\nFintech');
    expect(system?.content).toContain('[startup-details.business_stage] Business stage:\nMVP');
    expect(user?.content).toContain('Smallholder farmers cannot get credit.');
    expect(user?.content).toMatch(/Text before the cursor:\nSmallholder farmers$/);
  });

  it('answers 422 to an empty, whitespace or too long prompt and to an unknown action, without calling the provider', async () => {
    const { client } = await newFounder(server);
    const before = fake.requests.length;
    for (const body of [
      aiRequest({ prompt: '' }),
      aiRequest({ prompt: ' \n\t ' }),
      aiRequest({ prompt: 'x'.repeat(4001) }),
      aiRequest({ prompt: undefined }),
    ]) {
      const response = await client.post(AI_PATHS.complete, body);
      expect(response.status, response.text).toBe(422);
      expect(response.json).toMatchObject({ success: false, error: expect.any(String), errors: { prompt: [expect.any(String)] } });
    }
    const badAction = await client.post(AI_PATHS.complete, aiRequest({ action: 'summon' }));
    expect(badAction.status).toBe(422);
    expect(Object.keys(badAction.json.errors)).toEqual(['action']);
    const stream = await client.post(AI_PATHS.stream, aiRequest({ prompt: '  ' }));
    expect(stream.status).toBe(422);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 422 on the field for custom without an instruction, a 501-character one, an unknown tone or length (DESIGN §16)', async () => {
    const { client } = await newFounder(server);
    const before = fake.requests.length;
    for (const [body, field] of [
      [aiRequest({ action: 'custom' }), 'instruction'],
      [aiRequest({ action: 'custom', instruction: '   ' }), 'instruction'],
      [aiRequest({ action: 'custom', instruction: 'x'.repeat(501) }), 'instruction'],
      [aiRequest({ tone: 'sarcastic' }), 'tone'],
      [aiRequest({ length: 'epic' }), 'length'],
    ] as const) {
      for (const path of [AI_PATHS.complete, AI_PATHS.stream]) {
        const response = await client.post(path, body, { headers: [['accept-language', 'ar']] });
        expect(response.status, response.text).toBe(422);
        expect(Object.keys(response.json.errors)).toEqual([field]);
        expect(response.json.errors[field][0]).toMatch(/\p{Script=Arabic}/u);
      }
    }
    expect(fake.requests.length).toBe(before);
  });

  it('sends a custom instruction, tone and length, and the saved profile but never another startup’s (DESIGN §16)', async () => {
    const other = await newFounder(server);
    await other.client.post('/dashboard/startup-brief', { problem: '<p>OTHER-STARTUP-SECRET problem</p>' });
    const { client } = await newFounder(server);
    await client.post('/dashboard/startup-brief', { problem: '<p>Banks refuse 70% of smallholder farmers.</p>' });
    await client.post('/dashboard/fundraising', {
      required_amount: '250000',
      currency: 'USD',
      use_of_funds: '<p>Two data scientists.</p>',
    });
    const response = await client.post(
      AI_PATHS.complete,
      aiRequest({ action: 'custom', field_name: 'solution', instruction: 'mention our 140 clinics', tone: 'formal', length: 'shorter' }),
    );
    expect(response.status, response.text).toBe(200);
    const system = fake.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain("The founder's instruction: mention our 140 clinics");
    expect(system).toContain('Tone: formal');
    expect(system).toContain('Length: noticeably shorter');
    expect(system).toContain('[startup-brief.problem] Problem:\nBanks refuse 70% of smallholder farmers.');
    expect(system).toContain('[fundraising.required_amount] Amount raised in this round:\nUSD 250000');
    expect(system).toContain('[fundraising.use_of_funds] Use of funds:\nTwo data scientists.');
    expect(system).not.toContain('OTHER-STARTUP-SECRET');
  });

  it('answers 502 with a useful error that never holds the API key when the provider fails', async () => {
    const { client } = await newFounder(server);
    fake.mode = 'error500';
    fake.errorText = `upstream exploded while using key ${API_KEY}`;
    for (const path of [AI_PATHS.complete, AI_PATHS.stream]) {
      const response = await client.post(path, aiRequest());
      expect(response.status, response.text).toBe(502);
      expect(response.json).toMatchObject({ success: false, error: expect.stringContaining('HTTP 500') });
      expect(response.json.error).toContain('upstream exploded');
      expect(response.text).not.toContain(API_KEY);
    }
  });

  it('answers 502 when the provider does not answer within AI_TIMEOUT_MS', async () => {
    const { client } = await newFounder(server);
    fake.mode = 'hang';
    const started = Date.now();
    const response = await client.post(AI_PATHS.complete, aiRequest());
    expect(response.status, response.text).toBe(502);
    expect(response.json.error).toBe('The AI provider did not answer within 1 s.');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('streams the answer as server-sent events, then a done event with the cleaned text', async () => {
    const { client } = await newFounder(server);
    fake.answer = '```\nOlive Labs lends against farm data, not land titles.\n```';
    const response = await openStream(server, client, aiRequest({ field_name: 'mission' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents(await response.text());
    const chunks = events.filter((event) => event.event === 'message');
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((event) => event.data.text).join('')).toBe(fake.answer);
    expect(events.at(-1)).toEqual({ event: 'done', data: { text: 'Olive Labs lends against farm data, not land titles.' } });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]?.content).toContain('mission statement');
  });

  it('aborts the provider request when the client cancels a stream', async () => {
    const { client } = await newFounder(server);
    fake.mode = 'slow';
    const controller = new AbortController();
    const response = await openStream(server, client, aiRequest({ action: 'expand', field_name: 'vision' }), controller.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('word0');
    controller.abort();
    const closed = await fake.slowStreamClosed();
    expect(closed.finished).toBe(false);
    expect(closed.chunksSent).toBeLessThan(100);
  });

  it('ends a stream with an error event when the provider stalls mid-answer for AI_TIMEOUT_MS', async () => {
    const { client } = await newFounder(server);
    fake.mode = 'stall';
    const response = await openStream(server, client, aiRequest());
    expect(response.status).toBe(200);
    const events = parseEvents(await response.text());
    expect(events).toEqual([
      { event: 'message', data: { text: 'Olive ' } },
      { event: 'error', data: { error: 'The AI provider did not answer within 1 s.' } },
    ]);
  });

  it('gives a founder who chose Arabic the provider failures in Arabic, as JSON and as a stream event', async () => {
    const { client } = await newFounder(server);
    await client.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' });
    const timedOut = 'لم يُجب مزوّد الذكاء الاصطناعي خلال 1 ث.';
    fake.mode = 'hang';
    const response = await client.post(AI_PATHS.complete, aiRequest());
    expect(response.status, response.text).toBe(502);
    expect(response.json).toEqual({ success: false, error: timedOut, message: timedOut });
    fake.mode = 'stall';
    const events = parseEvents(await (await openStream(server, client, aiRequest())).text());
    expect(events.at(-1)).toEqual({ event: 'error', data: { error: timedOut } });
  });

  it(`answers 429 with Retry-After after ${AI_RATE_LIMIT} requests a minute from one user, and not to another user`, async () => {
    const { client } = await newFounder(server);
    for (let index = 0; index < AI_RATE_LIMIT; index += 1) {
      expect((await client.post(AI_PATHS.complete, aiRequest())).status).toBe(200);
    }
    const limited = await client.post(AI_PATHS.complete, aiRequest());
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ success: false, error: AI_MESSAGES.tooManyRequests });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await client.post(AI_PATHS.stream, aiRequest())).status).toBe(429);

    const other = await newFounder(server);
    expect((await other.client.post(AI_PATHS.complete, aiRequest())).status).toBe(200);
  });

  it('answers 401 without a session and 419 without a CSRF token', async () => {
    for (const path of [AI_PATHS.complete, AI_PATHS.stream]) {
      const anonymous = await new Client(server).post(path, aiRequest());
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual({ success: false, message: 'Unauthenticated.' });
    }
    const { client } = await newFounder(server);
    const before = fake.requests.length;
    const noToken = await client.post(AI_PATHS.complete, aiRequest(), { csrf: false });
    expect(noToken.status).toBe(419);
    expect(noToken.json).toEqual({ success: false, message: 'CSRF token mismatch.' });
    expect(fake.requests.length).toBe(before);
  });
});

describe('AI assistant switched off', () => {
  it('answers 503 "AI assistant is not configured" when AI_PROVIDER is unset', async () => {
    const server = await startServer({ env: {} });
    try {
      const { client } = await newFounder(server);
      for (const path of [AI_PATHS.complete, AI_PATHS.stream]) {
        const response = await client.post(path, aiRequest());
        expect(response.status).toBe(503);
        expect(response.json).toEqual({ success: false, error: AI_MESSAGES.notConfigured, message: AI_MESSAGES.notConfigured });
      }
    } finally {
      await server.close();
    }
  });
});
