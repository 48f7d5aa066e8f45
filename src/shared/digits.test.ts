import { describe, expect, it } from 'vitest';
import { latinDigits } from './digits';

describe('latinDigits', () => {
  it('writes Arabic-Indic digits as Latin ones', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('writes Persian digits as Latin ones', () => {
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else as it is', () => {
    expect(latinDigits('+962 (79) 123-4567 abc مرحبا')).toBe('+962 (79) 123-4567 abc مرحبا');
    expect(latinDigits('٢٠٢٦-٠٣-١٥')).toBe('2026-03-15');
  });
});
