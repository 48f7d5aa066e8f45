import { describe, expect, it } from 'vitest';
import { AI_PATHS } from '../../src/shared/ai.js';
import { CONTACT_DETAILS_PATHS } from '../../src/shared/contact-details.js';
import { ACCOUNT_LOCALE_PATH } from '../../src/shared/i18n/locale.js';
import { aiRequest } from './helpers/ai.js';
import { addFounder, coFounder, png } from './helpers/founders.js';
import { minimalPdf } from './helpers/fixtures.js';
import { newFounder } from './helpers/resource.js';
import { Client, uniqueEmail, type ApiResponse } from './helpers/server.js';
import { multipart } from './helpers/uploads.js';
import { useTestServer } from './helpers/use-test-server.js';

// An AI provider that is never reached (the 422s answer before any call), and a team of at most 3.
const server = useTestServer({
  env: { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'any', STARTUP_MAX_FOUNDERS: '3' },
});

const ARABIC = { 'accept-language': 'ar' } as const;
const arabicHeaders = (): [string, string][] => Object.entries(ARABIC);
/** Codes and formats that stay Latin in the Arabic texts. */
const ALLOWED_LATIN = /https?:\/\/|linkedin\.com|YYYY-MM-DD|PPTX|PPT|PDF|PNG|JPEG|WebP|Content-Type: application\/json|JSON/g;

function expectArabic(text: unknown): void {
  expect(typeof text).toBe('string');
  expect(text as string).toMatch(/\p{Script=Arabic}/u);
  expect((text as string).replace(ALLOWED_LATIN, ''), text as string).not.toMatch(/[A-Za-z]/);
}

/** A 422 whose message and every field message are Arabic; returns the fields that failed. */
function expectArabicValidation(response: ApiResponse): string[] {
  expect(response.status, response.text).toBe(422);
  const body = response.json as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe('يُرجى تصحيح الأخطاء في الحقول.');
  for (const messages of Object.values(body.errors)) for (const message of messages) expectArabic(message);
  return Object.keys(body.errors);
}

