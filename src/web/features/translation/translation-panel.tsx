import { useQueryClient } from '@tanstack/react-query';
import { History, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { directionOf } from '../../../shared/i18n/locale';
import { isRichTextKey, otherProfileLocale, parseTranslationKey, type ProfileLocale, type Translation } from '../../../shared/translation';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { Button } from '../../components/button';
import { ConflictView, type Conflict, type ConflictChoice } from '../../components/conflict-view';
import { ModalFrame } from '../../components/modal-frame';
import { VersionSwitch } from '../../components/version-switch';
import { useRecordFields } from '../../components/review/use-record-fields';
import { RichTextEditor } from '../../components/rich-text-editor';
import { RichTextPreview } from '../../components/rich-text-preview';
import { inputClass } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, type CurrentRecord } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { useProfileLocale } from '../../lib/profile-language';
import { compareVersions, type FormRecord } from '../../lib/record-merge';
import { recordEtag, rememberEtag } from '../../lib/resource';
import { saveRecord } from '../../lib/save-resource';
import { useSession } from '../../lib/session';
import { changedOn, hasText, keysToDraft } from './translation-status';
import { TRANSLATION_SHAPE, TranslationReview } from './translation-review';
import { translationPaths, useProfileTranslation } from './use-profile-translation';
import type { TranslationDraftRequest } from './use-translation-draft';
import { LoadFailed } from '../../components/load-failed';
import { readRecord, type HistoryTarget } from '../../components/history/history-target';

// Loaded when History is first pressed, as from the original's form.
const HistoryPanel = lazy(() => import('../../components/history/history-panel'));

export interface TranslationPanelProps {
  title: string;
  description?: string;
  /** The form's translated texts, in its order, and the original of each as saved. */
  keys: string[];
  sources: Record<string, string>;
  /** When the original was last saved: the day a stale note names (null: not known). */
  sourceUpdatedAt: string | null;
  /** Back to the original version. */
  onOriginal: () => void;
  onClose: () => void;
}

/** A translation as read, and its ETag. */
interface Base {
  data: Translation;
  etag: string | null;
}

/** The translation's texts of these keys, by key, as a record the §9 comparison reads. */
const valuesOf = (translation: Translation, keys: string[]): FormRecord =>
  Object.fromEntries(keys.map((key) => [key, translation.fields[key]?.value ?? '']));

/** How the panel names a text: the label its form gives it. */
function useTextLabels(): (key: string) => string {
  const { t } = useTranslation();
  const fieldOf = useRecordFields();
  return useCallback(
    (key: string) => {
      const parsed = parseTranslationKey(key);
      if (parsed?.record !== 'founders') return fieldOf(key).label;
      return parsed.field === 'title' ? t('founders.jobTitle') : t('founders.brief');
    },
    [fieldOf, t],
  );
}

/** The form's other version, once the profile's language is known (the details card has usually read it already). */
export default function TranslatedVersion(props: TranslationPanelProps) {
  const { t } = useTranslation();
  const profileLocale = useProfileLocale();
  if (!profileLocale)
    return (
      <ModalFrame title={props.title} description={props.description} onClose={props.onClose}>
        <p role="status" className="py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">
          {t('common.loading')}
        </p>
      </ModalFrame>
    );
  return <TranslationPanel {...props} profileLocale={profileLocale} />;
}

/**
 * A form's other version (DESIGN §14): each text's translation in an editor that takes the translation's
 * language, the original beside it on a wide screen (read-only), a note on each text whose original
 * changed since with its drafted update through the §11 review, and "Translate with AI" for every
 * missing or stale text. Save sends this form's changed texts only, `If-Match`; a 412 compares them.
 */
