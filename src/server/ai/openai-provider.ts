import OpenAI from 'openai';
import { SERVER_MESSAGES } from '../http/server-messages.js';
import { AiProviderError, type AiGeneration, type AiJsonSchema, type AiProvider } from './provider.js';

export interface OpenAiProviderOptions {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Any OpenAI-compatible Chat Completions endpoint: OpenAI, Azure, Ollama, vLLM, llama.cpp server, LM Studio. */
export class OpenAiProvider implements AiProvider {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      // Local servers ignore the key, but the SDK insists on one.
      apiKey: options.apiKey ?? 'not-needed',
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  async complete(generation: AiGeneration): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create(this.body(generation), { signal: generation.signal });
      return completion.choices[0]?.message.content ?? '';
    } catch (error) {
      throw this.describe(error);
    }
  }

  /**
   * Streamed and joined: a whole profile's JSON takes longer to write than AI_TIMEOUT_MS allows a
   * single request, while the stream's timeout only bounds the silence between chunks.
   */
  async completeJson(generation: AiGeneration & { schema: AiJsonSchema }): Promise<string> {
    let text = '';
    for await (const chunk of this.stream(generation)) text += chunk;
    return text;
  }

  /** The timeout also applies between chunks, so a provider that stalls mid-answer fails instead of hanging. */
  async *stream(generation: AiGeneration): AsyncIterable<string> {
    const idle = new AbortController();
    const signal = generation.signal ? AbortSignal.any([generation.signal, idle.signal]) : idle.signal;
    let timer = setTimeout(() => idle.abort(), this.options.timeoutMs);
    try {
      const chunks = await this.client.chat.completions.create({ ...this.body(generation), stream: true }, { signal });
      for await (const chunk of chunks) {
        // Paused while the consumer handles the chunk: a slow reader is not a slow provider.
        clearTimeout(timer);
        const text = chunk.choices[0]?.delta.content;
        if (text) yield text;
        timer = setTimeout(() => idle.abort(), this.options.timeoutMs);
      }
      // The SDK ends an aborted stream quietly rather than throwing.
      if (idle.signal.aborted && !generation.signal?.aborted) throw new AiProviderError(this.timeoutMessage());
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      if (idle.signal.aborted && !generation.signal?.aborted) throw new AiProviderError(this.timeoutMessage());
      throw this.describe(error);
    } finally {
      clearTimeout(timer);
    }
  }

  private body({ system, user, maxTokens, schema }: AiGeneration) {
    return {
      model: this.options.model,
      messages: [
        { role: 'system' as const, content: system },
        { role: 'user' as const, content: user },
      ],
      // max_tokens, not max_completion_tokens: every compatible server (Ollama, vLLM, llama.cpp) understands it.
      max_tokens: maxTokens,
      // A structured answer extracts rather than writes: as little sampling freedom as the server allows.
      temperature: schema ? 0 : 0.4,
      ...(schema && {
        response_format: { type: 'json_schema' as const, json_schema: { name: schema.name, strict: true, schema: schema.schema } },
      }),
    };
  }

  /** A message for the editor that names what went wrong and never repeats the API key. */
  private describe(error: unknown): Error {
    if (error instanceof OpenAI.APIUserAbortError) return error;
    let message: string;
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      message = this.timeoutMessage();
    } else if (error instanceof OpenAI.APIConnectionError) {
      message = SERVER_MESSAGES.aiUnreachable;
    } else if (error instanceof OpenAI.APIError) {
      message =
        error.status === 401 || error.status === 403
          ? SERVER_MESSAGES.aiRejectedCredentials(error.status)
          : SERVER_MESSAGES.aiHttpFailed(error.status ?? 'error', firstLine(error.message));
    } else {
      message = SERVER_MESSAGES.aiFailed(firstLine(error instanceof Error ? error.message : String(error)));
    }
    return new AiProviderError(this.redact(message));
  }

  private timeoutMessage(): string {
    return SERVER_MESSAGES.aiTimeout(Math.round(this.options.timeoutMs / 1000));
  }

  private redact(message: string): string {
    const key = this.options.apiKey;
    return key ? message.split(key).join('[redacted]') : message;
  }
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
