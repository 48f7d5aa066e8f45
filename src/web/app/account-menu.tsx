import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useMutation } from '@tanstack/react-query';
import { ChevronsUpDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionData } from '../../shared/auth';
import { MODALS } from '../../shared/modals';
import { api } from '../lib/api-client';
import { goTo } from '../lib/navigation';
import { useSession } from '../lib/session';
import { setFlash } from './flash';
import { notify } from './notifications';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-zinc-700 data-focus:bg-zinc-100 dark:text-zinc-200 dark:data-focus:bg-zinc-800';

/** The accounts submenu: who is logged in, their profile, log out. */
export function AccountMenu({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const logout = useMutation({
    mutationFn: () => api<SessionData>('POST', '/api/auth/logout'),
    onSuccess: () => {
      setFlash({ kind: 'info', message: t('auth.loggedOut') });
      goTo('/login');
    },
    onError: () => notify.error(t('errors.generic')),
  });
  if (!user) return null;
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();

  return (
    <Menu>
      <MenuButton
        data-account-menu
        title={isOpen ? undefined : t('nav.account')}
        className="flex w-full items-center gap-3 rounded-md px-1.5 py-1.5 text-start hover:bg-zinc-100 dark:hover:bg-zinc-800/70"
      >
        <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
          {initials}
        </span>
        <span className={isOpen ? 'min-w-0 flex-1' : 'sr-only'}>
          <span className="block truncate text-sm font-medium" dir="auto">{`${user.first_name} ${user.last_name}`}</span>
          <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">{user.email}</span>
        </span>
        {isOpen && <ChevronsUpDown aria-hidden className="size-4 text-zinc-400" />}
      </MenuButton>
      <MenuItems
        anchor={{ to: 'top start', gap: 8 }}
        className="z-40 w-56 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg focus:outline-none dark:border-zinc-800 dark:bg-zinc-900"
      >
        <MenuItem>
          <button type="button" className={itemClass} data-modal-target={MODALS.personalDetails}>
            <UserRound aria-hidden className="size-4" />
            {t('nav.myProfile')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden className="size-4" />
            {t('nav.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
