import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ChevronRight } from 'lucide-react';
import type { ApplicationSummary } from '../../../shared/applications';
import { applicationPagePath } from '../../../shared/pages';
import { useTranslation } from '../../i18n/use-translation';
import { api } from '../../lib/api-client';
import { deadlineWhen, localToday } from './deadline';

/**
 * APPLICATION_PATHS.list, written out: shared/applications.ts builds its zod schemas when imported, and the
 * overview's panels must not bring zod along (next-deadline.test.ts keeps the two equal).
 */
export const APPLICATION_LIST_PATH = '/api/startup/applications';

/** The nearest deadline still ahead, from the list (nearest first), or null. */
export function nextDeadlineOf(applications: readonly ApplicationSummary[], today: string): ApplicationSummary | null {
  return applications.find((application) => application.deadline !== '' && application.deadline >= today) ?? null;
}

/** The overview's "Next deadline: Flat6Labs Cairo · in 5 days", linking to that application; nothing when none is ahead. */
export function NextDeadline() {
  const { t, i18n } = useTranslation();
  const list = useQuery({
    queryKey: [APPLICATION_LIST_PATH],
    queryFn: async () => (await api<ApplicationSummary[]>('GET', APPLICATION_LIST_PATH)).data,
  });
  const today = localToday();
  const next = list.data ? nextDeadlineOf(list.data, today) : null;
  if (!next) return null;
  const when = deadlineWhen(next.deadline, today, i18n.language);
  const text =
    when.kind === 'soon'
      ? t('nextDeadline.text', { program: next.program, when: when.text })
      : t('nextDeadline.on', { program: next.program, date: when.kind === 'none' ? '' : when.date });
  return (
    <a
      href={applicationPagePath(next.id)}
      className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm font-medium text-zinc-800 hover:border-brand-300 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-brand-500 max-sm:min-h-11 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-brand-500/40"
      data-next-deadline={next.id}
    >
      <CalendarClock aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]" dir="auto">
        {text}
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-zinc-400 rtl:-scale-x-100" />
    </a>
  );
}
