import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { migrateToBefore, migrateToLatest } from '../../src/server/db/migrate.js';
import { createEmptyDatabase } from './helpers/database.js';

const MIGRATION = '0019-default-founder-title';
const CREATED_AT = '2026-01-01T00:00:00.000Z';

let db: Db;
let dropDatabase: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop: dropDatabase } = await createEmptyDatabase('founder-title-migration'));
});

afterEach(() => dropDatabase());

async function addFounder(startupId: string, title: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('founders')
    .values({
      id,
      startup_id: startupId,
      user_id: null,
      first_name: 'Lina',
      last_name: 'Haddad',
      email: `${id}@example.test`,
      title,
      brief: '',
      linkedin_url: '',
      avatar_key: null,
      created_at: CREATED_AT,
    })
    .execute();
  return id;
}

describe(`migration ${MIGRATION}`, () => {
  it('turns the Arabic default title stored at sign-up into the marker, and leaves typed titles alone', async () => {
    await migrateToBefore(db, MIGRATION);
    const startupId = randomUUID();
    await db.insertInto('startups').values({ id: startupId, name: 'Zaytoun', created_at: CREATED_AT }).execute();
    const arabicDefault = await addFounder(startupId, 'مؤسس');
    const typed = await addFounder(startupId, 'مؤسسة ومديرة تنفيذية');
    const english = await addFounder(startupId, 'CTO');

    await migrateToLatest(db);

    const titles = Object.fromEntries(
      (await db.selectFrom('founders').select(['id', 'title']).execute()).map((row) => [row.id, row.title]),
    );
    expect(titles).toEqual({ [arabicDefault]: 'Founder', [typed]: 'مؤسسة ومديرة تنفيذية', [english]: 'CTO' });
  });
});
