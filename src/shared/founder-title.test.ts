import { describe, expect, it } from 'vitest';
import { founderSchema } from './founders.js';
import { FOUNDER_DEFAULT_TITLE, founderTitleText } from './founder-title.js';

describe('the default founder title', () => {
  it('reads in the reader’s language, in Arabic as the person is when known and neutral otherwise', () => {
    expect(founderTitleText(FOUNDER_DEFAULT_TITLE, 'en')).toBe('Founder');
    expect(founderTitleText(FOUNDER_DEFAULT_TITLE, 'ar', 'female')).toBe('مؤسِّسة');
    expect(founderTitleText(FOUNDER_DEFAULT_TITLE, 'ar', 'male')).toBe('مؤسِّس');
    expect(founderTitleText(FOUNDER_DEFAULT_TITLE, 'ar', 'prefer_not_to_say')).toBe('من المؤسسين');
    expect(founderTitleText(FOUNDER_DEFAULT_TITLE, 'ar')).toBe('من المؤسسين');
    // What Arabic sign-ups stored before reads as the default too.
    expect(founderTitleText('مؤسس', 'en')).toBe('Founder');
  });

  it('leaves a title the founder typed as typed, in every language', () => {
    expect(founderTitleText('CTO', 'ar')).toBe('CTO');
    expect(founderTitleText('مؤسسة', 'en')).toBe('مؤسسة');
  });

  it('is saved as the marker when the form is sent with the words shown for it', () => {
    const form = { first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', brief: '<p>x</p>', linkedin_url: '' };
    for (const shown of ['Founder', 'founder', 'مؤسِّسة', 'من المؤسسين', ' مؤسس ']) {
      expect(founderSchema.parse({ ...form, title: shown }).title).toBe(FOUNDER_DEFAULT_TITLE);
    }
    expect(founderSchema.parse({ ...form, title: 'Co-founder & CEO' }).title).toBe('Co-founder & CEO');
  });
});
