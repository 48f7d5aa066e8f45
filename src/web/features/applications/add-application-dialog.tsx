import { Dialog, DialogPanel } from '@headlessui/react';
import { useId, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../shared/api';
import { APPLICATION_PATHS, type Application, type ApplicationTemplate } from '../../../shared/applications';
import { applicationPagePath } from '../../../shared/pages';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { DatePicker } from '../../components/date-picker';
import { ModalFrame } from '../../components/modal-frame';
import { TextField, inputClass } from '../../components/text-field';
import { notify } from '../../app/notifications';
import { api, ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import { goTo } from '../../lib/navigation';
import { previewQuestions } from './pasted-preview';
import { useApplicationTemplates } from './use-applications';

type Start = 'template' | 'paste' | 'blank';

const choiceClass =
  'flex cursor-pointer gap-3 rounded-lg border border-zinc-200 p-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50/50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:border-zinc-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10';

function LimitText({ maxChars, maxWords }: { maxChars: number | null; maxWords: number | null }) {
  const { t } = useTranslation();
  return (
    <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
      {maxChars !== null
        ? t('addApplication.limitChars', { max: maxChars })
        : maxWords !== null
          ? t('addApplication.limitWords', { max: maxWords })
          : t('addApplication.noLimit')}
    </span>
  );
}

function TemplateChoices({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const { t } = useTranslation();
  const templates = useApplicationTemplates();
  if (templates.isPending) return <div className="h-32 animate-pulse rounded-lg bg-zinc-100 dark:bg-zinc-800" aria-hidden />;
  if (templates.isError)
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>{t('addApplication.templatesFailed')}</p>
        <Button variant="secondary" onClick={() => void templates.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t('addApplication.fromTemplate')}>
      {templates.data.map((template: ApplicationTemplate) => (
        <label key={template.key} className={choiceClass} data-template={template.key}>
          <input
            type="radio"
            name="template"
            value={template.key}
            checked={value === template.key}
            onChange={() => onChange(template.key)}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          <span className="min-w-0">
            <span className="block font-medium text-zinc-900 dark:text-zinc-50">{template.name}</span>
            <span className="mt-0.5 block text-zinc-500 dark:text-zinc-400">{template.description}</span>
            <span className="mt-1 block text-xs font-medium text-brand-700 dark:text-brand-300">
              {t('addApplication.questions', { count: template.questions.length })}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** "Add an application": program, deadline, link, and how to start (a template, pasted questions, or blank). */
export function AddApplicationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const pasteId = useId();
  const [program, setProgram] = useState('');
  const [deadline, setDeadline] = useState('');
  const [url, setUrl] = useState('');
  const [start, setStart] = useState<Start>('template');
  const [template, setTemplate] = useState('');
  const [pasted, setPasted] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const preview = previewQuestions(pasted);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    setErrors({});
    try {
      const answer = await api<Application>('POST', APPLICATION_PATHS.list, {
        program,
        deadline: deadline || null,
        url: url || null,
        ...(start === 'template' && template ? { template } : {}),
        ...(start === 'paste' ? { questions_text: pasted } : {}),
      });
      notify.success(t('addApplication.created', { program: answer.data.program }));
      goTo(applicationPagePath(answer.data.id));
    } catch (error) {
      setIsSaving(false);
      if (error instanceof ApiError && error.isValidation) {
        setErrors(error.errors);
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-add-application] [aria-invalid="true"]')?.focus());
      }
      notify.error(errorMessage(error, t('errors.generic')));
    }
  };

  const fieldError = (name: string) => errors[name]?.[0];
  return (
    <Dialog
      open={isOpen}
      onClose={() => !isSaving && onClose()}
      className="fixed inset-0 z-50 overflow-y-auto"
      data-modal="add-application"
    >
      <div className="fixed inset-0 bg-zinc-950/50" aria-hidden />
      <div className="relative flex min-h-full items-end justify-center sm:items-center sm:p-4">
        <DialogPanel className="flex h-dvh w-full max-w-2xl min-w-0 flex-col overflow-hidden bg-white shadow-2xl sm:h-auto sm:rounded-xl sm:border sm:border-zinc-200 dark:bg-zinc-900 sm:dark:border-zinc-800">
          <form onSubmit={(event) => void handleSubmit(event)} className="flex min-h-0 flex-1 flex-col" noValidate data-add-application>
            <ModalFrame
              title={t('addApplication.title')}
              description={t('addApplication.description')}
              onClose={onClose}
              footer={
                <>
                  <Button variant="secondary" onClick={onClose} disabled={isSaving}>
                    {t('common.cancel')}
                  </Button>
                  <Button type="submit" disabled={isSaving || (start === 'template' && !template)} data-action="create-application">
                    {isSaving ? t('addApplication.creating') : t('addApplication.create')}
                  </Button>
                </>
              }
            >
              <fieldset disabled={isSaving} className="space-y-5">
                <TextField
                  label={t('addApplication.program')}
                  name="program"
                  value={program}
                  onChange={(event) => setProgram(event.target.value)}
                  placeholder={t('addApplication.programPlaceholder')}
                  error={fieldError('program')}
                  autoComplete="off"
                  required
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <DatePicker
                    label={t('addApplication.deadline')}
                    name="deadline"
                    value={deadline}
                    onChange={setDeadline}
                    error={fieldError('deadline')}
                  />
                  <TextField
                    label={t('addApplication.url')}
                    name="url"
                    type="url"
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                    placeholder="https://"
                    hint={t('addApplication.urlHelp')}
                    error={fieldError('url')}
                  />
                </div>
                <fieldset className="space-y-3">
                  <legend className="mb-2 text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('addApplication.start')}</legend>
                  <div className="grid gap-2 sm:grid-cols-3">
                    {(['template', 'paste', 'blank'] as const).map((choice) => (
                      <label key={choice} className={choiceClass} data-start={choice}>
                        <input
                          type="radio"
                          name="start"
                          value={choice}
                          checked={start === choice}
                          onChange={() => setStart(choice)}
                          className="mt-0.5 size-4 shrink-0 accent-brand-600"
                        />
                        <span className="font-medium">
                          {t(
                            choice === 'template'
                              ? 'addApplication.fromTemplate'
                              : choice === 'paste'
                                ? 'addApplication.paste'
                                : 'addApplication.blank',
                          )}
                        </span>
                      </label>
                    ))}
                  </div>
                  {start === 'template' && <TemplateChoices value={template} onChange={setTemplate} />}
                  {(fieldError('template') ?? fieldError('_')) && (
                    <p className="text-sm text-red-600 dark:text-red-400" data-field-error>
                      {fieldError('template') ?? fieldError('_')}
                    </p>
                  )}
                  {start === 'blank' && <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('addApplication.blankHelp')}</p>}
                  {start === 'paste' && (
                    <div className="grid gap-4 lg:grid-cols-2">
                      <div>
                        <label htmlFor={pasteId} className="mb-1.5 block text-sm font-medium text-zinc-700 dark:text-zinc-300">
                          {t('addApplication.pasteLabel')}
                        </label>
                        <textarea
                          id={pasteId}
                          name="questions_text"
                          rows={8}
                          dir="auto"
                          value={pasted}
                          onChange={(event) => setPasted(event.target.value)}
                          aria-invalid={fieldError('questions_text') ? true : undefined}
                          aria-describedby={`${pasteId}-help`}
                          className={inputClass}
                        />
                        <p
                          id={`${pasteId}-help`}
                          className={`mt-1.5 text-sm ${fieldError('questions_text') ? 'text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400'}`}
                        >
                          {fieldError('questions_text') ?? t('addApplication.pasteHelp')}
                        </p>
                      </div>
                      <section
                        aria-live="polite"
                        className="min-w-0 rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-800/50"
                        data-paste-preview
                      >
                        <h3 className="mb-2 font-medium text-zinc-700 dark:text-zinc-300">
                          {t('addApplication.previewTitle')}
                          {preview.length > 0 && ` · ${t('addApplication.questions', { count: preview.length })}`}
                        </h3>
                        {preview.length === 0 ? (
                          <p className="text-zinc-500 dark:text-zinc-400">{t('addApplication.previewEmpty')}</p>
                        ) : (
                          <ol className="max-h-56 list-decimal space-y-1.5 overflow-y-auto ps-5">
                            {preview.map((question, index) => (
                              <li key={index} data-preview-question>
                                <span className="flex items-baseline justify-between gap-2">
                                  <span className="min-w-0 [overflow-wrap:anywhere]" dir="auto">
                                    {question.text}
                                  </span>
                                  <LimitText maxChars={question.max_chars} maxWords={question.max_words} />
                                </span>
                              </li>
                            ))}
                          </ol>
                        )}
                      </section>
                    </div>
                  )}
                </fieldset>
              </fieldset>
            </ModalFrame>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
