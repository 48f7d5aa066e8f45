import { z } from 'zod';
import { STARTUP_LOCATION_COUNTRIES } from './countries.js';
import { PROGRAM_PREFERENCES_MESSAGES } from './feature-messages.js';
import { enumAnswer, optionalDate, optionalEnum } from './fields.js';

export { PROGRAM_PREFERENCES_MESSAGES };
export { PROGRAM_PREFERENCES_PATHS } from './resources.js';

export const PROGRAM_TYPES = ['pre_incubation', 'incubation', 'acceleration', 'investment_readiness'] as const;
export const PROGRAM_DURATIONS = ['1_month', '3_months', '6_months', '12_months'] as const;
export const PROGRAM_LOCATIONS = ['in_person', 'remote', 'hybrid'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];
export type ProgramDuration = (typeof PROGRAM_DURATIONS)[number];
export type ProgramLocation = (typeof PROGRAM_LOCATIONS)[number];

const isStartupLocation = (code: string) => (STARTUP_LOCATION_COUNTRIES as readonly string[]).includes(code);

/** POST /dashboard/program-preferences. Repeated locations are kept once, in the order given. */
export const programPreferencesSchema = z.object({
  program_type: optionalEnum(PROGRAM_TYPES),
  program_duration: optionalEnum(PROGRAM_DURATIONS),
  program_location: optionalEnum(PROGRAM_LOCATIONS),
  program_start_date: optionalDate(),
  startup_locations: z
    .array(
      z
        .string({ error: PROGRAM_PREFERENCES_MESSAGES.startupLocation })
        .trim()
        .toUpperCase()
        .refine(isStartupLocation, PROGRAM_PREFERENCES_MESSAGES.startupLocation),
      { error: PROGRAM_PREFERENCES_MESSAGES.startupLocation },
    )
    .max(STARTUP_LOCATION_COUNTRIES.length * 2, PROGRAM_PREFERENCES_MESSAGES.startupLocation)
    .nullish()
    .transform((codes) => [...new Set(codes ?? [])]),
});

/** What the form holds (react-hook-form's field values). */
export type ProgramPreferencesInput = z.input<typeof programPreferencesSchema>;
/** What a valid save carries, blanks as ''. */
export type ProgramPreferencesPayload = z.output<typeof programPreferencesSchema>;

/** GET /api/startup/program-preferences → data; blank fields are '', no locations is []. */
export const programPreferencesAnswer = z.strictObject({
  program_type: enumAnswer(PROGRAM_TYPES),
  program_duration: enumAnswer(PROGRAM_DURATIONS),
  program_location: enumAnswer(PROGRAM_LOCATIONS),
  program_start_date: z.string(),
  startup_locations: z.array(z.string()),
});

export type ProgramPreferences = z.infer<typeof programPreferencesAnswer>;

/** What the GET answers before the first save. */
export function emptyProgramPreferences(): ProgramPreferences {
  return { program_type: '', program_duration: '', program_location: '', program_start_date: '', startup_locations: [] };
}
