import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FIELD_MESSAGES } from '../../shared/fields.js';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, FOUNDER_MESSAGES, founderAnswer } from '../../shared/founders.js';
import { OWN_AVATAR_PATH, PERSONAL_DETAILS_MESSAGES } from '../../shared/personal-details.js';
import { validationError } from '../http/errors.js';
import { currentUser } from '../auth/current-user.js';
import { readMultipartForm } from '../uploads/multipart-form.js';
import { toAvatarWebp } from './avatar.js';
import type { FounderService } from './service.js';

const avatarRules = { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES, tooLargeMessage: FOUNDER_MESSAGES.avatarTooLarge };

/** DESIGN §8 "your own identity": the photo of the user's own founder row, with the founders' upload rules and quota. */
export function ownAvatarRoutes(app: FastifyInstance, founders: FounderService, spoolDir: string): void {
  const upload = {
    summary: "Your own photo on your founder row (PNG, JPEG, WebP; within the startup's storage quota)",
    tag: 'Personal details',
    answer: founderAnswer,
    multipart: { name: 'OwnAvatarFields', schema: z.object({}), files: [AVATAR_FIELD] },
  };
  app.post(OWN_AVATAR_PATH, { config: { operation: upload } }, async (request) => {
    const user = currentUser(request);
    await founders.findOwn(user);
    const upload = await readMultipartForm(request, spoolDir, avatarRules);
    try {
      if (!upload.file) throw validationError({ [AVATAR_FIELD]: [FIELD_MESSAGES.required] });
      const avatar = await toAvatarWebp(upload.file.path);
      if (!avatar) throw validationError({ [AVATAR_FIELD]: [FOUNDER_MESSAGES.avatarInvalid] });
      return { success: true, message: PERSONAL_DETAILS_MESSAGES.photoSaved, data: await founders.setOwnAvatar(user, avatar) };
    } finally {
      await upload.dispose();
    }
  });

  app.delete(
    OWN_AVATAR_PATH,
    { config: { operation: { summary: 'Remove your own photo', tag: 'Personal details', answer: founderAnswer } } },
    async (request) => ({
      success: true,
      message: PERSONAL_DETAILS_MESSAGES.photoRemoved,
      data: await founders.removeOwnAvatar(currentUser(request)),
    }),
  );
}
