import { latinDigits } from '../../shared/digits';

/**
 * Rewrites the Arabic-Indic and Persian digits of a typed value as Latin ones in the input itself, so
 * the field, its validation and what is saved all read the same digits. Each digit stays one
 * character, so the caret and selection stay where they were.
 */
export function latinizeDigitsOf(input: HTMLInputElement): void {
  const latin = latinDigits(input.value);
  if (latin === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = latin;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
