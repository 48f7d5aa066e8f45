import { describe, expect, it } from 'vitest';
import { createMessageTranslator, placeholdersOf } from './translate-message.js';

const translate = createMessageTranslator({
  'Not found.': 'غير موجود.',
  'Must be at most {max} characters.': 'يجب ألا يزيد عدد الأحرف على {max}.',
  'Please enter a valid date (YYYY-MM-DD).': 'يُرجى إدخال تاريخ صالح (YYYY-MM-DD).',
  'The AI provider failed (HTTP {status}): {detail}': 'تعذّر الطلب (HTTP {status}): {detail}',
  "This file does not fit in your startup's {megabytes} MB of storage.": 'لا تتسع المساحة ({megabytes} ميغابايت).',
  'Invalid input: expected {expected}, received {received}': 'قيمة غير صالحة: المتوقع {expected}، والمُرسَل {received}.',
  string: 'نص',
  number: 'رقم',
});

describe('createMessageTranslator', () => {
  it('translates an exact English text', () => {
    expect(translate('Not found.')).toBe('غير موجود.');
    expect(translate('Please enter a valid date (YYYY-MM-DD).')).toBe('يُرجى إدخال تاريخ صالح (YYYY-MM-DD).');
  });

  it('fills a template with the values of the English text', () => {
    expect(translate('Must be at most 200 characters.')).toBe('يجب ألا يزيد عدد الأحرف على 200.');
    expect(translate('The AI provider failed (HTTP 500): upstream (x) broke.')).toBe('تعذّر الطلب (HTTP 500): upstream (x) broke.');
    expect(translate("This file does not fit in your startup's 0.5 MB of storage.")).toBe('لا تتسع المساحة (0.5 ميغابايت).');
  });

  it('translates a value captured by a template when the catalog has it, and keeps any other as it is', () => {
    expect(translate('Invalid input: expected string, received number')).toBe('قيمة غير صالحة: المتوقع نص، والمُرسَل رقم.');
    expect(translate('Invalid input: expected string, received bigint')).toBe('قيمة غير صالحة: المتوقع نص، والمُرسَل bigint.');
  });

  it('matches a template only as a whole, with its punctuation taken literally', () => {
    expect(translate('Must be at most 200 characters')).toBe('Must be at most 200 characters');
    expect(translate('Xust be at most 200 characters.')).toBe('Xust be at most 200 characters.');
    expect(translate('Must be at most  characters.')).toBe('Must be at most  characters.');
  });

  it('leaves an unknown text in English', () => {
    expect(translate('Something new.')).toBe('Something new.');
    expect(translate('')).toBe('');
  });

  it('lists a text’s placeholders', () => {
    expect(placeholdersOf('(HTTP {status}): {detail}')).toEqual(['detail', 'status']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
