import { z } from 'zod';

/** The AI writing assistant's contract (DESIGN §4 `POST /api/ai/complete`, plus its streaming twin). */
export const AI_PATHS = {
  complete: '/api/ai/complete',
  stream: '/api/ai/stream',
} as const;

/** `continue` and `improve` are the spec's; the menu's others are editor-chosen; `custom` follows the founder's own instruction (DESIGN §16). */
export const AI_MENU_ACTIONS = ['continue', 'improve', 'shorten', 'expand', 'fix_grammar', 'investor_tone', 'translate'] as const;
export const AI_ACTIONS = [...AI_MENU_ACTIONS, 'custom'] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

/** DESIGN §16: any action may set a tone and a length; they reach the model as words in its instructions. */
export const AI_TONES = ['neutral', 'formal', 'confident', 'warm'] as const;
export type AiTone = (typeof AI_TONES)[number];
export const AI_LENGTHS = ['shorter', 'same', 'longer'] as const;
export type AiLength = (typeof AI_LENGTHS)[number];
export const AI_INSTRUCTION_MAX_LENGTH = 500;

export const AI_PROMPT_MAX_LENGTH = 4000;
export const AI_CONTEXT_MAX_LENGTH = 12_000;
export const AI_FIELD_NAME_MAX_LENGTH = 64;
export const AI_SESSION_ID_MAX_LENGTH = 128;
/** Requests per user per window before 429. */
export const AI_RATE_LIMIT = 20;
export const AI_RATE_WINDOW_MS = 60_000;
export const AI_DEFAULT_TIMEOUT_MS = 30_000;

/** The SSE event names of `POST /api/ai/stream`; each chunk is an unnamed `data: {"text": "…"}` event. */
export const AI_STREAM_EVENTS = { done: 'done', error: 'error' } as const;

export const AI_MESSAGES = {
  notConfigured: 'AI assistant is not configured',
  promptRequired: 'Please write or select some text first.',
  promptTooLong: `The text must be at most ${AI_PROMPT_MAX_LENGTH} characters.`,
  contextTooLong: `The context must be at most ${AI_CONTEXT_MAX_LENGTH} characters.`,
  chooseAction: 'Please choose a valid AI action.',
  failed: 'AI request failed',
  noText: 'AI request returned no text',
  /** A structured answer (deck or application drafts) that is not the JSON asked for. */
  unreadableAnswer: "The assistant's answer was cut off or garbled. Please try again.",
  tooManyRequests: 'Too many AI requests. Please wait a moment and try again.',
  localNotInstalled: 'The local AI runtime (node-llama-cpp) is not installed: run npm run ai:local on the server.',
  localRuntimeFailed: 'The local AI runtime (node-llama-cpp) could not start:',
  localModelUnreadable: 'The local AI model file cannot be read: check AI_MODEL_PATH.',
  localModelInvalid: 'The local AI model file is not a GGUF model node-llama-cpp can load: check AI_MODEL_PATH.',
  instructionRequired: 'Please say what the assistant should do.',
  instructionTooLong: `The instruction must be at most ${AI_INSTRUCTION_MAX_LENGTH} characters.`,
  chooseTone: 'Please choose a valid tone.',
  chooseLength: 'Please choose a valid length.',
} as const;

/** The request body of both AI routes. */
export const aiRequestSchema = z
  .object({
    prompt: z
      .string({ error: AI_MESSAGES.promptRequired })
      .trim()
      .min(1, AI_MESSAGES.promptRequired)
      .max(AI_PROMPT_MAX_LENGTH, AI_MESSAGES.promptTooLong),
    action: z.enum(AI_ACTIONS, { error: AI_MESSAGES.chooseAction }),
    context: z
      .string()
      .trim()
      .max(AI_CONTEXT_MAX_LENGTH, AI_MESSAGES.contextTooLong)
      .nullish()
      .transform((value) => value ?? ''),
    field_name: z
      .string()
      .trim()
      .max(AI_FIELD_NAME_MAX_LENGTH)
      .nullish()
      .transform((value) => value ?? ''),
    session_id: z
      .string()
      .trim()
      .max(AI_SESSION_ID_MAX_LENGTH)
      .nullish()
      .transform((value) => value ?? ''),
    /** The founder's own instruction: required for `custom`, ignored by the other actions. */
    instruction: z
      .string({ error: AI_MESSAGES.instructionRequired })
      .trim()
      .max(AI_INSTRUCTION_MAX_LENGTH, AI_MESSAGES.instructionTooLong)
      .nullish()
      .transform((value) => value ?? ''),
    tone: z
      .enum(AI_TONES, { error: AI_MESSAGES.chooseTone })
      .nullish()
      .transform((value) => value ?? null),
    length: z
      .enum(AI_LENGTHS, { error: AI_MESSAGES.chooseLength })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((request, ctx) => {
    if (request.action === 'custom' && request.instruction === '') {
      ctx.addIssue({ code: 'custom', path: ['instruction'], message: AI_MESSAGES.instructionRequired });
    }
  });

export type AiRequestInput = z.input<typeof aiRequestSchema>;
export type AiRequest = z.output<typeof aiRequestSchema>;

/** `POST /api/ai/complete` → this on success: the text itself, outside the envelope's `data` (DESIGN §4). */
export const aiCompleteAnswer = z.strictObject({ success: z.literal(true), text: z.string() });

/** `POST /api/ai/complete` → this; a failure's `error` is the text the editor shows after "AI error: ". */
export type AiCompleteResponse =
  z.infer<typeof aiCompleteAnswer> | { success: false; error: string; message: string; errors?: Record<string, string[]> };
