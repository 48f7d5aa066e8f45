import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type FieldErrors } from '../../shared/api.js';
import { PITCH_DECK_MESSAGES, PITCH_DECK_PATHS, pitchDeckUploadSchema, type PitchDeck } from '../../shared/pitch-deck.js';
import type { AuthUser } from '../auth/session-store.js';
import { HttpError, toFieldErrors, validationError } from '../http/errors.js';
import type { StartupQuota } from '../startup-quota/service.js';
import { discardFile, type FileStorage, type StoredFile } from '../storage/storage.js';
import type { UploadedFile } from '../uploads/multipart-form.js';
import { detectDeckType } from './deck-type.js';
import type { PitchDeckRepository, PitchDeckRow } from './repository.js';

function toPitchDeck(row: PitchDeckRow): PitchDeck {
  const { id, file_type, file_name, size, uploaded_at, is_primary } = row;
  return {
    id,
    file_type,
    file_name,
    size: Number(size),
    uploaded_at,
    url: PITCH_DECK_PATHS.download(id),
    is_primary: Number(is_primary) === 1,
  };
}

/** The name a download is saved under: the founder's name, with the type's extension unless it already has it. */
export function downloadName(row: Pick<PitchDeckRow, 'file_name' | 'file_type'>): string {
  const extension = `.${row.file_type}`;
  return row.file_name.toLowerCase().endsWith(extension) ? row.file_name : row.file_name + extension;
}

export class PitchDeckService {
  constructor(
    private readonly decks: PitchDeckRepository,
    private readonly storage: FileStorage,
    private readonly quota: StartupQuota,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(user: AuthUser): Promise<PitchDeck[]> {
    return (await this.decks.listForStartup(user.startup_id)).map(toPitchDeck);
  }

  /** Checks the name, the file's content and the quota, stores the file completely, then commits its row within the quota. */
  async upload(user: AuthUser, fields: Record<string, unknown>, file: UploadedFile | undefined): Promise<PitchDeck> {
    const parsed = pitchDeckUploadSchema.safeParse(fields);
    const fileType = file && (await detectDeckType(file.path, file.size));
    const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    if (!fileType) errors.deck_file = [PITCH_DECK_MESSAGES.invalidFile];
    if (!parsed.success || !file || !fileType) throw validationError(errors);

    const row: PitchDeckRow = {
      id: randomUUID(),
      startup_id: user.startup_id,
      file_type: fileType,
      file_name: parsed.data.file_name,
      size: file.size,
      storage_key: `pitch-decks/${randomUUID()}`,
      uploaded_at: new Date().toISOString(),
      is_primary: 0,
    };
    const addition = { kind: 'deck', bytes: file.size } as const;
    await this.quota.check(user.startup_id, addition);
    await this.storage.put(row.storage_key, { stream: createReadStream(file.path), size: file.size });
    try {
      await this.quota.writeWithin(user.startup_id, addition, (trx) => this.decks.insert(row, trx));
    } catch (error) {
      await discardFile(this.storage, row.storage_key, this.log);
      throw error;
    }
    return toPitchDeck((await this.decks.find(user.startup_id, row.id)) ?? row);
  }

  /** Marks the deck the one-pager shows. */
  async makePrimary(user: AuthUser, id: string): Promise<PitchDeck> {
    if (!(await this.decks.setPrimary(user.startup_id, id))) throw new HttpError(404, MESSAGES.notFound);
    const row = await this.decks.find(user.startup_id, id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return toPitchDeck(row);
  }

  /** Deletes the row first: a file left behind by a failed delete is an orphan, never a dangling row. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.decks.find(user.startup_id, id);
    if (!row || !(await this.decks.delete(user.startup_id, id))) throw new HttpError(404, MESSAGES.notFound);
    await discardFile(this.storage, row.storage_key, this.log);
  }

  async open(user: AuthUser, id: string): Promise<{ row: PitchDeckRow; file: StoredFile }> {
    const row = await this.decks.find(user.startup_id, id);
    const file = row && (await this.storage.get(row.storage_key));
    if (!row || !file) {
      if (row) this.log.error({ key: row.storage_key }, 'pitch deck file missing from storage');
      throw new HttpError(404, MESSAGES.notFound);
    }
    return { row, file };
  }
}
