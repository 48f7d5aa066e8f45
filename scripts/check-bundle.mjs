#!/usr/bin/env node
// Bundle budget (issue 7): the JavaScript a browser needs before it can show the login page
// or the dashboard must stay at or under 120 KB (KiB, 1024 bytes) gzipped at level 9, in each
// language (issue 11: the page's catalog is part of it). Reads the built index.html and
// Vite's manifest; exits 1 above it. Usage: node scripts/check-bundle.mjs [outDir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Back to 120 KiB in issue 15 (docs/decisions.md, "Bundle budget back at 120 KiB"); the first pages sit at ≤ 119.
const BUDGET_BYTES = 120 * 1024;
// Each page is a lazy chunk that app.tsx starts loading at once for its path.
// Each page names the parts of its language's catalog it waits for (src/web/i18n/load-catalog.ts):
// every page the shell, the login and register forms the forms' texts too; the modals' part loads with a modal.
const PAGES = {
  login: { source: 'features/auth/login-page.tsx', catalogParts: ['shell', 'forms'] },
  register: { source: 'features/auth/register-page.tsx', catalogParts: ['shell', 'forms'] },
  dashboard: { source: 'features/dashboard/pages.tsx', catalogParts: ['shell'] },
};

const CATALOGS = {
  en: { shell: 'i18n/en.ts', forms: 'i18n/en-forms.ts', modals: 'i18n/en-modals.ts' },
  ar: { shell: 'i18n/arabic.ts', forms: 'i18n/ar-forms.ts', modals: 'i18n/ar-modals.ts' },
};
const ARABIC_MESSAGES = 'i18n/arabic-messages.ts';

const outDir = path.resolve(process.argv[2] ?? process.env.BUNDLE_DIR ?? 'dist/web');
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

/** The scripts index.html itself loads or preloads (the entry and its static imports). */
function htmlScripts() {
  const tags = indexHtml.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((file) => file?.endsWith('.js'));
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error(`No index.html entry in ${outDir}/.vite/manifest.json`);
const entryFiles = staticClosure(entryKey, new Set(htmlScripts()));

for (const [language, parts] of Object.entries(CATALOGS)) {
  for (const [part, source] of Object.entries(parts)) {
    if (!manifest[source]?.isDynamicEntry) {
      throw new Error(
        `${source} (the ${language} catalog's ${part}) is not a lazy chunk of its own: i18n/load-catalog.ts must import() it.`,
      );
    }
  }
}
const catalogFiles = (language, part) => [...staticClosure(CATALOGS[language][part])].filter((file) => !entryFiles.has(file));
const closureSize = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);
// The schema messages in Arabic come with an Arabic page's first form validation, not with its first page.
const arabicMessages = [...staticClosure(ARABIC_MESSAGES)].filter((file) => !entryFiles.has(file));
console.log(
  `Arabic catalog ${kb(closureSize(catalogFiles('ar', 'shell')))} (shell) + ${kb(closureSize(catalogFiles('ar', 'forms')))} (forms) + ${kb(closureSize(catalogFiles('ar', 'modals')))} (modals) gzipped; ` +
    `English ${kb(closureSize(catalogFiles('en', 'shell')))} + ${kb(closureSize(catalogFiles('en', 'forms')))} + ${kb(closureSize(catalogFiles('en', 'modals')))}; ` +
    `Arabic schema messages ${kb(closureSize(arabicMessages))} (on first validation)\n`,
);

let isOverBudget = false;
for (const [page, { source, catalogParts }] of Object.entries(PAGES)) {
  if (!manifest[source]?.isDynamicEntry) {
    throw new Error(`${source} (the ${page} page) is not a lazy chunk of its own: app.tsx must import() it.`);
  }
  for (const language of Object.keys(CATALOGS)) {
    const pageFiles = staticClosure(source, new Set(entryFiles));
    for (const file of catalogParts.flatMap((part) => catalogFiles(language, part))) pageFiles.add(file);
    const files = [...pageFiles].sort((a, b) => gzipSize(b) - gzipSize(a));
    const total = closureSize(files);
    const isOver = total > BUDGET_BYTES;
    isOverBudget ||= isOver;
    console.log(
      `${`${page} (${language})`.padEnd(15)} initial JS ${kb(total).padStart(9)} gzipped (budget ${kb(BUDGET_BYTES)})${isOver ? '  OVER BUDGET' : ''}`,
    );
    for (const file of files.slice(0, 6)) console.log(`  ${kb(gzipSize(file)).padStart(9)}  ${file}`);
    if (files.length > 6)
      console.log(`  ${kb(files.slice(6).reduce((sum, file) => sum + gzipSize(file), 0)).padStart(9)}  ${files.length - 6} smaller chunks`);
  }
}

if (isOverBudget) {
  console.error(`\nBundle budget exceeded: a first page needs more than ${kb(BUDGET_BYTES)} of gzipped JavaScript.`);
  console.error('Move what that page does not show at once behind import() (see docs/decisions.md, "Bundle budget").');
  process.exit(1);
}
