import { ChevronsUpDown } from 'lucide-react';
import { Suspense, useState, useTransition } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { SessionUser } from '../../shared/auth';
import { initialsOf } from '../../shared/initials';
import { useSession } from '../lib/session';
import { preloadable } from './preloadable';

export const accountButtonClass =
  'flex w-full items-center gap-3 rounded-md px-1.5 py-1.5 text-start hover:bg-zinc-100 max-lg:min-h-11 max-lg:min-w-11 max-lg:justify-center dark:hover:bg-zinc-800/70';

/** Who is logged in, as the accounts submenu's button shows it. */
export function AccountIdentity({ user, isOpen }: { user: SessionUser; isOpen: boolean }) {
  return (
    <>
      {user.avatar_url ? (
        <img
          src={user.avatar_url}
          alt=""
          className="size-7 shrink-0 rounded-full bg-zinc-100 object-cover dark:bg-zinc-800"
          data-account-photo
        />
      ) : (
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
        >
          {initialsOf(user.first_name, user.last_name)}
        </span>
      )}
      <span className={isOpen ? 'min-w-0 flex-1' : 'sr-only'}>
        <span className="block truncate text-sm font-medium" dir="auto">{`${user.first_name} ${user.last_name}`}</span>
        {/* Left to right, so an Arabic page cuts a long address at its end, as an English one does. */}
        <span dir="ltr" className="block truncate text-xs rtl:text-end text-zinc-500 dark:text-zinc-400">
          {user.email}
        </span>
      </span>
      {isOpen && <ChevronsUpDown aria-hidden className="size-4 text-zinc-400" />}
    </>
  );
}

/** How the founder opened the menu on the stand-in: a mouse press or a tap, or the keyboard (its first or last item active). */
export type MenuOpening = 'pointer' | 'first' | 'last';

const AccountMenuPopover = preloadable(() => import('./account-menu-popover').then((module) => module.default));
const preloadPopover = () => void AccountMenuPopover.preload().catch(() => undefined);

/**
 * The accounts submenu. Its menu code (Headless UI with positioning, ~20 KB gzipped) downloads
 * when a pointer or focus reaches the button; until the founder opens it a plain button of the
 * same look stands in. Only opening it swaps in the real menu, which then opens as the founder
 * asked: nothing swaps under a press, so no click is lost between the two buttons.
 */
export function AccountMenu({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  // A transition keeps the stand-in (and its focus) on screen until the menu's code has arrived.
  const [, startTransition] = useTransition();
  const open = (how: MenuOpening) => startTransition(() => setOpening((current) => current ?? how));
  if (!user) return null;

  const standIn = (
    <button
      type="button"
      data-account-menu
      aria-haspopup="menu"
      aria-expanded={false}
      title={isOpen ? undefined : t('nav.account')}
      className={accountButtonClass}
      onPointerEnter={preloadPopover}
      onFocus={() => {
        setHasFocus(true);
        preloadPopover();
      }}
      onBlur={() => setHasFocus(false)}
      // Like the real menu button: a mouse opens it on press, a tap or Enter/Space on click, the arrows from the keyboard.
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) open('pointer');
      }}
      onClick={(event) => open(event.detail === 0 ? 'first' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      <AccountIdentity user={user} isOpen={isOpen} />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {opening === null ? standIn : <AccountMenuPopover user={user} isOpen={isOpen} openOnMount={opening} hasFocus={hasFocus} />}
    </Suspense>
  );
}
