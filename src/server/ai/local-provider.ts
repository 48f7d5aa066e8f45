import { SERVER_MESSAGES } from '../http/server-messages.js';
import { ChunkQueue } from './chunk-queue.js';
import { loadLocalModel, type LlamaContext, type LocalModel } from './llama-runtime.js';
import { AiProviderError, type AiGeneration, type AiJsonSchema, type AiProvider } from './provider.js';

// Fits the assistant's largest request (4 000 characters of prompt, 12 000 of context) with room to answer.
const CONTEXT_SIZE = 4096;
// A token is about three characters or more of prose: a deck's 40 000 characters ask for a larger context.
const CHARACTERS_PER_TOKEN = 3;
const TEMPERATURE = 0.4;

/** Room for the prompt and the answer, at least CONTEXT_SIZE (the model's own limit caps it). */
function contextSizeFor({ system, user, maxTokens }: AiGeneration): number {
  return Math.max(CONTEXT_SIZE, Math.ceil((system.length + user.length) / CHARACTERS_PER_TOKEN) + maxTokens);
}

export interface LocalProviderOptions {
  modelPath: string;
  timeoutMs: number;
  log: { info(facts: object, message: string): void };
}

/**
 * A GGUF model run in-process on the CPU by node-llama-cpp, so founders' text never
 * leaves the server. The model is loaded on first use and kept; each request gets its own context.
 */
export class LocalProvider implements AiProvider {
  private model: Promise<LocalModel> | undefined;

  constructor(private readonly options: LocalProviderOptions) {}

  async complete(generation: AiGeneration): Promise<string> {
    let text = '';
    for await (const chunk of this.stream(generation)) text += chunk;
    return text;
  }

  completeJson(generation: AiGeneration & { schema: AiJsonSchema }): Promise<string> {
    return this.complete(generation);
  }

  /**
   * Text as the model writes it. Generation stops when the request is aborted, when the
   * consumer stops reading, or when no token came for `timeoutMs` (→ AiProviderError).
   */
  async *stream(generation: AiGeneration): AsyncIterable<string> {
    const chunks = new ChunkQueue();
    const stop = new AbortController();
    const signal = generation.signal ? AbortSignal.any([stop.signal, generation.signal]) : stop.signal;
    signal.addEventListener('abort', () => chunks.end(signal.reason), { once: true });
    const timeout = new AiProviderError(SERVER_MESSAGES.localModelTimeout(this.options.timeoutMs / 1000));
    const timer = setTimeout(() => stop.abort(timeout), this.options.timeoutMs);
    const onToken = () => {
      if (!signal.aborted) timer.refresh();
    };
    void this.generate(generation, signal, onToken, (text) => chunks.push(text))
      .then(
        () => chunks.end(),
        (error: unknown) => chunks.end(error),
      )
      .finally(() => clearTimeout(timer));
    try {
      yield* chunks;
    } finally {
      // The consumer is done or gone (a closed stream): stop generating for nobody.
      clearTimeout(timer);
      stop.abort();
    }
  }

  private async generate(
    generation: AiGeneration,
    signal: AbortSignal,
    onToken: () => void,
    onText: (text: string) => void,
  ): Promise<void> {
    const { system, user, maxTokens, schema } = generation;
    const model = await this.load();
    signal.throwIfAborted();
    const started = Date.now();
    let context: LlamaContext | undefined;
    let tokens = 0;
    try {
      context = await model.createContext(contextSizeFor(generation));
      // The grammar lets the model write only JSON that follows the schema, token by token.
      const grammar = schema && (await model.createJsonGrammar(schema.localSchema ?? schema.schema));
      const { stopReason } = await model.createSession(context, system).promptWithMeta(user, {
        maxTokens,
        temperature: schema ? 0 : TEMPERATURE,
        ...(grammar && { grammar }),
        signal,
        stopOnAbortSignal: true,
        onToken: (generated) => {
          tokens += generated.length;
          onToken();
        },
        onTextChunk: onText,
      });
      this.options.log.info({ tokens, ms: Date.now() - started, stopReason }, 'local AI generation ended');
    } catch (error) {
      throw new AiProviderError(SERVER_MESSAGES.localModelFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      await context?.dispose();
    }
  }

  private load(): Promise<LocalModel> {
    if (!this.model) {
      this.model = loadLocalModel(this.options.modelPath);
      // A failed load is retried on the next request (once AI_MODEL_PATH is fixed, say) instead of being kept.
      this.model.catch(() => (this.model = undefined));
    }
    return this.model;
  }
}
