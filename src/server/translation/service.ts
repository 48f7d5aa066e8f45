import type { FieldErrors } from '../../shared/api.js';
import {
  isRichTextKey,
  parseTranslationKey,
  saveTranslationSchema,
  TRANSLATION_MESSAGES,
  translatedValueSchema,
  type ProfileLocale,
  type Translation,
  type TranslationKey,
} from '../../shared/translation.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { transactionsOf, type RunInTransaction } from '../db/transaction.js';
import type { RecordHistory } from '../history/record-history.js';
import { sanitizeRichText } from '../html/sanitize.js';
import { toFieldErrors, validationError } from '../http/errors.js';
import { RecordVersions } from '../record-versions/record-versions.js';
import { RecordVersionRepository } from '../record-versions/repository.js';
import { StartupDetailsRepository } from '../startup-details/repository.js';
import { TranslationRepository, type TranslationRow } from './repository.js';
import { countTranslation, isBlankSource, isStale, profileSources, type SavedTranslation } from './sources.js';

/** The translation as its GET answers it, with the revision its `ETag` names (DESIGN §9). */
export interface VersionedTranslation {
  translation: Translation;
  revision: number;
}

/** The profile's source texts and the translations saved for one locale, read together. */
export interface TranslationState {
  sources: Map<TranslationKey, string>;
  saved: Map<TranslationKey, SavedTranslation & Pick<TranslationRow, 'updated_at' | 'editor_id' | 'first_name' | 'last_name'>>;
}

const localeErrors = (message: string): FieldErrors => ({ locale: [message] });

function toTranslation(locale: ProfileLocale, { sources, saved }: TranslationState): Translation {
  const fields: Translation['fields'] = {};
  for (const [key, source] of sources) {
    const row = saved.get(key);
    fields[key] = {
      value: row?.value ?? '',
      stale: isStale(row, source),
      updated_at: row?.updated_at ?? null,
      updated_by: row?.editor_id ? { id: row.editor_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' } : null,
    };
  }
  return { locale, fields, ...countTranslation(sources, saved) };
}

/** What a history revision holds: every translated text of the locale, as the save left them. */
function snapshotOf(saved: TranslationState['saved']): Record<TranslationKey, string> {
  return Object.fromEntries([...saved].map(([key, row]) => [key, row.value]));
}

/**
 * The translation of the profile's public texts into the language it is not written in (DESIGN §14).
 * It is one shared record per startup (§9: one revision, If-Match on saves, §15: history per locale);
 * each text remembers the source it was made from, so a later edit of that source shows it stale.
 */
export class TranslationService {
  constructor(
    private readonly translations: TranslationRepository,
    private readonly startups: Pick<StartupDetailsRepository, 'findStartup'>,
    private readonly versions: RecordVersions,
    private readonly history: RecordHistory,
    private readonly transaction: RunInTransaction,
  ) {}

  /** The profile's language; 422 on `locale` when it is that one: its texts are the sources, not a translation. */
  async checkLocale(user: AuthUser, locale: ProfileLocale): Promise<ProfileLocale> {
    const { profile_locale } = await this.startups.findStartup(user.startup_id);
    if (locale === profile_locale) throw validationError(localeErrors(TRANSLATION_MESSAGES.sameAsProfile));
    return profile_locale;
  }

  async state(startupId: string, locale: ProfileLocale, db?: Db): Promise<TranslationState> {
    const [sources, rows] = await Promise.all([this.translations.sources(startupId, db), this.translations.list(startupId, locale, db)]);
    return { sources: profileSources(sources), saved: new Map(rows.map((row) => [row.key, row])) };
  }

  /** The version first: a save landing in between makes the tag older than the data, never newer (as resource-routes.ts). */
  async read(user: AuthUser, locale: ProfileLocale): Promise<VersionedTranslation> {
    await this.checkLocale(user, locale);
    const { revision } = await this.versions.read(user.startup_id);
    return { translation: toTranslation(locale, await this.state(user.startup_id, locale)), revision };
  }

  /**
   * Saves the keys sent, in one transaction: each remembers its source as saved now; '' removes a
   * translation. An unknown key, or a founder not (or no longer) in the caller's startup, is a 422 on
   * `fields.<key>` and nothing is saved. `expected` is the If-Match revision (StaleRecordError on a change).
   */
  async save(user: AuthUser, body: unknown, expected: number | null | undefined): Promise<VersionedTranslation> {
    const input = saveTranslationSchema.parse(body);
    await this.checkLocale(user, input.locale);
    const values = this.checkValues(input.fields);
    await this.transaction(async (trx) => {
      await this.versions.claim(trx, user.startup_id, user.id, expected);
      const before = await this.state(user.startup_id, input.locale, trx);
      const missing = [...values.keys()].filter((key) => !before.sources.has(key));
      if (missing.length > 0)
        throw validationError(Object.fromEntries(missing.map((key) => [`fields.${key}`, [TRANSLATION_MESSAGES.unknownKey]])));
      const updated_at = new Date().toISOString();
      for (const [key, value] of values) {
        const row = { startup_id: user.startup_id, locale: input.locale, key };
        if (value === '') await this.translations.remove(trx, user.startup_id, input.locale, key);
        else await this.translations.save(trx, { ...row, value, source: before.sources.get(key)!, updated_at, updated_by: user.id });
      }
      const after = await this.state(user.startup_id, input.locale, trx);
      await this.history.write(
        trx,
        { startup_id: user.startup_id, record: 'translation', record_id: input.locale },
        user.id,
        snapshotOf(before.saved),
        snapshotOf(after.saved),
      );
    });
    return this.read(user, input.locale);
  }

  /** Each value checked as its source field is (rich text sanitized); every bad key named at once. */
  private checkValues(fields: Record<string, string>): Map<TranslationKey, string> {
    const errors: FieldErrors = {};
    const values = new Map<TranslationKey, string>();
    for (const [key, sent] of Object.entries(fields)) {
      if (!parseTranslationKey(key)) {
        errors[`fields.${key}`] = [TRANSLATION_MESSAGES.unknownKey];
        continue;
      }
      const parsed = translatedValueSchema(key).safeParse(sent);
      if (!parsed.success) {
        for (const messages of Object.values(toFieldErrors(parsed.error))) (errors[`fields.${key}`] ??= []).push(...messages);
        continue;
      }
      const value = isRichTextKey(key) ? sanitizeRichText(parsed.data) : parsed.data;
      values.set(key, isBlankSource(value) ? '' : value);
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return values;
  }
}

/** The translation service over its repositories, built from `db`: its routes and readiness read it. */
export function createTranslationService(db: Db, history: RecordHistory): TranslationService {
  const versions = new RecordVersions(new RecordVersionRepository(db), 'translation');
  return new TranslationService(new TranslationRepository(db), new StartupDetailsRepository(db), versions, history, transactionsOf(db));
}
