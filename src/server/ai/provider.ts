/** A JSON Schema the answer must follow (OpenAI structured output, a grammar for the local model). */
export interface AiJsonSchema {
  name: string;
  schema: Record<string, unknown>;
  /**
   * The same schema with the bounds strict mode does not take (`maxLength`, `maxItems`), for the
   * local grammar: a small model that rambles inside a string still closes its JSON within maxTokens.
   */
  localSchema?: Record<string, unknown>;
}

/** One generation request, already turned into the model's system and user messages. */
export interface AiGeneration {
  system: string;
  user: string;
  maxTokens: number;
  /** Aborted when the browser goes away; providers pass it through. */
  signal?: AbortSignal;
  /** When set, the model writes JSON following this schema (strict: every property required, no others). */
  schema?: AiJsonSchema;
}

/** An AI backend: an OpenAI-compatible server or a local model. */
export interface AiProvider {
  complete(generation: AiGeneration): Promise<string>;
  stream(generation: AiGeneration): AsyncIterable<string>;
  /** The raw JSON text of an answer held to `schema`; the caller parses it (a cut-off answer is not valid JSON). */
  completeJson(generation: AiGeneration & { schema: AiJsonSchema }): Promise<string>;
}

/** The provider failed (HTTP error, timeout, unreachable); the message is safe to show and never holds a secret. */
export class AiProviderError extends Error {}

/** The configured provider cannot run here (e.g. its package is not installed) → 503. */
export class AiUnavailableError extends Error {}
