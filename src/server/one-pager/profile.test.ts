import { describe, expect, it } from 'vitest';
import { shownText } from './profile.js';

describe('shownText', () => {
  const text = { source: 'Mobile clinics', translation: 'عيادات متنقلة' };

  it('shows the translation on a page in the other language, marked as that language', () => {
    expect(shownText(text, 'ar', 'en')).toEqual({ text: 'عيادات متنقلة', locale: 'ar' });
  });

  it('shows the text as saved, in the profile language, on a page in it or without a translation', () => {
    expect(shownText(text, 'en', 'en')).toEqual({ text: 'Mobile clinics', locale: 'en' });
    expect(shownText({ ...text, translation: '' }, 'ar', 'en')).toEqual({ text: 'Mobile clinics', locale: 'en' });
  });

  it('shows nothing for a text the founders emptied, whatever translation it had', () => {
    expect(shownText({ ...text, source: '' }, 'ar', 'en')).toEqual({ text: '', locale: 'en' });
  });
});
