/**
 * An amount typed with thousands separators: what the field shows ("750,000.5") and what the form
 * keeps and sends ("750000.5", exactly what a bare field sent before, so the stored value is the same).
 */
import { latinDigits } from '../../shared/digits';

/**
 * The amount in a typed or pasted text: Latin digits and the first decimal point; separators, spaces
 * and currency signs dropped. Arabic-Indic digits and the Arabic decimal separator (٫) are read too,
 * so an Arabic keyboard types the same amount (shown with Latin digits, DESIGN §6).
 */
export function ungroupAmount(text: string): string {
  const latin = latinDigits(text).replaceAll('\u066b', '.');
  let amount = '';
  for (const character of latin) {
    if (character >= '0' && character <= '9') amount += character;
    else if (character === '.' && !amount.includes('.')) amount += '.';
  }
  return amount;
}

/** "1234567.8" → "1,234,567.8": commas between groups of the whole part, the rest as typed. */
export function groupAmount(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Where the caret belongs in `grouped` to stay after the same number of digits and points as in the typed text. */
export function caretAfter(typed: string, caret: number, grouped: string): number {
  const kept = ungroupAmount(typed.slice(0, caret)).length;
  let seen = 0;
  for (let index = 0; index < grouped.length; index++) {
    if (seen === kept) return index;
    if (grouped[index] !== ',') seen++;
  }
  return grouped.length;
}
