import { describe, expect, it } from 'vitest';
import { mailTextToHtml, mailTextToPlain, typed, unlinkedHtml, unlinkedText } from './typed-text.js';

// What a linkifier reads once the markup is gone: no element, no word joiner.
const shownText = (html: string) => html.replace(/<[^>]*>/g, '').replaceAll('&#8288;', '');

describe('unlinkedText', () => {
  it.each([
    ['a link with its scheme', 'verify at https://evil.example/login', 'verify at https[:]//evil[.]example/login'],
    ['a bare domain', 'Booking.com', 'Booking[.]com'],
    ['www and a path', 'www.evil.example/x', 'www[.]evil[.]example/x'],
    ['an email address', 'ceo@evil.example', 'ceo@evil[.]example'],
    ['an address by number', 'http://10.0.0.1', 'http[:]//10[.]0[.]0[.]1'],
    ['dots IDNA reads as one', 'evil\u3002example evil\uFF0Eexample', 'evil[\u3002]example evil[\uFF0E]example'],
  ])('defangs %s', (_case, input, expected) => {
    expect(unlinkedText(input)).toBe(expected);
  });

  it.each(['Dr. Lina Haddad', 'Wait...', 'Note: soon', 'Zaytoun', 'زيتون'])(
    'leaves %j, which no client reads as a link, as it is',
    (input) => {
      expect(unlinkedText(input)).toBe(input);
    },
  );
});

describe('unlinkedHtml', () => {
  it('puts each dot and scheme colon in its own element after a word joiner, and escapes the rest', () => {
    expect(unlinkedHtml('<b>https://evil.example</b>')).toBe(
      '&#60;b&#62;https&#8288;<span>:</span>//evil&#8288;<span>.</span>example&#60;/b&#62;',
    );
  });

  it('reads as the typed text once the elements and joiners are gone', () => {
    expect(shownText(unlinkedHtml('Qamar Logistics, verify at evil.example'))).toBe('Qamar Logistics, verify at evil.example');
  });
});

describe('typed lines', () => {
  const line = typed`${'Lina'} invited you to join “${'evil.example'}”. Open the link.`;

  it("unlinks only the typed values: the app's own words stay as written", () => {
    expect(mailTextToPlain(line)).toBe('Lina invited you to join “evil[.]example”. Open the link.');
    expect(mailTextToHtml(line)).toBe('Lina invited you to join “evil&#8288;<span>.</span>example”. Open the link.');
  });

  it("takes a plain string as the app's own words", () => {
    expect(mailTextToPlain('See https://app.example.')).toBe('See https://app.example.');
    expect(mailTextToHtml('a < b')).toBe('a &#60; b');
  });
});
