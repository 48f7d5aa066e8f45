import { AI_MESSAGES } from '../../shared/ai.js';
import { HttpError } from '../http/errors.js';
import { AiProviderError, AiUnavailableError, type AiGeneration, type AiJsonSchema, type AiProvider } from './provider.js';

// What the drafting features (deck, application, translation) share: how they ask the provider and how its failures answer.

/** The provider's failures as DESIGN §4 answers them: off or not installed → 503, anything else → 502. */
export function providerFailure(error: unknown): unknown {
  if (error instanceof AiUnavailableError) return new HttpError(503, error.message);
  if (error instanceof AiProviderError) return new HttpError(502, error.message);
  return error;
}

/** One structured request; an answer that `parse` cannot read (null) is asked once more, then 502. */
export async function completeParsedJson<Answer>(
  provider: AiProvider,
  generation: AiGeneration & { schema: AiJsonSchema },
  parse: (text: string) => Answer | null,
): Promise<Answer> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const parsed = parse(await provider.completeJson(generation));
    if (parsed !== null) return parsed;
  }
  throw new HttpError(502, AI_MESSAGES.unreadableAnswer);
}

/** Runs `work` on every item, at most `parallel` at once, and yields each result as soon as it is ready. */
export async function* boundedInCompletionOrder<Item, Result>(
  items: readonly Item[],
  parallel: number,
  work: (item: Item) => Promise<Result>,
): AsyncGenerator<Result> {
  const running = new Map<number, Promise<{ index: number; result: Result }>>();
  let next = 0;
  const start = () => {
    const index = next++;
    const settled = work(items[index]!).then((result) => ({ index, result }));
    // A failure is seen by the race; one that comes after the first is not left unhandled.
    settled.catch(() => undefined);
    running.set(index, settled);
  };
  while (next < items.length && running.size < parallel) start();
  while (running.size > 0) {
    const { index, result } = await Promise.race(running.values());
    running.delete(index);
    if (next < items.length) start();
    yield result;
  }
}
