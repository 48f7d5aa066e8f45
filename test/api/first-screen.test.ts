import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

// The server's render of the first screen (src/web/entry-server.tsx, loaded by src/server/http/first-screen.ts),
// built here as `npm run build` builds it, into a web root that holds only it and index.html's first-screen marks.
const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><!--app-config--><script src="/pre-hydration.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body>' +
  '<div id="root"><!--first-screen--><div id="page-skeleton" aria-hidden="true"></div><!--/first-screen--></div></body></html>';
// Ends an element, starts markup, and (as a String.replace pattern) would paste the page around itself.
const HOSTILE_NAME = "</script><script>alert(1)</script><!-- $' $& $`";

const PRE_HYDRATION_SCRIPT = '// pre-hydration.js as the build copies it';
const MODULE_SCRIPTS =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">';

/** What the server put inside `#root`, or undefined when the page came with the skeleton. */
function firstScreenOf(html: string): string | undefined {
  return /<div id="root" data-server-rendered="\d+">([\s\S]*)<\/div><\/body>/.exec(html)?.[1];
}

async function filesUnder(folder: string, prefix: string): Promise<Record<string, string>> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [path.join(prefix, path.relative(folder, file)), await readFile(file, 'utf8')])),
  );
}

describe('a page’s first screen is server-rendered into its HTML', () => {
  let ssrBuild: string;
  beforeAll(async () => {
    ssrBuild = await mkdtemp(path.join(tmpdir(), 'fd-ssr-'));
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { ssr: true, outDir: ssrBuild } });
  }, 120_000);
  afterAll(async () => {
    await rm(ssrBuild, { recursive: true, force: true });
  });
  const server = useTestServer(async () => ({
    webFiles: { 'index.html': INDEX_HTML, 'pre-hydration.js': PRE_HYDRATION_SCRIPT, ...(await filesUnder(ssrBuild, 'ssr')) },
  }));

  it('renders the login form for a visitor, in their language, with no data and the usual caching', async () => {
    const visitor = new Client(server);
    const login = await visitor.get('/login');
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    const markup = firstScreenOf(login.text)!;
    expect(markup).toContain('Log in to your dashboard');
    expect(markup).toMatch(/<input[^>]+type="email"/);
    expect(login.text).not.toContain('page-skeleton');
    visitor.cookies.set('fd_locale', 'ar');
    const arabic = await visitor.get('/login');
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(firstScreenOf(arabic.text)).toContain('تسجيل الدخول إلى لوحة التحكم');
  });

  it('leaves the skeleton where the first render is not known here: a visitor on a founder’s page, an unknown page', async () => {
    const visitor = new Client(server);
    expect(firstScreenOf((await visitor.get('/dashboard')).text)).toBeUndefined();
    expect((await visitor.get('/dashboard')).text).toContain('page-skeleton');
    const founder = new Client(server);
    await founder.register();
    expect(firstScreenOf((await founder.get('/settings')).text)).toBeUndefined();
    // A logged-in founder on the login page is sent on to the dashboard by the app: nothing to paint.
    expect(firstScreenOf((await founder.get('/login')).text)).toBeUndefined();
  });

  it('gives each of two founders rendered at the same time only their own name and records', async () => {
    const founders = await Promise.all(
      ['Samir', 'Maha'].map(async (name) => {
        const client = new Client(server);
        const { account } = await client.register({ first_name: name, startup_name: `${name} Labs` });
        await client.post('/profile/update-contact-details', {
          emails: [{ value: account.email }],
          phones: [],
          whatsapps: [],
          linkedin: '',
          website: '',
        });
        return { client, account };
      }),
    );
    // Interleaved requests for the two, many at once: any state left between renders would show in the other's page.
    const requests = Array.from({ length: 12 }, (_, index) => ({
      own: founders[index % 2]!,
      path: index % 2 === 0 ? '/dashboard' : '/profile',
    }));
    const pages = await Promise.all(requests.map(async ({ own, path }) => ({ own, page: await own.client.get(path) })));
    for (const { own, page } of pages) {
      const other = founders.find((founder) => founder !== own)!;
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('vary')).toMatch(/\bCookie\b/);
      const markup = firstScreenOf(page.text)!;
      expect(markup).toContain(own.account.email);
      expect(page.text).not.toContain(other.account.email);
      expect(page.text).not.toContain(other.account.first_name);
    }
    expect(firstScreenOf(pages[0]!.page.text)).toContain('Welcome, Samir');
  });

  it('keeps a founder’s hostile name as text in the markup', async () => {
    const founder = new Client(server);
    await founder.register({ first_name: HOSTILE_NAME });
    const page = await founder.get('/dashboard');
    const markup = firstScreenOf(page.text)!;
    expect(markup).toContain('Welcome, &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- $&#x27; $&amp; $`');
    expect(page.text).not.toContain('<script>alert(1)');
    expect(markup).not.toMatch(/<script\b/);
  });

  it('holds a rendered page’s scripts until it is painted; a page the browser renders starts them at once', async () => {
    const founder = new Client(server);
    await founder.register();
    const held = `<template data-after-paint>${MODULE_SCRIPTS}</template>`;
    for (const page of [await new Client(server).get('/login'), await founder.get('/dashboard')]) {
      expect(firstScreenOf(page.text)).toBeDefined();
      expect(page.text).toContain(held);
      expect(page.text.replace(held, '')).not.toMatch(/type="module"|rel="modulepreload"/);
    }
    const skeleton = await new Client(server).get('/dashboard');
    expect(firstScreenOf(skeleton.text)).toBeUndefined();
    expect(skeleton.text).toContain(MODULE_SCRIPTS);
    expect(skeleton.text).not.toContain('data-after-paint');
  });

  it('names pre-hydration.js by its content, so a browser never starts a page with an older copy, and caches it for good', async () => {
    const visitor = new Client(server);
    const version = /<script src="\/pre-hydration\.js\?v=([0-9a-f]{12})"><\/script>/.exec((await visitor.get('/login')).text)?.[1];
    expect(version).toBe(createHash('sha256').update(PRE_HYDRATION_SCRIPT).digest('hex').slice(0, 12));
    const script = await visitor.get(`/pre-hydration.js?v=${version}`);
    expect(script.text).toBe(PRE_HYDRATION_SCRIPT);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never serves the render entry itself', async () => {
    expect((await new Client(server).get('/ssr/entry-server.js')).status).toBe(404);
  });
});
