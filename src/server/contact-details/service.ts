import type { ContactDetails, ContactDetailsPayload, ContactPhone } from '../../shared/contact-details.js';
import type { AuthUser } from '../auth/session-store.js';
import type { Db } from '../db/connect.js';
import { ContactDetailsRepository, type ContactEntryRow } from './repository.js';

const toPhone = (row: ContactEntryRow): ContactPhone => ({ value: row.value, country_code: row.dial_code, country: row.country });

export class ContactDetailsService {
  constructor(private readonly db: Db) {}

  /**
   * Before the first save the emails hold the login email; phones and whatsapps are []
   * (the form shows one blank +962 row itself). A save always keeps ≥ 1 email, so an
   * empty email list means "never saved".
   */
  async load(user: AuthUser): Promise<ContactDetails> {
    const repository = new ContactDetailsRepository(this.db);
    const [entries, links] = await Promise.all([repository.findEntries(user.id), repository.findLinks(user.id)]);
    const emails = entries.filter((entry) => entry.kind === 'email').map((entry) => ({ value: entry.value }));
    return {
      emails: emails.length > 0 ? emails : [{ value: user.email }],
      phones: entries.filter((entry) => entry.kind === 'phone').map(toPhone),
      whatsapps: entries.filter((entry) => entry.kind === 'whatsapp').map(toPhone),
      linkedin: links?.linkedin ?? '',
      website: links?.website ?? '',
    };
  }

  async save(user: AuthUser, input: ContactDetailsPayload): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const repository = new ContactDetailsRepository(trx);
      await repository.replaceEntries(
        user.id,
        input.emails.map((email) => email.value),
        { phone: input.phones, whatsapp: input.whatsapps },
      );
      await repository.saveLinks(user.id, { linkedin: input.linkedin, website: input.website }, now);
    });
  }
}
