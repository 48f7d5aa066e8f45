// The save baseline: bare Fastify committing one SQLite upsert per request with the app's pragmas
// (WAL, synchronous=FULL), the fsync-bound limit of a durable write on this disk.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

const sqlite = new SQLite(path.join(process.env.DATA_DIR, 'bare.db'));
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
sqlite.exec('CREATE TABLE IF NOT EXISTS records (id INTEGER PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL)');
const upsert = sqlite.prepare(
  'INSERT INTO records (id, body, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at',
);

const app = Fastify({ logger: false });
app.get('/', async () => ({ ready: true }));
app.post('/save', async (request) => {
  upsert.run(JSON.stringify(request.body), new Date().toISOString());
  return { success: true };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
