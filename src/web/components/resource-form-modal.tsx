import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import type { z } from 'zod';
import type { RecordStamp } from '../../shared/record-version';
import { notify } from '../app/notifications';
import { useUnsavedChangesGuard } from '../app/unsaved-changes';
import { ApiError, type ApiAnswer, type CurrentRecord } from '../lib/api-client';
import { draftKey, fitsForm } from '../lib/draft-store';
import { applyServerErrors, errorMessage, translatedResolver } from '../lib/form-errors';
import { isFirstErrorInView } from '../lib/first-error-in-view';
import { compareVersions, type FormRecord } from '../lib/record-merge';
import type { ResourcePaths } from '../../shared/fields';
import type { SINGLE_HISTORY_RECORDS } from '../../shared/history';
import { readRecord, type HistoryTarget } from './history/history-target';
import { recordEtag, rememberEtag, useResource } from '../lib/resource';
import { useSaveResource, type SaveRequest } from '../lib/save-resource';
import { useSession } from '../lib/session';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { ConflictView, type Conflict, type ConflictChoice, type ConflictFields } from './conflict-view';
import { DraftBanner } from './draft-banner';
import { ModalFrame } from './modal-frame';
import { PendingSuggestionsContext, usePendingSuggestions } from './pending-suggestions';
import { useFormDraft, type FormBase } from './use-form-draft';
import type { TranslationKey } from '../../shared/translation';
import { sourceFieldOf } from '../lib/translated-texts';
import { FormVersionSwitch } from './version-switch';
import { LoadFailed } from './load-failed';

