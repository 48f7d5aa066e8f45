import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, APPLICATION_PATHS, MAX_APPLICATIONS } from '../../src/shared/applications.js';
import { MESSAGES } from '../../src/shared/api.js';
import { ACCOUNT_PATHS } from '../../src/shared/account.js';
import { INVITATION_PATHS } from '../../src/shared/invitations.js';
import { openDatabase } from './helpers/database.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { Client, uniqueEmail, type ApiResponse } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// DESIGN §13: applications — a program's questions with the startup's answers, shared by its founders.

const server = useTestServer();

const ARABIC: [string, string][] = [['accept-language', 'ar']];
const ifMatch = (etag: string | null): { headers: [string, string][] } => ({ headers: [['if-match', etag ?? '']] });

const HOSTILE = '<img src=x onerror=alert(1)><script>alert("q")</script> What is your moat?';

async function create(client: Client, body: Record<string, unknown>, headers: [string, string][] = []) {
  const response = await client.post(APPLICATION_PATHS.list, body, { headers });
  expect(response.status, response.text).toBe(201);
  return response;
}

/** The questions of a saved application as a save sends them back. */
function asSaved(questions: Array<Record<string, unknown>>) {
  return questions.map(({ id, text, help, max_chars, max_words, required, answer, status }) => ({
    id,
    text,
    help,
    max_chars,
    max_words,
    required,
    answer,
    status,
  }));
}

/** A founder and a co-founder who joined the same startup through an invitation. */
async function team() {
  const { client: founder } = await newFounder(server);
  const email = uniqueEmail();
  const invited = await founder.post(INVITATION_PATHS.create, { email });
  expect(invited.status, invited.text).toBe(201);
  const token = new URL(invited.json.data.url).hash.slice(1);
  const coFounder = new Client(server);
  const accepted = await coFounder.post(INVITATION_PATHS.accept(token), {
    first_name: 'Omar',
    last_name: 'Nasser',
    password: 'invited horse battery',
  });
  expect(accepted.status, accepted.text).toBe(201);
  return { founder, coFounder };
}

describe('templates', () => {
  it('lists at least five templates in English, each with 6–10 questions, help text and a limit', async () => {
    const { client } = await newFounder(server);
    const response = await client.get(APPLICATION_PATHS.templates);
    expect(response.status).toBe(200);
    const templates = response.json.data as Array<{ key: string; name: string; questions: Array<Record<string, unknown>> }>;
    expect(templates.map((template) => template.key)).toEqual(
      expect.arrayContaining(['accelerator', 'pre-seed-investor', 'grant', 'competition', 'incubator-interview']),
    );
    for (const template of templates) {
      expect(template.questions.length).toBeGreaterThanOrEqual(6);
      expect(template.questions.length).toBeLessThanOrEqual(10);
      for (const question of template.questions) {
        expect(question.help).not.toBe('');
        expect(question.max_chars !== null || question.max_words !== null).toBe(true);
      }
    }
    expect(templates[0]!.name).toMatch(/^[\x20-\x7e]+$/);
  });

  it('answers in Arabic for an Arabic request, with the same keys and limits', async () => {
    const { client } = await newFounder(server);
    const english = (await client.get(APPLICATION_PATHS.templates)).json.data;
    const arabic = (await client.get(APPLICATION_PATHS.templates, { headers: ARABIC })).json.data;
    expect(arabic.map((template: { key: string }) => template.key)).toEqual(english.map((template: { key: string }) => template.key));
    for (const [index, template] of arabic.entries()) {
      expect(template.name).toMatch(/[\u0600-\u06ff]/);
      template.questions.forEach((question: Record<string, unknown>, number: number) => {
        expect(question.text).toMatch(/[\u0600-\u06ff]/);
        expect(question.max_chars).toBe(english[index].questions[number].max_chars);
        expect(question.max_words).toBe(english[index].questions[number].max_words);
      });
    }
  });

  it('needs a login', async () => {
    const response = await new Client(server).get(APPLICATION_PATHS.templates);
    expect(response.status).toBe(401);
  });
});

