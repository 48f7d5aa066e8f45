import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { BackupError } from './backup-error.js';

/** The archive's table of contents (DESIGN §15); every other file of the archive is listed in it. */
export const MANIFEST_FILE = 'manifest.json';

const manifestSchema = z.object({
  app_version: z.string(),
  migration: z.string().min(1),
  created_at: z.iso.datetime(),
  database: z.enum(['sqlite', 'postgresql']),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Every file under `dir` as a `/`-separated path, sorted. Anything but a regular file or a folder
 * (a link an archive could use to write outside its folder, a device) is refused.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile()) files.push(relative);
    else if (!entry.isDirectory()) throw new BackupError(`refused: ${relative} in the archive is not a regular file`);
  }
  return files.sort();
}

/** Size and SHA-256 of each of `paths` under `dir`, for the manifest. */
export async function describeFiles(dir: string, paths: string[]): Promise<ManifestFile[]> {
  const described: ManifestFile[] = [];
  for (const file of paths) {
    const full = path.join(dir, file);
    described.push({ path: file, size: (await stat(full)).size, sha256: await sha256Of(full) });
  }
  return described;
}

/** The manifest of an unpacked archive in `dir`; a missing or malformed one is refused. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`refused: the archive has no ${MANIFEST_FILE}; it is not a Founder Dashboard backup`);
  }
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new BackupError(`refused: ${MANIFEST_FILE} is not valid JSON (the archive was altered)`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupError(`refused: ${MANIFEST_FILE} is malformed at ${issue.path.join('.') || 'its root'} (${issue.message})`);
  }
  return parsed.data;
}

/**
 * Refuses unless `dir` holds exactly the files the manifest lists (besides the manifest), each
 * with its size and SHA-256: an altered, added or missing file means the archive is not the backup.
 */
export async function checkFiles(dir: string, manifest: Manifest): Promise<void> {
  const present = new Set((await listFiles(dir)).filter((file) => file !== MANIFEST_FILE));
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of present) {
    if (!listed.has(file)) throw new BackupError(`refused: ${file} is in the archive but not in its manifest (the archive was altered)`);
  }
  for (const file of manifest.files) {
    if (!present.has(file.path)) throw new BackupError(`refused: ${file.path} is missing from the archive (torn or altered)`);
    const [actual] = await describeFiles(dir, [file.path]);
    if (actual!.size !== file.size || actual!.sha256 !== file.sha256) {
      throw new BackupError(`refused: ${file.path} does not match its checksum in the manifest (the archive was altered)`);
    }
  }
}
