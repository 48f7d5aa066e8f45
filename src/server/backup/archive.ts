import { spawn } from 'node:child_process';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, reasonOf } from './backup-error.js';
import { tempArchiveName } from './leftovers.js';

/**
 * Runs the system `tar` (GNU tar, gzip through `-z`; docs/decisions.md says why not a library) and
 * resolves once it exits 0; otherwise rejects with tar's first complaint (gzip's, when the compression is what broke).
 */
function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', (error) => reject(new Error(`tar could not run (${error.message}); install GNU tar`)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const lines = stderr.trim().split('\n').filter(Boolean);
        reject(new Error(lines[0] ?? `tar ended with ${signal ?? `exit code ${code}`}`));
      }
    });
  });
}

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Where an archive is written before its rename: hidden and named .tmp, so nothing takes it for a finished backup. */
export function tempArchivePath(target: string): string {
  return path.join(path.dirname(target), tempArchiveName(path.basename(target)));
}

/**
 * Packs `entries` of `sourceDir` (in that order: the manifest first) into the .tar.gz `target`.
 * Written to a temporary name, flushed, then renamed: `target` is the whole archive or does not exist.
 */
export async function packArchive(sourceDir: string, entries: string[], target: string): Promise<void> {
  const temp = tempArchivePath(target);
  try {
    await runTar(['-czf', temp, '-C', sourceDir, '--', ...entries]);
    await syncPath(temp);
    await rename(temp, target);
    await syncPath(path.dirname(target));
  } catch (error) {
    await rm(temp, { force: true });
    throw new BackupError(`backup failed: could not write ${target}: ${reasonOf(error)}`);
  }
}

/** Unpacks the .tar.gz `file` into the empty folder `dir`; a torn or corrupt archive (gzip's CRC, tar's headers) is refused. */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  try {
    // --ignore-zeros reads past tar's end-of-archive blocks to the end of the file: tar would otherwise stop
    // there and close gzip's pipe before gzip checks its CRC, and a changed byte would pass as unpacked.
    await runTar(['-xzf', file, '--ignore-zeros', '-C', dir, '--no-same-owner', '--no-same-permissions']);
  } catch (error) {
    throw new BackupError(`refused: ${file} is torn or corrupt (${reasonOf(error)})`);
  }
}
