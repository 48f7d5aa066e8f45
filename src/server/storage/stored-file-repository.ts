import type { Db } from '../db/connect.js';

/** The folders uploads are stored under (`<folder>/<uuid>`): the file sweeper looks only there. */
export const STORED_FILE_FOLDERS = ['pitch-decks', 'avatars'] as const;

/** The SQL of the file sweeper. */
export class StoredFileRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every storage key a row still names. A new kind of upload must add its column here (and its
   * folder above), or the file sweeper would take its files for orphans.
   */
  async referencedKeys(): Promise<Set<string>> {
    const [decks, founders] = await Promise.all([
      this.db.selectFrom('pitch_decks').select('storage_key as key').execute(),
      this.db.selectFrom('founders').select('avatar_key as key').where('avatar_key', 'is not', null).execute(),
    ]);
    return new Set([...decks, ...founders].flatMap(({ key }) => (key ? [key] : [])));
  }
}