describe('lifecycle', () => {
  it('creates a blank application, reads it with an ETag, saves answers, lists, exports and deletes it', async () => {
    const { client, account } = await newFounder(server);
    const created = await create(client, { program: 'Flat6Labs Amman', deadline: '2027-03-01', url: 'https://flat6labs.example/apply' });
    expect(created.json.message).toBe(APPLICATION_MESSAGES.created);
    expect(created.json.data).toMatchObject({
      program: 'Flat6Labs Amman',
      deadline: '2027-03-01',
      url: 'https://flat6labs.example/apply',
      questions: [],
      updated_by: { first_name: account.first_name, last_name: account.last_name },
    });
    const id = created.json.data.id as string;
    const etag = created.headers.get('etag');
    expect(etag).toMatch(/^"\d+"$/);

    const read = await client.get(APPLICATION_PATHS.one(id));
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(etag);
    expect(read.json.data).toEqual(created.json.data);

    const saved = await client.post(
      APPLICATION_PATHS.one(id),
      {
        questions: [
          { text: 'What do you do?', max_chars: 140, answer: 'Same-day freight for small shops.', status: 'final' },
          { text: 'Why now?', max_words: 50, answer: '   ', status: 'final' },
          { text: 'Team?', answer: 'Lina and Omar.' },
        ],
      },
      ifMatch(etag),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.message).toBe(APPLICATION_MESSAGES.saved);
    expect(saved.headers.get('etag')).not.toBe(etag);
    expect(saved.json.data.program).toBe('Flat6Labs Amman');
    expect(saved.json.data.questions.map((question: { status: string }) => question.status)).toEqual(['final', 'empty', 'edited']);
    expect(saved.json.data.questions[1].answer).toBe('');
    expect(saved.json.data.questions[0]).toMatchObject({ max_chars: 140, max_words: null, required: false, help: '' });

    const list = await client.get(APPLICATION_PATHS.list);
    expect(list.json.data).toEqual([
      {
        id,
        program: 'Flat6Labs Amman',
        deadline: '2027-03-01',
        url: 'https://flat6labs.example/apply',
        answered: 2,
        total: 3,
        over_limit: 0,
        updated_at: saved.json.data.updated_at,
      },
    ]);

    const markdown = await client.get(`${APPLICATION_PATHS.export(id)}?format=md`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(markdown.headers.get('content-disposition')).toMatch(/^attachment; filename="Flat6Labs Amman\.md"/);
    expect(markdown.text).toContain('## Question 1 (at most 140 characters)');
    expect(markdown.text).toContain('Same-day freight for small shops.');

    const text = await client.get(`${APPLICATION_PATHS.export(id)}?format=txt`);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.text).toContain('Question 2 (at most 50 words)\n\nWhy now?\n\n(No answer yet)');

    const removed = await client.request('DELETE', APPLICATION_PATHS.one(id));
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, message: APPLICATION_MESSAGES.deleted, data: { id } });
    expect((await client.get(APPLICATION_PATHS.one(id))).status).toBe(404);
    expect((await client.get(APPLICATION_PATHS.list)).json.data).toEqual([]);
  });

  it('creates from a template in the request’s language; an unknown template is 422 on `template`', async () => {
    const { client } = await newFounder(server);
    const english = await create(client, { program: 'Seedstars', template: 'competition' });
    const templates = (await client.get(APPLICATION_PATHS.templates)).json.data;
    const competition = templates.find((template: { key: string }) => template.key === 'competition');
    expect(english.json.data.questions.map((question: { text: string }) => question.text)).toEqual(
      competition.questions.map((question: { text: string }) => question.text),
    );
    expect(english.json.data.questions[0]).toMatchObject({ answer: '', status: 'empty', max_words: 50 });

    const arabic = await create(client, { program: 'مسابقة', template: 'grant' }, ARABIC);
    expect(arabic.json.message).toBe('أُضيف الطلب.');
    expect(arabic.json.data.questions[0].text).toBe('عنوان المشروع');

    const unknown = await client.post(APPLICATION_PATHS.list, { program: 'X', template: 'nope' });
    expectValidationErrors(unknown, { template: APPLICATION_MESSAGES.unknownTemplate });
  });

  it('creates from a question list and from a pasted list with its limits read', async () => {
    const { client } = await newFounder(server);
    const listed = await create(client, {
      program: 'Grant',
      questions: [{ text: 'Budget?', help: 'Main lines.', max_words: 100, required: true }],
    });
    expect(listed.json.data.questions[0]).toMatchObject({ text: 'Budget?', help: 'Main lines.', max_words: 100, required: true });

    const pasted = await create(client, {
      program: 'Pasted',
      questions_text:
        '1. What problem do you solve? (150 characters)\n\n2) Describe your team — 50 words\n- ما الذي يميزكم؟ (١٠٠ كلمة)\n• Anything else? (about a page)',
    });
    expect(
      pasted.json.data.questions.map(({ text, max_chars, max_words }: Record<string, unknown>) => ({ text, max_chars, max_words })),
    ).toEqual([
      { text: 'What problem do you solve?', max_chars: 150, max_words: null },
      { text: 'Describe your team', max_chars: null, max_words: 50 },
      { text: 'ما الذي يميزكم؟', max_chars: null, max_words: 100 },
      { text: 'Anything else? (about a page)', max_chars: null, max_words: null },
    ]);
  });
});

