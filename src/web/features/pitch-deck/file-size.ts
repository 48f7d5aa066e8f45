import { displayLocale } from '../../../shared/format';
import { PITCH_DECK_FILE_TYPES, type PitchDeckFileType } from '../../../shared/pitch-deck';

/**
 * "602 bytes", "340 kB", "1.2 MB" in the page's language. Intl's short "byte" does not pluralise
 * ("602 byte"), so plain bytes come from the catalog's plural: `formatBytes(count, "602")`.
 */
export function formatFileSize(bytes: number, locale: string, formatBytes: (count: number, formatted: string) => string): string {
  if (bytes < 1024) return formatBytes(bytes, new Intl.NumberFormat(displayLocale(locale)).format(bytes));
  const units = ['kilobyte', 'megabyte'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(displayLocale(locale), {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** The type a file's name suggests: a first hint only, the server decides by content. */
export function deckTypeFromName(name: string): PitchDeckFileType | undefined {
  const extension = name.split('.').pop()?.toLowerCase();
  return PITCH_DECK_FILE_TYPES.find((type) => type === extension);
}
