/** A text link under or inside the auth forms: a finger's size on phones. */
export const authLinkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-600 hover:text-brand-700 hover:underline sm:min-h-0 dark:text-brand-400 dark:hover:text-brand-300';