/** Where a form's record comes from and goes to: a resource of its own (`paths`), or e.g. one row of a list. */
export interface FormRecordSource<Data, Values> {
  record: { data: Data | undefined; isPending: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  save: Pick<UseMutationResult<ApiAnswer<Data>, unknown, SaveRequest<Values>>, 'mutate' | 'isPending'>;
  /** Names the record's unsaved draft in the browser. */
  draftName: string;
  /** The ETag the record was read with; absent where saves carry none (and so never meet a 412). */
  etag?: () => string | null;
  /** After a 412: the record now saved becomes the one read. */
  adopt?: (current: CurrentRecord) => void;
}

// Loaded when History is first opened: the list and the review stay out of every form's own code.
const HistoryPanel = lazy(() => import('./history/history-panel'));
// Loaded when the form's other version is first shown (DESIGN §14), likewise.
const TranslationPanel = lazy(() => import('../features/translation/translation-panel'));

/** A form with a translated version (DESIGN §14): its texts' keys, and whether it opens on the translation. */
export interface TranslatedFormOptions {
  keys: TranslationKey[];
  isShownFirst?: boolean;
}

interface FormModalProps<Data, Values extends FieldValues> {
  title: string;
  description?: string;
  schema: z.ZodType<unknown, Values>;
  /** The form's values for a loaded record (and the blank form shape). */
  toFormValues: (data: Data) => DefaultValues<Values>;
  /** For a record co-founders share: each field's label (and value text) in the comparison after a 412. */
  conflictFields?: ConflictFields;
  /** SPEC §8 fallback, e.g. "Failed to save contact details". */
  saveErrorMessage: string;
  /** SPEC §8 default, used when the server sends no message. */
  successMessage: string;
  onClose: () => void;
  /** After a successful save, before the modal closes: e.g. refresh what other screens show of the record. */
  onSaved?: (data: Data) => void;
  /** Where Cancel and a successful save lead instead of closing, e.g. back to a list. */
  onDone?: () => void;
  /** Changes held beside the form's fields (a chosen photo) count as unsaved too. */
  hasUnsavedExtras?: boolean;
  /** The toast for every submit the form's own checks stop; by default one only when the first error is out of sight. */
  invalidMessage?: (values: Values) => string;
  /** The version switch over the form, and the translation of these texts as its other version. */
  translation?: TranslatedFormOptions;
  children: (form: UseFormReturn<Values>) => ReactNode;
}

export interface ResourceFormModalProps<Data, Values extends FieldValues> extends FormModalProps<Data, Values> {
  paths: ResourcePaths;
  /** A shared record that keeps its history (DESIGN §15): the footer offers History. */
  historyRecord?: (typeof SINGLE_HISTORY_RECORDS)[number];
}

export interface RecordFormModalProps<Data, Values extends FieldValues> extends FormModalProps<Data, Values> {
  source: FormRecordSource<Data, Values>;
  /** The record's history (DESIGN §15), shown in place of the form from the footer's History. */
  history?: HistoryTarget;
}

/** The form's own values of a record: who saved it and when is not something the form edits. */
function formValuesOf<Data, Values extends FieldValues>(toFormValues: (data: Data) => DefaultValues<Values>, data: Data): FormRecord {
  const { updated_at: _updatedAt, updated_by: _updatedBy, ...values } = toFormValues(data) as FormRecord;
  return values;
}

/** A resource of its own: read from `paths.get`, saved to `paths.save` with the ETag it was read with. */
function useResourceSource<Data, Values>(paths: ResourcePaths): FormRecordSource<Data, Values> {
  const queryClient = useQueryClient();
  return {
    record: useResource<Data>(paths),
    save: useSaveResource<Data, Values>(paths),
    draftName: paths.get,
    etag: () => recordEtag(paths.get),
    adopt: (current) => {
      rememberEtag(paths.get, current.etag);
      queryClient.setQueryData([paths.get], current.data);
    },
  };
}

/** The modal form over a resource of its own (contact details, startup brief…). */
export function ResourceFormModal<Data, Values extends FieldValues>({
  paths,
  historyRecord,
  ...props
}: ResourceFormModalProps<Data, Values>) {
  // Its versions compare by the fields the 412 comparison names.
  const history = historyRecord && { record: historyRecord, fields: props.conflictFields ?? {}, readToday: readRecord(paths) };
  return <RecordFormModal {...props} source={useResourceSource<Data, Values>(paths)} history={history} />;
}

/**
 * A modal form over one saved record (DESIGN §4, §9): loads on open, saves, closes on success. A
 * failed load is never savable (a blank form would overwrite real data): it shows the failure and
 * Retry. A failed save keeps everything typed. Saves carry the ETag the form was based on; a 412
 * shows the comparison. Unsaved changes are kept as a draft and guarded on every way out.
 */
export function RecordFormModal<Data, Values extends FieldValues>(props: RecordFormModalProps<Data, Values>) {
  const {
    title,
    description,
    source,
    schema,
    toFormValues,
    conflictFields = {},
    saveErrorMessage,
    successMessage,
    onClose,
    onSaved,
    onDone,
    hasUnsavedExtras = false,
    invalidMessage,
    history,
    translation,
    children,
  } = props;
  const { t } = useTranslation();
  const formId = useId();
  const { record, save } = source;
  const form = useForm<Values>({ resolver: translatedResolver(zodResolver(schema as never)) as never, mode: 'onTouched' });
  const { reset, handleSubmit, setError, setValue, getValues } = form;
  const { isDirty, errors } = form.formState;
  /** What the form is based on: the values it was loaded with (or last compared with) and their ETag. */
  const base = useRef<FormBase | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isShowingHistory, setIsShowingHistory] = useState(false);
  const [isShowingTranslation, setIsShowingTranslation] = useState(translation?.isShownFirst ?? false);
  const conflictRef = useRef<HTMLDivElement>(null);
  const user = useSession().data?.user;

