import { errorCodes } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aiRequestSchema } from '../../shared/ai.js';
import { loginSchema } from '../../shared/auth.js';
import { contactDetailsSchema } from '../../shared/contact-details.js';
import { MESSAGES_AR } from '../../shared/i18n/messages-ar.js';
import { createMessageTranslator, placeholdersOf } from '../../shared/i18n/translate-message.js';
import { toFieldErrors } from './errors.js';
import { SERVER_MESSAGES } from './server-messages.js';

const translate = createMessageTranslator(MESSAGES_AR);
const ARABIC_LETTER = /\p{Script=Arabic}/u;

// Every shared module, so a new *_MESSAGES object (or message function) is checked without listing it here.
const sharedModules = import.meta.glob<Record<string, unknown>>(['../../shared/*.ts', '!../../shared/*.test.ts'], { eager: true });

/** Sample arguments for message functions: a limit of one (singular), a few, and a byte size. */
const SAMPLE_ARGUMENTS = [1, 3, 25 * 1024 * 1024];

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return SAMPLE_ARGUMENTS.flatMap((sample) => messagesOf(value(sample, 'upstream detail')));
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

const sharedMessages = Object.entries(sharedModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => /messages?$/i.test(name))
    .flatMap(([name, value]) => messagesOf(value).map((message) => [`${file.replace('../../shared/', '')} ${name}`, message] as const)),
);

// Fastify's own client errors, answered through the error handler.
const frameworkMessages = [
  errorCodes.FST_ERR_CTP_BODY_TOO_LARGE,
  errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE,
  errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH,
  errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY,
  errorCodes.FST_ERR_CTP_INVALID_JSON_BODY,
].map((ErrorCode) => ['fastify', new ErrorCode().message] as const);

// zod's default texts where a schema names none: what a hand-made request can get back.
const zodDefaults = [
  loginSchema.safeParse({ email: `${'a'.repeat(250)}@b.co`, password: 'x'.repeat(201) }),
  aiRequestSchema.safeParse({ prompt: 'x', action: 'improve', field_name: 'f'.repeat(65), session_id: 1 }),
  contactDetailsSchema.safeParse([]),
  z.object({ locale: z.literal('ar') }).safeParse({ locale: 'en' }),
  z.array(z.string()).min(1).max(1).safeParse([]),
  z.array(z.string()).max(1).safeParse(['a', 'b']),
  z.string().min(2).safeParse('a'),
  z
    .object({ amount: z.number(), name: z.string(), tags: z.array(z.string()), done: z.boolean() })
    .safeParse({ amount: 'x', tags: {}, done: null }),
  z.number().int().safeParse(1.5),
]
  .flatMap((result) => (result.error ? Object.values(toFieldErrors(result.error)).flat() : []))
  .map((message) => ['zod', message] as const);

describe('the Arabic server messages', () => {
  it('found the messages to check', () => {
    expect(sharedMessages.length).toBeGreaterThan(80);
    expect(zodDefaults.length).toBeGreaterThanOrEqual(7);
  });

  it.each([
    ...sharedMessages,
    ...messagesOf(SERVER_MESSAGES).map((message) => ['server', message] as const),
    ...frameworkMessages,
    ...zodDefaults,
  ])('%s: %j has an Arabic translation', (_source, message) => {
    const arabic = translate(message);
    expect(arabic).not.toBe(message);
    expect(arabic).toMatch(ARABIC_LETTER);
    // zod's type names are said in Arabic too: no "expected string" inside an Arabic sentence.
    expect(arabic).not.toMatch(/\b(string|number|int|boolean|array|object|null|undefined)\b/);
  });

  it.each(Object.entries(MESSAGES_AR))('%j → Arabic with the same placeholders', (english, arabic) => {
    expect(arabic).toMatch(ARABIC_LETTER);
    expect(placeholdersOf(arabic)).toEqual(placeholdersOf(english));
    // Arabic punctuation where the sentence is Arabic: no Latin comma or question mark between Arabic words.
    expect(arabic).not.toMatch(/\p{Script=Arabic}[,?]/u);
  });
});
