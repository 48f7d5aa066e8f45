import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import type { ResourcePaths } from '../../../shared/fields';
import { HISTORY_PATHS, type HistoryEntry, type HistoryRevision, type SINGLE_HISTORY_RECORDS } from '../../../shared/history';
import { formatTimeAgo } from '../../../shared/time-ago';
import { notify } from '../../app/notifications';
import { useUnsavedChangesGuard } from '../../app/unsaved-changes';
import { Button } from '../../components/button';
import type { ConflictFields } from '../../components/conflict-view';
import { ModalFrame } from '../../components/modal-frame';
import { ReviewSurface } from '../../components/review/review-surface';
import type { ReviewRecord, ReviewRow } from '../../components/review/review-rows';
import { useRecordFields } from '../../components/review/use-record-fields';
import { useSaveSelected } from '../../components/review/use-save-selected';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { errorMessage } from '../../lib/form-errors';
import type { FormRecord } from '../../lib/record-merge';
import { rememberEtag } from '../../lib/resource';
import { LoadFailed } from '../../components/load-failed';

export interface HistoryPanelProps {
  /** The record's modal title, e.g. "Startup Brief". */
  title: string;
  record: (typeof SINGLE_HISTORY_RECORDS)[number];
  paths: ResourcePaths;
  /** The form's fields by name, with their labels and value texts: only these are listed and compared. */
  fields: ConflictFields;
  /** Back to the record's form. */
  onBack: () => void;
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

function HistoryList({ title, record, fields, onBack, onClose, onOpen }: HistoryPanelProps & { onOpen: (entry: HistoryEntry) => void }) {
  const { t, i18n } = useTranslation();
  const personOf = usePersonName();
  const history = useQuery({
    queryKey: [HISTORY_PATHS.list, record],
    staleTime: 0,
    queryFn: async () => (await api<HistoryEntry[]>('GET', `${HISTORY_PATHS.list}?record=${record}`)).data,
  });
  const labelsOf = (entry: HistoryEntry) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      entry.fields.filter((field) => field in fields).map((field) => fields[field]!.label),
    );
  const footer = (
    <Button variant="secondary" onClick={onBack} data-action="history-back">
      {t('history.backToForm')}
    </Button>
  );

  return (
    <ModalFrame title={t('history.title', { record: title })} description={t('history.description')} onClose={onClose} footer={footer}>
      {history.isPending && (
        <p role="status" className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">
          {t('history.loading')}
        </p>
      )}
      {history.isError && <LoadFailed message={t('history.loadFailed')} onRetry={() => void history.refetch()} data-history-error />}
      {history.isSuccess && history.data.length === 0 && (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-sm" data-history-empty>
          <History aria-hidden className="size-6 text-zinc-400" />
          <p className="font-medium text-zinc-900 dark:text-zinc-50">{t('history.empty')}</p>
          <p className="text-zinc-500 dark:text-zinc-400">{t('history.emptyHint')}</p>
        </div>
      )}
      {history.isSuccess && history.data.length > 0 && (
        <ol className="space-y-2" data-history-list>
          {history.data.map((entry, index) => {
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
                    {t('history.changed', { fields: labelsOf(entry) })}
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
function useVersionAndToday(entry: HistoryEntry, paths: ResourcePaths) {
  return useQuery({
    queryKey: [HISTORY_PATHS.revision(entry.revision)],
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => {
      const [version, today] = await Promise.all([
        api<HistoryRevision>('GET', HISTORY_PATHS.revision(entry.revision)),
        api<FormRecord>('GET', paths.get),
      ]);
      rememberEtag(paths.get, today.etag);
      return { version: version.data.data as FormRecord, today: { paths, data: today.data, etag: today.etag } satisfies ReviewRecord };
    },
  });
}

function VersionReview({
  title,
  record,
  paths,
  fields,
  entry,
  onBack,
  onBackToList,
  onClose,
}: HistoryPanelProps & { entry: HistoryEntry; onBackToList: () => void }) {
  const { t, i18n } = useTranslation();
  const recordFields = useRecordFields();
  const loaded = useVersionAndToday(entry, paths);
  const rows: ReviewRow[] = [];
  if (loaded.data) {
    const { version, today } = loaded.data;
    for (const [field, shown] of Object.entries(fields)) {
      const [then, now] = [version[field], today.data[field]];
      // Lists (a startup's locations) are no text to compare word by word; they stay as they are.
      if (typeof then !== 'string' || typeof now !== 'string' || then === now) continue;
      const known = recordFields(`${record}.${field}`);
      const kind = known.label === `${record}.${field}` ? (shown.format ? 'choice' : 'text') : known.kind;
      rows.push({ key: `${record}.${field}`, label: shown.label, current: now, proposed: then, kind, format: shown.format });
    }
  }
  const review = useSaveSelected(rows, loaded.data ? { [record]: loaded.data.today } : {});
  // Checked rows not restored yet: closing, and going back to the list, ask first.
  const guard = useUnsavedChangesGuard(review.isUnsaved, () => undefined, t('history.discardMessage'));
  const list = (labels: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(labels);
  const when = formatTimeAgo(entry.saved_at, i18n.language);
  const person = usePersonName()(entry);

  const handleSave = async () => {
    const outcome = await review.saveSelected();
    if (outcome.saved.length > 0) notify.success(t('review.saved', { fields: list(outcome.saved) }));
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
      title={`${t('history.title', { record: title })} · ${t('history.versionTitle', { when })}`}
      description={t('history.versionDescription', { person })}
      onClose={onClose}
      footer={footer}
    >
      <div data-history-version={entry.revision}>
        {loaded.isPending && (
          <p role="status" className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">
            {t('history.loading')}
          </p>
        )}
        {loaded.isError && <LoadFailed message={t('history.loadFailed')} onRetry={() => void loaded.refetch()} data-history-error />}
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
