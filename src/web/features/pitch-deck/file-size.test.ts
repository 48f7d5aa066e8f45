import { describe, expect, it } from 'vitest';
import { deckTypeFromName, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  const bytes = (count: number, formatted: string) => `${formatted} ${count === 1 ? 'byte' : 'bytes'}`;

  it('shows bytes, kilobytes and megabytes in the largest fitting unit', () => {
    expect(formatFileSize(602, 'en', bytes)).toBe('602 bytes');
    expect(formatFileSize(1, 'en', bytes)).toBe('1 byte');
    expect(formatFileSize(200 * 1024, 'en', bytes)).toBe('200 kB');
    expect(formatFileSize(1.2 * 1024 * 1024, 'en', bytes)).toBe('1.2 MB');
  });

  it('writes the unit in the page language and the number in Latin digits (DESIGN §6)', () => {
    const size = formatFileSize(1.5 * 1024 * 1024, 'ar-EG', bytes);
    expect(size).toContain('1.5');
    expect(size).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('deckTypeFromName', () => {
  it('reads the extension case-insensitively as a first hint', () => {
    expect(deckTypeFromName('Seed Deck.PDF')).toBe('pdf');
    expect(deckTypeFromName('deck.final.pptx')).toBe('pptx');
    expect(deckTypeFromName('photo.png')).toBeUndefined();
    expect(deckTypeFromName('no-extension')).toBeUndefined();
  });
});
