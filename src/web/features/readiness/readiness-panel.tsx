import { ArrowRight, ChevronRight, CircleCheck, Circle, Sparkles } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { MODALS } from '../../../shared/modals';
import { APPLICATION_FIELDS, readinessInput, type Readiness, type ReadinessField, type ReadinessStep } from '../../../shared/readiness';
import { openModal } from '../../app/modal-host';
import { Button } from '../../components/button';
import { focusFormField } from './focus-form-field';

/** Opens the modal that edits the field, at its tab, with the field focused. */
function openStep(step: Pick<ReadinessStep, 'modal' | 'field'>): void {
  openModal(step.modal);
  focusFormField(step.modal, readinessInput(step.field));
}

/**
 * One sentence, "2 steps left before you can apply · profile 72% complete", a meter of the application fields, the next best step
 * one click away and the checklist of what an application still lacks.
 */
export default function ReadinessPanel({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const { application_filled: filled, application_total: total, application_ready: isReady, percent, next } = readiness;
  const missing = readiness.sections.flatMap((section) => section.missing.map((entry) => ({ ...entry, section })));
  const missingOf = (field: ReadinessField) => missing.find((entry) => entry.field === field);
  const checklist = APPLICATION_FIELDS.flatMap((field) => missingOf(field) ?? []);
  const status = isReady ? t('readiness.readyNow') : t('readiness.stepsLeft', { count: total - filled });
  const summary = t('readiness.summary', { status, percent });

  return (
    <section
      aria-labelledby="readiness-title"
      data-readiness
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <h2 id="readiness-title" className="text-sm font-semibold">
            {t('readiness.title')}
          </h2>
          <p data-readiness-summary className="mt-1 text-sm text-zinc-600 tabular-nums dark:text-zinc-300">
            {summary}
          </p>
          <TranslationProgressLink progress={readiness.translation} />
        </div>
        {next && (
          <div className="min-w-0 max-sm:w-full">
            <p className="mb-1.5 text-xs font-medium text-zinc-500 dark:text-zinc-400">
              {isReady ? t('readiness.moreToComplete') : t('readiness.nextStep')}
            </p>
            <Button data-readiness-next={next.field} className="max-sm:w-full" onClick={() => openStep(next)}>
              <span className="min-w-0 truncate">{missingOf(next.field)?.label}</span>
              <ArrowRight aria-hidden className="size-4 shrink-0 rtl:rotate-180" />
            </Button>
          </div>
        )}
      </div>
      <div
        role="meter"
        aria-label={t('readiness.meterLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={filled}
        aria-valuetext={summary}
        className="mt-4 h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${isReady ? 'bg-emerald-500' : 'bg-brand-600 dark:bg-brand-500'}`}
          style={{ width: `${(filled / total) * 100}%` }}
        />
      </div>
      {isReady ? (
        <p data-readiness-ready className="mt-4 flex items-start gap-2 text-sm text-emerald-700 dark:text-emerald-400">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {next ? t('readiness.ready') : t('readiness.complete')}
        </p>
      ) : (
        <div className="mt-4">
          {/* A deck is there and the profile is not ready yet: it may already say much of what is missing (DESIGN §12). */}
          {!missingOf('deck_file') && (
            <Button
              variant="secondary"
              className="mb-4 max-sm:w-full"
              data-modal-target={MODALS.deckDraft}
              data-action="draft-from-primary-deck"
            >
              <Sparkles aria-hidden className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
              {t('readiness.draftFromDeck')}
            </Button>
          )}
          <h3 className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{t('readiness.stepsLeft', { count: checklist.length })}</h3>
          <ul className="mt-1 grid gap-x-6 sm:grid-cols-2" data-readiness-checklist>
            {checklist.map(({ field, label, section }) => (
              <li key={field} className="min-w-0">
                {/* A row that opens its form: a chevron says so at rest, hover and keyboard focus light it up alike, in both themes. */}
                <button
                  type="button"
                  data-readiness-item={field}
                  onClick={() => openStep({ modal: section.modal, field })}
                  className="group -mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center gap-2.5 rounded-md px-2 text-start text-sm hover:bg-zinc-100 focus-visible:bg-zinc-100 sm:min-h-9 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800"
                >
                  <Circle
                    aria-hidden
                    className="size-4 shrink-0 text-zinc-400 group-hover:text-brand-600 group-focus-visible:text-brand-600 dark:text-zinc-500 dark:group-hover:text-brand-400 dark:group-focus-visible:text-brand-400"
                  />
                  <span className="min-w-0 flex-1 truncate text-zinc-800 underline-offset-2 group-hover:text-brand-700 group-hover:underline group-focus-visible:text-brand-700 dark:text-zinc-100 dark:group-hover:text-brand-300 dark:group-focus-visible:text-brand-300">
                    {label}
                  </span>
                  <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{t(`sections.${section.key}.title`)}</span>
                  <ChevronRight
                    aria-hidden
                    data-readiness-chevron
                    className="-ms-1 size-4 shrink-0 text-zinc-500 group-hover:text-brand-600 group-focus-visible:text-brand-600 rtl:rotate-180 dark:text-zinc-400 dark:group-hover:text-brand-400 dark:group-focus-visible:text-brand-400"
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** "English version: 9 of 12 texts, 2 out of date" (DESIGN §14), opening the brief on its translation; none before a text is written. */
function TranslationProgressLink({ progress }: { progress: Readiness['translation'] }) {
  const { t } = useTranslation();
  const { locale, translated, stale, total } = progress;
  if (total === 0) return null;
  const text = t('readiness.translation', { version: t(`readiness.versions.${locale}`), translated, count: total });
  return (
    <button
      type="button"
      onClick={() => openModal(MODALS.startupBrief, { version: 'translation' })}
      className="mt-1 flex min-h-11 items-center rounded-sm text-start text-sm text-brand-700 tabular-nums underline-offset-2 hover:underline focus-visible:underline sm:min-h-0 dark:text-brand-300"
      data-readiness-translation
    >
      {stale > 0 ? t('readiness.translationStale', { progress: text, count: stale }) : text}
    </button>
  );
}
