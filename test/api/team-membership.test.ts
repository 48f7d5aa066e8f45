import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_PATHS } from '../../src/shared/contact-details.js';
import { FOUNDERS_PATHS } from '../../src/shared/founders.js';
import { INVITATION_PATHS } from '../../src/shared/invitations.js';
import { MEMBERSHIP_MESSAGES, START_STARTUP_PATH } from '../../src/shared/membership.js';
import { OWN_AVATAR_PATH, PERSONAL_DETAILS_PATHS } from '../../src/shared/personal-details.js';
import { STARTUP_BRIEF_PATHS } from '../../src/shared/startup-brief.js';
import { listFounders, png, updateFounder } from './helpers/founders.js';
import { expectValidationErrors } from './helpers/resource.js';
import { SAVE_PAYLOADS } from './helpers/security-routes.js';
import { Client, uniqueEmail } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

const app = useUploadServer('local');

const PASSWORD = 'invited horse battery';
const UNAUTHENTICATED = { success: false, message: 'Unauthenticated.' };

/** A founder and a co-founder who joined through an invitation, each logged in in their own client. */
async function team() {
  const founder = new Client(app.server);
  const registered = await founder.register({ first_name: 'Lina', last_name: 'Haddad', startup_name: 'Olive Labs' });
  expect(registered.response.status).toBe(201);
  const email = uniqueEmail();
  const invited = await founder.post(INVITATION_PATHS.create, { email });
  const token = new URL(invited.json.data.url).hash.slice(1);
  const coFounder = new Client(app.server);
  const accepted = await coFounder.post(INVITATION_PATHS.accept(token), { first_name: 'Omar', last_name: 'Nasser', password: PASSWORD });
  expect(accepted.status, accepted.text).toBe(201);
  return {
    founder,
    coFounder,
    founderLogin: registered.account,
    coFounderLogin: { email, password: PASSWORD },
    coFounderId: accepted.json.data.user.id as string,
  };
}

const brief = (one_liner: string) => ({ ...SAVE_PAYLOADS[STARTUP_BRIEF_PATHS.save]!(), one_liner });

describe('co-founders', () => {
  it("share the startup's brief: the co-founder reads and edits it, and sees the founder's edit", async () => {
    const { founder, coFounder } = await team();
    expect((await founder.post(STARTUP_BRIEF_PATHS.save, brief('Freight for farmers.'))).status).toBe(200);
    expect((await coFounder.get(STARTUP_BRIEF_PATHS.get)).json.data.one_liner).toBe('Freight for farmers.');

    const saved = await coFounder.post(STARTUP_BRIEF_PATHS.save, brief('Same-day freight for farmers.'));
    expect(saved.status, saved.text).toBe(200);
    const read = await founder.get(STARTUP_BRIEF_PATHS.get);
    expect(read.json.data).toMatchObject({
      one_liner: 'Same-day freight for farmers.',
      updated_by: { first_name: 'Omar', last_name: 'Nasser' },
    });
  });

  it('keep their personal and contact details private: each reads and writes only their own', async () => {
    const { founder, coFounder, founderLogin, coFounderLogin } = await team();
    const founderPersonal = {
      biography: '<p>Lina’s story.</p>',
      birth_date: '1988-02-03',
      gender: 'female',
      nationality: 'JO',
      country_of_residence: 'AE',
    };
    const founderContact = {
      emails: [{ value: 'lina.private@example.test' }],
      phones: [{ number: '79 555 0142', code: '+962', country: 'JO' }],
      whatsapps: [],
      linkedin: '',
      website: '',
    };
    expect((await founder.post(PERSONAL_DETAILS_PATHS.save, founderPersonal)).status).toBe(200);
    expect((await founder.post(CONTACT_DETAILS_PATHS.save, founderContact)).status).toBe(200);

    const personal = await coFounder.get(PERSONAL_DETAILS_PATHS.get);
    expect(personal.json.data).toMatchObject({ biography: '', birth_date: '', gender: '', nationality: '', first_name: 'Omar' });
    const contact = await coFounder.get(CONTACT_DETAILS_PATHS.get);
    expect(contact.json.data).toEqual({ emails: [{ value: coFounderLogin.email }], phones: [], whatsapps: [], linkedin: '', website: '' });
    expect(personal.text + contact.text).not.toMatch(/Lina’s story|lina\.private|555 ?0142/);

    // The co-founder's own save changes nothing of the founder's.
    expect((await coFounder.post(PERSONAL_DETAILS_PATHS.save, { ...founderPersonal, biography: '<p>Omar’s story.</p>' })).status).toBe(200);
    expect((await founder.get(PERSONAL_DETAILS_PATHS.get)).json.data.biography).toBe('<p>Lina’s story.</p>');
    expect((await founder.get(CONTACT_DETAILS_PATHS.get)).json.data.emails).toEqual([{ value: 'lina.private@example.test' }]);
    expect(founderLogin.email).not.toBe(coFounderLogin.email);
  });

  it("edit the founders list by SPEC §6's rules: neither edits or deletes their own row there", async () => {
    const { founder, coFounder } = await team();
    const [own, other] = await listFounders(coFounder);
    expect(own).toMatchObject({ first_name: 'Omar', isYou: true });
    expect((await coFounder.request('DELETE', FOUNDERS_PATHS.founder(own.id))).status).toBe(403);
    expect(
      (await updateFounder(coFounder, own.id, { first_name: 'X', last_name: 'Y', email: own.email, title: 'CEO', brief: '<p>b</p>' }))
        .status,
    ).toBe(403);
    expect(other).toMatchObject({ first_name: 'Lina', isYou: false });
    expect((await listFounders(founder))[0]).toMatchObject({ first_name: 'Lina', isYou: true });
  });
});

