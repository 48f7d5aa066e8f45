import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../shared/api.js';
import { FOUNDER_MESSAGES, FOUNDERS_PATHS, type Founder } from '../../shared/founders.js';
import type { AuthUser, SessionAccount } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import type { RecordHistory } from '../history/record-history.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError, validationError } from '../http/errors.js';
import type { StartupQuota } from '../startup-quota/service.js';
import { discardFile, type FileStorage, type StoredFile } from '../storage/storage.js';
import type { FounderForm } from './founder-form.js';
import type { FounderFields, FounderRepository, FounderRow } from './repository.js';

/** The founder's photo route, or '' without one. */
export function avatarUrlOf(row: Pick<FounderRow, 'id' | 'avatar_key'>): string {
  // The version in the URL changes with the avatar, so a browser's cached copy never goes stale.
  return row.avatar_key ? `${FOUNDERS_PATHS.avatar(row.id)}?v=${row.avatar_key.slice(-12)}` : '';
}

/** The photo of the account's own founder row ('' without one, or without a startup): the account menu shows it. */
export async function ownAvatarUrl(founders: FounderRepository, account: SessionAccount): Promise<string> {
  const own = account.startup_id ? await founders.findOwn(account.startup_id, account.id) : undefined;
  return own ? avatarUrlOf(own) : '';
}

function toFounder(row: FounderRow, user: AuthUser): Founder {
  const avatarUrl = avatarUrlOf(row);
  const { id, user_id, first_name, last_name, title, brief, linkedin_url, email } = row;
  return { id, user_id, first_name, last_name, title, avatar_url: avatarUrl, brief, linkedin_url, email, isYou: user_id === user.id };
}

/** Only a new photo can grow the stored bytes: by its size less the photo it replaces (`null` removes it). */
const photoAddition = (row: Pick<FounderRow, 'avatar_size'>, avatar: Buffer | null | undefined) =>
  ({ kind: 'avatar', bytes: avatar ? avatar.length - row.avatar_size : 0 }) as const;

/** A founder row as its history keeps it (DESIGN §15): the form's fields; the photo is a file, not a field. */
function historyFieldsOf(row: FounderFields): FounderFields {
  const { first_name, last_name, email, title, brief, linkedin_url } = row;
  return { first_name, last_name, email, title, brief, linkedin_url };
}

/**
 * Inside a write's transaction: founder `id`'s revision, as the write leaves it beside `before` (null
 * when new). The founders' form writes one, and so does a founder's own Personal details.
 */
export async function writeFounderRevision(
  history: RecordHistory,
  trx: Db,
  user: AuthUser,
  id: string,
  before: FounderFields | null,
  after: FounderFields,
): Promise<void> {
  const key = { startup_id: user.startup_id, record: 'founders', record_id: id } as const;
  await history.write(trx, key, user.id, before && historyFieldsOf(before), historyFieldsOf(after));
}

const notFound = () => new HttpError(404, MESSAGES.notFound);
const emailTaken = () => validationError({ email: [FOUNDER_MESSAGES.emailTaken] });

export class FounderService {
  constructor(
    private readonly founders: FounderRepository,
    private readonly storage: FileStorage,
    private readonly quota: StartupQuota,
    private readonly log: FastifyBaseLogger,
    private readonly history: RecordHistory,
  ) {}

  /** The team, the current user's own row first. */
  async list(user: AuthUser): Promise<Founder[]> {
    const rows = await this.founders.listForStartup(user.startup_id);
    return [...rows.filter((row) => row.user_id === user.id), ...rows.filter((row) => row.user_id !== user.id)].map((row) =>
      toFounder(row, user),
    );
  }

  /** Another founder of the user's startup: 404 for anyone else's, 403 with `selfMessage` for the user's own row. */
  async findOther(user: AuthUser, id: string, selfMessage: string): Promise<FounderRow> {
    const row = await this.founders.find(user.startup_id, id);
    if (!row) throw notFound();
    if (row.user_id === user.id) throw new HttpError(403, selfMessage);
    return row;
  }

  async create(user: AuthUser, form: FounderForm): Promise<Founder> {
    if (await this.founders.isEmailTaken(user.startup_id, form.fields.email)) throw emailTaken();
    const addition = { kind: 'founder', bytes: form.avatar?.length ?? 0 } as const;
    await this.quota.check(user.startup_id, addition);
    const avatarKey = await this.storeAvatar(form.avatar);
    const row: FounderRow = {
      ...form.fields,
      id: randomUUID(),
      startup_id: user.startup_id,
      user_id: null,
      avatar_key: avatarKey ?? null,
      avatar_size: addition.bytes,
      created_at: new Date().toISOString(),
    };
    await this.writeOrDiscard(avatarKey, () =>
      this.quota.writeWithin(user.startup_id, addition, async (trx) => {
        await this.founders.insert(row, trx);
        await writeFounderRevision(this.history, trx, user, row.id, null, row);
        return row;
      }),
    );
    return toFounder(row, user);
  }

