import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account.js';
import { APPLICATION_PATHS } from '../../src/shared/applications.js';
import { MESSAGES } from '../../src/shared/api.js';
import { FUNDRAISING_PATHS } from '../../src/shared/fundraising.js';
import { HISTORY_MESSAGES, HISTORY_PATHS } from '../../src/shared/history.js';
import { MESSAGES_AR } from '../../src/shared/i18n/messages-ar.js';
import { PERSONAL_DETAILS_PATHS } from '../../src/shared/personal-details.js';
import { STARTUP_BRIEF_PATHS as BRIEF } from '../../src/shared/startup-brief.js';
import { openDatabase } from './helpers/database.js';
import { addFounder, coFounder, listFounders, updateFounder } from './helpers/founders.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { type Client, type TestServer } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// DESIGN §15: every save that changes a shared record leaves a revision; restoring is a normal save.

const server = useTestServer();

const historyOf = async (client: Client, record: string, id?: string) => {
  const response = await client.get(`${HISTORY_PATHS.list}?record=${record}${id ? `&id=${id}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return response.json.data as Array<{ revision: string; saved_at: string; saved_by: unknown; fields: string[] }>;
};

async function saveBrief(client: Client, fields: Record<string, string>, headers: [string, string][] = []) {
  const response = await client.post(BRIEF.save, fields, { headers });
  expect(response.status, response.text).toBe(200);
  return response;
}

describe('history of a single record', () => {
  it('keeps one revision per save that changes something, newest first, naming the fields it changed and who saved', async () => {
    const { client, account } = await newFounder(server);
    expect(await historyOf(client, 'startup-brief')).toEqual([]);

    await saveBrief(client, { problem: '<p>Trucks run empty</p>' });
    await saveBrief(client, { problem: '<p>Trucks run half empty</p>', solution: '<p>Shared loads</p>' });
    // The same values again: a save that changes nothing makes no revision.
    await saveBrief(client, { problem: '<p>Trucks run half empty</p>', solution: '<p>Shared loads</p>' });

    const history = await historyOf(client, 'startup-brief');
    expect(history).toEqual([
      {
        revision: expect.any(String),
        saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        saved_by: { id: expect.any(String), first_name: account.first_name, last_name: account.last_name },
        fields: ['problem', 'solution'],
      },
      expect.objectContaining({ fields: ['problem'] }),
    ]);
    expect(history[0]!.saved_at >= history[1]!.saved_at).toBe(true);
  });

  it("answers an earlier version's content, the record as that save left it", async () => {
    const { client } = await newFounder(server);
    await saveBrief(client, { one_liner: 'Freight that never runs empty', problem: '<p>First</p>' });
    await saveBrief(client, { one_liner: 'Freight that never runs empty', problem: '<p>Second</p>' });
    const [, first] = await historyOf(client, 'startup-brief');

    const response = await client.get(HISTORY_PATHS.revision(first!.revision));
    expect(response.status, response.text).toBe(200);
    expect(response.json.data).toMatchObject({
      record: 'startup-brief',
      id: null,
      revision: first!.revision,
      saved_at: first!.saved_at,
      data: { one_liner: 'Freight that never runs empty', problem: '<p>First</p>', solution: '' },
    });
  });

  it('restores through the normal save with If-Match: the restore is a new revision, and a stale tag gets 412 and writes nothing', async () => {
    const { client } = await newFounder(server);
    const first = await saveBrief(client, { problem: '<p>Original</p>' });
    await saveBrief(client, { problem: '<p>Rewritten</p>' }, [['if-match', first.headers.get('etag')!]]);
    const [, original] = await historyOf(client, 'startup-brief');
    const { data } = (await client.get(HISTORY_PATHS.revision(original!.revision))).json.data;

    const stale = await client.post(BRIEF.save, data, { headers: [['if-match', first.headers.get('etag')!]] });
    expect(stale.status).toBe(412);
    expect(stale.json.data.problem).toBe('<p>Rewritten</p>');
    expect(await historyOf(client, 'startup-brief')).toHaveLength(2);

    const current = await client.get(BRIEF.get);
    await saveBrief(client, data, [['if-match', current.headers.get('etag')!]]);
    expect((await client.get(BRIEF.get)).json.data.problem).toBe('<p>Original</p>');
    const history = await historyOf(client, 'startup-brief');
    expect(history.map(({ fields }) => fields)).toEqual([['problem'], ['problem'], ['problem']]);
  });

  it('keeps the history of each record apart', async () => {
    const { client } = await newFounder(server);
    await saveBrief(client, { vision: '<p>Every truck full</p>' });
    const saved = await client.post(FUNDRAISING_PATHS.save, { required_amount: 500000, currency: 'USD' });
    expect(saved.status, saved.text).toBe(200);
    expect((await historyOf(client, 'startup-brief')).map(({ fields }) => fields)).toEqual([['vision']]);
    expect((await historyOf(client, 'fundraising')).map(({ fields }) => fields)).toEqual([['required_amount']]);
  });
});

describe('history of founders and applications', () => {
  it('keeps each founder row’s revisions under its id', async () => {
    const { client } = await newFounder(server);
    const fields = coFounder();
    const added = await addFounder(client, fields);
    expect(added.status, added.text).toBe(201);
    const id = added.json.data.id as string;
    const updated = await updateFounder(client, id, { ...fields, title: 'CEO' });
    expect(updated.status, updated.text).toBe(200);

    const history = await historyOf(client, 'founders', id);
    expect(history.map(({ fields }) => fields)).toEqual([
      ['title'],
      ['first_name', 'last_name', 'email', 'title', 'brief', 'linkedin_url'],
    ]);
    const { data } = (await client.get(HISTORY_PATHS.revision(history[1]!.revision))).json;
    expect(data).toMatchObject({ record: 'founders', id, data: { title: 'CTO', email: fields.email } });
  });

  it('keeps a revision of one’s own founder row when Personal details change its title, and none for private fields', async () => {
    const { client } = await newFounder(server);
    const own = (await listFounders(client)).find((founder: { isYou: boolean }) => founder.isYou);
    const before = (await historyOf(client, 'founders', own.id)).length;
    const saved = await client.post(PERSONAL_DETAILS_PATHS.save, { title: 'Chief Product Officer', biography: '<p>Private</p>' });
    expect(saved.status, saved.text).toBe(200);
    const onlyPrivate = await client.post(PERSONAL_DETAILS_PATHS.save, {
      title: 'Chief Product Officer',
      biography: '<p>Still private</p>',
    });
    expect(onlyPrivate.status, onlyPrivate.text).toBe(200);

    const history = await historyOf(client, 'founders', own.id);
    expect(history).toHaveLength(before + 1);
    expect(history[0]!.fields).toEqual(['title']);
    const { data } = (await client.get(HISTORY_PATHS.revision(history[0]!.revision))).json;
    expect(data.data).toMatchObject({ title: 'Chief Product Officer' });
    expect(JSON.stringify(data)).not.toContain('Private');
  });

  it('keeps each application’s revisions under its id, questions and answers included', async () => {
    const { client } = await newFounder(server);
    const created = await client.post(APPLICATION_PATHS.list, { program: 'Flat6Labs', questions: [{ text: 'Why you?' }] });
    expect(created.status, created.text).toBe(201);
    const { id, questions } = created.json.data;
    const saved = await client.post(APPLICATION_PATHS.one(id), { questions: [{ ...questions[0], answer: 'Because we ship.' }] });
    expect(saved.status, saved.text).toBe(200);

    const history = await historyOf(client, 'applications', id);
    expect(history.map(({ fields }) => fields)).toEqual([['questions'], ['program', 'deadline', 'url', 'questions']]);
    const { data } = (await client.get(HISTORY_PATHS.revision(history[0]!.revision))).json;
    expect(data.data).toMatchObject({
      program: 'Flat6Labs',
      questions: [{ text: 'Why you?', answer: 'Because we ship.', status: 'edited' }],
    });
  });
});

describe('bad requests and tenancy', () => {
  it('refuses an unknown record with 422 on errors.record, in the user’s language', async () => {
    const { client } = await newFounder(server);
    expectValidationErrors(await client.get(`${HISTORY_PATHS.list}?record=passwords`), { record: HISTORY_MESSAGES.unknownRecord });
    expectValidationErrors(await client.get(HISTORY_PATHS.list), { record: HISTORY_MESSAGES.unknownRecord });
    const arabic = await client.get(`${HISTORY_PATHS.list}?record=passwords`, { headers: [['accept-language', 'ar']] });
    expect(arabic.json.errors).toEqual({ record: [MESSAGES_AR[HISTORY_MESSAGES.unknownRecord]] });
  });

  it('asks for the id of a founder or application', async () => {
    const { client } = await newFounder(server);
    expectValidationErrors(await client.get(`${HISTORY_PATHS.list}?record=founders`), { id: HISTORY_MESSAGES.id });
  });

  it("answers 404 for another startup's revision, and never lists another startup's rows", async () => {
    const owner = await newFounder(server);
    const other = await newFounder(server);
    await saveBrief(owner.client, { problem: '<p>Secret plan</p>' });
    const [revision] = await historyOf(owner.client, 'startup-brief');
    const added = await addFounder(owner.client, coFounder());

    const response = await other.client.get(HISTORY_PATHS.revision(revision!.revision));
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: MESSAGES.notFound });
    expect(response.text).not.toContain('Secret plan');
    expect(await historyOf(other.client, 'startup-brief')).toEqual([]);
    expect(await historyOf(other.client, 'founders', added.json.data.id)).toEqual([]);
    expect((await other.client.get(HISTORY_PATHS.revision('no-such-revision'))).status).toBe(404);
  });
});

