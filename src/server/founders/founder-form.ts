import type { FieldErrors } from '../../shared/api.js';
import { FIELD_MESSAGES } from '../../shared/fields.js';
import { FOUNDER_MESSAGES, founderSchema } from '../../shared/founders.js';
import { toFieldErrors, validationError } from '../http/errors.js';
import { sanitizeRichText } from '../html/sanitize.js';
import type { UploadedFile } from '../uploads/multipart-form.js';
import { toAvatarWebp } from './avatar.js';
import type { FounderFields } from './repository.js';

export interface FounderForm {
  fields: FounderFields;
  /** The re-encoded avatar, when one was sent. */
  avatar?: Buffer;
}

/** The founder form checked as a whole, so one 422 names every bad field (avatar included). */
export async function parseFounderForm(input: Record<string, unknown>, avatarFile: UploadedFile | undefined): Promise<FounderForm> {
  const parsed = founderSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
  // A brief of nothing but stripped markup (a lone <script>) is as blank as an empty one.
  const brief = parsed.success ? sanitizeRichText(parsed.data.brief) : '';
  if (parsed.success && brief === '') errors.brief = [FIELD_MESSAGES.required];
  const avatar = avatarFile && (await toAvatarWebp(avatarFile.path));
  if (avatarFile && !avatar) errors.avatar = [FOUNDER_MESSAGES.avatarInvalid];
  if (!parsed.success || Object.keys(errors).length > 0) throw validationError(errors);
  return { fields: { ...parsed.data, brief }, avatar };
}
