import { describe, expect, it } from 'vitest';
import { changedFields, compareVersions, isSameValue } from './record-merge';

describe('compareVersions (after a 412)', () => {
  const base = { one_liner: 'Clinics on wheels', vision: '<p>Care for every village</p>', mission: '', locations: ['JO'] };

  it('asks only about fields both sides changed, differently', () => {
    const mine = { ...base, one_liner: 'Mobile clinics', vision: '<p>Care within an hour</p>' };
    const theirs = { ...base, one_liner: 'Clinics booked by SMS', mission: '<p>Reach 100 villages</p>' };
    expect(compareVersions(base, mine, theirs)).toEqual({ conflicts: ['one_liner'], theirsOnly: ['mission'] });
  });

  it('needs no question when both sides made the same change', () => {
    const same = { ...base, vision: '<p>Same words</p>' };
    expect(compareVersions(base, same, { ...same })).toEqual({ conflicts: [], theirsOnly: [] });
  });

  it('keeps a change only this side made without asking', () => {
    expect(compareVersions(base, { ...base, mission: '<p>Mine</p>' }, { ...base })).toEqual({ conflicts: [], theirsOnly: [] });
  });

  it('compares lists and rows by value, not by identity', () => {
    const mine = { ...base, locations: ['JO', 'EG'] };
    const theirs = { ...base, locations: ['JO', 'SA'] };
    expect(compareVersions(base, mine, theirs).conflicts).toEqual(['locations']);
    expect(compareVersions(base, { ...base, locations: ['JO'] }, theirs).theirsOnly).toEqual(['locations']);
  });
});

describe('isSameValue and changedFields', () => {
  it('treats equal rows as equal and any difference as a change', () => {
    expect(isSameValue([{ number: '79', code: '+962' }], [{ number: '79', code: '+962' }])).toBe(true);
    expect(isSameValue([{ number: '79' }], [{ number: '79', code: '+962' }])).toBe(false);
    expect(isSameValue('', null)).toBe(false);
    expect(changedFields({ a: 'x', b: ['1'] }, { a: 'x', b: ['1', '2'] })).toEqual(['b']);
  });
});
