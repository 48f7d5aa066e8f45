import { describe, expect, it } from 'vitest';
import { daysUntil, deadlineWhen, localToday } from './deadline';

describe('deadlines', () => {
  it('counts calendar days, across a month end', () => {
    expect(daysUntil('2026-12-03', '2026-11-28')).toBe(5);
    expect(daysUntil('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysUntil('2026-11-27', '2026-11-28')).toBe(-1);
  });

  it('says a near deadline relatively, in both languages', () => {
    expect(deadlineWhen('2026-12-03', '2026-11-28', 'en')).toMatchObject({ kind: 'soon', days: 5, text: 'in 5 days' });
    expect(deadlineWhen('2026-11-29', '2026-11-28', 'en')).toMatchObject({ text: 'tomorrow' });
    expect(deadlineWhen('2026-11-28', '2026-11-28', 'en')).toMatchObject({ text: 'today' });
    expect(deadlineWhen('2026-12-03', '2026-11-28', 'ar')).toMatchObject({ kind: 'soon', text: 'خلال 5 أيام' });
  });

  it('says a far deadline by its date, and marks a passed one', () => {
    expect(deadlineWhen('2027-03-05', '2026-11-28', 'en')).toEqual({ kind: 'later', date: 'March 5, 2027' });
    expect(deadlineWhen('2026-11-01', '2026-11-28', 'en')).toEqual({ kind: 'past', date: 'November 1, 2026' });
    expect(deadlineWhen('', '2026-11-28', 'en')).toEqual({ kind: 'none' });
  });

  it('takes today from the local calendar', () => {
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });
});
