import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type Db } from './connect.js';
import { preparedQuery, type Placeholders } from './prepared-query.js';

let dataDir: string;
let db: Db;
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fd-prepared-'));
  db = connectDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'app.db') });
  await sql`create table notes (id integer primary key, owner text, body text, kind text)`.execute(db);
  await sql`insert into notes (owner, body, kind) values ('ann', 'a1', 'note'), ('bob', 'b1', 'note'), ('ann', 'a2', 'draft')`.execute(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

// The notes table is not in the app's schema: the queries see the same db through its own type.
type NotesDb = Kysely<{ notes: { id: number; owner: string; body: string; kind: string } }>;
const selectNotes = (db: Db, owner: string) =>
  (db as unknown as NotesDb).selectFrom('notes').select('body').where('owner', '=', owner).where('kind', '=', 'note');
const notesOf = preparedQuery((db, param: Placeholders<{ owner: string }>) => selectNotes(db, param('owner')));

describe('preparedQuery', () => {
  it('builds once and runs with each call’s values, keeping the values written into the query', async () => {
    const compile = vi.fn();
    const counted = preparedQuery((db, param: Placeholders<{ owner: string }>) => {
      compile();
      return selectNotes(db, param('owner'));
    });
    expect(await counted(db, { owner: 'ann' })).toEqual([{ body: 'a1' }]);
    expect(await counted(db, { owner: 'bob' })).toEqual([{ body: 'b1' }]);
    expect(await counted(db, { owner: 'nobody' })).toEqual([]);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('binds a value that looks like SQL as a value', async () => {
    expect(await notesOf(db, { owner: "ann' or '1'='1" })).toEqual([]);
  });

  it('runs inside a transaction on the transaction, and nothing of it leaks to the next one', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`insert into notes (owner, body, kind) values ('cy', 'c1', 'note')`.execute(trx);
      expect(await notesOf(trx, { owner: 'cy' })).toEqual([{ body: 'c1' }]);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (owner, body, kind) values ('dee', 'd1', 'note')`.execute(trx);
        expect(await notesOf(trx, { owner: 'dee' })).toEqual([{ body: 'd1' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await notesOf(db, { owner: 'cy' })).toEqual([{ body: 'c1' }]);
    expect(await notesOf(db, { owner: 'dee' })).toEqual([]);
  });

  it('compiles for each database it runs on', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'fd-prepared-'));
    const other = connectDatabase({ dialect: 'sqlite', file: path.join(otherDir, 'app.db') });
    try {
      await sql`create table notes (id integer primary key, owner text, body text, kind text)`.execute(other);
      await sql`insert into notes (owner, body, kind) values ('ann', 'elsewhere', 'note')`.execute(other);
      expect(await notesOf(db, { owner: 'ann' })).toEqual([{ body: 'a1' }]);
      expect(await notesOf(other, { owner: 'ann' })).toEqual([{ body: 'elsewhere' }]);
    } finally {
      await other.destroy();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
