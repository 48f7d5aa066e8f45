import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Check, Download, ExternalLink, History, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { APPLICATION_PATHS, isOverLimit, type Application } from '../../../shared/applications';
import type { RecordStamp } from '../../../shared/record-version';
import { PAGE_PATHS } from '../../../shared/pages';
import { notify } from '../../app/notifications';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ConflictView, type Conflict, type ConflictChoice, type ConflictFields } from '../../components/conflict-view';
import { DatePicker } from '../../components/date-picker';
import { DraftBanner } from '../../components/draft-banner';
import { TextField } from '../../components/text-field';
import { useFormDraft, type FormBase } from '../../components/use-form-draft';
import { useTranslation } from '../../i18n/use-translation';
import { api, ApiError, type CurrentRecord } from '../../lib/api-client';
import { draftKey } from '../../lib/draft-store';
import { applyServerErrors, errorMessage } from '../../lib/form-errors';
import { goTo } from '../../lib/navigation';
import { changedFields, compareVersions, type FormRecord } from '../../lib/record-merge';
import { recordEtag, rememberEtag } from '../../lib/resource';
import { useSession } from '../../lib/session';
import { overBy } from './answer-count';
import { ANSWER_FIELD, comparedFields, mergedValues, payloadOf, valuesOf, type ApplicationValues } from './application-values';
import { copyAllText } from './copy-all';
import { DeadlineLabel } from './deadline-label';
import { DraftReview } from './draft-review';
import { QuestionCard } from './question-card';
import { useCopy } from '../../lib/use-copy';

// Loaded when History is first pressed: the dialog, the list and the review stay out of the page's code.
const ApplicationHistory = lazy(() => import('./application-history'));

const linkButtonClass =
  'inline-flex items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm font-medium text-zinc-800 shadow-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-500 max-sm:min-h-11 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';

