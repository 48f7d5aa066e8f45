/**
 * The stored-XSS payloads: a public corpus (test/e2e/xss/corpus*.{txt,json}, well-known vectors written
 * down by hand) and payloads generated from the building blocks in test/e2e/xss/generator.json. Shared
 * by the browser suite (xss.spec.ts) and the sanitizer's property tests (src/server/html/sanitize.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'xss');

/** Payloads that reach this host, or call `xssCanary()`, have run: the browser suite watches both. */
export const CANARY_HOST = 'xss-canary.test';
export const CANARY_FUNCTION = 'xssCanary';

export interface GeneratorBlocks {
  scripts: string[];
  urls: string[];
  urlAttributes: string[];
  elements: string[];
  handlers: string[];
  attributeTails: string[];
  quotes: string[];
  separators: string[];
  wrappers: string[];
  vectors: string[];
  caseMutations: string[];
}

export const generatorBlocks = JSON.parse(readFileSync(path.join(folder, 'generator.json'), 'utf8')) as GeneratorBlocks;

/** The hand-assembled corpus: one payload a line, plus the ones with control characters and line breaks (JSON). */
export function corpusPayloads(): string[] {
  const lines = readFileSync(path.join(folder, 'corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const controlChars = JSON.parse(readFileSync(path.join(folder, 'corpus-control-chars.json'), 'utf8')) as string[];
  return [...lines, ...controlChars];
}

/** One choice per block, made by `pick(options)`: a seeded generator here, fast-check in the property tests. */
export type Pick = (options: readonly string[]) => string;

function mutateCase(text: string, mutation: string): string {
  if (mutation === 'upper') return text.replace(/<([a-z-]+)/g, (tag) => tag.toUpperCase());
  if (mutation === 'alternate')
    return text.replace(/on[a-z]+|script|javascript/gi, (word) =>
      [...word].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(''),
    );
  return text;
}

/** A payload built from the blocks: a vector with its holes filled, case-mutated, inside a wrapper. */
export function composePayload(pick: Pick, blocks: GeneratorBlocks = generatorBlocks): string {
  const js = pick(blocks.scripts);
  const fill = (template: string) =>
    template
      .replaceAll('{element}', pick(blocks.elements))
      .replaceAll('{sep}', pick(blocks.separators))
      .replaceAll('{handler}', pick(blocks.handlers))
      .replaceAll('{quoted}', pick(blocks.quotes))
      .replaceAll('{tail}', pick(blocks.attributeTails))
      .replaceAll('{urlAttribute}', pick(blocks.urlAttributes))
      .replaceAll('{url}', pick(blocks.urls))
      .replaceAll('{js}', js);
  const vector = mutateCase(fill(pick(blocks.vectors)), pick(blocks.caseMutations));
  return pick(blocks.wrappers).replace('{p}', vector);
}

/** mulberry32: a small seeded generator, so payload n is the same on every run. */
function seededPick(seed: number): Pick {
  let state = seed >>> 0;
  return (options) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const random = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return options[Math.floor(random * options.length)]!;
  };
}

/** `count` distinct payloads: the whole corpus first, then generated ones. */
export function xssPayloads(count: number): string[] {
  const payloads = new Set(corpusPayloads());
  for (let seed = 1; payloads.size < count; seed++) payloads.add(composePayload(seededPick(seed)));
  return [...payloads].slice(0, Math.max(count, 0));
}
