import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { arAccount } from './ar-account';
import { arApplications } from './ar-applications';
import { arForms } from './ar-forms';
import { arModals } from './ar-modals';
import { arOverview } from './ar-overview';
import type { Catalog } from './catalog';
import { en } from './en';
import { enAccount } from './en-account';
import { enApplications } from './en-applications';
import { enForms } from './en-forms';
import { enModals } from './en-modals';
import { enOverview } from './en-overview';

/** Keys whose Arabic text may be the English one and carry no Arabic letter: the brand, codes, URLs, pure formats. */
const SAME_IN_BOTH = new Set([
  'app.name',
  'pages.documentTitle',
  'startup.brief.oneLinerCount',
  'startup.video.urlPlaceholder',
  'pitchDeck.types.pdf',
  'pitchDeck.types.ppt',
  'pitchDeck.types.pptx',
  'founders.linkedinPlaceholder',
  'profile.contact.emailPlaceholder',
  'profile.contact.numberPlaceholder',
  'profile.contact.linkedinPlaceholder',
  'profile.contact.websitePlaceholder',
  'profile.preferences.moreLocations',
]);

/** Latin words an Arabic sentence may carry: file formats and key names, written as on the file and the keyboard. */
const LATIN_TERMS = new Set(['PDF', 'PPT', 'PPTX', 'PNG', 'JPEG', 'WebP', 'Ctrl', 'J', 'Alt', 'Enter', 'Backspace']);

const ARABIC_FORMS = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix + key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [nested, text] of flatten(value, `${path}.`)) texts.set(nested, text);
  }
  return texts;
}

// Each language in parts (load-catalog.ts); the tests read them merged, and check they split alike.
const englishShell = flatten(en);
const arabicShell = flatten(ar);
const englishAccount = flatten(enAccount);
const arabicAccount = flatten(arAccount);
const englishModals = flatten(enModals);
const arabicModals = flatten(arModals);
const englishApplications = flatten(enApplications);
const arabicApplications = flatten(arApplications);
const englishOverview = flatten(enOverview);
const arabicOverview = flatten(arOverview);
const english = new Map([
  ...englishShell,
  ...flatten(enForms),
  ...englishModals,
  ...englishAccount,
  ...englishApplications,
  ...englishOverview,
]);
const arabic = new Map([...arabicShell, ...flatten(arForms), ...arabicModals, ...arabicAccount, ...arabicApplications, ...arabicOverview]);

const pluralBase = (key: string) => PLURAL_KEY.exec(key)?.[1];
const variables = (text: string) => new Set([...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]));
const takesCount = (key: string) => variables(english.get(key) ?? '').has('count');
/** Base keys that English says with plural forms (`pitchDeck.count` for `pitchDeck.count_one` …). */
const englishPlurals = new Set([...english.keys()].map(pluralBase).filter((base) => base !== undefined));
const hasEveryArabicForm = (base: string) => ARABIC_FORMS.every((form) => arabic.has(`${base}_${form}`));

/** The English key an Arabic key translates: the same key, or the English form of the same plural. */
function englishKeyFor(key: string): string | undefined {
  if (english.has(key)) return key;
  const base = pluralBase(key);
  if (base === undefined) return undefined;
  return [base, `${base}_other`].find((candidate) => english.has(candidate));
}

const englishFor = (key: string) => english.get(englishKeyFor(key) ?? '');

