// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyStartupBrief, startupBriefSchema } from '../../shared/startup-brief';
import { clearDraft, draftKey, fitsForm, readDraft, writeDraft, type Draft } from './draft-store';

const fits = fitsForm(startupBriefSchema, emptyStartupBrief());
const draft = (values: Record<string, unknown>): Draft => ({ saved_at: '2026-11-24T10:42:00.000Z', etag: '"3"', values, base: {} });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('draft store', () => {
  it('keeps drafts apart per user and per record', () => {
    const omar = draftKey('user-omar', '/api/startup/brief');
    const nour = draftKey('user-nour', '/api/startup/brief');
    writeDraft(omar, draft({ one_liner: 'Omar typed this' }));
    expect(omar).not.toBe(nour);
    expect(draftKey('user-omar', '/api/startup/details')).not.toBe(omar);
    expect(readDraft(nour, fits)).toBeNull();
    expect(readDraft(omar, fits)?.values).toEqual({ one_liner: 'Omar typed this' });
    clearDraft(omar);
    expect(readDraft(omar, fits)).toBeNull();
  });

  it('offers a half-typed value back: a value the schema refuses for its length is still typing', () => {
    const key = draftKey('u', 'brief');
    writeDraft(key, draft({ one_liner: 'x'.repeat(500) }));
    expect(readDraft(key, fits)?.values.one_liner).toHaveLength(500);
  });

  it.each([
    ['a field the form no longer has', { pitch: 'old field' }],
    ['a value of another type', { vision: ['<p>a list</p>'] }],
  ])('drops a draft holding %s, with a console note, instead of breaking the form', (_case, values) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const key = draftKey('u', 'brief');
    writeDraft(key, draft(values));
    expect(readDraft(key, fits)).toBeNull();
    expect(info).toHaveBeenCalledOnce();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops a stored entry that is not a draft at all', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const key = draftKey('u', 'brief');
    localStorage.setItem(key, '{not json');
    expect(readDraft(key, fits)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ values: { one_liner: 'x' } }));
    expect(readDraft(key, fits)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
