import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { HISTORY_PATHS, type HistoryEntry, type HistoryRevision } from '../../../shared/history';
import { formatTimeAgo } from '../../../shared/time-ago';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { Button } from '../button';
import { LoadFailed } from '../load-failed';
import { ModalFrame } from '../modal-frame';
import { ReviewSurface } from '../review/review-surface';
import { useRecordFields } from '../review/use-record-fields';
import { useSaveSelected } from '../review/use-save-selected';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import type { FormRecord } from '../../lib/record-merge';
import type { HistoryTarget } from './history-target';
import { changedLabels, versionRows, type HistoryField } from './version-rows';

export interface HistoryPanelProps {
  /** The record's modal title, e.g. "Startup Brief". */
  title: string;
  /** Whose history, what is compared, and how today's record is read and saved. */
  target: HistoryTarget;
  /** Back to the record's form (named by `backLabel`, "Back to the form" by default). */
  onBack: () => void;
  backLabel?: string;
  onClose: () => void;
}

/**
 * A record's history (DESIGN §15) in its own modal: who saved, when, and which fields; a version opens
 * beside today's record through the §11 review, where "Save selected" restores the checked fields with
 * the record's normal save and `If-Match` (so a restore is a version too, and a 412 shows the conflict).
 */
export default function HistoryPanel(props: HistoryPanelProps) {
  const [opened, setOpened] = useState<HistoryEntry | null>(null);
  return opened ? (
    <VersionReview {...props} entry={opened} onBackToList={() => setOpened(null)} />
  ) : (
    <HistoryList {...props} onOpen={setOpened} />
  );
}

function usePersonName() {
  const { t } = useTranslation();
  return (entry: HistoryEntry) =>
    entry.saved_by ? `${entry.saved_by.first_name} ${entry.saved_by.last_name}`.trim() : t('history.formerMember');
}

