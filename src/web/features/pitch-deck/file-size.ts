import { PITCH_DECK_FILE_TYPES, type PitchDeckFileType } from '../../../shared/pitch-deck';

/** "1.2 MB", "340 kB": bytes in the largest unit that keeps the number ≥ 1. */
export function formatFileSize(bytes: number, locale?: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}

/** The type a file's name suggests: a first hint only, the server decides by content. */
export function deckTypeFromName(name: string): PitchDeckFileType | undefined {
  const extension = name.split('.').pop()?.toLowerCase();
  return PITCH_DECK_FILE_TYPES.find((type) => type === extension);
}
