import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as profiles from './migrations/0002-profiles.js';
import * as startupProfile from './migrations/0003-startup-profile.js';
import * as pitchDecks from './migrations/0004-pitch-decks.js';
import * as rateLimits from './migrations/0005-rate-limits.js';
import * as founderAvatarSizes from './migrations/0006-founder-avatar-sizes.js';
import * as userLocale from './migrations/0007-user-locale.js';
import * as recordVersions from './migrations/0008-record-versions.js';
import * as passwordResets from './migrations/0009-password-resets.js';
import * as teamInvitations from './migrations/0010-team-invitations.js';
import * as shareLinks from './migrations/0011-share-links.js';
import * as shareViewAddresses from './migrations/0012-share-view-addresses.js';
import * as foundersWithoutEmail from './migrations/0013-founders-without-email.js';
import * as cleanNames from './migrations/0014-clean-names.js';
import * as applications from './migrations/0015-applications.js';
import * as e164Phones from './migrations/0016-e164-phones.js';
import * as shareLinkNames from './migrations/0017-share-link-names.js';
import * as emailChanges from './migrations/0018-email-changes.js';
import * as defaultFounderTitle from './migrations/0019-default-founder-title.js';
import * as recordHistory from './migrations/0020-record-history.js';
import * as backupLock from './migrations/0021-backup-lock.js';
import * as shareLinkFirstView from './migrations/0023-share-link-first-view.js';
import * as profileTranslations from './migrations/0024-profile-translations.js';

/** Listed by hand so the compiled server needs no file-system scan. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-profiles': profiles,
  '0003-startup-profile': startupProfile,
  '0004-pitch-decks': pitchDecks,
  '0005-rate-limits': rateLimits,
  '0006-founder-avatar-sizes': founderAvatarSizes,
  '0007-user-locale': userLocale,
  '0008-record-versions': recordVersions,
  '0009-password-resets': passwordResets,
  '0010-team-invitations': teamInvitations,
  '0011-share-links': shareLinks,
  '0012-share-view-addresses': shareViewAddresses,
  '0013-founders-without-email': foundersWithoutEmail,
  '0014-clean-names': cleanNames,
  '0015-applications': applications,
  '0016-e164-phones': e164Phones,
  '0017-share-link-names': shareLinkNames,
  '0018-email-changes': emailChanges,
  '0019-default-founder-title': defaultFounderTitle,
  '0020-record-history': recordHistory,
  '0021-backup-lock': backupLock,
  '0023-share-link-first-view': shareLinkFirstView,
  '0024-profile-translations': profileTranslations,
};

/** The newest migration this app knows: a database's migration level is the newest one it ran. */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1)!;

/** Whether this app can run on (or migrate forward) a database whose newest migration is `name`. */
export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(migrations, name);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Unordered: a migration numbered between two released ones (0018 was written on a branch beside 0019)
 * still runs on a database that already ran the later one, instead of the migrator refusing to start.
 */
const migrator = <T>(db: Kysely<T>) => new Migrator({ db, provider, allowUnorderedMigrations: true });

function throwIfFailed({ error, results }: MigrationResultSet): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  throwIfFailed(await migrator(db).migrateToLatest());
}

/** Runs every migration before `name`: a migration's test fills the tables as that migration finds them. */
export async function migrateToBefore<T>(db: Kysely<T>, name: string): Promise<void> {
  const names = Object.keys(migrations);
  const previous = names[names.indexOf(name) - 1];
  if (!previous) throw new Error(`No migration before ${name}`);
  throwIfFailed(await migrator(db).migrateTo(previous));
}
