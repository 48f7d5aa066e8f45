import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  STARTUP_LOCATION_COUNTRIES,
  countryName,
  dialCode,
  isCountryCode,
  phoneCountries,
} from './countries';

describe('COUNTRY_CODES and isCountryCode', () => {
  it('lists the ISO alpha-2 codes libphonenumber-js knows', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(230);
    expect(COUNTRY_CODES).toContain('JO');
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('accepts known codes only, in upper case', () => {
    expect(isCountryCode('JO')).toBe(true);
    expect(isCountryCode('jo')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });
});

describe('countryName', () => {
  it('names a country in English by default and in another locale on request', () => {
    expect(countryName('JO')).toBe('Jordan');
    expect(countryName('jo')).toBe('Jordan');
    expect(countryName('EG', 'fr')).toBe('Égypte');
    expect(countryName('JO', 'ar')).toBe('الأردن');
  });

  it('calls PS Palestine', () => {
    expect(countryName('PS')).toBe('Palestine');
  });

  it('falls back to the code for something that is not a region', () => {
    expect(countryName('not-a-code')).toBe('NOT-A-CODE');
  });
});

describe('PHONE_COUNTRIES', () => {
  it('has about 240 entries, one per country', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(PHONE_COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(PHONE_COUNTRIES.map((entry) => entry.country)).size).toBe(PHONE_COUNTRIES.length);
  });

  it('keeps US and CA as distinct entries sharing +1', () => {
    const us = PHONE_COUNTRIES.find((entry) => entry.country === 'US');
    const ca = PHONE_COUNTRIES.find((entry) => entry.country === 'CA');
    expect(us).toEqual({ country: 'US', code: '+1', name: 'United States' });
    expect(ca).toEqual({ country: 'CA', code: '+1', name: 'Canada' });
  });

  it('gives Jordan +962, the default country', () => {
    expect(PHONE_COUNTRIES.find((entry) => entry.country === 'JO')).toEqual({ country: 'JO', code: '+962', name: 'Jordan' });
    expect(DEFAULT_PHONE_COUNTRY).toEqual({ country: 'JO', code: '+962' });
    expect(dialCode('JO')).toBe('+962');
    expect(dialCode('ZZ')).toBeUndefined();
  });

  it('is sorted by name and every code is a dial prefix', () => {
    const names = PHONE_COUNTRIES.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(PHONE_COUNTRIES.every((entry) => /^\+\d{1,4}$/.test(entry.code))).toBe(true);
  });

  it('can be named in another locale without changing the entries', () => {
    const arabic = phoneCountries('ar');
    expect(arabic).toHaveLength(PHONE_COUNTRIES.length);
    expect(arabic.find((entry) => entry.country === 'JO')).toEqual({ country: 'JO', code: '+962', name: 'الأردن' });
  });
});

describe('STARTUP_LOCATION_COUNTRIES', () => {
  it('lists the 22 countries of the specification in its order', () => {
    expect(STARTUP_LOCATION_COUNTRIES).toEqual([
      'DZ',
      'BH',
      'KM',
      'DJ',
      'EG',
      'IQ',
      'JO',
      'KW',
      'LB',
      'LY',
      'MR',
      'MA',
      'OM',
      'PS',
      'QA',
      'SA',
      'SO',
      'SD',
      'SY',
      'TN',
      'AE',
      'YE',
    ]);
    expect(STARTUP_LOCATION_COUNTRIES.map((code) => countryName(code))).toEqual([
      'Algeria',
      'Bahrain',
      'Comoros',
      'Djibouti',
      'Egypt',
      'Iraq',
      'Jordan',
      'Kuwait',
      'Lebanon',
      'Libya',
      'Mauritania',
      'Morocco',
      'Oman',
      'Palestine',
      'Qatar',
      'Saudi Arabia',
      'Somalia',
      'Sudan',
      'Syria',
      'Tunisia',
      'United Arab Emirates',
      'Yemen',
    ]);
  });
});
