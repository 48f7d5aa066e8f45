import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { migrateToBefore, migrateToLatest } from '../../src/server/db/migrate.js';
import { createEmptyDatabase } from './helpers/database.js';

const MIGRATION = '0024-profile-translations';

let db: Db;
let dropDatabase: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop: dropDatabase } = await createEmptyDatabase('profile-translations-migration'));
});

afterEach(() => dropDatabase());

/** A startup whose members registered in this order, with these interface languages. */
async function addStartup(name: string, memberLocales: (string | null)[]): Promise<string> {
  const startupId = randomUUID();
  await db.insertInto('startups').values({ id: startupId, name, created_at: '2026-01-01T00:00:00.000Z' }).execute();
  for (const [index, locale] of memberLocales.entries()) {
    await db
      .insertInto('users')
      .values({
        id: randomUUID(),
        email: `${randomUUID()}@example.com`,
        password_hash: 'x',
        first_name: 'Lina',
        last_name: 'Haddad',
        startup_id: startupId,
        created_at: `2026-01-0${index + 1}T00:00:00.000Z`,
        locale,
      })
      .execute();
  }
  return startupId;
}

describe(`migration ${MIGRATION}`, () => {
  it("gives each startup its first member's language as the profile's, English when unknown", async () => {
    await migrateToBefore(db, MIGRATION);
    const arabic = await addStartup('Zaytoun', ['ar', 'en']);
    const english = await addStartup('Falak', ['en', 'ar']);
    const unknown = await addStartup('Nakhla', [null]);
    const empty = await addStartup('Sahem', []);

    await migrateToLatest(db);

    const locales = Object.fromEntries(
      (await db.selectFrom('startups').select(['id', 'profile_locale']).execute()).map((row) => [row.id, row.profile_locale]),
    );
    expect(locales).toEqual({ [arabic]: 'ar', [english]: 'en', [unknown]: 'en', [empty]: 'en' });
  });
});
