import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { Founder } from '../../../shared/founders';
import { founderTitleText } from '../../../shared/founder-title';
import { toPlainLines } from '../../../shared/plain-text';
import { iconButtonClass } from '../../components/button';
import { FounderAvatar } from './founder-avatar';
import { founderName } from '../../lib/founder-name';

interface FounderRowProps {
  founder: Founder;
  onEdit: (founder: Founder) => void;
  onRemove: (founder: Founder) => void;
}

/** One team member; the current user's row is flagged "You" and cannot be removed here. */
export function FounderRow({ founder, onEdit, onRemove }: FounderRowProps) {
  const { t, i18n } = useTranslation();
  const name = founderName(founder);
  const brief = toPlainLines(founder.brief).join('\n');
  return (
    <li className="flex items-start gap-3 px-3 py-3" data-founder-id={founder.id} data-founder-you={founder.isYou || undefined}>
      <FounderAvatar founder={founder} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="max-w-full truncate text-sm font-medium text-zinc-900 dark:text-zinc-100" title={name}>
            <span dir="auto">{name}</span>
          </p>
          {founder.isYou && (
            <span
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
              data-you-badge
            >
              {t('founders.you')}
            </span>
          )}
        </div>
        <p className="text-xs [overflow-wrap:anywhere] text-zinc-500 dark:text-zinc-400" dir="auto">
          {founderTitleText(founder.title, i18n.language)}
        </p>
        {brief && (
          <p className="mt-1 line-clamp-2 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-zinc-600 dark:text-zinc-300" dir="auto">
            {brief}
          </p>
        )}
        {founder.linkedin_url && (
          <a
            href={founder.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-600 hover:underline max-sm:min-h-11 dark:text-brand-400 dark:hover:text-brand-300"
            aria-label={t('founders.linkedinOf', { name })}
          >
            <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
            {t('founders.linkedin')}
          </a>
        )}
      </div>
      <div className="flex shrink-0 items-center">
        <button
          type="button"
          onClick={() => onEdit(founder)}
          className={iconButtonClass}
          aria-label={t('founders.edit', { name })}
          data-action="edit"
        >
          <Pencil aria-hidden className="size-4" />
        </button>
        {!founder.isYou && (
          <button
            type="button"
            onClick={() => onRemove(founder)}
            className={`${iconButtonClass} hover:text-red-600 dark:hover:text-red-400`}
            aria-label={t('founders.remove', { name })}
            data-action="remove"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </li>
  );
}
