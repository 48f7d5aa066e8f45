/**
 * Row types as both drivers return them: ids are text UUIDs, timestamps ISO strings,
 * so SQLite and PostgreSQL answer the same.
 */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  startup_id: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table cannot be replayed. */
  id: string;
  user_id: string;
  expires_at: string;
  created_at: string;
}

export interface StartupsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface FoundersTable {
  id: string;
  startup_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  title: string;
  brief: string;
  linkedin_url: string;
  avatar_key: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  startups: StartupsTable;
  founders: FoundersTable;
}
