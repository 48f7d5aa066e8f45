/**
 * Plain text from a string that may hold markup (an editor's HTML, a pasted snippet):
 * entities decoded, tags removed, whitespace collapsed. Pure, so the browser can count
 * characters exactly as the server will.
 */
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

// A tag starts with a letter, `/` or `!` right after `<`: "a < b" stays text. An unclosed tag at the end goes too.
const TAG = /<[a-z/!?][^>]*(>|$)/gi;
// Elements whose content is code or hidden, never text a reader sees.
const HIDDEN_ELEMENT = /<(script|style|iframe|noscript|template|textarea|title|xmp)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;

export function toPlainText(value: string): string {
  let text = value;
  // Until stable: decoding `&lt;b&gt;` can reveal a tag that must go as well.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = decodeEntities(text.replace(HIDDEN_ELEMENT, '').replace(/<(br|\/p|\/li)\b[^>]*>/gi, ' '))
      .replace(HIDDEN_ELEMENT, '')
      .replace(TAG, '');
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The number of characters a reader sees (code points, so an emoji counts once). */
export function plainTextLength(value: string): number {
  return [...toPlainText(value)].length;
}

// Where a block ends or a list item starts; a sentinel the markup itself cannot contain.
const LINE_BREAK = '\u0000';
const BLOCK_END = /<(br|\/p|\/li|\/h[1-6]|\/blockquote|\/div)\b[^>]*>/gi;
const LIST_ITEM = /<li\b[^>]*>/gi;

/**
 * The reader's lines of rich text, for a summary: one per paragraph, heading or line break,
 * list items as "• item". Each line is `toPlainText`, so nothing of the markup survives.
 */
export function toPlainLines(value: string): string[] {
  const marked = value.replaceAll(LINE_BREAK, '').replace(LIST_ITEM, `${LINE_BREAK}• `).replace(BLOCK_END, LINE_BREAK);
  return marked
    .split(LINE_BREAK)
    .map(toPlainText)
    .filter((line) => line !== '' && line !== '•');
}

/** The number of words a reader sees (runs of text between spaces): what a length guide counts. */
export function plainTextWordCount(value: string): number {
  const text = toPlainText(value);
  return text === '' ? 0 : text.split(' ').length;
}