describe('versions (DESIGN §9)', () => {
  it('refuses a save from a stale ETag with 412 and the current record, and writes nothing', async () => {
    const { client } = await newFounder(server);
    const created = await create(client, { program: 'YC' });
    const id = created.json.data.id;
    const first = created.headers.get('etag');
    const saved = await client.post(APPLICATION_PATHS.one(id), { program: 'YC W27' }, ifMatch(first));
    expect(saved.status).toBe(200);

    const stale = await client.post(APPLICATION_PATHS.one(id), { program: 'Overwritten' }, ifMatch(first));
    expect(stale.status).toBe(412);
    expect(stale.json).toMatchObject({ success: false, message: MESSAGES.recordChanged, data: { id, program: 'YC W27' } });
    expect(stale.headers.get('etag')).toBe(saved.headers.get('etag'));
    expect((await client.post(APPLICATION_PATHS.one(id), { program: 'Garbage tag' }, ifMatch('W/"1"'))).status).toBe(412);
    expect((await client.get(APPLICATION_PATHS.one(id))).json.data.program).toBe('YC W27');

    const withoutTag = await client.post(APPLICATION_PATHS.one(id), { program: 'No tag' });
    expect(withoutTag.status).toBe(200);
    expect(withoutTag.json.data.program).toBe('No tag');
  });

  it('lets exactly one of two saves from the same ETag win', async () => {
    const { client } = await newFounder(server);
    const created = await create(client, { program: 'Race' });
    const etag = created.headers.get('etag');
    const id = created.json.data.id;
    const results = await Promise.all(['A', 'B'].map((program) => client.post(APPLICATION_PATHS.one(id), { program }, ifMatch(etag))));
    expect(results.map((result) => result.status).sort()).toEqual([200, 412]);
  });
});

