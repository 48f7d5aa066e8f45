import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './helpers/server.js';

/** index.html's description, as src/web/index.html has it. */
const DESCRIPTION = 'Founder Dashboard: keep your founder and startup profile up to date.';

const script = `console.log(${JSON.stringify('founder '.repeat(400))});`;
const webFiles = {
  'index.html': '<!doctype html><html><head><!--app-config--></head><body></body></html>',
  'assets/app-1a2b3c.js': script,
  'assets/app-1a2b3c.js.br': brotliCompressSync(script),
};

describe('the built web app', () => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  it('sends the Brotli twin of an asset to a browser that accepts it, and the plain file otherwise', async () => {
    server = await startServer({ webFiles });
    const client = new Client(server);
    const compressed = await client.get('/assets/app-1a2b3c.js', { headers: [['accept-encoding', 'br, gzip']] });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.text).toBe(script);

    const plain = await client.get('/assets/app-1a2b3c.js', { headers: [['accept-encoding', 'identity']] });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(script);
  });

  it('sends a page compressed as the browser accepts: Brotli, then gzip, else as it is', async () => {
    const body = `<main>${'<p>Keep your founder and startup profile up to date.</p>'.repeat(40)}</main>`;
    server = await startServer({
      webFiles: { ...webFiles, 'index.html': webFiles['index.html'].replace('<body></body>', `<body>${body}</body>`) },
    });
    const client = new Client(server);
    const plain = await client.get('/login', { headers: [['accept-encoding', 'identity']] });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toContain(body);
    expect(plain.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');

    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.0, identity', null],
    ] as const) {
      const page = await client.get('/login', { headers: [['accept-encoding', accepted]] });
      expect(page.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(page.text, accepted).toBe(plain.text);
      if (encoding) expect(Number(page.headers.get('content-length')), accepted).toBeLessThan(plain.bytes.length / 4);
    }
  });

  it('tells the page whether the AI assistant is configured', async () => {
    server = await startServer({ webFiles });
    expect((await new Client(server).get('/dashboard')).text).toContain('<meta name="ai-assistant" content="off">');
    await server.close();

    server = await startServer({ webFiles, env: { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'any' } });
    expect((await new Client(server).get('/dashboard')).text).toContain('<meta name="ai-assistant" content="on">');
  });

  it('answers an unknown page with 404 and the app (its not-found page), known pages with 200', async () => {
    server = await startServer({ webFiles });
    const client = new Client(server);
    for (const known of ['/', '/login', '/register', '/dashboard', '/profile', '/startup', '/profile/']) {
      const page = await client.get(known);
      expect(page.status, known).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
    for (const unknown of ['/settings', '/dashboard/settings', '/Profile']) {
      const page = await client.get(unknown);
      expect(page.status, unknown).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain('<meta name="ai-assistant"');
    }
    const missingAsset = await client.get('/assets/gone-123.js');
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers.get('content-type')).toMatch(/json/);
  });

  it('serves the page with <html lang dir> of the effective locale, the not-found page too', async () => {
    server = await startServer({
      webFiles: {
        ...webFiles,
        'index.html': `<!doctype html><html class="h-full" lang="en" dir="ltr"><head><meta name="description" content="${DESCRIPTION}" /><!--app-config--></head><body></body></html>`,
      },
    });
    const visitor = new Client(server);
    const english = await visitor.get('/login');
    expect(english.text).toContain('<html class="h-full" lang="en" dir="ltr">');
    expect(english.headers.get('vary')).toMatch(/Cookie/);
    expect(english.headers.get('vary')).toMatch(/Accept-Language/);

    for (const page of ['/login', '/dashboard', '/settings']) {
      const arabic = await visitor.get(page, { headers: [['accept-language', 'ar-EG,ar;q=0.9']] });
      expect(arabic.text, page).toContain('<html class="h-full" lang="ar" dir="rtl">');
      expect(arabic.text).not.toContain('lang="en"');
      expect(arabic.text).toContain('<meta name="description" content="Founder Dashboard: ملفك الشخصي وملف شركتك الناشئة، محدَّثان دائمًا."');
    }
    expect(english.text).toContain(`<meta name="description" content="${DESCRIPTION}"`);
    visitor.cookies.set('fd_locale', 'ar');
    expect((await visitor.get('/register', { headers: [['accept-language', 'en']] })).text).toContain('lang="ar" dir="rtl"');

    // The account's saved choice, on a browser that never picked one.
    const { account } = await visitor.register();
    const elsewhere = new Client(server);
    await elsewhere.login(account.email, account.password);
    elsewhere.cookies.delete('fd_locale');
    expect((await elsewhere.get('/dashboard')).text).toContain('lang="ar" dir="rtl"');
  });
});
