import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * What a backup leaves beside its archives while it runs, hidden and named for the process running
 * it (`<pid>@<host>`): the folder it gathers the database and files in (on the archive's disk, not a
 * small TMPDIR) and the archive being written (archive.ts). A backup killed outright leaves them;
 * the next one removes them.
 */
const runner = () => `${process.pid}@${hostname()}`;

/** The start of a backup's staging folder's name (mkdtemp adds the rest). */
export const stagingPrefix = () => `.founder-dashboard-staging-${runner()}-`;

/** The hidden name an archive is written under before its rename. */
export const tempArchiveName = (archive: string) => `.${archive}.${runner()}.tmp`;

const LEFTOVER = /^\.founder-dashboard-(?:staging-(\d+)@(.+)-[^-]+|.*\.(\d+)@(.+)\.tmp)$/;
/** Another machine's leftover (a shared backup folder) is removed once untouched this long: its process cannot be asked. */
const FOREIGN_LEFTOVER_AGE_MS = 60_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isUntouchedFor(file: string, ms: number): Promise<boolean> {
  const modified = await stat(file).then(
    ({ mtimeMs }) => mtimeMs,
    () => Date.now(),
  );
  return modified < Date.now() - ms;
}

/** Removes the leftovers of backups killed in `dir`: this machine's whose process is gone, another's once untouched a while. */
export async function removeLeftovers(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const match = LEFTOVER.exec(name);
    if (!match) continue;
    const [pid, host] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
    const file = path.join(dir, name);
    const isLeft = host === hostname() ? !isRunning(Number(pid)) : await isUntouchedFor(file, FOREIGN_LEFTOVER_AGE_MS);
    if (isLeft) await rm(file, { recursive: true, force: true });
  }
}
