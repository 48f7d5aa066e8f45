import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { FlashMessage } from '../app/flash-message';
import { LanguageSwitch } from './language-switch';

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <img src="/favicon.svg" alt="" className="mb-4 size-10" />
          <p className="text-sm font-medium text-brand-600 dark:text-brand-100">{t('app.name')}</p>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{subtitle}</p>
        </div>
        <FlashMessage />
        <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">{children}</div>
        {footer && <p className="mt-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{footer}</p>}
        <LanguageSwitch className={footer ? 'mt-4' : 'mt-6'} />
      </div>
    </main>
  );
}
