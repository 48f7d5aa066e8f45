import type { ContactPhoneInput } from '../../shared/contact-details.js';
import type { Db } from '../db/connect.js';
import { preparedQuery, type Placeholders } from '../db/prepared-query.js';
import type { ContactKind } from '../db/schema.js';

export interface ContactEntryRow {
  kind: ContactKind;
  value: string;
  dial_code: string;
  country: string;
}

export interface ContactLinks {
  linkedin: string;
  website: string;
}

// The reads of every GET of the contact details: compiled once (db/prepared-query.ts).
const findEntries = preparedQuery((db, param: Placeholders<{ userId: string }>) =>
  db
    .selectFrom('contact_entries')
    .select(['kind', 'value', 'dial_code', 'country'])
    .where('user_id', '=', param('userId'))
    .orderBy('kind')
    .orderBy('position'),
);
const findLinks = preparedQuery((db, param: Placeholders<{ userId: string }>) =>
  db.selectFrom('user_profiles').select(['linkedin', 'website']).where('user_id', '=', param('userId')),
);

/** SQL of the contact details: link columns of user_profiles plus the contact_entries rows. */
export class ContactDetailsRepository {
  constructor(private readonly db: Db) {}

  findEntries(userId: string): Promise<ContactEntryRow[]> {
    return findEntries(this.db, { userId });
  }

  async findLinks(userId: string): Promise<ContactLinks | undefined> {
    const [links] = await findLinks(this.db, { userId });
    return links;
  }

  async replaceEntries(
    userId: string,
    emails: string[],
    phones: Record<'phone' | 'whatsapp', ContactPhoneInput[]>,
    trx: Db,
  ): Promise<void> {
    await trx.deleteFrom('contact_entries').where('user_id', '=', userId).execute();
    const rows = [
      ...emails.map((value, position) => ({ user_id: userId, kind: 'email' as const, position, value, dial_code: '', country: '' })),
      ...(['phone', 'whatsapp'] as const).flatMap((kind) =>
        phones[kind].map((phone, position) => ({
          user_id: userId,
          kind,
          position,
          value: phone.number,
          dial_code: phone.code,
          country: phone.country,
        })),
      ),
    ];
    if (rows.length > 0) await trx.insertInto('contact_entries').values(rows).execute();
  }

  async saveLinks(userId: string, links: ContactLinks, now: string, trx: Db): Promise<void> {
    await trx
      .insertInto('user_profiles')
      .values({ user_id: userId, ...links, updated_at: now })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...links, updated_at: now }))
      .execute();
  }
}
