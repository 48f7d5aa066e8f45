/**
 * Country flags from flag-icons without its stylesheet (which would ship every flag).
 * The glob below only maps each ISO code to the URL of its own SVG file: `no-inline`
 * keeps even small flags out of the JavaScript, so a flag costs one small request,
 * made only when it is shown.
 */
const flagFiles = import.meta.glob<string>('./{??,sh-ac,sh-ta}.svg', {
  base: '../../../node_modules/flag-icons/flags/4x3/',
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

// Ascension Island and Tristan da Cunha have phone codes of their own but no two-letter flag file.
const FLAG_ALIASES: Record<string, string> = { ac: 'sh-ac', ta: 'sh-ta' };

const flagUrls = new Map(Object.entries(flagFiles).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]));

/** The URL of a country's flag, or undefined when flag-icons has none. */
export function flagUrl(code: string): string | undefined {
  const key = code.toLowerCase();
  return flagUrls.get(FLAG_ALIASES[key] ?? key);
}

type FlagSize = 'sm' | 'md';

const sizes: Record<FlagSize, { className: string; width: number; height: number }> = {
  sm: { className: 'h-3 w-4', width: 16, height: 12 },
  md: { className: 'h-[0.9375rem] w-5', width: 20, height: 15 },
};

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any case. */
  code: string;
  size?: FlagSize;
  className?: string;
}

/** A decorative flag: the country's name is always written next to it. */
export function Flag({ code, size = 'md', className = '' }: FlagProps) {
  const src = flagUrl(code);
  const { className: sizeClass, width, height } = sizes[size];
  const box = `inline-block shrink-0 rounded-[3px] ${sizeClass} ${className}`;
  if (!src) {
    return <span aria-hidden="true" data-flag={code.toUpperCase()} className={`${box} bg-zinc-200 dark:bg-zinc-700`} />;
  }
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      draggable={false}
      data-flag={code.toUpperCase()}
      className={`${box} object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)] dark:shadow-[0_0_0_1px_rgb(255_255_255/0.12)]`}
    />
  );
}
