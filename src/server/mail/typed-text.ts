/**
 * Lines of a mail that hold what a person typed (a name, a startup's name). Mail clients turn
 * anything that looks like a link into one, so a name such as "verify at https://evil.example"
 * would arrive as a link from the app's own sender: the typed values are written so that no
 * client can read a link in them (docs/decisions.md, "Typed text in mails is never a link").
 */

/** A line whose words are the app's and whose values a person typed: build it with `typed`. */
export interface TypedLine {
  readonly words: readonly string[];
  readonly values: readonly string[];
}

/** A mail's line: the app's own words, or a `TypedLine`. */
export type MailText = string | TypedLine;

/** `typed\`${inviter} invited you\``: every value is typed text, the template's words are the app's. */
export function typed(words: TemplateStringsArray, ...values: string[]): TypedLine {
  return { words, values };
}

// Where a link is joined: a dot between two characters (evil.example, a@b.example, also the
// ideographic and full-width dots IDNA reads as one) and the colon of a scheme's "://".
const LINK_JOINT = /((?<=\S)[.\u3002\uFF0E\uFF61](?=[^\s.\u3002\uFF0E\uFF61])|:(?=\/\/))/u;
const LINK_JOINTS = new RegExp(LINK_JOINT.source, 'gu');
const WORD_JOINER = '&#8288;';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Typed text for the plain-text part, "defanged" as security reports write links: evil[.]example, https[:]//. */
export function unlinkedText(text: string): string {
  return text.replace(LINK_JOINTS, (joint) => `[${joint}]`);
}

/** Typed text for the HTML part, escaped: each joint in its own element, after a word joiner (U+2060). */
export function unlinkedHtml(text: string): string {
  return text
    .split(LINK_JOINT)
    .map((piece, index) => (index % 2 === 1 ? `${WORD_JOINER}<span>${piece}</span>` : escapeHtml(piece)))
    .join('');
}

function render(text: MailText, words: (text: string) => string, value: (text: string) => string): string {
  if (typeof text === 'string') return words(text);
  return text.words.map((word, index) => words(word) + (index < text.values.length ? value(text.values[index]!) : '')).join('');
}

/** The line as plain text: the app's words as they are, typed values unlinked. */
export const mailTextToPlain = (text: MailText) => render(text, (word) => word, unlinkedText);

/** The line as HTML: everything escaped, typed values unlinked. */
export const mailTextToHtml = (text: MailText) => render(text, escapeHtml, unlinkedHtml);
