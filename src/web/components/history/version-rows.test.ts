import { describe, expect, it } from 'vitest';
import { changedLabels, versionRows, type HistoryField } from './version-rows';

const fields: Record<string, HistoryField> = {
  first_name: { label: 'First name', kind: 'text' },
  title: { label: 'Title', kind: 'text', format: (title) => (title === 'Founder' ? 'Co-founder' : title) },
  brief: { label: 'Brief', kind: 'rich' },
};

describe('a version beside today’s', () => {
  it('lists each field whose text differs, today’s as saved now and the version’s as proposed, in the form’s order', () => {
    const version = { brief: '<p>Then</p>', first_name: 'Nour', title: 'Founder' };
    const today = { first_name: 'Nora', title: 'Founder', brief: '<p>Now</p>' };
    const rows = versionRows(
      'founders',
      fields,
      (field) => version[field as keyof typeof version],
      (field) => today[field as keyof typeof today],
    );
    expect(rows.map(({ key, current, proposed, kind }) => ({ key, current, proposed, kind }))).toEqual([
      { key: 'founders.first_name', current: 'Nora', proposed: 'Nour', kind: 'text' },
      { key: 'founders.brief', current: '<p>Now</p>', proposed: '<p>Then</p>', kind: 'rich' },
    ]);
    expect(rows[0]!.label).toBe('First name');
  });

  it('keeps the field’s format, so a stored marker reads as the form shows it', () => {
    const rows = versionRows(
      'founders',
      fields,
      () => 'Founder',
      (field) => (field === 'title' ? 'CTO' : 'Founder'),
    );
    expect(rows.find((row) => row.key === 'founders.title')!.format!('Founder')).toBe('Co-founder');
  });

  it('leaves out a field either side lacks: nothing there to bring back', () => {
    const rows = versionRows(
      'applications',
      { q1: { label: 'Why you?', kind: 'text' }, q2: { label: 'Team?', kind: 'text' } },
      (field) => (field === 'q1' ? undefined : 'Then'),
      (field) => (field === 'q2' ? 'Now' : 'Today'),
    );
    expect(rows.map((row) => row.key)).toEqual(['applications.q2']);
  });
});

describe('a list in a version', () => {
  const locations = { startup_locations: { label: 'Startup locations', kind: 'choice' as const, format: (code: string) => `<${code}>` } };

  it('is one row, compared and restored whole: its values are the lists as JSON', () => {
    const [row] = versionRows(
      'program-preferences',
      locations,
      () => ['JO', 'SA'],
      () => ['JO'],
    );
    expect(row).toMatchObject({ key: 'program-preferences.startup_locations', kind: 'list', current: '["JO"]', proposed: '["JO","SA"]' });
  });

  it('is left out when the same items stand in the same order, or when either side is no list of texts', () => {
    for (const version of [['JO'], [1], 'JO']) {
      expect(
        versionRows(
          'program-preferences',
          locations,
          () => version,
          () => ['JO'],
        ),
      ).toEqual([]);
    }
  });
});

describe('what a save changed', () => {
  it('names only the fields this view compares, in its order', () => {
    expect(changedLabels(['brief', 'avatar', 'first_name'], { first_name: 'First name', brief: 'Brief' })).toEqual(['First name', 'Brief']);
    expect(changedLabels(['founders.x.title'], { 'startup-brief.problem': 'Problem' })).toEqual([]);
  });
});