  async update(user: AuthUser, existing: FounderRow, form: FounderForm): Promise<Founder> {
    if (await this.founders.isEmailTaken(user.startup_id, form.fields.email, existing.id)) throw emailTaken();
    return this.write(user, existing, form.fields, form.avatar);
  }

  /** The current user's own row (DESIGN §8 "your own identity"); 404 when their startup has none for them. */
  async findOwn(user: AuthUser): Promise<FounderRow> {
    const row = await this.founders.findOwn(user.startup_id, user.id);
    if (!row) throw notFound();
    return row;
  }

  /** `POST /profile/avatar`: a new photo on the user's own row, within the startup's quota. */
  async setOwnAvatar(user: AuthUser, avatar: Buffer): Promise<Founder> {
    return this.write(user, await this.findOwn(user), {}, avatar);
  }

  /** `DELETE /profile/avatar`: the own row without a photo; the file goes once the row has committed. */
  async removeOwnAvatar(user: AuthUser): Promise<Founder> {
    return this.write(user, await this.findOwn(user), {}, null);
  }

  /**
   * Replaces the given fields and the photo (a new one; none with `null`; `undefined` keeps it). The
   * row is read again under the startup's lock, so the photo replaced is the one it holds when this
   * write commits, and that file goes after the commit: parallel uploads leave no file behind.
   */
  private async write(
    user: AuthUser,
    existing: FounderRow,
    fields: Partial<FounderFields>,
    avatar: Buffer | null | undefined,
  ): Promise<Founder> {
    await this.quota.check(user.startup_id, photoAddition(existing, avatar));
    const avatarKey = await this.storeAvatar(avatar ?? undefined);
    const photo =
      avatar === null
        ? { avatar_key: null, avatar_size: 0 }
        : avatarKey && avatar
          ? { avatar_key: avatarKey, avatar_size: avatar.length }
          : {};
    const changes = { ...fields, ...photo };
    const replaced = await this.writeOrDiscard(avatarKey, () =>
      this.quota.writeLocked(user.startup_id, async (trx, checkRoom) => {
        const current = await this.founders.find(user.startup_id, existing.id, trx);
        if (!current) return undefined;
        await checkRoom(photoAddition(current, avatar));
        if (!(await this.founders.update(user.startup_id, current.id, changes, trx))) return undefined;
        await writeFounderRevision(this.history, trx, user, current.id, current, { ...current, ...changes });
        return current;
      }),
    );
    if (avatar !== undefined && replaced.avatar_key) await discardFile(this.storage, replaced.avatar_key, this.log);
    return toFounder({ ...replaced, ...changes }, user);
  }

  /** Removes another founder; one with an account is no member any more (the caller ends its sessions). */
  async remove(user: AuthUser, id: string): Promise<FounderRow> {
    const row = await this.findOther(user, id, FOUNDER_MESSAGES.deleteSelf);
    if (!(await this.founders.delete(user.startup_id, row.id))) throw notFound();
    if (row.avatar_key) await discardFile(this.storage, row.avatar_key, this.log);
    return row;
  }

  async openAvatar(user: AuthUser, id: string): Promise<StoredFile> {
    const row = await this.founders.find(user.startup_id, id);
    const file = row?.avatar_key ? await this.storage.get(row.avatar_key) : undefined;
    if (!file) throw notFound();
    return file;
  }

  private async storeAvatar(avatar: Buffer | undefined): Promise<string | undefined> {
    if (!avatar) return undefined;
    const key = `avatars/${randomUUID()}`;
    await this.storage.put(key, avatar);
    return key;
  }

  /** Runs the row's write and answers its row; when it fails or finds no row, the avatar just stored is removed again. */
  private async writeOrDiscard(avatarKey: string | undefined, write: () => Promise<FounderRow | undefined>): Promise<FounderRow> {
    let written: FounderRow | undefined;
    try {
      written = await write();
    } catch (error) {
      if (avatarKey) await discardFile(this.storage, avatarKey, this.log);
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
    if (!written) {
      if (avatarKey) await discardFile(this.storage, avatarKey, this.log);
      throw notFound();
    }
    return written;
  }
}
