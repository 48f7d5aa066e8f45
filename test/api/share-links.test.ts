import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ShareLinkRepository } from '../../src/server/share-links/repository.js';
import { MAX_VISITORS_PER_ADDRESS, ShareLinkService } from '../../src/server/share-links/service.js';
import { FOUNDERS_PATHS } from '../../src/shared/resources.js';
import { ONE_PAGER_PATHS, SHARE_LINK_PATHS, SHARE_TOKEN_PATTERN } from '../../src/shared/share-links.js';
import { briefKey, founderKey, USE_OF_FUNDS_KEY } from '../../src/shared/translation.js';
import { openDatabase } from './helpers/database.js';
import { minimalPdf, minimalPptx } from './helpers/fixtures.js';
import { expectValidationErrors, newFounder } from './helpers/resource.js';
import { Client } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useTestServer } from './helpers/use-test-server.js';

// Behind one trusted proxy, so a test can visit from several addresses through X-Forwarded-For.
const server = useTestServer({ env: { TRUST_PROXY: '1' } });

const NOT_FOUND_TITLE = 'This link does not open a page';

/** The personal and program data a one-pager must never show, saved so its values can be looked for. */
const PRIVATE = {
  birthDate: '1987-06-21',
  nationality: 'LT',
  nationalityName: 'Lithuania',
  residence: 'IS',
  residenceName: 'Iceland',
  programStart: '2027-02-14',
  programType: 'investment_readiness',
  programTypeName: 'Investment readiness',
  biography: 'Biography-needle-7f3a',
};

