import { describe, expect, it } from 'vitest';
import { FUNDRAISING_PATHS } from '../../src/shared/fundraising.js';
import { PROGRAM_PREFERENCES_PATHS } from '../../src/shared/program-preferences.js';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief.js';
import { STARTUP_DETAILS_PATHS } from '../../src/shared/startup-details.js';
import { VIDEO_PATHS } from '../../src/shared/video.js';
import { newFounder } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// DESIGN §9: the startup records co-founders share carry an ETag and who saved them last; a save
// sent with the ETag it read is refused (412, nothing written) once someone else saved since.

const server = useTestServer();

/** Each shared record with two different valid saves and one the schema refuses. */
const RECORDS = [
  {
    title: 'program preferences',
    paths: PROGRAM_PREFERENCES_PATHS,
    first: { program_type: 'incubation' },
    second: { program_type: 'acceleration' },
    invalid: { program_type: 'nope' },
  },
  {
    title: 'startup details',
    paths: STARTUP_DETAILS_PATHS,
    first: { name: 'Olive Labs', headquarters: 'Amman' },
    second: { name: 'Olive Labs', headquarters: 'Cairo' },
    invalid: { name: '' },
  },
  {
    title: 'startup brief',
    paths: STARTUP_BRIEF_PATHS,
    first: { one_liner: 'Clinics on wheels' },
    second: { one_liner: 'Clinics on wheels, booked by SMS' },
    invalid: { one_liner: 'x'.repeat(500) },
  },
  {
    title: 'fundraising',
    paths: FUNDRAISING_PATHS,
    first: { required_amount: '250000' },
    second: { required_amount: '300000' },
    invalid: { required_amount: '-5' },
  },
  {
    title: 'video',
    paths: VIDEO_PATHS,
    first: { video_url: 'https://youtu.be/dQw4w9WgXcQ' },
    second: { video_url: 'https://vimeo.com/76979871' },
    invalid: { video_url: 'not a link' },
  },
] as const;

const ifMatch = (etag: string | null): { headers: [string, string][] } => ({ headers: [['if-match', etag ?? '']] });

async function etagOf(client: Client, path: string): Promise<string> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[^"]+"$/);
  return etag!;
}

/** The same founder logged in a second time: another browser, the same startup. */
async function secondSession(account: { email: string; password: string }): Promise<Client> {
  const other = new Client(server);
  expect((await other.login(account.email, account.password)).status).toBe(200);
  return other;
}

describe.each(RECORDS)('$title', ({ paths, first, second, invalid }) => {
  it('sends an ETag that changes on every save, and only then', async () => {
    const { client } = await newFounder(server);
    const blank = await etagOf(client, paths.get);
    expect(await etagOf(client, paths.get)).toBe(blank);

    const saved = await client.post(paths.save, first);
    expect(saved.status, saved.text).toBe(200);
    const afterFirst = saved.headers.get('etag');
    expect(afterFirst).not.toBe(blank);
    expect(await etagOf(client, paths.get)).toBe(afterFirst);

    // The same content saved again is still a save: someone else's view of it is now stale.
    const again = await client.post(paths.save, first);
    expect(again.headers.get('etag')).not.toBe(afterFirst);

    // Refused saves change nothing.
    const current = await etagOf(client, paths.get);
    expect((await client.post(paths.save, invalid)).status).toBe(422);
    expect((await client.post(paths.save, second, { csrf: false })).status).toBe(419);
    expect(await etagOf(client, paths.get)).toBe(current);
  });

  it('refuses a save based on an old ETag with 412 and the current record, and writes nothing', async () => {
    const { client, account } = await newFounder(server);
    const other = await secondSession(account);
    const read = await etagOf(client, paths.get);
    const theirs = await other.post(paths.save, first, ifMatch(read));
    expect(theirs.status, theirs.text).toBe(200);

    const mine = await client.post(paths.save, second, ifMatch(read));
    expect(mine.status, mine.text).toBe(412);
    expect(mine.json).toEqual({ success: false, message: expect.stringContaining('Someone else saved'), data: theirs.json.data });
    expect(mine.headers.get('etag')).toBe(theirs.headers.get('etag'));
    expect((await client.get(paths.get)).json.data).toEqual(theirs.json.data);

    // In the founder's language, like every other answer.
    const arabic = await client.post(paths.save, second, {
      headers: [
        ['if-match', read],
        ['accept-language', 'ar'],
      ],
    });
    expect(arabic.status).toBe(412);
    expect(arabic.json.message).toMatch(/^[\u0600-\u06FF\s.,:،؛]+$/);

    // Resolved: the save sent with the ETag of what it was shown goes through.
    const resolved = await client.post(paths.save, second, ifMatch(mine.headers.get('etag')));
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.json.data).toMatchObject({ ...second, updated_by: { first_name: account.first_name, last_name: account.last_name } });
  });

  it('lets exactly one of several concurrent saves from the same ETag win', async () => {
    const { client, account } = await newFounder(server);
    const sessions = [client, await secondSession(account), await secondSession(account)];
    await client.post(paths.save, first);
    const read = await etagOf(client, paths.get);
    const answers = await Promise.all(sessions.map((session) => session.post(paths.save, second, ifMatch(read))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412]);
  });

  it('answers 412 to an If-Match it never sent, never 500, and saves without one as before', async () => {
    const { client } = await newFounder(server);
    const read = await etagOf(client, paths.get);
    for (const header of ['W/' + read, 'garbage', `${read}, "999"`, '"-1"', '"99999999999999999999"', '']) {
      const response = await client.post(paths.save, first, ifMatch(header));
      expect(response.status, `If-Match: ${header}`).toBe(412);
    }
    expect(await etagOf(client, paths.get)).toBe(read);
    expect((await client.post(paths.save, first, ifMatch('*'))).status).toBe(200);
    expect((await client.post(paths.save, second)).status).toBe(200);
  });
});

describe('another startup', () => {
  it("keeps its own revisions: one startup's saves never make another's ETag stale", async () => {
    const a = await newFounder(server);
    const b = await newFounder(server);
    const bRead = await etagOf(b.client, STARTUP_BRIEF_PATHS.get);
    await a.client.post(STARTUP_BRIEF_PATHS.save, { one_liner: 'A first' });
    await a.client.post(STARTUP_BRIEF_PATHS.save, { one_liner: 'A again' });
    const response = await b.client.post(STARTUP_BRIEF_PATHS.save, { one_liner: 'B first' }, ifMatch(bRead));
    expect(response.status, response.text).toBe(200);
    expect(response.json.data).toMatchObject({ one_liner: 'B first', updated_by: { first_name: b.account.first_name } });
    expect((await a.client.get(STARTUP_BRIEF_PATHS.get)).json.data).toMatchObject({
      one_liner: 'A again',
      updated_by: { id: expect.not.stringMatching(response.json.data.updated_by.id) },
    });
  });
});
