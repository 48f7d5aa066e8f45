import { z } from 'zod';
import { optionalCountry, optionalDate, optionalEnum, richText } from './fields.js';

export { PERSONAL_DETAILS_PATHS } from './resources.js';

export const GENDERS = ['male', 'female', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const PERSONAL_DETAILS_MESSAGES = {
  saved: 'Personal details saved successfully!',
  birthDatePast: 'Birth date must be in the past.',
  birthDateMin: 'Birth date must be after 1900.',
} as const;

/** POST /profile/update-personal-details. `biography` is rich-text HTML, sanitized by the server. */
export const personalDetailsSchema = z.object({
  biography: richText(),
  birth_date: optionalDate({
    mustBePast: PERSONAL_DETAILS_MESSAGES.birthDatePast,
    min: { date: '1900-01-01', message: PERSONAL_DETAILS_MESSAGES.birthDateMin },
  }),
  gender: optionalEnum(GENDERS),
  nationality: optionalCountry(),
  country_of_residence: optionalCountry(),
});

/** What the form holds (react-hook-form's field values). */
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
/** What a valid save carries, blanks as ''. */
export type PersonalDetailsPayload = z.output<typeof personalDetailsSchema>;

/** GET /api/profile/personal-details → data; blank fields are ''. */
export interface PersonalDetails {
  biography: string;
  birth_date: string;
  gender: Gender | '';
  nationality: string;
  country_of_residence: string;
}