describe('the Arabic catalog', () => {
  it('has Arabic for every English key, with all six Arabic forms where the English has plurals', () => {
    const missing = [...english.keys()].flatMap((key) => {
      const base = pluralBase(key);
      if (base !== undefined && englishPlurals.has(base)) {
        return ARABIC_FORMS.filter((form) => !arabic.has(`${base}_${form}`)).map((form) => `${base}_${form}`);
      }
      if (arabic.has(key) || (takesCount(key) && hasEveryArabicForm(key))) return [];
      return [key];
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no key the English catalog lacks, and only complete sets of plural forms', () => {
    const extra = [...arabic.keys()].filter((key) => {
      if (english.has(key)) return false;
      const base = pluralBase(key);
      return base === undefined || !(englishPlurals.has(base) || takesCount(base));
    });
    expect(extra).toEqual([]);
    const partial = [...new Set([...arabic.keys()].map(pluralBase))].filter((base) => base !== undefined && !hasEveryArabicForm(base));
    expect(partial).toEqual([]);
  });

  it('writes every text in Arabic: none empty, none copied from English, each with an Arabic letter', () => {
    const untranslated = [...arabic].filter(
      ([key, text]) => text.trim() === '' || (!SAME_IN_BOTH.has(key) && (text === englishFor(key) || !ARABIC_LETTER.test(text))),
    );
    expect(untranslated).toEqual([]);
  });

  it('leaves no English word in an Arabic sentence', () => {
    const mixed = [...arabic].filter(([key, text]) => {
      if (SAME_IN_BOTH.has(key)) return false;
      const latinWords = text.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z]+/g) ?? [];
      return latinWords.some((word) => !LATIN_TERMS.has(word));
    });
    expect(mixed).toEqual([]);
  });

  it('splits like English: each text in the shell, forms, modals, account, applications or overview part, as its English one', () => {
    type Part = Map<string, string>;
    type Parts = { shell: Part; modals: Part; account: Part; applications: Part; overview: Part };
    const partOf = (key: string, { shell, modals, account, applications, overview }: Parts) =>
      shell.has(key)
        ? 'shell'
        : modals.has(key)
          ? 'modals'
          : account.has(key)
            ? 'account'
            : applications.has(key)
              ? 'applications'
              : overview.has(key)
                ? 'overview'
                : 'forms';
    const arabicParts = {
      shell: arabicShell,
      modals: arabicModals,
      account: arabicAccount,
      applications: arabicApplications,
      overview: arabicOverview,
    };
    const englishParts = {
      shell: englishShell,
      modals: englishModals,
      account: englishAccount,
      applications: englishApplications,
      overview: englishOverview,
    };
    const misplaced = [...arabic.keys()].filter((key) => partOf(key, arabicParts) !== partOf(englishKeyFor(key) ?? key, englishParts));
    expect(misplaced).toEqual([]);
  });

  it('keeps the allow-list to keys that exist', () => {
    expect([...SAME_IN_BOTH].filter((key) => !english.has(key) || !arabic.has(key))).toEqual([]);
  });

  it('uses the same interpolation variables as English (only the zero, one and two forms may leave out the count)', () => {
    const mismatched = [...arabic].flatMap(([key, text]) => {
      const expected = variables(englishFor(key) ?? '');
      const actual = variables(text);
      // "ملف واحد", "ملفان": Arabic says one and two without the number; from three on it needs it.
      if (/_(zero|one|two)$/.test(key)) {
        expected.delete('count');
        actual.delete('count');
      }
      const same = expected.size === actual.size && [...expected].every((name) => actual.has(name));
      return same ? [] : [`${key}: {${[...actual].join(', ')}} ≠ English {${[...expected].join(', ')}}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('uses Arabic punctuation in Arabic sentences', () => {
    const latinPunctuation = [...arabic].filter(([, text]) => ARABIC_LETTER.test(text) && /[,?;]/.test(text));
    expect(latinPunctuation).toEqual([]);
  });

  it('picks the Arabic plural form i18next chooses for each count', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ar', resources: { ar: { translation: ar } }, interpolation: { escapeValue: false } });
    i18n.addResourceBundle('ar', 'translation', arModals, true, true);
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('pitchDeck.count', { count }))).toEqual([
      'لا توجد ملفات',
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '11 ملفًا',
      '100 ملف',
    ]);
    expect(i18n.t('founders.more', { count: 2 })).toBe('ومؤسسان آخران');
    expect(i18n.t('founders.more', { count: 5 })).toBe('و5 مؤسسين آخرين');
    // A key with a count but no Arabic plural forms keeps its Arabic base text.
    expect(i18n.t('startup.brief.filledSections', { count: 3, total: 7 })).toBe('أقسام مكتوبة: 3 من 7');
  });
});