describe('limits', () => {
  it('refuses an answer over its limit with 422 on questions.<index>.answer, in English and Arabic', async () => {
    const { client } = await newFounder(server);
    const created = await create(client, {
      program: 'Limits',
      questions: [
        { text: 'One line', max_chars: 10 },
        { text: 'Short', max_words: 3 },
      ],
    });
    const id = created.json.data.id;
    const questions = asSaved(created.json.data.questions);
    const over = await client.post(APPLICATION_PATHS.one(id), {
      questions: [
        { ...questions[0], answer: 'Eleven char' },
        { ...questions[1], answer: 'one two three four' },
      ],
    });
    expectValidationErrors(over, {
      'questions.0.answer': 'This answer is 11 characters; the program allows 10.',
      'questions.1.answer': 'This answer is 4 words; the program allows 3.',
    });
    const arabic = await client.post(
      APPLICATION_PATHS.one(id),
      { questions: [questions[0], { ...questions[1], answer: 'واحد اثنان ثلاثة أربعة' }] },
      { headers: ARABIC },
    );
    expectValidationErrors(arabic, { 'questions.1.answer': 'هذه الإجابة 4 كلمة، والبرنامج يسمح بـ 3 فقط.' });
    expect(
      (await client.get(APPLICATION_PATHS.one(id))).json.data.questions.map((question: { answer: string }) => question.answer),
    ).toEqual(['', '']);
  });

  it('keeps a saved answer when its limit is lowered below it, and counts it in over_limit', async () => {
    const { client } = await newFounder(server);
    const created = await create(client, { program: 'Lowered', questions: [{ text: 'Pitch', max_words: 10 }] });
    const id = created.json.data.id;
    const [question] = asSaved(created.json.data.questions);
    const answered = await client.post(APPLICATION_PATHS.one(id), {
      questions: [{ ...question, answer: 'We move parcels across Amman the same day.' }],
    });
    expect(answered.status, answered.text).toBe(200);
    const [saved] = asSaved(answered.json.data.questions);

    const lowered = await client.post(APPLICATION_PATHS.one(id), { questions: [{ ...saved, max_words: 3 }] });
    expect(lowered.status, lowered.text).toBe(200);
    expect(lowered.json.data.questions[0]).toMatchObject({ answer: 'We move parcels across Amman the same day.', max_words: 3 });
    const [row] = (await client.get(APPLICATION_PATHS.list)).json.data;
    expect(row).toMatchObject({ answered: 1, total: 1, over_limit: 1 });

    // A change to that answer must fit again.
    const changed = await client.post(APPLICATION_PATHS.one(id), {
      questions: [{ ...saved, max_words: 3, answer: 'We move parcels fast today.' }],
    });
    expectValidationErrors(changed, { 'questions.0.answer': 'This answer is 5 words; the program allows 3.' });
  });

  it(`refuses application number ${MAX_APPLICATIONS + 1} with 422`, async () => {
    const { client } = await newFounder(server);
    for (let index = 0; index < MAX_APPLICATIONS; index += 1) await create(client, { program: `Program ${index}` });
    const refused = await client.post(APPLICATION_PATHS.list, { program: 'One too many' });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(APPLICATION_MESSAGES.tooManyApplications);
    expect((await client.get(APPLICATION_PATHS.list)).json.data).toHaveLength(MAX_APPLICATIONS);
  });

  it('refuses 81 questions, a 2 001-character question, a 10 001-character answer and a 10 000-line paste', async () => {
    const { client } = await newFounder(server);
    const many = Array.from({ length: 81 }, (_, index) => ({ text: `Question ${index}` }));
    expectValidationErrors(await client.post(APPLICATION_PATHS.list, { program: 'Many', questions: many }), {
      questions: APPLICATION_MESSAGES.tooManyQuestions,
    });
    expectValidationErrors(await client.post(APPLICATION_PATHS.list, { program: 'Long', questions: [{ text: 'q'.repeat(2_001) }] }), {
      'questions.0.text': 'Must be at most 2000 characters.',
    });
    expectValidationErrors(
      await client.post(APPLICATION_PATHS.list, { program: 'Long answer', questions: [{ text: 'q', answer: 'a'.repeat(10_001) }] }),
      { 'questions.0.answer': 'Must be at most 10000 characters.' },
    );
    // 10 000 short lines fit in the paste's size: read up to the 81st question, then refused.
    const started = performance.now();
    const pasted = await client.post(APPLICATION_PATHS.list, {
      program: 'Paste',
      questions_text: Array.from({ length: 10_000 }, (_, index) => `${index + 1}. Why? (9 words)`)
        .join('\n')
        .slice(0, 160_000),
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expectValidationErrors(pasted, { questions_text: APPLICATION_MESSAGES.tooManyQuestions });
    // 10 000 long lines do not: refused before they are read.
    const longer = await client.post(APPLICATION_PATHS.list, {
      program: 'Paste',
      questions_text: Array.from({ length: 10_000 }, (_, index) => `${index + 1}. Describe your market (150 characters)`).join('\n'),
    });
    expectValidationErrors(longer, { questions_text: APPLICATION_MESSAGES.pastedTooLong });
    expect((await client.get(APPLICATION_PATHS.list)).json.data).toEqual([]);
  });

  it('refuses a bad export format with 422 on `format`', async () => {
    const { client } = await newFounder(server);
    const id = (await create(client, { program: 'Export' })).json.data.id;
    expectValidationErrors(await client.get(`${APPLICATION_PATHS.export(id)}?format=pdf`), { format: APPLICATION_MESSAGES.exportFormat });
  });
});

describe('list order', () => {
  it('puts upcoming deadlines first (soonest first), then passed ones (latest first), then undated ones by the latest save', async () => {
    const { client } = await newFounder(server);
    const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const undatedOld = (await create(client, { program: 'Undated old' })).json.data.id;
    await create(client, { program: 'Long passed', deadline: daysFromNow(-300) });
    await create(client, { program: 'Later', deadline: daysFromNow(200) });
    await create(client, { program: 'Undated new' });
    await create(client, { program: 'Just passed', deadline: daysFromNow(-3) });
    await create(client, { program: 'Sooner', deadline: daysFromNow(10) });
    expect((await client.post(APPLICATION_PATHS.one(undatedOld), { url: 'https://example.org/apply' })).status).toBe(200);
    const list = (await client.get(APPLICATION_PATHS.list)).json.data;
    expect(list.map((row: { program: string }) => row.program)).toEqual([
      'Sooner',
      'Later',
      'Just passed',
      'Long passed',
      'Undated old',
      'Undated new',
    ]);
  });
});

describe('tenancy and the team', () => {
  it("answers 404 for another startup's application on every route, and changes nothing", async () => {
    const { client: owner } = await newFounder(server);
    const created = await create(owner, { program: 'Private', questions: [{ text: 'Secret question', answer: 'Secret answer' }] });
    const id = created.json.data.id;
    const { client: stranger } = await newFounder(server);
    const attempts: ApiResponse[] = [
      await stranger.get(APPLICATION_PATHS.one(id)),
      await stranger.post(APPLICATION_PATHS.one(id), { program: 'Stolen' }),
      await stranger.post(APPLICATION_PATHS.one(id), { program: 'Stolen' }, ifMatch(created.headers.get('etag'))),
      await stranger.get(`${APPLICATION_PATHS.export(id)}?format=txt`),
      await stranger.request('DELETE', APPLICATION_PATHS.one(id)),
    ];
    // The app's one 404 body: nothing tells another startup's application from an id that never existed.
    for (const attempt of attempts) expect(attempt.json).toEqual({ success: false, message: MESSAGES.notFound });
    expect((await stranger.get(APPLICATION_PATHS.list)).json.data).toEqual([]);
    const read = await owner.get(APPLICATION_PATHS.one(id));
    expect(read.json.data).toEqual(created.json.data);
  });

  it('lets a co-founder read and save, and stamps the save with their name', async () => {
    const { founder, coFounder } = await team();
    const created = await create(founder, { program: 'Shared', questions: [{ text: 'Why us?' }] });
    const id = created.json.data.id;
    const read = await coFounder.get(APPLICATION_PATHS.one(id));
    expect(read.status).toBe(200);
    const [question] = asSaved(read.json.data.questions);
    const saved = await coFounder.post(
      APPLICATION_PATHS.one(id),
      { questions: [{ ...question, answer: 'Ten years in freight.', status: 'drafted' }] },
      ifMatch(read.headers.get('etag')),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data.updated_by).toMatchObject({ first_name: 'Omar', last_name: 'Nasser' });
    expect((await founder.get(APPLICATION_PATHS.one(id))).json.data.questions[0]).toMatchObject({
      id: question!.id,
      answer: 'Ten years in freight.',
      status: 'drafted',
    });
    // The founder's tab still holds the first ETag: its save is refused.
    const stale = await founder.post(APPLICATION_PATHS.one(id), { program: 'Mine' }, ifMatch(created.headers.get('etag')));
    expect(stale.status).toBe(412);
  });
});

describe('hostile text', () => {
  it('keeps HTML in a question as text: verbatim in JSON, inert in both exports', async () => {
    const { client } = await newFounder(server);
    const created = await create(client, {
      program: '<b>Evil</b>/..\\prog',
      questions: [{ text: HOSTILE, answer: '<script>alert(2)</script>' }],
    });
    const id = created.json.data.id;
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    expect(created.json.data.questions[0]).toMatchObject({ text: HOSTILE, answer: '<script>alert(2)</script>' });

    const markdown = await client.get(`${APPLICATION_PATHS.export(id)}?format=md`);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('x-content-type-options')).toBe('nosniff');
    // Every angle bracket is escaped: a Markdown viewer shows the tags as text.
    expect(markdown.text).not.toMatch(/(^|[^\\])<(script|img|b)/im);
    expect(markdown.text).toContain('\\<script\\>alert(2)\\</script\\>');
    const disposition = markdown.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"/\\]+\.md"/);
    expect(disposition).not.toMatch(/\.\.[/\\]/);

    const text = await client.get(`${APPLICATION_PATHS.export(id)}?format=txt`);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    expect(text.text).toContain(HOSTILE);
  });
});

