import { z } from 'zod';
import { personAnswer } from './answers.js';
import { registerSchema } from './auth.js';

/** DESIGN §8: the invitation routes; the token ones need no login. */
export const INVITATION_PATHS = {
  list: '/api/startup/invitations',
  create: '/api/startup/invitations',
  invitation: (id: string) => `/api/startup/invitations/${id}`,
  byToken: (token: string) => `/api/invitations/${token}`,
  accept: (token: string) => `/api/invitations/${token}/accept`,
} as const;

/** The accept page; the token rides in the fragment (`/invite#<token>`), so it never reaches a log or a Referer. */
export const INVITE_PAGE_PATH = '/invite';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_MESSAGES = {
  created: 'Invitation created. Share the link or let the mail do it.',
  revoked: 'Invitation revoked. Its link no longer works.',
  alreadyMember: 'This person already has an account in your startup.',
  deadLink: 'This invitation link is not valid any more. It may have been used, revoked or replaced, or it expired.',
  accountExists: 'An account with this email already exists. Please log in instead.',
  accepted: 'Welcome to the team!',
  tooMany: 'Too many invitations today. Please try again tomorrow.',
} as const;

/** POST /api/startup/invitations. */
export const invitationSchema = z.object({ email: registerSchema.shape.email });

/** POST /api/invitations/{token}/accept: the register form's rules, the email being the invitation's. */
export const acceptInvitationSchema = registerSchema.pick({ first_name: true, last_name: true, password: true });

export type InvitationInput = z.input<typeof invitationSchema>;
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** A pending invitation as the team sees it (GET /api/startup/invitations lists them); `invited_by` is null once the inviter's account is gone. */
export const pendingInvitationAnswer = z.strictObject({
  id: z.string(),
  email: z.string(),
  expires_at: z.string(),
  invited_by: personAnswer.nullable(),
});

export const pendingInvitationsAnswer = z.array(pendingInvitationAnswer);

/** POST /api/startup/invitations → data: the link to share (`<origin>/invite#<token>`), and whether the mail went out. */
export const createdInvitationAnswer = z.strictObject({
  id: z.string(),
  email: z.string(),
  expires_at: z.string(),
  url: z.string(),
  mail_sent: z.boolean(),
});

/** GET /api/invitations/{token} → data: what the invited person sees before accepting. */
export const invitationPreviewAnswer = z.strictObject({
  startup_name: z.string(),
  email: z.string(),
  invited_by: personAnswer.omit({ id: true }).nullable(),
});

export type PendingInvitation = z.infer<typeof pendingInvitationAnswer>;
export type CreatedInvitation = z.infer<typeof createdInvitationAnswer>;
export type InvitationPreview = z.infer<typeof invitationPreviewAnswer>;
