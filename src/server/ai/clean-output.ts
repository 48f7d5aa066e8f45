const FENCE = /^```[\w-]*\s*\n?([\s\S]*?)\n?```$/;
// "Here is the improved text:", "Sure! Here's a shorter version:", "Certainly, here you go:" …
const PREAMBLE = /^(?:(?:sure|certainly|of course|okay|ok|absolutely)[!,.]+\s*)?(?:here(?:'s|’s| is| are)\b[^\n:]{0,100}:\s*)?/i;
const QUOTE_PAIRS: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['«', '»'],
  ['‘', '’'],
];

/** The model's answer without chat wrapping: preambles, code fences and wrapping quotes. */
export function cleanOutput(raw: string): string {
  let text = raw.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(PREAMBLE, '').trim();
    text = text.replace(FENCE, '$1').trim();
    for (const [open, close] of QUOTE_PAIRS) {
      const inner = text.slice(open.length, -close.length);
      if (text.length > 1 && text.startsWith(open) && text.endsWith(close) && !inner.includes(open) && !inner.includes(close)) {
        text = inner.trim();
      }
    }
  }
  return text;
}
