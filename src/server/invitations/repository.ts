import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { InvitationsTable } from '../db/schema.js';

/** All SQL of invitations; a pending one is a row whose `expires_at` lies ahead. */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /** A new invitation replaces the pending one to the same email (its link dies with its row). */
  async replace(row: Insertable<InvitationsTable>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('invitations').where('startup_id', '=', row.startup_id).where('email', '=', row.email).execute();
      await trx.insertInto('invitations').values(row).execute();
    });
  }

  listPending(startupId: string, now: string) {
    return this.db
      .selectFrom('invitations')
      .leftJoin('users', 'users.id', 'invitations.invited_by')
      .select([
        'invitations.id',
        'invitations.email',
        'invitations.expires_at',
        'invitations.invited_by',
        'users.first_name',
        'users.last_name',
      ])
      .where('invitations.startup_id', '=', startupId)
      .where('invitations.expires_at', '>', now)
      .orderBy('invitations.created_at', 'desc')
      .orderBy('invitations.id')
      .execute();
  }

  /** True when a pending invitation of this startup was deleted. */
  async revoke(startupId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('invitations').where('startup_id', '=', startupId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  findPending(tokenHash: string, now: string) {
    return this.db
      .selectFrom('invitations')
      .innerJoin('startups', 'startups.id', 'invitations.startup_id')
      .leftJoin('users', 'users.id', 'invitations.invited_by')
      .select([
        'invitations.id',
        'invitations.startup_id',
        'invitations.email',
        'startups.name as startup_name',
        'users.first_name',
        'users.last_name',
      ])
      .where('invitations.token_hash', '=', tokenHash)
      .where('invitations.expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Deletes the pending invitation inside the accepting transaction `trx` and returns it: of two accepts racing, only one gets it. */
  claim(trx: Db, tokenHash: string, now: string) {
    return trx
      .deleteFrom('invitations')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .returning(['id', 'startup_id', 'email'])
      .executeTakeFirst();
  }

  async hasMember(startupId: string, email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('startup_id', '=', startupId)
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  async purgeExpired(now: string): Promise<void> {
    await this.db.deleteFrom('invitations').where('expires_at', '<=', now).execute();
  }
}
