import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/connect.js';
import { OWN_AVATAR_PATH } from '../../src/shared/personal-details.js';
import { openDatabase } from './helpers/database.js';
import { listFounders, png } from './helpers/founders.js';
import { newFounder } from './helpers/resource.js';
import { multipart } from './helpers/uploads.js';
import { useUploadServer } from './helpers/use-test-server.js';

const app = useUploadServer('local');
let db: Db;

beforeAll(() => {
  db = openDatabase(app.server);
});

afterAll(async () => {
  await db?.destroy();
});

describe('replacing your own photo', () => {
  it('keeps exactly one stored photo after 10 parallel uploads: the one your founder row shows', async () => {
    const { client } = await newFounder(app.server);
    const before = await app.storedKeys();
    const photo = await png(64, 64);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.request('POST', OWN_AVATAR_PATH, { form: multipart({}, { avatar: photo }) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    const [own] = await listFounders(client);
    const { avatar_key: avatarKey } = await db
      .selectFrom('founders')
      .select('avatar_key')
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(avatarKey).not.toBeNull();
    expect((await app.storedKeys()).filter((key) => !before.includes(key))).toEqual([avatarKey]);
  });
});
