/** Answer pieces several routes share (the `data` of DESIGN §4's envelope); each feature's own answer lives beside its request schema. */
import { z } from 'zod';

/** Someone named in an answer: a record's last editor, an inviter. */
export const personAnswer = z.strictObject({ id: z.string(), first_name: z.string(), last_name: z.string() });

/** A DELETE's answer: the id of what is gone. */
export const removedAnswer = z.strictObject({ id: z.string() });
