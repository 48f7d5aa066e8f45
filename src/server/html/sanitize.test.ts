import { describe, expect, it } from 'vitest';
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
    const html = '<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s><br /></p><ol><li>one</li></ol><ul><li>two</li></ul>';
    expect(sanitizeRichText(html)).toBe('<p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s><br /></p><ol><li>one</li></ol><ul><li>two</li></ul>');
  });

  it.each(['https://example.com/a?b=1&c=2', 'http://example.com', 'mailto:hello@example.com', 'tel:+962791234567', 'sms:+962791234567'])(
    'keeps a link to %s and marks it noopener noreferrer nofollow',
    (href) => {
      const html = sanitizeRichText(`<p><a href="${href}" target="_blank" rel="opener">link</a></p>`);
      expect(html).toBe(`<p><a href="${href.replace(/&/g, '&amp;')}" rel="noopener noreferrer nofollow">link</a></p>`);
    },
  );

  it('drops links on protocol-relative URLs', () => {
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });

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