function HistoryList({ title, target, onBack, backLabel, onClose, onOpen }: HistoryPanelProps & { onOpen: (entry: HistoryEntry) => void }) {
  const { t, i18n } = useTranslation();
  const personOf = usePersonName();
  const { record, id } = target;
  const history = useQuery({
    queryKey: [HISTORY_PATHS.list, record, id],
    staleTime: 0,
    queryFn: async () => {
      const query = new URLSearchParams({ record, ...(id !== undefined && { id }) });
      return (await api<HistoryEntry[]>('GET', `${HISTORY_PATHS.list}?${query}`)).data;
    },
  });
  const labels = target.changeLabels ?? Object.fromEntries(Object.entries(target.fields).map(([field, { label }]) => [field, label]));
  // A save that changed none of this view's fields (another form's translated texts) has nothing to bring back here.
  const entries = (history.data ?? []).flatMap((entry) => {
    const changed = changedLabels(entry.fields, labels);
    return changed.length > 0 ? [{ entry, changed }] : [];
  });
  const listOf = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const footer = (
    <Button variant="secondary" onClick={onBack} data-action="history-back">
      {backLabel ?? t('history.backToForm')}
    </Button>
  );

  return (
    <ModalFrame
      title={t('history.title', { record: target.name ?? title })}
      description={t('history.description')}
      onClose={onClose}
      footer={footer}
    >
      <ReadState read={history} />
      {history.isSuccess && entries.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-sm" data-history-empty>
          <History aria-hidden className="size-6 text-zinc-400" />
          <p className="font-medium text-zinc-900 dark:text-zinc-50">{t('history.empty')}</p>
          <p className="text-zinc-500 dark:text-zinc-400">{t('history.emptyHint')}</p>
        </div>
      )}
      {history.isSuccess && entries.length > 0 && (
        <ol className="space-y-2" data-history-list>
          {entries.map(({ entry, changed }, index) => {
            const person = personOf(entry);
            const when = formatTimeAgo(entry.saved_at, i18n.language);
            return (
              <li key={entry.revision}>
                <button
                  type="button"
                  onClick={() => onOpen(entry)}
                  aria-label={t('history.openVersion', { person, when })}
                  className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-lg border border-zinc-200 px-3 py-2 text-start text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-zinc-800 dark:hover:bg-zinc-800/60"
                  data-revision={entry.revision}
                >
                  <span className="flex w-full flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-zinc-900 dark:text-zinc-50" dir="auto">
                      {person} · {when}
                    </span>
                    {index === 0 && <span className="text-xs text-zinc-500 dark:text-zinc-400">{t('history.current')}</span>}
                  </span>
                  <span className="text-zinc-600 dark:text-zinc-400" data-history-fields>
                    {t('history.changed', { fields: listOf(changed) })}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </ModalFrame>
  );
}

/** The version and today's record, both read when it opens; today's with its ETag, which the restore sends. */
function useVersionAndToday(entry: HistoryEntry, target: HistoryTarget) {
  return useQuery({
    queryKey: [HISTORY_PATHS.revision(entry.revision)],
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const [version, today] = await Promise.all([api<HistoryRevision>('GET', HISTORY_PATHS.revision(entry.revision)), target.readToday()]);
      return { version: version.data.data as FormRecord, today };
    },
  });
}

/** The target's fields with a kind each: the startup's records' own where the form gave none (a choice when it formats its values). */
function useFieldKinds(target: HistoryTarget): Record<string, HistoryField> {
  const recordFields = useRecordFields();
  return Object.fromEntries(
    Object.entries(target.fields).map(([field, shown]) => {
      if (shown.kind) return [field, { ...shown, kind: shown.kind }];
      const known = recordFields(`${target.record}.${field}`);
      const isKnown = known.label !== `${target.record}.${field}`;
      return [field, { ...shown, kind: isKnown ? known.kind : shown.format ? 'choice' : 'text' }];
    }),
  );
}

function VersionReview({
  title,
  target,
  entry,
  onBack,
  onBackToList,
  onClose,
}: HistoryPanelProps & { entry: HistoryEntry; onBackToList: () => void }) {
  const { t, i18n } = useTranslation();
  const fields = useFieldKinds(target);
  const loaded = useVersionAndToday(entry, target);
  const { record } = target;
  const loadedData = loaded.data;
  const rows = loadedData
    ? versionRows(
        record,
        fields,
        (field) => {
          const { version, today } = loadedData;
          const valueOf = target.versionValueOf ?? today.shape?.valueOf;
          return valueOf ? valueOf(version, field) : version[field];
        },
        (field) => {
          const { today } = loadedData;
          return today.shape ? today.shape.valueOf(today.data, field) : today.data[field];
        },
      )
    : [];
  const review = useSaveSelected(rows, loaded.data ? { [record]: loaded.data.today } : {});
  // Checked rows not restored yet: closing, and going back to the list, ask first.
  const guard = useUnsavedChangesGuard(review.isUnsaved, () => undefined, t('history.discardMessage'));
  const list = (labels: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels);
  const when = formatTimeAgo(entry.saved_at, i18n.language);
  const person = usePersonName()(entry);

  const handleSave = async () => {
    const outcome = await review.saveSelected();
    if (outcome.saved.length > 0) {
      notify.success(t('review.saved', { fields: list(outcome.saved) }));
      target.onRestored?.();
    }
    for (const { error } of outcome.failed) notify.error(errorMessage(error, t('errors.generic')));
    if (outcome.conflicted.length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-history-version] [data-conflict-view]')?.focus());
    } else if (outcome.failed.length === 0 && outcome.saved.length > 0) {
      guard.release();
      onBack();
    }
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={() => guard.requestClose(onBackToList)} data-action="history-back">
        {t('history.back')}
      </Button>
      {rows.length > 0 && (
        <Button onClick={() => void handleSave()} disabled={!review.canSave} data-action="save-selected">
          {review.isSaving ? t('review.saving') : t('review.saveSelected')}
        </Button>
      )}
    </>
  );

  return (
    <ModalFrame
      title={`${t('history.title', { record: target.name ?? title })} · ${t('history.versionTitle', { when })}`}
      description={t('history.versionDescription', { person })}
      onClose={onClose}
      footer={footer}
    >
      <div data-history-version={entry.revision}>
        <ReadState read={loaded} />
        {loaded.isSuccess && rows.length === 0 && (
          <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400" data-history-same>
            {t('history.sameAsNow')}
          </p>
        )}
        {loaded.isSuccess && rows.length > 0 && <ReviewSurface rows={rows} review={review} />}
      </div>
    </ModalFrame>
  );
}

/** A history read under way, or failed with Retry; nothing once it has answered. */
function ReadState({ read }: { read: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation();
  if (read.isPending)
    return (
      <p role="status" className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">
        {t('history.loading')}
      </p>
    );
  if (read.isError) return <LoadFailed message={t('history.loadFailed')} onRetry={() => void read.refetch()} data-history-error />;
  return null;
}
