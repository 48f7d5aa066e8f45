import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useMutation } from '@tanstack/react-query';
import { Check, LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { SessionData, SessionUser } from '../../shared/auth';
import { MODALS } from '../../shared/modals';
import { PAGE_PATHS } from '../../shared/pages';
import { api } from '../lib/api-client';
import { goTo } from '../lib/navigation';
import { LOCALE_OPTIONS, switchLocale } from '../lib/switch-locale';
import { AccountIdentity, accountButtonClass, type MenuOpening } from './account-menu';
import { setFlash } from './flash';
import { notify } from './notifications';

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-zinc-700 max-lg:min-h-11 data-focus:bg-zinc-100 dark:text-zinc-200 dark:data-focus:bg-zinc-800';

interface AccountMenuPopoverProps {
  user: SessionUser;
  isOpen: boolean;
  /** How the founder opened the stand-in button: the menu opens the same way once mounted. */
  openOnMount: MenuOpening;
  /** The stand-in button had focus: keep it on the real one. */
  hasFocus: boolean;
}

/** The accounts submenu (Headless UI's Menu): the founder's profile and log out. */
export default function AccountMenuPopover({ user, isOpen, openOnMount, hasFocus }: AccountMenuPopoverProps) {
  const { t, i18n } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useMutation({
    mutationFn: () => api<SessionData>('POST', '/api/auth/logout'),
    onSuccess: () => {
      setFlash({ kind: 'info', message: t('auth.loggedOut') });
      goTo('/login');
    },
    onError: () => notify.error(t('errors.generic')),
  });

  // Mounted only once the founder opened the stand-in (account-menu.tsx): replay that on the real button.
  // Headless UI opens with an active item only from the keyboard, hence the key for a keyboard opening.
  const hasReplayed = useRef(false);
  useEffect(() => {
    const button = buttonRef.current;
    if (hasReplayed.current) return; // StrictMode runs a mount's effects twice
    hasReplayed.current = true;
    if (openOnMount === 'pointer') button?.click();
    else
      button?.dispatchEvent(
        new KeyboardEvent('keydown', { key: openOnMount === 'first' ? 'ArrowDown' : 'ArrowUp', bubbles: true, cancelable: true }),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Menu>
      <MenuButton
        ref={buttonRef}
        autoFocus={hasFocus}
        data-account-menu
        title={isOpen ? undefined : t('nav.account')}
        className={accountButtonClass}
      >
        <AccountIdentity user={user} isOpen={isOpen} />
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
          <a href={PAGE_PATHS.account} className={itemClass} data-account-settings>
            <Settings aria-hidden className="size-4" />
            {t('nav.accountSettings')}
          </a>
        </MenuItem>
        <div role="group" aria-label={t('language.label')} className="my-1 border-y border-zinc-100 py-1 dark:border-zinc-800">
          {LOCALE_OPTIONS.map(({ locale, label }) => (
            <MenuItem key={locale}>
              <button
                type="button"
                className={itemClass}
                lang={locale}
                data-locale={locale}
                aria-current={locale === i18n.language ? 'true' : undefined}
                onClick={() => void switchLocale(locale).catch(() => notify.error(t('language.switchFailed')))}
              >
                <Check aria-hidden className={`size-4 ${locale === i18n.language ? '' : 'invisible'}`} />
                {label}
              </button>
            </MenuItem>
          ))}
        </div>
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('nav.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
