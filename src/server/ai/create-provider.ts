import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { LocalProvider } from './local-provider.js';
import { OpenAiProvider } from './openai-provider.js';
import type { AiProvider } from './provider.js';

/** The provider AI_PROVIDER selects, or null when the assistant is off. */
export function createAiProvider(ai: Config['ai'], log: FastifyBaseLogger): AiProvider | null {
  switch (ai.provider) {
    case 'openai':
      // loadConfig already required AI_MODEL for this provider.
      return new OpenAiProvider({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model ?? '', timeoutMs: ai.timeoutMs });
    case 'local':
      // loadConfig already required AI_MODEL_PATH for this provider.
      return new LocalProvider({ modelPath: ai.modelPath ?? '', timeoutMs: ai.timeoutMs, log });
    default:
      return null;
  }
}
