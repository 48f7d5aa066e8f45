import { z } from 'zod';
import { startupName } from './names.js';

/** DESIGN §8: an account removed from its startup starts a new one here (`POST`, 201). */
export const START_STARTUP_PATH = '/api/startup';

export const MEMBERSHIP_MESSAGES = {
  noStartup: 'You are not a member of a startup any more. Start a new startup to continue.',
  alreadyMember: 'You already belong to a startup.',
  started: 'Your new startup is ready.',
} as const;

export const startStartupSchema = z.object({ name: startupName() });
export type StartStartupInput = z.input<typeof startStartupSchema>;
