import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../http/repeat-while-open.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { BackupLockRepository } from './backup-lock-repository.js';
import { ARCHIVE_NAME, createBackup } from './create-backup.js';

/** A turn lapses this long after its holder stopped renewing it (killed mid-backup); renewed every third of it. */
export const BACKUP_LEASE_MS = 60_000;

/** Removes all but the newest `keep` archives of `dir`; names sort by creation time. */
export async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/**
 * DESIGN §15: with BACKUP_DIR set, the server backs itself up once per BACKUP_INTERVAL_HOURS and
 * keeps the newest BACKUP_KEEP archives. Every instance on the database checks a few times per
 * interval; the lock row decides which one takes the turn, so two never run at once.
 */
export function registerScheduledBackups(app: FastifyInstance, { db, config }: { db: Db; config: Config }): void {
  const schedule = config.backup;
  if (!schedule) return;
  const locks = new BackupLockRepository(db);
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 64);
  const checkEveryMs = Math.max(250, Math.min(schedule.intervalMs / 4, 60_000));

  const takeTurn = async () => {
    if (!(await locks.claim(holder, Date.now(), schedule.intervalMs, BACKUP_LEASE_MS))) return;
    const renewal = setInterval(() => {
      locks
        .renew(holder, Date.now() + BACKUP_LEASE_MS)
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not renew the backup turn'));
    }, BACKUP_LEASE_MS / 3).unref();
    try {
      const startedAt = performance.now();
      const { file, manifest, missingFiles } = await createBackup(config, schedule.dir);
      const removed = await keepNewest(schedule.dir, schedule.keep);
      if (missingFiles.length > 0) app.log.warn({ missingFiles }, 'stored files the database names were missing from storage');
      app.log.info(
        {
          file,
          holder,
          migration: manifest.migration,
          files: manifest.files.length,
          ms: Math.round(performance.now() - startedAt),
          removed,
        },
        'scheduled backup written',
      );
    } finally {
      clearInterval(renewal);
      await locks.release(holder);
    }
  };

  repeatWhileOpen(app, takeTurn, {
    intervalMs: checkEveryMs,
    onError: (error) => app.log.error({ err: error }, 'scheduled backup failed'),
  });
}
