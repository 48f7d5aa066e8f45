import { z } from 'zod';
import { STARTUP_BRIEF_MESSAGES } from './feature-messages.js';
import { richText } from './fields.js';
import { plainTextLength, toPlainText } from './plain-text.js';
import { ONE_LINER_MAX_LENGTH, STARTUP_BRIEF_RICH_TEXT_FIELDS } from './resources.js';

export { STARTUP_BRIEF_MESSAGES };
export { ONE_LINER_MAX_LENGTH, STARTUP_BRIEF_PATHS, STARTUP_BRIEF_RICH_TEXT_FIELDS } from './resources.js';

export type StartupBriefRichTextField = (typeof STARTUP_BRIEF_RICH_TEXT_FIELDS)[number];

/** POST /dashboard/startup-brief. `one_liner` is stored as plain text (any markup removed); the rest is HTML the server sanitizes. */
export const startupBriefSchema = z.object({
  one_liner: z
    .string({ error: 'Please enter text.' })
    .max(10_000, STARTUP_BRIEF_MESSAGES.oneLinerTooLong)
    .nullish()
    .transform((value) => toPlainText(value ?? ''))
    .refine((value) => plainTextLength(value) <= ONE_LINER_MAX_LENGTH, STARTUP_BRIEF_MESSAGES.oneLinerTooLong),
  description: richText(),
  vision: richText(),
  mission: richText(),
  problem: richText(),
  solution: richText(),
  unique_value: richText(),
  highlights: richText(),
});

/** What the form holds (react-hook-form's field values). */
export type StartupBriefInput = z.input<typeof startupBriefSchema>;
/** What a valid save carries, blanks as ''. */
export type StartupBriefPayload = z.output<typeof startupBriefSchema>;

/** GET /api/startup/brief → data; every field '' when blank. */
export const startupBriefAnswer = z.strictObject({
  one_liner: z.string(),
  ...(Object.fromEntries(STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => [field, z.string()])) as Record<
    StartupBriefRichTextField,
    z.ZodString
  >),
});

export type StartupBrief = z.infer<typeof startupBriefAnswer>;

/** What the GET answers before the first save. */
export function emptyStartupBrief(): StartupBrief {
  return {
    one_liner: '',
    ...(Object.fromEntries(STARTUP_BRIEF_RICH_TEXT_FIELDS.map((field) => [field, ''])) as Record<StartupBriefRichTextField, string>),
  };
}