describe('removing a founder who has an account', () => {
  it('ends their membership and every session at once; they log in to no startup and can start a new one', async () => {
    const { founder, coFounder, coFounderLogin, coFounderId } = await team();
    const secondDevice = new Client(app.server);
    expect((await secondDevice.login(coFounderLogin.email, coFounderLogin.password)).status).toBe(200);
    const row = (await listFounders(founder)).find((candidate: { user_id: string | null }) => candidate.user_id === coFounderId);

    const removed = await founder.request('DELETE', FOUNDERS_PATHS.founder(row.id));
    expect(removed.status, removed.text).toBe(200);
    for (const client of [coFounder, secondDevice]) {
      const next = await client.get(STARTUP_BRIEF_PATHS.get);
      expect(next.status).toBe(401);
      expect(next.json).toEqual(UNAUTHENTICATED);
    }
    expect((await listFounders(founder)).map((founderRow: { id: string }) => founderRow.id)).not.toContain(row.id);

    // The account stays, without a startup: the session says so, and startup routes answer a clear 403.
    const again = new Client(app.server);
    const login = await again.login(coFounderLogin.email, coFounderLogin.password);
    expect(login.status).toBe(200);
    expect(login.json.data.user).toMatchObject({ id: coFounderId, startup_id: null });
    expect((await again.session()).json.data.user?.startup_id).toBeNull();
    for (const path of [STARTUP_BRIEF_PATHS.get, FOUNDERS_PATHS.list, PERSONAL_DETAILS_PATHS.get]) {
      const refused = await again.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.json).toEqual({ success: false, message: MEMBERSHIP_MESSAGES.noStartup });
    }
    expect((await again.post(STARTUP_BRIEF_PATHS.save, brief('Sneaky edit.'))).status).toBe(403);
    expect((await founder.get(STARTUP_BRIEF_PATHS.get)).json.data.one_liner).not.toBe('Sneaky edit.');

    expectValidationErrors(await again.post(START_STARTUP_PATH, { name: '   ' }), { name: 'This field is required.' });
    const started = await again.post(START_STARTUP_PATH, { name: 'Second Act' });
    expect(started.status, started.text).toBe(201);
    expect(started.json).toMatchObject({
      success: true,
      message: MEMBERSHIP_MESSAGES.started,
      data: { user: { id: coFounderId, startup_id: expect.any(String) } },
    });
    expect((await again.get('/api/startup/details')).json.data.name).toBe('Second Act');
    expect(await listFounders(again)).toEqual([
      expect.objectContaining({ first_name: 'Omar', last_name: 'Nasser', title: 'Founder', isYou: true }),
    ]);
    // One startup per account.
    const twice = await again.post(START_STARTUP_PATH, { name: 'Third Act' });
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ success: false, message: MEMBERSHIP_MESSAGES.alreadyMember });
  });
});

