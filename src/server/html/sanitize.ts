import sanitizeHtml from 'sanitize-html';

// DESIGN §4 names the link schemes, and the editor accepts nothing else: relative links ("x", "#top", "/%5cevil") go too.
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|tel:|sms:)/i;

/** DESIGN §4: the editor's marks and lists, and links on safe schemes; everything else is dropped. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Contents of these go with the tag (not kept as text): code, hidden or foreign markup.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'svg',
    'math',
    'head',
  ],
  transformTags: {
    // Whatever rel and target came in: links never get the opener, a referrer or SEO credit.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href !== undefined && ALLOWED_HREF.test(attribs.href) && { href: attribs.href }),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** Markup that shows nothing: empty paragraphs, line breaks, empty list items. */
function isVisiblyEmpty(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, '')
      .trim() === ''
  );
}

// Dropped tags can leave markup HTML nests otherwise (a list inside a paragraph), which parses
// differently on the next pass; a few passes reach the form a later save keeps unchanged.
const MAX_PASSES = 4;

function sanitizeUntilSettled(html: string): string {
  let input = html;
  let clean = sanitizeHtml(input, OPTIONS).trim();
  // Markup a pass returns unchanged is settled: clean input (what the editor sends) takes one pass, not two.
  for (let pass = 1; pass < MAX_PASSES && clean !== input; pass++) {
    input = clean;
    clean = sanitizeHtml(input, OPTIONS).trim();
  }
  return isVisiblyEmpty(clean) ? '' : clean;
}

/**
 * Recent answers by input, in two generations of up to GENERATION_MAX_CHARS of text each. A save sends every
 * rich-text field of its form, most of them as they were at the last save: sanitize-html was a fifth of a save's
 * CPU (docs/quality.md, "Server hot path"). The function is pure, so a remembered answer is the answer.
 * Every answer goes into the newer generation (one found in the older is copied there); a full newer generation
 * becomes the older and the older is dropped, so what is used stays. Not one Map kept in least-recently-used order:
 * moving an entry to its end (delete, set again) cost up to hundreds of µs per save once the Map was large.
 */
const GENERATION_MAX_CHARS = 2_000_000;
let newer = new Map<string, string>();
let older = new Map<string, string>();
let newerChars = 0;

function remember(html: string, clean: string): void {
  newer.set(html, clean);
  newerChars += html.length + clean.length;
  if (newerChars < GENERATION_MAX_CHARS) return;
  older = newer;
  newer = new Map();
  newerChars = 0;
}

/** Safe rich-text HTML; '' for an editor's empty output such as `<p></p>`. Idempotent. */
export function sanitizeRichText(html: string): string {
  const known = newer.get(html);
  if (known !== undefined) return known;
  const clean = older.get(html) ?? sanitizeUntilSettled(html);
  remember(html, clean);
  return clean;
}
