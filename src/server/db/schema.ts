import type { ColumnType, Generated } from 'kysely';

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
  /** Null once the user was removed from their startup (DESIGN §8): they may start a new one. */
  startup_id: string | null;
  created_at: string;
  /** The language the user chose (en, ar); null when they never picked one. */
  locale: string | null;
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
  /** The language the saved records are written in (DESIGN §14): en or ar. */
  profile_locale: Generated<string>;
}

/** One public text of the profile in the other language (DESIGN §14), with the source text it was made from. */
export interface StartupTranslationsTable {
  startup_id: string;
  locale: string;
  /** `startup-brief.<field>`, `fundraising.use_of_funds`, `founders.<id>.title` or `founders.<id>.brief`. */
  key: string;
  value: string;
  /** The source text as it was when this translation was saved: a different one now makes it stale. */
  source: string;
  updated_at: string;
  updated_by: string | null;
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
  /** Bytes of the stored avatar (0 without one): counted in the startup's storage quota. */
  avatar_size: Generated<number>;
  created_at: string;
}

/** `Generated` marks columns with a DEFAULT ('' for text): an insert may leave them out. */
export interface UserProfilesTable {
  user_id: string;
  biography: Generated<string>;
  birth_date: Generated<string>;
  gender: Generated<string>;
  nationality: Generated<string>;
  country_of_residence: Generated<string>;
  linkedin: Generated<string>;
  website: Generated<string>;
  updated_at: string;
}

export type ContactKind = 'email' | 'phone' | 'whatsapp';

export interface ContactEntriesTable {
  user_id: string;
  kind: ContactKind;
  position: number;
  value: string;
  dial_code: Generated<string>;
  country: Generated<string>;
}

export interface ProgramPreferencesTable {
  startup_id: string;
  program_type: Generated<string>;
  program_duration: Generated<string>;
  program_location: Generated<string>;
  program_start_date: Generated<string>;
  updated_at: string;
}

export interface ProgramPreferenceLocationsTable {
  startup_id: string;
  country: string;
  position: number;
}

export interface StartupDetailsTable {
  startup_id: string;
  business_stage: Generated<string>;
  sector: Generated<string>;
  company_size: Generated<string>;
  financial_performance: Generated<string>;
  incorporation_type: Generated<string>;
  incorporation_date: Generated<string>;
  country_of_incorporation: Generated<string>;
  headquarters: Generated<string>;
  updated_at: string;
}

export interface StartupBriefsTable {
  startup_id: string;
  one_liner: Generated<string>;
  description: Generated<string>;
  vision: Generated<string>;
  mission: Generated<string>;
  problem: Generated<string>;
  solution: Generated<string>;
  unique_value: Generated<string>;
  highlights: Generated<string>;
  updated_at: string;
}

/** bigint: better-sqlite3 answers a number, pg a string; written as a number (always < 2^53). */
type Cents = ColumnType<number | string | null, number | null, number | null>;

export interface StartupFundraisingTable {
  startup_id: string;
  required_amount_cents: Cents;
  currency: Generated<string>;
  current_stage: Generated<string>;
  min_ticket_cents: Cents;
  max_ticket_cents: Cents;
  use_of_funds: Generated<string>;
  updated_at: string;
}

export interface StartupVideosTable {
  startup_id: string;
  video_url: Generated<string>;
  updated_at: string;
}

export interface PitchDecksTable {
  id: string;
  startup_id: string;
  file_type: 'pdf' | 'ppt' | 'pptx';
  /** The name the founder gave, already cleaned; never used as a path. */
  file_name: string;
  size: number;
  storage_key: string;
  uploaded_at: string;
  /** 1 for the deck the one-pager shows (one per startup while it has any deck), else 0. */
  is_primary: Generated<number>;
}

/** One counted event of a limit (src/server/limits); the key holds no email or address, only a hash. */
export interface RateLimitEventsTable {
  id: string;
  limit_key: string;
  occurred_at: string;
  expires_at: string;
}

