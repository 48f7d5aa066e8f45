/** Catalog types shared by the language files; type-only, so no catalog pulls another into its chunk. */

/** Any catalog: nested groups of strings. */
export type Catalog = { [key: string]: string | Catalog };

/** i18next plural suffixes (Intl.PluralRules categories); Arabic uses all six. */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type PluralKey = `${string}_${PluralSuffix}`;
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;
/** Keys whose text carries a count: another language may say them with plural forms instead. */
type CountedKey<T> = { [K in keyof T]: T[K] extends `${string}{{count}}${string}` ? K : never }[keyof T];
type Pluralizable<T> = (PluralBase<keyof T> | Exclude<CountedKey<T>, PluralKey>) & string;

/**
 * A translation of catalog T: the same groups and keys, except that plural forms follow the
 * translation's own language (a base key with a count, or English `_one`/`_other`, may become
 * any of `_zero` … `_other`). The catalog test checks that every form a language needs is there.
 */
export type TranslationOf<T> = {
  [K in Exclude<keyof T, PluralKey | CountedKey<T>>]: T[K] extends string ? string : TranslationOf<T[K]>;
} & {
  [K in Exclude<CountedKey<T>, PluralKey>]?: string;
} & {
  [K in `${Pluralizable<T>}_${PluralSuffix}`]?: string;
};
