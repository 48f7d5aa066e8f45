import { LayoutDashboard, ListChecks, Moon, PanelLeftClose, PanelLeftOpen, Rocket, Sun, UserRound, type LucideIcon } from 'lucide-react';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useCurrentPath } from '../lib/startup-session';
import { AccountMenu } from './account-menu';
import { GROUP_PATHS, SECTIONS, sectionAnchor, type SectionGroup } from './sections';
import { useTheme } from './theme';

interface SidebarProps {
  isOpen: boolean;
  onToggle: () => void;
}

const groups: { group: SectionGroup; icon: LucideIcon; labelKey: 'nav.profile' | 'nav.startup' }[] = [
  { group: 'profile', icon: UserRound, labelKey: 'nav.profile' },
  { group: 'startup', icon: Rocket, labelKey: 'nav.startup' },
];

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

interface NavLinkProps {
  href: string;
  icon: LucideIcon;
  label: string;
  isOpen: boolean;
  isSub?: boolean;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function NavLink({ href, icon: Icon, label, isOpen, isSub = false, onNavigate }: NavLinkProps) {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const path = useCurrentPath();
  // A page link is the page (and the pages under it); a sub-link is the card of that page the founder went to last.
  const isActive = path + (isSub ? hash : '') === href || (!isSub && path.startsWith(`${href}/`));
  return (
    <a
      href={href}
      aria-current={isActive ? (isSub ? 'location' : 'page') : undefined}
      title={isOpen ? undefined : label}
      onClick={onNavigate}
      // Below lg the links live in the phone drawer: a finger's height each.
      className={`group flex items-center gap-3 rounded-md px-2.5 py-1.5 text-sm transition-colors max-lg:min-h-11 ${
        isActive
          ? 'bg-brand-50 font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100'
          : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/70 dark:hover:text-zinc-100'
      } ${isSub ? 'ps-9' : ''}`}
    >
      {!isSub && <Icon aria-hidden className="size-4 shrink-0" />}
      <span className={isOpen ? 'truncate' : 'sr-only'}>{label}</span>
    </a>
  );
}

/** The sections' links: the sidebar's list, and the phone drawer's (where choosing one closes the drawer). */
export function SidebarNav({ isOpen, onNavigate }: { isOpen: boolean; onNavigate?: NavLinkProps['onNavigate'] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.mainNavigation')} className="flex-1 space-y-1 overflow-y-auto px-3 py-2">
      <NavLink href="/dashboard" icon={LayoutDashboard} label={t('nav.overview')} isOpen={isOpen} onNavigate={onNavigate} />
      {groups.map(({ group, icon, labelKey }) => (
        <div key={group} className="pt-3">
          <NavLink href={GROUP_PATHS[group]} icon={icon} label={t(labelKey)} isOpen={isOpen} onNavigate={onNavigate} />
          {isOpen && (
            <div className="mt-0.5 space-y-0.5">
              {SECTIONS.filter((section) => section.group === group).map((section) => (
                <NavLink
                  key={section.id}
                  href={sectionAnchor(section)}
                  icon={section.icon}
                  label={t(section.titleKey)}
                  isOpen={isOpen}
                  isSub
                  onNavigate={onNavigate}
                />
              ))}
            </div>
          )}
        </div>
      ))}
      <div className="pt-3">
        <NavLink href="/applications" icon={ListChecks} label={t('nav.applications')} isOpen={isOpen} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}

/** The dark-mode switch. A native one: Headless UI's would put ~9 KB gzipped on every dashboard load. */
export function ThemeSwitch({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      data-theme-toggle
      title={isOpen ? undefined : t('nav.darkMode')}
      className="flex w-full items-center gap-3 rounded-md px-2.5 py-1.5 text-sm text-zinc-600 hover:bg-zinc-100 max-lg:min-h-11 dark:text-zinc-400 dark:hover:bg-zinc-800/70"
    >
      {/* Drawn from the page's `dark` class, not the state: right in a server-rendered page too, before the app knows the theme. */}
      <Moon aria-hidden className="hidden size-4 shrink-0 dark:block" />
      <Sun aria-hidden className="size-4 shrink-0 dark:hidden" />
      <span className={isOpen ? 'flex-1 text-start' : 'sr-only'}>{t('nav.darkMode')}</span>
      {isOpen && (
        <span aria-hidden className="relative h-5 w-9 rounded-full bg-zinc-300 transition-colors dark:bg-brand-600">
          <span className="absolute start-0.5 top-0.5 size-4 rounded-full bg-white shadow transition-[inset-inline-start] dark:start-[18px]" />
        </span>
      )}
    </button>
  );
}

/** App navigation at lg and above: sections, dark-mode switch and the accounts submenu. */
export function Sidebar({ isOpen, onToggle }: SidebarProps) {
  const { t } = useTranslation();
  const ToggleIcon = isOpen ? PanelLeftClose : PanelLeftOpen;

  return (
    <aside
      data-sidebar={isOpen ? 'open' : 'closed'}
      className={`sticky top-0 flex h-screen shrink-0 flex-col border-e border-zinc-200 bg-white transition-[width] duration-200 motion-reduce:transition-none dark:border-zinc-800 dark:bg-zinc-900 ${isOpen ? 'w-64' : 'w-16'}`}
    >
      <div className="flex h-14 items-center gap-2 px-3">
        <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
        {isOpen && <span className="truncate text-sm font-semibold">{t('app.name')}</span>}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-label={isOpen ? t('nav.collapse') : t('nav.expand')}
          title={isOpen ? t('nav.collapse') : t('nav.expand')}
          data-sidebar-toggle
          className={`rounded-md p-1.5 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 ${isOpen ? 'ms-auto' : 'hidden'}`}
        >
          <ToggleIcon aria-hidden className="size-4 rtl:-scale-x-100" />
        </button>
      </div>

      <SidebarNav isOpen={isOpen} />

      <div className="space-y-1 border-t border-zinc-200 p-3 dark:border-zinc-800">
        {!isOpen && (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={isOpen}
            aria-label={t('nav.expand')}
            title={t('nav.expand')}
            data-sidebar-toggle
            className="flex w-full items-center justify-center rounded-md p-2 text-zinc-500 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800"
          >
            <ToggleIcon aria-hidden className="size-4 rtl:-scale-x-100" />
          </button>
        )}
        <ThemeSwitch isOpen={isOpen} />
        <AccountMenu isOpen={isOpen} />
      </div>
    </aside>
  );
}
