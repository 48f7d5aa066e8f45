import { describe, expect, it } from 'vitest';
import { findNumbers, unsupportedNumbers } from './numbers';

const texts = (answer: string, input: string) => unsupportedNumbers(answer, input).map((mention) => mention.text);

describe('findNumbers', () => {
  it('reads grouped, decimal, percent, currency and magnitude figures as values', () => {
    expect(findNumbers('We served 2,000 patients, grew 40% to $1.5M, in 12 villages.').map(({ text, key }) => [text, key])).toEqual([
      ['2,000', '2000'],
      ['40%', '40%'],
      ['1.5M', '1500000'],
      ['12', '12'],
    ]);
  });

  it('reads Arabic-Indic digits and separators', () => {
    expect(findNumbers('خدمنا ٢٬٠٠٠ مريض ونمونا ٤٠٪ و ۳٫۵ مليون').map((mention) => mention.key)).toEqual(['2000', '40%', '3500000']);
  });

  it('gives each mention its place in the text, so it can be highlighted', () => {
    const text = 'Up 40% this year.';
    const [mention] = findNumbers(text);
    expect(text.slice(mention!.start, mention!.end)).toBe('40%');
  });

  it('skips digits inside words and numbered-list markers, not a sentence-ending figure', () => {
    expect(findNumbers('B2B SaaS on Web3 with 4G')).toEqual([]);
    expect(findNumbers('1. Clinics\n2) Vans').map((mention) => mention.text)).toEqual([]);
    expect(findNumbers('Founded in 2021.').map((mention) => mention.text)).toEqual(['2021']);
  });
});

describe('unsupportedNumbers', () => {
  it('flags the figures of the answer that the input does not contain', () => {
    expect(texts('Clinics cut costs by 40% for 2,000 families in 12 villages.', 'Clinics for families in 12 villages.')).toEqual([
      '40%',
      '2,000',
    ]);
  });

  it('accepts the same value written differently', () => {
    expect(texts('We raised $2M from 1,200 users, ٤٠٪ of them women.', 'Raised 2 million from 1200 users; 40 percent women.')).toEqual([]);
    expect(texts('٢٠٢١', '2021')).toEqual([]);
  });

  it('treats a percentage and a count as different figures', () => {
    expect(texts('40% of clinics', '40 clinics')).toEqual(['40%']);
  });

  it('flags nothing in an answer without figures', () => {
    expect(texts('Mobile clinics for rural villages.', '')).toEqual([]);
  });
});
