import { centsToAmount } from '../../shared/money.js';

const MULTIPLIERS: Record<string, bigint> = {
  k: 1_000n,
  thousand: 1_000n,
  ألف: 1_000n,
  آلاف: 1_000n,
  m: 1_000_000n,
  mn: 1_000_000n,
  million: 1_000_000n,
  millions: 1_000_000n,
  مليون: 1_000_000n,
  ملايين: 1_000_000n,
  b: 1_000_000_000n,
  bn: 1_000_000_000n,
  billion: 1_000_000_000n,
  مليار: 1_000_000_000n,
};

// A number (thousands separated by commas or not, a decimal point) and an optional scale word; a Latin scale must end there ("2 months" is 2).
const FIGURE =
  /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(k|mn|m|bn|b|thousand|millions?|billion|ألف|آلاف|مليون|ملايين|مليار)(?![a-z]))?/giu;

/** Arabic-Indic and Persian digits as ASCII, the Arabic decimal and thousands marks as '.' and ','. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

/** Every amount written in `text` ("$2M", "2,000,000", "٢ مليون", "1.5 million"), in the save route's form ("2000000"). */
export function amountsIn(text: string): string[] {
  const amounts: string[] = [];
  for (const [, integer = '', fraction = '', scale] of asciiDigits(text.normalize('NFKC')).matchAll(FIGURE)) {
    const multiplier = scale ? (MULTIPLIERS[scale.toLowerCase()] ?? 1n) : 1n;
    // In hundredths, exactly: no binary float between "1.5M" and 1500000.
    const scaled = BigInt(integer.replace(/,/g, '') + fraction) * multiplier * 100n;
    const divisor = 10n ** BigInt(fraction.length);
    if (scaled % divisor === 0n) amounts.push(centsToAmount(scaled / divisor));
  }
  return amounts;
}

/** The one amount `text` holds ("$2,000,000" → "2000000"); undefined when it holds none or several. */
export function readAmount(text: string): string | undefined {
  const amounts = amountsIn(text);
  return amounts.length === 1 ? amounts[0] : undefined;
}
