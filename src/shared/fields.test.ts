import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIsoDate, latestToday, optionalDate, optionalEnum } from './fields.js';

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2023-12-31', '1900-01-01', '2000-02-29'])('accepts the real date %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2023-02-30',
    '1900-02-29',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-1-5',
    '05/01/2023',
    '2023-01-05T00:00',
    '0099-01-01',
    '',
  ])('refuses %j', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });
});

describe('latestToday', () => {
  it('is the date at UTC+14', () => {
    expect(latestToday(new Date('2024-03-10T09:59:00Z'))).toBe('2024-03-10');
    expect(latestToday(new Date('2024-03-10T10:00:00Z'))).toBe('2024-03-11');
  });
});

describe('optionalDate', () => {
  const schema = z.object({ date: optionalDate({ notFuture: 'future' }) });

  it('turns blank and null into an empty string', () => {
    expect(schema.parse({ date: ' ' })).toEqual({ date: '' });
    expect(schema.parse({ date: null })).toEqual({ date: '' });
    expect(schema.parse({})).toEqual({ date: '' });
  });

  it('stores a date typed in Arabic-Indic or Persian digits in Latin ones', () => {
    expect(schema.parse({ date: '٢٠٢٣-٠٧-١٤' })).toEqual({ date: '2023-07-14' });
    expect(schema.parse({ date: ' ۲۰۲۳-۰۷-۱۴ ' })).toEqual({ date: '2023-07-14' });
    expect(schema.safeParse({ date: '٢٠٢٣-٠٢-٣٠' }).success).toBe(false);
  });

  it('refuses a date after today everywhere on Earth', () => {
    const future = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(schema.safeParse({ date: future }).error?.issues[0]?.message).toBe('future');
  });
});

describe('optionalEnum', () => {
  const schema = z.object({ size: optionalEnum(['small', 'large']) });

  it('accepts a value, blank or nothing, and refuses anything else', () => {
    expect(schema.parse({ size: 'small' })).toEqual({ size: 'small' });
    expect(schema.parse({ size: '' })).toEqual({ size: '' });
    expect(schema.parse({})).toEqual({ size: '' });
    expect(schema.safeParse({ size: 'medium' }).error?.issues[0]).toMatchObject({
      path: ['size'],
      message: 'Please choose a valid option.',
    });
  });
});
