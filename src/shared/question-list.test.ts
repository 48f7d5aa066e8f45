import { describe, expect, it } from 'vitest';
import { parseQuestionList, readLimits } from './question-list.js';

const limits = (text: string) => readLimits(text);

describe('parseQuestionList', () => {
  it('reads one question a line, skipping blank lines and dropping numbering and bullets', () => {
    const pasted = '1. What do you do?\n\n2) Who are you?\r\n  - Why now?\n• How big?\n* What next?\nQ6: Team?\n١. ما المشكلة؟\n   \n';
    expect(parseQuestionList(pasted).map((question) => question.text)).toEqual([
      'What do you do?',
      'Who are you?',
      'Why now?',
      'How big?',
      'What next?',
      'Team?',
      'ما المشكلة؟',
    ]);
  });

  it('keeps numbers that are part of the question', () => {
    expect(parseQuestionList('2024 revenue?\n1.5 million users: how?').map((question) => question.text)).toEqual([
      '2024 revenue?',
      '1.5 million users: how?',
    ]);
  });

  it('stops after `max` + 1 questions, so a long list is refused without reading the rest', () => {
    const pasted = Array.from({ length: 10_000 }, (_, index) => `${index + 1}. Question (150 characters)`).join('\n');
    expect(parseQuestionList(pasted, 80)).toHaveLength(81);
  });

  it('reads 10 000 lines, and hostile lines, in linear time', () => {
    const hostile = [
      Array.from({ length: 10_000 }, (_, index) => `${index + 1}. What problem does your startup solve? (150 characters)`).join('\n'),
      `a${':-'.repeat(40_000)}a`,
      `1   ${'-'.repeat(80_000)}a`,
      '(1 words'.repeat(20_000),
      'in 1 - '.repeat(20_000),
      '('.repeat(160_000),
      `${' '.repeat(80_000)}x${' - '.repeat(20_000)}`,
      '(0 words) '.repeat(16_000),
    ];
    for (const pasted of hostile) {
      const started = performance.now();
      parseQuestionList(pasted);
      expect(performance.now() - started).toBeLessThan(1_500);
    }
  });
});

describe('readLimits in English', () => {
  it.each([
    ['What problem do you solve? (150 characters)', 'What problem do you solve?', 150, null],
    ['What problem do you solve? (150 chars)', 'What problem do you solve?', 150, null],
    ['Describe your team (100 words)', 'Describe your team', null, 100],
    ['Describe your team — 50 chars', 'Describe your team', 50, null],
    ['Describe your team - 50 words', 'Describe your team', null, 50],
    ['Why now? [150 characters]', 'Why now?', 150, null],
    ['Why now? max 150 characters', 'Why now?', 150, null],
    ['Max 150 characters: why now?', 'why now?', 150, null],
    ['Describe your traction in 50 characters.', 'Describe your traction.', 50, null],
    ['Why you? (max. 200 words)', 'Why you?', null, 200],
    ['Pitch (100 words max)', 'Pitch', null, 100],
    ['Moat? (150-word limit)', 'Moat?', null, 150],
    ['Revenue (1,000 characters)', 'Revenue', 1000, null],
    ['Budget? (100 words) (600 characters)', 'Budget?', 600, 100],
  ])('%s', (line, text, maxChars, maxWords) => {
    expect(limits(line)).toEqual({ text, max_chars: maxChars, max_words: maxWords });
  });
});

describe('readLimits in Arabic', () => {
  it.each([
    ['ما المشكلة؟ (150 حرفًا)', 'ما المشكلة؟', 150, null],
    ['ما المشكلة؟ (150 حرفاً)', 'ما المشكلة؟', 150, null],
    ['ما الحل؟ (150 حرف)', 'ما الحل؟', 150, null],
    ['من أنتم؟ (100 كلمة)', 'من أنتم؟', null, 100],
    ['من أنتم؟ (١٠٠ كلمة)', 'من أنتم؟', null, 100],
    ['ما رؤيتكم؟ (بحد أقصى ٢٠٠ كلمة)', 'ما رؤيتكم؟', null, 200],
    ['السوق — ٥٠ كلمة', 'السوق', null, 50],
    ['الفريق (300 حرف كحد أقصى)', 'الفريق', 300, null],
  ])('%s', (line, text, maxChars, maxWords) => {
    expect(limits(line)).toEqual({ text, max_chars: maxChars, max_words: maxWords });
  });
});

describe('a limit that cannot be read', () => {
  it.each([
    'Anything else? (about a page)',
    'Zero (0 words)',
    'Too long (50000 characters)',
    'Words (3000 words)',
    'ما الذي يميزكم؟ (صفحة واحدة)',
  ])('stays in the text with no limit: %s', (line) => {
    expect(limits(line)).toEqual({ text: line, max_chars: null, max_words: null });
  });

  it('leaves a line that is only a limit as it was', () => {
    expect(limits('(150 characters)')).toEqual({ text: '(150 characters)', max_chars: null, max_words: null });
  });
});