  const fits = useMemo(
    () => (record.data === undefined ? () => false : fitsForm(schema, formValuesOf(toFormValues, record.data))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record.data === undefined],
  );
  const draft = useFormDraft({
    form,
    storageKey: user && record.isSuccess ? draftKey(user.id, source.draftName) : null,
    base: () => base.current,
    fits,
  });
  // An AI rewrite's changes pending in an editor (DESIGN §16) are never saved: closing asks, and so does Save.
  const suggestions = usePendingSuggestions();
  const [isAskingToSave, setIsAskingToSave] = useState(false);
  const isTyped = isDirty || hasUnsavedExtras;
  const guard = useUnsavedChangesGuard(
    isTyped || suggestions.total > 0,
    () => draft.clear(true),
    suggestions.total === 0
      ? undefined
      : isTyped
        ? `${t('edits.discard.message')} ${t('ai.changes.discardMessage')}`
        : t('ai.changes.discardMessage'),
  );
  const leave = onDone ?? onClose;

  useEffect(() => {
    if (record.data === undefined) return;
    // Typing is never overwritten by a newer record: the save then compares the two (412).
    if (base.current && isDirty) return;
    const values = formValuesOf(toFormValues, record.data);
    reset(values as DefaultValues<Values>);
    base.current = { values, etag: source.etag?.() ?? null };
    // Only a new server record resets the form; typing never gets overwritten by a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, reset]);

  const setField = useCallback(
    (field: string, value: unknown) => setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true }),
    [setValue],
  );

  /** A 412: the record now saved becomes the form's base; fields only they changed are taken, the rest compared. */
  const showConflict = (current: CurrentRecord) => {
    const currentData = current.data as Data & Partial<RecordStamp>;
    const theirs = formValuesOf(toFormValues, currentData);
    const mine = getValues() as FormRecord;
    const { conflicts, theirsOnly } = compareVersions(base.current?.values ?? theirs, mine, theirs);
    reset(theirs as DefaultValues<Values>, { keepValues: true });
    for (const field of theirsOnly) setField(field, theirs[field]);
    base.current = { values: theirs, etag: current.etag };
    source.adopt?.(current);
    const editor = currentData.updated_by ?? null;
    setConflict({
      editor,
      isEditorYou: editor !== null && editor.id === user?.id,
      updatedAt: currentData.updated_at ?? null,
      rows: conflicts.map((field) => ({ field, mine: mine[field], theirs: theirs[field] })),
      theirsOnly,
      choices: {},
    });
    requestAnimationFrame(() => conflictRef.current?.querySelector('section')?.focus());
  };

  const choose = (field: string, choice: ConflictChoice) => {
    const row = conflict?.rows.find((candidate) => candidate.field === field);
    if (!row) return;
    setField(field, row[choice]);
    setConflict((current) => current && { ...current, choices: { ...current.choices, [field]: choice } });
  };

  const submit = handleSubmit(
    (values) =>
      save.mutate(
        { payload: values, ifMatch: base.current?.etag ?? null },
        {
          onSuccess: (answer) => {
            draft.clear(true);
            guard.release();
            onSaved?.(answer.data);
            notify.success(answer.message ?? successMessage);
            leave();
          },
          onError: (error) => {
            if (error instanceof ApiError && error.isConflict && error.current) return showConflict(error.current);
            applyServerErrors(error, setError);
            notify.error(errorMessage(error, saveErrorMessage));
          },
        },
      ),
    (errors) => {
      if (invalidMessage) return notify.error(invalidMessage(getValues()));
      // A visible inline error already says it; the toast is for errors out of sight.
      const form = document.getElementById(formId);
      if (!isFirstErrorInView(form instanceof HTMLFormElement ? form : null, errors)) notify.error(t('errors.validation'));
    },
  );

  const restoreDraft = () => {
    if (!draft.offer || !base.current) return;
    // Typed over an older record: the save goes out with that record's ETag, so the 412 compares them field by field.
    if (isStaleDraft) base.current = { values: { ...base.current.values, ...draft.offer.base }, etag: draft.offer.etag };
    draft.restore(draft.offer);
  };
  const stamp = record.data as Partial<RecordStamp> | undefined;
  const isStaleDraft =
    draft.offer !== null &&
    ((draft.offer.etag !== null && base.current?.etag != null && draft.offer.etag !== base.current.etag) ||
      (typeof stamp?.updated_at === 'string' && stamp.updated_at > draft.offer.saved_at));