function setCookieOf(response: ApiResponse, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

async function registeredAccount(options: { cookieLocale?: string } = {}) {
  const client = new Client(server);
  if (options.cookieLocale) client.cookies.set('fd_locale', options.cookieLocale);
  const { account, response } = await client.register();
  expect(response.status, response.text).toBe(201);
  return { client, account, response };
}

describe('the effective locale (DESIGN §6)', () => {
  it('is English for a client that sends nothing', async () => {
    const session = await new Client(server).session();
    expect(session.json.data).toMatchObject({ user: null, locale: 'en' });
  });

  it.each([
    ['ar', 'ar'],
    ['ar-JO,ar;q=0.9,en;q=0.8', 'ar'],
    ['fr-FR, en;q=0.5, ar;q=0.9', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['de, fr;q=0.5', 'en'],
    ['ar;q=0, en;q=0.1', 'en'],
  ])('takes the first of ar/en in Accept-Language %j', async (header, locale) => {
    const session = await new Client(server).get('/api/auth/session', { headers: [['accept-language', header]] });
    expect(session.json.data.locale).toBe(locale);
  });

  it('lets the fd_locale cookie outrank Accept-Language', async () => {
    const client = new Client(server);
    client.cookies.set('fd_locale', 'en');
    expect((await client.get('/api/auth/session', { headers: arabicHeaders() })).json.data.locale).toBe('en');
    client.cookies.set('fd_locale', 'ar');
    expect((await client.get('/api/auth/session', { headers: [['accept-language', 'en']] })).json.data.locale).toBe('ar');
  });

  it("lets the account's saved locale outrank the cookie and Accept-Language", async () => {
    const { client } = await registeredAccount({ cookieLocale: 'ar' });
    client.cookies.set('fd_locale', 'en');
    const session = await client.get('/api/auth/session', { headers: [['accept-language', 'en']] });
    expect(session.json.data.locale).toBe('ar');
    expect(session.json.data.user.locale).toBe('ar');
  });

  it.each([
    ['a cookie naming another language', 'fr', undefined],
    ['a cookie of garbage', '%E0%A4%A', undefined],
    ['a malformed Accept-Language', undefined, 'ar;q=abc,,;;==='],
    ['an over-long Accept-Language', undefined, `ar,${'x-'.repeat(2000)}en`],
  ])('answers English, never an error, to %s', async (_case, cookie, header) => {
    const client = new Client(server);
    if (cookie) client.cookies.set('fd_locale', cookie);
    const headers: [string, string][] = header ? [['accept-language', header]] : [];
    const session = await client.get('/api/auth/session', { headers });
    expect(session.status).toBe(200);
    expect(session.json.data.locale).toBe('en');
    const refused = await client.post('/api/auth/login', { email: 'nobody', password: '' }, { headers });
    expect(refused.json.message).toBe('The given data was invalid.');
  });
});

describe(`POST ${ACCOUNT_LOCALE_PATH}`, () => {
  it('sets the fd_locale cookie for a visitor who is not logged in, and answers in the new language', async () => {
    const client = new Client(server);
    const response = await client.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ success: true, message: 'تم حفظ اللغة.', data: { locale: 'ar' } });
    const cookie = setCookieOf(response, 'fd_locale');
    expect(cookie).toMatch(/^fd_locale=ar;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect((await client.get('/api/auth/session', { headers: [['accept-language', 'en']] })).json.data.locale).toBe('ar');

    const back = await client.post(ACCOUNT_LOCALE_PATH, { locale: 'en' });
    expect(back.json).toEqual({ success: true, message: 'Language saved.', data: { locale: 'en' } });
    expect((await client.session()).json.data.locale).toBe('en');
  });

  it('saves the choice on the account, so a new login from a fresh browser is in that language', async () => {
    const { client, account } = await registeredAccount();
    expect((await client.session()).json.data.user?.locale).toBeNull();
    expect((await client.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' })).status).toBe(200);
    expect((await client.session()).json.data.user?.locale).toBe('ar');

    const elsewhere = new Client(server);
    const login = await elsewhere.post(
      '/api/auth/login',
      { email: account.email, password: account.password },
      { headers: [['accept-language', 'en']] },
    );
    expect(login.status, login.text).toBe(200);
    expect(login.json.message).toBe('أهلًا بعودتك!');
    expect(login.json.data).toMatchObject({ locale: 'ar', user: { email: account.email, locale: 'ar' } });
    // This browser now remembers it too, for the login page after a logout.
    expect(setCookieOf(login, 'fd_locale')).toMatch(/^fd_locale=ar;/);
    const logout = await elsewhere.post('/api/auth/logout');
    expect(logout.json).toMatchObject({ message: 'تم تسجيل خروجك.', data: { user: null, locale: 'ar' } });
  });

  it('saves the language picked on the register page with the new account; no pick saves nothing', async () => {
    const { account, response } = await registeredAccount({ cookieLocale: 'ar' });
    expect(response.json.message).toBe('أهلًا بك في لوحة التحكم!');
    expect(response.json.data).toMatchObject({ locale: 'ar', user: { locale: 'ar' } });
    const elsewhere = new Client(server);
    expect((await elsewhere.login(account.email, account.password)).json.data.locale).toBe('ar');

    const unpicked = new Client(server);
    const { response: plain } = await unpicked.register({}, { headers: arabicHeaders() });
    expect(plain.json.data).toMatchObject({ locale: 'ar', user: { locale: null } });
  });

  it('stores the default title as "Founder" whatever the sign-up language, and a form saved with its Arabic words keeps it', async () => {
    const arabic = new Client(server);
    await arabic.register({}, { headers: arabicHeaders() });
    const [own] = (await arabic.get('/api/startup/founders')).json.data;
    // The marker, shown in each reader's language (founder-title.ts): the English one-pager no longer reads «مؤسس».
    expect(own.title).toBe('Founder');
    const saved = await addFounder(arabic, coFounder({ title: 'من المؤسسين' }));
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json.data.title).toBe('Founder');
    const typed = await addFounder(arabic, coFounder({ title: 'مؤسسة ومديرة تنفيذية' }));
    expect(typed.json.data.title).toBe('مؤسسة ومديرة تنفيذية');
  });

  it.each([
    ['another language', { locale: 'fr' }],
    ['a region tag', { locale: 'ar-SA' }],
    ['no locale', {}],
    ['a number', { locale: 1 }],
  ])('refuses %s with 422 errors.locale, in the effective language', async (_case, body) => {
    const client = new Client(server);
    const english = await client.post(ACCOUNT_LOCALE_PATH, body);
    expect(english.status).toBe(422);
    expect(english.json).toEqual({
      success: false,
      message: 'The given data was invalid.',
      errors: { locale: ['Please choose English or Arabic.'] },
    });
    expect(setCookieOf(english, 'fd_locale')).toBeUndefined();

    const arabic = await client.post(ACCOUNT_LOCALE_PATH, body, { headers: arabicHeaders() });
    expect(arabic.json.errors).toEqual({ locale: ['يُرجى اختيار العربية أو الإنجليزية.'] });
    expectArabicValidation(arabic);
  });

  it('needs the CSRF token (419) and a JSON body (415)', async () => {
    const client = new Client(server);
    const noToken = await client.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' }, { csrf: false });
    expect(noToken.status).toBe(419);
    expect(setCookieOf(noToken, 'fd_locale')).toBeUndefined();
    const form = await client.request('POST', ACCOUNT_LOCALE_PATH, { form: multipart({ locale: 'ar' }) });
    expect(form.status).toBe(415);
    expect((await client.session()).json.data.locale).toBe('en');

    const { client: founder } = await newFounder(server);
    expect((await founder.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' }, { csrf: 'forged' })).status).toBe(419);
    expect((await founder.session()).json.data.user?.locale).toBeNull();
  });
});

describe('server messages in Arabic', () => {
  it('for every 422 of a JSON record (contact details)', async () => {
    const { client } = await newFounder(server);
    const payloads: Record<string, unknown>[] = [
      {
        emails: [{ value: 'not-an-email' }],
        phones: [{ number: '12', code: '+962', country: 'JO' }],
        linkedin: 'https://example.com/me',
        website: 'ftp://x',
      },
      {
        emails: [],
        phones: [{ number: '079 123 4567', code: '+1', country: 'JO' }],
        whatsapps: [{ number: '079 123 4567', code: '+962', country: 'ZZ' }],
      },
      {
        emails: 'x',
        phones: [{ number: '079 123 4567', code: 'abc', country: 'JO' }],
        linkedin: `https://linkedin.com/${'a'.repeat(600)}`,
      },
      {
        emails: Array.from({ length: 30 }, () => ({ value: 'a@b.co' })),
        whatsapps: [{ number: '079 123 4567', country: '', code: '+962' }],
      },
    ];
    const fields = new Set<string>();
    for (const payload of payloads) {
      for (const field of expectArabicValidation(await client.post(CONTACT_DETAILS_PATHS.save, payload, { headers: arabicHeaders() })))
        fields.add(field);
    }
    expect([...fields]).toEqual(
      expect.arrayContaining([
        'emails',
        'emails.0.value',
        'phones.0.number',
        'phones.0.code',
        'whatsapps.0.country',
        'linkedin',
        'website',
      ]),
    );
    const saved = await client.post(CONTACT_DETAILS_PATHS.save, { emails: [{ value: 'lina@example.com' }] }, { headers: arabicHeaders() });
    expect(saved.json.message).toBe('تم حفظ بيانات التواصل بنجاح!');
  });

  it('for every 422 of a multipart upload (pitch deck) and its success', async () => {
    const { client } = await newFounder(server);
    const upload = (fields: Record<string, string>, file?: { data: Buffer; name: string; type?: string }) =>
      client.request('POST', '/api/pitch-deck', { form: multipart(fields, file ? { deck_file: file } : {}), headers: arabicHeaders() });
    expect(expectArabicValidation(await upload({}))).toEqual(expect.arrayContaining(['file_name', 'deck_file']));
    expectArabicValidation(await upload({ file_name: 'd'.repeat(300) }, { data: minimalPdf(), name: 'deck.pdf', type: 'application/pdf' }));
    expectArabicValidation(await upload({ file_name: 'Deck' }, { data: Buffer.from('<html></html>'), name: 'deck.pdf' }));
    const uploaded = await upload({ file_name: 'Deck' }, { data: minimalPdf(), name: 'deck.pdf', type: 'application/pdf' });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.json.message).toBe('تم رفع الملف بنجاح!');
    const deleted = await client.request('DELETE', `/api/pitch-deck/${uploaded.json.data.id}`, { headers: arabicHeaders() });
    expect(deleted.json.message).toBe('تم حذف الملف بنجاح!');
  });

  it('for every 422 of a multipart record (founders), and the team quota', async () => {
    const { client } = await newFounder(server);
    await client.post(ACCOUNT_LOCALE_PATH, { locale: 'ar' });
    const blank = await addFounder(client, {
      first_name: '',
      last_name: '',
      email: 'x',
      title: '',
      brief: '',
      linkedin_url: 'https://example.com',
    });
    expect(expectArabicValidation(blank)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'title', 'brief', 'linkedin_url']),
    );
    const badAvatar = await addFounder(client, coFounder(), { data: Buffer.from('not an image'), name: 'me.png', type: 'image/png' });
    expect(expectArabicValidation(badAvatar)).toEqual(['avatar']);
    const added = await addFounder(client, coFounder(), await png(40, 40));
    expect(added.json.message).toBe('تمت إضافة المؤسس بنجاح!');
    const duplicate = await addFounder(client, coFounder({ email: added.json.data.email }));
    expect(expectArabicValidation(duplicate)).toEqual(['email']);
    expect((await addFounder(client, coFounder())).status).toBe(201);
    const overQuota = await addFounder(client, coFounder());
    expect(overQuota.json.errors).toEqual({ _: ['الحد الأقصى لعدد المؤسسين في فريقك هو 3. أزِل مؤسسًا لتتمكن من إضافة مؤسس آخر.'] });
    expectArabicValidation(overQuota);
  });

  it('for register and login', async () => {
    const client = new Client(server);
    const register = await client.post(
      '/api/auth/register',
      { first_name: ' ', last_name: 'x'.repeat(101), email: 'nope', password: 'short', startup_name: '' },
      { headers: arabicHeaders() },
    );
    expect(expectArabicValidation(register)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'password', 'startup_name']),
    );
    const common = await client.post(
      '/api/auth/register',
      { first_name: 'Lina', last_name: 'Haddad', email: uniqueEmail(), password: 'password123', startup_name: 'Olive' },
      { headers: arabicHeaders() },
    );
    expect(expectArabicValidation(common)).toEqual(['password']);
    const { account } = await registeredAccount();
    const taken = await new Client(server).post(
      '/api/auth/register',
      { first_name: 'Lina', last_name: 'Haddad', email: account.email, password: 'another horse battery', startup_name: 'Olive' },
      { headers: arabicHeaders() },
    );
    expect((taken.json as { errors: Record<string, string[]> }).errors.email).toEqual(['يوجد حساب مسجَّل بهذا البريد الإلكتروني.']);
    expectArabicValidation(taken);

    expectArabicValidation(await new Client(server).post('/api/auth/login', { email: 'nope', password: '' }, { headers: arabicHeaders() }));
    const wrong = await new Client(server).post(
      '/api/auth/login',
      { email: account.email, password: 'not the password' },
      { headers: arabicHeaders() },
    );
    expect((wrong.json as { errors: Record<string, string[]> }).errors.email).toEqual(['البريد الإلكتروني أو كلمة المرور غير صحيحة.']);
  });

  it('for the AI route, in `message`, `error` and `errors`', async () => {
    const { client } = await newFounder(server);
    // The last is hand-made, a number for a text: zod's own "expected string, received number", type names in Arabic too.
    const bodies = [
      aiRequest({ prompt: '   ' }),
      aiRequest({ action: 'rhyme' }),
      aiRequest({ prompt: 'x'.repeat(4001), context: 'y'.repeat(12_001) }),
      aiRequest({ session_id: 1 }),
    ];
    for (const body of bodies) {
      const response = await client.post(AI_PATHS.complete, body, { headers: arabicHeaders() });
      expect(response.status, response.text).toBe(422);
      expectArabic(response.json.message);
      expectArabic(response.json.error);
      for (const messages of Object.values(response.json.errors as Record<string, string[]>))
        for (const message of messages) expectArabic(message);
    }
  });

  it('for 401, 404, bad JSON, 415 and a too-large body', async () => {
    const client = new Client(server);
    const unauthenticated = await client.get(CONTACT_DETAILS_PATHS.get, { headers: arabicHeaders() });
    expect(unauthenticated.json).toEqual({ success: false, message: 'يُرجى تسجيل الدخول أولًا.' });
    expectArabic((await client.get('/api/nothing-here', { headers: arabicHeaders() })).json.message);
    const badJson = await client.request('POST', '/api/auth/login', { rawBody: '{"email":', headers: arabicHeaders() });
    expect(badJson.status).toBe(400);
    expectArabic(badJson.json.message);
    const notJson = await client.request('POST', '/api/auth/login', { form: multipart({ email: 'a@b.co' }), headers: arabicHeaders() });
    expect(notJson.status).toBe(415);
    expectArabic(notJson.json.message);
    const tooLarge = await client.request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      headers: arabicHeaders(),
    });
    expect(tooLarge.status).toBe(413);
    expectArabic(tooLarge.json.message);
    const badAddress = await client.get('/api/%E0%A4%A', { headers: arabicHeaders() });
    expect(badAddress.status).toBe(400);
    expect(badAddress.json.message).toBe('هذا العنوان غير صالح.');
  });
});
