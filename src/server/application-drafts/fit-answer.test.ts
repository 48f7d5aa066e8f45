import { describe, expect, it } from 'vitest';
import { countCharacters, countWords, isOverLimit } from '../../shared/applications.js';
import { questionLanguage, shortenToLimit } from './fit-answer.js';

const ENGLISH = 'We lend to farmers. Banks see no credit history. Our score reads satellite data.';
const ARABIC = 'نقرض المزارعين. لا ترى البنوك سجلًا ائتمانيًا. نقيّم المزارع من صور الأقمار الصناعية؟ ونبيع التقييم للبنوك.';

describe('shortenToLimit', () => {
  it('keeps the longest run of whole sentences that fits the characters', () => {
    expect(shortenToLimit(ENGLISH, { max_chars: 50, max_words: null })).toBe('We lend to farmers. Banks see no credit history.');
    expect(shortenToLimit(ENGLISH, { max_chars: 20, max_words: null })).toBe('We lend to farmers.');
  });

  it('ends Arabic sentences at the Arabic question mark too, and counts words', () => {
    const shortened = shortenToLimit(ARABIC, { max_chars: null, max_words: 13 });
    expect(shortened).toBe('نقرض المزارعين. لا ترى البنوك سجلًا ائتمانيًا. نقيّم المزارع من صور الأقمار الصناعية؟');
    expect(countWords(shortened)).toBe(13);
  });

  it('cuts at a word with an ellipsis when even the first sentence is too long, and never over the limit', () => {
    const shortened = shortenToLimit('Smallholder farmers across Jordan cannot borrow, because banks see no history.', {
      max_chars: 30,
      max_words: null,
    });
    expect(shortened).toBe('Smallholder farmers across…');
    expect(countCharacters(shortened)).toBeLessThanOrEqual(30);
  });

  it('takes a line break as the end of a sentence (one list item a line)', () => {
    expect(shortenToLimit('- farmers\n- banks\n- cooperatives', { max_chars: 18, max_words: null })).toBe('- farmers\n- banks');
  });

  it('fits both limits at once', () => {
    for (const limits of [
      { max_chars: 60, max_words: 5 },
      { max_chars: 25, max_words: 40 },
    ]) {
      expect(isOverLimit(shortenToLimit(ENGLISH, limits), limits)).toBe(false);
    }
  });
});

describe('questionLanguage', () => {
  it('is Arabic when most letters are Arabic, English otherwise', () => {
    expect(questionLanguage('ما المشكلة التي تحلّونها؟ (150 حرفًا)')).toBe('ar');
    expect(questionLanguage('What problem do you solve? اشرح')).toBe('en');
    expect(questionLanguage('1234')).toBe('en');
  });
});
