import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../src/shared/page-data.js';
import { READINESS_PATH, STARTUP_BRIEF_PATHS } from '../../src/shared/resources.js';
import { Client } from './helpers/server.js';
import { useTestServer } from './helpers/use-test-server.js';

const webFiles = { 'index.html': '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>' };
const PAGE_DATA_ELEMENT = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`);
// Ends the element, starts markup, and (as a String.replace pattern) would paste the page around itself.
const HOSTILE_NAME = "</script><script>alert(1)</script><!-- $' $& $`";

/** The page data a page's HTML carries, or undefined when it has none. */
function pageDataOf(html: string): PageData | undefined {
  const element = PAGE_DATA_ELEMENT.exec(html);
  return element ? (JSON.parse(element[1]!) as PageData) : undefined;
}

describe('a logged-in page carries its session and first-screen records', () => {
  const server = useTestServer({ webFiles });

  it('inlines the founder’s session and each record the overview reads, as the API answers them, privately', async () => {
    const founder = new Client(server);
    await founder.register({ first_name: 'Rania', startup_name: 'Cedar Robotics' });
    const page = await founder.get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/\bprivate\b/);
    expect(page.headers.get('cache-control')).toMatch(/\bno-store\b/);
    expect(page.headers.get('vary')).toMatch(/\bCookie\b/);

    const pageData = pageDataOf(page.text)!;
    const session = (await founder.session()).json;
    expect(pageData.answers['/api/auth/session']).toEqual({ body: session, etag: null });
    for (const path of [READINESS_PATH, STARTUP_BRIEF_PATHS.get, '/api/startup/founders', '/api/pitch-deck']) {
      const answer = await founder.get(path);
      expect(pageData.answers[path], path).toEqual({ body: answer.json, etag: answer.headers.get('etag') });
    }
    // The profile page reads only its own three records.
    expect(Object.keys(pageDataOf((await founder.get('/profile')).text)!.answers).sort()).toEqual(
      ['/api/auth/session', '/api/profile/contact-details', '/api/profile/personal-details', '/api/startup/program-preferences'].sort(),
    );
  });

  it('keeps a founder’s own text inert inside the page: it cannot close the element or start markup', async () => {
    const founder = new Client(server);
    await founder.register({ first_name: HOSTILE_NAME });
    const page = await founder.get('/dashboard');
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).not.toContain('<!--"');
    // One script element, closed where the server closed it, and the name read back exactly.
    expect(page.text.match(/<script\b/g)).toHaveLength(1);
    expect(
      (pageDataOf(page.text)!.answers['/api/auth/session']!.body as { data: { user: { first_name: string } } }).data.user.first_name,
    ).toBe(HOSTILE_NAME);
  });

  it('gives each founder only their own data, and a logged-out visitor none, on the same URL', async () => {
    const first = new Client(server);
    const second = new Client(server);
    const { account: firstAccount } = await first.register({ first_name: 'Samir' });
    const { account: secondAccount } = await second.register({ first_name: 'Maha' });
    const firstPage = await first.get('/dashboard');
    const secondPage = await second.get('/dashboard');
    const anonymousPage = await new Client(server).get('/dashboard');

    expect(firstPage.text).toContain(firstAccount.email);
    expect(firstPage.text).not.toContain(secondAccount.email);
    expect(secondPage.text).toContain(secondAccount.email);
    expect(secondPage.text).not.toContain(firstAccount.email);
    expect(pageDataOf(anonymousPage.text)).toBeUndefined();
    expect(anonymousPage.text).not.toContain(firstAccount.email);
    expect(anonymousPage.text).not.toContain(secondAccount.email);
    expect(anonymousPage.headers.get('cache-control')).toBe('no-cache');
  });

  it('inlines nothing for a logged-out visitor, nor on an unknown page', async () => {
    const visitor = new Client(server);
    for (const path of ['/login', '/dashboard']) expect(pageDataOf((await visitor.get(path)).text), path).toBeUndefined();
    const founder = new Client(server);
    await founder.register();
    const unknown = await founder.get('/settings');
    expect(unknown.status).toBe(404);
    expect(pageDataOf(unknown.text)).toBeUndefined();
    // A stale session cookie is a logged-out visitor.
    const loggedOut = new Client(server);
    loggedOut.cookies.set('fd_session', 'not-a-session');
    expect(pageDataOf((await loggedOut.get('/dashboard')).text)).toBeUndefined();
  });
});

describe('a page names the chunks its first render needs', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_shared-1.js', 'index.html'] },
    'features/dashboard/pages.tsx': { file: 'assets/pages-1.js', imports: ['index.html', '_cards-1.js'] },
    'features/dashboard/overview-panels.tsx': { file: 'assets/overview-panels-1.js', imports: ['_cards-1.js'] },
    'features/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html'] },
    'i18n/en.ts': { file: 'assets/en-1.js' },
    'i18n/en-forms.ts': { file: 'assets/en-forms-1.js' },
    'i18n/arabic.ts': { file: 'assets/arabic-1.js' },
  };
  const server = useTestServer({ webFiles: { ...webFiles, '.vite/manifest.json': JSON.stringify(manifest) } });

  const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1]);

  it('preloads the page’s chunks and its language’s catalog, once each, never the entry’s own', async () => {
    const visitor = new Client(server);
    expect(preloaded((await visitor.get('/dashboard')).text)).toEqual([
      '/assets/en-1.js',
      '/assets/pages-1.js',
      '/assets/cards-1.js',
      '/assets/overview-panels-1.js',
    ]);
    expect(preloaded((await visitor.get('/profile/')).text)).toEqual(['/assets/en-1.js', '/assets/pages-1.js', '/assets/cards-1.js']);
    expect(preloaded((await visitor.get('/login')).text)).toEqual(['/assets/en-1.js', '/assets/login-page-1.js', '/assets/en-forms-1.js']);
    visitor.cookies.set('fd_locale', 'ar');
    expect(preloaded((await visitor.get('/profile')).text)).toEqual(['/assets/arabic-1.js', '/assets/pages-1.js', '/assets/cards-1.js']);
  });
});
