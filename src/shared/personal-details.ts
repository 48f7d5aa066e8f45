import { z } from 'zod';
import { PERSONAL_DETAILS_MESSAGES } from './feature-messages.js';
import { enumAnswer, optionalCountry, optionalDate, optionalEnum, richText } from './fields.js';
import { founderSchema } from './founders.js';

export { PERSONAL_DETAILS_MESSAGES };
export { PERSONAL_DETAILS_PATHS } from './resources.js';

/** Your own photo (DESIGN §8): POST multipart `avatar`, DELETE removes it. */
export const OWN_AVATAR_PATH = '/profile/avatar';

export const GENDERS = ['male', 'female', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

/** Your own identity (DESIGN §8), with the founder form's rules; each one left out keeps the stored value. */
const identityFields = {
  first_name: founderSchema.shape.first_name.optional(),
  last_name: founderSchema.shape.last_name.optional(),
  title: founderSchema.shape.title.optional(),
  linkedin_url: founderSchema.shape.linkedin_url.optional(),
};

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
  ...identityFields,
});

/** What the form holds (react-hook-form's field values). */
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
/** What a valid save carries, blanks as ''. */
export type PersonalDetailsPayload = z.output<typeof personalDetailsSchema>;

/** GET /api/profile/personal-details → data; blank fields are ''. */
export const personalDetailsAnswer = z.strictObject({
  biography: z.string(),
  birth_date: z.string(),
  gender: enumAnswer(GENDERS),
  nationality: z.string(),
  country_of_residence: z.string(),
  /** Your name (the account's and your founder row's), your row's title, LinkedIn and photo ('' without one). */
  first_name: z.string(),
  last_name: z.string(),
  title: z.string(),
  linkedin_url: z.string(),
  avatar_url: z.string(),
});

export type PersonalDetails = z.infer<typeof personalDetailsAnswer>;

type Identity = Pick<PersonalDetails, 'first_name' | 'last_name' | 'title' | 'linkedin_url' | 'avatar_url'>;

/** What the GET answers before the first save: the identity only, every personal field ''. */
export function emptyPersonalDetails(identity: Identity): PersonalDetails {
  return { biography: '', birth_date: '', gender: '', nationality: '', country_of_residence: '', ...identity };
}
