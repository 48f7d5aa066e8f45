import { UserRound } from 'lucide-react';
import type { Founder } from '../../../shared/founders';
import { initialsOf } from '../../../shared/initials';

const sizes = { sm: 'size-8 text-[11px]', md: 'size-10 text-sm', lg: 'size-16 text-lg' } as const;

/** The founder's photo (through the authorised avatar route) or their initials. */
export function FounderAvatar({
  founder,
  size = 'md',
  src,
}: {
  founder: Pick<Founder, 'first_name' | 'last_name' | 'avatar_url'>;
  size?: keyof typeof sizes;
  src?: string;
}) {
  const image = src ?? founder.avatar_url;
  const ring = 'shrink-0 rounded-full ring-2 ring-white dark:ring-zinc-900';
  if (image)
    return <img src={image} alt="" className={`${sizes[size]} ${ring} bg-zinc-100 object-cover dark:bg-zinc-800`} data-founder-avatar />;
  return (
    <span
      aria-hidden
      className={`${sizes[size]} ${ring} flex items-center justify-center bg-brand-50 font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-100`}
      data-founder-initials
    >
      {initialsOf(founder.first_name, founder.last_name) || <UserRound className="size-1/2" />}
    </span>
  );
}
