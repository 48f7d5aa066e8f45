import { createHash, randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '../../shared/i18n/locale.js';
import type { Db } from '../db/connect.js';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  startup_id: string;
  /** The language saved on the account (null: the browser's choice decides). */
  locale: Locale | null;
}

/** A stored locale as the app reads it: anything but a known locale counts as none. */
export function savedLocale(value: string | null): Locale | null {
  return isLocale(value) ? value : null;
}

/** The id a session is stored under: the SHA-256 of its cookie token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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

  async findUser(token: string): Promise<AuthUser | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.startup_id', 'users.locale'])
      .where('sessions.id', '=', hashToken(token))
      .where('sessions.expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row && { ...row, locale: savedLocale(row.locale) };
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute();
  }
}

export const SESSION_MAX_AGE_SECONDS = SESSION_TTL_MS / 1000;