function TranslationPanel(props: TranslationPanelProps & { profileLocale: ProfileLocale }) {
  const { title, description, profileLocale, keys, sources, sourceUpdatedAt, onOriginal, onClose } = props;
  const { t, i18n } = useTranslation();
  const locale = otherProfileLocale(profileLocale);
  const paths = translationPaths(locale);
  const record = useProfileTranslation(locale);
  const queryClient = useQueryClient();
  const user = useSession().data?.user;
  const labelOf = useTextLabels();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [review, setReview] = useState<TranslationDraftRequest | null>(null);
  const [isShowingHistory, setIsShowingHistory] = useState(false);
  /**
   * What the edits are based on: the translation as read and its ETag, pinned from the first edit (or a 412's
   * comparison) on, so a newer read never moves it under typing: the save then compares the two (412).
   */
  const [pinned, setPinned] = useState<Base | null>(null);
  const base: Base | null = pinned ?? (record.data ? { data: record.data, etag: recordEtag(paths.get) } : null);
  const isEdited = Object.keys(edits).length > 0;
  const guard = useUnsavedChangesGuard(isEdited, () => {
    setEdits({});
    setPinned(null);
  });

  /** This form's texts in the translation's history (record `translation`, its locale as id): a version restored with `If-Match`. */
  const history = useMemo(
    (): HistoryTarget => ({
      record: 'translation',
      id: locale,
      name: `${title} · ${t(`translation.languages.${locale}`)}`,
      fields: Object.fromEntries(keys.map((key) => [key, { label: labelOf(key), kind: isRichTextKey(key) ? 'rich' : 'text' }])),
      readToday: readRecord(translationPaths(locale), TRANSLATION_SHAPE),
      // A revision keeps each text by its key; one not translated then is blank.
      versionValueOf: (data, key) => data[key] ?? '',
    }),
    [locale, title, keys, labelOf, t],
  );
  const translation = base?.data;
  const valueOf = (key: string) => edits[key] ?? translation?.fields[key]?.value ?? '';
  const edit = (key: string, value: string) => {
    if (!pinned) setPinned(base);
    setEdits((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  /** A 412: the translation now saved becomes the base; texts only they changed are shown, the ones both changed compared. */
  const showConflict = (current: CurrentRecord) => {
    const theirsData = current.data as Translation;
    const theirs = valuesOf(theirsData, keys);
    const based = valuesOf(base!.data, keys);
    const mine = { ...based, ...edits };
    const { conflicts, theirsOnly } = compareVersions(based, mine, theirs);
    setPinned({ data: theirsData, etag: current.etag });
    rememberEtag(paths.get, current.etag);
    queryClient.setQueryData([paths.get], theirsData);
    setEdits((typed) => Object.fromEntries(Object.entries(typed).filter(([key]) => !theirsOnly.includes(key))));
    // The one who saved last among the texts both changed.
    const latest = conflicts
      .map((key) => theirsData.fields[key])
      .filter((field) => field?.updated_at)
      .sort((a, b) => (b!.updated_at! > a!.updated_at! ? 1 : -1))[0];
    const editor = latest?.updated_by ?? null;
    setConflict({
      editor,
      isEditorYou: editor !== null && editor.id === user?.id,
      updatedAt: latest?.updated_at ?? null,
      rows: conflicts.map((key) => ({ field: key, mine: mine[key], theirs: theirs[key] })),
      theirsOnly: [],
      choices: {},
    });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-translation-panel] [data-conflict-view]')?.focus());
  };

  const choose = (key: string, choice: ConflictChoice) => {
    const row = conflict?.rows.find((candidate) => candidate.field === key);
    if (!row) return;
    edit(key, String(row[choice]));
    setConflict((current) => current && { ...current, choices: { ...current.choices, [key]: choice } });
  };

  const save = async () => {
    setIsSaving(true);
    try {
      await saveRecord<Translation, unknown>(queryClient, paths, {
        payload: { locale, fields: edits },
        ifMatch: base?.etag ?? null,
      });
      // The answer is in the cache now (saveRecord): the next edit is based on it.
      setPinned(null);
      setEdits({});
      setConflict(null);
      notify.success(t('translation.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.current) showConflict(error.current);
      else {
        if (error instanceof ApiError)
          setErrors(
            Object.fromEntries(keys.flatMap((key) => error.errors[`fields.${key}`]?.slice(0, 1).map((message) => [key, message]) ?? [])),
          );
        notify.error(errorMessage(error, t('translation.saveFailed')));
      }
    } finally {
      setIsSaving(false);
    }
  };

  if (isShowingHistory) {
    return (
      <Suspense
        fallback={
          <ModalFrame title={title} onClose={onClose}>
            {null}
          </ModalFrame>
        }
      >
        <HistoryPanel
          title={title}
          target={history}
          onBack={() => setIsShowingHistory(false)}
          backLabel={t('translation.back')}
          onClose={onClose}
        />
      </Suspense>
    );
  }
  if (review && translation) {
    return (
      <TranslationReview
        title={title}
        locale={locale}
        request={review}
        translation={translation}
        etag={base?.etag ?? null}
        labelOf={labelOf}
        onBack={() => setReview(null)}
        onClose={onClose}
      />
    );
  }

  const toDraft = translation ? keysToDraft(keys, sources, translation) : [];
  const dateOfChange = sourceUpdatedAt ? changedOn(sourceUpdatedAt, i18n.language) : null;
  return (
    <ModalFrame
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          <Button
            variant="secondary"
            className="me-auto"
            disabled={!translation || toDraft.length === 0 || isSaving}
            title={translation && toDraft.length === 0 ? t('translation.allTranslated') : undefined}
            onClick={() => setReview({ keys: toDraft, isStreamed: true })}
            data-action="translate-with-ai"
          >
            <Sparkles aria-hidden className="size-4" />
            {t('translation.translateWithAi')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!isEdited || isSaving} data-action="save-translation">
            {isSaving ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <div data-modal-wide data-translation-panel={locale}>
        <div className="flex flex-wrap items-start justify-between gap-x-3">
          <VersionSwitch profileLocale={profileLocale} shown={locale} onShow={() => guard.requestClose(onOriginal)} />
          <Button
            variant="secondary"
            className="mb-5 max-sm:w-full"
            disabled={!translation}
            onClick={() =>
              guard.requestClose(() => {
                setEdits({});
                setPinned(null);
                setConflict(null);
                setIsShowingHistory(true);
              })
            }
            data-action="history"
          >
            <History aria-hidden className="size-4" />
            {t('history.action')}
          </Button>
        </div>
        {record.isError && !translation && <LoadFailed message={t('errors.loadFailed')} onRetry={() => void record.refetch()} />}
        {conflict && (
          <ConflictView
            conflict={conflict}
            fields={Object.fromEntries(keys.map((key) => [key, { label: labelOf(key) }]))}
            onChoose={choose}
            onChooseAll={(choice) => conflict.rows.forEach(({ field }) => choose(field, choice))}
          />
        )}
        {translation && (
          <fieldset disabled={isSaving} className="min-w-0 space-y-6">
            {keys.map((key) => (
              <TranslatedText
                key={key}
                textKey={key}
                label={labelOf(key)}
                source={sources[key] ?? ''}
                profileLocale={profileLocale}
                value={valueOf(key)}
                onChange={(value) => edit(key, value)}
                error={errors[key]}
                staleSince={translation.fields[key]?.stale ? (dateOfChange ?? '') : null}
                onUpdate={() => setReview({ keys: [key], isStreamed: false })}
              />
            ))}
          </fieldset>
        )}
      </div>
    </ModalFrame>
  );
}

interface TranslatedTextProps {
  textKey: string;
  label: string;
  source: string;
  profileLocale: ProfileLocale;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The original changed since this was translated: the day it did ('' when not known); null when up to date. */
  staleSince: string | null;
  onUpdate: () => void;
}

/** One text: the original (read-only, on a wide screen) beside its translation's editor, and the stale note. */
function TranslatedText({ textKey, label, source, profileLocale, value, onChange, error, staleSince, onUpdate }: TranslatedTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const locale = otherProfileLocale(profileLocale);
  const isRich = isRichTextKey(textKey);
  const date = staleSince ?? '';
  const staleText =
    profileLocale === 'ar'
      ? t(date ? 'translation.stale.ar' : 'translation.stale.arUndated', { date })
      : t(date ? 'translation.stale.en' : 'translation.stale.enUndated', { date });
  return (
    <section
      className="grid min-w-0 gap-x-6 gap-y-2 lg:grid-cols-2"
      data-translation-key={textKey}
      data-stale={staleSince !== null || undefined}
    >
      <div className="min-w-0 max-lg:hidden" data-translation-original>
        <p className="mb-1.5 text-sm font-medium text-zinc-500 dark:text-zinc-400">
          {label} · <span lang={profileLocale}>{t(`translation.languages.${profileLocale}`)}</span>
        </p>
        <div className="rounded-lg border border-dashed border-zinc-200 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-800/40">
          {hasText(source) ? (
            isRich ? (
              <RichTextPreview
                html={source}
                className="rich-text-content px-3 py-2 text-sm text-zinc-700 dark:text-zinc-300"
                placeholder=""
                lang={profileLocale}
                dir={directionOf(profileLocale)}
              />
            ) : (
              <p
                className="px-3 py-2 text-sm [overflow-wrap:anywhere] text-zinc-700 dark:text-zinc-300"
                lang={profileLocale}
                dir={directionOf(profileLocale)}
              >
                {source}
              </p>
            )
          ) : (
            <p className="px-3 py-2 text-sm text-zinc-500 italic dark:text-zinc-400">{t('translation.noOriginal')}</p>
          )}
        </div>
      </div>
      <div className="min-w-0" data-translation-version>
        {staleSince !== null && (
          <div
            className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
            data-stale-note
          >
            <History aria-hidden className="size-4 shrink-0" />
            <span className="min-w-0 flex-1">{staleText}</span>
            <Button
              variant="secondary"
              className="py-1"
              onClick={onUpdate}
              aria-label={t('translation.updateOf', { field: label })}
              data-action="update-translation"
            >
              {t('translation.update')}
            </Button>
          </div>
        )}
        {!hasText(source) && !hasText(value) ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400" data-nothing-to-translate>
            <span className="mb-1.5 block font-medium text-zinc-700 dark:text-zinc-300">
              {label} · {t(`translation.languages.${locale}`)}
            </span>
            {t('translation.nothingToTranslate', { language: t(`translation.languages.${profileLocale}`) })}
          </p>
        ) : isRich ? (
          <RichTextEditor
            editorId={`translation-${textKey}`}
            fieldName={textKey.slice(textKey.lastIndexOf('.') + 1)}
            label={`${label} · ${t(`translation.languages.${locale}`)}`}
            value={value}
            onChange={onChange}
            error={error}
            placeholder={t('translation.placeholder')}
            lang={locale}
            dir={directionOf(locale)}
          />
        ) : (
          <>
            <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
              {label} · {t(`translation.languages.${locale}`)}
            </label>
            <textarea
              id={id}
              rows={1}
              lang={locale}
              dir={directionOf(locale)}
              value={value}
              placeholder={t('translation.placeholder')}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${inputClass} field-sizing-content min-h-[2.375rem] resize-none`}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-field-error>
                {error}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
