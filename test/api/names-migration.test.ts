import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { migrateToBefore, migrateToLatest } from '../../src/server/db/migrate.js';
import { createEmptyDatabase } from './helpers/database.js';

const MIGRATION = '0014-clean-names';
const CREATED_AT = '2026-01-01T00:00:00.000Z';

let db: Db;
let dropDatabase: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop: dropDatabase } = await createEmptyDatabase('names-migration'));
});

afterEach(() => dropDatabase());

async function addAccount(names: { startup: string; first: string; last: string }) {
  const startupId = randomUUID();
  const userId = randomUUID();
  const email = `${userId}@example.test`;
  await db.insertInto('startups').values({ id: startupId, name: names.startup, created_at: CREATED_AT }).execute();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: 'x',
      first_name: names.first,
      last_name: names.last,
      startup_id: startupId,
      created_at: CREATED_AT,
      locale: null,
    })
    .execute();
  await db
    .insertInto('founders')
    .values({
      id: randomUUID(),
      startup_id: startupId,
      user_id: userId,
      first_name: names.first,
      last_name: names.last,
      email,
      title: 'CEO',
      brief: '',
      linkedin_url: '',
      avatar_key: null,
      created_at: CREATED_AT,
    })
    .execute();
  return { startupId, userId };
}

describe(`migration ${MIGRATION}`, () => {
  it('cleans the names already stored: accounts, founders and startups', async () => {
    await migrateToBefore(db, MIGRATION);
    const dirty = await addAccount({
      startup: 'Zaytoun\r\nverify at https://evil.example/login',
      first: '\u202ELina\u001B\t', // PostgreSQL stores no NUL: ESC stands for the C0 controls
      last: 'Had\u200Bdad\u2028\u0085Co\u007F',
    });
    const clean = await addAccount({ startup: 'Qamar Logistics', first: 'Omar', last: 'الحداد' });

    await migrateToLatest(db);

    expect(await db.selectFrom('startups').select('name').where('id', '=', dirty.startupId).executeTakeFirstOrThrow()).toEqual({
      name: 'Zaytoun verify at https://evil.example/login',
    });
    expect(
      await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', dirty.userId).executeTakeFirstOrThrow(),
    ).toEqual({
      first_name: 'Lina',
      last_name: 'Haddad Co',
    });
    expect(
      await db.selectFrom('founders').select(['first_name', 'last_name']).where('user_id', '=', dirty.userId).executeTakeFirstOrThrow(),
    ).toEqual({
      first_name: 'Lina',
      last_name: 'Haddad Co',
    });
    expect(
      await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', clean.userId).executeTakeFirstOrThrow(),
    ).toEqual({
      first_name: 'Omar',
      last_name: 'الحداد',
    });
  });

  it('cleans every row of a table longer than one page it reads', async () => {
    await migrateToBefore(db, MIGRATION);
    const startups = Array.from({ length: 1201 }, (_, index) => ({ id: randomUUID(), name: `Startup\n${index}`, created_at: CREATED_AT }));
    await db.insertInto('startups').values(startups).execute();

    await migrateToLatest(db);

    const names = (await db.selectFrom('startups').select('name').execute()).map(({ name }) => name);
    expect(names.sort()).toEqual(startups.map((_, index) => `Startup ${index}`).sort());
  });
});
