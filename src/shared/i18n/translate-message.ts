/**
 * Gettext-style translation of server and schema messages: the English text is the key, so the
 * shared schemas stay English and a client that asks for nothing gets English. Import-free, so the
 * web can load it lazily next to the Arabic catalog.
 *
 * A catalog key may hold `{placeholders}` (e.g. `Must be at most {max} characters.`); such keys
 * become templates, matched when no exact entry exists, and their captured values are put into the
 * translation's placeholders of the same name. A captured value that is itself an exact entry is
 * translated too: zod's type names in `expected string, received number`.
 */
export type MessageCatalog = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
}

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileTemplate(english: string, translation: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(english.slice(last, match.index))}(.+?)`;
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
}

export function createMessageTranslator(catalog: MessageCatalog): (message: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(catalog)) {
    if (placeholdersOf(english).length > 0) templates.push(compileTemplate(english, translation));
    else exact.set(english, translation);
  }
  return (message) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const { pattern, names, translation } of templates) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values = new Map(names.map((name, index) => [name, match[index + 1]!]));
      return translation.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values.get(name);
        return value === undefined ? whole : (exact.get(value) ?? value);
      });
    }
    return message;
  };
}
