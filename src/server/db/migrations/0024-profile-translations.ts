import type { Kysely } from 'kysely';

// Frozen in time: never import app code here, never edit after release.
// Issue 32 (DESIGN §14): a startup's profile has a language, the one its saved records are written
// in: its first member's choice, else English. Its public texts may have a translation into the
// other language; each remembers the source text it was made from (`source`), so a later change of
// that source shows it out of date. `key` names the text (`startup-brief.problem`,
// `founders.<id>.brief`). A share link may choose its one-pager's language (null: the profile's).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('startups')
    .addColumn('profile_locale', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
  const members = await db
    .selectFrom('users')
    .select(['startup_id', 'locale'])
    .where('startup_id', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const firstLocale = new Map<string, string | null>();
  for (const { startup_id, locale } of members) if (!firstLocale.has(startup_id)) firstLocale.set(startup_id, locale);
  const arabic = [...firstLocale].filter(([, locale]) => locale === 'ar').map(([startupId]) => startupId);
  for (let start = 0; start < arabic.length; start += 500) {
    await db
      .updateTable('startups')
      .set({ profile_locale: 'ar' })
      .where('id', 'in', arabic.slice(start, start + 500))
      .execute();
  }

  await db.schema
    .createTable('startup_translations')
    .addColumn('startup_id', 'varchar(36)', (col) => col.notNull().references('startups.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(2)', (col) => col.notNull())
    .addColumn('key', 'varchar(100)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('startup_translations_pk', ['startup_id', 'locale', 'key'])
    .execute();

  await db.schema.alterTable('share_links').addColumn('locale', 'varchar(2)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('share_links').dropColumn('locale').execute();
  await db.schema.dropTable('startup_translations').execute();
  await db.schema.alterTable('startups').dropColumn('profile_locale').execute();
}