describe('export and deletion', () => {
  it('puts the history in the account export', async () => {
    const { client } = await newFounder(server);
    await saveBrief(client, { mission: '<p>Move goods cheaply</p>' });
    const exported = await client.get(ACCOUNT_PATHS.export);
    expect(exported.status).toBe(200);
    expect(JSON.parse(exported.text).startup.history).toEqual([
      expect.objectContaining({
        record: 'startup-brief',
        id: null,
        fields: ['mission'],
        data: expect.objectContaining({ mission: '<p>Move goods cheaply</p>' }),
      }),
    ]);
  });

  it("deletes a startup's history with the startup", async () => {
    const { client, account } = await newFounder(server);
    await saveBrief(client, { problem: '<p>Gone soon</p>' });
    const [revision] = await historyOf(client, 'startup-brief');
    expect((await client.post(ACCOUNT_PATHS.delete, { password: account.password })).status).toBe(200);
    await expectRevisionGone(server, revision!.revision);
  });
});

async function expectRevisionGone(testServer: TestServer, id: string) {
  const db = openDatabase(testServer);
  try {
    expect(await db.selectFrom('record_revisions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  } finally {
    await db.destroy();
  }
}

describe('HISTORY_KEEP', () => {
  const kept = useTestServer({ env: { HISTORY_KEEP: '2' } });

  it('keeps only the newest revisions of each record', async () => {
    const { client } = await newFounder(kept);
    for (const problem of ['One', 'Two', 'Three']) await saveBrief(client, { problem: `<p>${problem}</p>` });
    const history = await historyOf(client, 'startup-brief');
    expect(history).toHaveLength(2);
    const contents = await Promise.all(
      history.map(async ({ revision }) => (await client.get(HISTORY_PATHS.revision(revision))).json.data.data.problem),
    );
    expect(contents).toEqual(['<p>Three</p>', '<p>Two</p>']);
  });
});

describe('HISTORY_KEEP=0', () => {
  const off = useTestServer({ env: { HISTORY_KEEP: '0' } });

  it('keeps no history, and saves as before', async () => {
    const { client } = await newFounder(off);
    await saveBrief(client, { problem: '<p>Unrecorded</p>' });
    expect(await historyOf(client, 'startup-brief')).toEqual([]);
  });
});
