import { describe, expect, it } from 'vitest';
import type { Application, ApplicationProposal, Question } from '../../shared/applications.js';
import { AiProviderError, type AiGeneration, type AiProvider } from '../ai/provider.js';
import type { AuthUser } from '../auth/session-store.js';
import { HttpError } from '../http/errors.js';
import type { ProfileFact } from '../profile-context/profile-facts.js';
import { APPLICATION_DRAFT_PARALLEL, ApplicationDraftService, type ApplicationDraftEvent } from './service.js';

const USER = { id: 'u1', startup_id: 's1' } as AuthUser;

const FACTS: ProfileFact[] = [
  { key: 'startup-details.name', label: 'Startup name', text: 'Olive Labs' },
  { key: 'startup-brief.problem', label: 'Problem', text: 'Banks refuse 70% of smallholder farmers.' },
];

function question(id: string, text: string, rest: Partial<Question> = {}): Question {
  return { id, text, help: '', max_chars: null, max_words: null, required: false, answer: '', status: 'empty', ...rest };
}

function application(questions: Question[]): Application {
  return { id: 'a1', program: 'Flat6Labs', deadline: '', url: '', questions, updated_at: null, updated_by: null };
}

/** A provider whose answer to each request is `answer(generation)`, recording what it was asked and how many ran at once. */
function fakeProvider(answer: (generation: AiGeneration) => string | Promise<string>) {
  const requests: AiGeneration[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const provider: AiProvider = {
    complete: () => Promise.reject(new Error('unused')),
    stream: () => {
      throw new Error('unused');
    },
    async completeJson(generation) {
      requests.push(generation);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return await answer(generation);
      } finally {
        running -= 1;
      }
    },
  };
  return { provider, requests, mostAtOnce: () => mostAtOnce };
}

async function draftAll(provider: AiProvider, questions: Question[], body: unknown = {}) {
  const service = new ApplicationDraftService(
    provider,
    { get: async () => application(questions) },
    { load: async () => FACTS },
    { consume: async () => ({}) as never },
  );
  const job = await service.prepare(USER, 'a1', body);
  const events: ApplicationDraftEvent[] = [];
  for await (const event of service.draft(job, new AbortController().signal)) events.push(event);
  return events;
}

const json = (answer: string, sources: string[] = ['startup-brief.problem']) => JSON.stringify({ answer, sources });
const proposalsOf = (events: ApplicationDraftEvent[]) =>
  events.flatMap((event) => (event.event === 'proposal' ? [event.data] : [])) as ApplicationProposal[];

describe('ApplicationDraftService', () => {
  it('drafts every unanswered question, at most APPLICATION_DRAFT_PARALLEL at once, and ends with them all', async () => {
    const fake = fakeProvider((generation) => json(`About: ${/QUESTION\n(.*)/.exec(generation.user)![1]}`));
    const questions = Array.from({ length: 8 }, (_, index) => question(`q${index}`, `Question ${index}?`));
    questions.push(question('answered', 'Already done?', { answer: 'Yes.', status: 'final' }));
    const events = await draftAll(fake.provider, questions);
    expect(fake.requests).toHaveLength(8);
    expect(fake.mostAtOnce()).toBe(APPLICATION_DRAFT_PARALLEL);
    const proposals = proposalsOf(events);
    expect(proposals.map((proposal) => proposal.question_id).sort()).toEqual(questions.slice(0, 8).map((q) => q.id));
    expect(events.at(-1)).toEqual({ event: 'done', data: { proposals } });
  });

  it('keeps only sources the profile has and flags numbers it does not', async () => {
    const fake = fakeProvider(() => json('We serve 70% of farmers and 3 banks.', ['startup-brief.problem', 'pitch.valuation']));
    const [proposal] = proposalsOf(await draftAll(fake.provider, [question('q1', 'Who do you serve?')]));
    expect(proposal).toEqual({
      question_id: 'q1',
      answer: 'We serve 70% of farmers and 3 banks.',
      sources: ['startup-brief.problem'],
      unsupported_numbers: [{ text: '3', start: 28, end: 29 }],
      fitted: null,
    });
  });

  it('asks again once when an answer is over its limit, and says so', async () => {
    const fake = fakeProvider((generation) => (generation.user.includes('PREVIOUS') ? json('We lend to farmers.') : json('x'.repeat(80))));
    const [proposal] = proposalsOf(await draftAll(fake.provider, [question('q1', 'What do you do?', { max_chars: 40 })]));
    expect(proposal).toMatchObject({ answer: 'We lend to farmers.', fitted: 'asked_again' });
    expect(fake.requests[1]!.user).toContain('Your previous answer was 80 characters, over the limit (at most 40 characters)');
  });

  it('cuts at a sentence end when asking again is still too long', async () => {
    const fake = fakeProvider(() => json('We lend to farmers. We read satellites. We grow fast with banks.'));
    const [proposal] = proposalsOf(await draftAll(fake.provider, [question('q1', 'What do you do?', { max_words: 7 })]));
    expect(proposal).toMatchObject({ answer: 'We lend to farmers. We read satellites.', fitted: 'shortened' });
    expect(fake.requests).toHaveLength(2);
  });

  it('proposes nothing for a question the profile cannot answer, and cleans markup', async () => {
    const fake = fakeProvider((generation) =>
      generation.user.includes('Revenue?') ? json('', []) : json('```\n<p>We <b>lend</b>.</p><script>x</script>\n```'),
    );
    const proposals = proposalsOf(await draftAll(fake.provider, [question('q1', 'Revenue?'), question('q2', 'What?')]));
    expect(proposals).toEqual([expect.objectContaining({ question_id: 'q2', answer: 'We lend.' })]);
  });

  it('writes in the language of the question', async () => {
    const fake = fakeProvider(() => json('نقرض المزارعين.'));
    await draftAll(fake.provider, [question('q1', 'ما المشكلة التي تحلّونها؟')]);
    expect(fake.requests[0]!.system).toContain('Write the answer in Arabic');
  });

  it('asks once more for garbage, then fails with 502; a provider error stops the rest', async () => {
    const garbage = fakeProvider(() => 'not json');
    await expect(draftAll(garbage.provider, [question('q1', 'What?')])).rejects.toMatchObject({ statusCode: 502 });
    expect(garbage.requests).toHaveLength(2);

    const failing = fakeProvider(() => Promise.reject(new AiProviderError('The provider is down')));
    const questions = Array.from({ length: 6 }, (_, index) => question(`q${index}`, `Q${index}?`));
    const error = await draftAll(failing.provider, questions).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 502, message: 'The provider is down' });
    expect(failing.requests.length).toBeLessThanOrEqual(APPLICATION_DRAFT_PARALLEL);
  });

  it('drafts only the questions asked for, and refuses one of another application', async () => {
    const fake = fakeProvider(() => json('We lend.'));
    const questions = [question('q1', 'A?'), question('q2', 'B?', { answer: 'Old.', status: 'edited' })];
    const proposals = proposalsOf(await draftAll(fake.provider, questions, { question_ids: ['q2'] }));
    expect(proposals.map((proposal) => proposal.question_id)).toEqual(['q2']);
    await expect(draftAll(fake.provider, questions, { question_ids: ['elsewhere'] })).rejects.toMatchObject({
      statusCode: 422,
      errors: { question_ids: [expect.any(String)] },
    });
  });
});
