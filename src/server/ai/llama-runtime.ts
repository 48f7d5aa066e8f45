import { access, constants } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AI_MESSAGES } from '../../shared/ai.js';
import { AiUnavailableError } from './provider.js';

// `npm run ai:local` installs node-llama-cpp here, beside the project's own dependencies (scripts/ai-local.mjs).
const LOCAL_INSTALL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.ai-local');

/** The few parts of node-llama-cpp this app uses: the package and its types are an optional install. */
export interface LlamaChatSession {
  promptWithMeta(
    prompt: string,
    options: {
      maxTokens: number;
      temperature: number;
      signal: AbortSignal;
      stopOnAbortSignal: true;
      onToken: (tokens: number[]) => void;
      onTextChunk: (text: string) => void;
      grammar?: LlamaGrammar;
    },
  ): Promise<{ stopReason: string }>;
}

/** A compiled grammar that holds generation to a JSON schema. */
type LlamaGrammar = object;

/** How the model expects turns to be written (its chat template). */
type ChatWrapper = object;

export interface LlamaContext {
  getSequence(): unknown;
  dispose(): Promise<void>;
}

interface LlamaModel {
  readonly trainContextSize: number;
  readonly fileInfo: { metadata: { tokenizer?: { chat_template?: string } } };
  createContext(options: { contextSize: number }): Promise<LlamaContext>;
}

interface Llama {
  loadModel(options: { modelPath: string }): Promise<LlamaModel>;
  createGrammarForJsonSchema(schema: object): Promise<LlamaGrammar>;
}

interface LlamaModule {
  getLlama(options: { build: 'never'; maxThreads: number }): Promise<Llama>;
  LlamaChatSession: new (options: { contextSequence: unknown; systemPrompt: string; chatWrapper: ChatWrapper }) => LlamaChatSession;
  GeneralChatWrapper: new () => ChatWrapper;
  resolveChatWrapper(model: LlamaModel): ChatWrapper;
}

/** A loaded GGUF model and what a request needs to chat with it. */
export interface LocalModel {
  createContext(contextSize: number): Promise<LlamaContext>;
  createSession(context: LlamaContext, systemPrompt: string): LlamaChatSession;
  createJsonGrammar(schema: Record<string, unknown>): Promise<LlamaGrammar>;
}

/**
 * OpenAI's strict schemas spell "this or null" `anyOf`, which node-llama-cpp's grammar does
 * not know; its `oneOf` means the same for schemas that cannot overlap (object vs null).
 */
export function toGrammarSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toGrammarSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key === 'anyOf' ? 'oneOf' : key, toGrammarSchema(value)]));
}

let runtime: Promise<{ nodeLlamaCpp: LlamaModule; llama: Llama }> | undefined;

/** node-llama-cpp from the project's dependencies, else from `npm run ai:local`'s folder; 503 when neither has it. */
async function importLlama(): Promise<LlamaModule> {
  for (const base of [import.meta.url, path.join(LOCAL_INSTALL_DIR, 'package.json')]) {
    let entry: string;
    try {
      entry = createRequire(base).resolve('node-llama-cpp');
    } catch {
      continue;
    }
    return (await import(pathToFileURL(entry).href)) as LlamaModule;
  }
  throw new AiUnavailableError(AI_MESSAGES.localNotInstalled);
}

/** The package and its native runtime: seconds to start, so started once per process and shared by every model. */
function startRuntime() {
  if (!runtime) {
    runtime = (async () => {
      const nodeLlamaCpp = await importLlama();
      try {
        // build 'never': a request must not start compiling llama.cpp; one core is left to the web server.
        return {
          nodeLlamaCpp,
          llama: await nodeLlamaCpp.getLlama({ build: 'never', maxThreads: Math.max(1, availableParallelism() - 1) }),
        };
      } catch (error) {
        throw new AiUnavailableError(`${AI_MESSAGES.localRuntimeFailed} ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
    // Not kept when it failed: `npm run ai:local` may run while the server is up.
    runtime.catch(() => (runtime = undefined));
  }
  return runtime;
}

/** Loads the GGUF file at `modelPath`; a missing, unreadable or invalid file is a 503 naming AI_MODEL_PATH. */
export async function loadLocalModel(modelPath: string): Promise<LocalModel> {
  const { nodeLlamaCpp, llama } = await startRuntime();
  try {
    await access(modelPath, constants.R_OK);
  } catch {
    throw new AiUnavailableError(AI_MESSAGES.localModelUnreadable);
  }
  let model: LlamaModel;
  try {
    model = await llama.loadModel({ modelPath });
  } catch {
    throw new AiUnavailableError(AI_MESSAGES.localModelInvalid);
  }
  // The model's own chat template when it has one; plain "### Human / ### Assistant" turns otherwise.
  const chatWrapper = model.fileInfo.metadata.tokenizer?.chat_template
    ? nodeLlamaCpp.resolveChatWrapper(model)
    : new nodeLlamaCpp.GeneralChatWrapper();
  return {
    // Never beyond what the model was trained on: past it, a model writes nonsense.
    createContext: (contextSize) => model.createContext({ contextSize: Math.min(contextSize, model.trainContextSize) }),
    createSession: (context, systemPrompt) =>
      new nodeLlamaCpp.LlamaChatSession({ contextSequence: context.getSequence(), systemPrompt, chatWrapper }),
    createJsonGrammar: (schema) => llama.createGrammarForJsonSchema(toGrammarSchema(schema) as object),
  };
}
