import type { ReactNode } from 'react';

/** One section of the account page: a heading and what it is for beside (or above, on phones) its form. */
export function AccountSection({
  title,
  description,
  children,
  tone = 'default',
  id,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  id: string;
}) {
  const border = tone === 'danger' ? 'border-red-200 dark:border-red-900/60' : 'border-zinc-200 dark:border-zinc-800';
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-account-section={id}
      className={`grid gap-6 rounded-xl border bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:bg-zinc-900 ${border}`}
    >
      <div>
        <h2
          id={`${id}-title`}
          className={`text-base font-semibold ${tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-50'}`}
        >
          {title}
        </h2>
        <div className="mt-1 space-y-2 text-sm text-zinc-500 dark:text-zinc-400">{description}</div>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
