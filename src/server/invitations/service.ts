import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import type { Locale } from '../../shared/i18n/locale.js';
import {
  acceptInvitationSchema,
  INVITATION_MESSAGES,
  INVITATION_TTL_MS,
  type CreatedInvitation,
  type InvitationPreview,
  type PendingInvitation,
} from '../../shared/invitations.js';
import { newLinkToken } from '../auth/link-token.js';
import type { PasswordHasher } from '../auth/password.js';
import { newPasswordSchema } from '../auth/password-rules.js';
import { hashToken, type AuthUser } from '../auth/session-store.js';
import type { UserRepository } from '../auth/user-repository.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError, validationError } from '../http/errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import type { MembershipRepository } from '../membership/repository.js';
import type { StartupQuota } from '../startup-quota/service.js';
import { invitationMail } from './invitation-mail.js';
import type { InvitationRepository } from './repository.js';

/** The account an accepted invitation created: a member of the inviting startup. */
export interface JoinedAccount {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  startup_id: string;
  locale: Locale | null;
}

/** The register form's password rules, the common-password check included. */
const serverAcceptSchema = acceptInvitationSchema.extend({ password: newPasswordSchema });

const deadLink = () => new HttpError(404, INVITATION_MESSAGES.deadLink);
const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** DESIGN §8 invitations: single use, 7 days, one pending per email and startup; only the token's hash is stored. */
export class InvitationService {
  constructor(
    private readonly db: Db,
    private readonly invitations: InvitationRepository,
    private readonly users: UserRepository,
    private readonly memberships: MembershipRepository,
    private readonly limits: RateLimiter,
    private readonly mailer: Mailer,
    private readonly quota: StartupQuota,
    private readonly passwords: PasswordHasher,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores the invitation (replacing the pending one to that email), mails the link in the inviter's language, returns the link. */
  async create(user: AuthUser, email: string, locale: Locale, linkTo: (token: string) => string): Promise<CreatedInvitation> {
    if (await this.invitations.hasMember(user.startup_id, email)) throw validationError({ email: [INVITATION_MESSAGES.alreadyMember] });
    await this.limits.consume([{ limit: 'invitationsPerStartup', key: user.startup_id }], INVITATION_MESSAGES.tooMany);
    const { token, tokenHash } = newLinkToken();
    const now = Date.now();
    const invitation = { id: randomUUID(), email, expires_at: new Date(now + INVITATION_TTL_MS).toISOString() };
    await this.invitations.replace({
      ...invitation,
      startup_id: user.startup_id,
      token_hash: tokenHash,
      invited_by: user.id,
      locale,
      created_at: new Date(now).toISOString(),
    });
    const url = linkTo(token);
    return { ...invitation, url, mail_sent: await this.mail(user, email, locale, url) };
  }

  async list(user: AuthUser): Promise<PendingInvitation[]> {
    const rows = await this.invitations.listPending(user.startup_id, new Date().toISOString());
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      expires_at: row.expires_at,
      invited_by:
        row.invited_by && row.first_name !== null && row.last_name !== null
          ? { id: row.invited_by, first_name: row.first_name, last_name: row.last_name }
          : null,
    }));
  }

  async revoke(user: AuthUser, id: string): Promise<void> {
    if (!(await this.invitations.revoke(user.startup_id, id))) throw new HttpError(404, MESSAGES.notFound);
  }

  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.invitations.findPending(hashToken(token), new Date().toISOString());
    if (!row) throw deadLink();
    const invitedBy = row.first_name !== null && row.last_name !== null ? { first_name: row.first_name, last_name: row.last_name } : null;
    return { startup_name: row.startup_name, email: row.email, invited_by: invitedBy };
  }

  /**
   * Creates the account with the invited email and makes it a member, in one transaction: the
   * invitation is claimed (deleted) first, so a second accept finds nothing; any refusal undoes all.
   * A founder row of the startup with that email becomes the account's own, else one is added.
   */
  async accept(token: string, body: unknown, locale: Locale | null): Promise<JoinedAccount> {
    const tokenHash = hashToken(token);
    const pending = await this.invitations.findPending(tokenHash, new Date().toISOString());
    if (!pending) throw deadLink();
    const input = serverAcceptSchema.parse(body ?? {});
    await this.assertNoAccount(pending.email);
    this.passwords.assertRoom();
    const passwordHash = await this.passwords.hash(input.password);
    const now = new Date().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const invitation = await this.invitations.claim(trx, tokenHash, now);
        if (!invitation) throw deadLink();
        const account = {
          id: randomUUID(),
          email: invitation.email,
          first_name: input.first_name,
          last_name: input.last_name,
          startup_id: invitation.startup_id,
          locale,
        };
        await this.users.insert(trx, { ...account, password_hash: passwordHash, created_at: now });
        if (!(await this.memberships.linkOwnFounder(trx, invitation.startup_id, account))) {
          await this.quota.checkWithin(trx, invitation.startup_id, { kind: 'founder', bytes: 0 });
          await this.memberships.addOwnFounder(trx, invitation.startup_id, account, now);
        }
        return account;
      });
    } catch (error) {
      // Another account took the email meanwhile (a registration, or a founder row linked to one).
      if (isUniqueViolation(error)) throw validationError({ email: [INVITATION_MESSAGES.accountExists] });
      throw error;
    }
  }

  async purgeExpired(): Promise<void> {
    await this.invitations.purgeExpired(new Date().toISOString());
  }

  private async assertNoAccount(email: string): Promise<void> {
    if (await this.users.isEmailTaken(email)) throw validationError({ email: [INVITATION_MESSAGES.accountExists] });
  }

  /** The link is in the answer too, so a mail server's failure is logged, not the inviter's problem. */
  private async mail(user: AuthUser, email: string, locale: Locale, url: string): Promise<boolean> {
    const startup = await this.memberships.findStartup(user.startup_id);
    try {
      await this.mailer.send(invitationMail(locale, email, { inviter: fullName(user), startup: startup.name, url }));
      return true;
    } catch (error) {
      this.log.error({ err: error }, 'invitation mail failed');
      return false;
    }
  }
}
