import { GitCompareArrows } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { formatTimeAgo } from '../../shared/time-ago';
import { toPlainLines } from '../../shared/plain-text';
import type { RecordEditor } from '../../shared/record-version';

/** How the comparison names and shows one field: the form's label, and a value's text (an option's label…). */
export interface ConflictField {
  label: string;
  format?: (value: string) => string;
}

export type ConflictFields = Record<string, ConflictField>;

/** A select's value shown by its option's label. */
export function optionText(options: readonly { value: string; label: string }[]): (value: string) => string {
  return (value) => options.find((option) => option.value === value)?.label ?? value;
}

export type ConflictChoice = 'mine' | 'theirs';

export interface Conflict {
  /** Who saved the record in between (null: unknown, or an account since deleted), and when. */
  editor: RecordEditor | null;
  isEditorYou: boolean;
  updatedAt: string | null;
  rows: { field: string; mine: unknown; theirs: unknown }[];
  /** Fields only they changed, already taken into the form. */
  theirsOnly: string[];
  choices: Record<string, ConflictChoice>;
}

export interface ConflictViewProps {
  conflict: Conflict;
  fields: ConflictFields;
  onChoose: (field: string, choice: ConflictChoice) => void;
  onChooseAll: (choice: ConflictChoice) => void;
}

/** A value as a reader sees it: rich text as its lines of plain text (never markup), lists joined, blank said. */
function ValueText({ value, format }: { value: unknown; format?: (value: string) => string }) {
  const { t } = useTranslation();
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [];
  const lines = parts.flatMap((part) => (format ? [format(part)] : toPlainLines(part)));
  if (lines.length === 0) return <p className="text-zinc-500 italic dark:text-zinc-400">{t('edits.conflict.empty')}</p>;
  return (
    <div className="space-y-1 [overflow-wrap:anywhere] whitespace-pre-line text-zinc-900 dark:text-zinc-100" dir="auto">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

/**
 * After a 412 (DESIGN §9): per field both people changed, what the other person saved beside what
 * this founder typed, and which one to keep. Choices go into the form at once; nothing typed is lost.
 */
export function ConflictView({ conflict, fields, onChoose, onChooseAll }: ConflictViewProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = conflict.isEditorYou
    ? t('edits.conflict.youElsewhere')
    : conflict.editor
      ? conflict.editor.first_name || conflict.editor.last_name
      : t('edits.conflict.someone');
  const savedBy = conflict.updatedAt ? t('edits.conflict.savedBy', { name, time: formatTimeAgo(conflict.updatedAt, i18n.language) }) : name;
  const label = (field: string) => fields[field]?.label ?? field;
  return (
    <section
      aria-labelledby={titleId}
      tabIndex={-1}
      className="mb-5 rounded-xl border border-amber-300 bg-amber-50/70 p-3 text-sm focus:outline-none sm:p-4 dark:border-amber-500/30 dark:bg-amber-500/10"
      data-conflict-view
    >
      <div className="flex items-start gap-2.5">
        <GitCompareArrows aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-zinc-900 dark:text-zinc-50">
            {t('edits.conflict.title')}
          </h3>
          <p className="mt-0.5 text-zinc-600 dark:text-zinc-300" dir="auto">
            {savedBy}
          </p>
          <p className="mt-2 text-zinc-700 dark:text-zinc-300">
            {t(conflict.rows.length > 0 ? 'edits.conflict.intro' : 'edits.conflict.noConflicts')}
          </p>
        </div>
      </div>
      {conflict.rows.length > 1 && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={() => onChooseAll('mine')} className={bulkClass}>
            {t('edits.conflict.keepAllMine')}
          </button>
          <button type="button" onClick={() => onChooseAll('theirs')} className={bulkClass}>
            {t('edits.conflict.takeAllTheirs')}
          </button>
        </div>
      )}
      <div className="mt-3 space-y-4">
        {conflict.rows.map(({ field, mine, theirs }) => {
          const choice = conflict.choices[field] ?? 'mine';
          const format = fields[field]?.format;
          return (
            <fieldset key={field} className="min-w-0" data-conflict-field={field}>
              <legend className="mb-2 font-medium text-zinc-900 dark:text-zinc-50">{label(field)}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                <Version
                  heading={t('edits.conflict.theirs', { name })}
                  isChosen={choice === 'theirs'}
                  action={t('edits.conflict.takeTheirs')}
                  onChoose={() => onChoose(field, 'theirs')}
                  side="theirs"
                >
                  <ValueText value={theirs} format={format} />
                </Version>
                <Version
                  heading={t('edits.conflict.yours')}
                  isChosen={choice === 'mine'}
                  action={t('edits.conflict.keepMine')}
                  onChoose={() => onChoose(field, 'mine')}
                  side="mine"
                >
                  <ValueText value={mine} format={format} />
                </Version>
              </div>
            </fieldset>
          );
        })}
      </div>
      {conflict.theirsOnly.length > 0 && (
        <p className="mt-3 text-zinc-600 dark:text-zinc-300" data-conflict-taken>
          {t('edits.conflict.alsoTaken', {
            fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(conflict.theirsOnly.map(label)),
          })}
        </p>
      )}
    </section>
  );
}

const bulkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-amber-300 bg-white px-3 text-sm font-medium text-zinc-800 hover:bg-amber-100 sm:min-h-9 dark:border-amber-500/30 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-amber-500/10';

function Version({
  heading,
  isChosen,
  action,
  onChoose,
  side,
  children,
}: {
  heading: string;
  isChosen: boolean;
  action: string;
  onChoose: () => void;
  side: ConflictChoice;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex min-w-0 flex-col rounded-lg border bg-white p-3 dark:bg-zinc-900 ${isChosen ? 'border-brand-500 ring-1 ring-brand-500' : 'border-zinc-200 dark:border-zinc-700'}`}
      data-version={side}
      data-chosen={isChosen || undefined}
    >
      <p className="mb-1.5 text-xs font-medium text-zinc-500 dark:text-zinc-400" dir="auto">
        {heading}
      </p>
      <div className="max-h-48 min-h-6 flex-1 overflow-y-auto">{children}</div>
      <button
        type="button"
        aria-pressed={isChosen}
        onClick={onChoose}
        className="mt-3 inline-flex min-h-11 items-center justify-center rounded-lg border px-3 text-sm font-medium sm:min-h-9 border-zinc-300 text-zinc-800 hover:bg-zinc-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-zinc-600 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-brand-600"
      >
        {action}
      </button>
    </div>
  );
}
