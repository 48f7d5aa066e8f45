import { ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../../shared/format';
import type { ShareLink } from '../../../shared/share-links';
import { iconButtonClass } from '../../components/button';
import { CopyLinkField } from '../../components/copy-link-field';
import { ShareSheetButton } from './share-sheet-button';

const badgeClass = 'rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';

/** One link: its name, its URL to copy, what it includes, its views; share, open and revoke. A link just made takes the focus. */
export function ShareLinkRow({ link, isNew, onRevoke }: { link: ShareLink; isNew: boolean; onRevoke: (link: ShareLink) => void }) {
  const { t, i18n } = useTranslation();
  const dateOf = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium' });
  const created = dateOf(link.created_at);
  const views =
    link.views === 0
      ? t('shareLinks.noViews')
      : [
          t('shareLinks.views', { count: link.views }),
          link.last_viewed_at && t('shareLinks.lastViewed', { date: dateOf(link.last_viewed_at) }),
        ]
          .filter(Boolean)
          .join(' · ');

  return (
    <li className="space-y-2 px-3 py-3" data-share-link-id={link.id}>
      <CopyLinkField label={link.name ?? t('shareLinks.linkLabel', { date: created })} url={link.url} autoFocus={isNew} />
      <div className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
          {link.name && <span>{t('shareLinks.createdOn', { date: created })}</span>}
          <span data-share-views>{views}</span>
          <span className="flex flex-wrap gap-1">
            {link.include_contact && <span className={badgeClass}>{t('shareLinks.withContact')}</span>}
            {link.include_deck && <span className={badgeClass}>{t('shareLinks.withDeck')}</span>}
            {!link.include_contact && !link.include_deck && <span className={badgeClass}>{t('shareLinks.publicOnly')}</span>}
            {link.locale && (
              <span className={badgeClass} data-share-link-locale={link.locale}>
                {t(link.locale === 'ar' ? 'shareLinks.arabicPage' : 'shareLinks.englishPage')}
              </span>
            )}
          </span>
        </div>
        <ShareSheetButton url={link.url} />
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className={iconButtonClass}
          aria-label={t('shareLinks.open')}
          title={t('shareLinks.open')}
        >
          <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
        </a>
        <button
          type="button"
          onClick={() => onRevoke(link)}
          className={`${iconButtonClass} hover:text-red-600 dark:hover:text-red-400`}
          aria-label={link.name ? t('shareLinks.revokeNamed', { name: link.name }) : t('shareLinks.revokeLabel', { date: created })}
          title={t('shareLinks.revoke')}
          data-share-revoke
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