/** The revision of a startup record co-founders share (DESIGN §9): each save claims the next one. */
export interface RecordVersionsTable {
  startup_id: string;
  record: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

/** One revision of a shared record (DESIGN §15): the record as a save left it, and the fields that save changed. */
export interface RecordRevisionsTable {
  id: string;
  startup_id: string;
  record: string;
  /** '' for the startup's single records; the row's id for founders and applications. */
  record_id: string;
  /** The record's own count of revisions, from 1. */
  seq: number;
  saved_at: string;
  saved_by: string | null;
  /** JSON: the names of the fields the save changed. */
  fields: string;
  /** JSON: the record as the save left it. */
  data: string;
}

/** A mailed password-reset link (DESIGN §8): single use (deleted when used), valid until `expires_at`. */
export interface PasswordResetsTable {
  /** SHA-256 of the link's token. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A change of login email waiting for its mailed link (DESIGN §8): one per user, deleted once used. */
export interface EmailChangesTable {
  user_id: string;
  /** SHA-256 of the link's token. */
  token_hash: string;
  /** The new address, lower-cased as the schema leaves it. */
  email: string;
  created_at: string;
  expires_at: string;
}

/** A pending invitation to join a startup (DESIGN §8); used, revoked or replaced ones are deleted. */
export interface InvitationsTable {
  id: string;
  startup_id: string;
  email: string;
  /** SHA-256 of the link's token. */
  token_hash: string;
  invited_by: string | null;
  /** The inviter's language when inviting: the mail's. */
  locale: string;
  created_at: string;
  expires_at: string;
}

/** A link to the startup's one-pager (DESIGN §10); revoking deletes it. Booleans are 0/1. */
export interface ShareLinksTable {
  id: string;
  startup_id: string;
  /** Stored as is: the founders' list shows each link's URL again (docs/decisions.md). */
  token: string;
  include_contact: number;
  include_deck: number;
  /** For telling links apart ("Flat6Labs Cairo"); null when none was given. */
  name: string | null;
  created_by: string | null;
  created_at: string;
  /** Visitors counted once per day each. */
  views: Generated<number>;
  /** Null until opened (and for links opened more than once before it was recorded: migration 0023). */
  first_viewed_at: string | null;
  last_viewed_at: string | null;
  /** The one-pager's default language (DESIGN §14); null: the profile's. A visitor's ?lang wins. */
  locale: string | null;
}

/** Today's counted visitors of a link: hashes under the day's salt, never an address. */
export interface ShareLinkViewsTable {
  link_id: string;
  day: string;
  /** The client address key (an IPv6 /64) the visitor came from. */
  address_hash: string;
  /** 1, 2, …: which of its address's counted visitors this is today (at most MAX_VISITORS_PER_ADDRESS). */
  visitor_number: number;
  /** The address and the user agent. */
  visitor_hash: string;
}

/** The salt of each day's visitor hashes; yesterday's is deleted, so old hashes cannot be matched. */
export interface ShareViewSaltsTable {
  day: string;
  salt: string;
}

/**
 * A startup's application to a program (DESIGN §13), a shared record of its own (DESIGN §9): each
 * save claims the next `revision`. `deadline` (Y-m-d) and `url` are '' when unset.
 */
export interface ApplicationsTable {
  id: string;
  startup_id: string;
  program: string;
  deadline: Generated<string>;
  url: Generated<string>;
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** One question of an application, in its order, with the startup's answer (plain text). `required` is 0/1. */
export interface ApplicationQuestionsTable {
  id: string;
  application_id: string;
  position: number;
  text: string;
  help: Generated<string>;
  max_chars: number | null;
  max_words: number | null;
  required: Generated<number>;
  answer: Generated<string>;
  status: Generated<string>;
  /** 1 when the answer is over its limit (a limit lowered below a kept answer): set by each save, counted by the list. */
  over_limit: Generated<number>;
}

/** DESIGN §15: the one row (`scheduled`) scheduled backups take turns on, across every instance. */
export interface BackupLockTable {
  name: string;
  /** The instance backing up now; null when none is. */
  holder: string | null;
  /** Past this time a holder that stopped renewing (killed) no longer holds it. */
  lease_until: string | null;
  last_started_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  startups: StartupsTable;
  founders: FoundersTable;
  user_profiles: UserProfilesTable;
  contact_entries: ContactEntriesTable;
  program_preferences: ProgramPreferencesTable;
  program_preference_locations: ProgramPreferenceLocationsTable;
  startup_details: StartupDetailsTable;
  startup_translations: StartupTranslationsTable;
  startup_briefs: StartupBriefsTable;
  startup_fundraising: StartupFundraisingTable;
  startup_videos: StartupVideosTable;
  pitch_decks: PitchDecksTable;
  rate_limit_events: RateLimitEventsTable;
  record_versions: RecordVersionsTable;
  record_revisions: RecordRevisionsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  share_links: ShareLinksTable;
  share_link_views: ShareLinkViewsTable;
  share_view_salts: ShareViewSaltsTable;
  applications: ApplicationsTable;
  application_questions: ApplicationQuestionsTable;
  invitations: InvitationsTable;
  backup_lock: BackupLockTable;
}
