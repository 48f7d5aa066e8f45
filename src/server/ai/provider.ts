/** One generation request, already turned into the model's system and user messages. */
export interface AiGeneration {
  system: string;
  user: string;
  maxTokens: number;
  /** Aborted when the browser goes away; providers pass it through. */
  signal?: AbortSignal;
}

/** An AI backend: an OpenAI-compatible server or a local model. */
export interface AiProvider {
  complete(generation: AiGeneration): Promise<string>;
  stream(generation: AiGeneration): AsyncIterable<string>;
}

/** The provider failed (HTTP error, timeout, unreachable); the message is safe to show and never holds a secret. */
export class AiProviderError extends Error {}

/** The configured provider cannot run here (e.g. its package is not installed) → 503. */
export class AiUnavailableError extends Error {}
