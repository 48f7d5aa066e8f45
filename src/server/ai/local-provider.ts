import { AI_MESSAGES } from '../../shared/ai.js';
import { AiProviderError, AiUnavailableError, type AiGeneration, type AiProvider } from './provider.js';

// A variable specifier: node-llama-cpp is an optional install, so neither tsc nor the bundler may resolve it.
const LLAMA_PACKAGE = 'node-llama-cpp';

/* eslint-disable @typescript-eslint/no-explicit-any -- the optional package's types are not installed */
type LlamaModule = any;

/**
 * A GGUF model run in-process on the CPU by node-llama-cpp, so founders' text never
 * leaves the server. The package is imported on first use; without it the endpoint answers 503.
 */
export class LocalProvider implements AiProvider {
  private model: Promise<{ llama: LlamaModule; model: any }> | undefined;

  constructor(private readonly modelPath: string) {}

  async complete(generation: AiGeneration): Promise<string> {
    const { llama, model } = await this.load();
    const context = await model.createContext();
    try {
      const session = new llama.LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt: generation.system });
      return String(await session.prompt(generation.user, { maxTokens: generation.maxTokens, signal: generation.signal }));
    } catch (error) {
      if (generation.signal?.aborted) throw error;
      throw new AiProviderError(`The local AI model failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await context.dispose();
    }
  }

  /** Yields the whole answer once: token streaming from node-llama-cpp is not wired yet. */
  async *stream(generation: AiGeneration): AsyncIterable<string> {
    yield await this.complete(generation);
  }

  private load() {
    this.model ??= (async () => {
      let llama: LlamaModule;
      try {
        llama = await import(LLAMA_PACKAGE);
      } catch {
        throw new AiUnavailableError(AI_MESSAGES.localNotInstalled);
      }
      const instance = await llama.getLlama();
      return { llama, model: await instance.loadModel({ modelPath: this.modelPath }) };
    })();
    // A failed load is retried on the next request (after `npm install`, say) instead of being cached.
    this.model.catch(() => (this.model = undefined));
    return this.model;
  }
}
