import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { migrateToBefore, migrateToLatest } from '../../src/server/db/migrate.js';
import { createEmptyDatabase } from './helpers/database.js';

const MIGRATION = '0023-share-link-first-view';
const CREATED_AT = '2026-11-01T00:00:00.000Z';
const VIEWED_AT = '2026-11-20T09:30:00.000Z';

let db: Db;
let dropDatabase: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop: dropDatabase } = await createEmptyDatabase('share-link-first-view-migration'));
});

afterEach(() => dropDatabase());

async function addLink(startupId: string, views: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('share_links')
    .values({
      id,
      startup_id: startupId,
      token: randomUUID().replaceAll('-', ''),
      include_contact: 0,
      include_deck: 0,
      created_at: CREATED_AT,
      views,
      last_viewed_at: views > 0 ? VIEWED_AT : null,
    })
    .execute();
  return id;
}

describe(`migration ${MIGRATION}`, () => {
  it('dates the first opening of a link opened once, and leaves it unknown for one opened more often', async () => {
    await migrateToBefore(db, MIGRATION);
    const startupId = randomUUID();
    await db.insertInto('startups').values({ id: startupId, name: 'Zaytoun', created_at: CREATED_AT }).execute();
    const never = await addLink(startupId, 0);
    const once = await addLink(startupId, 1);
    const often = await addLink(startupId, 5);

    await migrateToLatest(db);

    const firstViews = Object.fromEntries(
      (await db.selectFrom('share_links').select(['id', 'first_viewed_at']).execute()).map((row) => [row.id, row.first_viewed_at]),
    );
    expect(firstViews).toEqual({ [never]: null, [once]: VIEWED_AT, [often]: null });
  });
});