  const isReady = record.isSuccess;
  /** Leaves the form for another view of the record: what was typed is discarded (the guard asked), the form comes back as saved. */
  const leaveFormFor = (show: () => void) =>
    guard.requestClose(() => {
      if (base.current) reset(base.current.values as DefaultValues<Values>);
      setConflict(null);
      show();
    });
  if (translation && isShowingTranslation && record.data !== undefined) {
    const saved = formValuesOf(toFormValues, record.data);
    return (
      <Suspense fallback={<FormSkeleton />}>
        <TranslationPanel
          title={title}
          description={description}
          keys={translation.keys}
          sources={Object.fromEntries(translation.keys.map((key) => [key, String(saved[sourceFieldOf(key)] ?? '')]))}
          sourceUpdatedAt={stamp?.updated_at ?? null}
          onOriginal={() => setIsShowingTranslation(false)}
          onClose={onClose}
        />
      </Suspense>
    );
  }
  if (history && isShowingHistory) {
    return (
      <Suspense fallback={<FormSkeleton />}>
        <HistoryPanel title={title} target={history} onBack={() => setIsShowingHistory(false)} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <ModalFrame
      title={title}
      description={description}
      onClose={onClose}
      footer={
        <>
          {history && (
            <Button
              variant="secondary"
              className="me-auto"
              disabled={!isReady}
              onClick={() => leaveFormFor(() => setIsShowingHistory(true))}
              data-action="history"
            >
              {t('history.action')}
            </Button>
          )}
          <Button variant="secondary" onClick={onDone ? () => guard.requestClose(onDone) : onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!isReady || save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      {record.isPending && <FormSkeleton />}
      {record.isError && <LoadFailed message={t('errors.loadFailed')} onRetry={() => void record.refetch()} />}
      {isReady && translation && <FormVersionSwitch onTranslation={() => leaveFormFor(() => setIsShowingTranslation(true))} />}
      {isReady && draft.offer && (
        <DraftBanner draft={draft.offer} isStale={isStaleDraft} onRestore={restoreDraft} onDiscard={() => draft.clear()} />
      )}
      {isReady && conflict && (
        <div ref={conflictRef}>
          <ConflictView
            conflict={conflict}
            fields={conflictFields}
            onChoose={choose}
            onChooseAll={(choice) => conflict.rows.forEach(({ field }) => choose(field, choice))}
          />
        </div>
      )}
      <ConfirmDialog
        message={isAskingToSave ? t('ai.changes.saveMessage', { changes: t('ai.changes.count', { count: suggestions.total }) }) : null}
        title={t('ai.changes.saveTitle')}
        confirmLabel={t('ai.changes.saveConfirm')}
        cancelLabel={t('ai.changes.keepReviewing')}
        onConfirm={() => {
          setIsAskingToSave(false);
          // What is saved is what the founder then sees: the text without the changes.
          suggestions.rejectAll();
          void submit();
        }}
        onCancel={() => setIsAskingToSave(false)}
      />
      {isReady && (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            if (suggestions.total === 0) return void submit(event);
            event.preventDefault();
            setIsAskingToSave(true);
          }}
        >
          {errors.root?.server && (
            <p
              role="alert"
              className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/40 dark:text-red-300"
              data-form-error
            >
              {errors.root.server.message}
            </p>
          )}
          <fieldset disabled={save.isPending} className="min-w-0 space-y-5">
            <PendingSuggestionsContext.Provider value={suggestions.reporter}>{children(form)}</PendingSuggestionsContext.Provider>
          </fieldset>
        </form>
      )}
    </ModalFrame>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="animate-pulse space-y-5 motion-reduce:animate-none">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2">
          <div className="h-3.5 w-28 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-9 rounded-lg bg-zinc-100 dark:bg-zinc-800/70" />
        </div>
      ))}
    </div>
  );
}