/** The application page's form: details, questions and answers, saved together with `If-Match` (DESIGN §9). */
export function ApplicationForm({ application }: { application: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const path = APPLICATION_PATHS.one(application.id);
  const user = useSession().data?.user;
  const form = useForm<ApplicationValues>({ defaultValues: valuesOf(application) });
  const { control, reset, getValues, setValue, setError, clearErrors, handleSubmit, watch } = form;
  const { isDirty } = form.formState;
  const questions = useFieldArray({ control, name: 'questions' });
  const base = useRef<FormBase>({ values: valuesOf(application) as unknown as FormRecord, etag: recordEtag(path) });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isEditingDetails, setIsEditingDetails] = useState(false);
  const [isDrafting, setIsDrafting] = useState(false);
  const [isReviewPending, setIsReviewPending] = useState(false);
  const [isDeleting, setIsDeleting] = useState<boolean | null>(null);
  /** null until History is first pressed; then whether its dialog is open (kept mounted so it can animate out). */
  const [isShowingHistory, setIsShowingHistory] = useState<boolean | null>(null);
  const copyAll = useCopy(() => notify.info(t('application.copyManual')));
  const draft = useFormDraft({
    form,
    storageKey: user ? draftKey(user.id, `application:${application.id}`) : null,
    base: () => base.current,
    fits: (values) => Object.keys(values).every((field) => ['program', 'deadline', 'url', 'questions'].includes(field)),
  });

  // A newer record (the review saved, a reload) resets the form, never over typing: the save then compares (412).
  useEffect(() => {
    if (isDirty) return;
    reset(valuesOf(application));
    base.current = { values: valuesOf(application) as unknown as FormRecord, etag: recordEtag(path) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [application]);

  // A full page load leaves the page: the browser asks first while something is unsaved.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const values = watch();
  const overCount = values.questions.filter((question) => isOverLimit(question.answer, question)).length;
  const conflictFields: ConflictFields = {
    program: { label: t('addApplication.program') },
    deadline: { label: t('addApplication.deadline') },
    url: { label: t('addApplication.url') },
    ...Object.fromEntries(
      values.questions.flatMap((question) => (question.id ? [[`${ANSWER_FIELD}${question.id}`, { label: question.text }]] : [])),
    ),
  };

  const showConflict = (current: CurrentRecord) => {
    const data = current.data as Application & Partial<RecordStamp>;
    const theirs = valuesOf(data);
    const mine = getValues();
    const baseFields = base.current.values as unknown as ApplicationValues;
    const { conflicts } = compareVersions(comparedFields(baseFields), comparedFields(mine), comparedFields(theirs));
    const mineChanged = new Set(changedFields(comparedFields(baseFields), comparedFields(mine)));
    reset(theirs);
    const merged = mergedValues(theirs, mine, mineChanged);
    for (const field of ['program', 'deadline', 'url', 'questions'] as const) setValue(field, merged[field], { shouldDirty: true });
    base.current = { values: theirs as unknown as FormRecord, etag: current.etag };
    rememberEtag(path, current.etag);
    const editor = data.updated_by ?? null;
    const fieldValue = (values: ApplicationValues, field: string) => comparedFields(values)[field];
    setConflict({
      editor,
      isEditorYou: editor !== null && editor.id === user?.id,
      updatedAt: data.updated_at ?? null,
      rows: conflicts.map((field) => ({ field, mine: fieldValue(mine, field), theirs: fieldValue(theirs, field) })),
      theirsOnly: [],
      choices: {},
    });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-application-form] [data-conflict-view]')?.focus());
  };

  const choose = (field: string, choice: ConflictChoice) => {
    const row = conflict?.rows.find((candidate) => candidate.field === field);
    if (!row) return;
    const value = String(row[choice] ?? '');
    if (field.startsWith(ANSWER_FIELD)) {
      const index = getValues('questions').findIndex((question) => question.id === field.slice(ANSWER_FIELD.length));
      if (index >= 0) setValue(`questions.${index}.answer`, value, { shouldDirty: true });
    } else setValue(field as 'program' | 'deadline' | 'url', value, { shouldDirty: true });
    setConflict((current) => current && { ...current, choices: { ...current.choices, [field]: choice } });
  };

  const save = handleSubmit(async (current) => {
    clearErrors();
    // Over a limit the program would refuse it: said on the question itself, nothing sent.
    const over = current.questions.flatMap((question, index) => (isOverLimit(question.answer, question) ? [index] : []));
    if (over.length > 0) {
      for (const index of over) {
        const by = overBy(current.questions[index]!.answer, current.questions[index]!);
        setError(
          `questions.${index}.answer`,
          { message: by.chars > 0 ? t('application.overChars', { count: by.chars }) : t('application.overWords', { count: by.words }) },
          { shouldFocus: index === over[0] },
        );
      }
      notify.error(t('application.overBeforeSave', { count: over.length }));
      return;
    }
    setIsSaving(true);
    try {
      const answer = await api<Application>('POST', path, payloadOf(current), base.current.etag ?? undefined);
      rememberEtag(path, answer.etag);
      draft.clear(true);
      setConflict(null);
      reset(valuesOf(answer.data));
      base.current = { values: valuesOf(answer.data) as unknown as FormRecord, etag: answer.etag };
      queryClient.setQueryData([path], answer.data);
      void queryClient.invalidateQueries({ queryKey: [APPLICATION_PATHS.list] });
      notify.success(t('application.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.current) showConflict(error.current);
      else {
        applyServerErrors(error, setError);
        notify.error(errorMessage(error, t('errors.generic')));
      }
    } finally {
      setIsSaving(false);
    }
  });

  const handleDelete = async () => {
    setIsDeleting(true);
    try {
      await api('DELETE', path);
      draft.clear(true);
      notify.success(t('application.deleted'));
      goTo(PAGE_PATHS.applications);
    } catch (error) {
      setIsDeleting(false);
      notify.error(errorMessage(error, t('errors.generic')));
    }
  };

  const addQuestion = () =>
    questions.append({ text: '', help: '', max_chars: null, max_words: null, required: false, answer: '', status: 'empty' });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate data-application-form className="pb-4">
        <a
          href={PAGE_PATHS.applications}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('application.back')}
        </a>

        <section
          className="mb-6 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
          data-application-details
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <DeadlineLabel deadline={values.deadline} />
            {values.url ? (
              <a
                href={values.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                data-program-link
              >
                <ExternalLink aria-hidden className="size-4" />
                {t('application.link')}
              </a>
            ) : (
              <span className="text-sm text-zinc-500 dark:text-zinc-400">{t('application.noLink')}</span>
            )}
            <Button
              variant="ghost"
              className="ms-auto"
              onClick={() => setIsEditingDetails(!isEditingDetails)}
              aria-expanded={isEditingDetails}
              data-action="edit-details"
            >
              <Pencil aria-hidden className="size-4" />
              {isEditingDetails ? t('application.done') : t('application.editDetails')}
            </Button>
          </div>
          {isEditingDetails && (
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <TextField label={t('addApplication.program')} {...form.register('program')} error={form.formState.errors.program?.message} />
              <Controller
                control={control}
                name="deadline"
                render={({ field }) => (
                  <DatePicker
                    label={t('addApplication.deadline')}
                    name="deadline"
                    value={field.value}
                    onChange={field.onChange}
                    error={form.formState.errors.deadline?.message}
                  />
                )}
              />
              <TextField
                label={t('addApplication.url')}
                type="url"
                placeholder="https://"
                {...form.register('url')}
                error={form.formState.errors.url?.message}
              />
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2 border-t border-zinc-100 pt-4 dark:border-zinc-800">
            <Button
              onClick={() => {
                setIsDrafting(true);
                setIsReviewPending(true);
              }}
              disabled={isDirty || isDrafting}
              data-action="draft-answers"
              aria-describedby={isDirty ? 'draft-save-first' : undefined}
            >
              <Sparkles aria-hidden className="size-4" />
              {t('applicationDraft.action')}
            </Button>
            <a href={`${APPLICATION_PATHS.export(application.id)}?format=md`} download className={linkButtonClass} data-export="md">
              <Download aria-hidden className="size-4" />
              {t('application.exportMd')}
              <span dir="ltr" className="text-zinc-500 dark:text-zinc-400">
                .md
              </span>
            </a>
            <a href={`${APPLICATION_PATHS.export(application.id)}?format=txt`} download className={linkButtonClass} data-export="txt">
              <Download aria-hidden className="size-4" />
              {t('application.exportTxt')}
              <span dir="ltr" className="text-zinc-500 dark:text-zinc-400">
                .txt
              </span>
            </a>
            <Button variant="secondary" onClick={() => setIsShowingHistory(true)} data-action="history">
              <History aria-hidden className="size-4" />
              {t('history.action')}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 sm:ms-auto dark:text-red-400"
              onClick={() => setIsDeleting(false)}
              data-action="delete-application"
            >
              <Trash2 aria-hidden className="size-4" />
              {t('application.delete')}
            </Button>
          </div>
          {isDirty && (
            <p id="draft-save-first" className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">
              {t('applicationDraft.saveFirst')}
            </p>
          )}
        </section>

        {draft.offer && (
          <DraftBanner
            draft={draft.offer}
            isStale={draft.offer.etag !== base.current.etag}
            onRestore={() => draft.restore(draft.offer!)}
            onDiscard={() => draft.clear()}
          />
        )}

        {isDrafting && (
          <DraftReview
            application={application}
            etag={base.current.etag}
            onSaved={() => setIsReviewPending(false)}
            onClose={() => {
              setIsDrafting(false);
              setIsReviewPending(false);
            }}
          />
        )}

        {conflict && (
          <ConflictView
            conflict={conflict}
            fields={conflictFields}
            onChoose={choose}
            onChooseAll={(choice) => conflict.rows.forEach(({ field }) => choose(field, choice))}
          />
        )}

        <h2 className="mb-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400">
          {t('application.questions')}
        </h2>
        {questions.fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
            {t('application.noQuestions')}
          </p>
        ) : (
          <ol className="space-y-4" data-questions>
            {questions.fields.map((field, index) => (
              <QuestionCard key={field.id} index={index} onRemove={() => questions.remove(index)} />
            ))}
          </ol>
        )}
        <Button variant="secondary" className="mt-4" onClick={addQuestion} data-action="add-question">
          <Plus aria-hidden className="size-4" />
          {t('application.addQuestion')}
        </Button>

        {/* Always in reach, on a phone too: the state of the page, Copy all and Save; while proposals are reviewed, their own Save selected is. */}
        <div
          hidden={isReviewPending && !isDirty}
          className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-10 lg:px-10 dark:border-zinc-800 dark:bg-zinc-950/95"
          data-save-bar
        >
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 text-sm" aria-live="polite">
              {overCount > 0 ? (
                <span className="font-medium text-red-600 dark:text-red-400">{t('applications.overLimit', { count: overCount })}</span>
              ) : (
                <span className="text-zinc-500 dark:text-zinc-400">{isDirty ? t('application.unsaved') : t('application.allSaved')}</span>
              )}
            </p>
            <Button
              variant="secondary"
              onClick={() => void copyAll.copy(copyAllText(values.questions))}
              disabled={values.questions.length === 0}
              data-action="copy-all"
            >
              {copyAll.isCopied ? (
                <Check aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              <span aria-live="polite">{copyAll.isCopied ? t('application.copiedAll') : t('application.copyAll')}</span>
            </Button>
            <Button type="submit" disabled={isSaving || !isDirty} data-action="save-application">
              {isSaving ? t('application.saving') : t('application.save')}
            </Button>
          </div>
        </div>
      </form>
      {isShowingHistory !== null && (
        <Suspense fallback={null}>
          <ApplicationHistory application={application} isOpen={isShowingHistory} onClose={() => setIsShowingHistory(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        message={isDeleting === null ? null : t('application.deleteConfirm', { program: application.program })}
        confirmLabel={t('application.delete')}
        isPending={isDeleting === true}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsDeleting(null)}
      />
    </FormProvider>
  );
}
