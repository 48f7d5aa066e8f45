import { parseAmount } from '../../shared/money.js';
import { findNumbers } from '../../shared/numbers.js';

/** Every amount written in `text` ("$2M", "2,000,000", "٢ مليون", "1.5 million"), in the save route's form ("2000000"); percentages are not amounts. */
export function amountsIn(text: string): string[] {
  return findNumbers(text.normalize('NFKC')).flatMap(({ key }) => {
    if (key.endsWith('%')) return [];
    const parsed = parseAmount(key);
    return 'amount' in parsed ? [parsed.amount] : [];
  });
}

/** The one amount `text` holds ("$2,000,000" → "2000000"); undefined when it holds none or several. */
export function readAmount(text: string): string | undefined {
  const amounts = amountsIn(text);
  return amounts.length === 1 ? amounts[0] : undefined;
}
