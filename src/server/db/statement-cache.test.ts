import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type Db } from './connect.js';
import { withStatementCache } from './statement-cache.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fd-statements-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function notes(): SQLite.Database {
  const database = new SQLite(':memory:');
  database.exec('create table notes (id integer primary key, body text)');
  return database;
}

describe('withStatementCache', () => {
  it('compiles a SQL text once and binds fresh parameters on every call', () => {
    const database = notes();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    cached.prepare('insert into notes (body) values (?)').run(['first']);
    cached.prepare('insert into notes (body) values (?)').run(['second']);
    expect(cached.prepare('select body from notes where id = ?').all([2])).toEqual([{ body: 'second' }]);
    expect(cached.prepare('select body from notes where id = ?').all([1])).toEqual([{ body: 'first' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('gives a statement still iterating rows a fresh twin instead of failing', () => {
    const cached = withStatementCache(notes());
    cached.prepare('insert into notes (body) values (?), (?)').run(['a', 'b']);
    const rows = cached.prepare('select body from notes').iterate([]);
    expect(rows.next().value).toEqual({ body: 'a' });
    expect(cached.prepare('select body from notes').all([])).toHaveLength(2);
    expect(rows.next().value).toEqual({ body: 'b' });
  });

  it('keeps at most the given number of statements, dropping the least recently used', () => {
    const database = notes();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    for (const text of ['select 1', 'select 2', 'select 1', 'select 3', 'select 1', 'select 2']) cached.prepare(text);
    // select 2 was the oldest when select 3 came in; select 1 stayed as it was used in between.
    expect(prepare.mock.calls.map(([text]) => text)).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });
});

describe('the app database with cached statements', () => {
  const open: Db[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.destroy()));
  });
  const connect = (name: string) => {
    const db = connectDatabase({ dialect: 'sqlite', file: path.join(dataDir, name) });
    open.push(db);
    return db;
  };
  const count = async (db: Db) => (await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows[0]?.n;

  it('answers each database from its own rows for the same SQL text', async () => {
    const [one, two] = [connect('one.db'), connect('two.db')];
    for (const db of [one, two]) await sql`create table notes (id integer primary key, body text)`.execute(db);
    await sql`insert into notes (body) values (${'only in one'})`.execute(one);
    expect([await count(one), await count(two)]).toEqual([1, 0]);
  });

  it('sees nothing of a rolled-back transaction through statements compiled inside it', async () => {
    const db = connect('app.db');
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into notes (body) values (${'draft'})`.execute(trx);
        expect(await count(trx)).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count(db)).toBe(0);
    await sql`insert into notes (body) values (${'kept'})`.execute(db);
    expect(await count(db)).toBe(1);
  });
});
