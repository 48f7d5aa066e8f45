// `npm run backup [-- --out DIR]` and `npm run restore -- FILE [--data-dir DIR]` (DESIGN §15), run
// compiled by scripts/backup.mjs. Reads the same environment as the server (DATA_DIR, DATABASE_URL,
// STORAGE_DRIVER and S3_*); a refusal or failure is one line and exit code 1.
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { BackupError } from './backup-error.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';

/** Where `npm run backup` writes without --out or BACKUP_DIR. */
const DEFAULT_OUT_DIR = 'backups';

/**
 * The server's configuration from the environment. Never writes a session secret into DATA_DIR as
 * the server does on its first start: a restore target must stay empty, and the backup copies the file.
 */
function toolConfig(overrides: Record<string, string> = {}): Config {
  const secret = process.env.SESSION_SECRET || 'not-used-by-backup-or-restore-only-by-the-server';
  return loadConfig({ ...process.env, ...overrides, SESSION_SECRET: secret });
}

async function backup(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const config = toolConfig();
  const { file, manifest, missingFiles } = await createBackup(config, values.out ?? config.backup?.dir ?? DEFAULT_OUT_DIR);
  const rows = Object.values(manifest.counts).reduce((total, count) => total + count, 0);
  const megabytes = ((await stat(file)).size / 1024 / 1024).toFixed(1);
  if (missingFiles.length > 0) {
    console.warn(`warning: ${missingFiles.length} stored files the database names were already missing from storage (${missingFiles[0]}…)`);
  }
  console.log(
    `Backup written: ${file} (${megabytes} MB; ${manifest.database}, migration ${manifest.migration}, ${rows} rows, ${manifest.files.length} files)`,
  );
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError('usage: npm run restore -- FILE [--data-dir DIR]');
  const config = toolConfig(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {});
  const manifest = await restoreBackup(config, positionals[0]!);
  const target = config.database.dialect === 'postgres' ? `${config.dataDir} and DATABASE_URL` : config.dataDir;
  console.log(
    `Restored the backup of ${manifest.created_at} (migration ${manifest.migration}) into ${target}; start the app with npm start`,
  );
}

const [command = '', ...args] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else throw new BackupError('usage: backup [--out DIR] | restore FILE [--data-dir DIR]');
} catch (error) {
  // Bad flags (parseArgs), configuration and refusals are the operator's to fix: one line, no stack.
  const isOneLine =
    error instanceof BackupError || error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(isOneLine ? `${command}: ${(error as Error).message}` : error);
  process.exitCode = 1;
}
