import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { APPLICATION_PATHS, type Application } from '../../../shared/applications';
import { formatDate } from '../../../shared/format';
import { GuardedDialog } from '../../app/modal-dialog';
import HistoryPanel from '../../components/history/history-panel';
import { readRecord, type HistoryTarget } from '../../components/history/history-target';
import { useTranslation } from '../../i18n/use-translation';
import { applicationShape, applicationValueOf } from './application-values';

/** A restored answer is the founders' own again. */
const RESTORE_SHAPE = applicationShape('edited');

/**
 * An application's history (DESIGN §15, record `applications` with its id) in a dialog over its page:
 * a version's details and answers beside today's, the checked ones restored through the application's
 * own save with `If-Match` (a 412 shows the conflict view). Loaded when History is first pressed.
 */
export default function ApplicationHistory({
  application,
  isOpen,
  onClose,
}: {
  application: Application;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const locale = i18n.language;
  const target = useMemo((): HistoryTarget => {
    const path = APPLICATION_PATHS.one(application.id);
    const details = {
      program: t('addApplication.program'),
      deadline: t('addApplication.deadline'),
      url: t('addApplication.url'),
    };
    return {
      record: 'applications',
      id: application.id,
      fields: {
        program: { label: details.program, kind: 'text' },
        deadline: { label: details.deadline, kind: 'choice', format: (date) => formatDate(date, locale) },
        url: { label: details.url, kind: 'text' },
        // Today's questions: one removed since has no answer to bring back to.
        ...Object.fromEntries(application.questions.map((question) => [question.id, { label: question.text, kind: 'text' as const }])),
      },
      changeLabels: { ...details, questions: t('history.answers') },
      readToday: readRecord({ get: path, save: path }, RESTORE_SHAPE),
      onRestored: () => void queryClient.invalidateQueries({ queryKey: [APPLICATION_PATHS.list] }),
      versionValueOf: applicationValueOf,
    };
  }, [application, t, locale, queryClient]);
  return (
    <GuardedDialog name="application-history" isOpen={isOpen} onClose={onClose}>
      {(close) => (
        <HistoryPanel
          title={application.program}
          target={target}
          onBack={close}
          backLabel={t('history.backToApplication')}
          onClose={close}
        />
      )}
    </GuardedDialog>
  );
}
