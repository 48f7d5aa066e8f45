import { createHash, randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '../../shared/i18n/locale.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A logged-in account; `startup_id` is null once it was removed from its startup (DESIGN §8). */
export interface SessionAccount {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  startup_id: string | null;
  /** The language saved on the account (null: the browser's choice decides). */
  locale: Locale | null;
}

/** A logged-in member of a startup: what every startup route works with. */
export interface AuthUser extends SessionAccount {
  startup_id: string;
}

export function isMember(account: SessionAccount): account is AuthUser {
  return account.startup_id !== null;
}

/** A stored locale as the app reads it: anything but a known locale counts as none. */
export function savedLocale(value: string | null): Locale | null {
  return isLocale(value) ? value : null;
}

/** The id a session is stored under: the SHA-256 of its cookie token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const findSessionAccount = preparedQuery((db, param: Placeholders<{ id: string; now: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.startup_id', 'users.locale'])
    .where('sessions.id', '=', param('id'))
    .where('sessions.expires_at', '>', param('now')),
);

/** Server-side sessions in the database, so several app instances share them. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  /** Creates a session and returns the cookie token; only its hash is stored. */
  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
      })
      .execute();
    return token;
  }

  /** Runs on every request that carries a session cookie: compiled once. */
  async findUser(token: string): Promise<SessionAccount | undefined> {
    const [row] = await findSessionAccount(this.db, { id: hashToken(token), now: new Date().toISOString() });
    return row && { ...row, locale: savedLocale(row.locale) };
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  /** Ends every session of a user (password change, reset, removal from a startup), except the one whose token is given. */
  async destroyAllForUser(userId: string, { except }: { except?: string } = {}): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (except) query = query.where('id', '!=', hashToken(except));
    await query.execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
  }
}

export const SESSION_MAX_AGE_SECONDS = SESSION_TTL_MS / 1000;
