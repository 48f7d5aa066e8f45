import { CalendarClock } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { deadlineWhen, localToday } from './deadline';

/** "Due in 5 days" / "Due March 5, 2027" / "Deadline passed · …" (marked), or "No deadline". */
export function DeadlineLabel({ deadline }: { deadline: string }) {
  const { t, i18n } = useTranslation();
  const when = deadlineWhen(deadline, localToday(), i18n.language);
  const text =
    when.kind === 'none'
      ? t('applications.noDeadline')
      : when.kind === 'past'
        ? t('applications.pastDue', { date: when.date })
        : when.kind === 'soon'
          ? t('applications.dueWhen', { when: when.text })
          : t('applications.dueOn', { date: when.date });
  const tone =
    when.kind === 'past'
      ? 'bg-zinc-100 text-zinc-600 line-through decoration-zinc-400 dark:bg-zinc-800 dark:text-zinc-400'
      : when.kind === 'soon' && when.days <= 7
        ? 'bg-amber-50 text-amber-800 dark:bg-amber-400/10 dark:text-amber-200'
        : 'text-zinc-600 dark:text-zinc-300';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-sm ${tone}`}
      title={when.kind === 'soon' ? when.date : undefined}
      data-deadline={when.kind}
    >
      <CalendarClock aria-hidden className="size-4 shrink-0" />
      {text}
    </span>
  );
}
