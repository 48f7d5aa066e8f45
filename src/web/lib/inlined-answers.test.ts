import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data';

const BRIEF = '/api/startup/brief';
const pageData: PageData = { answers: { [BRIEF]: { body: { success: true, data: { one_liner: 'inlined' } }, etag: '"v1"' } } };

/** api-client as a page holding `pageData` loads it: a fresh module, so each test reads its own page. */
async function apiInPage(element: { textContent: string } | null) {
  vi.resetModules();
  const remove = vi.fn();
  const documentElement = { lang: 'en' };
  vi.stubGlobal('document', {
    documentElement,
    getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID && element ? { ...element, remove } : null),
  });
  const fetchMock = vi.fn(async () => Response.json({ success: true, data: { one_liner: 'fetched' } }, { headers: { etag: '"v2"' } }));
  vi.stubGlobal('fetch', fetchMock);
  return { ...(await import('./api-client')), ...(await import('./inlined-answers')), fetchMock, remove, documentElement };
}

afterEach(() => vi.unstubAllGlobals());

describe('answers inlined in the page', () => {
  it('answer the first GET of their path with no request, once; the next GET asks the API', async () => {
    const { api, fetchMock, remove } = await apiInPage({ textContent: JSON.stringify(pageData) });
    await expect(api('GET', BRIEF)).resolves.toMatchObject({ data: { one_liner: 'inlined' }, etag: '"v1"' });
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once, then out of the page: the founder's data does not linger in the DOM.
    expect(remove).toHaveBeenCalledOnce();
    await expect(api('GET', BRIEF)).resolves.toMatchObject({ data: { one_liner: 'fetched' }, etag: '"v2"' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('leave other paths, and a page without them or with a broken element, to the API', async () => {
    for (const element of [null, { textContent: '{"answers":' }, { textContent: JSON.stringify(pageData) }]) {
      const { api, fetchMock } = await apiInPage(element);
      await expect(api('GET', '/api/startup/details')).resolves.toMatchObject({ data: { one_liner: 'fetched' } });
      expect(fetchMock).toHaveBeenCalledOnce();
    }
  });

  it('are in the language the page was served in: once the founder switches in place, reads ask the API', async () => {
    const { api, inlinedData, fetchMock, documentElement } = await apiInPage({ textContent: JSON.stringify(pageData) });
    expect(inlinedData(BRIEF)).toEqual({ one_liner: 'inlined' });
    documentElement.lang = 'ar';
    expect(inlinedData(BRIEF)).toBeUndefined();
    await expect(api('GET', BRIEF)).resolves.toMatchObject({ data: { one_liner: 'fetched' } });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