describe('Arabic', () => {
  it('exports with Arabic headings and answers in Arabic', async () => {
    const { client } = await newFounder(server);
    const created = await create(client, {
      program: 'حاضنة',
      questions: [{ text: 'من أنتم؟', max_words: 100, required: true, answer: 'فريق من عمّان.' }],
    });
    const id = created.json.data.id;
    const file = await client.get(`${APPLICATION_PATHS.export(id)}?format=txt`, { headers: ARABIC });
    expect(file.text).toContain('السؤال 1 (100 كلمة على الأكثر، إلزامي)');
    expect(file.text).toContain('فريق من عمّان.');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''%D8%AD");

    const missing = await client.get(APPLICATION_PATHS.one('00000000-0000-4000-8000-000000000000'), { headers: ARABIC });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('غير موجود.');
    const tooMany = await client.post(
      APPLICATION_PATHS.list,
      { program: 'x', questions: Array.from({ length: 81 }, () => ({ text: 'q' })) },
      { headers: ARABIC },
    );
    expectValidationErrors(tooMany, { questions: 'لا يتّسع الطلب لأكثر من 80 سؤالًا.' });
  });
});

describe('the account', () => {
  it("exports the startup's applications with their answers, and deletes them with the startup", async () => {
    const { client, account } = await newFounder(server);
    const created = await create(client, { program: 'Exported', questions: [{ text: 'Why?', answer: 'Because.' }] });
    const id = created.json.data.id;
    const exported = await client.get(ACCOUNT_PATHS.export);
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.text).startup.applications).toEqual([created.json.data]);

    const deleted = await client.post(ACCOUNT_PATHS.delete, { password: account.password });
    expect(deleted.status, deleted.text).toBe(200);
    const db = openDatabase(server);
    try {
      expect(await db.selectFrom('applications').select('id').where('id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('application_questions').select('id').where('application_id', '=', id).execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
