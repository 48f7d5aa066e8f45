import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { migrateToBefore, migrateToLatest } from '../../src/server/db/migrate.js';
import { createEmptyDatabase } from './helpers/database.js';
import { normalizeStoredPhones } from '../../src/server/db/migrations/0016-e164-phones.js';

const MIGRATION = '0016-e164-phones';
const CREATED_AT = '2026-01-01T00:00:00.000Z';

let db: Db;
let dropDatabase: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop: dropDatabase } = await createEmptyDatabase('phones-migration'));
});

afterEach(() => dropDatabase());

async function addAccount() {
  const startupId = randomUUID();
  const userId = randomUUID();
  await db.insertInto('startups').values({ id: startupId, name: 'Qamar Logistics', created_at: CREATED_AT }).execute();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@example.test`,
      password_hash: 'x',
      first_name: 'Layla',
      last_name: 'Haddad',
      startup_id: startupId,
      created_at: CREATED_AT,
      locale: null,
    })
    .execute();
  return userId;
}

type Entry = { kind: 'email' | 'phone' | 'whatsapp'; value: string; dial_code?: string; country?: string; position?: number };

async function addEntries(userId: string, entries: Entry[]) {
  await db
    .insertInto('contact_entries')
    .values(entries.map((entry, index) => ({ user_id: userId, position: index, dial_code: '', country: '', ...entry })))
    .execute();
}

const storedValues = async (userId: string) =>
  (await db.selectFrom('contact_entries').select('value').where('user_id', '=', userId).orderBy('position').execute()).map(
    ({ value }) => value,
  );

describe(`migration ${MIGRATION}`, () => {
  it('stores every phone and WhatsApp number without its trunk prefix, in Latin digits', async () => {
    await migrateToBefore(db, MIGRATION);
    const userId = await addAccount();
    await addEntries(userId, [
      { kind: 'email', value: 'layla@qamar.example' },
      { kind: 'phone', value: '0795123456', dial_code: '+962', country: 'JO' },
      { kind: 'phone', value: '+962 79 555 0142', dial_code: '+962', country: 'JO' },
      { kind: 'whatsapp', value: '٠٥٠ ٥٥٥ ٠١٨٧', dial_code: '+971', country: 'AE' },
      { kind: 'whatsapp', value: '(202) 555-0143', dial_code: '+1', country: 'US' },
      { kind: 'phone', value: '0612345678', dial_code: '+39', country: 'IT' },
      { kind: 'phone', value: '795123456', dial_code: '+962', country: 'JO' },
    ]);

    await migrateToLatest(db);

    expect(await storedValues(userId)).toEqual([
      'layla@qamar.example',
      '795123456',
      '795550142',
      '505550187',
      '2025550143',
      '0612345678',
      '795123456',
    ]);
  });

  it('counts the numbers it changed, reads every page of a long table, and changes nothing the second time', async () => {
    await migrateToBefore(db, MIGRATION);
    const userIds = await Promise.all(Array.from({ length: 3 }, addAccount));
    // 3 users × 2 kinds × 200 rows: more than two pages of 500, paged over the three-column key.
    for (const userId of userIds) {
      const rows = (kind: Entry['kind']): Entry[] =>
        Array.from({ length: 200 }, (_, position) => ({
          kind,
          position,
          value: position % 2 === 0 ? '079 512 3456' : '795123456',
          dial_code: '+962',
          country: 'JO',
        }));
      await addEntries(userId, [...rows('phone'), ...rows('whatsapp')]);
    }

    expect(await normalizeStoredPhones(db)).toBe(600);
    expect(await normalizeStoredPhones(db)).toBe(0);
    for (const userId of userIds) expect(new Set(await storedValues(userId))).toEqual(new Set(['795123456']));
  });
});
