import { useId } from 'react';

/**
 * A compact amount ("$750K") whose exact figure ("$750,000.00") shows on hover and on keyboard
 * focus, and is the element's description for screen readers.
 */
export function CompactAmount({
  compact,
  exact,
  ...data
}: { compact: string; exact: string } & Record<`data-${string}`, string | boolean>) {
  const tooltipId = useId();
  return (
    <span
      tabIndex={0}
      aria-describedby={tooltipId}
      className="group/amount relative inline-block rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      {...data}
    >
      <span dir="auto" className="tabular-nums">
        {compact}
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        dir="ltr"
        // Not displayed until wanted (a hidden but laid-out tooltip would widen a phone's page); not `hidden`, which flatpickr's CSS redefines.
        className="pointer-events-none absolute start-0 bottom-full z-10 mb-1.5 [display:none] w-max max-w-[calc(100vw-2rem)] rounded-md bg-zinc-900 px-2 py-1 text-xs font-medium [overflow-wrap:anywhere] text-white tabular-nums shadow-lg group-focus/amount:[display:block] group-hover/amount:[display:block] dark:bg-zinc-100 dark:text-zinc-900"
      >
        {exact}
      </span>
    </span>
  );
}
