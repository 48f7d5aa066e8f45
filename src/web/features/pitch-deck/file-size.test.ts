import { describe, expect, it } from 'vitest';
import { deckTypeFromName, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows bytes, kilobytes and megabytes in the largest fitting unit', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(200 * 1024, 'en')).toBe('200 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
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
