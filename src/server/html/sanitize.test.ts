import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composePayload, corpusPayloads, xssPayloads } from '../../../test/e2e/xss-payloads.js';
import { sanitizeRichText } from './sanitize.js';

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<p>hi<script src="https://evil.example/x.js"></script></p>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">text</p>',
  '<style>p{background:url(javascript:alert(1))}</style><p>x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>">inside</iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_blank">ok</a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<script>alert(1)</script>-->',
  '<p>a</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

function assertHarmless(html: string): void {
  expect(html).not.toMatch(/<script|<style|<iframe|<svg|<img|<object|<embed|<math|<form|<meta|<body/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/style=|target=/i);
}

describe('sanitizeRichText', () => {
  it('keeps the editor marks, lists and paragraphs as they are', () => {
    const html =
      '<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s><br /></p><ol><li>one</li></ol><ul><li>two</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s><br /></p><ol><li>one</li></ol><ul><li>two</li></ul>',
    );
  });

  it.each(['https://example.com/a?b=1&c=2', 'http://example.com', 'mailto:hello@example.com', 'tel:+962791234567', 'sms:+962791234567'])(
    'keeps a link to %s and marks it noopener noreferrer nofollow',
    (href) => {
      const html = sanitizeRichText(`<p><a href="${href}" target="_blank" rel="opener">link</a></p>`);
      expect(html).toBe(`<p><a href="${href.replace(/&/g, '&amp;')}" rel="noopener noreferrer nofollow">link</a></p>`);
    },
  );

  it.each(['//evil.example', '/\\evil.example', 'relative/path', '#top', '?q=1', 'https:javascript:alert(1)'])(
    'drops a link to %s: no scheme of the allow-list',
    (href) => {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    },
  );

  it('drops unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<div><span class="x">Amman</span> <h1>Logistics</h1></div>')).toBe('Amman Logistics');
  });

  it('removes script, style and iframe contents entirely instead of showing them as text', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe>frame</iframe>')).toBe('<p>a</p>');
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const html = sanitizeRichText(payload);
    assertHarmless(html);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each(['', '<p></p>', '<p><br></p>', '<p> </p>', '<p>&nbsp;</p>', '<ul><li></li></ul>', '  ', '<script>x</script>'])(
    'turns empty editor output %j into an empty string',
    (html) => {
      expect(sanitizeRichText(html)).toBe('');
    },
  );

  it.each([
    '<p>Tom &amp; Jerry &lt;3 "quotes" \'single\'</p>',
    'a < b > c & d',
    '<p>تطبيق لوجستي في عمّان</p>',
    '<p><a href="https://example.com/?q=&quot;x&quot;&amp;y=1">x</a></p>',
    '<ul><li><p>nested <strong><em>marks</em></strong></p></li></ul>',
    '<p>unclosed <strong>bold',
  ])('is idempotent on %j', (html) => {
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  });
});

// DESIGN §4's allow-list, read off the output: sanitize-html writes every tag as <name attr="value">, and every other `<` as &lt;.
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a']);
const TAG = /<(\/?)([a-z0-9]+)((?: [a-z]+="[^"]*")*) ?\/?>/g;
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|tel:|sms:)/i;

/** What in `html` is outside the allow-list; empty when nothing is. */
function disallowedIn(html: string): string[] {
  const found: string[] = [];
  for (const [, closing, name, attributes] of html.matchAll(TAG)) {
    if (!ALLOWED_TAGS.has(name!)) found.push(`<${name}>`);
    if (closing) continue;
    for (const [, attribute, value] of attributes!.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      const href = value!.replace(/&amp;/g, '&');
      if (name !== 'a' || !(attribute === 'rel' || (attribute === 'href' && ALLOWED_HREF.test(href))))
        found.push(`${name} ${attribute}="${value}"`);
    }
  }
  if (html.replace(TAG, '').includes('<')) found.push('a raw "<" outside a tag');
  return found;
}

const htmlish = fc.oneof(
  fc.constantFrom(...corpusPayloads()),
  fc
    .array(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '"',
        "'",
        '=',
        '&',
        ';',
        '#',
        '!',
        '-',
        ' ',
        '\n',
        'a',
        'p',
        'script',
        'img',
        'svg',
        'href',
        'onerror',
        'javascript:',
        '&lt;',
        '&#x3c;',
        '<!--',
        '-->',
        '<![CDATA[',
        '</',
        'style',
        'math',
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 12, maxLength: 12 }).map((choices) => {
    let next = 0;
    return composePayload((options) => options[choices[next++ % choices.length]! % options.length]!);
  }),
);

describe('sanitizeRichText over the XSS corpus and generated HTML', () => {
  it('is idempotent and leaves only the allow-list, on every corpus and generated payload', () => {
    const payloads = xssPayloads(6000);
    expect(payloads.length).toBe(6000);
    for (const payload of payloads) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once), payload).toBe(once);
      expect(disallowedIn(once), payload).toEqual([]);
    }
  });

  it('settles markup that dropped tags leave nested the way HTML does not allow (fast-check found it)', () => {
    const payload = '</p><a href="javascript:alert(1)">link</a><p><plaintext><img src=x onerror=alert(1)><ul onerror="alert(1)" src=x>';
    const once = sanitizeRichText(payload);
    expect(sanitizeRichText(once)).toBe(once);
    expect(disallowedIn(once)).toEqual([]);
  });

  it('is idempotent and leaves only the allow-list, on any HTML-ish string fast-check makes', () => {
    fc.assert(
      fc.property(fc.array(htmlish, { minLength: 1, maxLength: 4 }), (parts) => {
        const once = sanitizeRichText(parts.join(''));
        expect(sanitizeRichText(once)).toBe(once);
        expect(disallowedIn(once)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('the allow-list check itself flags what the sanitizer must never leave', () => {
    expect(
      disallowedIn('<p onclick="x">a</p><img src="x"><a href="javascript:alert(1)">x</a><a href="https://ok.example" rel="x">y</a>'),
    ).toEqual(['p onclick="x"', '<img>', 'img src="x"', 'a href="javascript:alert(1)"']);
  });
});
