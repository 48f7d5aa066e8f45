import type { ContactDetails, ContactDetailsPayload, ContactPhone } from '../../shared/contact-details.js';
import { normalizePhone } from '../../shared/phone.js';
import type { AuthUser } from '../auth/session-store.js';
import type { RunInTransaction } from '../db/transaction.js';
import type { ContactDetailsRepository, ContactEntryRow } from './repository.js';

function toPhone(row: ContactEntryRow): ContactPhone {
  const { e164, international } = normalizePhone(row.value, row.country);
  return { value: row.value, country_code: row.dial_code, country: row.country, e164, international };
}

export class ContactDetailsService {
  constructor(
    private readonly contacts: ContactDetailsRepository,
    private readonly transaction: RunInTransaction,
  ) {}

  /**
   * Before the first save the emails hold the login email; phones and whatsapps are []
   * (the form shows one blank +962 row itself). A save always keeps ≥ 1 email, so an
   * empty email list means "never saved".
   */
  async load(user: AuthUser): Promise<ContactDetails> {
    const [entries, links] = await Promise.all([this.contacts.findEntries(user.id), this.contacts.findLinks(user.id)]);
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
    await this.transaction(async (trx) => {
      await this.contacts.replaceEntries(
        user.id,
        input.emails.map((email) => email.value),
        { phone: input.phones, whatsapp: input.whatsapps },
        trx,
      );
      await this.contacts.saveLinks(user.id, { linkedin: input.linkedin, website: input.website }, now, trx);
    });
  }
}
