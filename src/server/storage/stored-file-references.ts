import type { Db } from '../db/connect.js';

/** The folders uploads are stored under (`<folder>/<uuid>`): the file sweeper looks only there. */
export const STORED_FILE_FOLDERS = ['pitch-decks', 'avatars'] as const;

/**
 * Every storage key a row still names. A new kind of upload must add its column here (and its
 * folder above), or the file sweeper would take its files for orphans.
 */
export async function findReferencedStorageKeys(db: Db): Promise<Set<string>> {
  const [decks, founders] = await Promise.all([
    db.selectFrom('pitch_decks').select('storage_key as key').execute(),
    db.selectFrom('founders').select('avatar_key as key').where('avatar_key', 'is not', null).execute(),
  ]);
  return new Set([...decks, ...founders].flatMap(({ key }) => (key ? [key] : [])));
}
