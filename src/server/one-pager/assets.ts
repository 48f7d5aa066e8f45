import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built files a one-pager links to (Vite entries of its own, fingerprinted), by their source in src/web. */
export const ONE_PAGER_ENTRIES = {
  deckViewer: 'features/one-pager/deck-viewer.ts',
  latinFont: 'inter-font.css',
  arabicFont: 'i18n/arabic-font.css',
} as const;

export type OnePagerAssets = Partial<Record<keyof typeof ONE_PAGER_ENTRIES, string>>;

interface ManifestChunk {
  file: string;
  css?: string[];
}

/**
 * `/assets/…` of each entry, read once from the build's manifest. Without a build (API tests) the
 * page still renders, in the system font and without the deck viewer's script.
 */
export function readOnePagerAssets(webRoot: string): OnePagerAssets {
  const manifestFile = path.join(webRoot, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const assets: OnePagerAssets = {};
  for (const [name, source] of Object.entries(ONE_PAGER_ENTRIES) as [keyof typeof ONE_PAGER_ENTRIES, string][]) {
    const chunk = manifest[source];
    // A CSS entry is named by its stylesheet (`file`, or `css` when Vite wraps it in a script).
    const file = chunk && (chunk.file.endsWith('.css') || name === 'deckViewer' ? chunk.file : chunk.css?.[0]);
    if (file) assets[name] = `/${file}`;
  }
  return assets;
}
