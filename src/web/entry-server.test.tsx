import { use, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionData } from '../shared/auth';
import type { Locale } from '../shared/i18n/locale';
import { SESSION_PATH } from '../shared/page-data';
import { firstScreenApp, prepareFirstScreens } from './entry-server';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

interface Founder {
  first: string;
  last: string;
  email: string;
  locale: Locale;
}

const SAMIR: Founder = { first: 'Samir', last: 'Haddad', email: 'samir@haddad-labs.test', locale: 'en' };
const MAHA: Founder = { first: 'Maha', last: 'Nasser', email: 'maha@nasser-labs.test', locale: 'ar' };

function pageOf({ first, last, email, locale }: Founder) {
  const session: SessionData = {
    user: { id: `${first}-id`, email, first_name: first, last_name: last, startup_id: `${first}-startup`, locale },
    csrf_token: `${first}-csrf`,
    locale,
  };
  return {
    path: '/dashboard',
    locale,
    pageData: { answers: { [SESSION_PATH]: { body: { success: true, data: session }, etag: null } } },
    now: new Date('2026-01-01T00:00:00Z'),
  };
}

/** Renders its children only once `until` resolves: the render awaits in between, as any async render may. */
function After({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/** A founder's first screen rendered by React's async renderer, paused before its app until `until` resolves. */
async function renderAcrossAwait(founder: Founder, until: Promise<void>): Promise<string> {
  const { prelude } = await prerender(<After until={until}>{firstScreenApp(pageOf(founder))}</After>);
  return new Response(prelude).text();
}

const welcome = ({ first, locale }: Founder) => (locale === 'ar' ? ar : en).pages.overview.title.replace('{{name}}', first);

describe('server-rendered first screens', () => {
  beforeAll(() => prepareFirstScreens(), 60_000);

  it('keeps each of two founders rendered at once across an await to their own name, email and language', async () => {
    let resumeSamir = () => {};
    const samirMayGoOn = new Promise<void>((resolve) => (resumeSamir = resolve));
    const samirsPage = renderAcrossAwait(SAMIR, samirMayGoOn);
    // Maha's render starts and ends while Samir's waits in the middle of his.
    const mahasPage = await renderAcrossAwait(MAHA, Promise.resolve());
    resumeSamir();
    const pages = [
      { founder: SAMIR, other: MAHA, markup: await samirsPage },
      { founder: MAHA, other: SAMIR, markup: mahasPage },
    ];
    for (const { founder, other, markup } of pages) {
      expect(markup).toContain(`${founder.first} ${founder.last}`);
      expect(markup).toContain(founder.email);
      expect(markup).toContain(welcome(founder));
      expect(markup).not.toContain(other.first);
      expect(markup).not.toContain(other.email);
      // The other's language: its words for this page's title, with this founder's name.
      expect(markup).not.toContain(welcome({ ...other, first: founder.first }));
    }
  });
});
