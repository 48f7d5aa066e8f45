/** Markup that is already safe: the renderer's own tags, or rich text that went through the sanitizer. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

type Part = SafeHtml | string | number | false | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === false || part === null || part === undefined) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** A template whose every interpolation is escaped unless it is SafeHtml: nothing a founder typed becomes markup. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + text + (index < parts.length ? render(parts[index]!) : ''), ''));
}
