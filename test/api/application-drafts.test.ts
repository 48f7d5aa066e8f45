import { beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../src/shared/ai.js';
import { APPLICATION_PATHS, countCharacters, type Application, type ApplicationDraft } from '../../src/shared/applications.js';
import { FUNDRAISING_PATHS } from '../../src/shared/fundraising.js';
import { MESSAGES_AR } from '../../src/shared/i18n/messages-ar.js';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief.js';
import { openStream, parseEvents } from './helpers/ai.js';
import { startFakeOpenAi, type FakeRequest } from './helpers/fake-openai.js';
import { newFounder } from './helpers/resource.js';
import { Client, type TestServer } from './helpers/server.js';
import { useStarted, useTestServer } from './helpers/use-test-server.js';

const ARABIC: [string, string][] = [['accept-language', 'ar']];

const QUESTIONS = [
  { text: 'What problem do you solve?', max_chars: 120 },
  { text: 'How much are you raising?', max_words: 20 },
  { text: 'ما الحل الذي تقدّمونه؟' },
];

/** A founder whose profile says what the questions ask, and an application with QUESTIONS. */
async function founderWithApplication(server: TestServer) {
  const founder = await newFounder(server);
  const { client } = founder;
  expect((await client.post(STARTUP_BRIEF_PATHS.save, { problem: '<p>Banks refuse 70% of smallholder farmers.</p>' })).status).toBe(200);
  expect((await client.post(FUNDRAISING_PATHS.save, { required_amount: '250000', currency: 'USD' })).status).toBe(200);
  const created = await client.post<{ data: Application }>(APPLICATION_PATHS.list, { program: 'Flat6Labs Cairo', questions: QUESTIONS });
  expect(created.status, created.text).toBe(201);
  return { ...founder, application: created.json.data };
}

const userMessage = (request: FakeRequest) => request.body.messages.find((message) => message.role === 'user')!.content;
const questionOf = (body: FakeRequest['body']) => /<<<QUESTION\n(.*)/.exec(userMessage({ body } as FakeRequest))![1]!;

/** What a model that follows the rules answers each question with. */
function modelAnswer(body: FakeRequest['body']): string {
  const question = questionOf(body);
  if (question.startsWith('What problem'))
    return JSON.stringify({ answer: 'Banks refuse 70% of smallholder farmers.', sources: ['startup-brief.problem'] });
  if (question.startsWith('How much'))
    return JSON.stringify({ answer: 'We are raising USD 250000, from 12 investors.', sources: ['fundraising.required_amount', 'made.up'] });
  return JSON.stringify({ answer: 'نقيّم المزارع من صور الأقمار الصناعية.', sources: [] });
}

describe('drafting an application from the profile (DESIGN §13)', { timeout: 30_000 }, () => {
  const fake = useStarted(startFakeOpenAi);
  const server = useTestServer(() => ({
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-json', AI_TIMEOUT_MS: '2000' },
  }));

  beforeEach(() => {
    fake.mode = 'ok';
    fake.respond = modelAnswer;
  });

  it('proposes an answer per unanswered question, with its sources and the numbers the profile lacks, and writes nothing', async () => {
    const { client, application } = await founderWithApplication(server);
    const before = await client.get<{ data: Application }>(APPLICATION_PATHS.one(application.id));
    const response = await client.post<{ data: ApplicationDraft }>(APPLICATION_PATHS.draft(application.id), {});
    expect(response.status, response.text).toBe(200);
    const [problem, raising, solution] = application.questions;
    const byQuestion = Object.fromEntries(response.json.data.proposals.map((proposal) => [proposal.question_id, proposal]));
    expect(byQuestion).toEqual({
      [problem!.id]: {
        question_id: problem!.id,
        answer: 'Banks refuse 70% of smallholder farmers.',
        sources: ['startup-brief.problem'],
        unsupported_numbers: [],
        fitted: null,
      },
      [raising!.id]: {
        question_id: raising!.id,
        answer: 'We are raising USD 250000, from 12 investors.',
        sources: ['fundraising.required_amount'],
        unsupported_numbers: [{ text: '12', start: 32, end: 34 }],
        fitted: null,
      },
      [solution!.id]: expect.objectContaining({ answer: 'نقيّم المزارع من صور الأقمار الصناعية.', sources: [] }),
    });
    const after = await client.get<{ data: Application }>(APPLICATION_PATHS.one(application.id));
    expect(after.json.data).toEqual(before.json.data);
  });

  it('sends the saved profile and the question with its limit, never another startup’s profile', async () => {
    const other = await newFounder(server);
    await other.client.post(STARTUP_BRIEF_PATHS.save, { problem: '<p>SECRET-OTHER-STARTUP</p>' });
    const { client, application } = await founderWithApplication(server);
    const firstRequest = fake.requests.length;
    await client.post(APPLICATION_PATHS.draft(application.id), { question_ids: [application.questions[0]!.id] });
    const sent = fake.requests.slice(firstRequest);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'application_answer', strict: true } });
    expect(userMessage(sent[0]!)).toContain('[startup-brief.problem] Problem:\nBanks refuse 70% of smallholder farmers.');
    expect(userMessage(sent[0]!)).toContain('[fundraising.required_amount] Amount raised in this round:\nUSD 250000');
    expect(userMessage(sent[0]!)).toContain('What problem do you solve?');
    expect(body.messages[0]!.content).toContain('The answer must be at most 120 characters');
    expect(JSON.stringify(body)).not.toContain('SECRET-OTHER-STARTUP');
  });

  it('never proposes an answer over its limit: asks again, then shortens at a sentence end', async () => {
    const { client, application } = await founderWithApplication(server);
    const long = 'Banks refuse 70% of smallholder farmers. '.repeat(5).trim();
    fake.respond = (body) => JSON.stringify({ answer: questionOf(body).startsWith('What problem') ? long : '', sources: [] });
    const response = await client.post<{ data: ApplicationDraft }>(APPLICATION_PATHS.draft(application.id), {});
    expect(response.json.data.proposals).toEqual([
      expect.objectContaining({
        question_id: application.questions[0]!.id,
        fitted: 'shortened',
        answer: 'Banks refuse 70% of smallholder farmers. Banks refuse 70% of smallholder farmers.',
      }),
    ]);
    expect(countCharacters(response.json.data.proposals[0]!.answer)).toBeLessThanOrEqual(120);
  });

  it('streams one proposal event per answer, then done with them all; a provider failure after the start is an error event', async () => {
    const { client, application } = await founderWithApplication(server);
    const response = await openStream(server, client, {}, undefined, { path: APPLICATION_PATHS.draftStream(application.id) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents<unknown>(await response.text());
    expect(events.map((event) => event.event)).toEqual(['proposal', 'proposal', 'proposal', 'done']);
    expect(events.at(-1)!.data).toEqual({ proposals: events.slice(0, 3).map((event) => event.data) });

    fake.mode = 'error500';
    const failing = await openStream(server, client, {}, undefined, {
      path: APPLICATION_PATHS.draftStream(application.id),
      headers: { 'accept-language': 'ar' },
    });
    const failed = parseEvents<{ message: string }>(await failing.text());
    expect(failed.at(-1)).toEqual({ event: 'error', data: { message: expect.any(String) } });
  });

  it('answers 404 for another startup’s application and 422 for questions not in it, before asking the provider', async () => {
    const { client, application } = await founderWithApplication(server);
    const other = await newFounder(server);
    const asked = fake.requests.length;
    expect((await other.client.post(APPLICATION_PATHS.draft(application.id), {})).status).toBe(404);
    const stream = await openStream(server, other.client, {}, undefined, { path: APPLICATION_PATHS.draftStream(application.id) });
    expect(stream.status).toBe(404);
    const wrong = await client.post(APPLICATION_PATHS.draft(application.id), { question_ids: ['not-a-question'] }, { headers: ARABIC });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ errors: { question_ids: [MESSAGES_AR['Please choose questions of this application.']] } });
    expect(fake.requests.length).toBe(asked);
  });

  it('answers 502 in the user’s language when the provider fails or answers garbage', async () => {
    const { client, application } = await founderWithApplication(server);
    fake.mode = 'error500';
    expect((await client.post(APPLICATION_PATHS.draft(application.id), {})).status).toBe(502);
    fake.mode = 'ok';
    fake.respond = () => 'not json at all';
    const garbage = await client.post(APPLICATION_PATHS.draft(application.id), {}, { headers: ARABIC });
    expect(garbage.status).toBe(502);
    expect(garbage.json).toEqual({ success: false, message: MESSAGES_AR[AI_MESSAGES.unreadableAnswer] });
  });
});

describe('drafting an application with the assistant off', () => {
  const server = useTestServer();

  it('answers 503 with how to turn it on, on both routes', async () => {
    const { client } = await newFounder(server);
    const created = await client.post<{ data: Application }>(APPLICATION_PATHS.list, { program: 'Seedstars', questions: QUESTIONS });
    const id = created.json.data.id;
    const response = await client.post(APPLICATION_PATHS.draft(id), {});
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ success: false, message: AI_MESSAGES.notConfigured });
    const stream = await openStream(server, client as Client, {}, undefined, { path: APPLICATION_PATHS.draftStream(id) });
    expect(stream.status).toBe(503);
  });
});