async function fillProfile(client: Client) {
  const saves = [
    client.post('/dashboard/startup-brief', {
      one_liner: 'Same-day freight for small shops.',
      description: '<p>We move parcels across Amman.</p>',
      // Hidden places where markup could smuggle private values past a reader: all dropped by the sanitizer.
      vision: `<p data-birth="${PRIVATE.birthDate}" title="${PRIVATE.nationalityName}">Vision text</p><script>document.write("${PRIVATE.residenceName}")</script><style>/* ${PRIVATE.programStart} */</style><img src=x onerror=alert(1) alt="${PRIVATE.birthDate}"><template>${PRIVATE.programTypeName}</template>`,
      mission: '',
      problem: '',
      solution: '',
      unique_value: '',
      highlights: '<ul><li>1,200 deliveries</li></ul>',
    }),
    client.post('/startup/update-details', {
      name: 'Qamar Logistics',
      business_stage: 'mvp',
      sector: 'logistics',
      headquarters: 'Amman, Jordan',
    }),
    client.post('/dashboard/fundraising', {
      required_amount: 750000,
      currency: 'USD',
      current_stage: 'seed',
      min_ticket_size: 25000,
      max_ticket_size: 150000,
      use_of_funds: '<p>Fleet.</p>',
    }),
    client.post('/dashboard/video', { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    client.post('/profile/update-personal-details', {
      biography: `<p>${PRIVATE.biography}</p>`,
      birth_date: PRIVATE.birthDate,
      gender: 'female',
      nationality: PRIVATE.nationality,
      country_of_residence: PRIVATE.residence,
    }),
    client.post('/dashboard/program-preferences', {
      program_type: PRIVATE.programType,
      program_duration: '6_months',
      program_location: 'hybrid',
      program_start_date: PRIVATE.programStart,
    }),
    client.post('/profile/update-contact-details', {
      emails: [{ value: 'lina.contact@qamar.example' }],
      phones: [{ number: '791234567', code: '+962', country: 'JO' }],
      whatsapps: [],
      linkedin: '',
      website: '',
    }),
  ];
  for (const response of await Promise.all(saves)) expect(response.status, response.text).toBe(200);
}

/** What a one-pager shows no one, in either language: the private fields and, unless the link includes them, contact details. */
function privateNeedles(account: { email: string }) {
  return [
    PRIVATE.birthDate,
    PRIVATE.nationalityName,
    PRIVATE.residenceName,
    PRIVATE.programStart,
    PRIVATE.programTypeName,
    PRIVATE.programType,
    PRIVATE.biography,
    'female',
    'Female',
    'hybrid',
    'Hybrid',
    '6_months',
    'lina.contact@qamar.example',
    account.email,
    '791234567',
  ];
}

async function createLink(
  client: Client,
  options: { name?: string; include_contact?: boolean; include_deck?: boolean; locale?: 'en' | 'ar' | null } = {},
) {
  const response = await client.post(SHARE_LINK_PATHS.create, options);
  expect(response.status, response.text).toBe(201);
  const token = new URL(response.json.data.url).pathname.split('/').pop()!;
  return { link: response.json.data, token, path: ONE_PAGER_PATHS.page(token) };
}

/** Runs `refused` and checks the startup's links are what they were. */
async function expectUnchangedList(client: Client, refused: () => Promise<void>) {
  const before = (await client.get(SHARE_LINK_PATHS.list)).json.data;
  await refused();
  expect((await client.get(SHARE_LINK_PATHS.list)).json.data).toEqual(before);
}

const visitor = (userAgent = 'Mozilla/5.0 (Visitor One)') => ({ headers: [['user-agent', userAgent]] as [string, string][] });

/** A visitor behind `address` (documentation ranges), as the trusted proxy reports it. */
const visitorFrom = (address: string, userAgent = 'Mozilla/5.0 (Visitor One)') => ({
  headers: [
    ['x-forwarded-for', address],
    ['user-agent', userAgent],
  ] as [string, string][],
});

async function viewsOf(owner: Client, linkId: string): Promise<number> {
  const links = (await owner.get(SHARE_LINK_PATHS.list)).json.data as { id: string; views: number }[];
  return links.find((link) => link.id === linkId)!.views;
}

/** Records the kind of every statement Kysely runs (SelectQueryNode, InsertQueryNode, …), on either database. */
function statementKinds(kinds: string[]): KyselyPlugin {
  return {
    transformQuery({ node }) {
      kinds.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

function uploadDeck(client: Client, name: string, data: Buffer, fileName: string) {
  return client.request('POST', '/api/pitch-deck', { form: multipart({ file_name: name }, { deck_file: { data, name: fileName } }) });
}

describe('share links', () => {
  it('creates, lists and revokes a link; a revoked link answers the 404 page', async () => {
    const { client } = await newFounder(server);
    const created = await client.post(SHARE_LINK_PATHS.create, { include_contact: true });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.json).toEqual({
      success: true,
      message: 'Share link created.',
      data: {
        id: expect.any(String),
        name: null,
        url: expect.stringMatching(new RegExp(`^${server.appOrigin}/p/[A-Za-z0-9_-]{32}$`)),
        created_at: expect.any(String),
        include_contact: true,
        include_deck: false,
        locale: null,
        views: 0,
        first_viewed_at: null,
        last_viewed_at: null,
      },
    });
    const token = created.json.data.url.split('/').pop();
    expect(token).toMatch(SHARE_TOKEN_PATTERN);

    expect((await client.get(SHARE_LINK_PATHS.list)).json.data).toEqual([created.json.data]);
    const visitorClient = new Client(server);
    expect((await visitorClient.get(ONE_PAGER_PATHS.page(token))).status).toBe(200);

    const revoked = await client.request('DELETE', SHARE_LINK_PATHS.link(created.json.data.id));
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json.message).toBe('Share link revoked. It no longer opens.');
    expect((await client.get(SHARE_LINK_PATHS.list)).json.data).toEqual([]);
    const dead = await visitorClient.get(ONE_PAGER_PATHS.page(token));
    expect(dead.status).toBe(404);
    expect(dead.text).toContain(NOT_FOUND_TITLE);
    expect((await client.request('DELETE', SHARE_LINK_PATHS.link(created.json.data.id))).status).toBe(404);
  });

  it('answers revoked, unknown and malformed tokens with the same 404 page, in the visitor language', async () => {
    const { client } = await newFounder(server);
    const { link, path } = await createLink(client);
    await client.request('DELETE', SHARE_LINK_PATHS.link(link.id));
    const anonymous = new Client(server);
    const pages = await Promise.all(
      [path, ONE_PAGER_PATHS.page('A'.repeat(32)), ONE_PAGER_PATHS.page('not-a-token'), ONE_PAGER_PATHS.page('%3Cscript%3E')].map((url) =>
        anonymous.get(url),
      ),
    );
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
    }
    expect(new Set(pages.map((page) => page.text)).size).toBe(1);
    const arabic = await anonymous.get(`${path}?lang=ar`);
    expect(arabic.status).toBe(404);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('هذا الرابط لا يفتح أي صفحة');
    const byBrowser = await anonymous.get(ONE_PAGER_PATHS.page('x'), { headers: [['accept-language', 'ar-JO,ar;q=0.9']] });
    expect(byBrowser.text).toContain('هذا الرابط لا يفتح أي صفحة');
  });

  it('validates the options (422 per field), refuses a non-JSON body (415), and needs a login (401)', async () => {
    const { client } = await newFounder(server);
    expectValidationErrors(await client.post(SHARE_LINK_PATHS.create, { include_contact: 'yes', include_deck: 1, locale: 'fr' }), {
      include_contact: 'Please choose yes or no.',
      include_deck: 'Please choose yes or no.',
      locale: 'Choose English, Arabic or the profile’s language.',
    });
    expect((await client.post('/api/account/locale', { locale: 'ar' })).status).toBe(200);
    expectValidationErrors(await client.post(SHARE_LINK_PATHS.create, { locale: 'AR' }), {
      locale: 'يُرجى اختيار العربية أو الإنجليزية أو لغة ملف الشركة.',
    });
    await expectUnchangedList(client, async () => {
      expect((await client.post(SHARE_LINK_PATHS.create, { locale: 1 })).status).toBe(422);
    });
    const form = await client.request('POST', SHARE_LINK_PATHS.create, { form: multipart({ include_contact: 'true' }) });
    expect(form.status).toBe(415);
    expect((await new Client(server).get(SHARE_LINK_PATHS.list)).status).toBe(401);
  });

  it('names a link (trimmed, at most 80 characters, blank is none) and lists it with its name', async () => {
    const { client } = await newFounder(server);
    const { link } = await createLink(client, { name: '  Flat6Labs Cairo  ' });
    expect(link.name).toBe('Flat6Labs Cairo');
    expect((await createLink(client, { name: '   ' })).link.name).toBeNull();
    expect((await createLink(client, { name: 'ن'.repeat(80) })).link.name).toBe('ن'.repeat(80));
    const list = (await client.get(SHARE_LINK_PATHS.list)).json.data as { name: string | null }[];
    expect(list.map((item) => item.name).sort()).toEqual(['Flat6Labs Cairo', 'ن'.repeat(80), null].sort());

    await expectUnchangedList(client, async () => {
      expectValidationErrors(await client.post(SHARE_LINK_PATHS.create, { name: 'x'.repeat(81) }), {
        name: 'Must be at most 80 characters.',
      });
      const arabic = await client.post(SHARE_LINK_PATHS.create, { name: 'x'.repeat(81) }, { headers: [['accept-language', 'ar']] });
      expect(arabic.status).toBe(422);
      expect(arabic.json.errors.name[0]).toMatch(/80/);
      expect(arabic.json.errors.name[0]).not.toMatch(/[a-z]{3}/i);
      expectValidationErrors(await client.post(SHARE_LINK_PATHS.create, { name: 42 }), { name: 'Please give the link a name as text.' });
    });
  });

  it("sets a link's page language, English, Arabic or none (the profile's), and lists it", async () => {
    const { client } = await newFounder(server);
    expect((await createLink(client, { locale: 'ar' })).link.locale).toBe('ar');
    expect((await createLink(client, { locale: 'en' })).link.locale).toBe('en');
    expect((await createLink(client, { locale: null })).link.locale).toBeNull();
    expect((await createLink(client)).link.locale).toBeNull();
    const list = (await client.get(SHARE_LINK_PATHS.list)).json.data as { locale: string | null }[];
    expect(list.map((item) => item.locale).sort()).toEqual(['ar', 'en', null, null]);
  });

  it('includes the deck when left out only if a primary deck exists; an explicit no stays no', async () => {
    const { client } = await newFounder(server);
    expect((await createLink(client)).link.include_deck).toBe(false);
    expect((await uploadDeck(client, 'Seed deck', minimalPdf(), 'deck.pdf')).status).toBe(201);
    expect((await createLink(client)).link.include_deck).toBe(true);
    expect((await createLink(client, { include_deck: false })).link.include_deck).toBe(false);
    const stranger = await newFounder(server);
    expect((await createLink(stranger.client)).link.include_deck).toBe(false); // another startup's deck does not count
  });

  it("cannot revoke another startup's link (404), and the link keeps working", async () => {
    const owner = await newFounder(server);
    const stranger = await newFounder(server);
    const { link, path } = await createLink(owner.client);
    const attempt = await stranger.client.request('DELETE', SHARE_LINK_PATHS.link(link.id));
    expect(attempt.status).toBe(404);
    expect(attempt.json).toEqual({ success: false, message: 'Not found.' });
    expect((await stranger.client.get(SHARE_LINK_PATHS.list)).json.data).toEqual([]);
    expect((await new Client(server).get(path)).status).toBe(200);
  });

  it('counts each visitor once per day: the same visitor twice is 1 view, another visitor makes 2', async () => {
    const { client } = await newFounder(server);
    const { link, path } = await createLink(client);
    const anonymous = new Client(server);
    await anonymous.get(path, visitor());
    await anonymous.get(path, visitor());
    let [listed] = (await client.get(SHARE_LINK_PATHS.list)).json.data;
    expect(listed).toMatchObject({ id: link.id, views: 1, last_viewed_at: expect.any(String) });
    expect(listed.first_viewed_at).toBe(listed.last_viewed_at);
    const firstViewedAt = listed.first_viewed_at;
    await anonymous.get(path, visitor('Mozilla/5.0 (Visitor Two)'));
    [listed] = (await client.get(SHARE_LINK_PATHS.list)).json.data;
    expect(listed.views).toBe(2);
    // The first opening stays when others follow: the overview tells it (issue 35).
    expect(listed.first_viewed_at).toBe(firstViewedAt);
  });
});

describe('one-pager views', () => {
  it(`counts one address at most ${MAX_VISITORS_PER_ADDRESS} visitors a day, however many user agents it sends`, async () => {
    const { client } = await newFounder(server);
    const { link, path } = await createLink(client);
    const anonymous = new Client(server);
    for (let agent = 1; agent <= 50; agent++) {
      expect((await anonymous.get(path, visitorFrom('203.0.113.7', `Mozilla/5.0 (Agent ${agent})`))).status).toBe(200);
    }
    expect(await viewsOf(client, link.id)).toBe(MAX_VISITORS_PER_ADDRESS);

    // All at once, from addresses of one IPv6 /64 (one subscriber): the cap still holds.
    const { link: other, path: otherPath } = await createLink(client);
    await Promise.all(
      Array.from({ length: 50 }, (_, agent) =>
        anonymous.get(otherPath, visitorFrom(`2001:db8:5:6::${agent + 1}`, `Mozilla/5.0 (Agent ${agent})`)),
      ),
    );
    const views = await viewsOf(client, other.id);
    expect(views).toBeGreaterThanOrEqual(1);
    expect(views).toBeLessThanOrEqual(MAX_VISITORS_PER_ADDRESS);
  }, 60_000);

  it('counts the same visitor once, and the same browser at two addresses twice', async () => {
    const { client } = await newFounder(server);
    const { link, path } = await createLink(client);
    const anonymous = new Client(server);
    await anonymous.get(path, visitorFrom('203.0.113.7'));
    await anonymous.get(path, visitorFrom('203.0.113.7'));
    expect(await viewsOf(client, link.id)).toBe(1);
    await anonymous.get(path, visitorFrom('198.51.100.9'));
    expect(await viewsOf(client, link.id)).toBe(2);
  });

  it("counts the founders' own views like a visitor's", async () => {
    const { client } = await newFounder(server);
    const { link, path } = await createLink(client);
    await client.get(path, visitorFrom('203.0.113.7'));
    await client.get(path, visitorFrom('203.0.113.7'));
    expect(await viewsOf(client, link.id)).toBe(1);
  });

  it('writes nothing for a visitor already counted or an address at its cap, and counts again the next UTC day', async () => {
    const { client } = await newFounder(server);
    const { link, token } = await createLink(client);
    const db = openDatabase(server);
    try {
      const kinds: string[] = [];
      const links = new ShareLinkService(new ShareLinkRepository(db.withPlugin(statementKinds(kinds))));
      const live = (await links.findLive(token))!;
      /** The statements a view ran other than reads. */
      async function writesOf(userAgent: string, now: Date): Promise<string[]> {
        kinds.length = 0;
        await links.countView(live, { ip: '203.0.113.7', userAgent }, now);
        return kinds.filter((kind) => kind !== 'SelectQueryNode');
      }
      // Days long past: a new day's salt deletes older days' visitors, and the server's own today must stay.
      const day = new Date('2001-02-03T23:59:00.000Z');
      const nextDay = new Date('2001-02-04T00:01:00.000Z');
      const agents = Array.from({ length: MAX_VISITORS_PER_ADDRESS + 1 }, (_, agent) => `Mozilla/5.0 (Agent ${agent})`);

      expect(await writesOf(agents[0]!, day)).toContain('InsertQueryNode');
      expect(await writesOf(agents[0]!, day)).toEqual([]);
      for (const agent of agents.slice(1, MAX_VISITORS_PER_ADDRESS)) expect(await writesOf(agent, day)).toContain('InsertQueryNode');
      expect(await writesOf(agents[MAX_VISITORS_PER_ADDRESS]!, day)).toEqual([]);
      expect(await writesOf(agents[0]!, day)).toEqual([]);
      expect(await viewsOf(client, link.id)).toBe(MAX_VISITORS_PER_ADDRESS);

      expect(await writesOf(agents[0]!, nextDay)).toContain('InsertQueryNode');
      expect(await writesOf(agents[0]!, nextDay)).toEqual([]);
      expect(await viewsOf(client, link.id)).toBe(MAX_VISITORS_PER_ADDRESS + 1);
    } finally {
      await db.destroy();
    }
  });
});

/** A translation row as the translation routes save it; `source` is what it was made from (stale when it differs). */
interface TranslationRow {
  locale: 'en' | 'ar';
  key: string;
  value: string;
  source?: string;
}

/** Saves translations straight into the table and sets the profile's language: the one-pager only reads them. */
async function translate(email: string, profileLocale: 'en' | 'ar', rows: TranslationRow[]) {
  const db = openDatabase(server);
  try {
    const { startup_id } = await db.selectFrom('users').select('startup_id').where('email', '=', email).executeTakeFirstOrThrow();
    await db.updateTable('startups').set({ profile_locale: profileLocale }).where('id', '=', startup_id!).execute();
    const now = new Date().toISOString();
    await db
      .insertInto('startup_translations')
      .values(rows.map(({ source = '', ...row }) => ({ startup_id: startup_id!, ...row, source, updated_at: now, updated_by: null })))
      .execute();
  } finally {
    await db.destroy();
  }
}

async function founderIdOf(client: Client): Promise<string> {
  return ((await client.get(FOUNDERS_PATHS.list)).json.data as { id: string }[])[0]!.id;
}

describe('the one-pager', () => {
  it('shows the public profile, noindex and no-store under a strict CSP, and none of the fields no link may show', async () => {
    const { client, account } = await newFounder(server);
    await fillProfile(client);
    const { path } = await createLink(client);
    const page = await new Client(server).get(path, { headers: [['accept-encoding', 'br']] });

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const needle of [
      'Qamar Logistics',
      'Same-day freight for small shops.',
      'We move parcels across Amman.',
      '1,200 deliveries',
      'MVP',
      'Logistics',
      'Amman, Jordan',
      '$750K',
      'Seed',
      '$25K–$150K',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      `${account.first_name} ${account.last_name}`,
    ]) {
      expect(page.text).toContain(needle);
    }
    for (const needle of privateNeedles(account)) expect(page.text, needle).not.toContain(needle);
    expect(page.text).not.toMatch(/<script(?![^>]*type="module" src="\/assets\/)/);
    expect(page.text).not.toMatch(/\son[a-z]+=/i);
    expect((await new Client(server).get(ONE_PAGER_PATHS.deck(path.split('/').pop()!))).status).toBe(404);
  });

  it("speaks the sharer's saved language, switches with ?lang, and escapes what founders typed", async () => {
    const client = new Client(server);
    expect((await client.register({ first_name: 'محمد', last_name: 'الحداد' })).response.status).toBe(201);
    await client.post('/startup/update-details', { name: 'Qamar <b>&</b> "Sons"' });
    expect((await client.post('/api/account/locale', { locale: 'ar' })).status).toBe(200);
    const { path } = await createLink(client);
    const arabic = await new Client(server).get(path);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('Qamar &lt;b&gt;&amp;&lt;/b&gt; &quot;Sons&quot;');
    // A founder without a photo: the initials of محمد الحداد are م and ح (not the article's ا), kept apart.
    expect(arabic.text).toContain('<span class="face" aria-hidden="true">م\u200Cح</span>');
    const english = await new Client(server).get(`${path}?lang=en`);
    expect(english.text).toContain('<html lang="en" dir="ltr">');
  });

  it('shows each text in the page language when translated, else in the profile language, each with its own lang and dir', async () => {
    const { client, account } = await newFounder(server);
    await fillProfile(client);
    expect((await client.post('/profile/update-personal-details', { title: 'Head of operations' })).status).toBe(200);
    const founderId = await founderIdOf(client);
    await translate(account.email, 'en', [
      { locale: 'ar', key: briefKey('one_liner'), value: 'شحن في اليوم نفسه للمتاجر الصغيرة.' },
      // Made from an older source: stale, and still shown (it is the founders' text).
      { locale: 'ar', key: briefKey('description'), value: '<p>ننقل الطرود في أنحاء عمّان.</p>', source: '<p>We move boxes.</p>' },
      // A translation goes through the sanitizer like the saved text: nothing hidden in its markup reaches the page.
      {
        locale: 'ar',
        key: briefKey('vision'),
        value: `<p data-birth="${PRIVATE.birthDate}">رؤيتنا</p><script>document.write("${PRIVATE.residenceName}")</script><img src=x onerror=alert(1) alt="${PRIVATE.nationalityName}">`,
      },
      // The founders emptied the mission: its translation shows in neither language.
      { locale: 'ar', key: briefKey('mission'), value: '<p>رسالة بلا أصل</p>' },
      { locale: 'ar', key: briefKey('highlights'), value: '' },
      { locale: 'ar', key: USE_OF_FUNDS_KEY, value: '<p>الأسطول.</p>' },
      { locale: 'ar', key: founderKey(founderId, 'title'), value: 'مديرة العمليات' },
      // A row in the profile's own language is no translation: never shown.
      { locale: 'en', key: briefKey('one_liner'), value: 'Wrong-language-needle' },
    ]);
    const { path } = await createLink(client);
    const anonymous = new Client(server);

    const arabic = (await anonymous.get(`${path}?lang=ar`)).text;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<p class="lede" lang="ar" dir="rtl">شحن في اليوم نفسه للمتاجر الصغيرة.</p>');
    expect(arabic).toContain('<div class="rich" lang="ar" dir="rtl"><p>ننقل الطرود في أنحاء عمّان.</p></div>');
    expect(arabic).toContain('<div class="rich" lang="ar" dir="rtl"><p>رؤيتنا</p></div>');
    expect(arabic).toContain('<div class="rich" lang="ar" dir="rtl"><p>الأسطول.</p></div>');
    expect(arabic).toContain('<p class="person-title" lang="ar" dir="rtl">مديرة العمليات</p>');
    // Untranslated: the English text, marked English and left to right, under a heading in the page's Arabic.
    expect(arabic).toContain('<div class="rich" lang="en" dir="ltr"><ul><li>1,200 deliveries</li></ul></div>');
    expect(arabic).toContain('فريق المؤسسين');
    for (const needle of ['رسالة بلا أصل', 'Wrong-language-needle', 'We move parcels across Amman.', 'Head of operations']) {
      expect(arabic, needle).not.toContain(needle);
    }

    const english = (await anonymous.get(`${path}?lang=en`)).text;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<p class="lede" lang="en" dir="ltr">Same-day freight for small shops.</p>');
    expect(english).toContain('<div class="rich" lang="en" dir="ltr"><p>We move parcels across Amman.</p></div>');
    expect(english).toContain('<div class="rich" lang="en" dir="ltr"><p>Fleet.</p></div>');
    expect(english).toContain('<p class="person-title" lang="en" dir="ltr">Head of operations</p>');
    expect(english).not.toMatch(/lang="ar" dir="rtl"/);
    for (const needle of ['شحن في اليوم', 'ننقل الطرود', 'رؤيتنا', 'الأسطول', 'مديرة العمليات'])
      expect(english, needle).not.toContain(needle);

    for (const page of [arabic, english]) {
      for (const needle of privateNeedles(account)) expect(page, needle).not.toContain(needle);
      expect(page).not.toMatch(/<script(?![^>]*type="module" src="\/assets\/)/);
      expect(page).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it("opens in the link's language unless the visitor picks one; an Arabic profile's untranslated texts stay Arabic", async () => {
    const { client, account } = await newFounder(server);
    await client.post('/dashboard/startup-brief', {
      one_liner: 'شحن في اليوم نفسه للمتاجر الصغيرة.',
      description: '<p>ننقل الطرود في أنحاء عمّان.</p>',
      highlights: '<p>١٢٠٠ توصيلة</p>',
    });
    await translate(account.email, 'ar', [{ locale: 'en', key: briefKey('one_liner'), value: 'Same-day freight for small shops.' }]);
    const arabicLink = await createLink(client, { locale: 'ar' });
    const englishLink = await createLink(client, { locale: 'en' });
    const anonymous = new Client(server);

    // The founder's own language is English: without the link's choice the page would be in English.
    const byLink = (await anonymous.get(arabicLink.path)).text;
    expect(byLink).toContain('<html lang="ar" dir="rtl">');
    expect(byLink).toContain('<p class="lede" lang="ar" dir="rtl">شحن في اليوم نفسه للمتاجر الصغيرة.</p>');
    expect((await anonymous.get(`${arabicLink.path}?lang=en`)).text).toContain('<html lang="en" dir="ltr">');

    const inEnglish = (await anonymous.get(englishLink.path, { headers: [['accept-language', 'ar']] })).text;
    expect(inEnglish).toContain('<html lang="en" dir="ltr">');
    expect(inEnglish).toContain('<p class="lede" lang="en" dir="ltr">Same-day freight for small shops.</p>');
    expect(inEnglish).toContain('<div class="rich" lang="ar" dir="rtl"><p>ننقل الطرود في أنحاء عمّان.</p></div>');
    expect((await anonymous.get(`${englishLink.path}?lang=ar`)).text).toContain('<html lang="ar" dir="rtl">');
  });

  it('links phones as tel: and WhatsApp numbers as wa.me in E.164, the trunk 0 dropped', async () => {
    const { client } = await newFounder(server);
    const saved = await client.post('/profile/update-contact-details', {
      emails: [{ value: 'lina.contact@qamar.example' }],
      phones: [{ number: '0795123456', code: '+962', country: 'JO' }],
      whatsapps: [{ number: '٠٥٠ ٥٥٥ ٠١٨٧', code: '+971', country: 'AE' }],
    });
    expect(saved.status, saved.text).toBe(200);
    const { path } = await createLink(client, { include_contact: true });
    const page = await new Client(server).get(path);
    expect(page.text).toContain('href="tel:+962795123456"');
    expect(page.text).toContain('>+962 7 9512 3456</a>');
    expect(page.text).toContain('href="https://wa.me/971505550187"');
    expect(page.text).toContain('>+971 50 555 0187</a>');
    expect(page.text).not.toContain('tel:+9620795123456');
  });

  it("shows the founders' contact details and the primary deck only when the link includes them", async () => {
    const { client, account } = await newFounder(server);
    await fillProfile(client);
    expect((await uploadDeck(client, 'Seed deck', minimalPdf(), 'deck.pdf')).status).toBe(201);
    const bare = await createLink(client, { include_deck: false });
    const full = await createLink(client, { include_contact: true, include_deck: true });
    const anonymous = new Client(server);

    const barePage = await anonymous.get(bare.path);
    const fullPage = await anonymous.get(full.path);
    for (const needle of [account.email, '+962 7 9123 4567', 'Seed deck', ONE_PAGER_PATHS.deck(full.token)]) {
      expect(barePage.text, needle).not.toContain(needle);
      expect(fullPage.text, needle).toContain(needle);
    }
    expect(fullPage.text).toMatch(/data-deck-viewer/);
    // On paper: the live page's address and its QR code, and the deck's address when the link has it.
    const printed = (text: string) => /<aside class="print-link"[^>]*>(.*?)<\/aside>/s.exec(text)?.[1] ?? '';
    expect(printed(fullPage.text)).toContain(`${server.appOrigin}${full.path}`);
    expect(printed(fullPage.text)).toMatch(/<svg[^>]*viewBox/);
    expect(printed(fullPage.text)).toContain(`${server.appOrigin}${ONE_PAGER_PATHS.deck(full.token)}`);
    expect(printed(barePage.text)).toContain(`${server.appOrigin}${bare.path}`);
    expect(printed(barePage.text)).not.toContain('/deck');

    expect((await anonymous.get(ONE_PAGER_PATHS.deck(bare.token))).status).toBe(404);
    const deck = await anonymous.get(ONE_PAGER_PATHS.deck(full.token));
    expect(deck.status).toBe(200);
    expect(deck.headers.get('content-type')).toBe('application/pdf');
    expect(deck.headers.get('content-disposition')).toContain('attachment');
    expect(deck.bytes.equals(minimalPdf())).toBe(true);
  });
});

describe('the primary deck', () => {
  it('is the first upload until another is made primary; the list marks it and the one-pager serves it', async () => {
    const { client } = await newFounder(server);
    const first = (await uploadDeck(client, 'First deck', minimalPdf(), 'first.pdf')).json.data;
    expect(first.is_primary).toBe(true);
    const second = (await uploadDeck(client, 'Second deck', minimalPptx(), 'second.pptx')).json.data;
    expect(second.is_primary).toBe(false);

    const marked = await client.post(`/api/pitch-deck/${second.id}/primary`, {});
    expect(marked.status, marked.text).toBe(200);
    expect(marked.json).toMatchObject({
      success: true,
      message: 'This deck is now the one your one-pager shows.',
      data: { id: second.id, is_primary: true },
    });
    const listed = (await client.get('/api/pitch-deck')).json.data as { id: string; is_primary: boolean }[];
    expect(listed.map((deck) => [deck.id, deck.is_primary]).sort()).toEqual(
      [
        [first.id, false],
        [second.id, true],
      ].sort(),
    );

    const { token, path } = await createLink(client, { include_deck: true });
    const anonymous = new Client(server);
    expect((await anonymous.get(path)).text).toContain('This deck is a PowerPoint file: download it to read it.');
    expect((await anonymous.get(ONE_PAGER_PATHS.deck(token))).headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );

    // Deleting the primary deck makes the newest one left primary.
    expect((await client.request('DELETE', `/api/pitch-deck/${second.id}`)).status).toBe(200);
    expect((await client.get('/api/pitch-deck')).json.data).toEqual([expect.objectContaining({ id: first.id, is_primary: true })]);
  });

  it("refuses another startup's deck (404) and changes nothing", async () => {
    const owner = await newFounder(server);
    const stranger = await newFounder(server);
    const deck = (await uploadDeck(owner.client, 'Deck', minimalPdf(), 'deck.pdf')).json.data;
    const attempt = await stranger.client.post(`/api/pitch-deck/${deck.id}/primary`, {});
    expect(attempt.status).toBe(404);
    expect(attempt.json).toEqual({ success: false, message: 'Not found.' });
    expect((await stranger.client.post('/api/pitch-deck/not-a-deck/primary', {})).status).toBe(404);
    expect((await owner.client.request('POST', `/api/pitch-deck/${deck.id}/primary`, { form: multipart({}) })).status).toBe(415);
    expect((await new Client(server).post(`/api/pitch-deck/${deck.id}/primary`, {})).status).toBe(401);
    expect((await owner.client.get('/api/pitch-deck')).json.data).toEqual([expect.objectContaining({ id: deck.id, is_primary: true })]);
  });
});
