import { describe, expect, it } from 'vitest';
import type { Translation } from '../../../shared/translation';
import { formTranslationKeys } from '../../lib/translated-texts';
import { changedOn, keysToDraft } from './translation-status';

function translation(fields: Record<string, { value: string; stale?: boolean }>): Translation {
  return {
    locale: 'ar',
    fields: Object.fromEntries(
      Object.entries(fields).map(([key, { value, stale = false }]) => [key, { value, stale, updated_at: null, updated_by: null }]),
    ),
    translated: 0,
    stale: 0,
    total: 0,
  };
}

describe('keysToDraft', () => {
  const keys = formTranslationKeys({ record: 'startup-brief' });
  const sources = {
    'startup-brief.one_liner': 'Clinics on time',
    'startup-brief.problem': '<p>Long waits.</p>',
    'startup-brief.vision': '<p></p>',
  };

  it('asks for the missing and the stale texts, never one whose original is empty or one up to date', () => {
    const saved = translation({
      'startup-brief.one_liner': { value: 'عيادات في موعدها' },
      'startup-brief.problem': { value: '<p>انتظار طويل.</p>', stale: true },
    });
    expect(keysToDraft(keys, sources, saved)).toEqual(['startup-brief.problem']);
    expect(keysToDraft(keys, sources, translation({ 'startup-brief.one_liner': { value: '<p> </p>' } }))).toEqual([
      'startup-brief.one_liner',
      'startup-brief.problem',
    ]);
  });
});

describe('changedOn', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('says the day and month in the interface language, the year only when it is another one', () => {
    expect(changedOn('2026-03-03T09:00:00Z', 'en', now)).toBe('March 3');
    expect(changedOn('2026-03-03T09:00:00Z', 'ar', now)).toBe('3 مارس');
    expect(changedOn('2025-03-03T09:00:00Z', 'en', now)).toBe('March 3, 2025');
  });
});
