import { createHash, randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '../../shared/i18n/locale.js';
import type { SessionRepository } from './session-repository.js';

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

/** Server-side sessions in the database, so several app instances share them. */
export class SessionStore {
  constructor(private readonly sessions: SessionRepository) {}

  /** Creates a session and returns the cookie token; only its hash is stored. */
  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.sessions.insert({
      id: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
    });
    return token;
  }

  /** Runs on every request that carries a session cookie. */
  async findUser(token: string): Promise<SessionAccount | undefined> {
    const row = await this.sessions.findAccount(hashToken(token), new Date().toISOString());
    return row && { ...row, locale: savedLocale(row.locale) };
  }

  async destroy(token: string): Promise<void> {
    await this.sessions.delete(hashToken(token));
  }

  /** Ends every session of a user (password change, reset, removal from a startup), except the one whose token is given. */
  async destroyAllForUser(userId: string, { except }: { except?: string } = {}): Promise<void> {
    await this.sessions.deleteAllForUser(userId, except && hashToken(except));
  }

  async purgeExpired(): Promise<void> {
    await this.sessions.deleteExpired(new Date().toISOString());
  }
}

export const SESSION_MAX_AGE_SECONDS = SESSION_TTL_MS / 1000;
