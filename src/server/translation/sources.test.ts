import { describe, expect, it } from 'vitest';
import { FOUNDER_DEFAULT_TITLE } from '../../shared/founder-title.js';
import { sameSourceText } from '../../shared/translation.js';
import type { SourceRows } from './repository.js';
import { countTranslation, isStale, keysToDraft, profileSources, translationProgressOf } from './sources.js';

const AMAL = '11111111-1111-4111-8111-111111111111';
const OMAR = '22222222-2222-4222-8222-222222222222';

const rows = (founders: SourceRows['founders'], problem = '<p>Trucks run half empty.</p>'): SourceRows => ({
  brief: {
    one_liner: 'Same-day freight.',
    description: '',
    vision: '',
    mission: '',
    problem,
    solution: '<p></p>',
    unique_value: '',
    highlights: '',
  },
  useOfFunds: '<p>Two vans.</p>',
  founders,
});
const amal = { id: AMAL, title: 'CEO', brief: '<p>Ran a fleet.</p>' };
const omar = { id: OMAR, title: FOUNDER_DEFAULT_TITLE, brief: '<p>Builds the product.</p>' };

describe('staleness of a translation', () => {
  const saved = { value: '<p>الشاحنات نصف فارغة.</p>', source: '<p>Trucks run half empty.</p>' };

  it('is stale once its source changed', () => {
    expect(isStale(saved, '<p>Trucks run a third empty.</p>')).toBe(true);
  });

  it('is current again when the source is changed back', () => {
    expect(isStale(saved, '<p>Trucks run a third empty.</p>')).toBe(true);
    expect(isStale(saved, '<p>Trucks run half empty.</p>')).toBe(false);
  });

  it('ignores a change of whitespace only: spaces, line breaks, between tags', () => {
    expect(sameSourceText('<p>Trucks run half empty.</p>', '<p>Trucks  run\nhalf empty. </p>')).toBe(true);
    expect(isStale(saved, '\n<p>Trucks run half  empty.</p>\n')).toBe(false);
    expect(sameSourceText('<p>a</p><p>b</p>', '<p>a</p>\n  <p>b</p>')).toBe(true);
  });

  it('is never stale without a translation', () => {
    expect(isStale(undefined, '<p>Anything</p>')).toBe(false);
  });
});

describe('the keys of a profile', () => {
  it('lists the brief, the use of funds, then each founder’s title and brief in the list’s order', () => {
    expect([...profileSources(rows([amal, omar])).keys()]).toEqual([
      'startup-brief.one_liner',
      'startup-brief.description',
      'startup-brief.vision',
      'startup-brief.mission',
      'startup-brief.problem',
      'startup-brief.solution',
      'startup-brief.unique_value',
      'startup-brief.highlights',
      'fundraising.use_of_funds',
      `founders.${AMAL}.title`,
      `founders.${AMAL}.brief`,
      `founders.${OMAR}.title`,
      `founders.${OMAR}.brief`,
    ]);
  });

  it('follows the team: a founder added brings two keys, a founder removed takes theirs away', () => {
    const one = profileSources(rows([amal]));
    const two = profileSources(rows([amal, omar]));
    expect([...two.keys()].filter((key) => !one.has(key))).toEqual([`founders.${OMAR}.title`, `founders.${OMAR}.brief`]);
    const left = profileSources(rows([omar]));
    expect([...left.keys()].some((key) => key.includes(AMAL))).toBe(false);
  });

  it('counts only keys with a source a reader sees; the default title needs no translation', () => {
    const sources = profileSources(rows([amal, omar]));
    expect(sources.get(`founders.${OMAR}.title`)).toBe('');
    // one-liner, problem, use of funds, Amal's title and brief, Omar's brief; the blank `<p></p>` solution is not counted.
    expect(countTranslation(sources, new Map())).toEqual({ translated: 0, stale: 0, total: 6 });
  });

  it('counts translated and stale keys, and drafts the missing and the stale ones', () => {
    const sources = profileSources(rows([amal], '<p>Trucks run a third empty.</p>'));
    const saved = new Map([
      ['startup-brief.problem', { value: '<p>الشاحنات نصف فارغة.</p>', source: '<p>Trucks run half empty.</p>' }],
      ['startup-brief.one_liner', { value: 'شحن في اليوم نفسه.', source: 'Same-day freight.' }],
      // A translation whose source was emptied since: listed, not counted, not drafted.
      ['startup-brief.vision', { value: '<p>رؤية</p>', source: '<p>A vision</p>' }],
    ]);
    expect(countTranslation(sources, saved)).toEqual({ translated: 2, stale: 1, total: 5 });
    expect(keysToDraft(sources, saved)).toEqual([
      'startup-brief.problem',
      'fundraising.use_of_funds',
      `founders.${AMAL}.title`,
      `founders.${AMAL}.brief`,
    ]);
  });

  it('counts the overview’s progress from the rows of the asked language only', () => {
    const translated = [
      { locale: 'ar', key: 'startup-brief.one_liner', value: 'شحن.', source: 'Same-day freight.' },
      { locale: 'en', key: 'startup-brief.problem', value: '<p>x</p>', source: '<p>y</p>' },
    ];
    expect(translationProgressOf('ar', rows([]), translated)).toEqual({ locale: 'ar', translated: 1, stale: 0, total: 3 });
  });
});
