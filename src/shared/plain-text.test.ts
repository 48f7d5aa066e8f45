import { describe, expect, it } from 'vitest';
import { plainTextLength, plainTextWordCount, toPlainLines, toPlainText } from './plain-text.js';

describe('toPlainText', () => {
  it.each([
    ['<p>Same-day <strong>freight</strong></p>', 'Same-day freight'],
    ['<p>one</p><p>two</p>', 'one two'],
    ['line<br>break', 'line break'],
    ['Tom &amp; Jerry &quot;quoted&quot; &#39;x&#39; &#x41;', 'Tom & Jerry "quoted" \'x\' A'],
    ['growth > 20% and a < b', 'growth > 20% and a < b'],
    ['<script>alert(1)</script>visible', 'visible'],
    ['<style>p { color: red }</style>visible', 'visible'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;safe', 'safe'],
    ['&amp;lt;b&amp;gt;bold', 'bold'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['text <img src=x onerror=alert(1)', 'text'],
    ['  spaced\n\tout  ', 'spaced out'],
    ['شحن في نفس اليوم', 'شحن في نفس اليوم'],
  ])('reads %j as %j', (input, text) => {
    expect(toPlainText(input)).toBe(text);
  });

  it('is idempotent', () => {
    for (const input of ['<p>a &amp;amp; b</p>', '&lt;&lt;b&gt;&gt;', 'x &unknown; y', '<<b>>']) {
      expect(toPlainText(toPlainText(input))).toBe(toPlainText(input));
    }
  });
});

describe('plainTextLength', () => {
  it('counts what a reader sees, an emoji once', () => {
    expect(plainTextLength('<p><strong>abc</strong></p>')).toBe(3);
    expect(plainTextLength('🚚 fast')).toBe(6);
  });
});

describe('toPlainLines', () => {
  it('keeps paragraphs, line breaks and list items apart', () => {
    expect(
      toPlainLines(
        '<p>Our <strong>traction</strong>:</p><ul><li><p>driver onboarding 35%</p></li><li><p>product: merchant app</p></li></ul><p>Next<br>steps</p>',
      ),
    ).toEqual(['Our traction:', '• driver onboarding 35%', '• product: merchant app', 'Next', 'steps']);
  });

  it('drops empty blocks and never lets markup through', () => {
    expect(toPlainLines('<p></p><ul><li></li></ul>&lt;li&gt;&lt;script&gt;x&lt;/script&gt;safe')).toEqual(['safe']);
    expect(toPlainLines('plain text')).toEqual(['plain text']);
  });
});

describe('plainTextWordCount', () => {
  it('counts the words a reader sees, markup and extra spaces aside, in any script', () => {
    expect(plainTextWordCount('')).toBe(0);
    expect(plainTextWordCount('<p><br></p>')).toBe(0);
    expect(plainTextWordCount('<p>We pay <strong>teams</strong>.</p><ul><li>Fast</li><li>Cheap</li></ul>')).toBe(5);
    expect(plainTextWordCount('<p>نربط   العيادات&nbsp;بالأطباء</p>')).toBe(3);
  });
});
