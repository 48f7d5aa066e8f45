// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '../../shared/auth';

const SESSION = {
  user: { id: 1, email: 'founder@example.com', startup_id: 7 },
  csrf_token: 'token',
  locale: 'en',
} as unknown as SessionData;

/** startup-session as a page loads it (a fresh module), its session request answered by `fetchMock`. */
async function sessionModule(fetchMock: () => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  return import('./startup-session');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders a page that reads the session, and returns the status each of its renders saw. */
function renderPage(useStartupSession: () => [{ status: string }, () => void]): string[] {
  const renders: string[] = [];
  function Page() {
    const [session] = useStartupSession();
    renders.push(session.status);
    return null;
  }
  render(<Page />);
  return renders;
}

describe('useStartupSession', () => {
  it('does not render again for the session the page already started with (the page may still be hydrating)', async () => {
    const { preloadStartupSession, useStartupSession } = await sessionModule(async () => Response.json({ success: true, data: SESSION }));
    await preloadStartupSession(); // main.tsx waits for it before the first render
    const renders = renderPage(useStartupSession);
    await act(async () => {}); // the effect's request answers
    expect(renders).toEqual(['success']);
  });

  it('renders the session once it answers when the page started without one', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { useStartupSession } = await sessionModule(async () => {
      await answered;
      return Response.json({ success: true, data: SESSION });
    });
    const renders = renderPage(useStartupSession);
    await act(async () => answer());
    expect(renders).toEqual(['pending', 'success']);
  });
});
