/**
 * An input with adornments (a flag, an icon, a button). The box draws the border and lays the
 * adornments out on the page's start and end sides; the input inside is borderless. So the
 * input's own `dir="auto"` (Latin text typed on an Arabic page, or "+962") can never push its
 * text under an adornment, as padding on a full-width input would.
 */
export const inputBoxClass =
  'flex items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 has-[[aria-invalid=true]]:border-red-500 has-disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900';

// w-0: the box, not the input's font-based default width (20 average characters, wider in the
// Arabic font), decides how wide a grid cell must be; flex-1 then fills the box.
export const boxedInputClass =
  'block w-0 min-w-0 flex-1 border-0 bg-transparent py-2 text-base text-zinc-900 placeholder:text-zinc-500 focus:outline-none disabled:cursor-not-allowed sm:text-sm dark:text-zinc-100 dark:placeholder:text-zinc-400';

export const boxAdornmentClass = 'flex shrink-0 items-center text-zinc-400 dark:text-zinc-500';
