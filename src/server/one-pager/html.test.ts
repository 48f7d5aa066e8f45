import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './html.js';

describe('the one-pager html template', () => {
  it('escapes every interpolated text, in content and in quoted attributes', () => {
    const name = `"><script>alert('x')</script>&`;
    expect(html`<h1 title="${name}">${name}</h1>`.value).toBe(
      '<h1 title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</h1>',
    );
    expect(escapeHtml('a < b > c')).toBe('a &lt; b &gt; c');
  });

  it('keeps SafeHtml and nested templates as markup, joins lists, and drops false, null and undefined', () => {
    const items = ['<a>', 'b'].map((text) => html`<li>${text}</li>`);
    expect(html`<ul>${items}</ul>${false}${null}${undefined}${new SafeHtml('<p>ok</p>')}${0}`.value).toBe(
      '<ul><li>&lt;a&gt;</li><li>b</li></ul><p>ok</p>0',
    );
  });
});
