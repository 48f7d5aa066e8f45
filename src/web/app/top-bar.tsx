import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AccountMenu } from './account-menu';
import { SidebarNav, ThemeSwitch } from './sidebar';

// Headless UI's Dialog and the drawer load on the first tap (or when a pointer or focus reaches the button).
const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(loadNavDrawer);

/** Below lg: the brand, the menu button that opens the navigation drawer, and the account menu. */
export function TopBar() {
  const { t } = useTranslation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const close = () => setIsDrawerOpen(false);
  return (
    <header
      data-top-bar
      className="sticky top-0 z-30 flex min-h-14 items-center gap-1 border-b border-zinc-200 bg-white/95 px-1.5 pt-[env(safe-area-inset-top)] backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95"
    >
      <button
        type="button"
        aria-label={t('drawer.open')}
        aria-expanded={isDrawerOpen}
        data-drawer-toggle
        onPointerEnter={() => void loadNavDrawer()}
        onFocus={() => void loadNavDrawer()}
        onClick={() => {
          setHasOpened(true);
          setIsDrawerOpen(true);
        }}
        className="flex size-11 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <a href="/dashboard" className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-1">
        <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
        <span className="truncate text-sm font-semibold">{t('app.name')}</span>
      </a>
      <div className="shrink-0">
        <AccountMenu isOpen={false} />
      </div>
      {hasOpened && (
        <Suspense fallback={null}>
          <NavDrawer isOpen={isDrawerOpen} onClose={close}>
            {(onNavigate) => (
              <>
                <SidebarNav isOpen onNavigate={onNavigate} />
                <div className="border-t border-zinc-200 p-3 dark:border-zinc-800">
                  <ThemeSwitch isOpen />
                </div>
              </>
            )}
          </NavDrawer>
        </Suspense>
      )}
    </header>
  );
}
