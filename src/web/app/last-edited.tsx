import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { formatDate } from '../../shared/format';
import { formatTimeAgo } from '../../shared/time-ago';
import type { RecordStamp } from '../../shared/record-version';
import type { ResourcePaths } from '../../shared/fields';
import { useResource } from '../lib/resource';
import { firstRenderTime } from '../lib/server-page';
import { useServerPage } from '../lib/startup-session';
import { useSession } from '../lib/session';

const TICK_MS = 30_000;

/**
 * The current time, renewed every half minute, so "5 minutes ago" stays true on an open page. The first render
 * reads the time the server rendered the page (the same words in its markup and in the hydrating browser's).
 */
function useNow(): Date {
  const serverPage = useServerPage();
  const [now, setNow] = useState(() => firstRenderTime(serverPage));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Last edited by Omar · 5 minutes ago" under a card whose record co-founders share (DESIGN §9); nothing until it is saved. */
export default function LastEdited({ paths }: { paths: ResourcePaths }) {
  const { t, i18n } = useTranslation();
  // The card's summary reads the record (from the page's inlined data at first): mounting this line reads nothing again.
  const { data } = useResource<RecordStamp>(paths, { refetchOnMount: false });
  const userId = useSession().data?.user?.id;
  const now = useNow();
  if (!data?.updated_at) return null;
  const time = formatTimeAgo(data.updated_at, i18n.language, now);
  const editor = data.updated_by;
  const text =
    editor && editor.id === userId
      ? t('edits.lastEditedByYou', { time })
      : t('edits.lastEdited', { name: editor ? editor.first_name || editor.last_name : t('edits.someone'), time });
  return (
    <p
      className="flex items-center gap-1.5 border-t border-zinc-100 px-4 py-2.5 text-xs text-zinc-500 sm:px-5 dark:border-zinc-800 dark:text-zinc-400"
      data-last-edited
    >
      <Clock aria-hidden className="size-3.5 shrink-0" />
      <time
        dateTime={data.updated_at}
        title={formatDate(data.updated_at, i18n.language, { dateStyle: 'long', timeStyle: 'short' })}
        dir="auto"
        className="min-w-0 truncate"
      >
        {text}
      </time>
    </p>
  );
}