describe('your own identity in Personal details', () => {
  it('saves name, title and LinkedIn on the account and the own founder row together; missing fields keep their value', async () => {
    const { founder, coFounder } = await team();
    const personal = { biography: '', birth_date: '', gender: '', nationality: '', country_of_residence: '' };
    const saved = await coFounder.post(PERSONAL_DETAILS_PATHS.save, {
      ...personal,
      first_name: 'Omar',
      last_name: 'Haddad',
      title: 'CTO',
      linkedin_url: 'linkedin.com/in/omar-haddad',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({
      first_name: 'Omar',
      last_name: 'Haddad',
      title: 'CTO',
      linkedin_url: 'https://linkedin.com/in/omar-haddad',
      avatar_url: '',
    });
    expect((await coFounder.session()).json.data.user).toMatchObject({ first_name: 'Omar', last_name: 'Haddad' });
    expect((await listFounders(founder))[1]).toMatchObject({
      first_name: 'Omar',
      last_name: 'Haddad',
      title: 'CTO',
      linkedin_url: 'https://linkedin.com/in/omar-haddad',
    });

    // A client that knows only the five personal fields changes none of these.
    expect((await coFounder.post(PERSONAL_DETAILS_PATHS.save, { ...personal, nationality: 'JO' })).status).toBe(200);
    expect((await coFounder.get(PERSONAL_DETAILS_PATHS.get)).json.data).toMatchObject({
      first_name: 'Omar',
      last_name: 'Haddad',
      title: 'CTO',
      nationality: 'JO',
    });

    expectValidationErrors(
      await coFounder.post(PERSONAL_DETAILS_PATHS.save, { ...personal, first_name: ' ', linkedin_url: 'https://example.com/me' }),
      {
        first_name: 'This field is required.',
        linkedin_url: 'Please enter a LinkedIn link (linkedin.com).',
      },
    );
    expect((await coFounder.session()).json.data.user?.first_name).toBe('Omar');
  });

  it('sets and removes your own photo on your founder row (422 for a file that is not an image)', async () => {
    const { founder, coFounder } = await team();
    const photo = await png(400, 400);
    const uploaded = await coFounder.request('POST', OWN_AVATAR_PATH, { form: multipart({}, { avatar: photo }) });
    expect(uploaded.status, uploaded.text).toBe(200);
    const avatarUrl = uploaded.json.data.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/api\/startup\/founders\/.+\/avatar\?v=/);
    expect(uploaded.json.data.isYou).toBe(true);
    expect((await coFounder.get(PERSONAL_DETAILS_PATHS.get)).json.data.avatar_url).toBe(avatarUrl);
    expect((await listFounders(founder))[1].avatar_url).toBe(avatarUrl);
    expect((await founder.get(avatarUrl)).headers.get('content-type')).toBe('image/webp');

    const files = await app.storedKeys();
    const notImage = await coFounder.request('POST', OWN_AVATAR_PATH, {
      form: multipart({}, { avatar: { data: Buffer.from('%PDF-1.4 not a photo'), name: 'me.png', type: 'image/png' } }),
    });
    expectValidationErrors(notImage, { avatar: 'Please upload a PNG, JPEG or WebP image.' });
    expectValidationErrors(await coFounder.request('POST', OWN_AVATAR_PATH, { form: multipart({}) }), {
      avatar: 'This field is required.',
    });
    expect(await app.storedKeys()).toEqual(files);

    const removed = await coFounder.request('DELETE', OWN_AVATAR_PATH);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.data.avatar_url).toBe('');
    expect((await listFounders(founder))[1].avatar_url).toBe('');
    expect(await app.storedKeys()).toHaveLength(files.length - 1);
  });
});
